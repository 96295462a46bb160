// What a doubling election leaves of the doubling: the multiplier the deal would end with had
// the ruling's option been elected (double-stands or double-void), for the what-if of the
// options' scores. The fold applies the election the log records; this folds the deal again
// with the other one, so the doubling that follows it (a re-double refused, no further
// doubling) is the fold's own answer.
#pragma once

#include "log/game_log.h"
#include "laws/lawbook.h"
#include "table/ruling.h"

namespace bl {

// Whether electing `o` changes the doubling (and so the multiplier) rather than the play.
bool acts_on_doubling(Option o);

// The multiplier of `deal` had `o` been elected in ruling `r`; `as_played` where the option
// does not act on the doubling or the election is the one the log records.
int multiplier_if_elected(const Deal& deal, const Lawbook& book, const Ruling& r, Option o,
                          int as_played);

} // namespace bl
