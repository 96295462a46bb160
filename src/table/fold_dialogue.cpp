// The fold's second phase: the declaration of the trump (made, left to the partner, passed back,
// passed to Dummy's hand) and the doubling dialogue that follows it (doubles and re-doubles in
// and out of turn, "May I lead?", the limit), until the opening lead ends it.
#include "table/fold_state.h"
#include "table/ruling.h"

#include <algorithm>

namespace bl::fold {

namespace {

// No double may carry the value of a trick past the limit.
bool limit_reached(const FoldState& f) {
    const auto& limit = f.p.doubling_limit.value;
    return limit && f.s.trump != NO_DENOM &&
           f.p.trick_value.value[f.s.trump] * f.s.multiplier() * 2 > *limit;
}

// The trump made from Dummy's hand, where the code lets the declaring side no re-double (Ames
// R4: the dealer "has seen X's cards"): the adversaries' double ends the doubling.
bool no_redouble(const FoldState& f) { return f.s.left && f.p.redouble_void_when_left.value; }

// The declaring side's first right to re-double is the declarer's; where an adversary declared
// for Dummy's hand by rule, it is the player who passed the declaration to it, on his own hand
// (Three-handed R7, Dummy Bridge R7, R11: "the dealer can only re-double on his own hand").
Seat first_right(const FoldState& f, Side side) {
    if (f.s.last_doubler[side] != NO_SEAT) return f.s.last_doubler[side];
    if (side != f.s.declaring_side()) return next(f.s.dealer);
    if (f.s.declarer != NO_SEAT && side_of(f.s.declarer) == side) return f.s.declarer;
    return f.passer != NO_SEAT ? f.passer : f.s.dealer;
}

void open_doubling(FoldState& f) {
    f.s.phase = Phase::Doubling;
    f.s.speaker = next(f.s.dealer);
    f.s.doubling_closed = !f.p.doubling.value || limit_reached(f);
}

void decline(FoldState& f, Seat by) {
    if (!f.s.first_declined) {
        f.s.first_declined = true;
        f.s.speaker = partner(by);
    } else {
        f.s.doubling_closed = true;
        f.s.speaker = NO_SEAT;
    }
}

// A double the player had no right to make at all: noted, and it counts for nothing.
bool double_without_right(FoldState& f, const Event& e, int i, bool declaring) {
    if (f.forfeited >> e.by & 1u) {
        // His partner exposed a card before the lead and the code takes his right away: the
        // double counts for nothing.
        note(f, declaring ? Infraction::RedoubleOutOfTurn : Infraction::DoubleOutOfTurn, e.by, i)
            .set(Flag::Forfeited);
        return true;
    }
    if (e.by == f.refused) {
        // The adversary who last doubled refused the consent an early lead made this player's
        // re-double need (Club 59, Elwell 56): made anyway, it counts for nothing.
        note(f, Infraction::DoubleOutOfTurn, e.by, i).set(Flag::Refused);
        return true;
    }
    if (!declaring && f.p.only_leader_doubles.value && e.by != next(f.s.dealer)) {
        note(f, Infraction::DoubleOutOfTurn, e.by, i); // only the leader can double: no effect
        return true;
    }
    if (declaring && no_redouble(f)) {
        note(f, Infraction::RedoubleOutOfTurn, e.by, i).set(Flag::Left); // it counts for nothing
        return true;
    }
    return false;
}

// The double an early lead left open to the leader's side, made while the lead stands alone:
// it counts, until the election on the lead refuses it.
bool double_left_open(FoldState& f, const Event& e, bool declaring) {
    if (f.open_double < 0 || declaring || f.s.phase != Phase::Play || f.s.tricks_played != 0 ||
        f.s.trick.count != 1)
        return false;
    ++f.s.doublings;
    f.s.last_doubler[side_of(e.by)] = e.by;
    f.rec.situations[size_t(f.open_double)].doubled = true; // its election may yet refuse it
    f.open_double = -1;
    return true;
}

// A double out of turn, noted; true when no doubling may follow, so that it counts for nothing.
bool double_out_of_turn(FoldState& f, const Event& e, int i, bool declaring) {
    if (f.s.phase == Phase::Doubling && !f.s.doubling_closed && e.by == f.s.speaker) return false;
    Situation& x =
        note(f, declaring ? Infraction::RedoubleOutOfTurn : Infraction::DoubleOutOfTurn, e.by, i);
    if (f.s.phase == Phase::Doubling && f.p.doubling.value && limit_reached(f))
        x.set(Flag::PastLimit);
    if (f.s.left) x.set(Flag::Left);
    return f.s.phase != Phase::Doubling || !f.p.doubling.value || f.s.doubling_closed;
}

} // namespace

void declares(FoldState& f, const Event& e, int i) {
    State& s = f.s;
    if (s.phase != Phase::Declaration) {
        if (side_of(e.by) != s.declaring_side())
            note(f, Infraction::DeclarationByAdversary, e.by, i);
        return; // "A declaration once made cannot be altered"
    }
    const Seat entitled = s.left ? partner(s.dealer) : s.dealer;
    if (f.for_dummy && e.by == previous(s.dealer)) {
        // Passed to Dummy's hand, the adversary declares for it by rule (Dummy Bridge R5 and R9,
        // Three-handed R5): the procedure of those games, nothing to rule on; the trump stands.
        s.trump = e.trump;
        s.declarer = e.by;
        open_doubling(f);
        return;
    }
    if (side_of(e.by) != s.declaring_side()) {
        note(f, Infraction::DeclarationByAdversary, e.by, i); // proceed as if it had not been made
        return;
    }
    // After passing the declaration back, the partner may still make it: the codes compel him
    // to (Club 1904 50 II, Elwell 47) or say he must (1903 49).
    const bool passed_back = f.passed_back && e.by == partner(s.dealer);
    if (e.by != entitled && !passed_back) note(f, Infraction::DeclarationUnauthorised, e.by, i);
    s.trump = e.trump;
    s.declarer = e.by;
    open_doubling(f);
}

void leaves_it(FoldState& f, const Event& e, int i) {
    State& s = f.s;
    if (s.phase != Phase::Declaration) return;
    if (e.by == s.dealer && !s.left && f.p.leave_to_partner.value) {
        s.left = true;
        s.dealer_left = true;
        f.for_dummy = f.p.adversary_declares_for_dummy.value;
        if (f.for_dummy) f.passer = e.by;
    } else if (e.by == partner(s.dealer) && !s.left && f.p.adversary_declares_for_dummy.value) {
        // The Dummy player, dealing for Dummy, passes the declaration to Dummy's hand for the
        // adversary to make by rule (Dummy Bridge R3, R5): the procedure, nothing to rule on.
        f.for_dummy = true;
        f.passer = e.by;
    } else if (e.by == partner(s.dealer) && s.left) {
        note(f, Infraction::DeclarationPassedBack, e.by, i);
        s.left = false; // the declaration is back with the dealer, pending the penalty
        f.passed_back = true;
    }
}

void doubles(FoldState& f, const Event& e, int i) {
    const bool declaring = side_of(e.by) == f.s.declaring_side();
    doubles_on_dummy(f, e.by, i);
    if (double_without_right(f, e, i, declaring) || double_left_open(f, e, declaring)) return;
    if (double_out_of_turn(f, e, i, declaring)) return;
    // The double takes effect at once; a refusal under the law undoes it.
    State& s = f.s;
    if (e.by == s.speaker && !s.doubling_closed) {
        ++f.regular_doublings;
    } else {
        f.rec.situations.back().doubled = true; // the double out of turn just noted counts
    }
    ++s.doublings;
    s.last_doubler[side_of(e.by)] = e.by;
    s.speaker = first_right(f, other(side_of(e.by)));
    s.first_declined = false;
    s.asked = false;
    if (limit_reached(f) || no_redouble(f)) s.doubling_closed = true;
}

// "May I lead?": the holder of the adversaries' right declines by asking it of his partner.
// Where the code puts the question to the declaring side after a double ("May I play?",
// addressed to the player holding the right), the leader asks and that player answers.
void asks_to_lead(FoldState& f, const Event& e, int i) {
    State& s = f.s;
    if (s.phase != Phase::Doubling) return;
    const bool leader = e.by == next(s.dealer);
    if (e.by == s.speaker && side_of(e.by) != s.declaring_side()) {
        s.asked = true;
        decline(f, e.by);
    } else if (leader && f.p.ask_declarer_after_double.value && s.speaker != NO_SEAT &&
               side_of(s.speaker) == s.declaring_side()) {
        s.asked = true;
    } else {
        note(f, Infraction::AskOutOfTurn, e.by, i);
    }
}

void declines(FoldState& f, const Event& e, bool answering) {
    if (f.s.phase != Phase::Doubling || e.by != f.s.speaker) return;
    if (answering && !f.s.asked) return;
    decline(f, e.by);
}

void opening_lead(FoldState& f, const Event& e, int i) {
    State& s = f.s;
    // Where only the leader may double, his lead declines his side's right, asked or not.
    const bool sole_right = f.p.only_leader_doubles.value &&
                            (s.speaker == NO_SEAT || side_of(s.speaker) != s.declaring_side());
    const bool early = e.by == next(s.dealer) && !s.doubling_closed && !sole_right;
    // The dialogue had begun (not by a double out of turn).
    const bool begun = s.asked || f.regular_doublings > 0;
    s.phase = Phase::Play; // an irregular opening lead belongs to the play
    if (early) {
        const Situation& x =
            note(f, begun ? Infraction::LeadBeforeDoublingComplete : Infraction::LeadWithoutAsking,
                 e.by, i);
        // "Such lead shall not affect the right of either adversary to double" (Club 59,
        // Elwell 56): where the code's rule offers the consent (double-stands) the partner's
        // re-double needs, the leader's side may still double while the lead stands alone.
        const Rule* r = begun ? find_rule(f.book, x, s) : nullptr;
        const bool consent = r && std::find(r->options.begin(), r->options.end(),
                                            Option::DoubleStands) != r->options.end();
        f.open_double = consent ? int(f.rec.situations.size()) - 1 : -1;
        f.consent = f.open_double;
    }
    s.doubling_closed = true;
    if (f.p.dummy.value) s.dummy_down = true;
}

// What an election does to the doubling, as the rule gives it. double-void: the double the
// situation concerns does not stand (the double out of turn itself, or the re-double an early
// lead leaves to the consent of the last doubler: Club 59, Elwell 56); undone if it was made,
// refused if it is still to come. Whether the doubling then ends is the rule's consequence
// (no-further-doubling, e.g. Club 57-58), not the option's.
void doubling_election(FoldState& f, Situation& x, Option o, const Rule& r) {
    const int index = int(&x - f.rec.situations.data());
    if (o == Option::DoubleVoid) {
        if (x.doubled && f.s.doublings > 0) --f.s.doublings;
        x.doubled = false;
        if (f.open_double == index) f.open_double = -1;
        if (f.consent == index) f.refused = partner(x.offender); // consent refused, for good
    }
    if (r.brings(o, Consequence::NoFurtherDoubling)) {
        f.s.doubling_closed = true;
        f.open_double = -1;
    }
}

// A card exposed before the lead may cost the offender's partner his right to double or
// re-double, where the code's rule says so (consequence forfeit-double).
void forfeit_if_ruled(FoldState& f, const Situation& x) {
    if (x.phase != Phase::Declaration && x.phase != Phase::Doubling) return;
    const Rule* r = find_rule(f.book, x, f.s);
    if (!r || std::find(r->consequences.begin(), r->consequences.end(),
                        Consequence::ForfeitDouble) == r->consequences.end())
        return;
    f.forfeited |= uint8_t(1u << partner(x.offender));
}

} // namespace bl::fold
