// Text written now and read back later, in the memory of a few megabytes whatever its size: it
// is kept in memory up to a limit, and beyond it in an unnamed temporary file (removed by the
// system when closed). The streamed reports keep in one what must come after the deals (the
// rubbers, the score sheets), and the program its whole output until the input has been read
// without error (bad input prints nothing). Where that output goes to a file, it can go there
// as it comes instead, cut off again unless kept (write_through).
#pragma once

#include <cstdio>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>

namespace bl {

class CheckedFdBuf;

class Spool {
  public:
    explicit Spool(size_t memory_limit = size_t(4) << 20) : limit_(memory_limit) {}
    ~Spool();
    Spool(const Spool&) = delete;
    Spool& operator=(const Spool&) = delete;

    // Past the memory limit, the text goes straight to `out` (standard output, a CheckedFdBuf)
    // instead of to a temporary file, where `out` is a regular file or the null device: the
    // file is written once rather than once to a temporary file and again from it, and a large
    // report needs no room in the temporary folder. What this spool wrote is cut off the file
    // again when the spool is cleared or destroyed before copy_to(out) keeps it, so bad input
    // still leaves the file as it was (its text before, if any, stays). False, with nothing
    // changed, for anything else (a pipe, a terminal) or a spool already written to.
    bool write_through(std::ostream& out);

    Spool& operator<<(std::string_view s);
    bool empty() const { return size_ == 0; }
    size_t size() const { return size_; }
    // Everything written, in order, to `out`; false when the temporary file could not be read
    // back or written (the disk full): the text is then incomplete. A spool written through is
    // copied only to its own `out`, and its text kept there for good.
    bool copy_to(std::ostream& out);
    bool copy_to(Spool& out);
    // Everything written, as one string (for text known to be small).
    std::string str();
    // Empties the spool for new text.
    void clear();

  private:
    bool spill();
    void cut_back();
    bool each_piece(const std::function<void(std::string_view)>& take);
    size_t limit_;
    size_t size_ = 0;
    std::string memory_;
    struct Closer {
        void operator()(std::FILE* f) const { std::fclose(f); }
    };
    std::unique_ptr<std::FILE, Closer> file_;
    bool failed_ = false;
    // Written through: the stream and its buffer, where this spool's text began in the file
    // (-1: the null device, nothing to cut), and whether copy_to has kept it.
    std::ostream* through_ = nullptr;
    CheckedFdBuf* through_buf_ = nullptr;
    long long start_ = -1;
    bool kept_ = false;
};

} // namespace bl
