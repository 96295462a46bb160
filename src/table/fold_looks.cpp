// Looking at the cards (docs/log-additions.md, "looks at SEAT"): a player looking at his own
// hand, or at Dummy's hand where it has no player of its own (the three-player games), and a
// double or re-double made after seeing Dummy's hand. The fold notes only what the code's rules
// name: which moments are too early is the tables' (Badsworth, Three-handed R2-R4, R7; Dummy
// Bridge R4, R7, R8, R11-R14), and a look the rules leave free is nothing.
#include "core/card.h"
#include "table/fold_state.h"
#include "table/ruling.h"

namespace bl::fold {

namespace {

bool before_the_lead(const State& s) {
    return s.phase == Phase::Declaration || s.phase == Phase::Doubling;
}

// The facts of a look by `by` at this moment; noted as looked-too-early only where a rule of the
// code governs it.
void looked_too_early(FoldState& f, Seat by, bool dummy_hand, bool doubled, int i) {
    const State& s = f.s;
    if (s.absent == NO_SEAT || !before_the_lead(s)) return;
    Situation& x = note(f, Infraction::LookedTooEarly, by, i);
    if (dummy_hand) x.set(Flag::DummyHand);
    if (doubled) x.set(Flag::DoubledOnDummy);
    if (s.left || f.for_dummy) x.set(Flag::Left); // the declaration passed to Dummy's hand
    if (s.phase == Phase::Doubling && s.doubling_closed) x.set(Flag::LeaderAuthorised);
    if (next(s.dealer) == s.absent) x.set(Flag::DummyLeads);
    if (!find_rule(f.book, x, s)) f.rec.situations.pop_back();
}

} // namespace

std::optional<Error> looks_at_hand(FoldState& f, const Event& e, int i) {
    State& s = f.s;
    if (e.by == s.absent)
        return event_error(f, e, i,
                           seat_name(e.by) + " is Dummy's seat, which has no player in this code");
    if (e.seat == e.by) {
        s.looked = uint8_t(s.looked | (1u << e.by));
        looked_too_early(f, e.by, false, false, i);
        return std::nullopt;
    }
    f.saw_dummy = uint8_t(f.saw_dummy | (1u << e.by));
    looked_too_early(f, e.by, true, false, i);
    return std::nullopt;
}

std::optional<Error> looks_in_deal(FoldState& f, const Event& e, int i) {
    if (e.seat != e.by)
        return event_error(f, e, i,
                           "while the cards are dealt, a player looks at his own cards (\"" +
                               seat_name(e.by) + " looks at " + seat_name(e.by) +
                               "\") or the dealer at a card (\"looks at DQ\")");
    f.s.looked = uint8_t(f.s.looked | (1u << e.by));
    return std::nullopt;
}

void doubles_on_dummy(FoldState& f, Seat by, int i) {
    if ((f.saw_dummy >> by) & 1u) looked_too_early(f, by, true, true, i);
}

} // namespace bl::fold
