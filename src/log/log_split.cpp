#include "log/log_split.h"

#include "core/line_ends.h"
#include "core/lone_returns.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>

namespace bl {

namespace {

// --- YAML: a line at a time ------------------------------------------------------------------

size_t indent_of(const std::string& line) { return line.find_first_not_of(' '); }

// Blank and comment-only lines belong to whatever surrounds them.
bool significant(const std::string& line) {
    const size_t i = line.find_first_not_of(" \t\r");
    return i != std::string::npos && line[i] != '#';
}

bool is_item(const std::string& line, size_t indent) {
    return line.size() > indent && line[indent] == '-' &&
           (line.size() == indent + 1 || line[indent + 1] == ' ' || line[indent + 1] == '\r');
}

class YamlSplitter : public LogSplitter {
  public:
    explicit YamlSplitter(std::istream& in) : in_(in) {}

    bool next(LogPiece& out) override {
        out = LogPiece{};
        bool started = false;
        for (std::string line; read_line(line);) {
            const int number = line_;
            if (state_ == State::Deals && starts_piece(line) && started) {
                held_ = std::move(line); // it begins the next piece
                --line_;
                return true;
            }
            if (!started) {
                started = true;
                out.line = number;
                out.deal = state_ == State::Deals && item_indent_ && is_item(line, *item_indent_);
            }
            append(out, line);
            if (state_ == State::Header && line.rfind("deals:", 0) == 0) {
                deals_line(out, line);
                return true;
            }
        }
        return started;
    }

    bool splittable() const override { return splittable_; }

    std::string_view log_end() const override { return {}; }

    // A piece after the deals begins with a key (blank and comment lines go with the deal before).
    bool only_log_end(std::string_view piece) const override {
        return piece.find_first_not_of(" \t\r\n") == std::string_view::npos;
    }

  private:
    enum class State { Header, Deals, After };

    bool read_line(std::string& line) {
        ++line_;
        if (held_) {
            line = std::move(*held_);
            held_.reset();
            return true;
        }
        return bool(std::getline(in_, line));
    }

    void append(LogPiece& out, const std::string& line) {
        out.text += line;
        out.text += '\n';
    }

    // "deals:" with nothing after it but a comment opens the block list; the header keeps it
    // as "deals: []". Anything else (a flow list) cannot be cut here.
    void deals_line(LogPiece& out, const std::string& line) {
        const std::string rest = line.substr(6);
        if (significant(rest)) {
            splittable_ = false;
            return;
        }
        out.text.resize(out.text.size() - line.size() - 1);
        out.text += "deals: []\n";
        state_ = State::Deals;
    }

    // Whether the line begins a new piece: a deal's item, or the end of the list.
    bool starts_piece(const std::string& line) {
        if (!significant(line)) return false;
        const size_t indent = indent_of(line);
        if (!item_indent_) {
            if (line[indent] != '-') return end_of_deals();
            item_indent_ = indent;
            return true;
        }
        if (indent == *item_indent_ && is_item(line, indent)) return true;
        if (indent <= *item_indent_) return end_of_deals();
        return false;
    }

    bool end_of_deals() {
        state_ = State::After;
        return true;
    }

    std::istream& in_;
    State state_ = State::Header;
    std::optional<size_t> item_indent_;
    std::optional<std::string> held_;
    int line_ = 0;
    bool splittable_ = true;
};

// --- XML: markup found by a library search, over a buffer refilled from the stream ----------

// The characters that end a run of a tag's text outside its values: a quote or the tag's end.
constexpr std::array<bool, 256> TAG_STOP = [] {
    std::array<bool, 256> t{};
    t['"'] = t['\''] = t['>'] = true;
    return t;
}();

// A word of eight bytes with the high bit of each byte that is zero set (and maybe of a byte
// after one: the lowest flagged is exact). A byte equal to `c` is a zero byte of the word xor-ed
// with ONES * c.
constexpr uint64_t ONES = 0x0101010101010101ull, HIGHS = 0x8080808080808080ull;
constexpr uint64_t zero_bytes(uint64_t x) { return (x - ONES) & ~x & HIGHS; }

class XmlSplitter : public LogSplitter {
  public:
    XmlSplitter(std::istream& in, SplitPieces what)
        : in_(in), header_only_(what == SplitPieces::HeaderOnly) {}

    bool next(LogPiece& out) override {
        for (;;) {
            if (!have(1)) return flush(out, end_);
            const size_t lt = find_kept('<', pos_);
            pos_ = lt == std::string::npos ? end_ : lt;
            if (lt == std::string::npos) continue;
            const std::optional<bool> piece = markup(out);
            if (piece && *piece) return true;
            if (!piece) return flush(out, end_); // unterminated: the XML reader will say so
        }
    }

    std::string_view log_end() const override { return "</log>\n"; }

    bool only_log_end(std::string_view piece) const override {
        while (!piece.empty() && xml_space(piece.front())) piece.remove_prefix(1);
        while (!piece.empty() && xml_space(piece.back())) piece.remove_suffix(1);
        return piece == "</log>";
    }

  private:
    // The text read so far and kept: the buffer's first end_ bytes (the rest is room to read into).
    std::string_view text() const { return {buf_.data(), end_}; }

    // Makes `n` characters from pos_ available, if the text has them. Asked a dozen times a
    // deal: the reading kept out of line (read_on), so that the question is a comparison.
    bool have(size_t n) { return end_ - pos_ >= n || read_on(n); }

    // Reads on until `n` characters from pos_ are there, or the text ends. Before each read the
    // text before the piece under way is dropped (it was handed out or passed over), so that the
    // bytes moved are those of one piece, not half the buffer; a position held across a call
    // of have() is therefore kept as its distance from pos_, which moves with the text. The
    // buffer is filled by the stream's buffer straight, and never shrinks: it is zero-filled only
    // when it grows, not at each read.
    [[gnu::noinline]] bool read_on(size_t n) {
        while (end_ - pos_ < n && !ended_) {
            drop_before(piece_start_);
            constexpr size_t BLOCK = 1 << 16;
            if (buf_.size() - end_ < BLOCK) buf_.resize(std::max(2 * buf_.size(), end_ + BLOCK));
            const std::streamsize got =
                in_.rdbuf()->sgetn(buf_.data() + end_, std::streamsize(buf_.size() - end_));
            const size_t from = end_;
            end_ += size_t(std::max<std::streamsize>(got, 0));
            ended_ = got <= 0;
            settle_returns(from);
        }
        return end_ - pos_ >= n;
    }

    // The returns of the bytes read from `from` on made line feeds where no line feed follows
    // (core/lone_returns.h). Every read is searched, not the first alone: a log pasted together
    // from two machines' files changes its line ends part-way, and one searched once, its first
    // 64 kB of line feeds, named line 42 548 for 47 516 after a change; the search is a memchr,
    // some hundredth of the reading. A return that ends a read is settled by the next (it stays
    // the buffer's last byte until then: no piece ends with it, and drop_before keeps the piece
    // under way).
    void settle_returns(size_t from) {
        assert(!return_held_ || from > 0); // the held return is never dropped (see above)
        if (return_held_ && from > 0 && held_return_alone(buf_.data() + from, end_ - from))
            buf_[from - 1] = '\n';
        return_held_ = false;
        if (from == end_) return;
        lone_returns_to_newlines(buf_.data() + from, end_ - from);
        return_held_ = buf_[end_ - 1] == '\r';
    }

    // Forgets the text before `offset`, its lines counted first where pieces are placed.
    void drop_before(size_t offset) {
        if (offset == 0) return;
        count_lines_to(offset);
        std::memmove(buf_.data(), buf_.data() + offset, end_ - offset);
        end_ -= offset;
        pos_ -= offset;
        piece_start_ -= offset;
        counted_ -= offset;
        line_start_ -= ptrdiff_t(offset); // it may now lie before the buffer
        dropped_ += offset;
    }

    bool at(const char* s) {
        return have(std::strlen(s)) && text().compare(pos_, std::strlen(s), s) == 0;
    }
    bool at(size_t i, std::string_view s) const { return text().substr(i, s.size()) == s; }

    // The position just past `end`, reading on as far as needed; npos when the text ends first.
    size_t past(const char* end) {
        const size_t size = std::strlen(end);
        for (size_t from = pos_;;) {
            const size_t found = text().find(end, from);
            if (found != std::string::npos) return found + size;
            // Searched on from where an `end` cut by the text's end would begin.
            const size_t resume = std::max(end_ > size ? end_ - size : 0, pos_) - pos_;
            if (!have(end_ - pos_ + 1)) return std::string::npos;
            from = pos_ + resume;
        }
    }

    // The first `c` at or after `from` in the text kept, or npos. The next eight bytes are looked
    // at first, at once (between a deal's tags stand a line end and a few spaces: a library
    // search cost some thirty instructions where this costs eight), the rest by a library search.
    size_t find_kept(char c, size_t from) const {
        if constexpr (std::endian::native == std::endian::little) {
            if (from + 8 <= end_) {
                uint64_t w = 0;
                std::memcpy(&w, buf_.data() + from, 8);
                if (const uint64_t found = zero_bytes(w ^ (ONES * static_cast<unsigned char>(c))))
                    return from + size_t(std::countr_zero(found)) / 8;
                from += 8;
            }
        }
        return text().find(c, from);
    }

    // The first `c` at or after `from`, reading on as far as needed; npos when the text ends first.
    size_t find_reading_on(char c, size_t from) {
        for (size_t found = find_kept(c, from);; found = find_kept(c, from)) {
            if (found != std::string::npos) return found;
            const size_t searched = end_ - pos_;
            if (!have(searched + 1)) return std::string::npos;
            from = pos_ + searched;
        }
    }

    // The end of a tag: the '>' outside quoted attribute values. Outside a value the characters
    // are looked at eight at a time (tag_stop); a value is passed over by a library search for
    // its closing quote.
    size_t tag_end() {
        for (size_t i = after_usual_opening();;) {
            if (i == std::string::npos) return i;
            i = tag_stop(i);
            if (i >= end_) {
                const size_t scanned = i - pos_;
                if (!have(scanned + 1)) return std::string::npos;
                i = pos_ + scanned;
                continue;
            }
            if (buf_[i] == '>') return i + 1;
            const size_t close = find_reading_on(buf_[i], i + 1);
            if (close == std::string::npos) return std::string::npos;
            i = close + 1;
        }
    }

    // Where the scan of a tag at pos_ goes on from: past the writer's opening of a deal,
    // `<deal dealer="S" hands="...">` up to the hands' closing quote, taken on sight and the
    // hands passed over by one search (most of an archive's tags: the scan of a tag's bytes and
    // the search for each value's quote cost more than the rest of the cut); else the byte after
    // the '<'. npos when the text ends inside the hands.
    size_t after_usual_opening() {
        constexpr std::string_view DEALER_IS = "<deal dealer=\"", HANDS_ARE = "\" hands=\"";
        constexpr size_t SEAT_AT = DEALER_IS.size(), HANDS_AT = SEAT_AT + 1 + HANDS_ARE.size();
        if (!have(HANDS_AT) || !at(pos_, DEALER_IS) || buf_[pos_ + SEAT_AT] == '"' ||
            !at(pos_ + SEAT_AT + 1, HANDS_ARE))
            return pos_ + 1;
        const size_t close = find_reading_on('"', pos_ + HANDS_AT);
        return close == std::string::npos ? close : close + 1;
    }

    // The first quote or '>' at or after `i` in the text kept, or end_: eight bytes a step, each
    // compared with the three at once (a byte equal to one of them is a zero byte of the word
    // xor-ed with it), the rest one at a time by the table.
    size_t tag_stop(size_t i) const {
        if constexpr (std::endian::native == std::endian::little) {
            for (; i + 8 <= end_; i += 8) {
                uint64_t w = 0;
                std::memcpy(&w, buf_.data() + i, 8);
                const uint64_t stops = zero_bytes(w ^ (ONES * '"')) |
                                       zero_bytes(w ^ (ONES * '\'')) | zero_bytes(w ^ (ONES * '>'));
                // The lowest byte flagged is exact (a false flag only follows a true one), and
                // on a little-endian machine the lowest byte is the first in memory.
                if (stops != 0) return i + size_t(std::countr_zero(stops)) / 8;
            }
        }
        while (i < end_ && !TAG_STOP[static_cast<unsigned char>(buf_[i])]) ++i;
        return i;
    }

    // The end of a deal whose start tag ends `ahead` characters after pos_, where the deal
    // holds nothing but text and <events> elements: the position past its "</deal>", found by
    // a search for each '<' (most of an archive's deals: a few searches a deal, not a look at
    // every character). npos for anything else, which the scan by markup() then cuts where it
    // always did.
    size_t plain_deal_end(size_t ahead) {
        for (bool events = false;;) {
            const size_t lt = find_reading_on('<', pos_ + ahead);
            if (lt == std::string::npos) return std::string::npos;
            const size_t lt_ahead = lt - pos_;
            if (!have(lt_ahead + 9)) return std::string::npos;
            const size_t at_lt = pos_ + lt_ahead;
            if (!events && at(at_lt, "</deal>")) return at_lt + 7;
            if (!events && at(at_lt, "<events>"))
                ahead = lt_ahead + 8;
            else if (events && at(at_lt, "</events>"))
                ahead = lt_ahead + 9;
            else
                return std::string::npos;
            events = !events;
        }
    }

    // The end of the markup at pos_ ('<'): a comment, a CDATA section, a processing
    // instruction or a tag. npos when the text ends inside it.
    size_t markup_end() {
        if (!have(2)) return std::string::npos;
        const char second = buf_[pos_ + 1];
        if (second == '!' && at("<!--")) return past("-->");
        if (second == '!' && at("<![CDATA[")) return past("]]>");
        if (second == '?') return past("?>");
        return tag_end();
    }

    // Reads the markup at pos_ ('<'). Returns true when it completed a piece in `out`, false
    // when scanning goes on, nullopt when the text ends inside it.
    std::optional<bool> markup(LogPiece& out) {
        const size_t end = markup_end();
        if (end == std::string::npos) return std::nullopt;
        const char second = buf_[pos_ + 1];
        if (second == '!' || second == '?') {
            pos_ = end;
            return false;
        }
        if (second == '/') {
            --depth_;
            pos_ = end;
            if (in_deal_ && depth_ == 1) return cut_deal(out, end);
            return false;
        }
        const bool empty = buf_[end - 2] == '/';
        const bool deal = depth_ == 1 && !in_deal_ && is_deal_tag();
        const size_t ahead = end - pos_; // end, kept across reading on (have)
        if (deal) {
            // The header before the deal is a piece of its own, unless it is only spaces.
            if (has_text_before()) return flush(out, pos_);
            in_deal_ = true;
            piece_start_ = pos_;
            if (const size_t plain = empty ? std::string::npos : plain_deal_end(ahead);
                plain != std::string::npos)
                return cut_deal(out, plain);
        }
        if (!empty) ++depth_;
        pos_ += ahead;
        if (deal && empty) return cut_deal(out, pos_);
        return false;
    }

    bool is_deal_tag() const {
        const size_t n = pos_ + 5;
        return n < end_ && text().compare(pos_, 5, "<deal") == 0 &&
               (xml_space(buf_[n]) || buf_[n] == '/' || buf_[n] == '>');
    }

    static bool xml_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

    bool has_text_before() const {
        for (size_t i = piece_start_; i < pos_; ++i)
            if (!xml_space(buf_[i])) return true;
        return false;
    }

    // A deal ends at `end`: handed out, or passed over when only the header is wanted.
    bool cut_deal(LogPiece& out, size_t end) {
        in_deal_ = false;
        if (header_only_) {
            pass_to(end);
            return false;
        }
        hand_out(out, true, end);
        return true;
    }

    // The header text from the piece's start to `end` as a piece (false when there is none).
    bool flush(LogPiece& out, size_t end) {
        if (piece_start_ >= end) return false;
        hand_out(out, false, end);
        return true;
    }

    // The text into the piece's own string, whose room a reader that reuses its piece keeps
    // (replay --jobs reuses each slot's pieces: no allocation a deal there). When only the
    // header is wanted, its pieces are not placed (LogPiece): their lines are not counted.
    void hand_out(LogPiece& out, bool deal, size_t end) {
        out.deal = deal;
        out.text.assign(buf_.data() + piece_start_, end - piece_start_);
        out.offset = dropped_ + piece_start_;
        out.line = out.column = 0;
        if (!header_only_) {
            count_lines_to(piece_start_);
            out.line = line_;
            out.column = int(ptrdiff_t(piece_start_) - line_start_) + 1;
        }
        pass_to(end);
    }

    // The text before `end` has been handed out or passed over.
    void pass_to(size_t end) {
        pos_ = end;
        piece_start_ = end;
    }

    // The lines are counted only where a piece's place is asked for, each byte once, in long
    // runs (line_ends counts sixteen bytes at a time), not tag by tag; not at all where only
    // the header is wanted.
    void count_lines_to(size_t offset) {
        if (offset <= counted_) return;
        const std::string_view passed(buf_.data() + counted_, offset - counted_);
        if (const size_t lines = header_only_ ? 0 : line_ends(passed); lines > 0) {
            line_ += int(lines);
            line_start_ = ptrdiff_t(counted_ + passed.rfind('\n')) + 1;
        }
        counted_ = offset;
    }

    std::istream& in_;
    bool ended_ = false;       // the stream has no more
    bool return_held_ = false; // the buffer's last byte is a '\r' the next read settles
    const bool header_only_;
    std::string buf_;    // the text kept, then room to read into
    size_t end_ = 0;     // the end of the text kept
    size_t dropped_ = 0; // the bytes of the text dropped before the buffer's start
    size_t pos_ = 0, piece_start_ = 0;
    size_t counted_ = 0;       // the lines before this offset are counted in line_
    ptrdiff_t line_start_ = 0; // where the line of `counted_` begins, relative to the buffer
    int line_ = 1;
    int depth_ = 0;
    bool in_deal_ = false;
};

} // namespace

std::unique_ptr<LogSplitter> split_log(std::istream& in, LogFormat format, SplitPieces what) {
    if (format == LogFormat::Xml) return std::make_unique<XmlSplitter>(in, what);
    return std::make_unique<YamlSplitter>(in);
}

} // namespace bl
