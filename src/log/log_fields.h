// The fields of a game log read from their written form, shared by the YAML and the XML log
// readers so that both say the same sentence about the same mistake. Each function returns
// the problem, or "" when the field was read; the readers add the file, line and column.
#pragma once

#include "log/game_log.h"

#include <string>
#include <string_view>

namespace bl {

constexpr const char* LOG_FORMAT = "bridgelaws/1";

// The hints that follow "missing key/attribute \"x\": " in both readers.
constexpr const char* DEALER_HINT = "each deal names its dealer (N, E, S or W)";
constexpr const char* HANDS_HINT =
    "each deal gives the four hands, e.g. \"N:AKQ4.J32.T98.765 ...\"";

std::string read_seat_field(const std::string& text, Seat& out);
std::string read_side_field(const std::string& text, Side& out);
std::string check_games(int games);
// A whole number, the whole text ("below", "above", "games" name it in the sentence).
std::string read_count_field(const std::string& text, const char* what, int& out);

// The hands as one PBN deal string, or one seat's hand.
std::string read_deal_hands(std::string_view pbn, Deal& d);
std::string read_seat_hand(Seat s, const std::string& text, Deal& d);
std::string read_turn_up(const std::string& text, Deal& d);
std::string read_cut_card(const std::string& text, Card& out);
// The cards a player showed in cutting: one ("HQ"), or several when he exposed more than one
// ("HQ H3", docs/log-additions.md). `out.card` is the first written.
std::string read_cut_cards(const std::string& text, Cut& out);

// "deal 2, event 14" or "deal 2, during-deal event 0": where an event stands, for messages.
std::string event_place(int deal, const std::string& list, size_t index);
// Reads an event in the string form; the problem names the place and the text as written.
std::string read_event_string(const std::string& text, const std::string& place, Event& out);

} // namespace bl
