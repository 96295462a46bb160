// Text written now and read back later, in the memory of a few megabytes whatever its size: it
// is kept in memory up to a limit, and beyond it in an unnamed temporary file (removed by the
// system when closed). The streamed reports keep in one what must come after the deals (the
// rubbers, the score sheets), and the program its whole output until the input has been read
// without error (bad input prints nothing).
#pragma once

#include <cstdio>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>

namespace bl {

class Spool {
  public:
    explicit Spool(size_t memory_limit = size_t(4) << 20) : limit_(memory_limit) {}
    Spool(const Spool&) = delete;
    Spool& operator=(const Spool&) = delete;

    Spool& operator<<(std::string_view s);
    bool empty() const { return size_ == 0; }
    size_t size() const { return size_; }
    // Everything written, in order, to `out`; false when the temporary file could not be read
    // back or written (the disk full): the text is then incomplete.
    bool copy_to(std::ostream& out);
    bool copy_to(Spool& out);
    // Everything written, as one string (for text known to be small).
    std::string str();
    // Empties the spool for new text.
    void clear();

  private:
    bool spill();
    bool each_piece(const std::function<void(std::string_view)>& take);
    size_t limit_;
    size_t size_ = 0;
    std::string memory_;
    struct Closer {
        void operator()(std::FILE* f) const { std::fclose(f); }
    };
    std::unique_ptr<std::FILE, Closer> file_;
    bool failed_ = false;
};

} // namespace bl
