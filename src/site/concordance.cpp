#include "site/concordance.h"

#include "site/html.h"
#include "site/rule_words.h"

#include <fmt/format.h>
#include <set>

namespace bl::site {

namespace {

std::vector<const Rule*> rules_for(const Lawbook& book, Infraction id) {
    std::vector<const Rule*> out;
    for (const Rule& r : book.rules)
        if (r.id == id) out.push_back(&r);
    return out;
}

std::string header_row(const std::vector<Lawbook>& books, const char* first) {
    std::string out = fmt::format("<tr><th scope=\"col\">{}</th>", first);
    for (const Lawbook& b : books)
        out += fmt::format("<th scope=\"col\"><a href=\"{0}.html\">{0}</a></th>", esc(b.id));
    return out + "</tr>\n";
}

// What one code rules for the infraction: each of its rules, or "no provision".
std::string concordance_cell(const Lawbook& book, Infraction id) {
    const auto rules = rules_for(book, id);
    if (rules.empty()) return "<td class=\"no-provision\">no rule</td>";
    std::string out = "<td>";
    for (const Rule* r : rules) out += rule_html(book, *r);
    return out + "</td>";
}

std::string infraction_table(const std::vector<Lawbook>& books, Infraction id) {
    const std::string words = spaced(name(id));
    std::string out =
        fmt::format("<section id=\"{}\">\n<h2>{}</h2>\n", infraction_anchor(id), esc(words));
    out += "<div class=\"wide\"><table class=\"concordance\">\n" + header_row(books, "");
    out += "<tr><th scope=\"row\">Rules</th>";
    for (const Lawbook& b : books) out += concordance_cell(b, id);
    return out + "</tr>\n</table></div>\n</section>\n";
}

// The strongest provision among the code's rules for the infraction: penalty, then no penalty.
Provision strongest(const Lawbook& book, Infraction id) {
    Provision p = Provision::NoProvision;
    for (const Rule* r : rules_for(book, id)) {
        if (r->provision == Provision::Penalty) return Provision::Penalty;
        if (r->provision == Provision::NoPenalty) p = Provision::NoPenalty;
    }
    return p;
}

std::string matrix_cell(const Lawbook& book, Infraction id) {
    const Provision p = strongest(book, id);
    std::set<Provision> all;
    for (const Rule* r : rules_for(book, id)) all.insert(r->provision);
    const std::string mixed = all.size() > 1 ? " (in some cases)" : "";
    return fmt::format("<td class=\"{}\">{}{}</td>", name(p), spaced(name(p)), mixed);
}

} // namespace

std::vector<Infraction> ruled_infractions(const std::vector<Lawbook>& books) {
    std::set<Infraction> ids;
    for (const Lawbook& b : books)
        for (const Rule& r : b.rules) ids.insert(r.id);
    return {ids.begin(), ids.end()};
}

std::string concordance_page(const std::vector<Lawbook>& books) {
    std::string body = R"(<h1>Concordance of the codes</h1>
<p>For each irregularity, what each code rules: the situation, the provision, who chooses, the
options and the laws (each a link to its words).</p>
<ol class="toc">
)";
    const auto ids = ruled_infractions(books);
    for (Infraction id : ids)
        body += fmt::format("<li><a href=\"#{}\">{}</a></li>\n", infraction_anchor(id),
                            esc(spaced(name(id))));
    body += "</ol>\n";
    for (Infraction id : ids) body += infraction_table(books, id);
    return page("Concordance of the codes", body);
}

std::string matrix_page(const std::vector<Lawbook>& books) {
    std::string body = R"(<h1>The codes at a glance</h1>
<p class="legend"><span class="penalty">penalty</span> <span class="no-penalty">no penalty</span>
<span class="no-provision">no provision</span>: what each code gives for each irregularity;
“in some cases” where its rules differ by the facts. Each irregularity links to its table in
the concordance.</p>
)";
    body += "<div class=\"wide\"><table class=\"matrix\">\n" + header_row(books, "Irregularity");
    for (Infraction id : ruled_infractions(books)) {
        body += fmt::format("<tr><th scope=\"row\"><a href=\"concordance.html#{}\">{}</a></th>",
                            infraction_anchor(id), esc(spaced(name(id))));
        for (const Lawbook& b : books) body += matrix_cell(b, id);
        body += "</tr>\n";
    }
    return page("The codes at a glance", body + "</table></div>\n");
}

} // namespace bl::site
