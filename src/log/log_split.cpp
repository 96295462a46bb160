#include "log/log_split.h"

#include "core/line_ends.h"

#include <algorithm>
#include <array>
#include <cstddef>
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

class XmlSplitter : public LogSplitter {
  public:
    XmlSplitter(std::istream& in, SplitPieces what)
        : in_(in), header_only_(what == SplitPieces::HeaderOnly) {}

    bool next(LogPiece& out) override {
        for (;;) {
            if (!have(1)) return flush(out, buf_.size());
            const size_t lt = buf_.find('<', pos_);
            pos_ = lt == std::string::npos ? buf_.size() : lt;
            if (lt == std::string::npos) continue;
            const std::optional<bool> piece = markup(out);
            if (piece && *piece) return true;
            if (!piece) return flush(out, buf_.size()); // unterminated: the XML reader will say so
        }
    }

  private:
    // Makes `n` characters from pos_ available, if the text has them. The stream's buffer
    // hands its bytes straight into ours: one copy, not two.
    bool have(size_t n) {
        while (buf_.size() - pos_ < n && !ended_) {
            constexpr size_t BLOCK = 1 << 16;
            const size_t old = buf_.size();
            buf_.resize(old + BLOCK);
            const std::streamsize got = in_.rdbuf()->sgetn(buf_.data() + old, BLOCK);
            buf_.resize(old + size_t(std::max<std::streamsize>(got, 0)));
            ended_ = got <= 0;
        }
        return buf_.size() - pos_ >= n;
    }

    bool at(const char* s) {
        return have(std::strlen(s)) && buf_.compare(pos_, std::strlen(s), s) == 0;
    }
    bool at(size_t i, std::string_view s) const { return buf_.compare(i, s.size(), s) == 0; }

    // The position just past `end`, reading on as far as needed; npos when the text ends first.
    size_t past(const char* end) {
        for (size_t from = pos_;;) {
            const size_t found = buf_.find(end, from);
            if (found != std::string::npos) return found + std::strlen(end);
            from = buf_.size() > std::strlen(end) ? buf_.size() - std::strlen(end) : 0;
            if (!have(buf_.size() - pos_ + 1)) return std::string::npos;
        }
    }

    // The first `c` at or after `from`, reading on as far as needed; npos when the text ends first.
    size_t find_reading_on(char c, size_t from) {
        for (size_t found = buf_.find(c, from);; found = buf_.find(c, from)) {
            if (found != std::string::npos) return found;
            from = buf_.size();
            if (!have(buf_.size() - pos_ + 1)) return std::string::npos;
        }
    }

    // The end of a tag: the '>' outside quoted attribute values. Outside a value each character
    // is looked up in a table; a value is passed over by a library search for its closing quote.
    size_t tag_end() {
        for (size_t i = pos_ + 1;;) {
            while (i < buf_.size() && !TAG_STOP[static_cast<unsigned char>(buf_[i])]) ++i;
            if (i >= buf_.size()) {
                if (!have(i - pos_ + 1)) return std::string::npos;
                continue;
            }
            if (buf_[i] == '>') return i + 1;
            const size_t close = find_reading_on(buf_[i], i + 1);
            if (close == std::string::npos) return std::string::npos;
            i = close + 1;
        }
    }

    // The end of a deal whose start tag ends at `from`, where the deal holds nothing but text
    // and <events> elements: the position past its "</deal>", found by a search for each '<'
    // (most of an archive's deals: a few searches a deal, not a look at every character). npos
    // for anything else, which the scan by markup() then cuts where it always did.
    size_t plain_deal_end(size_t from) {
        for (bool events = false;;) {
            const size_t lt = find_reading_on('<', from);
            if (lt == std::string::npos || !have(lt - pos_ + 9)) return std::string::npos;
            if (!events && at(lt, "</deal>")) return lt + 7;
            if (!events && at(lt, "<events>"))
                from = lt + 8;
            else if (events && at(lt, "</events>"))
                from = lt + 9;
            else
                return std::string::npos;
            events = !events;
        }
    }

    // Reads the markup at pos_ ('<'). Returns true when it completed a piece in `out`, false
    // when scanning goes on, nullopt when the text ends inside it.
    std::optional<bool> markup(LogPiece& out) {
        size_t end = std::string::npos;
        if (at("<!--"))
            end = past("-->");
        else if (at("<![CDATA["))
            end = past("]]>");
        else if (at("<?"))
            end = past("?>");
        else
            end = tag_end();
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
        if (deal) {
            // The header before the deal is a piece of its own, unless it is only spaces.
            if (has_text_before()) return flush(out, pos_);
            in_deal_ = true;
            piece_start_ = pos_;
            if (const size_t plain = empty ? std::string::npos : plain_deal_end(end);
                plain != std::string::npos)
                return cut_deal(out, plain);
        }
        if (!empty) ++depth_;
        pos_ = end;
        if (deal && empty) return cut_deal(out, end);
        return false;
    }

    bool is_deal_tag() const {
        const size_t n = pos_ + 5;
        return buf_.compare(pos_, 5, "<deal") == 0 && n < buf_.size() &&
               std::strchr(" \t\r\n/>", buf_[n]);
    }

    bool has_text_before() const { return buf_.find_first_not_of(" \t\r\n", piece_start_) < pos_; }

    // A deal ends at `end`: handed out, or passed over when only the header is wanted.
    bool cut_deal(LogPiece& out, size_t end) {
        in_deal_ = false;
        if (header_only_) {
            drop(end);
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
    // (replay --jobs cuts every deal on one thread: no allocation a deal there).
    void hand_out(LogPiece& out, bool deal, size_t end) {
        out.deal = deal;
        out.text.assign(buf_, piece_start_, end - piece_start_);
        count_lines_to(piece_start_);
        out.line = line_;
        out.column = int(ptrdiff_t(piece_start_) - line_start_) + 1;
        drop(end);
    }

    // Forgets the text before `end`: it has been handed out, or passed over. The buffer is
    // compacted only when the text forgotten is most of it, so that a deal costs no move of the
    // whole buffer; its lines are counted first.
    void drop(size_t end) {
        pos_ = end;
        piece_start_ = end;
        if (end < buf_.size() / 2) return;
        count_lines_to(end);
        buf_.erase(0, end);
        counted_ -= end;
        line_start_ -= ptrdiff_t(end); // it may now lie before the buffer
        pos_ -= end;
        piece_start_ = 0;
    }

    // The lines are counted only where a piece's place is asked for, each byte once, in long
    // runs (line_ends counts sixteen bytes at a time), not tag by tag.
    void count_lines_to(size_t offset) {
        if (offset <= counted_) return;
        const std::string_view passed(buf_.data() + counted_, offset - counted_);
        if (const size_t lines = line_ends(passed); lines > 0) {
            line_ += int(lines);
            line_start_ = ptrdiff_t(counted_ + passed.rfind('\n')) + 1;
        }
        counted_ = offset;
    }

    std::istream& in_;
    bool ended_ = false; // the stream has no more
    const bool header_only_;
    std::string buf_;
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
