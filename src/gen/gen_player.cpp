#include "gen/gen_player.h"

#include <array>

namespace bl {

namespace {

constexpr std::array<int, RANKS> POINTS = {0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4};

int length(CardSet hand, Suit s) { return hand.in_suit(s).size(); }

// A suit is stopped by the ace, a guarded king or a twice-guarded queen.
bool stopped(CardSet hand, Suit s) {
    const CardSet in = hand.in_suit(s);
    const int n = in.size();
    return in.has(make_card(s, ACE)) || (n >= 2 && in.has(make_card(s, KING))) || (n >= 3 && in.has(make_card(s, QUEEN)));
}

// The longest suit; ties go to the stronger (more honour points), then the more valuable
// (hearts before diamonds before clubs before spades, as the trick values run).
Suit longest_suit(CardSet hand) {
    static constexpr Suit BY_VALUE[] = {HEARTS, DIAMONDS, CLUBS, SPADES};
    Suit best = HEARTS;
    int best_len = -1, best_pts = -1;
    for (Suit s : BY_VALUE) {
        const int len = length(hand, s), pts = honour_points(hand.in_suit(s));
        if (len > best_len || (len == best_len && pts > best_pts)) best = s, best_len = len, best_pts = pts;
    }
    return best;
}

bool all_stopped(CardSet hand) {
    for (int s = 0; s < SUITS; ++s)
        if (!stopped(hand, Suit(s))) return false;
    return true;
}

// Whether the card would head the trick as it stands.
bool would_win(const State& s, Seat by, Card c) {
    Trick t = s.trick;
    t.by_seat[by] = c;
    if (t.leader == NO_SEAT) t.leader = by;
    return t.winner(s.trump) == by;
}

Card lowest_of(CardSet cards) {
    // The lowest rank across suits, so a discard throws the smallest card.
    Card best = NO_CARD;
    for (Card c : cards)
        if (best == NO_CARD || rank_of(c) < rank_of(best)) best = c;
    return best;
}

Card lead_card(const State& s, Seat by, CardSet allowed) {
    // The longest plain suit (trumps only when nothing else is left); its top card when it is
    // the master of the suit, else the fourth best, else the lowest.
    const CardSet plain = s.trump < NO_TRUMPS ? allowed & ~CardSet::suit(Suit(s.trump)) : allowed;
    const CardSet from = plain.empty() ? allowed : plain;
    Suit suit = NO_SUIT;
    for (int x = 0; x < SUITS; ++x)
        if (from.has_suit(Suit(x)) && (suit == NO_SUIT || length(from, Suit(x)) > length(from, suit))) suit = Suit(x);
    const CardSet in = from.in_suit(suit);
    const Card top = in.highest();
    CardSet held_by_others;
    for (int seat = 0; seat < SEATS; ++seat)
        if (seat != by) held_by_others |= s.hand[seat].in_suit(suit);
    if (held_by_others.empty() || held_by_others.highest() < top) return top;
    if (in.size() >= 4) {
        int k = 0;
        for (int r = RANKS - 1; r >= 0; --r)
            if (in.has(make_card(suit, r)) && ++k == 4) return make_card(suit, r);
    }
    return in.lowest();
}

Card follow_card(const State& s, Seat by, CardSet allowed) {
    const Seat mate = partner(by);
    const Seat ahead = s.trick.winner(s.trump);
    const bool mate_winning = ahead == mate;
    const int placed = s.trick.count;
    CardSet winners;
    for (Card c : allowed)
        if (would_win(s, by, c)) winners.add(c);
    // Second hand low; the partner's trick is not overtaken.
    if (placed == 1 || mate_winning || winners.empty()) return lowest_of(allowed);
    // Third and fourth hand win as cheaply as they can; a ruff with the lowest trump that wins.
    return lowest_of(winners);
}

} // namespace

int honour_points(CardSet hand) {
    int n = 0;
    for (Card c : hand) n += POINTS[rank_of(c)];
    return n;
}

Denom dealer_declaration(CardSet hand, bool may_leave) {
    const int pts = honour_points(hand);
    const Suit best = longest_suit(hand);
    const int len = length(hand, best);
    if (pts >= 14 && all_stopped(hand)) return NO_TRUMPS;
    if (len >= 6 || (len >= 5 && honour_points(hand.in_suit(best)) >= 4)) return best;
    if (pts >= 12 && len >= 4) return best;
    if (may_leave) return NO_DENOM;
    return pts < 8 ? SPADES : best; // spades: the defensive declaration, worth least
}

Denom partner_declaration(CardSet hand) {
    const int pts = honour_points(hand);
    const Suit best = longest_suit(hand);
    if (pts >= 12 && all_stopped(hand)) return NO_TRUMPS;
    if (length(hand, best) >= 5 || pts >= 10) return best;
    return SPADES;
}

bool wants_to_double(CardSet hand, Denom trump, bool declaring_side, int doublings) {
    const int pts = honour_points(hand);
    if (doublings >= 3 || trump > NO_TRUMPS) return false;
    if (declaring_side) return pts >= 17 + 2 * doublings;
    if (trump == NO_TRUMPS) return pts >= 16 + 2 * doublings;
    const CardSet trumps = hand.in_suit(Suit(trump));
    return trumps.size() >= 4 + doublings && honour_points(trumps) >= 5 && pts >= 12;
}

CardSet following_cards(const State& s, Seat by) {
    const CardSet hand = s.hand[by];
    const Suit led = s.trick.led();
    if (s.trick.count == 0 || s.trick_done || led == NO_SUIT || !hand.has_suit(led)) return hand;
    return hand.in_suit(led);
}

Card choose_card(const State& s, Seat by, CardSet allowed) {
    if (s.trick.count == 0 || s.trick_done) return lead_card(s, by, allowed);
    return follow_card(s, by, allowed);
}

} // namespace bl
