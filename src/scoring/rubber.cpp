#include "scoring/rubber.h"

#include <cstdlib>

namespace bl {

int settlement_units(int points) {
    const int magnitude = (std::abs(points) + 5) / 10;
    return points < 0 ? -magnitude : magnitude;
}

Rubber::Rubber(const Parameters& p, const std::optional<std::array<SideScore, 2>>& start) : p_(&p) {
    if (!start) return;
    for (int s = 0; s < 2; ++s) {
        s_.game_score[s] = (*start)[s].below;
        s_.below[s] = (*start)[s].below;
        s_.above[s] = (*start)[s].above;
        s_.games[s] = (*start)[s].games;
        // Games won before the log began are valued at the lowest value (unknown from the log).
        if (p_->game_values.set && !p_->game_values.value.empty())
            s_.game_values[s].assign(size_t((*start)[s].games), p_->game_values.value.back().value);
        s_.total[s] = s_.below[s] + s_.above[s];
    }
}

int Rubber::game_value(Side loser) const {
    for (const GameValueRow& r : p_->game_values.value)
        if (s_.game_score[loser] < r.adversaries_below) return r.value;
    return 0;
}

std::optional<Side> Rubber::add(const HandScore& hand) {
    if (s_.finished) return std::nullopt;
    for (int s = 0; s < 2; ++s) {
        s_.below[s] += hand.below[s];
        s_.above[s] += hand.above[s];
        s_.game_score[s] += hand.below[s];
    }
    std::optional<Side> won;
    for (int s = 0; s < 2 && !won; ++s)
        if (s_.game_score[s] >= p_->game.value) won = Side(s);
    if (won) {
        ++s_.games[*won];
        if (p_->game_values.set && !p_->game_values.value.empty()) s_.game_values[*won].push_back(game_value(other(*won)));
        s_.game_score = {0, 0};
        if (s_.games[*won] >= p_->rubber_games.value) finish(*won);
    }
    const bool valued = p_->game_values.set && !p_->game_values.value.empty();
    for (int s = 0; s < 2; ++s) {
        if (valued) {
            s_.total[s] = 0;
            for (int v : s_.game_values[s]) s_.total[s] += v;
        } else {
            s_.total[s] = s_.below[s] + s_.above[s];
        }
        if (s_.finished && s_.winner == Side(s)) s_.total[s] += p_->rubber_bonus.value;
    }
    if (s_.finished) {
        const Side w = *s_.winner;
        const bool count_losers = !valued || p_->deduct_losers_game.value;
        s_.points = s_.total[w] - (count_losers ? s_.total[other(w)] : 0);
    }
    return won;
}

void Rubber::finish(Side winner) {
    s_.finished = true;
    s_.winner = winner;
}

} // namespace bl
