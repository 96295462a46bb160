#include "core/card.h"

#include <array>
#include <cctype>
#include <cstdint>
#include <cstring>

namespace bl {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::optional<Suit> parse_suit_letter(char c) {
    switch (c) {
    case 'S': case 's': return SPADES;
    case 'H': case 'h': return HEARTS;
    case 'D': case 'd': return DIAMONDS;
    case 'C': case 'c': return CLUBS;
    default: return std::nullopt;
    }
}

} // namespace

// By a table, not a switch: every deal's dealer and first hand are read so, and which seat it is
// is as random as a branch can meet (a switch cost nearly two mispredictions a deal).
constexpr auto SEAT_OF_CHAR = [] {
    std::array<Seat, 256> t{};
    t.fill(NO_SEAT);
    t[static_cast<unsigned char>('N')] = N;
    t[static_cast<unsigned char>('E')] = E;
    t[static_cast<unsigned char>('S')] = S;
    t[static_cast<unsigned char>('W')] = W;
    return t;
}();

std::optional<Seat> parse_seat(std::string_view s) {
    if (s.size() != 1) return std::nullopt;
    const Seat seat = SEAT_OF_CHAR[static_cast<unsigned char>(s[0])];
    if (seat == NO_SEAT) return std::nullopt;
    return seat;
}

std::optional<Suit> parse_suit_name(std::string_view s) {
    const std::string l = lower(s);
    for (int i = 0; i < SUITS; ++i)
        if (l == DENOM_NAMES[i]) return Suit(i);
    return std::nullopt;
}

std::optional<Denom> parse_denom(std::string_view s) {
    if (auto suit = parse_suit_name(s)) return Denom(*suit);
    const std::string l = lower(s);
    if (l == "no-trumps" || l == "no-trump" || l == "notrumps") return NO_TRUMPS;
    return std::nullopt;
}

// The rank index of each character, either case; -1 for none. A table: logs hold millions of cards.
constexpr auto RANK_OF_CHAR = [] {
    std::array<int8_t, 256> t{};
    t.fill(-1);
    for (int i = 0; i < RANKS; ++i) {
        const char c = RANK_CHARS[i];
        t[static_cast<unsigned char>(c)] = int8_t(i);
        if (c >= 'A' && c <= 'Z') t[static_cast<unsigned char>(c - 'A' + 'a')] = int8_t(i);
    }
    return t;
}();

namespace {

// The rank index, or -1: a plain int, which the hot path of the readers returns in a register.
int rank_index(std::string_view s) {
    if (s.size() == 1) return RANK_OF_CHAR[static_cast<unsigned char>(s[0])];
    return s == "10" ? TEN : -1;
}

} // namespace

std::optional<int> parse_rank(std::string_view s) {
    const int rank = rank_index(s);
    if (rank < 0) return std::nullopt;
    return rank;
}

Card card_of(std::string_view s) {
    if (s.size() < 2 || s.size() > 3) return NO_CARD;
    if (auto suit = parse_suit_letter(s[0]))
        if (const int rank = rank_index(s.substr(1)); rank >= 0) return make_card(*suit, rank);
    if (auto suit = parse_suit_letter(s.back()))
        if (const int rank = rank_index(s.substr(0, s.size() - 1)); rank >= 0) return make_card(*suit, rank);
    return NO_CARD;
}

CardParse parse_card(std::string_view s) {
    if (const Card c = card_of(s); c != NO_CARD) return {c, {}};
    if (s.size() < 2 || s.size() > 3) return {NO_CARD, "a card is a suit letter and a rank, e.g. SA or AS"};
    // Suit first ("SA", "S10") or rank first ("AS", "10S").
    if (parse_suit_letter(s[0])) {
        return {NO_CARD, std::string(s.substr(1)) + " is not a rank (A K Q J T 9 8 7 6 5 4 3 2, or 10)"};
    }
    if (parse_suit_letter(s.back()))
        return {NO_CARD, std::string(s.substr(0, s.size() - 1)) + " is not a rank (A K Q J T 9 8 7 6 5 4 3 2, or 10)"};
    return {NO_CARD, "no suit letter (S H D C) in it"};
}

std::string card_name(Card c) {
    if (c >= CARDS) return "??";
    return {SUIT_CHARS[suit_of(c)], RANK_CHARS[rank_of(c)]};
}

std::string suit_name(Suit s) { return s < SUITS ? DENOM_NAMES[s] : "none"; }
std::string seat_name(Seat s) { return s < SEATS ? std::string(1, SEAT_CHARS[s]) : "-"; }

HandParse parse_hand(std::string_view s) {
    HandParse out;
    int suit = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '.') {
            if (++suit >= SUITS) {
                out.problem = "a hand has four suits separated by three dots";
                return out;
            }
            continue;
        }
        if (c == '-') continue;
        // A rank is one character but for "10": looked up in the table, a deal's 52 cards in turn.
        int rank = RANK_OF_CHAR[static_cast<unsigned char>(c)];
        std::string_view rank_text = s.substr(i, 1);
        if (c == '1' && i + 1 < s.size() && s[i + 1] == '0') rank_text = s.substr(i++, 2), rank = TEN;
        if (rank < 0) {
            out.problem = "'" + std::string(rank_text) + "' is not a rank (A K Q J T 9 8 7 6 5 4 3 2)";
            return out;
        }
        const Card card = make_card(Suit(suit), rank);
        if (out.cards.has(card)) out.repeated.add(card);
        out.cards.add(card);
        ++out.count;
    }
    if (suit != SUITS - 1) out.problem = "a hand has four suits separated by three dots (spades.hearts.diamonds.clubs)";
    return out;
}

std::string hand_string(CardSet hand) {
    std::string out;
    for (int s = 0; s < SUITS; ++s) {
        if (s) out += '.';
        const CardSet in = hand.in_suit(Suit(s));
        if (in.empty()) out += '-';
        for (int r = RANKS - 1; r >= 0; --r)
            if (in.has(make_card(Suit(s), r))) out += RANK_CHARS[r];
    }
    return out;
}

namespace {

// Each byte of a hand, as a word: the bit of its rank in the low 16 bits (rank index i: bit i;
// either case, as RANK_OF_CHAR), and above them what the byte adds to the hand's count of dots
// and dashes: 13 for a dot between suits (the dots so counted are how far the next suit's bits
// move along), 256 for a void's dash, nothing for a card; HAND_ENDS for any other byte.
constexpr uint32_t HAND_ENDS = 0xFFFFFFFF, DOT = RANKS, DASH = 1u << 8;
constexpr auto HAND_BYTE = [] {
    std::array<uint32_t, 256> t{};
    t.fill(HAND_ENDS);
    for (size_t c = 0; c < t.size(); ++c)
        if (RANK_OF_CHAR[c] >= 0) t[c] = uint32_t(1 << RANK_OF_CHAR[c]);
    t[static_cast<unsigned char>('.')] = DOT << 16;
    t[static_cast<unsigned char>('-')] = DASH << 16;
    return t;
}();

// One hand "AKQ4.J32.T98.765" as the writer spells it, from `at` to the byte after it (a space,
// or the zero byte that ends the text: no bound is looked at a byte): a table look-up a byte,
// the suit moving the bits along at each dot. A card written twice adds no bit, which the count
// of cards (the bytes less the dots and dashes) then tells. False where the hand is not spelt
// the usual way.
// Without a branch a byte but the hand's end: whether a byte is a rank, a dot or a dash is as
// random as the suits' lengths, and a branch on it was mispredicted some twenty times a deal (a
// quarter of the mispredictions of a whole replay). The dots and dashes are counted in one sum,
// the dots' in its low byte, which is also the shift (a shift looks at its low six bits): a
// fourth dot shifts past the hand's bits, harmlessly, and fails the check of the dots after the
// loop. Twelve instructions a byte, where a count of the cards kept beside the shift took sixteen.
bool read_usual_hand(const char*& at, CardSet& cards, int& count) {
    const char* p = at;
    uint64_t hand = 0;
    unsigned marks = 0; // 13 for each dot, 256 for each dash
    for (uint32_t byte = HAND_BYTE[static_cast<unsigned char>(*p)]; byte != HAND_ENDS;
         byte = HAND_BYTE[static_cast<unsigned char>(*++p)]) {
        hand |= uint64_t(byte & 0xFFFF) << (marks & 63);
        marks += byte >> 16;
    }
    constexpr unsigned DOTS = SUITS - 1;
    const unsigned cards_written = unsigned(p - at) - DOTS - marks / DASH;
    if ((marks & 0xFF) != DOTS * DOT || unsigned(CardSet(hand).size()) != cards_written ||
        (*p != ' ' && *p != '\0'))
        return false;
    at = p;
    cards = CardSet(hand);
    count = int(cards_written);
    return true;
}

} // namespace

bool read_usual_pbn_deal(std::string_view s, std::array<CardSet, SEATS>& hands,
                         std::array<int, SEATS>& counts) {
    // The text copied with a zero byte after it, which ends the last hand: the hands are then
    // read with no bound looked at a byte. The usual deal is some 67 bytes; a longer text, or
    // one holding a zero byte, goes to the general reading.
    std::array<char, 96> text;
    if (s.size() < 2 || s.size() >= text.size() || s[1] != ':') return false;
    const std::optional<Seat> first = parse_seat(s.substr(0, 1));
    if (!first) return false;
    std::memcpy(text.data(), s.data(), s.size());
    text[s.size()] = '\0';
    const char* p = text.data() + 2;
    const char* const end = text.data() + s.size();
    CardSet held;
    Seat seat = *first;
    for (int h = 0; h < SEATS; ++h, seat = next(seat)) {
        if (h > 0 && *p++ != ' ') return false;
        if (!read_usual_hand(p, hands[seat], counts[seat]) || !(held & hands[seat]).empty())
            return false;
        held |= hands[seat];
    }
    return p == end;
}

namespace {

// Any spelling: each hand by parse_hand, the problem told in a sentence.
DealParse parse_pbn_deal_generally(std::string_view s) {
    DealParse out;
    if (s.size() < 2 || s[1] != ':' || !parse_seat(s.substr(0, 1))) {
        out.problem = "a PBN deal starts with a seat and a colon, e.g. \"N:AKQ4.J32.T98.765 ...\"";
        return out;
    }
    Seat seat = *parse_seat(s.substr(0, 1));
    std::string_view rest = s.substr(2);
    for (int i = 0; i < SEATS; ++i) {
        while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
        const size_t end = rest.find(' ');
        const std::string_view hand = rest.substr(0, end);
        if (hand.empty()) {
            out.problem = "a PBN deal has four hands; found " + std::to_string(i);
            return out;
        }
        HandParse h = parse_hand(hand);
        if (!h.problem.empty()) {
            out.problem = seat_name(seat) + "'s hand \"" + std::string(hand) + "\": " + h.problem;
            return out;
        }
        for (const CardSet held : out.hands) out.repeated |= held & h.cards;
        out.repeated |= h.repeated;
        out.hands[seat] = h.cards;
        out.counts[seat] = h.count;
        seat = next(seat);
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end);
    }
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    if (!rest.empty()) out.problem = "a PBN deal has four hands; more follow";
    return out;
}

} // namespace

DealParse parse_pbn_deal(std::string_view s) {
    if (DealParse out; read_usual_pbn_deal(s, out.hands, out.counts)) return out;
    return parse_pbn_deal_generally(s);
}

std::string pbn_deal(const std::array<CardSet, SEATS>& hands, Seat first) {
    std::string out = seat_name(first) + ":";
    Seat s = first;
    for (int i = 0; i < SEATS; ++i, s = next(s)) {
        if (i) out += ' ';
        out += hand_string(hands[s]);
    }
    return out;
}

} // namespace bl
