// The text of an <events> element: one event a line, blank lines skipped, each line's place
// counted within the text. Shared by the XML log reader and the plain deal reader
// (plain_deal_xml.h), so that both place and read every line alike.
#pragma once

#include "log/event.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <new>
#include <string_view>
#include <vector>

namespace bl {

namespace event_lines_detail {

// The first of a seat's events in USUAL_PLAYS (its place in "NESW" times the cards), by the
// seat's letter as the writer spells it; -1 for any other byte. One look-up a line.
inline constexpr auto SEAT_ROW = [] {
    std::array<int16_t, 256> t{};
    t.fill(-1);
    for (int s = 0; s < SEATS; ++s)
        t[static_cast<unsigned char>(SEAT_CHARS[s])] = int16_t(s * CARDS);
    return t;
}();

// A card's two bytes ("SK": the suit letter, then the rank) as one number, the first byte the
// low one: a single load on the machines we build for, whatever their byte order in the code.
constexpr unsigned card_word(unsigned char suit, unsigned char rank) { return suit | rank << 8; }
inline unsigned card_word_at(const char* at) {
    return card_word(static_cast<unsigned char>(at[0]), static_cast<unsigned char>(at[1]));
}

// The card each two bytes spell as the writer spells them (suit letter and rank in capitals),
// else -1: one look-up for the suit and the rank, not two look-ups and a sum. 64 KiB, of which
// the cards take a cache line each (the rank is the high byte). With the suit high, a suit's ranks
// stood in a line or two, but the byte swap cost two instructions a line, and the bench found the
// run no faster.
inline constexpr auto CARD_OF = [] {
    std::array<int8_t, 1 << 16> t{};
    t.fill(-1);
    for (int s = 0; s < SUITS; ++s)
        for (int r = 0; r < RANKS; ++r)
            t[card_word(static_cast<unsigned char>(SUIT_CHARS[s]),
                        static_cast<unsigned char>(RANK_CHARS[r]))] = int8_t(make_card(Suit(s), r));
    return t;
}();

// The event of each seat's play of each card, a seat's after another's, its place aside ("W
// plays SK": line 0, column 1): a usual line copies its event and sets its line.
inline constexpr auto USUAL_PLAYS = [] {
    std::array<Event, SEATS * CARDS> t{};
    for (int s = 0; s < SEATS; ++s)
        for (int c = 0; c < CARDS; ++c) {
            Event& e = t[size_t(s * CARDS + c)];
            e.by = Seat(s);
            e.verb = Verb::Plays;
            e.card = Card(c);
            e.cards = CardSet::of(Card(c));
            e.column = 1;
        }
    return t;
}();

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
    const int row = SEAT_ROW[static_cast<unsigned char>(t[0])];
    const int card = CARD_OF[card_word_at(t.data() + 8)];
    if ((row | card) < 0) return false;
    const Event& usual = USUAL_PLAYS[size_t(row + card)];
    e.by = usual.by;
    e.verb = Verb::Plays;
    e.card = usual.card;
    e.cards = usual.cards;
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

// Up to BATCH usual lines from `q` (not past `stop`, which a line's end stands before), made in
// the room at `into`: the position after them. The events are made on the stack and the list
// appended to once a batch, not a line at a time: the list's end and room were read and written
// back at each line (a byte stored may alias them), which cost as much as reading the line. Each
// event is the usual play's, its seat, card and line filled in.
inline const char* plain_plays_into(const char* q, const char* stop, int line, Event* into) {
    for (; q < stop && q[10] == '\n' && says_plays({q, 10}); q += 11, ++line, ++into) {
        const int row = SEAT_ROW[static_cast<unsigned char>(q[0])];
        const int card = CARD_OF[card_word_at(q + 8)];
        if ((row | card) < 0) break;
        // Copied whole from the table (two wide stores), then placed: made field by field, the
        // compiler stored each byte of the defaults on its own.
        Event* const e =
            ::new (static_cast<void*>(into)) Event(USUAL_PLAYS[unsigned(row) + unsigned(card)]);
        e->line = line;
    }
    return q;
}

// The run of usual lines that begins at `start` ("W plays SK" and its line end, taken whole),
// appended: the position after them, `line` counted on. A function of its own: inlined in a
// large reader, the compiler kept less of the loop in registers.
[[gnu::noinline]] inline size_t append_plain_plays(const char* p, size_t start, size_t size,
                                                   int& line, std::vector<Event>& out) {
    constexpr size_t BATCH = 64, LINE = 11; // a deal has 52 plays; a line is "W plays SK\n"
    if (start + 10 >= size) return start;
    const char* q = p + start;
    const char* const last = p + size - 10; // a line's end stands before the text's
    for (;;) {
        // Room, not events: a default made for each would be stored and then overwritten.
        alignas(Event) unsigned char room[BATCH * sizeof(Event)];
        Event* const batch = reinterpret_cast<Event*>(room);
        const char* const stop = last - q > ptrdiff_t(BATCH * LINE) ? q + BATCH * LINE : last;
        const char* const after = plain_plays_into(q, stop, line, batch);
        const size_t made = size_t(after - q) / LINE;
        out.insert(out.end(), batch, batch + made);
        line += int(made);
        q = after;
        if (made < BATCH) break;
    }
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
        // The call only where the line has a play's length and says " plays ": "E says yes"
        // has the one, not the other.
        if (column == 1 && start + 10 < size && p[start + 10] == '\n' &&
            event_lines_detail::says_plays({p + start, 10}))
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
