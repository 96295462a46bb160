#include "table/play_run.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstring>
#include <new>

namespace bl {

namespace {

// The run's methods inlined into its loop, so that its members live in registers.
#define INLINE [[gnu::always_inline]] inline

// The card of a one-card set, from its bit: the event's `card` is that card in any log read,
// but the run is checked before it knows that the event is a play of one card (and an empty
// set gives 64, whose "suit" is harmless).
constexpr Card card_of(uint64_t one) { return Card(std::countr_zero(one)); }

// The card of a set known to hold one (countr_zero's case of no card costs a test and a move).
inline Card held_card(uint64_t one) { return Card(__builtin_ctzll(one)); }

constexpr uint64_t suit_mask(Card c) { return CardSet::suit(suit_of(c)).bits(); }

// The trick's cards by seat, a byte each, in one register (seat N in the low byte).
constexpr uint32_t NO_CARDS = 0xFFFFFFFF;

constexpr uint32_t with_card(uint32_t packed, Seat by, Card c) {
    const unsigned shift = 8 * unsigned(by);
    return (packed & ~(uint32_t(0xFF) << shift)) | (uint32_t(c) << shift);
}

// Whether `card` is one card (not none, not several) of `hand`.
bool one_card_of(uint64_t card, uint64_t hand) {
    return ((card & (card - 1)) == 0) & ((hand & card) != 0);
}

// Whether e is a play of one card of `hand`, the card it names.
bool one_card_held(const Event& e, uint64_t hand) {
    return (e.verb == Verb::Plays) & one_card_of(e.cards.bits(), hand);
}

// The seat and the verb of an event read as one word, so that "a play by seat q" is one
// comparison (with a word made the same way, whatever the byte order).
static_assert(offsetof(Event, verb) == offsetof(Event, by) + 1);
uint16_t seat_and_verb(const Event& e) {
    uint16_t word;
    std::memcpy(&word, &e.by, sizeof word);
    return word;
}
constexpr uint16_t play_by(Seat q) {
    return std::bit_cast<uint16_t>(std::array<uint8_t, 2>{uint8_t(q), uint8_t(Verb::Plays)});
}

// A card of `hand` following to a trick whose suit led is `led`: of that suit, or none left.
bool follows(uint64_t card, uint64_t hand, uint64_t led) {
    return ((card & led) != 0) | ((hand & led) == 0);
}

// The seat-and-verb words of a trick's four plays from each leader on, one in each 16 bits (the
// first card's in the lowest): a trick's seats and verbs checked with one comparison.
constexpr std::array<uint64_t, SEATS> PLAYS_FROM = [] {
    std::array<uint64_t, SEATS> words{};
    for (int leader = 0; leader < SEATS; ++leader)
        for (int k = 0; k < SEATS; ++k)
            words[leader] |= uint64_t(play_by(Seat((leader + k) & 3))) << (16 * k);
    return words;
}();

// The suit of a card's bit, as a set: by the bit's index, 63 (no card: the bit the run sets so
// that an empty set has an index) giving none.
constexpr std::array<uint64_t, 64> SUIT_OF_BIT = [] {
    std::array<uint64_t, 64> suits{};
    for (int c = 0; c < CARDS; ++c) suits[c] = suit_mask(Card(c));
    return suits;
}();

// Not zero when a card's set holds several cards: a trick's four sets tested together.
uint64_t several(uint64_t a, uint64_t b, uint64_t c, uint64_t d) {
    return (a & (a - 1)) | (b & (b - 1)) | (c & (c - 1)) | (d & (d - 1));
}

// Whether no card is in two hands: the run keeps each hand as it was at the run's start, less
// the cards played since, which is the hand only when no other hand held those cards too (a
// deal written with a card twice goes the long way).
bool disjoint(const State& s) {
    const uint64_t n = s.hand[N].bits(), e = s.hand[E].bits(), so = s.hand[S].bits(),
                   w = s.hand[W].bits();
    return std::popcount(n | e | so | w) ==
           std::popcount(n) + std::popcount(e) + std::popcount(so) + std::popcount(w);
}

// The byte of a trick's cards (by place from the lead, or by seat) that holds card c, known to
// be there: the lowest zero byte of packed ^ c in every byte (the usual test for a zero byte
// can be wrong only above the lowest one).
inline unsigned place_of(uint32_t packed, Card c) {
    const uint32_t x = packed ^ (uint32_t(c) * 0x01010101u);
    return unsigned(__builtin_ctz((x - 0x01010101u) & ~x & 0x80808080u)) >> 3;
}

// The tricks a run quitted, written to the record once, at the end (a trick needs the play of
// the next card to be quitted, so a run quits at most twelve). Each trick is written as the
// seven bytes of a QuittedTrick, with one store of a word (whose eighth byte falls on the next
// trick, written after it), as soon as the trick is complete; it is quitted when the count
// passes it. The record takes them with one copy. Outside the run, so that the run's members
// written as it goes are not kept in memory with it.
static_assert(std::endian::native == std::endian::little, "the tricks are packed byte by byte");
static_assert(sizeof(QuittedTrick) == 7 && offsetof(QuittedTrick, winner) == 6 &&
              offsetof(Trick, by_seat) == 1 && offsetof(Trick, count) == 5);
class Quitted {
  public:
    // A complete trick, as QuittedTrick's bytes: the leader, the cards by seat, the count, the
    // winner.
    static uint64_t pack(uint32_t by_seat, Seat leader, Seat winner) {
        return uint64_t(leader) | uint64_t(by_seat) << 8 | uint64_t(SEATS) << 40 |
               uint64_t(winner) << 48;
    }
    static uint32_t by_seat(uint64_t word) { return uint32_t(word >> 8); }
    static Seat leader(uint64_t word) { return Seat(word & 0xFF); }
    static Seat winner(uint64_t word) { return Seat(word >> 48 & 0xFF); }

    void write(unsigned k, uint64_t word) { std::memcpy(bytes_ + k * TRICK, &word, sizeof word); }
    uint64_t read(unsigned k) const {
        uint64_t word;
        std::memcpy(&word, bytes_ + k * TRICK, sizeof word);
        return word;
    }
    // The first n tricks, at the end of the record's, with one copy (the bytes are the tricks'
    // objects, made as they were written: a QuittedTrick is an aggregate, whose lifetime a copy
    // of its bytes into storage of bytes begins). A push of each trick, or the vector resized
    // (which makes each trick before it is overwritten), cost 10-25 instructions a deal more.
    void append(unsigned n, std::vector<QuittedTrick>& tricks) const {
        if (n == 0) return; // no copy from a record that has no buffer yet
        const auto* first = std::launder(reinterpret_cast<const QuittedTrick*>(bytes_));
        tricks.insert(tricks.end(), first, first + n);
    }

    unsigned n = 0; // the tricks quitted

  private:
    static constexpr size_t TRICK = sizeof(QuittedTrick);
    // Twelve tricks quitted and a thirteenth complete, and the last word's eighth byte.
    alignas(QuittedTrick) std::byte bytes_[(RANKS + 1) * TRICK + 1]; // written before it is read
};

// The table as a run of usual cards changes it, in a local object rather than the state: the
// state, reached through a reference, would be reloaded after every store to the tricks, where
// the run's members stay in registers or on the stack. The hands are those of the run's start,
// twice over (hands_[seat + k] is the hand k seats after `seat`), less the cards played in the
// run: a trick's four hands are read from its leader's on, and nothing is written to them.
class Run {
  public:
    Run(const State& s, Quitted& quitted) : base_(s), quitted_(quitted) {
        for (int seat = 0; seat < SEATS; ++seat)
            hands_[seat] = hands_[seat + SEATS] = s.hand[seat].bits();
        trump_ = s.trump < NO_TRUMPS ? CardSet::suit(Suit(s.trump)).bits() : 0;
        std::memcpy(&by_seat_, s.trick.by_seat.data(), sizeof by_seat_);
        count_ = s.trick.count;
        leader_ = s.trick.leader;
        // No gap in the trick (nothing taken back): the next seat is the leader's plus the count.
        turn_ = count_ == 0 ? s.to_lead : Seat((leader_ + count_) & 3);
        led_ = count_ > 0 ? SUIT_OF_BIT[s.trick.by_seat[leader_] & 63] : 0;
        in_trick_ = cards_of(by_seat_);
        tricks_played_ = s.tricks_played;
        won_ns_ = s.won[NS];
        won_ew_ = s.won[EW];
        to_lead_ = s.to_lead;
    }

    // The state with the run's changes, and the tricks it quitted.
    INLINE void store(State& s, std::vector<QuittedTrick>& tricks) const {
        quitted_.append(quitted_.n, tricks);
        store(s);
    }
    // The state alone (a state of the history).
    INLINE void store(State& s) const {
        for (int seat = 0; seat < SEATS; ++seat) s.hand[seat] = CardSet(hands_[seat] & ~played_);
        s.played = CardSet(base_.played.bits() | played_);
        s.exposed = CardSet(base_.exposed.bits() & ~played_);
        s.trick.leader = count_ == 0 ? NO_SEAT : leader_;
        s.trick.count = uint8_t(count_);
        std::memcpy(s.trick.by_seat.data(), &by_seat_, sizeof by_seat_);
        s.trick_done = count_ == SEATS;
        s.tricks_played = uint8_t(tricks_played_);
        s.won = {uint8_t(won_ns_), uint8_t(won_ew_)};
        s.to_lead = to_lead_;
    }

    // Takes the usual card of event e, quitting the trick before it when it is complete;
    // false, with nothing changed, when the card is not the usual one.
    INLINE bool take(const Event& e, bool may_quit) {
        const Seat by = e.by;
        const uint64_t card = e.cards.bits();
        // A seat past W (none) reads N's hand, and is not the seat to play.
        const uint64_t hand = hands_[by & 7] & ~played_;
        if (!one_card_held(e, hand)) return false;
        const Card c = card_of(card);
        if (count_ == SEATS) {
            // The trick is quitted as the next card comes, as the fold's `quit` would, when that
            // card is the winner's lead.
            if (tricks_played_ == RANKS - 1 || !may_quit) return false;
            const Seat w = winner();
            if (by != w) return false;
            quit(w);
        }
        const bool lead = count_ == 0;
        const uint64_t suit = lead ? suit_mask(c) : led_;
        if ((by != turn_) | !follows(card, hand, suit)) return false;
        leader_ = lead ? by : leader_;
        led_ = suit;
        played_ |= card;
        in_trick_ |= card;
        by_seat_ = with_card(by_seat_, by, c);
        turn_ = next(by);
        ++count_;
        return true;
    }

    // Takes the rest of a trick begun before (its lead made the long way: the opening lead
    // ends the doubling) from event i on, when the rest is usual cards: each a play of one card
    // held, by the seat in turn, following suit or void. As `take` would card by card, with one
    // branch for the trick. Returns the event after them, or i.
    INLINE int complete_trick(const Event* events, int i, int to) {
        if (count_ == 0 || count_ >= SEATS) return i;
        const int left = SEATS - int(count_);
        if (to - i < left) return i;
        // The hands from the seat in turn on, and their plays' (seat, verb) words.
        const uint64_t* hand = hands_.data() + turn_;
        const uint64_t plays = PLAYS_FROM[turn_];
        uint64_t bad = 0, cards = 0;
        // Unrolled (one to three cards): the loop cost some 40 instructions a deal.
#pragma GCC unroll 3
        for (int k = 0; k < left; ++k) {
            const Event& e = events[i + k];
            const uint64_t card = e.cards.bits();
            const uint64_t held = hand[k] & ~played_;
            bad |= (uint64_t(seat_and_verb(e)) ^ (plays >> (16 * k) & 0xFFFF)) |
                   (card & (card - 1)) | uint64_t((card & held) == 0) |
                   uint64_t(!follows(card, held, led_));
            cards |= card;
        }
        if (bad != 0) return i;
        // The cards by place from the seat in turn, turned round to the seats.
        uint32_t by_place = 0;
#pragma GCC unroll 3
        for (int k = 0; k < left; ++k)
            by_place |= uint32_t(held_card(events[i + k].cards.bits())) << (8 * k);
        const int shift = 8 * int(turn_);
        const uint32_t places = uint32_t((uint64_t(1) << (8 * left)) - 1);
        by_seat_ = (by_seat_ & ~std::rotl(places, shift)) | std::rotl(by_place, shift);
        played_ |= cards;
        in_trick_ |= cards;
        turn_ = Seat((turn_ + left) & 3);
        count_ = SEATS;
        return i + left;
    }

    // Takes whole tricks of usual cards from event i on, short of `to`, and returns the event
    // after the last it took: four plays of one card held, in turn from the lead, the followers
    // following suit or void. The common case of the whole play, a trick at a time, checked
    // with set operations and one branch; a complete trick before them is quitted first, as
    // `take` would. Its state is kept in locals while it runs, so that they stay in registers:
    // each trick is written to `quitted_` as it is taken, and the run's members are read back
    // from the last.
    INLINE int take_tricks(const Event* events, int i, int to, bool may_quit) {
        if (count_ != 0 && count_ != SEATS) return i;
        unsigned pending = count_ == SEATS; // a complete trick, quitted when the next is taken
        if (pending && (tricks_played_ == RANKS - 1 || !may_quit)) return i;
        Seat leader = pending ? winner() : turn_;
        if (leader >= SEATS) return i;
        const unsigned first = quitted_.n;
        if (pending) quitted_.write(first, Quitted::pack(by_seat_, leader_, leader));
        // The tricks quitted once the trick taken is the thirteenth; without `may_quit`, none.
        const unsigned last = may_quit ? first + (RANKS - 1 - tricks_played_) : first;
        unsigned n = first, ew = 0;
        uint64_t played = played_;
        const uint64_t* const hands = hands_.data();
        const Event* e = events + i;
        const Event* const end = events + to;
        while (end - e >= SEATS) {
            uint64_t all = 0, suit = 0;
            if (!usual_trick(e, hands + leader, PLAYS_FROM[leader], played, all, suit)) break;
            // The trick before is quitted: its winner leads this one.
            n += pending;
            ew += leader & pending;
            pending = 1;
            // The cards by place from the lead, turned round to the seats.
            const uint32_t by_place = uint32_t(held_card(e[0].cards.bits())) |
                                      uint32_t(held_card(e[1].cards.bits())) << 8 |
                                      uint32_t(held_card(e[2].cards.bits())) << 16 |
                                      uint32_t(held_card(e[3].cards.bits())) << 24;
            const Seat winner =
                Seat((leader + place_of(by_place, winning_card(all, trump_, suit))) & 3);
            quitted_.write(n, Quitted::pack(std::rotl(by_place, 8 * int(leader)), leader, winner));
            played |= all;
            leader = winner;
            e += SEATS;
            if (n == last) break;
        }
        if (e == events + i) return i; // no trick taken
        end_tricks(n - first, n, ew, played);
        return int(e - events);
    }

    // Whether the four plays from `e` are a usual trick, `hand` the leader's hand and those
    // after it, `plays` their (seat, verb) words: one card each, held by its player and not yet
    // played, the followers following suit or void. `all`: the four cards; `suit`: the suit led.
    INLINE static bool usual_trick(const Event* e, const uint64_t* hand, uint64_t plays,
                                   uint64_t played, uint64_t& all, uint64_t& suit) {
        const uint64_t c0 = e[0].cards.bits(), c1 = e[1].cards.bits(), c2 = e[2].cards.bits(),
                       c3 = e[3].cards.bits();
        const uint64_t words = uint64_t(seat_and_verb(e[0])) | uint64_t(seat_and_verb(e[1])) << 16 |
                               uint64_t(seat_and_verb(e[2])) << 32 |
                               uint64_t(seat_and_verb(e[3])) << 48;
        // Each card one at most, and the four held by their players, not yet played: four
        // cards (the hands hold no card twice).
        const uint64_t held =
            ((c0 & hand[0]) | (c1 & hand[1]) | (c2 & hand[2]) | (c3 & hand[3])) & ~played;
        // Followed: as many cards of the suit led in the trick as seats that held that suit
        // (a seat plays one only if it holds one), so none renounced. The leader held it.
        suit = SUIT_OF_BIT[__builtin_ctzll(c0 | uint64_t(1) << 63)];
        const uint64_t left = suit & ~played;
        const int holders =
            1 + ((hand[1] & left) != 0) + ((hand[2] & left) != 0) + ((hand[3] & left) != 0);
        all = c0 | c1 | c2 | c3;
        const uint64_t bad = (words ^ plays) | several(c0, c1, c2, c3) |
                             uint64_t(std::popcount(held) ^ SEATS) |
                             uint64_t(std::popcount(all & suit) ^ holders);
        return bad == 0;
    }

    // The run's members after take_tricks took its tricks: `quitted` of them quitted (the last
    // is `n`, taken complete, not yet quitted), `ew` of those won by East-West.
    INLINE void end_tricks(unsigned quitted, unsigned n, unsigned ew, uint64_t played) {
        if (quitted > 0) to_lead_ = turn_ = Quitted::winner(quitted_.read(n - 1));
        won_ew_ += ew;
        won_ns_ += quitted - ew;
        tricks_played_ += quitted;
        quitted_.n = n;
        played_ = played;
        const uint64_t complete = quitted_.read(n);
        by_seat_ = Quitted::by_seat(complete);
        leader_ = Quitted::leader(complete);
        in_trick_ = cards_of(by_seat_);
        led_ = suit_mask(card_at(by_seat_, leader_));
        count_ = SEATS;
    }

  private:
    // The cards of a trick by seat (none where a byte is NO_CARD).
    // Seat by seat by hand, without a branch: a loop of four stays a loop at -O2, and cost some
    // 140 instructions a deal.
    static uint64_t cards_of(uint32_t by_seat) {
        const auto bit = [](uint32_t c) { return uint64_t(c < CARDS) << (c & 63); };
        return bit(by_seat & 0xFF) | bit(by_seat >> 8 & 0xFF) | bit(by_seat >> 16 & 0xFF) |
               bit(by_seat >> 24);
    }
    static Card card_at(uint32_t by_seat, Seat seat) { return Card(by_seat >> (8 * seat)); }

    // The highest trump played, else the highest card of the suit led, and who played it.
    // (The trick is complete: the leader's card is of the suit led.)
    INLINE Seat winner() const {
        return Seat(place_of(by_seat_, winning_card(in_trick_, trump_, led_)));
    }

    INLINE void quit(Seat w) {
        quitted_.write(quitted_.n++, Quitted::pack(by_seat_, leader_, w));
        won_ns_ += side_of(w) == NS;
        won_ew_ += side_of(w) == EW;
        ++tricks_played_;
        to_lead_ = turn_ = w;
        count_ = 0;
        by_seat_ = NO_CARDS;
        in_trick_ = 0;
    }

    const State& base_;
    std::array<uint64_t, 2 * SEATS> hands_{};
    uint64_t played_ = 0; // the cards played in the run
    uint64_t trump_ = 0, led_ = 0, in_trick_ = 0;
    uint32_t by_seat_ = NO_CARDS;
    unsigned count_ = 0, tricks_played_ = 0, won_ns_ = 0, won_ew_ = 0;
    Seat leader_ = NO_SEAT, turn_ = NO_SEAT, to_lead_ = NO_SEAT;
    Quitted& quitted_;
};

// The states before events from + 1 to stop - 1, into `history`: from the state before `from`,
// each usual card of the run placed in turn, the trick before it quitted when it is complete
// (its winner the run's). As the run would store them, made at a fraction of the cost of a
// state stored from the run after each card.
void write_history(const State& start, const Event* events, int from, int stop,
                   const Quitted& quitted, std::vector<State>& history) {
    State s = start;
    unsigned q = 0; // the next trick to quit
    for (int j = from; j + 1 < stop; ++j) {
        const Event& e = events[j];
        const Card c = held_card(e.cards.bits());
        if (s.trick.count == SEATS) {
            const Seat w = Quitted::winner(quitted.read(q++));
            ++s.won[side_of(w)];
            ++s.tricks_played;
            s.to_lead = w;
            s.trick = Trick{};
        }
        if (s.trick.count == 0) s.trick.leader = e.by;
        s.hand[e.by].remove(c);
        s.played.add(c);
        s.exposed.remove(c);
        s.trick.by_seat[e.by] = c;
        s.trick_done = ++s.trick.count == SEATS;
        history.push_back(s);
    }
}

// The run's usual cards: whole tricks where they come, else card by card. The history, when
// kept, is made afterwards from the cards taken.
int run(State& s, const Event* events, int from, int to, bool may_quit,
        std::vector<QuittedTrick>& tricks, std::vector<State>* history) {
    Quitted quitted;
    Run r(s, quitted);
    int i = from;
    while (i < to) {
        i = r.complete_trick(events, i, to);
        i = r.take_tricks(events, i, to, may_quit);
        if (i >= to || !r.take(events[i], may_quit)) break;
        ++i;
    }
    if (i == from) return i;
    if (history) write_history(s, events, from, i, quitted, *history);
    r.store(s, tricks);
    return i;
}

} // namespace

namespace {

// Whether the trick under way holds a card from each of its first `count` seats from the leader
// on and none from the others: what the run's reading of the trick (its leader's suit, its
// winner) takes for granted. A trick the fold left otherwise after an irregular card (a log
// fuzzed: a seat playing twice to one trick) is the fold's to go on with.
bool without_gap(const Trick& t) {
    if (t.count == 0) return true;
    if (t.leader >= SEATS || t.count > SEATS) return false;
    for (int k = 0; k < SEATS; ++k)
        if ((t.by_seat[(t.leader + k) & 3] < CARDS) != (k < t.count)) return false;
    return true;
}

} // namespace

int play_run(State& s, const Event* events, int from, int to, bool may_quit,
             std::vector<QuittedTrick>& tricks, std::vector<State>* history) {
    if (s.phase != Phase::Play || !disjoint(s) || !without_gap(s.trick)) return from;
    return run(s, events, from, to, may_quit, tricks, history);
}

} // namespace bl
