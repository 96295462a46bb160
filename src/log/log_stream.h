// A log read a deal at a time (replay --format summary, archives): the header first, then each
// deal read on its own as it is asked for, so memory holds one deal, not the archive. Errors
// name the places of the whole file, as reading it whole would.
#pragma once

#include "core/error.h"
#include "log/game_log.h"
#include "log/log_file.h"
#include "log/log_split.h"

#include <atomic>
#include <fstream>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace bl {

// How a log's header is found. Whole: the text is read once for the header, wherever its parts
// stand (before, between or after the deals), and again for the deals. BeforeDeals: the header
// is taken from the text before the first deal, and the deals read at once, in one pass over the
// file; where a part of the header stands after the first deal, the deals stop there and
// header_incomplete() says so (run_over_log reads such a log again, the whole header first).
enum class HeaderReading { Whole, BeforeDeals };

class LogStream {
  public:
    // Opens the file and reads its header. Where the text before the first deal is not a header
    // on its own (BeforeDeals), the header is read Whole.
    static Result<std::unique_ptr<LogStream>> open(const std::string& path,
                                                   HeaderReading how = HeaderReading::Whole);

    // The log without its deals: file, format, code, players, score, cutting.
    const GameLog& header() const { return header_; }
    // Read BeforeDeals: a part of the header was met after the first deal. The deals stopped
    // there, and header() is not the whole header: the log must be read again, Whole.
    bool header_incomplete() const { return header_incomplete_; }
    // Read BeforeDeals, and the header taken from the text before a deal.
    bool header_guessed() const { return header_guessed_; }
    // The next deal into `out`: true, or false when there are no more.
    Result<bool> next(Deal& out);

    // A deal cut from the file but not yet read: taken in order (take), then read on any thread
    // (read), so that several deals are read at once (replay --jobs). next() is the two in one.
    struct Pending {
        LogPiece piece;
        int index = 0;            // 1-based
        std::optional<Deal> deal; // a log read whole gives its deals already read
    };
    // The next deal's text into `out`: true, or false when there are no more.
    bool take(Pending& out);
    // The deal `p` holds; errors name the places of the whole file. Safe on several threads at
    // once, each with its own `p`.
    std::optional<Error> read(Pending& p, Deal& out) const;
    // The log was read whole (it cannot be cut at its deals): each Pending holds its deal already
    // read, which read() moves out, so that a deal is read once only.
    bool deals_in_memory() const { return whole_.has_value(); }
    // The share of the log cut so far, 0 to 1 (for a progress line): safe to ask on any thread
    // while another takes the deals (replay --jobs).
    double share_read() const;

  private:
    explicit LogStream(std::string path) : path_(std::move(path)) {}
    std::optional<Error> read_header();
    bool guess_header();
    bool open_splitter();
    std::optional<Error> read_whole();

    std::string path_;
    LogFormat format_ = LogFormat::Yaml;
    std::ifstream in_;
    std::unique_ptr<LogSplitter> splitter_;
    GameLog header_;
    int count_ = 0;
    std::optional<LogPiece> first_deal_; // BeforeDeals: cut while the header was looked for
    bool header_guessed_ = false;        // BeforeDeals, and the header was read before a deal
    bool header_incomplete_ = false;
    Pending pending_;              // next()'s, its buffer reused
    std::optional<GameLog> whole_; // a log that cannot be cut at its deals, read whole
    double size_ = 0;              // the file's size in bytes, where it is read a piece at a time
    double bytes_taken_ = 0;       // the bytes of the pieces cut so far
    std::atomic<double> share_{0.0};
};

// `work` run over the log at `path` read a deal at a time, its header read BeforeDeals: one pass
// over the file. Where that was not the whole header, or `work` meets bad input, `undo` is called
// to forget what `work` did, and `work` runs again over the log read Whole: the same result and
// the same first error as that reading always gives, at the cost of a second run for such logs.
// Without `undo` (what `work` does cannot be forgotten), the log is read Whole from the start.
std::optional<Error> run_over_log(const std::string& path,
                                  const std::function<std::optional<Error>(LogStream&)>& work,
                                  const std::function<void()>& undo);

} // namespace bl
