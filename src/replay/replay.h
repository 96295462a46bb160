// Replaying a whole log under a code: each deal folded, ruled on and scored, and the rubber.
#pragma once

#include "table/cutting.h"
#include "table/fold.h"
#include "log/game_log.h"
#include "laws/lawbook.h"
#include "scoring/player_columns.h"
#include "scoring/rubber.h"
#include "table/ruling.h"
#include "scoring/scoring.h"

#include <vector>

namespace bl {

struct DealReport {
    int index = 0; // 0-based
    const Deal* deal = nullptr;
    DealRecord record;
    std::vector<Ruling> rulings;
    HandScore score;
    bool scored = false;
    std::optional<Side> game_won;
    RubberState rubber; // after this deal
    std::optional<PlayerDeal> players; // the players' columns, where the code scores by players
    Seat due_dealer = NO_SEAT; // when dealt out of turn: whose deal it was
};

struct Report {
    const GameLog* log = nullptr;
    const Lawbook* book = nullptr;
    std::vector<DealReport> deals;
    std::vector<RubberState> rubbers; // finished rubbers, then the one in progress
    std::optional<TableFormed> table; // when the log records the cutting
    bool in_units = false;            // report the settlement in units as well (replay --units)
    std::optional<PlayerRubber> players; // where the code scores by players: the rubber is theirs
};

// Replays a log's deals one at a time, keeping between them only the rubber and the previous
// deal's dealer and end: memory does not grow with the archive, and the buffers of the deal's
// record are reused. Each deal is folded once, keeping the state before each event from its first
// irregularity on (a deal out of turn: from its first event), so that each ruling sees the state
// at its event; a deal with no irregularity keeps only its end.
struct ReplayOptions {
    bool explain = true;      // the prose of each score line (reports want it; counts do not)
    bool keep_rubbers = true; // the finished rubbers, for rubbers() (an archive's summary counts them as they end)
};

class Replayer {
  public:
    using Options = ReplayOptions;
    Replayer(const Lawbook& book, std::string file, const std::optional<std::array<SideScore, 2>>& score,
             Options options);
    Replayer(const Lawbook& book, std::string file, const std::optional<std::array<SideScore, 2>>& score = std::nullopt)
        : Replayer(book, std::move(file), score, Options{}) {}
    // From a log's header (its deals are not read): the file, the score, the players' names.
    Replayer(const Lawbook& book, const GameLog& header, Options options = {});

    // A deal folded ahead of add(), on any thread: the fold is most of a deal's replay and, for a
    // deal dealt in turn, does not depend on the deals before it (replay --jobs).
    struct FoldedAhead {
        int number = 0; // the deal's number in the log, 1-based (its errors name it)
        DealRecord record;
        std::optional<Error> error;
    };
    // Folds `deal`, the log's `number`th, into `out` as add() folds a deal dealt in turn. Safe on
    // several threads at once, each with its own `out`.
    void fold_ahead(const Deal& deal, int number, FoldedAhead& out) const;

    // Folds, rules on and scores the next deal; `current()` is its report until the next call.
    // `ahead`: the deal folded ahead, taken where it was folded as add() would fold it (the deal
    // in turn, the number right, the rubber's first dealer not read), else the deal folded anew.
    std::optional<Error> add(const Deal& deal, FoldedAhead* ahead = nullptr);
    const DealReport& current() const { return d_; }
    // The report of the deal added last moved into `out`, without a copy; current() is then
    // what `out` held until the next add(), which sets every field anew (its buffers reused).
    void take_current(DealReport& out) { std::swap(d_, out); }
    // The finished rubbers, then the one in progress.
    std::vector<RubberState> rubbers() const;
    // The players' columns, where the code scores by players.
    const std::optional<PlayerRubber>& players() const { return players_; }

  private:
    void rule(const Deal& deal);
    void score(const Deal& deal);

    const Lawbook& book_;
    HonoursTable honours_;
    std::string file_;
    Options options_;
    Rubber rubber_;
    std::vector<RubberState> finished_;
    DealReport d_;
    int count_ = 0;
    std::array<std::string, SEATS> players_names_{};
    std::optional<PlayerRubber> players_;
    Seat last_dealer_ = NO_SEAT;
    Seat rubber_first_dealer_ = NO_SEAT; // the dealer of the current rubber's first deal
    DealEnd last_end_ = DealEnd::Played;
    Seat last_due_dealer_ = NO_SEAT;
};

Result<Report> replay(const GameLog& log, const Lawbook& book);

} // namespace bl
