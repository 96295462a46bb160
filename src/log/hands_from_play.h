// A deal written without `hands` (docs/log-additions.md, "A dispute without the whole log"):
// where the log gives the whole play, each player's hand is the cards he played.
#pragma once

#include "log/game_log.h"

#include <string>

namespace bl {

// Fills `d.hands` from the cards each seat plays in `d.events`. Returns the problem (in words,
// without the deal's place) when the play does not give the four hands: a card played by two
// players, or a player who did not play thirteen cards; "" when the hands were read.
std::string hands_from_play(Deal& d);

} // namespace bl
