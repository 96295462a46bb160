#include "report/hand_diagram.h"

#include <algorithm>

namespace bl {

namespace {

// Characters on screen: UTF-8 continuation bytes take no column.
size_t width(const std::string& s) {
    return size_t(std::count_if(
        s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string pad(const std::string& s, size_t to) {
    const size_t w = width(s);
    std::string out(s);
    out.append(to > w ? to - w : 0, ' ');
    return out;
}

// A text report draws every deal's hands: the lines are appended to, not added up from parts.
std::vector<std::string> hand_block(CardSet hand, const std::string& label) {
    std::vector<std::string> out;
    out.reserve(SUITS + 1);
    out.push_back(label);
    for (int s = 0; s < SUITS; ++s) {
        std::string& line = out.emplace_back(SUIT_SYMBOLS[s]);
        line += ' ';
        line += holding_text(hand, Suit(s));
    }
    return out;
}

} // namespace

std::string rank_label(int rank) { return rank == TEN ? "10" : std::string(1, RANK_CHARS[rank]); }

std::string holding_text(CardSet hand, Suit s) {
    std::string out;
    for (int r = RANKS - 1; r >= 0; --r) {
        if (!hand.has(make_card(s, r))) continue;
        if (!out.empty()) out += ' ';
        if (r == TEN)
            out += "10";
        else
            out += RANK_CHARS[r];
    }
    return out.empty() ? "-" : out;
}

std::string card_label(Card c) {
    return c < CARDS ? std::string(SUIT_SYMBOLS[suit_of(c)]) + rank_label(rank_of(c)) : "?";
}

std::vector<std::string> diagram_lines(const std::array<CardSet, SEATS>& hands,
                                       const std::array<std::string, SEATS>& labels) {
    std::array<std::vector<std::string>, SEATS> blocks;
    size_t column = 0; // one column for West, one for North and South, one for East
    for (int s = 0; s < SEATS; ++s) {
        blocks[s] = hand_block(hands[s], labels[s]);
        for (const std::string& line : blocks[s]) column = std::max(column, width(line) + 3);
    }
    std::vector<std::string> out;
    for (const std::string& line : blocks[N]) out.push_back(std::string(column, ' ') + line);
    for (size_t i = 0; i < blocks[W].size(); ++i)
        out.push_back(pad(blocks[W][i], 2 * column) + blocks[E][i]);
    for (const std::string& line : blocks[S]) out.push_back(std::string(column, ' ') + line);
    return out;
}

std::vector<std::string> diagram_lines(const std::array<CardSet, SEATS>& hands,
                                       const std::array<std::string, SEATS>& labels, size_t fit) {
    std::vector<std::string> out = diagram_lines(hands, labels);
    size_t widest = 0;
    for (const std::string& line : out) widest = std::max(widest, width(line));
    if (widest <= fit) return out;
    out.clear();
    for (Seat s : {N, W, E, S}) {
        if (!out.empty()) out.push_back("");
        for (const std::string& line : hand_block(hands[s], labels[s])) out.push_back(line);
    }
    return out;
}

} // namespace bl
