// Scoring by players, not sides: each player keeps his own column (`score-columns: players`).
// Three play; each deals in turn and plays his own hand and Dummy's (the seat opposite him)
// against the other two, who are partners for that deal only. The hand is scored for the two
// sides as usual (score_hand); then the dealer's side's score goes to the dealer's column and the
// adversaries' side's score to each adversary's column: below the line or above it as the table
// says (`adversaries-tricks`), chicane to its holder or to each (`chicane-credit`), a penalty's
// deduction from the offender's column alone or from each of his side (`deduction-column`). The
// first to reach game wins a game (`game-bonus`), every column starts the next game from nothing,
// and the first to win `rubber-games` games wins the rubber (`rubber-bonus`). Each player then wins
// or loses the difference between his total and each other player's: the settlement is pairwise.
#pragma once

#include "core/error.h"
#include "log/game_log.h"
#include "laws/lawbook.h"
#include "scoring/scoring.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace bl {

constexpr int PLAYERS = 3;
constexpr int NO_PLAYER = -1;

// Who sits where in one deal: a player index per seat, NO_PLAYER at Dummy's.
struct Seating {
    std::array<int, SEATS> player{NO_PLAYER, NO_PLAYER, NO_PLAYER, NO_PLAYER};
    int dealer = NO_PLAYER;
};

// What one deal puts in each column.
struct ColumnCredit {
    int player = NO_PLAYER;
    Seat seat = NO_SEAT;
    bool dealer = false;
    int below = 0, above = 0;
    int game_bonus = 0, rubber_bonus = 0; // included in `above`
};

struct PlayerDeal {
    Seating seating;
    std::array<ColumnCredit, PLAYERS> credits{}; // in player order
    std::vector<int> game_won_by;                // players who won a game with this deal
};

struct PlayerRubberState {
    std::array<int, PLAYERS> game_score{}, games{}, below{}, above{}, total{};
    bool finished = false;
    std::vector<int> winners; // who won the rubber (more than one only where two reach it together)
};

// Each player's winnings from each other player: the difference of their totals.
struct Settlement {
    std::array<std::array<int, PLAYERS>, PLAYERS> from{}; // from[i][j]: what i wins from j (negative: loses)
    std::array<int, PLAYERS> net{};
};
Settlement settle(const PlayerRubberState& s);

// What the players seated on `side` this deal would win from the others, were the rubber
// settled as it stands: the pairwise differences, partner against partner left out.
int side_net(const PlayerRubberState& s, const Seating& seating, Side side);

class PlayerRubber {
  public:
    // The players are named in `log.players` at the first deal's dealer, his left and his right
    // (default "A", "B", "C", the designation of both authors); Dummy's seat needs no name.
    PlayerRubber(const Parameters& p, const GameLog& log);
    // The same from the log's names by seat and the first deal's dealer.
    PlayerRubber(const Parameters& p, const std::array<std::string, SEATS>& players, Seat first_dealer);
    // Whether the code scores by players; otherwise nothing here applies.
    static bool applies(const Parameters& p) { return p.score_by_players.value; }
    // A log's `score` block gives sides' scores, which mean nothing here: an error to report.
    static std::optional<Error> check_log(const Parameters& p, const GameLog& log);

    // The seating of the next deal of the log (call once per deal, in order): the deal passes to
    // the player on the dealer's left as the deal passes to the left.
    const Seating& seat(const Deal& deal);
    // Each side's score towards the game before the hand, for score_hand: the dealer's own, and
    // the higher of the two adversaries'.
    std::array<int, 2> game_score() const;
    // Credits a scored hand to the columns of the current seating.
    PlayerDeal add(const HandInput& in, const HandScore& hand);

    const std::array<std::string, PLAYERS>& names() const { return names_; }
    // Finished rubbers, then the one in progress.
    const std::vector<PlayerRubberState>& rubbers() const { return rubbers_; }

  private:
    ColumnCredit credit(int player, Seat seat, const HandInput& in, const HandScore& hand) const;
    const Parameters* p_;
    std::array<std::string, PLAYERS> names_;
    Seat previous_dealer_ = NO_SEAT;
    int turns_ = 0; // how often the deal has passed on
    Seating seating_;
    std::vector<PlayerRubberState> rubbers_{1};
};

} // namespace bl
