// overlays: what an overlay changes must exist in its base (an amended law that does not is
// already a loader error), a value it sets should differ from the base's, and a rule of its own
// that rules otherwise than a base law it does not amend is named: the overlay contradicts that
// law without saying so in its text.
#include "check/check_families.h"
#include "check/check_situations.h"
#include "check/parameter_equal.h"

#include <fmt/format.h>
#include <map>
#include <set>

namespace bl {

namespace {

void parameters(const Lawbook& own, const Lawbook& base, Findings& out) {
    each_parameter(
        [&](const char* key, const auto& mine, const auto& theirs) {
            if (!mine.set) return;
            // A parameter a resolved base does not set is one that may be left out: the overlay
            // replaces its default (docs/laws.md).
            if (!theirs.set)
                out.push_back(finding(Severity::Info, "overlays/override", mine.laws,
                                      fmt::format("The overlay sets {}, which its base {} leaves at the default.", key, base.id),
                                      mine.line));
            else if (same_value(mine.value, theirs.value))
                out.push_back(finding(Severity::Info, "overlays/override", mine.laws,
                                      fmt::format("The overlay sets {} to the value its base {} already has.", key, base.id), mine.line));
        },
        own.params, base.params);
}

void new_rules(const Lawbook& own, const Lawbook& base, Findings& out) {
    std::set<Infraction> reported;
    std::vector<Rule> all = own.rules;
    all.insert(all.end(), own.rule_changes.begin(), own.rule_changes.end());
    for (const Rule& r : all) {
        const bool in_base = std::any_of(base.rules.begin(), base.rules.end(), [&](const Rule& b) { return b.id == r.id; });
        if (in_base || !reported.insert(r.id).second) continue;
        out.push_back(finding(Severity::Info, "overlays/override", r.laws,
                              fmt::format("The overlay's rules for {} add to its base {}, which has none for it.", name(r.id), base.id),
                              r.line));
    }
}

// The base's laws behind its rule that the overlay leaves unamended.
std::vector<std::string> unamended(const Rule& base_rule, const std::set<std::string>& amended) {
    std::vector<std::string> out;
    for (const std::string& n : base_rule.laws)
        if (!amended.count(n)) out.push_back(n);
    return out;
}

bool amends_any(const Rule& base_rule, const std::set<std::string>& amended) {
    return unamended(base_rule, amended).size() < base_rule.laws.size();
}

struct Contradiction {
    const Probe* first = nullptr;
    Ruling mine, theirs;
    size_t situations = 0;
};

void contradictions(const CheckContext& c, Findings& out) {
    std::set<std::string> amended;
    for (const Law& l : c.own->laws)
        if (!l.amends.empty()) amended.insert(l.amends);
    std::set<Infraction> ids;
    for (const Rule& r : c.own->rules) ids.insert(r.id);
    for (const Rule& r : c.own->rule_changes) ids.insert(r.id);
    for (Infraction id : ids) {
        const std::vector<Probe> ps = probes(c.book, id);
        std::map<std::pair<const Rule*, const Rule*>, Contradiction> found;
        for (const Probe& p : ps) {
            Ruling mine = rule_on(c.book, p.x, probe_state()), theirs = rule_on(*c.base, p.x, probe_state());
            // The overlay says so in its text when it amends a law the base's rule gives its remedy by.
            if (!mine.rule || !theirs.rule || same_remedy(mine, theirs) || amends_any(*theirs.rule, amended)) continue;
            Contradiction& k = found[{mine.rule, theirs.rule}];
            if (!k.first) k.first = &p, k.mine = std::move(mine), k.theirs = std::move(theirs);
            ++k.situations;
        }
        for (const auto& [rules, k] : found) {
            const auto laws = unamended(*rules.second, amended);
            out.push_back(finding(Severity::Warning, "overlays/contradicts-base", laws,
                                  fmt::format("For {} by {}, the overlay's rule ({}) gives {}, where the base's rule under {} gives "
                                              "{}; the overlay does not amend {}.",
                                              name(id), describe(*k.first), law_list(rules.first->laws), remedy_text(k.mine),
                                              law_list(rules.second->laws), remedy_text(k.theirs), law_list(laws)),
                                  rules.first->line));
        }
    }
}

} // namespace

void check_overlays(const CheckContext& c, Findings& out) {
    if (!c.base || !c.own) return;
    parameters(*c.own, *c.base, out);
    new_rules(*c.own, *c.base, out);
    contradictions(c, out);
}

} // namespace bl
