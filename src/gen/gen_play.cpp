// The generator's play: tricks played by the players' rules of thumb (gen_player.h), the
// irregularities of the play committed on purpose (false leads, renounces, cards exposed or
// played together, incidents between tricks), and the table model that follows what the fold
// will make of the same events.
#include "gen/gen_player.h"
#include "gen/generator.h"
#include "scoring/scoring.h"

#include <algorithm>
#include <array>

namespace bl::gen {

void Generator::play() {
    for (int trick = 1; trick <= RANKS && !ended_ && !error_; ++trick) {
        settle();
        if (!incidents_before_the_lead()) return;
        if (slip_now(Slip::LeadOutOfTurn)) {
            if (!false_lead()) return;
            if (t_.trick_done) continue; // all followed: the trick stands
        }
        if (!play_trick(t_.to_lead)) return;
    }
}

// Incidents between tricks; false when the deal ends.
bool Generator::incidents_before_the_lead() {
    const Seat dealer = t_.dealer, dummy = partner(dealer);
    const Seat defender = rng_.chance(0.5) ? next(dealer) : previous(dealer);
    if (slip_now(Slip::ExposedCard) && !t_.hand[defender].empty()) {
        emit(card_event(defender, Verb::Exposes, random_card(t_.hand[defender])));
        elect(0.6);
    } else if (slip_now(Slip::Consults)) {
        emit(make_event(defender, Verb::Consults));
        elect(0.3);
    } else if (slip_now(Slip::DummySuggests) && !t_.hand[dummy].empty()) {
        emit(card_event(dummy, Verb::Suggests, random_card(t_.hand[dummy])));
        elect(0.3);
    } else if (slip_now(Slip::DrawsAttention)) {
        emit(make_event(dummy, Verb::DrawsAttention));
        elect(0.3);
    } else if (slip_now(Slip::Claims)) {
        emit(make_event(dealer, Verb::Claims));
        elect(0.3);
    } else if (slip_now(Slip::LooksAtTrick) && t_.tricks_played > 1) {
        // The last trick turned (lawful in some codes) or one before it, by number or not.
        // The trick just played is on the table until the next lead turns it.
        const int quitted = t_.tricks_played - 1;
        Event e = make_event(Seat(rng_.below(SEATS)), Verb::LooksAt);
        e.tricks = int8_t(rng_.chance(0.3) ? 0 : 1 + rng_.below(quitted));
        emit(e);
    } else if (slip_now(Slip::DummyLooks)) {
        // Over an adversary's hand, or watching his partner's play.
        Event e = make_event(dummy, Verb::LooksAt);
        e.seat = rng_.chance(0.8) ? defender : dealer;
        emit(e);
    }
    return !ended_ && !error_;
}

// A lead by the wrong hand, followed by 0-3 players; when not all have played, every card
// is taken back and the right hand leads. False when the deal ends.
bool Generator::false_lead() {
    const Seat right = t_.to_lead;
    const Seat wrong = Seat((right + 1 + rng_.below(3)) % SEATS);
    Seat s = wrong;
    std::vector<Seat> played;
    for (int i = 0; i <= plan_.followers; ++i, s = next(s)) {
        if (t_.hand[s].empty()) return false;
        play_card(s, pick_card(s));
        played.push_back(s);
    }
    if (t_.trick_done) return true;
    if (elect(0.4)) return false;
    for (auto it = played.rbegin(); it != played.rend(); ++it) take_back(*it);
    return true;
}

// The four cards of a trick from the leader; false when a hand runs out (an irregular deal).
bool Generator::play_trick(Seat leader) {
    std::array<Seat, SEATS> order = {leader, next(leader), partner(leader), previous(leader)};
    if (slip_now(Slip::PlayedBeforePartner)) std::swap(order[2], order[3]);
    bool renounced = false;
    for (int pos = 0; pos < SEATS; ++pos) {
        const Seat s = order[pos];
        if (t_.trick.has(s)) continue;
        if (t_.hand[s].empty()) return false;
        if (pos == 2 && slip_now(Slip::CallsAttention))
            emit(make_event(order[0], Verb::CallsAttention));
        if (pos > 0 && !renounced &&
            (slip_now(Slip::RenounceCorrected) || slip_now(Slip::RenounceEstablished)) &&
            renounce(s)) {
            renounced = true;
            if (slip(Slip::RenounceEstablished)) continue;
            take_back(s); // seen in time: the renounce is corrected
            if (elect(0.5)) return false;
        }
        const Card c = pick_card(s);
        const CardSet rest = t_.hand[s] & ~CardSet::of(c);
        if (slip_now(Slip::CardsPlayedTogether) && !together_ && !rest.empty() &&
            pos >= 1 + int(rng_.below(3))) {
            together_ = true;
            play_card(s, c, CardSet::of(random_card(rest)));
            if (elect(0.5)) return false;
            continue;
        }
        play_card(s, c);
    }
    together_ = false;
    if (slip_now(Slip::PlayedBeforePartner) && elect(0.3)) return false;
    return !ended_ && !error_;
}

// Plays a card of another suit while holding the suit led; false when the hand cannot.
bool Generator::renounce(Seat s) {
    const Suit led = t_.trick.led();
    if (led == NO_SUIT || !t_.hand[s].has_suit(led)) return false;
    const CardSet others = t_.hand[s] & ~CardSet::suit(led);
    if (others.empty()) return false;
    play_card(s, others.lowest());
    return true;
}

// The card the player chooses: one that follows suit and obeys the calls that bind him.
Card Generator::pick_card(Seat s) {
    settle();
    const CardSet legal = following_cards(t_, s);
    CardSet allowed;
    for (Card c : legal)
        if (std::none_of(calls_.begin(), calls_.end(),
                         [&](const Call& k) { return judge(k, t_, s, c) == CallOutcome::Failed; }))
            allowed.add(c);
    return choose_card(t_, s, allowed.empty() ? legal : allowed);
}

void Generator::play_card(Seat s, Card c, CardSet more) {
    settle();
    emit(card_event(s, Verb::Plays, c, more));
    std::erase_if(calls_, [&](const Call& k) { return judge(k, t_, s, c) != CallOutcome::NotYet; });
    if (t_.trick.count == 0) t_.trick.leader = s;
    t_.hand[s].remove(c);
    t_.played.add(c);
    t_.trick.by_seat[s] = c;
    if (++t_.trick.count == SEATS) t_.trick_done = true;
}

void Generator::take_back(Seat s) {
    const Card c = t_.trick.by_seat[s];
    emit(card_event(s, Verb::TakesBack, c));
    t_.trick.by_seat[s] = NO_CARD;
    --t_.trick.count;
    t_.trick_done = false;
    t_.played.remove(c);
    t_.hand[s].add(c);
    if (t_.trick.count == 0) t_.trick.leader = NO_SEAT;
}

// The trick is quitted once four cards are on it (the fold does it at the next play).
void Generator::settle() {
    if (!t_.trick_done) return;
    const Seat w = t_.trick.winner(t_.trump);
    ++t_.won[side_of(w)];
    ++t_.tricks_played;
    t_.to_lead = w;
    t_.trick = Trick{};
    t_.trick_done = false;
}

void Generator::finish() {
    settle();
    call_honours();
    if (plan_.slip == Slip::None) return;
    // A revoke is claimed at the end of the hand; now and then too late, after the cut.
    if (slip(Slip::RenounceEstablished) && rng_.chance(0.25)) emit(make_event(NO_SEAT, Verb::Cut));
    elect(0.6);
}

// Where the code scores only honours called (Short Bridge 6-7), the side holding them calls
// them at the end of the hand, as players do.
void Generator::call_honours() {
    if (!p_.honours_must_be_called.value) return;
    const HonoursHeld h = honours_held(p_, cur().hands, t_.trump);
    if (h.points > 0) emit(make_event(Seat(h.side), Verb::CallsHonours)); // N for NS, E for EW
}

} // namespace bl::gen
