#include "table/calls.h"

namespace bl {

namespace {

// The cards the player may play to the trick without renouncing.
CardSet legal_cards(const State& s, Seat by) {
    const Suit led = s.trick.led();
    const CardSet hand = s.hand[by];
    if (s.trick.count == 0 || led == NO_SUIT || !hand.has_suit(led)) return hand;
    return hand.in_suit(led);
}

// Whether the card would win the trick as it stands.
bool would_win(const State& s, Seat by, Card card) {
    Trick t = s.trick;
    t.by_seat[by] = card;
    return t.winner(s.trump) == by;
}

CallOutcome lead_call(const Call& c, const State& s, Seat by, Card card) {
    if (s.trick.count != 0 || side_of(by) != c.side) return CallOutcome::NotYet;
    const CardSet hand = s.hand[by];
    if (c.kind == Call::Kind::LeadSuit)
        return suit_of(card) == c.suit || !hand.has_suit(c.suit) ? CallOutcome::Complied : CallOutcome::Failed;
    const bool other_suits = !(hand & ~CardSet::suit(c.suit)).empty();
    return suit_of(card) == c.suit && other_suits ? CallOutcome::Failed : CallOutcome::Complied;
}

CallOutcome extreme_call(const Call& c, const State& s, Card card) {
    const CardSet in = s.hand[c.who].in_suit(c.suit);
    if (in.empty()) return CallOutcome::Complied; // he cannot: the call does not bite
    // A call of a trump (Short Bridge 55: "unless it cause him to revoke, must be played") waits
    // while he must follow another suit led: no call forces a revoke.
    if (!legal_cards(s, c.who).has(in.highest())) return CallOutcome::NotYet;
    const Card due = c.kind == Call::Kind::Highest ? in.highest() : in.lowest();
    return card == due ? CallOutcome::Complied : CallOutcome::Failed;
}

CallOutcome win_call(const Call& c, const State& s, Seat by, Card card) {
    if (s.trick.count == 0) return CallOutcome::NotYet;
    bool can_win = false, can_lose = false;
    for (Card x : legal_cards(s, by)) (would_win(s, by, x) ? can_win : can_lose) = true;
    const bool wins = would_win(s, by, card);
    if (c.kind == Call::Kind::Win) return can_win && !wins ? CallOutcome::Failed : CallOutcome::Complied;
    return can_lose && wins ? CallOutcome::Failed : CallOutcome::Complied;
}

} // namespace

CallOutcome judge(const Call& c, const State& s, Seat by, Card card) {
    switch (c.kind) {
    case Call::Kind::LeadSuit:
    case Call::Kind::ForbidLead: return lead_call(c, s, by, card);
    case Call::Kind::Card: {
        if (by != c.who) return CallOutcome::NotYet;
        if (card == c.card || !s.hand[by].has(c.card)) return CallOutcome::Complied;
        // The call may never force a revoke: it waits until the card can be played.
        return legal_cards(s, by).has(c.card) ? CallOutcome::Failed : CallOutcome::NotYet;
    }
    case Call::Kind::Highest:
    case Call::Kind::Lowest: return by == c.who ? extreme_call(c, s, card) : CallOutcome::NotYet;
    case Call::Kind::Win:
    case Call::Kind::Lose: return by == c.who ? win_call(c, s, by, card) : CallOutcome::NotYet;
    }
    return CallOutcome::NotYet;
}

std::optional<Call> call_from_election(Option option, const Situation& x, const State& now, Suit suit, Card card) {
    if (x.offender == NO_SEAT) return std::nullopt;
    Call c;
    c.side = side_of(x.offender);
    c.who = x.offender;
    // The trump card's situations call a trump (Short Bridge 53, 55); the others, the suit named,
    // else the suit led, else the suit of the card concerned.
    const bool of_trump_card =
        x.id == Infraction::TrumpCardIrregular || x.id == Infraction::TrumpCardForgotten;
    const Suit concerned = suit != NO_SUIT                      ? suit
                           : of_trump_card && x.card != NO_CARD ? suit_of(x.card)
                           : now.trick.led() != NO_SUIT         ? now.trick.led()
                           : x.card != NO_CARD                  ? suit_of(x.card)
                                                                : NO_SUIT;
    switch (option) {
    case Option::CallSuit:
        if (suit == NO_SUIT) return std::nullopt; // named later, by `calls SUIT`
        c.kind = Call::Kind::LeadSuit;
        c.suit = suit;
        return c;
    case Option::ForbidSuit:
        c.kind = Call::Kind::ForbidLead;
        c.suit = concerned;
        return concerned == NO_SUIT ? std::nullopt : std::optional<Call>(c);
    case Option::CallHighest:
    case Option::CallLowest:
        c.kind = option == Option::CallHighest ? Call::Kind::Highest : Call::Kind::Lowest;
        // The call binds whichever of the offending pair has still to play: the offender who
        // took his card back, or the partner of one who played or spoke too soon.
        // (A trump called for the trump card is the offender's own, at his next turn.)
        if (now.trick.has(x.offender) && !of_trump_card) c.who = partner(x.offender);
        c.suit = concerned;
        return concerned == NO_SUIT ? std::nullopt : std::optional<Call>(c);
    case Option::RequireWin:
    case Option::RequireLose:
        c.kind = option == Option::RequireWin ? Call::Kind::Win : Call::Kind::Lose;
        c.who = partner(x.offender);
        return c;
    default: (void)card; return std::nullopt;
    }
}

} // namespace bl
