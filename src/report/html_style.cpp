#include "report/html_dom.h"

namespace bl::html {

// Printed in <style>; written as text, so it holds no '<', '>' or '&' (pugixml would escape them).
const char* const STYLE = R"(
body { font-family: Georgia, "Times New Roman", serif; color: #111; background: #fff;
       max-width: 62em; margin: 1.5em auto; padding: 0 1em; line-height: 1.35; overflow-wrap: break-word; }
.scroll { overflow-x: auto; max-width: 100%; }
h1 { font-size: 1.5em; margin: 0 0 .2em; }
h2 { font-size: 1.2em; border-bottom: 1px solid #777; margin: 1.6em 0 .6em; padding-bottom: .15em; }
h3 { font-size: 1em; margin: 0 0 .4em; }
.meta { color: #444; margin: .1em 0; }
.red { color: #c00; }
.top { display: flex; flex-wrap: wrap; gap: 1.5em 3em; align-items: flex-start; }
table.diagram { border-collapse: collapse; }
table.diagram td { vertical-align: top; padding: .2em .7em; }
.hand .who { font-weight: bold; white-space: nowrap; }
.hand .role { font-weight: normal; font-style: italic; color: #555; }
.hand .suit { white-space: nowrap; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .95em; }
.sym { display: inline-block; width: 1.3em; font-family: "DejaVu Sans", sans-serif; }
td.compass { vertical-align: middle; text-align: center; }
.table-top { display: inline-block; border: 2px solid #333; border-radius: 3px; width: 6.5em; padding: .3em 0; text-align: center;
             background: #f3f1e6; font-size: .9em; }
.table-top .n, .table-top .s { display: block; font-weight: bold; }
.table-top .we { display: flex; justify-content: space-between; padding: .2em .5em; font-weight: bold; }
.table-top .trumps { display: block; font-size: .85em; }
.facts p { margin: .2em 0; }
table.play { border-collapse: collapse; margin: 1em 0 .3em; }
table.play th, table.play td { border: 1px solid #aaa; padding: .12em .6em; text-align: center; white-space: nowrap; }
table.play th { background: #eee; }
table.play td.led { text-decoration: underline; }
table.play td.led::before { content: "\25B8"; font-size: .8em; margin-right: .15em; }
table.play td.won { font-weight: bold; outline: 2px solid #222; outline-offset: -3px; background: #f6f0d8; }
.legend { font-size: .85em; color: #444; margin: 0 0 1em; }
.ruling { border: 2px solid #444; border-radius: 4px; padding: .6em 1em; margin: 1em 0; background: #fbfaf4;
          break-inside: avoid; }
.ruling .status { font-variant: small-caps; }
.ruling blockquote { margin: .4em 0 .4em .6em; padding: .1em .8em; border-left: 3px solid #999; }
.ruling blockquote .law { font-weight: bold; }
.ruling blockquote .heading { font-style: italic; }
.ruling ul { margin: .2em 0 .4em; }
.ruling li.elected { font-weight: bold; }
.ruling .problem { color: #a00; }
.ruling .note { font-style: italic; }
.ruling .house-rule { border-left: 3px solid #555; padding-left: .5em; }
table.lines { border-collapse: collapse; margin: .6em 0; }
table.lines td { padding: .05em .6em; }
table.lines td.pts { text-align: right; }
table.sheet { border-collapse: collapse; margin: .5em 0 1em; min-width: 28em; max-width: 100%; }
table.sheet th { border-bottom: 1px solid #000; padding: .2em 1em; }
table.sheet td { padding: .1em 1em; vertical-align: bottom; width: 50%; border-left: 1px solid #000; }
table.sheet td:first-child { border-left: none; }
table.sheet .pts { font-weight: bold; display: inline-block; min-width: 2.5em; text-align: right; }
table.sheet .what { font-size: .8em; color: #444; }
table.sheet tr.the-line td { border-bottom: 3px double #000; }
table.sheet tr.game td { border-bottom: 1px solid #000; }
table.sheet tr.total td { border-top: 1px solid #000; font-weight: bold; }
.result { font-weight: bold; }
table.what-if { border-collapse: collapse; margin: .3em 0 .6em; font-size: .92em; }
table.what-if th, table.what-if td { border: 1px solid #aaa; padding: .15em .5em; text-align: left; vertical-align: top; }
table.what-if th { background: #eee; }
table.what-if td.pts { text-align: right; white-space: nowrap; }
table.what-if tr.best td { font-weight: bold; background: #f6f0d8; }
table.what-if .mark { font-style: italic; font-weight: normal; }
.what-if-title { margin: .6em 0 0; }
/* A phone: the hands one under another, the score sheet as wide as the screen. */
@media (max-width: 40em) {
  body { margin: .8em auto; padding: 0 .6em; }
  table.diagram, table.diagram tbody, table.diagram tr, table.diagram td { display: block; }
  table.diagram td:empty { display: none; }
  table.diagram td { padding: .2em 0; }
  table.diagram td.compass { text-align: left; }
  table.sheet { min-width: 0; width: 100%; }
  table.sheet th, table.sheet td { padding: .1em .4em; }
  .ruling { padding: .5em .6em; }
  .ruling blockquote { margin-left: 0; padding: .1em .5em; }
}
@media print {
  body { max-width: none; margin: 0; padding: 0; font-size: 10pt; }
  section.deal { break-before: page; }
  section.deal:first-of-type { break-before: auto; }
  .ruling, table.play, table.diagram, table.sheet { break-inside: avoid; }
  .red { color: #c00; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  table.play td.won, .table-top { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .scroll { overflow: visible; }
  button, nav, .no-print { display: none; }
}
)";

} // namespace bl::html
