#include "laws/rule_changes.h"

#include <algorithm>

namespace bl {

bool same_when(const Conditions& a, const Conditions& b) {
    return a.offender == b.offender && a.phase == b.phase &&
           a.should_have_led == b.should_have_led && a.followed == b.followed &&
           a.trick == b.trick && a.claimed == b.claimed && a.position == b.position &&
           a.call == b.call && a.flags_named == b.flags_named && a.flags_value == b.flags_value;
}

void apply_rule_changes(std::vector<Rule>& rules, const std::vector<Rule>& changes) {
    for (const Rule& c : changes) {
        auto it = std::find_if(rules.begin(), rules.end(), [&](const Rule& r) {
            return r.id == c.id && same_when(r.when, c.when);
        });
        if (it != rules.end())
            *it = c; // in its place: the order of the table decides ties (find_rule)
        else
            rules.push_back(c);
    }
}

} // namespace bl
