#include "site/diff_page.h"

#include "laws/law_diff.h"
#include "site/html.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>

namespace bl::site {

namespace {

// An edition id NAME-YEAR -> {NAME, YEAR}; the year 0 for an id that does not end in one.
std::pair<std::string, int> name_and_year(const std::string& id) {
    const size_t dash = id.rfind('-');
    if (dash == std::string::npos || id.size() - dash != 5) return {id, 0};
    const std::string year = id.substr(dash + 1);
    if (!std::all_of(year.begin(), year.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
        return {id, 0};
    return {id.substr(0, dash), std::stoi(year)};
}

std::string marked_words(const std::vector<WordRun>& runs) {
    std::string out;
    for (const WordRun& r : runs)
        out += r.op == WordOp::Same      ? esc(r.text)
               : r.op == WordOp::Removed ? "<del>" + esc(r.text) + "</del>"
                                         : "<ins>" + esc(r.text) + "</ins>";
    return out;
}

std::string side(const Lawbook& book, const Law* law, const std::string& words) {
    return law ? law_link(book, law->number, words) : esc(words);
}

// A split, merge or amendment says so when it changes substance (as `diff` does).
bool in_substance(const LawEntry& e) {
    return e.substance && (e.change == LawChange::Split || e.change == LawChange::Merged ||
                           e.change == LawChange::Amended);
}

std::string law_entry(const CodeDiff& d, const LawEntry& e) {
    std::string out = fmt::format(
        "<article class=\"law\">\n<h4>{} &#8594; {}: {}{}</h4>\n",
        side(*d.a, e.a, entry_laws(e, false)), side(*d.b, e.b, entry_laws(e, true)),
        esc(law_change_name(e.change)), in_substance(e) ? ", changed in substance" : "");
    const std::string text = e.change == LawChange::Added     ? esc(e.b->text)
                             : e.change == LawChange::Removed ? esc(e.a->text)
                                                              : marked_words(e.words);
    return out + "<blockquote class=\"diff\"><p>" + text + "</p></blockquote>\n</article>\n";
}

std::string field_list(const std::vector<FieldChange>& fields) {
    std::string out = "<ul>";
    for (const FieldChange& f : fields)
        out += fmt::format("<li>{}: <del>{}</del> &#8594; <ins>{}</ins></li>", esc(f.field),
                           esc(f.from), esc(f.to));
    return out + "</ul>\n";
}

std::string rules_part(const CodeDiff& d) {
    std::string out;
    for (const RuleChange& r : d.rules) {
        out += fmt::format("<li><strong>{}</strong>, {}", esc(rule_title(r)),
                           esc(item_change_name(r.change)));
        out += r.remedy.empty() ? "" : ": " + esc(r.remedy);
        out += r.laws.empty() ? "" : " (" + law_links(*d.b, r.laws) + ")";
        out += r.fields.empty() ? "</li>\n" : field_list(r.fields) + "</li>\n";
    }
    for (const ReadingChange& r : d.readings)
        out += fmt::format("<li>Reading <strong>{}</strong> ({}), {}{}</li>\n", esc(r.id),
                           esc(r.question), esc(item_change_name(r.change)),
                           r.fields.empty() ? "" : field_list(r.fields));
    for (const ParameterChange& p : d.parameters)
        out +=
            fmt::format("<li>Parameter <code>{}</code>: <del>{}</del> &#8594; <ins>{}</ins></li>\n",
                        esc(p.key), esc(p.from), esc(p.to));
    return out.empty() ? "<p>None.</p>\n" : "<ul class=\"changes\">\n" + out + "</ul>\n";
}

} // namespace

std::vector<std::pair<const Lawbook*, const Lawbook*>>
edition_pairs(const std::vector<Lawbook>& books) {
    std::vector<std::pair<const Lawbook*, const Lawbook*>> out;
    for (const Lawbook& b : books)
        for (const Lawbook& base : books)
            if (!b.extends.empty() && base.id == b.extends) out.emplace_back(&base, &b);
    for (const Lawbook& b : books) { // the edition just before b of the same code
        const auto [name, year] = name_and_year(b.id);
        const Lawbook* before = nullptr;
        for (const Lawbook& a : books) {
            const auto [other, y] = name_and_year(a.id);
            if (year && other == name && y && y < year &&
                (!before || y > name_and_year(before->id).second))
                before = &a;
        }
        if (before && std::find(out.begin(), out.end(), std::pair{before, &b}) == out.end())
            out.emplace_back(before, &b);
    }
    return out;
}

std::string diff_file(const Lawbook& a, const Lawbook& b) {
    return "diff-" + a.id + "-" + b.id + ".html";
}

std::string diff_page(const Lawbook& a, const Lawbook& b) {
    const CodeDiff d = diff_codes(a, b);
    std::string body =
        fmt::format("<h1>From <a href=\"{0}.html\">{0}</a> to <a "
                    "href=\"{1}.html\">{1}</a></h1>\n<p class=\"edition\">{2} "
                    "&#8594; {3}: what the second edition changed, as <code>bridgelaws diff {0} "
                    "{1}</code> tells "
                    "it. Words struck out were removed; words underlined were added.</p>\n",
                    esc(a.id), esc(b.id), esc(a.title), esc(b.title));
    body += "<h2>The main changes</h2>\n<ul>\n";
    for (const std::string& m : d.main) body += "<li>" + esc(m) + "</li>\n";
    if (d.main.empty()) body += "<li>None in substance.</li>\n";
    body += "</ul>\n<h2>The laws that differ</h2>\n";
    std::string heading;
    for (const LawEntry& e : d.laws) {
        if (e.heading != heading) body += "<h3>" + esc(e.heading) + "</h3>\n", heading = e.heading;
        body += law_entry(d, e);
    }
    if (d.laws.empty()) body += "<p>None: the laws are the same.</p>\n";
    body += "<h2>The rules, readings and parameters that differ</h2>\n" + rules_part(d);
    return page(a.id + " to " + b.id, body);
}

} // namespace bl::site
