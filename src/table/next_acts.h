// What may be done next in a deal, as the code sees it: the declaration and doubling acts each
// player may make at this moment, in turn or not, and whether the leader's lead would now be
// early. Found by trying each act on the deal folded so far (the fold is the only judge): an act
// that changes the dialogue and is noted as nothing is regular; one the fold notes as an
// irregularity is offered with that irregularity; one that changes nothing is not offered.
// The desk's buttons are these (docs/api.md, POST /api/acts).
#pragma once

#include "core/error.h"
#include "laws/lawbook.h"
#include "log/game_log.h"

#include <optional>
#include <string>
#include <vector>

namespace bl {

struct OfferedAct {
    Seat by = NO_SEAT;
    std::string event;                    // "S declares hearts"; "W leads" for the lead
    std::optional<Infraction> infraction; // what the fold notes; none: the act is regular
};

struct NextActs {
    Phase phase = Phase::Declaration;
    Seat turn = NO_SEAT; // who is expected to act next (none once the hand is over)
    std::vector<OfferedAct> acts;
};

// The acts open after the deal's last event. `index` is the deal's 1-based number for errors.
Result<NextActs> next_acts(const Deal& deal, const Lawbook& book, const std::string& file,
                           int index);

} // namespace bl
