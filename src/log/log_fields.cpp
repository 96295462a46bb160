#include "log/log_fields.h"
#include "log/spelling.h"

#include "core/card.h"

#include <algorithm>
#include <charconv>

namespace bl {

std::string read_seat_field(const std::string& text, Seat& out) {
    auto s = parse_seat(text);
    if (!s) return seat_problem(text);
    out = *s;
    return {};
}

std::string read_side_field(const std::string& text, Side& out) {
    if (text != "NS" && text != "EW") return "\"" + text + "\" is not a side (NS or EW)";
    out = text == "NS" ? NS : EW;
    return {};
}

std::string check_games(int games) { return games < 0 || games > 2 ? "games is 0, 1 or 2" : ""; }

std::string read_count_field(const std::string& text, const char* what, int& out) {
    const char* end = text.data() + text.size();
    const char* first = text.data() + (!text.empty() && text[0] == '+' ? 1 : 0);
    auto [p, ec] = std::from_chars(first, end, out);
    if (text.empty() || ec != std::errc{} || p != end)
        return std::string(what) + " is a whole number, not \"" + text + "\"";
    return {};
}

std::string read_deal_hands(std::string_view pbn, Deal& d) {
    // The usual spelling (nearly every deal of an archive) read into the deal straight: no
    // DealParse made, copied and dropped. It holds no card twice.
    if (read_usual_pbn_deal(pbn, d.hands, d.counts)) {
        d.written_twice = CardSet{};
        return {};
    }
    DealParse p = parse_pbn_deal(pbn);
    if (!p.problem.empty()) return "hands: " + p.problem;
    d.hands = p.hands;
    d.counts = p.counts;
    d.written_twice = p.repeated;
    return {};
}

std::string read_seat_hand(Seat s, const std::string& text, Deal& d) {
    HandParse h = parse_hand(text);
    if (!h.problem.empty()) return seat_name(s) + "'s hand: " + h.problem;
    for (const CardSet held : d.hands) d.written_twice |= held & h.cards;
    d.written_twice |= h.repeated;
    d.hands[s] = h.cards;
    d.counts[s] = h.count;
    return {};
}

std::string read_turn_up(const std::string& text, Deal& d) {
    CardParse c = parse_card(text);
    if (!c.problem.empty()) return "turn-up \"" + text + "\": " + c.problem;
    d.turn_up = c.card;
    return {};
}

std::string read_cut_card(const std::string& text, Card& out) {
    CardParse c = parse_card(text);
    if (!c.problem.empty()) return "cut card \"" + text + "\": " + c.problem;
    out = c.card;
    return {};
}

std::string read_cut_cards(const std::string& text, Cut& out) {
    size_t i = 0;
    out.card = NO_CARD;
    out.shown = CardSet{};
    while (i < text.size()) {
        const size_t j = std::min(text.find(' ', i), text.size());
        if (j > i) {
            Card c = NO_CARD;
            if (auto problem = read_cut_card(text.substr(i, j - i), c); !problem.empty())
                return problem;
            if (out.shown.has(c))
                return "cut card \"" + text + "\": " + card_name(c) + " is written twice";
            if (out.card == NO_CARD) out.card = c;
            out.shown.add(c);
        }
        i = j + 1;
    }
    if (out.card == NO_CARD) return "a cut names the card cut, e.g. HQ";
    return {};
}

std::string event_place(int deal, const std::string& list, size_t index) {
    return "deal " + std::to_string(deal) + ", " + (list == "events" ? "" : list + " ") + "event " +
           std::to_string(index);
}

std::string read_event_string(const std::string& text, const std::string& place, Event& out) {
    const std::string problem = parse_event_text(text, out);
    return problem.empty() ? problem : place + ": \"" + text + "\": " + problem;
}

} // namespace bl
