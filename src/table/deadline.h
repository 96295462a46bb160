// When a claim lapses: the event at which a rule's `until` moment arrives, found in the deal's
// kept history, so an election made after it can be ruled too late.
#pragma once

#include "table/fold.h"
#include "log/game_log.h"

#include <climits>

namespace bl {

constexpr int NEVER = INT_MAX;

// The index of the event at which `until` arrives after the situation, or NEVER within the deal.
int deadline(const Deal& deal, const DealRecord& rec, const Situation& x, Until until);

} // namespace bl
