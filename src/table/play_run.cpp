#include "table/play_run.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstring>

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

// The seat whose byte holds card c: the lowest zero byte of packed ^ c in every byte (the usual
// test for a zero byte can be wrong only above the lowest one).
constexpr Seat seat_of(uint32_t packed, Card c) {
    const uint32_t x = packed ^ (uint32_t(c) * 0x01010101u);
    return Seat(std::countr_zero((x - 0x01010101u) & ~x & 0x80808080u) >> 3);
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

// The tricks a run quitted, written to the record once, at the end (a trick needs the play of
// the next card to be quitted, so a run quits at most twelve). Outside the run, so that the run
// holds no array indexed at run time, which would keep all its members in memory; each trick
// packed in one word (its cards by seat, its leader, its winner), written with one store and
// left uninitialised until then.
struct Quitted {
    static uint64_t pack(uint32_t by_seat, Seat leader, Seat winner) {
        return uint64_t(by_seat) | uint64_t(leader) << 32 | uint64_t(winner) << 40;
    }
    static QuittedTrick unpack(uint64_t word) {
        QuittedTrick q;
        const uint32_t by_seat = uint32_t(word);
        std::memcpy(q.trick.by_seat.data(), &by_seat, sizeof by_seat);
        q.trick.leader = Seat(word >> 32 & 0xFF);
        q.trick.count = SEATS;
        q.winner = Seat(word >> 40 & 0xFF);
        return q;
    }
    std::array<uint64_t, RANKS> tricks; // not initialised: written before it is read
    unsigned n = 0;
};

// The table as a run of usual cards changes it, in a local object rather than the state: the
// state, reached through a reference, would be reloaded after every store to the tricks, where
// the run's members stay in registers or on the stack. The hands are named by constant seats
// only (a hand picked by a seat found at run time would keep all four in memory): a trick is
// checked seat by seat, N to W, each seat reading its own event.
class Run {
  public:
    Run(const State& s, Quitted& quitted) : base_(s), quitted_(quitted) {
        for (int seat = 0; seat < SEATS; ++seat) hand_[seat] = s.hand[seat].bits();
        played_ = s.played.bits();
        exposed_ = s.exposed.bits();
        trump_ = s.trump < NO_TRUMPS ? CardSet::suit(Suit(s.trump)).bits() : 0;
        std::memcpy(&by_seat_, s.trick.by_seat.data(), sizeof by_seat_);
        count_ = s.trick.count;
        leader_ = s.trick.leader;
        // No gap in the trick (nothing taken back): the next seat is the leader's plus the count.
        turn_ = count_ == 0 ? s.to_lead : Seat((leader_ + count_) & 3);
        led_ = count_ > 0 ? suit_mask(s.trick.by_seat[leader_]) : 0;
        for (Card c : s.trick.by_seat)
            if (c != NO_CARD) in_trick_ |= uint64_t(1) << c;
        tricks_played_ = s.tricks_played;
        won_ns_ = s.won[NS];
        won_ew_ = s.won[EW];
        to_lead_ = s.to_lead;
    }

    // The state with the run's changes, and the tricks it quitted.
    INLINE void store(State& s, std::vector<QuittedTrick>& tricks) const {
        for (unsigned k = 0; k < quitted_.n; ++k) tricks.push_back(Quitted::unpack(quitted_.tricks[k]));
        store(s);
    }
    // The state alone (a state of the history).
    INLINE void store(State& s) const {
        for (int seat = 0; seat < SEATS; ++seat) s.hand[seat] = CardSet(hand_[seat]);
        s.played = CardSet(played_);
        s.exposed = CardSet(exposed_);
        s.trick.leader = count_ == 0 ? NO_SEAT : leader_;
        s.trick.count = uint8_t(count_);
        std::memcpy(s.trick.by_seat.data(), &by_seat_, sizeof by_seat_);
        s.trick_done = count_ == SEATS;
        s.tricks_played = uint8_t(tricks_played_);
        s.won = {uint8_t(won_ns_), uint8_t(won_ew_)};
        s.to_lead = to_lead_;
    }
    void push_state(std::vector<State>& history) const { store(history.emplace_back(base_)); }

    // Takes the usual card of event e, quitting the trick before it when it is complete;
    // false, with nothing changed, when the card is not the usual one.
    INLINE bool take(const Event& e, bool may_quit) {
        const Seat by = e.by;
        const uint64_t card = e.cards.bits();
        const uint64_t hand = hand_of(by);
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
        remove<N>(by, card);
        remove<E>(by, card);
        remove<S>(by, card);
        remove<W>(by, card);
        exposed_ &= ~card;
        played_ |= card;
        in_trick_ |= card;
        by_seat_ = with_card(by_seat_, by, c);
        turn_ = next(by);
        ++count_;
        return true;
    }

    // Takes e[0..3] when they are a whole trick of usual cards from the lead: four plays of
    // one card held, in turn, the followers following suit or void. Four cards at a time,
    // without a branch a card: the common case of the whole play.
    // A complete trick before them is quitted first, as `take` would.
    INLINE bool take_trick(const Event* e, bool may_quit) {
        const bool to_quit = count_ == SEATS;
        if (to_quit && (tricks_played_ == RANKS - 1 || !may_quit)) return false;
        if (count_ != 0 && !to_quit) return false;
        const Seat leader = to_quit ? winner() : turn_;
        const uint64_t led = suit_mask(card_of(e[0].cards.bits()));
        uint64_t n, east, s, w;
        // `&`, not `&&`: each seat's card is read whatever the others' (the reads write n..w).
        const bool played = seat_card<N>(e, leader, n) & seat_card<E>(e, leader, east) &
                            seat_card<S>(e, leader, s) & seat_card<W>(e, leader, w);
        // Followed: each card one held, as many cards of the suit led in the trick as seats
        // that held that suit (a seat plays one only if it holds one), so none renounced.
        const int holders = ((hand_[N] & led) != 0) + ((hand_[E] & led) != 0) +
                            ((hand_[S] & led) != 0) + ((hand_[W] & led) != 0);
        const bool followed = std::popcount((n | east | s | w) & led) == holders;
        if (!(played & followed)) return false;
        if (to_quit) quit(leader);
        hand_[N] &= ~n;
        hand_[E] &= ~east;
        hand_[S] &= ~s;
        hand_[W] &= ~w;
        in_trick_ = n | east | s | w;
        exposed_ &= ~in_trick_;
        played_ |= in_trick_;
        by_seat_ = uint32_t(held_card(n)) | uint32_t(held_card(east)) << 8 |
                   uint32_t(held_card(s)) << 16 | uint32_t(held_card(w)) << 24;
        leader_ = leader;
        led_ = led;
        count_ = SEATS;
        return true;
    }

  private:
    // Seat q's card in the trick led by `leader` from e: its event is the (q - leader)th, a
    // play of one card held by q. 1 if so, else 0: an int, combined with `&` without a branch.
    template <Seat q> INLINE int seat_card(const Event* e, Seat leader, uint64_t& card) const {
        const Event& mine = e[(q - leader) & 3];
        card = mine.cards.bits();
        return int(seat_and_verb(mine) == play_by(q)) & int(one_card_of(card, hand_[q]));
    }

    // The hand of seat `by`, chosen by masks: none for an event without a seat.
    INLINE uint64_t hand_of(Seat by) const {
        return (hand_[N] & pick(by, N)) | (hand_[E] & pick(by, E)) | (hand_[S] & pick(by, S)) |
               (hand_[W] & pick(by, W));
    }
    template <Seat q> INLINE void remove(Seat by, uint64_t card) {
        hand_[q] &= ~(card & pick(by, q));
    }
    static constexpr uint64_t pick(Seat by, Seat q) { return 0 - uint64_t(by == q); }

    // The highest trump played, else the highest card of the suit led, and who played it.
    INLINE Seat winner() const { return seat_of(by_seat_, winning_card(in_trick_, trump_, led_)); }

    INLINE void quit(Seat w) {
        quitted_.tricks[quitted_.n++] = Quitted::pack(by_seat_, leader_, w);
        won_ns_ += side_of(w) == NS;
        won_ew_ += side_of(w) == EW;
        ++tricks_played_;
        to_lead_ = turn_ = w;
        count_ = 0;
        by_seat_ = NO_CARDS;
        in_trick_ = 0;
    }

    const State& base_;
    std::array<uint64_t, SEATS> hand_{};
    uint64_t played_ = 0, exposed_ = 0, trump_ = 0, led_ = 0, in_trick_ = 0;
    uint32_t by_seat_ = NO_CARDS;
    unsigned count_ = 0, tricks_played_ = 0, won_ns_ = 0, won_ew_ = 0;
    Seat leader_ = NO_SEAT, turn_ = NO_SEAT, to_lead_ = NO_SEAT;
    Quitted& quitted_;
};

template <bool keep_history>
int run(State& s, const Event* events, int from, int to, bool may_quit,
        std::vector<QuittedTrick>& tricks, std::vector<State>* history) {
    Quitted quitted;
    Run r(s, quitted);
    int i = from;
    while (i < to) {
        if (!keep_history && i + SEATS <= to && r.take_trick(events + i, may_quit)) {
            i += SEATS;
            continue;
        }
        if (keep_history && i > from) r.push_state(*history);
        if (!r.take(events[i], may_quit)) {
            if (keep_history && i > from) history->pop_back();
            break;
        }
        ++i;
    }
    if (i > from) r.store(s, tricks);
    return i;
}

} // namespace

int play_run(State& s, const Event* events, int from, int to, bool may_quit,
             std::vector<QuittedTrick>& tricks, std::vector<State>* history) {
    if (s.phase != Phase::Play) return from;
    return history ? run<true>(s, events, from, to, may_quit, tricks, history)
                   : run<false>(s, events, from, to, may_quit, tricks, nullptr);
}

} // namespace bl
