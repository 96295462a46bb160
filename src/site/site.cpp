#include "site/site.h"

#include "core/output_file.h"
#include "site/code_page.h"
#include "site/concordance.h"
#include "site/html.h"

#include <filesystem>
#include <fmt/format.h>
#include <system_error>

namespace bl::site {

namespace {

// The period look of the HTML report (src/report/report_html.cpp): serif type on white, ruled
// headings; one column that narrows to a phone's width and prints cleanly.
constexpr const char* STYLE =
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
@media print {
  nav.top, nav.sections { display: none; }
  body { max-width: none; font-size: 10pt; }
  a { color: #000; text-decoration: none; }
}
)";

std::string index_page(const std::vector<Lawbook>& books) {
    std::string body = R"(<h1>The Laws of Bridge, c. 1904</h1>
<p>The codes of laws of Bridge Whist as printed, each law with the laws it cites, the laws that
cite it and the rules that apply it; and a concordance of the codes, irregularity by
irregularity.</p>
<h2>The codes</h2>
<ul class="codes">
)";
    for (const Lawbook& b : books)
        body += fmt::format(
            "<li><a href=\"{0}.html\">{1}</a> <code>{0}</code>: {2} laws, edition {3}{4}</li>\n",
            esc(b.id), esc(b.title), b.laws.size(), esc(b.edition),
            b.extends.empty() ? "" : ", on the laws of " + esc(b.extends));
    body += R"(</ul>
<h2>The codes side by side</h2>
<ul>
<li><a href="concordance.html">The concordance</a>: what each code rules for each irregularity.</li>
<li><a href="matrix.html">The matrix</a>: the same at a glance, penalty, no penalty or no provision.</li>
</ul>
)";
    return page("The Laws of Bridge, c. 1904", body);
}

} // namespace

std::vector<std::pair<std::string, std::string>> site_pages(const std::vector<Lawbook>& books) {
    std::vector<std::pair<std::string, std::string>> out;
    out.emplace_back("style.css", STYLE);
    out.emplace_back("index.html", index_page(books));
    for (const Lawbook& b : books) out.emplace_back(b.id + ".html", code_page(b));
    out.emplace_back("concordance.html", concordance_page(books));
    out.emplace_back("matrix.html", matrix_page(books));
    return out;
}

std::optional<Error> build_site(const LawLibrary& lib, const std::vector<std::string>& codes,
                                const std::string& out_dir) {
    std::vector<Lawbook> books;
    for (const std::string& id : codes.empty() ? lib.ids() : codes) {
        auto book = lib.load(id);
        if (!book) return book.error();
        books.push_back(std::move(*book));
    }
    std::error_code ec;
    std::filesystem::create_directories(out_dir, ec);
    if (ec) return write_error(out_dir, ec.value(), "the site was not written");
    for (const auto& [file, text] : site_pages(books))
        if (auto e = replace_file((std::filesystem::path(out_dir) / file).string(), text)) return e;
    return std::nullopt;
}

} // namespace bl::site
