// What an overlay inherits that its own changes may have left wrong: a base rule still in force
// that cites a law the overlay amends (overlays/amended-law-cited), and a note of the base quoting
// a figure the overlay changed (overlays/stale-figure). Either may be right; an editor looks.
#include "check/check_families.h"

#include <fmt/format.h>
#include <map>
#include <regex>
#include <set>

namespace bl {

namespace {

// The figures of the base that the overlay changed, by parameter key: its old values.
template <class T>
void old_figures(const char* key, const Cited<T>& mine, const Cited<T>& theirs,
                 std::map<int, std::string>& out) {
    if constexpr (std::is_same_v<T, int>) {
        if (mine.set && theirs.set && mine.value != theirs.value) out.emplace(theirs.value, key);
    } else if constexpr (std::is_same_v<T, std::optional<int>>) {
        if (mine.set && theirs.set && theirs.value && mine.value != theirs.value)
            out.emplace(*theirs.value, key);
    } else if constexpr (std::is_same_v<T, std::array<int, 5>>) {
        if (mine.set && theirs.set)
            for (size_t d = 0; d < 5; ++d)
                if (mine.value[d] != theirs.value[d]) out.emplace(theirs.value[d], key);
    }
}

// Small numbers ("three tricks", "the second") are everywhere in notes: only figures of ten or
// more.
constexpr int SMALLEST_FIGURE = 10;

// The figures a note states, leaving out the numbers of the laws it cites ("Laws 12-13").
std::set<int> figures(const std::string& note) {
    static const std::regex citation(
        R"((Laws?|Rules?|paragraphs?)\s+[0-9]+([-\s,]+(and\s+)?[0-9]+)*)", std::regex::icase);
    return numbers_stated(std::regex_replace(note, citation, " "));
}

// Whether the note speaks of the parameter: a word of its key ("rubber" or "bonus" for
// rubber-bonus).
bool speaks_of(const std::string& note, const std::string& key) {
    auto said = stems(note);
    std::sort(said.begin(), said.end());
    std::string spaced = key;
    std::replace(spaced.begin(), spaced.end(), '-', ' ');
    auto named = stems(spaced);
    std::sort(named.begin(), named.end());
    return shared(said, named) > 0;
}

void stale_figures(const CheckContext& c, Findings& out) {
    std::map<int, std::string> changed;
    each_parameter([&](const char* key, const auto& mine,
                       const auto& theirs) { old_figures(key, mine, theirs, changed); },
                   c.own->params, c.base->params);
    std::erase_if(changed, [](const auto& kv) { return kv.first < SMALLEST_FIGURE; });
    if (changed.empty()) return;
    for (const Rule& r : c.book.rules) {
        if (r.code == c.book.id || r.note.empty()) continue;
        for (int n : figures(r.note)) {
            const auto it = changed.find(n);
            if (it == changed.end() || !speaks_of(r.note, it->second)) continue;
            out.push_back(finding(Severity::Warning, "overlays/stale-figure", r.laws,
                                  fmt::format("The base's rule for {} is inherited with its note "
                                              "quoting {}, the base's {}, which the "
                                              "overlay changes: \"{}\"",
                                              name(r.id), n, it->second, quote(r.note, 100)),
                                  r.line));
        }
    }
}

void amended_laws_cited(const CheckContext& c, Findings& out) {
    std::set<std::string> amended;
    for (const Law& l : c.own->laws)
        if (!l.amends.empty()) amended.insert(l.amends);
    std::set<std::pair<Infraction, std::string>> told; // one finding a law and infraction
    for (const Rule& r : c.book.rules) {
        if (r.code == c.book.id) continue;
        for (const std::string& n : r.laws) {
            if (!amended.count(n) || !told.insert({r.id, n}).second) continue;
            out.push_back(finding(
                Severity::Warning, "overlays/amended-law-cited", {n},
                fmt::format(
                    "The base's rule for {} is inherited unchanged and cites Law {}, which the "
                    "overlay "
                    "amends: if the amendment changes this remedy, give the overlay's own rule "
                    "(rule-changes); if not, say so in the amendment.",
                    name(r.id), n),
                r.line));
        }
    }
}

} // namespace

void check_inherited(const CheckContext& c, Findings& out) {
    if (!c.base || !c.own) return;
    amended_laws_cited(c, out);
    stale_figures(c, out);
}

} // namespace bl
