// An overlay's single-rule changes (`rule-changes`, docs/house-rules.md): a rule addressed by its
// infraction and its `when` replaces the base's rule for that very situation, or is added, and
// the base's other rules for the infraction stay in force.
#pragma once

#include "laws/lawbook.h"

#include <vector>

namespace bl {

// Whether two rules' `when` name the same facts with the same values.
bool same_when(const Conditions& a, const Conditions& b);

// Applies the changes to the resolved base's rules, each in the place of the rule it replaces.
void apply_rule_changes(std::vector<Rule>& rules, const std::vector<Rule>& changes);

} // namespace bl
