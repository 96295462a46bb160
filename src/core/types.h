// Seats, sides, suits, cards and card sets: the geometry of the table.
#pragma once

#include <bit>
#include <cstdint>

namespace bl {

enum Seat : uint8_t { N, E, S, W, NO_SEAT = 4 };
enum Side : uint8_t { NS, EW };
// PBN order: a hand string is spades.hearts.diamonds.clubs.
enum Suit : uint8_t { SPADES, HEARTS, DIAMONDS, CLUBS, NO_SUIT = 4 };
// A denomination is a suit or no trumps; NO_TRUMPS shares the value of NO_SUIT.
using Denom = uint8_t;
constexpr Denom NO_TRUMPS = 4;
constexpr Denom NO_DENOM = 5;

constexpr int SEATS = 4;
constexpr int SUITS = 4;
constexpr int RANKS = 13;
constexpr int CARDS = 52;

constexpr Seat next(Seat s) { return Seat((s + 1) & 3); }
constexpr Seat partner(Seat s) { return Seat((s + 2) & 3); }
constexpr Seat previous(Seat s) { return Seat((s + 3) & 3); }
constexpr Side side_of(Seat s) { return Side(s & 1); }
constexpr Side other(Side s) { return Side(s ^ 1); }
constexpr bool partners(Seat a, Seat b) { return side_of(a) == side_of(b); }

constexpr char SEAT_CHARS[] = "NESW";
constexpr char SUIT_CHARS[] = "SHDC";
constexpr char RANK_CHARS[] = "23456789TJQKA";
constexpr const char* SIDE_NAMES[] = {"NS", "EW"};
constexpr const char* DENOM_NAMES[] = {"spades", "hearts", "diamonds", "clubs", "no-trumps"};

// A card is suit * 13 + rank index (0 = deuce ... 12 = ace).
using Card = uint8_t;
constexpr Card NO_CARD = 255;
constexpr Card make_card(Suit s, int rank_index) { return Card(s * RANKS + rank_index); }
constexpr Suit suit_of(Card c) { return Suit(c / RANKS); }
constexpr int rank_of(Card c) { return c % RANKS; }
constexpr int ACE = 12, KING = 11, QUEEN = 10, JACK = 9, TEN = 8;

// A set of cards as a 52-bit mask; a hand, the exposed cards, the cards played.
class CardSet {
  public:
    constexpr CardSet() = default;
    constexpr explicit CardSet(uint64_t bits) : bits_(bits) {}
    static constexpr CardSet of(Card c) { return CardSet(uint64_t(1) << c); }
    static constexpr CardSet suit(Suit s) { return CardSet(((uint64_t(1) << RANKS) - 1) << (s * RANKS)); }
    static constexpr CardSet full() { return CardSet((uint64_t(1) << CARDS) - 1); }

    constexpr bool has(Card c) const { return c < CARDS && (bits_ >> c) & 1; }
    constexpr void add(Card c) { bits_ |= uint64_t(1) << c; }
    constexpr void remove(Card c) { bits_ &= ~(uint64_t(1) << c); }
    // By halves, quarters, ... in registers: at the x86-64 baseline std::popcount is a call
    // into libgcc, and the hand is counted at every deal.
    constexpr int size() const {
        uint64_t x = bits_ - ((bits_ >> 1) & 0x5555555555555555ULL);
        x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
        x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
        return int((x * 0x0101010101010101ULL) >> 56);
    }
    constexpr bool several() const { return (bits_ & (bits_ - 1)) != 0; } // without a popcount
    constexpr bool empty() const { return bits_ == 0; }
    constexpr uint64_t bits() const { return bits_; }
    constexpr CardSet in_suit(Suit s) const { return *this & suit(s); }
    constexpr bool has_suit(Suit s) const { return !in_suit(s).empty(); }
    constexpr Card lowest() const { return empty() ? NO_CARD : Card(std::countr_zero(bits_)); }
    constexpr Card highest() const { return empty() ? NO_CARD : Card(63 - std::countl_zero(bits_)); }

    constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
    constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
    constexpr CardSet operator~() const { return CardSet(~bits_ & full().bits_); }
    constexpr CardSet& operator|=(CardSet o) { bits_ |= o.bits_; return *this; }
    constexpr CardSet& operator&=(CardSet o) { bits_ &= o.bits_; return *this; }
    constexpr bool operator==(const CardSet&) const = default;

    // Iterates the cards from the lowest index up.
    class iterator {
      public:
        constexpr explicit iterator(uint64_t b) : b_(b) {}
        constexpr Card operator*() const { return Card(std::countr_zero(b_)); }
        constexpr iterator& operator++() { b_ &= b_ - 1; return *this; }
        constexpr bool operator!=(const iterator& o) const { return b_ != o.b_; }
      private:
        uint64_t b_;
    };
    constexpr iterator begin() const { return iterator(bits_); }
    constexpr iterator end() const { return iterator(0); }

  private:
    uint64_t bits_ = 0;
};

// The card that wins among `cards` (a trick's): the highest of `trumps` (the trump suit's
// mask, 0 at no trumps), else the highest of `led` (the suit led's). `cards` holds the lead, so
// the cards contested are never none. Chosen by a mask, not a branch: whether a trick was
// trumped is as random as the deal (the branch was mispredicted four times a deal).
constexpr Card winning_card(uint64_t cards, uint64_t trumps, uint64_t led) {
    const uint64_t trumps_played = cards & trumps;
    const uint64_t trumped = uint64_t(0) - uint64_t(trumps_played != 0);
    const uint64_t contest = (trumps_played & trumped) | (cards & led & ~trumped);
    return Card(63 ^ std::countl_zero(contest));
}

// Whether card a beats card b, a having been played later in a trick whose led suit is `led`.
constexpr bool beats(Card a, Card b, Suit led, Denom trump) {
    if (suit_of(a) == suit_of(b)) return rank_of(a) > rank_of(b);
    if (trump < NO_TRUMPS && suit_of(a) == trump) return true;
    (void)led;
    return false;
}

} // namespace bl
