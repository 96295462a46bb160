#include "core/spool.h"

#include "core/output_file.h"

#include <array>

namespace bl {

Spool& Spool::operator<<(std::string_view s) {
    memory_ += s;
    size_ += s.size();
    if (memory_.size() > limit_) spill();
    return *this;
}

// The memory written out to the temporary file (opened the first time).
bool Spool::spill() {
    if (failed_) return false;
    if (!file_) file_.reset(std::tmpfile());
    if (!file_) return false; // no temporary file: the text stays in memory, whole
    if (std::fwrite(memory_.data(), 1, memory_.size(), file_.get()) != memory_.size()) {
        failed_ = true;
        return false;
    }
    memory_.clear();
    return true;
}

bool Spool::each_piece(const std::function<void(std::string_view)>& take) {
    if (file_) {
        if (!spill() || std::fflush(file_.get()) != 0) return false;
        std::rewind(file_.get());
        std::array<char, 1 << 16> buf;
        for (size_t n; (n = std::fread(buf.data(), 1, buf.size(), file_.get())) > 0;)
            take(std::string_view(buf.data(), n));
        const bool read_all = !std::ferror(file_.get());
        std::fseek(file_.get(), 0, SEEK_END); // written on after, if the spool goes on
        return read_all && !failed_;
    }
    take(memory_);
    return !failed_;
}

bool Spool::copy_to(std::ostream& out) {
    // Standard output (CheckedStdout) is given a spilled spool by the system, not through this
    // process: the text of a large report is not read back and written again.
    if (auto* fd_out = dynamic_cast<CheckedFdBuf*>(out.rdbuf()); fd_out && file_) {
        if (!spill() || std::fflush(file_.get()) != 0) return false;
        if (fd_out->send_file(::fileno(file_.get()), size_)) return true;
    }
    return each_piece([&](std::string_view s) { out.write(s.data(), std::streamsize(s.size())); });
}

bool Spool::copy_to(Spool& out) {
    return each_piece([&](std::string_view s) { out << s; });
}

std::string Spool::str() {
    std::string out;
    each_piece([&](std::string_view s) { out += s; });
    return out;
}

void Spool::clear() {
    memory_.clear();
    file_.reset();
    size_ = 0;
    failed_ = false;
}

} // namespace bl
