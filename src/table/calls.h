// Calls: a penalty that binds a player's next turn (a called card, a called or forbidden suit,
// highest or lowest, win or lose), and whether a play obeyed it.
#pragma once

#include "table/fold.h"
#include "table/state.h"

#include <optional>

namespace bl {

struct Call {
    using Kind = CallKind;
    Kind kind = Kind::Card;
    Seat who = NO_SEAT;  // the player bound (for suit calls: either player of `side`)
    Side side = NS;
    Card card = NO_CARD;
    Suit suit = NO_SUIT;
};

enum class CallOutcome { NotYet, Complied, Failed };

// What a play by `by` of `card`, in the state before it, does to the call.
CallOutcome judge(const Call& call, const State& before, Seat by, Card card);

// The call an election makes at once, if it makes one (call-card waits for the caller's `calls`).
std::optional<Call> call_from_election(Option option, const Situation& x, const State& now, Suit suit, Card card);

} // namespace bl
