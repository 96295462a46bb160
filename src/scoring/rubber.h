// The rubber: games won as hands are scored, its end, the bonus and the points won.
#pragma once

#include "log/game_log.h"
#include "laws/lawbook.h"
#include "scoring/scoring.h"

#include <array>
#include <optional>
#include <vector>

namespace bl {

struct RubberState {
    std::array<int, 2> game_score{}; // towards the current game
    std::array<int, 2> games{};
    std::array<int, 2> below{}, above{}; // everything scored in the rubber, by column
    std::array<std::vector<int>, 2> game_values; // each game's value, where the code values games
    bool finished = false;
    std::optional<Side> winner;
    std::array<int, 2> total{};
    int points = 0; // the winners' gain: won, or lost, by the winners
};

// Badsworth's settlement: ten points to the unit, five and over counting one (55 = 6, 64 = 6).
int settlement_units(int points);

class Rubber {
  public:
    explicit Rubber(const Parameters& p, const std::optional<std::array<SideScore, 2>>& start = std::nullopt);
    // Adds a scored hand; returns the side that won a game with it, if any.
    std::optional<Side> add(const HandScore& hand);
    const RubberState& state() const { return s_; }

  private:
    void finish(Side winner);
    int game_value(Side loser) const;
    const Parameters* p_; // a pointer, so a new rubber can be assigned
    RubberState s_;
};

} // namespace bl
