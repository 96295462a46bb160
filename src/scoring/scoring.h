// Scoring one hand from the code's parameters: tricks below the line, honours, chicane and
// slams above (or one count of points), each line with the laws behind it. Where the code
// orders the kinds of score (score-order), they are made in that order: the first side to
// reach game wins it then, and its adversaries' later scores are not made.
#pragma once

#include "laws/lawbook.h"
#include "core/types.h"

#include <array>
#include <string>
#include <vector>

namespace bl {

struct ScoreLine {
    Side side = NS;
    bool above = false; // above the line (honours, chicane, slam, penalties) or below (tricks)
    int points = 0;     // negative for a deduction
    std::string what;
    std::vector<std::string> laws;
    // The overlay (its id) that set the parameter whose figure made the line: a house rule
    // decided it. "" where the code's own table did.
    std::string set_by;
};

// What penalties do to the score of the hand (filled by the adjudicator from the elections).
struct Penalties {
    std::array<int, 2> tricks_to{};        // tricks transferred to each side
    std::array<int, 2> trick_values_add{};  // the value of N tricks added to each side
    // The value of N tricks, or N points, deducted from the score of each offender (by seat):
    // his side's score where the sides keep the score; his own column where the players do.
    std::array<int, SEATS> trick_values_deduct{};
    std::array<int, 2> points_add{};
    std::array<int, SEATS> points_deduct{};
    std::array<bool, 2> no_game{};         // the side cannot score game this hand
    std::array<bool, 2> no_slam{};
    std::vector<std::string> laws;         // the laws behind the adjustments
};

class HonoursTable;

struct HandInput {
    std::array<CardSet, SEATS> dealt{};
    Denom trump = NO_DENOM;
    int multiplier = 1;
    std::array<int, 2> tricks{};      // tricks won in play
    std::array<int, 2> game_score{};  // each side's score towards the current game before the hand
    std::array<bool, 2> honours_called{}; // a player of the side called honours (`calls honours`)
    Penalties penalties;
    bool explain = true; // write the score lines (the figures are the same without them)
    const HonoursTable* honours =
        nullptr; // the code's honours worked out, where the caller keeps them
};

struct HandScore {
    std::array<int, 2> below{}, above{};
    std::array<int, 2> tricks{}; // after penalty transfers
    // The points deducted for a penalty from each offender's score (by seat), included in his
    // side's `below`; scoring by players takes them from his column alone (deduction-column).
    std::array<int, SEATS> deducted{};
    std::vector<ScoreLine> lines;
};

HandScore score_hand(const Parameters& p, const HandInput& in);

// The points of an honours or chicane row at a trick value (its unit: tricks or points).
int row_points(const HonourRow& r, int trick_value);

// The honours a side holds and what they score (0 when none), for reports and teaching.
struct HonoursHeld {
    Side side = NS;
    int held = 0, in_one_hand = 0, points = 0;
};
HonoursHeld honours_held(const Parameters& p, const std::array<CardSet, SEATS>& dealt, Denom trump);

// What every holding of honours scores under a code, worked out once from its rows (a replay
// scores thousands of hands under one code): the same figures as honours_held.
class HonoursTable {
  public:
    explicit HonoursTable(const Parameters& p);
    HonoursHeld held(const std::array<CardSet, SEATS>& dealt, Denom trump) const;

  private:
    std::array<uint64_t, NO_DENOM> cards_{}; // the honour cards of each denomination
    // [denomination][honours the side holds][most of them in one hand]
    std::array<std::array<std::array<int, RANKS + 1>, RANKS + 1>, NO_DENOM> points_{};
};

} // namespace bl
