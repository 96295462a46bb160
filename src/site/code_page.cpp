#include "site/code_page.h"

#include "laws/laws_view.h"
#include "site/html.h"
#include "site/rule_words.h"

#include <algorithm>
#include <fmt/format.h>

namespace bl::site {

namespace {

bool contains(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

// The law's text, a paragraph per line as printed.
std::string paragraphs(const std::string& text) {
    std::string out, line;
    for (size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '\n') {
            if (!line.empty()) out += "<p>" + esc(line) + "</p>\n";
            line.clear();
        } else {
            line += text[i];
        }
    }
    return out;
}

std::string cited_by(const Lawbook& book, const Law& law) {
    std::vector<std::string> citing;
    for (const Law& other : book.laws)
        if (contains(other.refs, law.number)) citing.push_back(other.number);
    return law_links(book, citing);
}

std::string parameters_given(const Lawbook& book, const Law& law) {
    std::string out;
    for (const ParameterShown& p : parameters_shown(book))
        if (p.set && contains(*p.laws, law.number))
            out += fmt::format("<li><code>{}</code>: {}</li>", esc(p.key), esc(p.value));
    return out.empty() ? out : "<ul class=\"params\">" + out + "</ul>";
}

std::string rules_applying(const Lawbook& book, const Law& law) {
    std::string out;
    for (const Rule& r : book.rules)
        if (contains(r.laws, law.number)) out += rule_html(book, r);
    return out;
}

// Links to the readings of open points that cite the law (shown in full at the page's end).
std::string open_points(const Lawbook& book, const Law& law) {
    std::vector<std::string> links;
    for (const Reading& r : book.readings)
        if (contains(r.laws, law.number))
            links.push_back(
                fmt::format("<a href=\"#{}\">{}</a>", reading_anchor(r.id), esc(r.question)));
    std::string out;
    for (const std::string& l : links) out += (out.empty() ? "" : "; ") + l;
    return out;
}

// A reading: the question, the reading the engine takes and why, and the other readings.
std::string reading_section(const Lawbook& book, const Reading& r) {
    std::string out = fmt::format("<article class=\"reading\" id=\"{}\">\n<h3>{}</h3>\n<p>{}</p>\n",
                                  reading_anchor(r.id), esc(r.id), esc(r.question));
    out += fmt::format("<p><strong>Read as:</strong> {}. {}</p>\n", esc(spaced(r.default_reading)),
                       esc(r.reason));
    for (const auto& [id, meaning] : r.others)
        out += fmt::format("<p class=\"editorial\">Another reading, {}: {}</p>\n", esc(spaced(id)),
                           esc(meaning));
    if (!r.laws.empty()) out += "<p class=\"refs\">" + law_links(book, r.laws) + ".</p>\n";
    return out + "</article>\n";
}

using Reaching = std::map<std::string, std::vector<const SiteCase*>>;

std::string cases_reaching_law(const Reaching& reaching, const Law& law) {
    const auto it = reaching.find(law.number);
    if (it == reaching.end()) return {};
    std::string out = "<p class=\"refs\">Cases that reach it: ";
    for (size_t i = 0; i < it->second.size(); ++i)
        out += fmt::format("{}<a href=\"{}\">{}</a>", i ? "; " : "", esc(it->second[i]->page),
                           esc(it->second[i]->c.name));
    return out + ".</p>\n";
}

std::string law_section(const Lawbook& book, const Law& law, const Reaching& reaching) {
    std::string out = fmt::format("<article class=\"law\" id=\"{}\">\n<h3>Law {}</h3>\n",
                                  law_anchor(law.number), esc(law.number));
    out += "<blockquote>" + paragraphs(law.text) + "</blockquote>\n";
    if (!law.amendment.empty())
        out += fmt::format("<p class=\"amended\">As amended by {}: {}</p>\n", esc(law.amended_by),
                           esc(law.amendment));
    for (const std::string& e : law.editorial)
        out += "<p class=\"editorial\">Editorial: " + esc(e) + "</p>\n";
    if (!law.refs.empty())
        out += "<p class=\"refs\">Cites " + law_links(book, law.refs) + ".</p>\n";
    const std::string citing = cited_by(book, law);
    if (!citing.empty()) out += "<p class=\"refs\">Cited by " + citing + ".</p>\n";
    const std::string params = parameters_given(book, law);
    if (!params.empty()) out += "<h4>Parameters it gives</h4>\n" + params + "\n";
    const std::string points = open_points(book, law);
    if (!points.empty()) out += "<p class=\"refs\">Open points it raises: " + points + ".</p>\n";
    const std::string rules = rules_applying(book, law);
    if (!rules.empty()) out += "<h4>Rules that apply it</h4>\n" + rules;
    return out + cases_reaching_law(reaching, law) + "</article>\n";
}

std::string section_title(const Lawbook& book, const Section& s) {
    const std::string& a = book.laws[s.first].number;
    const std::string& b = book.laws[s.last].number;
    const std::string laws = s.first == s.last ? "Law " + a : "Laws " + a + "\u2013" + b;
    return s.heading.empty() ? laws : laws + ": " + s.heading;
}

std::string index_of_sections(const Lawbook& book, const std::vector<Section>& secs) {
    std::string out = "<nav class=\"sections\"><h2>Sections</h2>\n<ol>\n";
    for (size_t i = 0; i < secs.size(); ++i)
        out += fmt::format("<li><a href=\"#sec-{}\">{}</a></li>\n", i + 1,
                           esc(section_title(book, secs[i])));
    if (!book.readings.empty())
        out += "<li><a href=\"#readings\">Readings of open points</a></li>\n";
    return out + "</ol>\n</nav>\n";
}

} // namespace

std::vector<Section> sections(const Lawbook& book) {
    std::vector<Section> out;
    for (size_t i = 0; i < book.laws.size(); ++i) {
        if (!out.empty() && book.laws[i].heading == out.back().heading)
            out.back().last = i;
        else
            out.push_back({book.laws[i].heading, i, i});
    }
    return out;
}

std::string code_page(const Lawbook& book, const Reaching& reaching) {
    const std::vector<Section> secs = sections(book);
    std::string body =
        fmt::format("<h1>{}</h1>\n<p class=\"edition\">{} &#183; edition {}{}</p>\n",
                    esc(book.title), esc(book.id), esc(book.edition),
                    book.extends.empty() ? "" : " &#183; on the laws of " + esc(book.extends));
    if (!book.notes.empty()) {
        body += "<details class=\"notes\"><summary>The editors' notes on this table</summary>\n";
        for (const std::string& n : book.notes)
            body += "<p class=\"editorial\">" + esc(n) + "</p>\n";
        body += "</details>\n";
    }
    body += index_of_sections(book, secs);
    for (size_t i = 0; i < secs.size(); ++i) {
        body += fmt::format("<section id=\"sec-{}\">\n<h2>{}</h2>\n", i + 1,
                            esc(section_title(book, secs[i])));
        for (size_t j = secs[i].first; j <= secs[i].last; ++j)
            body += law_section(book, book.laws[j], reaching);
        body += "</section>\n";
    }
    if (!book.readings.empty()) {
        body += "<section id=\"readings\">\n<h2>Readings of open points</h2>\n";
        for (const Reading& r : book.readings) body += reading_section(book, r);
        body += "</section>\n";
    }
    return page(book.title + " (" + book.id + ")", body);
}

} // namespace bl::site
