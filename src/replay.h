// Replaying a whole log under a code: each deal folded, ruled on and scored, and the rubber.
#pragma once

#include "cutting.h"
#include "fold.h"
#include "game_log.h"
#include "lawbook.h"
#include "rubber.h"
#include "ruling.h"
#include "scoring.h"

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
    Seat due_dealer = NO_SEAT; // when dealt out of turn: whose deal it was
};

struct Report {
    const GameLog* log = nullptr;
    const Lawbook* book = nullptr;
    std::vector<DealReport> deals;
    std::vector<RubberState> rubbers; // finished rubbers, then the one in progress
    std::optional<TableFormed> table; // when the log records the cutting
    bool in_units = false;            // report the settlement in units as well (replay --units)
};

Result<Report> replay(const GameLog& log, const Lawbook& book);

} // namespace bl
