#include "site/casebook.h"

#include "site/html.h"
#include <algorithm>
#include <cctype>
#include <fmt/format.h>

namespace bl::site {

namespace {

// Columns `teach` wraps a ruling to: a phone's width at the page's type size (400 px); the page
// wraps a longer line again to its column's width.
constexpr size_t RULING_WIDTH = 52;
constexpr size_t SETTING_WIDTH = 72;

// The hands and what happened, as `teach` draws them: the setting without its title, story and
// question, which the page shows as headings and paragraphs.
std::string hands_and_events(const SiteCase& sc) {
    Case bare = sc.c;
    bare.name.clear();
    bare.story.clear();
    std::string told = teach_setting(bare, case_focus(sc.codes), SETTING_WIDTH);
    const size_t question = told.rfind("\nThe question:\n");
    if (question != std::string::npos) told.erase(question);
    const size_t start = told.find_first_not_of('\n');
    return start == std::string::npos ? std::string() : told.substr(start);
}

std::vector<std::string> laws_cited(const CodeRuling& r) {
    std::vector<std::string> out;
    for (const auto& deal : r.report.value("deals", nlohmann::json::array()))
        for (const auto& ruling : deal.value("rulings", nlohmann::json::array()))
            for (const auto& law : ruling.value("laws", nlohmann::json::array()))
                if (std::find(out.begin(), out.end(), law.get<std::string>()) == out.end())
                    out.push_back(law.get<std::string>());
    return out;
}

// One code's column: its title (a link to its laws), the laws its rulings cite (links), and the
// ruling as `teach` words it, laws quoted and each option's score (the what-if).
std::string code_column(const SiteCase& sc, const CodeRuling& r) {
    std::string told = teach_ruling(sc.c, r, RULING_WIDTH);
    const size_t first = told.find_first_not_of('\n');
    const size_t body = told.find('\n', first == std::string::npos ? 0 : first);
    told = body == std::string::npos ? told : told.substr(body + 1);
    const std::vector<std::string> laws = laws_cited(r);
    return fmt::format(
        "<section class=\"code-ruling\">\n<h3>Under <a href=\"{0}.html\">{1}</a> "
        "<code>{0}</code></h3>\n{2}<pre class=\"ruling\">{3}</pre>\n</section>\n",
        esc(r.code), esc(r.book.title),
        laws.empty() ? "" : "<p class=\"refs\">" + law_links(r.book, laws) + ".</p>\n", esc(told));
}

// "subject-play-errors": a chapter's anchor (letters, digits and hyphens only).
std::string subject_anchor(const std::string& subject) {
    return "subject-" + law_anchor(subject).substr(4);
}

std::string level_words(int level) {
    return level == 0 ? std::string() : fmt::format(", level {}", level);
}

} // namespace

std::string subject_title(const std::string& subject) {
    std::string out = spaced(subject);
    if (!out.empty()) out[0] = char(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

std::string case_page(const SiteCase& sc) {
    std::string body = fmt::format(
        "<h1>{}</h1>\n<p class=\"edition\"><a href=\"casebook.html#{}\">{}</a>{} &#183; "
        "<code>{}</code></p>\n",
        esc(sc.c.name), subject_anchor(sc.c.subject), esc(subject_title(sc.c.subject)),
        level_words(sc.c.level), esc(sc.key));
    if (!sc.c.story.empty()) body += "<p class=\"story\">" + esc(sc.c.story) + "</p>\n";
    const std::string hands = hands_and_events(sc);
    if (!hands.empty())
        body += "<div class=\"wide\"><pre class=\"hands\">" + esc(hands) + "</pre></div>\n";
    body += "<h2>The question</h2>\n<p class=\"question\">" + esc(sc.c.question) + "</p>\n";
    body += "<h2>The rulings</h2>\n";
    if (sc.codes.empty())
        body += "<p>None of the codes this site shows is one the case names.</p>\n";
    body += "<div class=\"rulings\">\n";
    for (const CodeRuling& r : sc.codes) body += code_column(sc, r);
    body += "</div>\n";
    const std::string differences = teach_differences(sc.codes);
    if (!differences.empty())
        body += "<h2>Where the codes differ</h2>\n<div class=\"wide\"><pre class=\"differences\">" +
                esc(differences) + "</pre></div>\n";
    return page(sc.c.name, body, {{}, "case"});
}

std::string casebook_page(const std::vector<SiteCase>& cases) {
    std::string body = R"(<h1>The casebook</h1>
<p>Each case told as a teacher tells it: the story, the hands and what happened up to the
irregularity, the question; then each code's ruling side by side, its laws quoted, and what each
option would make of the score. The chapters follow a game, from the deal to the score; within a
chapter the cases go from first steps to fine points. <a href="quiz.html">The quiz</a> asks the
same questions.</p>
)";
    if (cases.empty())
        body += "<p>No cases were given to this site (<code>--cases DIR</code>).</p>\n";
    std::string toc, chapters, subject;
    for (const SiteCase& sc : cases) {
        if (sc.c.subject != subject || chapters.empty()) {
            if (!chapters.empty()) chapters += "</ol>\n</section>\n";
            subject = sc.c.subject;
            toc += fmt::format("<li><a href=\"#{}\">{}</a></li>\n", subject_anchor(subject),
                               esc(subject_title(subject)));
            chapters += fmt::format("<section id=\"{}\">\n<h2>{}</h2>\n<ol class=\"cases\">\n",
                                    subject_anchor(subject), esc(subject_title(subject)));
        }
        chapters += fmt::format("<li><a href=\"{}\">{}</a><span class=\"legend\">{}</span></li>\n",
                                esc(sc.page), esc(sc.c.name), esc(level_words(sc.c.level)));
    }
    if (!chapters.empty()) chapters += "</ol>\n</section>\n";
    if (!toc.empty())
        body += "<nav class=\"sections\"><h2>Chapters</h2>\n<ol>\n" + toc + "</ol>\n</nav>\n";
    return page("The casebook", body + chapters);
}

} // namespace bl::site
