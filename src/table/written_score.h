// The score written at the table for a deal (`N scores NS 24 16`, docs/log-additions.md),
// checked against the score the laws give: a figure written wrongly is an erroneous score (Club
// Laws 12-13, Elwell 12-13, Short Bridge 11-12), which the code's rule says how to correct.
#pragma once

#include "table/fold.h"
#include "log/game_log.h"
#include "scoring/scoring.h"

#include <vector>

namespace bl {

// One situation per `scores` event whose figures differ from `score` (the deal's, by the laws),
// with no offender (docs/check.md), at the end of the deal. A later entry for the same side
// with the right figures corrects it (status corrected, settled there).
std::vector<Situation> written_score_errors(const Deal& deal, const HandScore& score);

} // namespace bl
