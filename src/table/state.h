// The table state of one deal: what is known after each event. Small and trivially copyable, so
// the fold can keep one per event and a ruling can ask for the state at any point.
#pragma once

#include "core/types.h"
#include "core/vocab.h"

#include <array>
#include <cstdint>

namespace bl {

struct Trick {
    Seat leader = NO_SEAT;
    std::array<Card, SEATS> by_seat{NO_CARD, NO_CARD, NO_CARD, NO_CARD};
    uint8_t count = 0;

    bool has(Seat s) const { return by_seat[s] != NO_CARD; }
    Suit led() const { return leader == NO_SEAT || !has(leader) ? NO_SUIT : suit_of(by_seat[leader]); }
    // The next seat clockwise from the leader that has not played.
    Seat next_to_play() const;
    Seat winner(Denom trump) const;
};

struct QuittedTrick {
    Trick trick;
    Seat winner = NO_SEAT;
};

struct State {
    Phase phase = Phase::Declaration;
    Seat dealer = NO_SEAT;
    Seat declarer = NO_SEAT; // who named the trump; none when it is turned
    Denom trump = NO_DENOM;
    bool left = false; // the dealer left the declaration to his partner
    // He left it at some time in the deal, even if his partner passed it back (Club 1904 50):
    // the report's declaration.left.
    bool dealer_left = false;

    // The doubling dialogue: who holds the right to speak, and whether the first holder of the
    // side's right has already declined.
    uint8_t doublings = 0; // the multiplier is 1 << doublings
    Seat speaker = NO_SEAT;
    bool first_declined = false;
    bool asked = false; // the question to lead is put and awaits its answer
    bool doubling_closed = false;
    std::array<Seat, 2> last_doubler{NO_SEAT, NO_SEAT};

    std::array<CardSet, SEATS> hand{};
    CardSet exposed; // exposed and liable to be called
    CardSet played;
    Trick trick;
    bool trick_done = false; // four cards played, the trick not yet quitted
    uint8_t tricks_played = 0;
    std::array<uint8_t, 2> won{};
    Seat to_lead = NO_SEAT; // who should lead the current (or next) trick
    bool dummy_down = false;
    bool cut = false; // the pack has been cut for the next deal
    // The seat whose hand has no player of its own (the three-player games: Dummy's), or none.
    Seat absent = NO_SEAT;
    // Bit per seat: the player has looked at his own cards (docs/log-additions.md, "looks at
    // SEAT"): the claim of Club 1904 40 "may not be made by a player who has looked at any of
    // his cards".
    uint8_t looked = 0;
    bool has_looked(Seat s) const { return (looked >> s) & 1u; }

    int multiplier() const { return 1 << doublings; }
    Seat dummy_seat() const { return partner(dealer); }
    Side declaring_side() const { return side_of(dealer); }
    Role role_of(Seat s) const;
};

} // namespace bl
