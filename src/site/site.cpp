#include "site/site.h"

#include "core/output_file.h"
#include "site/casebook.h"
#include "site/code_page.h"
#include "site/concordance.h"
#include "site/diff_page.h"
#include "site/html.h"
#include "site/quiz_page.h"
#include "site/search_page.h"
#include "site/style.h"

#include <filesystem>
#include <fmt/format.h>
#include <system_error>

namespace bl::site {

namespace {

std::string editions_list(const std::vector<Lawbook>& books) {
    std::string out;
    for (const auto& [a, b] : edition_pairs(books))
        out += fmt::format("<li><a href=\"{}\">From {} to {}</a></li>\n", esc(diff_file(*a, *b)),
                           esc(a->id), esc(b->id));
    return out.empty()
               ? out
               : "<h2>Between editions</h2>\n<p>What a later edition or an overlay changed, "
                 "law by law, word by word.</p>\n<ul>\n" +
                     out + "</ul>\n";
}

std::string index_page(const std::vector<Lawbook>& books, size_t cases) {
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
    body += editions_list(books);
    body += fmt::format(R"(<h2>Learning the laws</h2>
<ul>
<li><a href="casebook.html">The casebook</a>: {} cases, each ruled under the codes side by side.</li>
<li><a href="quiz.html">The quiz</a>: a question on each case, answered by clicking.</li>
<li><a href="search.html">Search</a> the laws' words, their headings and the cases.</li>
</ul>
)",
                        cases);
    return page("The Laws of Bridge, c. 1904", body);
}

} // namespace

std::vector<std::pair<std::string, std::string>> site_pages(const std::vector<Lawbook>& books,
                                                            const std::vector<SiteCase>& cases) {
    std::vector<std::pair<std::string, std::string>> out;
    out.emplace_back("style.css", SITE_STYLE);
    out.emplace_back("quiz.js", QUIZ_SCRIPT);
    out.emplace_back("search.js", SEARCH_SCRIPT);
    out.emplace_back("index.html", index_page(books, cases.size()));
    const CasesReaching reaching = cases_reaching(cases);
    for (const Lawbook& b : books) {
        const auto it = reaching.find(b.id);
        out.emplace_back(b.id + ".html",
                         it == reaching.end() ? code_page(b) : code_page(b, it->second));
    }
    out.emplace_back("concordance.html", concordance_page(books));
    out.emplace_back("matrix.html", matrix_page(books));
    for (const auto& [a, b] : edition_pairs(books))
        out.emplace_back(diff_file(*a, *b), diff_page(*a, *b));
    out.emplace_back("casebook.html", casebook_page(cases));
    for (const SiteCase& sc : cases) out.emplace_back(sc.page, case_page(sc));
    out.emplace_back("quiz.html", quiz_page(cases));
    out.emplace_back("search.html", search_page(books, cases));
    return out;
}

std::optional<Error> build_site(const LawLibrary& lib, const std::vector<std::string>& codes,
                                const std::string& out_dir, const std::string& cases_dir) {
    std::vector<Lawbook> books;
    for (const std::string& id : codes.empty() ? lib.ids() : codes) {
        auto book = lib.load(id);
        if (!book) return book.error();
        books.push_back(std::move(*book));
    }
    std::vector<SiteCase> cases;
    if (!cases_dir.empty()) {
        auto read = site_cases(cases_dir, books);
        if (!read) return read.error();
        cases = std::move(*read);
    }
    std::error_code ec;
    std::filesystem::create_directories(out_dir, ec);
    if (ec) return write_error(out_dir, ec.value(), "the site was not written");
    for (const auto& [file, text] : site_pages(books, cases))
        if (auto e = replace_file((std::filesystem::path(out_dir) / file).string(), text)) return e;
    return std::nullopt;
}

} // namespace bl::site
