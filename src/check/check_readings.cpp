// readings and claims: every alternative of an open point selects something (readings as
// switches, docs/laws.md: rules, a base or parameters), and every penalty rule says whether its
// remedy is claimed by the elector or stands of itself.
#include "check/check_families.h"
#include "check/parameter_equal.h"
#include "laws/reading_switch.h"

#include <algorithm>

#include <fmt/format.h>

namespace bl {

namespace {

// The parameters `s` sets that change the table as written: in value or in citation.
std::vector<std::string> changed_parameters(const Lawbook& book, const AlternativeSettings& s) {
    std::vector<std::string> out;
    each_parameter(
        [&](const char* key, const auto& mine, const auto& written) {
            if (mine.set && (!written.set || !same_value(mine.value, written.value) ||
                             mine.laws != written.laws))
                out.push_back(key);
        },
        s.parameters, book.params_as_written ? *book.params_as_written : book.params);
    return out;
}

// Whether picking `s` selects something: another base, or a parameter changed.
bool selects(const Lawbook& book, const AlternativeSettings& s) {
    return !s.extends.empty() || !changed_parameters(book, s).empty();
}

// The alternatives of reading `r` that select something: those a rule names with `if-reading`,
// those whose settings read the table on another base or change a parameter, and the default
// once another alternative does (the default is then the table as written).
std::vector<std::string> encoded(const Lawbook& book, const Reading& r) {
    std::vector<std::string> out;
    const auto add = [&](const std::string& choice) {
        if (std::find(out.begin(), out.end(), choice) == out.end()) out.push_back(choice);
    };
    for (const Rule& rule : book.rules)
        for (const auto& [id, choice] : rule.if_reading)
            if (id == r.id) add(choice);
    for (const AlternativeSettings& s : r.settings)
        if (selects(book, s)) add(s.choice), add(r.default_reading);
    return out;
}

// An alternative's base that is no code of the library: picking it could not be loaded.
void unknown_bases(const CheckContext& c, const Reading& r, Findings& out) {
    for (const AlternativeSettings& s : r.settings) {
        if (s.extends.empty()) continue;
        const bool known = (c.base && c.base->id == s.extends) ||
                           std::any_of(c.editions.begin(), c.editions.end(),
                                       [&](const Lawbook* e) { return e->id == s.extends; });
        if (known) continue;
        Finding f = finding(
            Severity::Error, "readings/unencoded", r.laws,
            fmt::format(
                "Reading {}: the alternative {} reads the table on {}, which is not a code of the "
                "library; picking it could not be loaded.",
                r.id, s.choice, s.extends),
            s.line);
        f.reading = r.id;
        out.push_back(std::move(f));
    }
}

std::string joined(const std::vector<std::string>& v) {
    std::string s;
    for (const std::string& x : v) s += (s.empty() ? "" : ", ") + x;
    return s;
}

} // namespace

void check_readings(const CheckContext& c, Findings& out) {
    std::vector<std::string> plain; // readings applied as written, not yet switches
    for (const Reading& r : c.book.readings) {
        unknown_bases(c, r, out);
        const auto done = encoded(c.book, r);
        if (done.empty() && r.settings.empty()) {
            plain.push_back(r.id);
            continue;
        }
        std::vector<std::string> missing;
        for (const std::string& a : alternatives(r))
            if (std::find(done.begin(), done.end(), a) == done.end()) missing.push_back(a);
        if (missing.empty()) continue;
        // A switch half built picks nothing for some of its alternatives.
        Finding f = finding(
            Severity::Error, "readings/unencoded", r.laws,
            fmt::format(
                "Reading {}: nothing selects the alternative {} (rules carry if-reading, or "
                "alternatives carry a base or parameters that change the table, for {} only); "
                "picking it would change nothing.",
                r.id, joined(missing), done.empty() ? std::string("none of them") : joined(done)));
        f.reading = r.id;
        out.push_back(std::move(f));
    }
    // A reading that is no switch is applied as the table's parameters and rules are written.
    const bool switches = plain.size() < c.book.readings.size();
    if (switches && !plain.empty())
        out.push_back(finding(
            Severity::Info, "readings/not-a-switch", {},
            fmt::format(
                "{} of {} readings are applied as the rules are written, their other "
                "alternatives not encoded, so an overlay or --reading cannot pick them: {}.",
                plain.size(), c.book.readings.size(), joined(plain))));
    // A table that never writes `claimed` keeps, rule by rule, what it always meant; one that
    // writes it says it for every penalty rule (a rule added later without it is found here).
    const bool states_claims = std::any_of(c.book.rules.begin(), c.book.rules.end(),
                                           [](const Rule& r) { return r.claimed_written; });
    for (const Rule& r : c.book.rules) {
        if (!states_claims || r.provision != Provision::Penalty || r.claimed_written) continue;
        out.push_back(finding(
            Severity::Warning, "claims/unstated", r.laws,
            fmt::format(
                "The {} rule does not say whether its remedy waits for the elector's claim "
                "or stands of itself: write \"claimed: by-elector\" (\"may claim\", \"liable to "
                "be called\") or \"claimed: of-itself\" (\"shall be the penalty\", \"must\").",
                name(r.id)),
            r.line));
    }
}

} // namespace bl
