#include "log/log_stream.h"

#include "core/line_ends.h"
#include "core/lone_returns.h"
#include "log/log_xml.h"
#include "log/plain_deal_xml.h"

#include <algorithm>
#include <filesystem>

namespace bl {

namespace {

// Where each piece of the header text came from, so that a place in the header text can be
// told as a place in the file.
struct Segment {
    // The piece's first line in the header text, and its column there: an XML piece may begin
    // within a line the piece before it began (the line of an element between the deals and
    // the line end after the last deal are one line of the header text).
    int text_line = 1, text_column = 1;
    LogPiece from; // its place in the file (text unused)

    bool holds(const Error& e) const {
        return text_line < e.line || (text_line == e.line && text_column <= e.column);
    }
};

int lines_in(const std::string& s) { return int(std::count(s.begin(), s.end(), '\n')); }

// The line and column of the file's byte at `offset`, as a splitter places a piece (a column a
// byte; a return alone ends a line, as the splitter reads it: core/lone_returns.h): asked only
// for an error in a header piece the splitter did not place (LogPiece).
void place_by_offset(const std::string& path, LogPiece& p) {
    std::ifstream in(path, std::ios::binary);
    std::string block(1 << 16, '\0');
    size_t at = 0, line_start = 0;
    bool held = false; // the block before ended with a return, which this one settles
    p.line = 1;
    while (at < p.offset &&
           in.read(block.data(), std::streamsize(std::min(block.size(), p.offset - at))).gcount() >
               0) {
        const size_t n = size_t(in.gcount());
        if (held && held_return_alone(block.data(), n)) ++p.line, line_start = at;
        lone_returns_to_newlines(block.data(), n);
        held = block[n - 1] == '\r';
        const std::string_view read(block.data(), n);
        if (const size_t lines = line_ends(read); lines > 0) {
            p.line += int(lines);
            line_start = at + read.rfind('\n') + 1;
        }
        at += n;
    }
    p.column = int(p.offset - line_start) + 1;
}

void to_file_place(int& line, int& column, int first_line, int first_column) {
    if (line <= 0) return;
    if (line == 1) column += first_column - 1;
    line += first_line - 1;
}

// A deal read from a piece: its places, counted from the piece, moved to the file's.
void to_file_places(Deal& d, const LogPiece& p) {
    int column = 0;
    to_file_place(d.line, column, p.line, p.column);
    to_file_place(d.hands_line, d.hands_column, p.line, p.column);
    for (auto* list : {&d.during_deal, &d.events})
        for (Event& e : *list) to_file_place(e.line, e.column, p.line, p.column);
}

Error at_file_place(Error e, const LogPiece& p) {
    to_file_place(e.line, e.column, p.line, p.column);
    return e;
}

// The format told by the text's beginning, the stream then put back at its start.
LogFormat sniff_format(std::istream& in) {
    std::string start(256, '\0');
    in.read(start.data(), std::streamsize(start.size()));
    start.resize(size_t(in.gcount()));
    in.clear();
    in.seekg(0);
    return sniff_log_format(start);
}

// The header's pieces joined as one text, and where each came from in the file.
struct HeaderText {
    std::string text;
    std::vector<Segment> segments;

    void add(const LogPiece& p) {
        const std::string_view last_line = std::string_view(text).substr(text.rfind('\n') + 1);
        segments.push_back({lines_in(text) + 1, column_after(last_line),
                            LogPiece{false, {}, p.line, p.column, p.offset}});
        text += p.text;
    }

    // The header read; an error placed in the file, as reading it whole places it.
    Result<GameLog> parse(const std::string& path) const {
        auto log = parse_any_log(text, path);
        if (log) return log;
        Error e = log.error();
        const auto seg = std::find_if(segments.rbegin(), segments.rend(),
                                      [&](const Segment& s) { return s.holds(e); });
        if (seg != segments.rend()) {
            if (e.line == seg->text_line) e.column -= seg->text_column - 1;
            e.line -= seg->text_line - 1;
            LogPiece from = seg->from;
            if (from.line == 0) place_by_offset(path, from);
            to_file_place(e.line, e.column, from.line, from.column);
        }
        return e;
    }
};

} // namespace

Result<std::unique_ptr<LogStream>> LogStream::open(const std::string& path, HeaderReading how) {
    std::unique_ptr<LogStream> s(new LogStream(path));
    // A pipe or standard input cannot be read twice: it is read whole, once.
    std::error_code ec;
    if (path == "-" || !std::filesystem::is_regular_file(path, ec)) {
        if (auto e = s->read_whole()) return *e;
        return s;
    }
    if (how == HeaderReading::BeforeDeals) {
        if (s->guess_header()) return s;
        s.reset(new LogStream(path));
    }
    if (auto e = s->read_header()) return *e;
    if (s->whole_) return s;
    if (!s->open_splitter()) return Error{path, 0, 0, "cannot open the file"};
    return s;
}

bool LogStream::open_splitter() {
    in_.open(path_, std::ios::binary);
    if (!in_) return false;
    format_ = sniff_format(in_);
    splitter_ = split_log(in_, format_);
    std::error_code ec;
    size_ = double(std::filesystem::file_size(path_, ec));
    return true;
}

double LogStream::share_read() const { return share_.load(std::memory_order_relaxed); }

std::optional<Error> LogStream::read_whole() {
    auto log = read_any_log(path_);
    if (!log) return log.error();
    header_ = *log;
    header_.deals.clear();
    whole_ = std::move(*log);
    return std::nullopt;
}

std::optional<Error> LogStream::read_header() {
    std::ifstream in(path_, std::ios::binary);
    if (!in) return Error{path_, 0, 0, "cannot open the file"};
    format_ = sniff_format(in);
    const auto splitter = split_log(in, format_, SplitPieces::HeaderOnly);
    HeaderText header;
    for (LogPiece p; splitter->next(p);)
        if (!p.deal) header.add(p);
    if (!splitter->splittable()) return read_whole();
    auto log = header.parse(path_);
    if (!log) return log.error();
    header_ = std::move(*log);
    return std::nullopt;
}

// The header from the text before the first deal, that deal kept for take(): false where that
// text is not a header on its own (or the log cannot be cut at its deals), to be read Whole.
bool LogStream::guess_header() {
    if (!open_splitter()) return false;
    HeaderText header;
    LogPiece p;
    bool dealt = false;
    while (!dealt && splitter_->next(p)) {
        bytes_taken_ += double(p.text.size());
        dealt = p.deal;
        if (!dealt) header.add(p);
    }
    if (!splitter_->splittable()) return false;
    if (dealt) header.text += splitter_->log_end();
    auto log = header.parse(path_);
    if (!log) return false;
    header_ = std::move(*log);
    header_guessed_ = dealt;
    if (dealt) first_deal_ = std::move(p);
    return true;
}

bool LogStream::take(Pending& out) {
    if (whole_) {
        if (size_t(count_) >= whole_->deals.size()) return false;
        out.index = ++count_;
        out.deal = std::move(whole_->deals[size_t(count_ - 1)]);
        share_.store(double(count_) / double(whole_->deals.size()), std::memory_order_relaxed);
        return true;
    }
    out.deal.reset();
    if (first_deal_) {
        out.piece = std::move(*first_deal_);
        first_deal_.reset();
        out.index = ++count_;
        return true;
    }
    while (!header_incomplete_ && splitter_->next(out.piece)) {
        // The share by the pieces' bytes: the position in the file would ask the system.
        bytes_taken_ += double(out.piece.text.size());
        if (size_ > 0) share_.store(std::min(1.0, bytes_taken_ / size_), std::memory_order_relaxed);
        if (!out.piece.deal) {
            header_incomplete_ = header_guessed_ && !splitter_->only_log_end(out.piece.text);
            continue;
        }
        out.index = ++count_;
        return true;
    }
    share_.store(1.0, std::memory_order_relaxed);
    return false;
}

std::optional<Error> LogStream::read(Pending& p, Deal& out) const {
    if (p.deal) {
        out = std::move(*p.deal);
        return std::nullopt;
    }
    // Most of an archive's deals are read in the plain form, their places the file's as read.
    if (format_ == LogFormat::Xml &&
        read_plain_deal_xml(p.piece.text, out, p.piece.line, p.piece.column))
        return std::nullopt;
    auto deal = format_ == LogFormat::Xml ? parse_deal_xml_tree(p.piece.text, path_, p.index)
                                          : parse_deal_yaml(p.piece.text, path_, p.index);
    if (!deal) return at_file_place(deal.error(), p.piece);
    out = std::move(*deal);
    to_file_places(out, p.piece);
    return std::nullopt;
}

Result<bool> LogStream::next(Deal& out) {
    if (!take(pending_)) return false;
    if (auto e = read(pending_, out)) return *e;
    return true;
}

std::optional<Error> run_over_log(const std::string& path,
                                  const std::function<std::optional<Error>(LogStream&)>& work,
                                  const std::function<void()>& undo) {
    const auto over_whole = [&]() -> std::optional<Error> {
        auto whole = LogStream::open(path);
        if (!whole) return whole.error();
        return work(**whole);
    };
    if (!undo) return over_whole(); // what `work` does cannot be undone: the header read first
    auto guessed = LogStream::open(path, HeaderReading::BeforeDeals);
    if (!guessed) return guessed.error(); // already read Whole
    auto e = work(**guessed);
    // A log whose header was not guessed (a pipe read whole, a log without deals) stands as read.
    const bool again = (*guessed)->header_incomplete() ||
                       ((*guessed)->header_guessed() && e && e->kind == Error::Kind::BadInput);
    if (!again) return e;
    guessed->reset();
    undo();
    return over_whole();
}

} // namespace bl
