// Cutting for partners and deal (Club Laws 14-20 and their counterparts): who partners whom,
// who deals first, and whether the log's seating agrees.
#pragma once

#include "log/game_log.h"
#include "laws/lawbook.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace bl {

struct TableFormed {
    std::array<std::vector<std::string>, 2> pairs; // the low pair (with the dealer) first
    std::string first_dealer;
    int cuts = 0;                       // rounds of cutting used
    bool settled = false;               // the rounds given decide partners and dealer
    bool agrees = false;                // `players` and the first deal's dealer agree
    std::optional<Side> low_pair_side;  // where the low pair sits in `players`, if it sits together
    std::vector<std::string> problems;  // what in the rounds does not fit the laws on cutting
};

TableFormed form_table(const GameLog& log);

} // namespace bl
