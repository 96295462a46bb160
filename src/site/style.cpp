#include "site/style.h"

namespace bl::site {

// The period look of the HTML report (src/report/report_html.cpp): serif type on white, ruled
// headings; one column that narrows to a phone's width and prints cleanly.
const char* const SITE_STYLE =
    R"(body { font-family: Georgia, "Times New Roman", serif; color: #111; background: #fff;
       max-width: 46em; margin: 0 auto; padding: 0 1em 3em; line-height: 1.45; }
nav.top { border-bottom: 3px double #333; padding: .6em 0; margin-bottom: 1em; font-variant: small-caps; }
nav.top a { margin-right: 1.2em; }
a { color: #5a1a12; }
h1 { font-size: 1.5em; margin: .4em 0 .2em; }
h2 { font-size: 1.2em; border-bottom: 1px solid #777; margin: 1.6em 0 .6em; padding-bottom: .15em; }
h3 { font-size: 1.05em; margin: 1.2em 0 .3em; }
h4 { font-size: .95em; margin: .8em 0 .3em; font-variant: small-caps; }
.edition, .legend { color: #444; font-style: italic; }
blockquote { margin: .3em 0 .5em 1em; padding-left: .8em; border-left: 2px solid #bbb; }
blockquote p { margin: .2em 0; }
.editorial { font-size: .9em; color: #444; }
.refs { margin: .3em 0; }
details.notes { margin: .5em 0 1em; }
article.law { border-bottom: 1px dotted #bbb; padding-bottom: .6em; }
dl.rule { display: grid; grid-template-columns: max-content 1fr; gap: .1em .8em; margin: .4em 0 .8em;
          padding: .4em .6em; background: #f3f1e6; font-size: .92em; }
dl.rule dt { font-variant: small-caps; color: #333; }
dl.rule dd { margin: 0; overflow-wrap: anywhere; }
div.wide { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; font-size: .9em; }
th, td { border: 1px solid #999; padding: .3em .4em; vertical-align: top; text-align: left; }
table.concordance td { min-width: 14em; }
table.concordance dl.rule { grid-template-columns: 1fr; }
.penalty { background: #f1d3c9; }
.no-penalty { background: #d9e8d2; }
.no-provision { background: #e4e4e4; color: #333; }
.legend span { padding: 0 .4em; font-style: normal; }
ol.toc { columns: 2 14em; }
code { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .85em; }
form.search { display: inline-block; margin: .2em 0; }
form input, form button { font: inherit; font-size: .9em; max-width: 100%; }
body:has(> main.case) { max-width: 76em; }
.story { text-align: justify; }
.question { font-weight: bold; }
pre { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .8em; line-height: 1.3; }
pre.ruling, pre.because { white-space: pre-wrap; overflow-wrap: anywhere; }
.rulings { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 28em), 1fr)); gap: 0 1.2em; }
section.code-ruling { min-width: 0; border-top: 3px double #333; margin-top: .6em; }
ol.cases .legend { margin-left: .4em; }
ol.choices { padding-left: 1.6em; }
ol.choices button { font: inherit; text-align: left; width: 100%; margin: .2em 0; padding: .3em .6em;
                    background: #f3f1e6; border: 1px solid #999; color: #111; cursor: pointer; }
ol.choices button.right { background: #d9e8d2; border-color: #4b7a3c; }
ol.choices button.wrong { background: #f1d3c9; border-color: #8a1c10; }
p.score { display: inline-block; border: 1px solid #999; padding: .3em .7em; font-variant: small-caps; }
button.next { font: inherit; padding: .3em .8em; }
del { color: #8a1c10; }
ins { color: #1d5c1d; text-decoration: underline; }
#results li { margin-bottom: .4em; }
#results p { margin: .1em 0; }
@media (max-width: 30em) { pre { font-size: .68em; } }
@media print {
  nav.top, nav.sections, form, button.next { display: none; }
  body, body:has(> main.case) { max-width: none; font-size: 10pt; }
  a { color: #000; text-decoration: none; }
  pre { white-space: pre-wrap; }
  section.code-ruling { break-inside: avoid; }
}
)";

} // namespace bl::site
