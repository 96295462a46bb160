// One event of a game log: `SEAT verb [arguments]`, as it happened at the table.
#pragma once

#include "core/types.h"
#include "core/vocab.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace bl {

enum class Verb : uint8_t {
    Declares, LeavesIt, Doubles, AsksToLead, SaysYes, IsSatisfied, Plays, Exposes,
    AsksHavingNone, Answers, TakesBack, Quits, Claims, ThrowsDown, Suggests, CallsAttention,
    Consults, Elects, Calls, TakesUp, CallsHonours, LooksAt, DrawsAttention, LaysDown, Cut,
    // docs/log-additions.md
    Cuts, Shuffles, Counts, DealsWith, ShowsOtherPack, Scores, NamesTrumpCard, ForgetsTrumpCard,
    TouchesCards, Interrupts, OmitsCut,
};
template <> std::span<const char* const> names_of<Verb>();

enum class Answer : uint8_t { None, Has };

// Laid out widest first: 32 bytes, not 40. An archive's deals are read once, in order, and the
// fewer bytes the events take, the more of them the cache holds.
struct Event {
    CardSet cards;        // plays, exposes, takes back, suggests, looks at, calls CARD, elects CARD
    int line = 0, column = 0; // where the event stands in the log
    int16_t below = -1, above = -1; // scores SIDE BELOW [ABOVE]: the points written for the deal
    Seat by = NO_SEAT;
    Verb verb = Verb::Quits;
    Card card = NO_CARD;  // the first card written
    Denom trump = NO_DENOM;
    Suit suit = NO_SUIT;  // calls SUIT, elects OPTION SUIT
    int8_t tricks = -1;   // claims N (-1: the rest); looks at trick N (0: the last turned)
    Answer answer = Answer::None;
    int8_t side = -1;     // deals with NS|EW (the pack that side collected); scores NS|EW
    bool has_option = false;
    Option option = Option::NewDeal;
    Seat seat = NO_SEAT; // looks at SEAT: the hand looked over (docs/log-additions.md)

    bool operator==(const Event&) const = default; // every field, the place included
};
static_assert(sizeof(Event) == 32);

// The seat that must act for the verb, or none for `quits` and `cut`.
bool verb_takes_seat(Verb v);

// Reads "W plays SK" (string form); throws nothing, returns the problem text or "".
std::string parse_event_text(std::string_view text, Event& out);

// Reads the arguments of the map form, given as words ("SK", "hearts", "call-suit").
std::string parse_event_map(Event& out, const std::vector<std::string>& args);

// Writes the string form back: "W plays SK".
std::string event_text(const Event& e);

} // namespace bl
