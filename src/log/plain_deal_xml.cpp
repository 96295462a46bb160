#include "log/plain_deal_xml.h"

#include "core/card.h"
#include "core/line_ends.h"
#include "log/event_lines.h"
#include "log/hands_from_play.h"
#include "log/log_fields.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <tuple>
#include <utility>

namespace bl {

namespace {

// A deal's attributes, as the XML reader reads them (log_xml.cpp: read_deal).
constexpr std::array<std::string_view, 6> ATTRIBUTES = {"dealer", "board", "event",
                                                        "date",   "hands", "turn-up"};
enum Attribute : size_t { DEALER, BOARD, EVENT, DATE, HANDS, TURN_UP };

// The spaces of XML as the reader takes them between attributes (\r aside: the XML reader
// would turn it into a line end), and the bytes that end an attribute's name: those and '='.
// Tables: a deal's tag is read a byte at a time.
constexpr std::array<bool, 256> XML_SPACE = [] {
    std::array<bool, 256> t{};
    t[' '] = t['\t'] = t['\n'] = true;
    return t;
}();
constexpr std::array<bool, 256> ENDS_NAME = [] {
    std::array<bool, 256> t = XML_SPACE;
    t['='] = true;
    return t;
}();

bool xml_space(char c) { return XML_SPACE[static_cast<unsigned char>(c)]; }

// The bytes an attribute value may hold as it stands: not markup, an escape, or a character the
// XML reader would stop at (a zero byte) or turn into a space (a tab or a line end, \r included).
constexpr std::array<bool, 256> PLAIN_IN_VALUE = [] {
    std::array<bool, 256> t{};
    t.fill(true);
    for (const char c : {'<', '&', '\0', '\t', '\n', '\r'})
        t[static_cast<unsigned char>(c)] = false;
    return t;
}();

bool plain_value(std::string_view v) {
    for (const char c : v)
        if (!PLAIN_IN_VALUE[static_cast<unsigned char>(c)]) return false;
    return true;
}

// Whether the words of an event line (its spaces and tabs trimmed) are as the XML reader reads
// them: no markup (the text of <events> ends at its first '<': the plain reader, which takes the
// text to the deal's last "</events>", finds any other '<' here), no escape, no zero byte (at
// which it would stop), no \r (which it would turn into a line end). A usual play line ("W plays
// SK\n", taken whole) holds none of these, and the words of a line kept by its text (KnownLines)
// were plain: every byte of the text but spaces and line ends is looked at here or in a play.
bool plain_words(std::string_view words) {
    for (const char c : words)
        if (c == '<' || c == '&' || c == '\0' || c == '\r') return false;
    return true;
}

// The lines other than a play repeat from deal to deal ("S declares hearts", "W asks to lead"):
// each is read by the general reader once and kept by its text, with the event it gave, in a
// small table of each thread's (the deals of one archive are read on several threads at once).
// The event is a function of the text alone; its place is set for each line.
class KnownLines {
  public:
    // The event the words gave when they were kept, appended with the place given; false
    // when they are not kept.
    bool append(std::string_view words, int line, int column, std::vector<Event>& out) {
        if (words.size() > MAX_TEXT) return false;
        const Known& k = table_[slot(words)];
        if (k.size != words.size() || !same_text(k.text, words)) return false;
        append_event(out, k.event);
        out.back().line = line;
        out.back().column = column;
        return true;
    }

    void keep(std::string_view words, const Event& e) {
        if (words.size() > MAX_TEXT) return;
        Known& k = table_[slot(words)];
        k.size = uint8_t(words.size());
        std::memcpy(k.text, words.data(), words.size());
        k.event = e;
    }

  private:
    static constexpr size_t MAX_TEXT = 31, SLOTS = 256;

    // Whether the `words.size()` bytes at `kept` are the words: from eight bytes on, by two
    // words that may overlap (to sixteen) or a library comparison, not a call for every line.
    static bool same_text(const char* kept, std::string_view words) {
        const size_t n = words.size();
        if (n < 8 || n > 16) return std::memcmp(kept, words.data(), n) == 0;
        uint64_t a = 0, b = 0, c = 0, d = 0;
        std::memcpy(&a, kept, 8);
        std::memcpy(&b, words.data(), 8);
        std::memcpy(&c, kept + n - 8, 8);
        std::memcpy(&d, words.data() + n - 8, 8);
        return a == b && c == d;
    }
    struct Known {
        char text[MAX_TEXT];
        uint8_t size = 0xFF;
        Event event;
    };

    // The slot of a text by its first and last eight bytes and its length (a byte at a time
    // below eight): a few steps, not one a byte. Two texts in one slot only cost a reading.
    static size_t slot(std::string_view words) {
        uint64_t head = 0, tail = 0;
        if (words.size() >= 8) {
            std::memcpy(&head, words.data(), 8);
            std::memcpy(&tail, words.data() + words.size() - 8, 8);
        } else {
            for (const char c : words) head = head << 8 | static_cast<unsigned char>(c);
        }
        uint64_t h = head + tail * 31 + words.size(); // mixed as splitmix64 mixes
        h = (h ^ (h >> 29)) * 0xBF58476D1CE4E5B9ull;
        return size_t((h ^ (h >> 32)) >> 56) % SLOTS;
    }

    std::array<Known, SLOTS> table_{};
};

thread_local KnownLines known_lines;

// `d` emptied for another deal to be read into it, the room of its lists kept: an archive's
// deals are read one after the other into the same Deal, with no allocation a deal.
void clear_keeping_room(Deal& d) {
    d.dealer = NO_SEAT;
    d.hands = {};
    d.counts = {};
    d.turn_up = NO_CARD;
    d.during_deal.clear();
    d.events.clear();
    d.line = 0;
    d.written_twice = CardSet{};
    d.hands_line = d.hands_column = 0;
    d.board.clear();
    d.event.clear();
    d.date.clear();
    if (!d.notes.empty()) d.notes = DealNotes{};
}

class PlainDeal {
  public:
    PlainDeal(std::string_view t, Deal& d, int first_line, int first_column)
        : t_(t), d_(d), first_line_(first_line), first_column_(first_column) {}

    bool read() {
        if (!usual_opening() && !literal("<deal")) return false;
        clear_keeping_room(d_);
        d_.line = first_line_;
        const std::optional<bool> open = attributes();
        if (!open || !fields()) return false;
        if (*open && !body()) return false;
        if (i_ != t_.size()) return false;
        return has_[HANDS] || hands_from_play(d_).empty();
    }

  private:
    bool literal(std::string_view s) {
        if (t_.substr(i_, s.size()) != s) return false;
        i_ += s.size();
        return true;
    }

    bool space() {
        const size_t from = i_;
        while (i_ < t_.size() && xml_space(t_[i_])) ++i_;
        return i_ > from;
    }

    // The opening the writer gives a deal, `<deal dealer="S" hands="...`: its two attributes
    // taken as they stand (most of an archive's deals), the rest of the tag read as any other.
    // The dealer is looked at by fields(), the hands by their reading.
    bool usual_opening() {
        constexpr std::string_view DEALER_IS = "<deal dealer=\"", HANDS_ARE = "\" hands=\"";
        constexpr size_t SEAT_AT = DEALER_IS.size(), HANDS_AT = SEAT_AT + 1 + HANDS_ARE.size();
        if (t_.size() <= HANDS_AT || t_.substr(0, SEAT_AT) != DEALER_IS ||
            t_.substr(SEAT_AT + 1, HANDS_ARE.size()) != HANDS_ARE)
            return false;
        const size_t close = t_.find('"', HANDS_AT);
        if (close == std::string_view::npos) return false;
        value_[DEALER] = t_.substr(SEAT_AT, 1);
        value_[HANDS] = t_.substr(HANDS_AT, close - HANDS_AT);
        has_[DEALER] = has_[HANDS] = true;
        i_ = close + 1;
        return true;
    }

    // The attributes up to the tag's end: true when the element goes on (">"), false when it
    // closes itself ("/>"), nothing when they are not plain.
    std::optional<bool> attributes() {
        for (;;) {
            const bool spaced = space();
            if (literal(">")) return true;
            if (literal("/>")) return false;
            if (!spaced || !attribute()) return std::nullopt;
        }
    }

    // name="value" (or 'value'): one of the deal's, given once, its value plain.
    bool attribute() {
        const size_t name_start = i_;
        while (i_ < t_.size() && !ENDS_NAME[static_cast<unsigned char>(t_[i_])]) ++i_;
        const std::string_view name = t_.substr(name_start, i_ - name_start);
        size_t k = 0;
        while (k < ATTRIBUTES.size() && !same_name(ATTRIBUTES[k], name)) ++k;
        if (k == ATTRIBUTES.size() || has_[k]) return false;
        space();
        if (!literal("=")) return false;
        space();
        if (i_ >= t_.size() || (t_[i_] != '"' && t_[i_] != '\'')) return false;
        const size_t start = i_ + 1, close = t_.find(t_[i_], start);
        if (close == std::string_view::npos) return false;
        value_[k] = t_.substr(start, close - start);
        // The hands are not looked at here: they are read only where every byte is one of
        // their spelling (read_deal_hands), which holds none of the bytes that are not plain.
        if (k != HANDS && !plain_value(value_[k])) return false;
        has_[k] = true;
        i_ = close + 1;
        return true;
    }

    // The first byte and the length tell the names apart but for two: a library comparison
    // only where they agree.
    static bool same_name(std::string_view a, std::string_view b) {
        return a.size() == b.size() && a[0] == b[0] && a == b;
    }

    bool fields() {
        const std::optional<Seat> dealer = has_[DEALER] ? parse_seat(value_[DEALER]) : std::nullopt;
        if (!dealer) return false;
        d_.dealer = *dealer;
        // Most deals have none of these: the strings, emptied, are then left alone.
        if (has_[BOARD]) d_.board.assign(value_[BOARD]);
        if (has_[EVENT]) d_.event.assign(value_[EVENT]);
        if (has_[DATE]) d_.date.assign(value_[DATE]);
        if (has_[HANDS]) {
            std::tie(d_.hands_line, d_.hands_column) =
                place(size_t(value_[HANDS].data() - t_.data()));
            if (!read_deal_hands(value_[HANDS], d_).empty()) return false;
        }
        return !has_[TURN_UP] || read_turn_up(std::string(value_[TURN_UP]), d_).empty();
    }

    // Spaces, at most one <events> of plain text, spaces, and the deal's end.
    bool body() {
        space();
        if (literal("<events>")) {
            const size_t start = i_, close = events_close();
            if (close == std::string_view::npos || close < start) return false;
            const std::string_view text = t_.substr(start, close - start);
            i_ = close + EVENTS_CLOSE.size();
            const auto [line, column] = place(start);
            if (!read_event_lines(
                    text, line, column, d_.events,
                    [&](std::string_view words, int l, int c) { return general(words, l, c); }))
                return false;
            space();
        }
        return literal("</deal>");
    }

    // Where the "</events>" stands that the deal's end follows ("</events>", spaces, "</deal>",
    // the text's end), or npos. Found from the text's end, not by a search through the events
    // for their first '<': their lines look at every byte but spaces, and refuse a '<'.
    static constexpr std::string_view EVENTS_CLOSE = "</events>", DEAL_CLOSE = "</deal>";
    size_t events_close() const {
        if (!t_.ends_with(DEAL_CLOSE)) return std::string_view::npos;
        size_t end = t_.size() - DEAL_CLOSE.size();
        while (end > 0 && xml_space(t_[end - 1])) --end;
        if (end < EVENTS_CLOSE.size() ||
            t_.substr(end - EVENTS_CLOSE.size(), EVENTS_CLOSE.size()) != EVENTS_CLOSE)
            return std::string_view::npos;
        return end - EVENTS_CLOSE.size();
    }

    bool general(std::string_view words, int line, int column) {
        if (known_lines.append(words, line, column, d_.events)) return true;
        // A line kept was plain: only one not yet kept is looked at.
        Event e;
        e.line = line;
        e.column = column;
        if (!plain_words(words) || !parse_event_text(words, e).empty()) return false;
        known_lines.keep(words, e);
        append_event(d_.events, e);
        return true;
    }

    // The place in the file of the text's byte at `offset`, as the XML reader counts it (a
    // column a character, not a byte of one), the text standing at first_line_ and
    // first_column_: the places are the file's as they are read, with no second pass over the
    // events. Asked in order: the lines are counted on from the last offset asked.
    // The few line ends of a deal's start tag are found by a library search each, not counted
    // a byte at a time, and each is searched for once: the line end found past one offset is
    // kept for the next.
    std::pair<int, int> place(size_t offset) {
        for (; line_end_ < offset; line_end_ = t_.find('\n', line_end_ + 1)) {
            ++line_;
            line_start_ = line_end_ + 1;
        }
        const int column = column_after(t_.substr(line_start_, offset - line_start_));
        if (line_ == 1) return {first_line_, column + first_column_ - 1};
        return {line_ + first_line_ - 1, column};
    }

    std::string_view t_;
    Deal& d_;
    const int first_line_, first_column_;
    size_t i_ = 0;
    std::array<bool, ATTRIBUTES.size()> has_{};
    std::array<std::string_view, ATTRIBUTES.size()> value_{};
    int line_ = 1;                    // the line of the last offset place() was asked, in the text
    size_t line_start_ = 0;           // that line's start
    size_t line_end_ = t_.find('\n'); // the first line end place() has not counted, or npos
};

} // namespace

bool read_plain_deal_xml(std::string_view text, Deal& out, int first_line, int first_column) {
    return PlainDeal(text, out, first_line, first_column).read();
}

std::optional<Deal> read_plain_deal_xml(std::string_view text) {
    Deal d;
    if (!read_plain_deal_xml(text, d)) return std::nullopt;
    return d;
}

} // namespace bl
