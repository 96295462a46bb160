// Whether the play a PBN game carries can be Bridge Whist play under a code. PBN comes from
// contract bridge: its declarer may sit on either side and its opening lead comes from the
// declarer's left, neither of which Bridge Whist knows. Replayed as it stands, such play would
// give rulings on irregularities that never happened at the table, so it is dropped instead.
#pragma once

#include "laws/lawbook.h"
#include "log/game_log.h"

#include <string>

namespace bl {

struct PbnPlayFacts {
    bool declared = false; // the importer wrote the declaration (the dealer's side declared)
    bool doubled = false;  // the contract is doubled: PBN does not say by whom, or when
};

// Keeps the deal's play if the code reads it without a ruling, the doubling dialogue written as
// an undoubled contract implies it (the leader asks "May I lead?", his partner says yes).
// Otherwise removes the play and returns why, in a few words ("declarer not on the dealer's
// side"); "" when the play is kept or there is none.
std::string keep_bridge_whist_play(Deal& deal, const Lawbook& book, const PbnPlayFacts& facts);

} // namespace bl
