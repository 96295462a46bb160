#include "log/plain_deal_xml.h"

#include "core/line_ends.h"
#include "log/event_lines.h"
#include "log/hands_from_play.h"
#include "log/log_fields.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>

namespace bl {

namespace {

// A deal's attributes, as the XML reader reads them (log_xml.cpp: read_deal).
constexpr std::array<std::string_view, 6> ATTRIBUTES = {"dealer", "board", "event",
                                                        "date",   "hands", "turn-up"};

bool xml_space(char c) { return c == ' ' || c == '\t' || c == '\n'; }

// The bytes an attribute value may hold as it stands: not markup, an escape, or a character the
// XML reader would stop at (a zero byte) or turn into a space (a tab or a line end, \r included).
constexpr std::array<bool, 256> PLAIN_IN_VALUE = [] {
    std::array<bool, 256> t{};
    t.fill(true);
    for (const char c : {'<', '&', '\0', '\t', '\n', '\r'})
        t[static_cast<unsigned char>(c)] = false;
    return t;
}();

// Whether an element's text holds only what the XML reader takes as it stands: no markup,
// escape, \r (which it would turn into a line end) or zero byte (at which it would stop). A
// library search for each: the text is most of a deal, and each search reads it many bytes a step.
bool plain_text(std::string_view text) {
    for (const char c : {'<', '&', '\r', '\0'})
        if (text.find(c) != std::string_view::npos) return false;
    return true;
}

// The lines other than a play repeat from deal to deal ("S declares hearts", "W asks to lead"):
// each is read by the general reader once and kept by its text, with the event it gave, in a
// small table of each thread's (the deals of one archive are read on several threads at once).
// The event is a function of the text alone; its place is set for each line.
class KnownLines {
  public:
    bool read(std::string_view words, Event& e) {
        if (words.size() > MAX_TEXT) return false;
        const Known& k = table_[slot(words)];
        if (k.size != words.size() || std::memcmp(k.text, words.data(), words.size()) != 0)
            return false;
        const int line = e.line, column = e.column;
        e = k.event;
        e.line = line;
        e.column = column;
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
    struct Known {
        char text[MAX_TEXT];
        uint8_t size = 0xFF;
        Event event;
    };

    static size_t slot(std::string_view words) {
        uint32_t h = 2166136261u; // FNV-1a
        for (const char c : words) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
        return h % SLOTS;
    }

    std::array<Known, SLOTS> table_{};
};

thread_local KnownLines known_lines;

class PlainDeal {
  public:
    explicit PlainDeal(std::string_view t) : t_(t) {}

    std::optional<Deal> read() {
        if (!literal("<deal")) return std::nullopt;
        d_.line = 1;
        const std::optional<bool> open = attributes();
        if (!open || !fields()) return std::nullopt;
        if (*open && !body()) return std::nullopt;
        if (i_ != t_.size()) return std::nullopt;
        if (!has_[4] && !hands_from_play(d_).empty()) return std::nullopt;
        return std::move(d_);
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
        while (i_ < t_.size() && t_[i_] != '=' && !xml_space(t_[i_])) ++i_;
        const std::string_view name = t_.substr(name_start, i_ - name_start);
        size_t k = 0;
        while (k < ATTRIBUTES.size() && ATTRIBUTES[k] != name) ++k;
        if (k == ATTRIBUTES.size() || has_[k]) return false;
        space();
        if (!literal("=")) return false;
        space();
        if (i_ >= t_.size() || (t_[i_] != '"' && t_[i_] != '\'')) return false;
        const char quote = t_[i_++];
        const size_t start = i_;
        while (i_ < t_.size() && t_[i_] != quote)
            if (!PLAIN_IN_VALUE[static_cast<unsigned char>(t_[i_++])]) return false;
        if (i_ >= t_.size()) return false;
        has_[k] = true;
        value_[k] = {start, i_ - start};
        ++i_;
        return true;
    }

    std::string value(size_t k) const {
        return std::string(t_.substr(value_[k].first, value_[k].second));
    }

    bool fields() {
        if (!has_[0] || !read_seat_field(value(0), d_.dealer).empty()) return false;
        d_.board = value(1);
        d_.event = value(2);
        d_.date = value(3);
        if (has_[4]) {
            std::tie(d_.hands_line, d_.hands_column) = place(value_[4].first);
            if (!read_deal_hands(value(4), d_).empty()) return false;
        }
        return !has_[5] || read_turn_up(value(5), d_).empty();
    }

    // Spaces, at most one <events> of plain text, spaces, and the deal's end.
    bool body() {
        space();
        if (literal("<events>")) {
            const size_t start = i_;
            i_ = std::min(t_.find('<', start), t_.size());
            const std::string_view text = t_.substr(start, i_ - start);
            if (!plain_text(text) || !literal("</events>")) return false;
            const auto [line, column] = place(start);
            if (!read_event_lines(
                    text, line, column, d_.events,
                    [&](std::string_view words, int l, int c) { return general(words, l, c); }))
                return false;
            space();
        }
        return literal("</deal>");
    }

    bool general(std::string_view words, int line, int column) {
        Event e;
        e.line = line;
        e.column = column;
        if (!known_lines.read(words, e)) {
            if (!parse_event_text(words, e).empty()) return false;
            known_lines.keep(words, e);
        }
        d_.events.push_back(e);
        return true;
    }

    // The line and column of the text's byte at `offset`, as the XML reader counts them: a
    // column a character, not a byte of one.
    std::pair<int, int> place(size_t offset) const {
        const std::string_view before = t_.substr(0, offset);
        const size_t line_start = before.rfind('\n') + 1; // 0 on the first line
        return {1 + int(line_ends(before)), column_after(before.substr(line_start))};
    }

    std::string_view t_;
    size_t i_ = 0;
    std::array<bool, ATTRIBUTES.size()> has_{};
    std::array<std::pair<size_t, size_t>, ATTRIBUTES.size()> value_{};
    Deal d_;
};

} // namespace

std::optional<Deal> read_plain_deal_xml(std::string_view text) { return PlainDeal(text).read(); }

} // namespace bl
