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
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace bl {

class LogStream {
  public:
    // Opens the file and reads its header (the text is read once for it, and again for the deals).
    static Result<std::unique_ptr<LogStream>> open(const std::string& path);

    // The log without its deals: file, format, code, players, score, cutting.
    const GameLog& header() const { return header_; }
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
    // The share of the log cut so far, 0 to 1 (for a progress line): safe to ask on any thread
    // while another takes the deals (replay --jobs).
    double share_read() const;

  private:
    explicit LogStream(std::string path) : path_(std::move(path)) {}
    std::optional<Error> read_header();
    std::optional<Error> read_whole();

    std::string path_;
    LogFormat format_ = LogFormat::Yaml;
    std::ifstream in_;
    std::unique_ptr<LogSplitter> splitter_;
    GameLog header_;
    int count_ = 0;
    Pending pending_;              // next()'s, its buffer reused
    std::optional<GameLog> whole_; // a log that cannot be cut at its deals, read whole
    double size_ = 0;              // the file's size in bytes, where it is read a piece at a time
    double bytes_taken_ = 0;       // the bytes of the pieces cut so far
    std::atomic<double> share_{0.0};
};

} // namespace bl
