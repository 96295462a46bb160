// The four hands laid out as the books print them: North at the top, West and East either
// side, South below; each suit on its own line behind its symbol. Shared by the text and the
// HTML reports.
#pragma once

#include "core/types.h"

#include <array>
#include <string>
#include <vector>

namespace bl {

constexpr const char* SUIT_SYMBOLS[] = {"\u2660", "\u2665", "\u2666",
                                        "\u2663"}; // spades, hearts, diamonds, clubs

// A rank as printed on the card: "A", "K", "10", "9".
std::string rank_label(int rank);
// A suit's cards from the ace down, "A K 10 4", or "-" for a void.
std::string holding_text(CardSet hand, Suit s);
// A card as "♠A", "♥10".
std::string card_label(Card c);

// The diagram as lines of text, each hand headed by its label (seat and player).
std::vector<std::string> diagram_lines(const std::array<CardSet, SEATS>& hands,
                                       const std::array<std::string, SEATS>& labels);
// The same within `width` columns: the books' layout where it fits, else the hands one under
// another (North, West, East, South), each whole.
std::vector<std::string> diagram_lines(const std::array<CardSet, SEATS>& hands,
                                       const std::array<std::string, SEATS>& labels, size_t width);

} // namespace bl
