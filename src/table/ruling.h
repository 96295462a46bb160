// Rulings: the code's rule for each situation the fold recorded, who may elect, the options,
// the consequences, and what the elected option does to the score.
#pragma once

#include "table/fold.h"
#include "laws/lawbook.h"
#include "scoring/player_columns.h"
#include "scoring/scoring.h"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace bl {

// What one option would make of the deal and the rubber (the claimants' what-if).
struct OptionScore {
    Option option{};
    std::array<int, 2> tricks{}, below{}, above{};
    std::array<int, 2> total{}, games{}; // the rubber after the deal
    bool rubber_finished = false;
    // The electors' side's total less the other side's, after the deal; where the code scores by
    // players, what the electors would win from the others at settlement (side_net).
    int net = 0;
    // Where the code scores by players: what the option puts in each column, and the players'
    // rubber after the deal (the sides then keep no rubber: `total` and `games` stay nothing).
    std::optional<PlayerDeal> players;
    std::optional<PlayerRubberState> players_rubber;
};

struct Ruling {
    Situation situation;
    const Rule* rule = nullptr; // null: the code makes no provision
    Provision provision = Provision::NoProvision;
    Status status = Status::Established;
    std::vector<std::string> laws;
    std::vector<Seat> elector;
    std::vector<Option> options;
    std::vector<Consequence> consequences;
    std::optional<Option> elected;
    std::string election_problem; // an election that could not take effect, and why
    int lapsed_event = -1;        // waived because the claim lapsed unmade at this event
    std::vector<OptionScore> option_scores;
    std::optional<Option> best; // the option that serves the electors best
    // The readings of open points the rule follows, each with the alternative in force.
    std::vector<std::pair<std::string, std::string>> readings;
};

// The rule of `book` that governs the situation: the matching rule naming the most facts.
const Rule* find_rule(const Lawbook& book, const Situation& x, const State& at);

// The seats the rule lets choose the penalty of situation x (its elector, Dummy's seat left out
// where Dummy's hand has no player of its own).
std::vector<Seat> electors_of(const Lawbook& book, const Rule& r, const Situation& x, const State& at);

// `lapse(until)` gives the event at which a claim with that limit lapses (deadline.h); without
// it, no claim lapses (a situation judged on its own, as the checker does).
Ruling rule_on(const Lawbook& book, const Situation& x, const State& at, const std::function<int(Until)>& lapse = {});

// Adds what an effective ruling does to the hand's score.
void apply_to_score(const Ruling& r, const State& at, Penalties& pen);
// The same had option `o` been elected and the ruling established (the scores of the options).
void apply_to_score_if_elected(const Ruling& r, Option o, Penalties& pen);

} // namespace bl
