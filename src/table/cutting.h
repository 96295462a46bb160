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

// A player who exposed more than one card in cutting, and so must cut again (Club 1904 and 1903
// Law 16, Elwell 16, Short Bridge 15: "Should a player expose more than one card, he must cut
// again"): his cut is void, and his next cut, written alone in the next round, stands for it.
struct CutExposure {
    int round = 0; // 1-based, in the log's `cutting`
    std::string player;
    CardSet cards;
    bool cut_again = false; // the log gives his second cut
};

struct TableFormed {
    std::array<std::vector<std::string>, 2> pairs; // the low pair (with the dealer) first
    std::string first_dealer;
    int cuts = 0;                       // rounds of cutting used
    bool settled = false;               // the rounds given decide partners and dealer
    bool agrees = false;                // `players` and the first deal's dealer agree
    std::optional<Side> low_pair_side;  // where the low pair sits in `players`, if it sits together
    std::vector<std::string> problems;  // what in the rounds does not fit the laws on cutting
    std::vector<CutExposure> exposures; // more than one card exposed (Law 16)
};

TableFormed form_table(const GameLog& log);

struct Ruling;
// The code's ruling on a cut of more than one card: its rule for `cut-irregular` in the deal
// (Club 1904 16 and 35: the compulsory re-cut, nothing more).
Ruling cut_ruling(const Lawbook& book);

} // namespace bl
