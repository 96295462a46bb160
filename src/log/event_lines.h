// The text of an <events> element: one event a line, blank lines skipped, each line's place
// counted within the text. Shared by the XML log reader and the plain deal reader
// (plain_deal_xml.h), so that both place and read every line alike.
#pragma once

#include "log/event.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

namespace bl {

namespace event_lines_detail {

// Each character's place in `chars` ("NESW", "SHDC", "23456789TJQKA"), else -1: the seat,
// suit and rank of the usual play line as the writer spells it, one look-up each.
template <size_t Size> constexpr std::array<int8_t, 256> places_in(const char (&chars)[Size]) {
    std::array<int8_t, 256> t{};
    t.fill(-1);
    for (size_t i = 0; i + 1 < Size; ++i) t[static_cast<unsigned char>(chars[i])] = int8_t(i);
    return t;
}
// The three in one object: one address for the three look-ups of a line, not three.
struct PlayChars {
    std::array<int8_t, 256> seat, suit, rank;
};
inline constexpr PlayChars PLAY_CHARS{places_in(SEAT_CHARS), places_in(SUIT_CHARS),
                                      places_in(RANK_CHARS)};

// " plays " in the bytes 1 to 7 of a line, compared as one eight-byte word (the first byte, the
// seat, masked off): a library comparison per line cost more than the rest of its reading.
inline bool says_plays(std::string_view t) {
    static constexpr unsigned char pattern[8] = {0, ' ', 'p', 'l', 'a', 'y', 's', ' '};
    static constexpr unsigned char compared[8] = {0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    uint64_t word = 0, want = 0, mask = 0;
    std::memcpy(&word, t.data(), 8);
    std::memcpy(&want, pattern, 8);
    std::memcpy(&mask, compared, 8);
    return ((word ^ want) & mask) == 0;
}

} // namespace event_lines_detail

// "W plays SK" as the writer spells it (seat, suit letter and rank in capitals), read into `e`
// (its place left as it was) without the general reader; false for anything else, which the
// general reader reads (and reads the same way: event.cpp). Inline: it is called for nearly
// every line of an archive.
inline bool read_plain_play(std::string_view t, Event& e) {
    using namespace event_lines_detail;
    if (t.size() != 10 || !says_plays(t)) return false;
    const int seat = PLAY_CHARS.seat[static_cast<unsigned char>(t[0])];
    const int suit = PLAY_CHARS.suit[static_cast<unsigned char>(t[8])];
    const int rank = PLAY_CHARS.rank[static_cast<unsigned char>(t[9])];
    if ((seat | suit | rank) < 0) return false;
    const Card c = make_card(Suit(suit), rank);
    e.by = Seat(seat);
    e.verb = Verb::Plays;
    e.card = c;
    e.cards = CardSet::of(c);
    return true;
}

// `e` appended to `out`, the append inlined (flatten): in a large reader the compiler left the
// list's append a call, which cost as much as reading the line.
[[gnu::flatten]] inline void append_event(std::vector<Event>& out, const Event& e) {
    out.push_back(e);
}

// The same, appended to `out` with its place.
inline bool append_plain_play(std::string_view t, int line, int column, std::vector<Event>& out) {
    Event e;
    if (!read_plain_play(t, e)) return false;
    e.line = line;
    e.column = column;
    append_event(out, e);
    return true;
}

namespace event_lines_detail {

// The run of usual lines that begins at `start` ("W plays SK" and its line end, taken whole),
// appended: the position after them, `line` counted on. Each event is made in a local and
// copied in whole: made in the list, each byte stored to it would oblige the compiler to read
// the list's end again (a byte may alias anything). A function of its own, its calls inlined
// (flatten): inlined in a large reader, or left to the compiler's choice, the list's append was
// not, and its call cost as much as the rest of the line.
[[gnu::noinline, gnu::flatten]] inline size_t
append_plain_plays(const char* p, size_t start, size_t size, int& line, std::vector<Event>& out) {
    if (start + 10 >= size) return start;
    const char* q = p + start;
    const char* const last = p + size - 10; // a line's end stands before the text's
    int at = line;
    for (; q < last && q[10] == '\n'; q += 11, ++at) {
        Event e;
        if (!read_plain_play({q, 10}, e)) break;
        e.line = at;
        e.column = 1;
        out.push_back(e);
    }
    line = at;
    return size_t(q - p);
}

} // namespace event_lines_detail

// Reads the lines of `text`, whose first character stands at `line` and `column`. The usual
// play line is read on the spot; any other line that is not blank goes to
// `general(words, line, column)`, which appends its event and returns true, or returns false
// to stop (the lines are then not all read, and neither is this function's answer true).
// The usual play lines are taken whole, eleven bytes at a time; the end of any other line is
// found by a library search.
template <class General>
bool read_event_lines(std::string_view text, int line, int column, std::vector<Event>& out,
                      General&& general) {
    // An event and its line end take 11 bytes or more ("W plays SK\n").
    out.reserve(out.size() + text.size() / 11 + 1);
    const char* const p = text.data();
    const size_t size = text.size();
    for (size_t start = 0; start <= size; ++line, column = 1) {
        // The usual lines, "W plays SK" and its line end, taken whole: on a line's start (the
        // first line's may stand after the element's start tag).
        // The call only where the line has a play's length: most lines that are not a play
        // do not.
        if (column == 1 && start + 10 < size && p[start + 10] == '\n')
            start = event_lines_detail::append_plain_plays(p, start, size, line, out);
        // A line other than the usual play: its end found by a library search.
        const void* const nl = start < size ? std::memchr(p + start, '\n', size - start) : nullptr;
        const size_t end = nl ? size_t(static_cast<const char*>(nl) - p) : size;
        size_t b = start, e = end;
        // Spaces and tabs trimmed. No \r comes here from the XML reader, which turns it into a
        // line end; the plain reader refuses a line that holds one (plain_deal_xml.cpp).
        while (b < e && (p[b] == ' ' || p[b] == '\t')) ++b;
        while (e > b && (p[e - 1] == ' ' || p[e - 1] == '\t')) --e;
        if (e > b) {
            const std::string_view words(p + b, e - b);
            const int at = column + int(b - start);
            if (!append_plain_play(words, line, at, out) && !general(words, line, at)) return false;
        }
        start = end + 1;
    }
    return true;
}

} // namespace bl
