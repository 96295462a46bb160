// The fold's third phase, the play: cards led and followed (out of turn, from the wrong hand,
// before the partner, several together), renounces that become revokes when the trick is quitted
// or are corrected, "Having none?", cards taken back, and cards exposed. The usual cards go the
// fast way (table/play_run.h, from fold.cpp); this file takes the rest. Calls of exposed cards and
// suits are in fold_play_calls.cpp.
#include "core/card.h"
#include "table/fold_state.h"

#include <cassert>
#include <optional>

namespace bl::fold {

namespace {

bool holds(const FoldState& f, const Event& e) { return (e.cards & ~f.s.hand[e.by]).empty(); }

// A card in no hand as written, played where the hands have a card written twice: the slip is
// in the hands (a card written for another), so the error stands there, not at the play.
std::optional<Error> slip_in_hands(const FoldState& f, const Event& e, Card c) {
    const Deal& d = f.deal;
    CardSet dealt;
    for (const CardSet held : d.hands) dealt |= held;
    if (d.written_twice.empty() || dealt.has(c)) return std::nullopt;
    std::string twice;
    for (const Card t : d.written_twice) twice += (twice.empty() ? "" : ", ") + card_name(t);
    return Error{f.file, d.hands_line, d.hands_column,
                 "deal " + std::to_string(f.index) + ", hands: " + twice + " written twice, and " +
                     card_name(c) + " is in no hand, yet \"" + event_text(e) + "\" (line " +
                     std::to_string(e.line) + ") plays it: write " + card_name(c) +
                     " in its holder's hand in place of the card written twice"};
}

// Why a card of the event is not the player's to play or show.
Error not_held(const FoldState& f, const Event& e, int i) {
    for (Card c : e.cards) {
        if (f.s.hand[e.by].has(c)) continue;
        if (f.s.played.has(c))
            return event_error(f, e, i, card_name(c) + " has already been played");
        if (auto slip = slip_in_hands(f, e, c)) return *slip;
        return event_error(f, e, i, seat_name(e.by) + " does not hold " + card_name(c));
    }
    assert(!"not_held called for cards held");
    return event_error(f, e, i, "a card is not held");
}

// The dealer plays dummy's cards, so a false lead from either hand of his is his.
Seat offender_for(const FoldState& f, Seat card_holder) {
    return f.p.dummy.value && card_holder == f.s.dummy_seat() ? f.s.dealer : card_holder;
}

// A card played before there are trumps is a card exposed.
void played_before_trumps(FoldState& f, const Event& e, int i) {
    for (Card c : e.cards) f.s.exposed.add(c);
    Situation& x = note(f, Infraction::ExposedBeforeDeclaration, e.by, i);
    x.card = e.card;
    forfeit_if_ruled(f, x);
}

// Of several cards played together, one counts for the trick (the one the log names, unless the
// entitled player names another: fold_play_calls.cpp); the rest are exposed.
void played_together(FoldState& f, const Event& e, int i) {
    note(f, Infraction::CardsPlayedTogether, e.by, i).card = e.card;
    for (Card c : e.cards)
        if (c != e.card) f.s.exposed.add(c);
    f.together_by = e.by;
    f.together = e.cards;
}

void lead(FoldState& f, const Event& e, int i) {
    State& s = f.s;
    s.trick.leader = e.by;
    if (e.by == s.to_lead) return;
    const bool wrong_hand = f.p.dummy.value && side_of(e.by) == s.declaring_side() &&
                            side_of(s.to_lead) == s.declaring_side();
    Situation& x = note(f, wrong_hand ? Infraction::LeadFromWrongHand : Infraction::LeadOutOfTurn,
                        offender_for(f, e.by), i);
    x.should_have_led = s.to_lead;
    x.followed = 0;
    x.card = e.card;
    f.false_lead = int(f.rec.situations.size()) - 1;
}

bool leads_again(const State& s, Seat by) {
    return by == s.trick.leader && s.trick.has(by) && !s.trick_done && !s.trick.has(partner(by));
}

// A card that has no place in the trick: the leader leading again without waiting for his
// partner to play (Club 74, Elwell 73, Short Bridge 57: a play out of order), or a second card
// from the same hand. It is exposed, not played. False when the card has its place.
bool out_of_place(FoldState& f, const Event& e, int i) {
    Infraction id;
    Seat offender = offender_for(f, e.by);
    if (leads_again(f.s, e.by)) {
        id = Infraction::PlayedBeforePartner;
    } else if (f.s.trick.has(e.by)) {
        // A second card from Dummy's hand is Dummy's: the codes rule it apart (Club 88, Club
        // 1903 85, Elwell 84: the player "not being Dummy" answers for revokes).
        id = Infraction::SurplusCard;
        offender = e.by;
    } else {
        return false;
    }
    note(f, id, offender, i).card = e.card;
    f.s.exposed.add(e.card);
    return true;
}

// Returns false when the card does not go to the trick (a second card from the same hand).
bool follow(FoldState& f, const Event& e, int i) {
    State& s = f.s;
    if (out_of_place(f, e, i)) return false;
    const Seat expected = s.trick.next_to_play();
    if (e.by != expected) {
        Situation& x = note(f, Infraction::PlayedBeforePartner, offender_for(f, e.by), i);
        x.card = e.card;
        x.position = (e.by - s.trick.leader + SEATS) % SEATS + 1;
        if (x.position == 4 && s.trick.has(partner(s.trick.leader))) x.set(Flag::ThirdPlayed);
    }
    const Suit led = s.trick.led();
    if (suit_of(e.card) != led && s.hand[e.by].has_suit(led)) {
        Situation& x = note(f, Infraction::Revoke, e.by, i, Status::Pending);
        x.card = e.card;
        x.position = (e.by - s.trick.leader + SEATS) % SEATS + 1;
        f.renounces.push_back(int(f.rec.situations.size()) - 1);
    }
    if (f.false_lead >= 0) ++f.rec.situations[f.false_lead].followed;
    return true;
}

void place(State& s, Seat by, Card c) {
    s.hand[by].remove(c);
    s.exposed.remove(c);
    s.played.add(c);
    s.trick.by_seat[by] = c;
    s.trick_done |= ++s.trick.count == SEATS; // without a branch: true one card in four
}

// A renounce in the trick is corrected by taking the card back.
void correct_renounces(FoldState& f, Card c, int i) {
    for (int r : f.renounces) {
        Situation& x = f.rec.situations[r];
        if (x.card == c) {
            x.status = Status::Corrected;
            x.id = Infraction::RenounceCorrected;
            x.settled_event = i;
        }
    }
    std::erase_if(f.renounces,
                  [&](int r) { return f.rec.situations[r].status == Status::Corrected; });
}

// A card played against a call, taken back: whether that corrects it is the code's to say (a
// rule's `rectifiable`, Elwell 75); the call binds again.
void call_binds_again(FoldState& f, Seat by, Card c, int i) {
    std::erase_if(f.disobeyed, [&](const std::pair<int, Call>& d) {
        Situation& x = f.rec.situations[d.first];
        if (x.card != c || x.offender != by) return false;
        x.withdrawn = true;
        x.withdrawn_event = i;
        f.calls.push_back(d.second);
        return true;
    });
}

// The false lead withdrawn: the right hand leads. Whether that corrects it is the code's to say
// (a rule's `rectifiable`).
void withdraw_lead(FoldState& f, int i) {
    f.s.trick.leader = NO_SEAT;
    if (f.false_lead >= 0) {
        f.rec.situations[f.false_lead].withdrawn = true;
        f.rec.situations[f.false_lead].withdrawn_event = i;
    }
    f.false_lead = -1;
}

} // namespace

std::optional<Error> plays(FoldState& f, const Event& e, int i) {
    State& s = f.s;
    if (s.phase == Phase::End || (s.trick_done && s.tricks_played == RANKS - 1))
        return event_error(f, e, i, "the deal is over: all thirteen tricks have been played");
    if (!holds(f, e)) return not_held(f, e, i);
    if (s.phase == Phase::Declaration || s.phase == Phase::Deal) {
        played_before_trumps(f, e, i);
        return std::nullopt;
    }
    if (s.phase == Phase::Doubling) opening_lead(f, e, i);
    if (s.trick_done) quit(f);
    if (e.cards.several()) played_together(f, e, i);
    obey_calls(f, e, i);
    establish_suspended(f, e.by);
    if (s.trick.count == 0)
        lead(f, e, i);
    else if (!follow(f, e, i))
        return std::nullopt;
    place(s, e.by, e.card);
    return std::nullopt;
}

// The trick is turned and quitted: renounces in it become revokes.
void quit(FoldState& f) {
    State& s = f.s;
    const Seat w = s.trick.winner(s.trump);
    // Field by field: a trick built whole on the stack and copied is read back wider than
    // it was written, and the processor stalls on that (a store-forwarding failure).
    QuittedTrick& q = f.rec.tricks.emplace_back();
    q.winner = w;
    q.trick.leader = s.trick.leader;
    q.trick.count = s.trick.count;
    for (int seat = 0; seat < SEATS; ++seat) q.trick.by_seat[seat] = s.trick.by_seat[seat];
    ++s.won[side_of(w)];
    ++s.tricks_played;
    s.to_lead = w;
    s.trick = Trick{};
    s.trick_done = false;
    f.false_lead = -1;
    f.taken_back = false;
    f.disobeyed.clear();
    f.together_by = NO_SEAT;
    // A renounce asked about ("Having none?") before the trick was quitted stays open.
    for (int r : f.renounces) {
        if (f.asked.count(r))
            f.suspended.push_back(r);
        else
            settle(f, r);
    }
    f.renounces.clear();
    if (s.tricks_played == RANKS) s.phase = Phase::End;
    f.open = something_open(f);
}

void settle(FoldState& f, int r) {
    f.rec.situations[r].status = Status::Established;
    f.rec.situations[r].settled_event = f.current;
}

// "Having none?": the partner asks the player who renounced (dummy may ask the dealer).
void asks_having_none(FoldState& f, const Event& e) {
    for (int r : f.renounces) {
        const Seat offender = f.rec.situations[r].offender;
        if (partners(offender, e.by) && offender != e.by) f.asked.insert(r);
    }
}

// A suspended renounce is established when the revoking side plays to the next trick, or
// when the question is answered "none".
void establish_suspended(FoldState& f, Seat by) {
    if (f.suspended.empty()) return;
    std::erase_if(f.suspended, [&](int r) {
        if (!partners(f.rec.situations[r].offender, by)) return false;
        settle(f, r);
        return true;
    });
}

void quits(FoldState& f, int i) {
    if (f.s.trick_done) {
        quit(f);
    } else if (f.s.trick.count > 0) {
        // The seat that failed to play, Dummy's included: the codes rule Dummy's omission
        // apart (Club 87, Elwell 83 "not being dummy").
        note(f, Infraction::OmittedPlay, f.s.trick.next_to_play(), i);
        quit(f);
    }
}

std::optional<Error> takes_back(FoldState& f, const Event& e, int i) {
    State& s = f.s;
    f.taken_back = true;
    for (Card c : e.cards) {
        if (s.trick.by_seat[e.by] != c)
            return event_error(f, e, i,
                               card_name(c) + " is not " + seat_name(e.by) +
                                   "'s card in the current trick, so it cannot be taken back");
        s.trick.by_seat[e.by] = NO_CARD;
        --s.trick.count;
        s.trick_done = false;
        s.played.remove(c);
        s.hand[e.by].add(c);
        s.exposed.add(c); // it has been seen: the codes may treat it as exposed
        correct_renounces(f, c, i);
        call_binds_again(f, e.by, c, i);
        if (s.trick.count == 0) withdraw_lead(f, i);
    }
    return std::nullopt;
}

std::optional<Error> exposes(FoldState& f, const Event& e, int i) {
    if (!holds(f, e)) return not_held(f, e, i);
    for (Card c : e.cards) f.s.exposed.add(c);
    Infraction id = Infraction::ExposedCard;
    if (f.s.phase == Phase::Declaration)
        id = Infraction::ExposedBeforeDeclaration;
    else if (f.s.phase == Phase::Doubling)
        id = Infraction::ExposedBeforeLead;
    Situation& x = note(f, id, e.by, i);
    x.card = e.card;
    forfeit_if_ruled(f, x);
    return std::nullopt;
}

} // namespace bl::fold
