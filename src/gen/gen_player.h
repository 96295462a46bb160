// The generator's players: plain rules of thumb of the time for the declaration, the doubling
// and the play, so that generated logs look like real tables (longest suit or no trumps with
// every suit stopped, second hand low, third hand high, win cheaply, ruff when void). They
// never break a law by accident; irregularities are injected on purpose (generate.cpp).
#pragma once

#include "table/state.h"
#include "core/types.h"

namespace bl {

// Honour points: ace 4, king 3, queen 2, knave 1.
int honour_points(CardSet hand);

// The dealer's choice: a trump, or NO_DENOM to leave it to his partner (when he may).
Denom dealer_declaration(CardSet hand, bool may_leave);
// The partner's declaration when it is left to him: he must name one.
Denom partner_declaration(CardSet hand);

// Whether a player doubles (or re-doubles) a declaration, `doublings` doublings in.
bool wants_to_double(CardSet hand, Denom trump, bool declaring_side, int doublings);

// The card to play from `allowed` (non-empty: the cards that follow suit and obey the calls),
// given the table `s` before the play; `by` is the seat whose card it is.
Card choose_card(const State& s, Seat by, CardSet allowed);

// The cards `by` may play without renouncing.
CardSet following_cards(const State& s, Seat by);

} // namespace bl
