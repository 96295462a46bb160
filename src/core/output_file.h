// Output that is never lost in silence: standard output through a sink that checks every write,
// and files replaced whole or not at all. Every writer of the program goes through one of the
// two (README, "Exit statuses"; docs/bad-input.md, "Failed writes").
#pragma once

#include "core/error.h"

#include <memory>
#include <optional>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

namespace bl {

// The program's exit statuses, documented in the README.
namespace exit_status {
constexpr int ok = 0;
constexpr int findings = 1;       // a check found errors, a case failed
constexpr int bad_input = 2;      // the input could not be read: file, line, what is wrong
constexpr int internal_error = 3; // a bug, or the machine ran out of memory
constexpr int write_failed = 4;   // an output could not be written (disk full, no permission ...)
constexpr int closed_pipe = 141;  // the reader closed the pipe early (`| head`): 128 + SIGPIPE
} // namespace exit_status

// Writes `text` to `path` whole or not at all: into a temporary file in the same folder, synced
// to the disk, then renamed over the old file only once complete. On any failure the temporary
// is removed and the old file, if any, is left byte for byte as it was; the error names the file
// and the system's reason (kind WriteFailed). The new file keeps the old one's permissions. A
// path that exists and is not a regular file (/dev/stdout, /dev/full, a named pipe) is written
// in place, since it cannot be replaced.
std::optional<Error> replace_file(const std::string& path, std::string_view text);

// The same written a piece at a time (`gen -o` of any length, in the memory of a piece): the
// pieces go to the temporary file as they come, and commit() puts it in place of `path` as
// replace_file does; destroyed uncommitted (the input proved bad), the temporary is removed and
// the old file left as it was. A write that fails is kept, and commit() reports it.
class FileReplacement {
  public:
    explicit FileReplacement(std::string path);
    ~FileReplacement();
    FileReplacement(const FileReplacement&) = delete;
    FileReplacement& operator=(const FileReplacement&) = delete;
    void write(std::string_view text);
    // The buffer the pieces go through (a CheckedFdBuf, which a Spool can write through), or
    // null where the file could not be opened (commit() reports why).
    std::streambuf* buffer();
    std::optional<Error> commit();

  private:
    struct Open;
    std::string path_;
    std::unique_ptr<Open> open_;
    int err_ = 0; // the first failure: opening, or a write (the CheckedFdBuf's)
};

// The error for a failed write of `what` (a file, or "standard output"), with the system's reason.
Error write_error(const std::string& what, int errno_value, const std::string& consequence);

// A stream buffer over a file descriptor that checks every write: the first failure's errno is
// kept, and what follows is refused (the stream goes bad), since the output is lost anyway.
class CheckedFdBuf : public std::streambuf {
  public:
    explicit CheckedFdBuf(int fd);
    CheckedFdBuf(const CheckedFdBuf&) = delete;
    CheckedFdBuf& operator=(const CheckedFdBuf&) = delete;
    // 0 while every write has succeeded, else the errno of the first that failed.
    int error() const { return error_; }
    int fd() const { return fd_; }
    // The first `count` bytes of the file `from` written after what is buffered, copied by the
    // system (sendfile) without passing through this process: a large report is out in the time
    // the system takes to copy it, or none where it goes to /dev/null. False, with nothing
    // written, where the system cannot copy so to this descriptor: the caller then writes the
    // bytes itself. A failed write is kept as by any write (error()).
    bool send_file(int from, size_t count);

  protected:
    int_type overflow(int_type ch) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int sync() override;

  private:
    bool drain();
    int fd_;
    int error_ = 0;
    std::vector<char> buffer_;
};

// Standard output (std::cout) through a CheckedFdBuf for the lifetime of the object.
class CheckedStdout {
  public:
    CheckedStdout();
    ~CheckedStdout();
    CheckedStdout(const CheckedStdout&) = delete;
    CheckedStdout& operator=(const CheckedStdout&) = delete;
    // Flushes what is left; 0 when everything was written, else the errno of the first failure
    // (EPIPE: the reader closed the pipe).
    int finish();

  private:
    CheckedFdBuf buf_;
    std::streambuf* previous_;
};

} // namespace bl
