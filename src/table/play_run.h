// The usual cards of the play, folded in registers: the fold's hot path. Most events of most
// deals are a card held, played in turn, following suit or void; a run of them needs none of the
// fold's bookkeeping of calls, questions and false leads, only the hands, the trick and the
// tricks won.
#pragma once

#include "log/event.h"
#include "table/state.h"

#include <vector>

namespace bl {

// Plays the usual cards of events[from, to) into `s`, quitting each trick as the next card is
// led (into `tricks`, as the fold's `quit` would), and stops at the first event that is not such
// a card: not a play, not one card held, out of turn, a renounce, a card after the thirteenth
// trick, or (when not `may_quit`: the caller has renounces to settle) a card after a trick is
// complete. Returns the index of that event (`from` when it took none), which it has not begun
// to take. With `history`, pushes the state before each event it takes after `from` (the
// caller keeps the state before `from`). The caller makes sure that nothing else is open (no
// call to obey, no question pending, no false lead, no card taken back), so the trick has no
// gap: its next seat is the leader's plus the count. Hands that hold a card twice (a deal
// written so) are left to the caller: the run takes nothing then.
int play_run(State& s, const Event* events, int from, int to, bool may_quit,
             std::vector<QuittedTrick>& tricks, std::vector<State>* history = nullptr);

} // namespace bl
