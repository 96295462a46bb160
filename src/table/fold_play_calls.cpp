// The play, continued: what the players say and see while the cards are played. Calls of an
// exposed card or of a suit for the next lead, and each card played judged against them; remarks
// that draw a partner's attention; tricks and hands looked at; the turned trump card taken up
// and named (the codes that turn it).
#include "core/card.h"
#include "table/fold_state.h"

namespace bl::fold {

namespace {

Seat holder(const State& s, Card c) {
    for (int seat = 0; seat < SEATS; ++seat)
        if (s.hand[seat].has(c)) return Seat(seat);
    return NO_SEAT;
}

// Of two or more cards played together, the entitled player names the one that counts for the
// trick; the rest are exposed (the log contract; Elwell 72, Club 73).
bool names_card_for_trick(FoldState& f, Card named) {
    State& s = f.s;
    if (named == NO_CARD || f.together_by == NO_SEAT || !f.together.has(named)) return false;
    const Seat by = f.together_by;
    const Card counted = s.trick.by_seat[by];
    if (counted == NO_CARD || counted == named || !s.hand[by].has(named)) return false;
    s.trick.by_seat[by] = named;
    s.hand[by].remove(named);
    s.played.add(named);
    s.exposed.remove(named);
    s.played.remove(counted);
    s.hand[by].add(counted);
    s.exposed.add(counted);
    f.together_by = NO_SEAT;
    return true;
}

// The codes forbid looking at a quitted trick before the end of the hand; some let any
// player see the last trick turned (last-trick-may-be-seen), which is then no irregularity.
std::optional<Error> looks_at_trick(FoldState& f, const Event& e, int i) {
    const State& s = f.s;
    const int quitted = s.tricks_played;
    // A trick complete on the table, not yet turned (the next lead or `quits` turns it).
    if (s.trick_done && e.tricks == quitted + 1) return std::nullopt;
    if (e.tricks > quitted)
        return event_error(f, e, i,
                           "trick " + std::to_string(e.tricks) +
                               " has not been turned and quitted (" + std::to_string(quitted) +
                               (quitted == 1 ? " has" : " have") + " been)");
    if (quitted == 0) return event_error(f, e, i, "no trick has been turned and quitted yet");
    const bool hand_over = s.phase == Phase::End || (s.trick_done && quitted == RANKS - 1);
    const bool last = e.tricks == 0 || e.tricks == quitted;
    if (hand_over || (last && f.p.last_trick_may_be_seen.value)) return std::nullopt;
    note(f, Infraction::LookedAtQuittedTrick, e.by, i);
    return std::nullopt;
}

// Dummy looking over another player's hand (or leaving his seat to watch the play): the
// only looking at a hand the codes speak of.
std::optional<Error> looks_over(FoldState& f, const Event& e, int i) {
    const Parameters& p = f.p;
    if (!p.dummy.value || p.dummy_absent.value)
        return event_error(
            f, e, i,
            std::string("\"looks at SEAT\" records Dummy looking over another hand, and ") +
                (p.dummy.value ? "in this code Dummy's hand has no player"
                               : "this code has no Dummy"));
    if (e.by != f.s.dummy_seat())
        return event_error(f, e, i,
                           "\"looks at SEAT\" records Dummy looking over another hand; " +
                               seat_name(e.by) + " is not Dummy (" + seat_name(f.s.dummy_seat()) +
                               " is)");
    note(f, Infraction::DummyLooked, e.by, i);
    return std::nullopt;
}

} // namespace

// A play either obeys the calls that bind it, or is a failure to comply.
void obey_calls(FoldState& f, const Event& e, int i) {
    if (f.calls.empty()) return;
    std::erase_if(f.calls, [&](const Call& c) {
        const CallOutcome o = judge(c, f.s, e.by, e.card);
        if (o == CallOutcome::Failed) {
            Situation& x = note(f, Infraction::FailureToComply, e.by, i);
            x.card = e.card;
            x.call = c.kind;
            f.disobeyed.push_back({int(f.rec.situations.size()) - 1, c});
        }
        return o != CallOutcome::NotYet;
    });
}

// "S calls C3": the exposed card is demanded now; "S calls clubs": the suit for the next
// lead of the caller's adversaries.
void calls(FoldState& f, const Event& e, int i) {
    if (names_card_for_trick(f, e.card)) return claim_by_call(f, e, i, Option::CallCard);
    Call c;
    if (e.card != NO_CARD) {
        // Naming a card still in a hand and not exposed names a wrong card (Club Law 78): no
        // call binds. (A card on the trick is named to say which of several played counts.)
        if (!f.s.exposed.has(e.card) && !f.thrown.has(e.card) && holder(f.s, e.card) != NO_SEAT) {
            note(f, Infraction::WrongCardNamed, e.by, i).card = e.card;
            return;
        }
        c.kind = Call::Kind::Card;
        c.card = e.card;
        c.who = holder(f.s, e.card);
        if (c.who == NO_SEAT) return;
        c.side = side_of(c.who);
    } else {
        c.kind = Call::Kind::LeadSuit;
        c.suit = e.suit;
        c.side = other(side_of(e.by));
    }
    f.calls.push_back(c);
    claim_by_call(f, e, i, c.kind == Call::Kind::Card ? Option::CallCard : Option::CallSuit);
}

void draws_attention(FoldState& f, const Event& e, int i) {
    const bool dummy = f.s.dummy_down && e.by == f.s.dummy_seat();
    // Where the code lets Dummy point out a lead from the wrong hand, doing so is no
    // intervention (the 1903 Club code, Law 60).
    if (dummy && f.p.dummy_points_out_wrong_hand.value && f.false_lead >= 0 &&
        f.rec.situations[f.false_lead].id == Infraction::LeadFromWrongHand)
        return;
    note(f, dummy ? Infraction::DummyIntervention : Infraction::WarningPartner, e.by, i);
}

// "looks at CARD": the dealer looked at a card before the deal was complete, found after it.
// "looks at trick N": a trick turned and quitted looked at. "looks at SEAT": a hand looked
// over (docs/log-additions.md).
std::optional<Error> looks_at(FoldState& f, const Event& e, int i) {
    if (e.seat == e.by || (e.seat != NO_SEAT && e.seat == f.s.absent))
        return looks_at_hand(f, e, i);
    if (e.seat != NO_SEAT) return looks_over(f, e, i);
    if (e.card == NO_CARD) return looks_at_trick(f, e, i);
    note_card(f, Infraction::DealerLooked, e, i);
    return std::nullopt;
}

// The dealer takes the trump card into his hand when it is his turn to play to the first
// trick (Short Bridge Law 52); `takes up` written earlier was too soon (54), written after
// the first trick was quitted, too late (52). Without it, he took it up in time.
void takes_up(FoldState& f, const Event& e, int i) {
    const State& s = f.s;
    if (!f.p.trump_turned.value || e.by != s.dealer || f.trump_taken) return;
    f.trump_taken = true;
    const bool first_trick = s.phase != Phase::Play || s.tricks_played == 0;
    const bool his_turn = s.trick.count > 0 && !s.trick_done && s.trick.next_to_play() == s.dealer;
    const bool too_soon = first_trick && !s.trick.has(s.dealer) && !his_turn;
    const bool too_late = !first_trick;
    if (!too_soon && !too_late) return;
    note(f, Infraction::TrumpCardIrregular, e.by, i).card = f.deal.turn_up;
    // "If left on the table after the first trick be turned and quitted, it is liable to be
    // called" (52): taken up late, it stays a card the adversaries may call, not one whose
    // naming is a wrong card named (60).
    if (too_late) f.s.exposed.add(f.deal.turn_up);
}

// The turned trump card is in the dealer's hand: taken up by `takes up`, or, without it, once
// he has played to the first trick.
bool trump_card_in_hand(const FoldState& f) {
    return f.trump_taken || f.s.tricks_played > 0 || f.s.trick.has(f.s.dealer);
}

// A player names the turned trump card once the dealer has taken it into his hand (Short
// Bridge Law 53: it cannot then be asked for). The dealer's own naming is nothing; the dealer
// who cannot recollect it says so (`forgets trump card`, Law 55).
void names_trump_card(FoldState& f, const Event& e, int i) {
    if (!f.p.trump_turned.value || e.by == f.s.dealer) return;
    if (trump_card_in_hand(f))
        note(f, Infraction::TrumpCardIrregular, e.by, i).card = f.deal.turn_up;
}

// The dealer declares himself unable to recollect the trump card (Short Bridge Law 55: "his
// highest or lowest trump may be called at any time during that hand"). Before he has taken it
// up it lies on the table for all to see: nothing then.
std::optional<Error> forgets_trump_card(FoldState& f, const Event& e, int i) {
    if (!f.p.trump_turned.value)
        return event_error(f, e, i, "this code turns no trump card, so there is none to recollect");
    if (e.by != f.s.dealer) {
        const std::string who =
            "only the dealer (" + seat_name(f.s.dealer) + "), who turned the trump card, ";
        return event_error(f, e, i,
                           who + "declares himself unable to recollect it; another player "
                                 "asking for it \"names trump card\"");
    }
    if (trump_card_in_hand(f))
        note(f, Infraction::TrumpCardForgotten, e.by, i).card = f.deal.turn_up;
    return std::nullopt;
}

} // namespace bl::fold
