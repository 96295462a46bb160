// Reading and writing cards, hands and PBN deal strings.
#pragma once

#include "core/types.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace bl {

std::optional<Seat> parse_seat(std::string_view s);
std::optional<Suit> parse_suit_name(std::string_view s); // "spades", "hearts", ...
std::optional<Denom> parse_denom(std::string_view s);     // a suit name or "no-trumps"
std::optional<int> parse_rank(std::string_view s);        // "A".."2", "T" or "10"

// A card in either order, "SA" or "AS", "10" for "T"; on failure, a reason.
struct CardParse {
    Card card = NO_CARD;
    std::string problem; // empty when the card was read
};
CardParse parse_card(std::string_view s);
// The card written, or NO_CARD: parse_card without the sentence, for readers' hot paths.
Card card_of(std::string_view s);

std::string card_name(Card c); // suit first: "SA", "HT"
std::string suit_name(Suit s);
std::string seat_name(Seat s);

// One hand "AKQ4.J32.T98.765". `count` counts the cards written, so a duplicate within the hand
// shows as count > cards.size().
struct HandParse {
    CardSet cards;
    int count = 0;
    CardSet repeated; // cards written more than once in the hand
    std::string problem;
};
HandParse parse_hand(std::string_view s);
std::string hand_string(CardSet hand);

// A PBN deal "N:hand hand hand hand", the hands clockwise from the first seat.
struct DealParse {
    std::array<CardSet, SEATS> hands{};
    std::array<int, SEATS> counts{};
    CardSet repeated; // cards written twice: within a hand, or in two hands
    std::string problem;
};
DealParse parse_pbn_deal(std::string_view s);
// The usual spelling alone, "N:AKQ4.J32.T98.765 ..." with one space between the hands and each
// card written once, read with no sentence made and no string (every deal of an archive passes
// here): true and the hands with their counts, or false for anything else ("10", spaces around
// the hands, any mistake), which parse_pbn_deal reads and tells what is wrong with. The hands
// may be written in part when it answers false.
bool read_usual_pbn_deal(std::string_view s, std::array<CardSet, SEATS>& hands,
                         std::array<int, SEATS>& counts);
std::string pbn_deal(const std::array<CardSet, SEATS>& hands, Seat first);

} // namespace bl
