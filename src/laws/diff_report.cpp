#include "laws/diff_report.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace bl {

namespace {

std::string counts_line(const CodeDiff& d) {
    std::string s;
    for (size_t k = 0; k < LAW_CHANGE_KINDS; ++k)
        if (d.counts[k] || k == size_t(LawChange::Same))
            s += (s.empty() ? "" : ", ") +
                 fmt::format("{} {}", d.counts[k], law_change_name(LawChange(k)));
    return s;
}

std::string entry_title(const LawEntry& e) {
    std::string s = fmt::format("{} -> {}: {}", entry_laws(e, false), entry_laws(e, true),
                                law_change_name(e.change));
    if ((e.change == LawChange::Split || e.change == LawChange::Merged ||
         e.change == LawChange::Amended) &&
        e.substance)
        s += ", changed in substance";
    if (e.a && e.b && e.a->number != e.b->number && e.change != LawChange::Renumbered)
        s += " (renumbered)";
    return s;
}

std::string indented(const std::string& text, const std::string& indent) {
    std::string out = indent;
    for (char c : text) out += c == '\n' ? "\n" + indent : std::string(1, c);
    return out;
}

// The body of an entry: the whole text with marks, or an added or removed law as printed.
std::string entry_body(const LawEntry& e, bool markdown) {
    if (e.change == LawChange::Added) return e.b->text;
    if (e.change == LawChange::Removed) return e.a->text;
    return markdown ? word_diff_markdown(e.words) : word_diff_text(e.words);
}

std::string field_line(const FieldChange& f) {
    return fmt::format("{}: {} -> {}", f.field, f.from, f.to);
}

// Calls fn(heading) when the heading changes, then each entry.
template <class Fn, class Each> void grouped(const CodeDiff& d, Fn&& heading, Each&& each) {
    std::string current;
    for (const LawEntry& e : d.laws) {
        if (e.heading != current) heading(e.heading), current = e.heading;
        each(e);
    }
}

nlohmann::json law_json(const Law* l) {
    if (!l) return nullptr;
    nlohmann::json j = {{"number", l->number}, {"heading", l->heading}, {"text", l->text}};
    if (!l->amendment.empty()) j["amendment"] = {{"by", l->amended_by}, {"text", l->amendment}};
    return j;
}

nlohmann::json fields_json(const std::vector<FieldChange>& fs) {
    nlohmann::json out = nlohmann::json::array();
    for (const FieldChange& f : fs)
        out.push_back({{"field", f.field}, {"from", f.from}, {"to", f.to}});
    return out;
}

} // namespace

std::string diff_text(const CodeDiff& d) {
    std::string out = fmt::format("{} ({} laws) -> {} ({} laws)\n\nSummary: {}\n", d.a->id,
                                  d.a->laws.size(), d.b->id, d.b->laws.size(), counts_line(d));
    for (const std::string& m : d.main) out += "  - " + m + "\n";
    out += "\nLaws ([-removed-] {+added+}):\n";
    grouped(
        d, [&](const std::string& h) { out += "\n  " + h + "\n"; },
        [&](const LawEntry& e) {
            out += "    " + entry_title(e) + "\n";
            if (e.change != LawChange::Renumbered) out += indented(entry_body(e, false), "      ") + "\n";
        });
    if (d.laws.empty()) out += "  none differ\n";
    out += "\nRules:\n";
    for (const RuleChange& r : d.rules) {
        out += fmt::format("  {}: {}", rule_title(r), item_change_name(r.change));
        out += r.remedy.empty() ? "\n" : ": " + r.remedy + "\n";
        for (const FieldChange& f : r.fields) out += "    " + field_line(f) + "\n";
    }
    if (d.rules.empty()) out += "  none differ\n";
    out += "\nReadings:\n";
    for (const ReadingChange& r : d.readings) {
        out += fmt::format("  {}: {}\n", r.id, item_change_name(r.change));
        for (const FieldChange& f : r.fields) out += "    " + field_line(f) + "\n";
    }
    if (d.readings.empty()) out += "  none differ\n";
    out += "\nParameters:\n";
    for (const ParameterChange& p : d.parameters) out += "  " + parameter_line(p) + "\n";
    if (d.parameters.empty()) out += "  none differ\n";
    return out;
}

std::string diff_markdown(const CodeDiff& d) {
    std::string out =
        fmt::format("# {} \u2192 {}\n\n{} ({}) \u2192 {} ({}).\n\n## Summary\n\n{}.\n\n", d.a->id,
                    d.b->id, d.a->title, d.a->edition, d.b->title, d.b->edition, counts_line(d));
    for (const std::string& m : d.main) out += "- " + m + "\n";
    out += "\n## Laws\n\nRemoved words are ~~struck through~~, added words **in bold**.\n";
    grouped(
        d, [&](const std::string& h) { out += "\n### " + h + "\n"; },
        [&](const LawEntry& e) {
            out += "\n#### " + entry_title(e) + "\n";
            // a law renumbered with the same words is only named
            if (e.change != LawChange::Renumbered) out += "\n" + indented(entry_body(e, true), "> ") + "\n";
        });
    if (!d.rules.empty()) out += "\n## Rules\n\n";
    for (const RuleChange& r : d.rules) {
        out += fmt::format("- **{}**: {}{}\n", rule_title(r), item_change_name(r.change),
                           r.remedy.empty() ? "" : ": " + r.remedy);
        for (const FieldChange& f : r.fields)
            out += fmt::format("  - {}: ~~{}~~ **{}**\n", f.field, f.from, f.to);
    }
    if (!d.readings.empty()) out += "\n## Readings\n\n";
    for (const ReadingChange& r : d.readings) {
        out += fmt::format("- **{}** ({}): {}\n", r.id, item_change_name(r.change), r.question);
        for (const FieldChange& f : r.fields)
            out += fmt::format("  - {}: ~~{}~~ **{}**\n", f.field, f.from, f.to);
    }
    if (!d.parameters.empty()) out += "\n## Parameters\n\n";
    for (const ParameterChange& p : d.parameters)
        out += fmt::format("- {}: ~~{}~~ **{}**\n", p.label, p.from, p.to);
    return out;
}

std::string diff_json(const CodeDiff& d) {
    nlohmann::json counts = nlohmann::json::object();
    for (size_t k = 0; k < LAW_CHANGE_KINDS; ++k)
        counts[law_change_name(LawChange(k))] = d.counts[k];
    nlohmann::json laws = nlohmann::json::array();
    for (const LawEntry& e : d.laws) {
        nlohmann::json words = nlohmann::json::array();
        for (const WordRun& r : e.words)
            words.push_back({{"op", r.op == WordOp::Same      ? "same"
                                    : r.op == WordOp::Removed ? "removed"
                                                              : "added"},
                             {"text", r.text}});
        nlohmann::json also_a = nlohmann::json::array(), also_b = nlohmann::json::array();
        for (const Law* l : e.also_a) also_a.push_back(law_json(l));
        for (const Law* l : e.also_b) also_b.push_back(law_json(l));
        laws.push_back({{"change", law_change_name(e.change)},
                        {"substance", e.substance},
                        {"heading", e.heading},
                        {"from", law_json(e.a)},
                        {"to", law_json(e.b)},
                        {"also_from", also_a},
                        {"also_to", also_b},
                        {"words", words}});
    }
    nlohmann::json rules = nlohmann::json::array();
    for (const RuleChange& r : d.rules)
        rules.push_back({{"infraction", name(r.id)},
                         {"situation", r.when},
                         {"change", item_change_name(r.change)},
                         {"fields", fields_json(r.fields)},
                         {"remedy", r.remedy},
                         {"laws", r.laws}});
    nlohmann::json readings = nlohmann::json::array();
    for (const ReadingChange& r : d.readings)
        readings.push_back({{"id", r.id},
                            {"question", r.question},
                            {"change", item_change_name(r.change)},
                            {"fields", fields_json(r.fields)}});
    nlohmann::json params = nlohmann::json::array();
    for (const ParameterChange& p : d.parameters)
        params.push_back({{"key", p.key},
                          {"label", p.label},
                          {"from", p.from},
                          {"to", p.to},
                          {"from_laws", p.from_laws},
                          {"to_laws", p.to_laws}});
    const nlohmann::json j = {
        {"from", {{"code", d.a->id}, {"title", d.a->title}, {"laws", d.a->laws.size()}}},
        {"to", {{"code", d.b->id}, {"title", d.b->title}, {"laws", d.b->laws.size()}}},
        {"summary", {{"counts", counts}, {"main", d.main}}},
        {"laws", laws},
        {"rules", rules},
        {"readings", readings},
        {"parameters", params}};
    return j.dump(2) + "\n";
}

} // namespace bl
