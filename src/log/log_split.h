// A log's text split at its deals, read from a stream a piece at a time: the deals one by one,
// and the rest (the header: format, code, players, score, cutting) around them. This is what
// lets an archive be replayed in the memory of one deal (log_stream.h).
#pragma once

#include "log/log_file.h"

#include <cstddef>
#include <istream>
#include <memory>
#include <string>
#include <string_view>

namespace bl {

struct LogPiece {
    bool deal = false; // a deal, or a part of the header
    std::string text;
    // Where the piece begins in the file; 0 where it is not counted: the header pieces that
    // an XML splitter hands out alone (SplitPieces::HeaderOnly), which `offset` places.
    int line = 1, column = 1;
    size_t offset = 0; // the byte at which the piece begins in the file (XML)
};

class LogSplitter {
  public:
    virtual ~LogSplitter() = default;
    // The next piece, or false at the end of the text.
    virtual bool next(LogPiece& out) = 0;
    // False when the text is in a shape the splitter cannot cut (a YAML flow list of deals):
    // the log is then read whole.
    virtual bool splittable() const { return true; }
    // The text that closes the log after its last deal where no part of the header follows the
    // deals (XML: the root's end tag; YAML: nothing): the header read before the first deal,
    // this added, reads as the whole header of such a log (LogStream, HeaderReading::BeforeDeals).
    virtual std::string_view log_end() const = 0;
    // Whether a piece that is not a deal holds nothing but that end, spaces and blank lines.
    virtual bool only_log_end(std::string_view piece) const = 0;
};

// What a splitter hands out: every piece, or the header's alone (the deals passed over: an XML
// splitter then neither copies them nor counts any line; a YAML one hands them out anyway).
enum class SplitPieces { All, HeaderOnly };

// YAML: the deals are the items of the block list under the top-level key "deals:"; in the
// header that line reads "deals: []". XML: the deals are the <deal> children of the root.
std::unique_ptr<LogSplitter> split_log(std::istream& in, LogFormat format,
                                       SplitPieces what = SplitPieces::All);

} // namespace bl
