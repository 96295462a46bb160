#include "table/state.h"

namespace bl {

Seat Trick::next_to_play() const {
    if (leader == NO_SEAT) return NO_SEAT;
    Seat s = leader;
    for (int i = 0; i < SEATS; ++i, s = next(s))
        if (!has(s)) return s;
    return NO_SEAT;
}

Seat Trick::winner(Denom trump) const {
    // The suit led is the suit of the first card from the leader round (the leader's own card,
    // unless it has been taken back). A trump beats any card of the suit led, which beats any
    // other; within a suit the card's number rises with its rank: so the winner holds the highest
    // trump played, else the highest card of the suit led. By masks, without a branch a card.
    if (leader == NO_SEAT) return NO_SEAT;
    Seat first = leader;
    while (by_seat[first] == NO_CARD) {
        first = next(first);
        if (first == leader) return NO_SEAT;
    }
    // A bit a seat's card, unrolled by hand (at -O2 a loop over the four seats stays a loop).
    const auto bit = [](Card x) { return uint64_t(x < CARDS) << (x & 63); };
    const uint64_t n = bit(by_seat[N]), e = bit(by_seat[E]), s = bit(by_seat[S]),
                   w = bit(by_seat[W]);
    const uint64_t cards = n | e | s | w;
    const uint64_t trumps = trump < NO_TRUMPS ? CardSet::suit(Suit(trump)).bits() : 0;
    const uint64_t led = CardSet::suit(suit_of(by_seat[first])).bits();
    const uint64_t top = uint64_t(1) << winning_card(cards, trumps, led);
    // The seat from the bits, not by reading the seats' bytes back: they were just written one by
    // one, and a wider read of them waits for the stores (a store-forwarding stall).
    return Seat(((e | w) & top ? 1 : 0) | ((s | w) & top ? 2 : 0));
}

Role State::role_of(Seat s) const {
    if (s == dealer) return Role::Dealer;
    if (s == partner(dealer)) return Role::Dummy;
    return s == next(dealer) ? Role::Eldest : Role::RightAdversary;
}

} // namespace bl
