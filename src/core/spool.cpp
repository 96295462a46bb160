#include "core/spool.h"

#include "core/output_file.h"

#include <array>
#include <cassert>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace bl {

Spool& Spool::operator<<(std::string_view s) {
    memory_ += s;
    size_ += s.size();
    if (memory_.size() > limit_) spill();
    return *this;
}

namespace {

bool is_null_device(const struct stat& st) {
    struct stat null {};
    return S_ISCHR(st.st_mode) && ::stat("/dev/null", &null) == 0 && st.st_rdev == null.st_rdev;
}

} // namespace

Spool::~Spool() {
    if (through_ && !kept_) cut_back();
}

bool Spool::write_through(std::ostream& out) {
    auto* fd_out = dynamic_cast<CheckedFdBuf*>(out.rdbuf());
    if (!fd_out || size_ != 0 || through_) return false;
    out.flush(); // where the file stands is where the next byte goes
    const int fd = fd_out->fd();
    struct stat st {};
    if (::fstat(fd, &st) != 0) return false;
    long long start = -1;
    if (S_ISREG(st.st_mode)) {
        // Only at the file's end: text written over bytes of the file could not be given back.
        const int flags = ::fcntl(fd, F_GETFL);
        start = flags >= 0 && (flags & O_APPEND) ? (long long)st.st_size
                                                 : (long long)::lseek(fd, 0, SEEK_CUR);
        if (flags < 0 || start != (long long)st.st_size) return false;
    } else if (!is_null_device(st)) {
        return false;
    }
    through_ = &out;
    through_buf_ = fd_out;
    start_ = start;
    return true;
}

// The file as it was before this spool wrote to it. The stream holds none of the text: each
// spill is flushed.
void Spool::cut_back() {
    if (start_ < 0) return;
    (void)!::ftruncate(through_buf_->fd(), off_t(start_));
    ::lseek(through_buf_->fd(), off_t(start_), SEEK_SET);
}

// The memory written out to the temporary file (opened the first time), or to the output it
// is written through to.
bool Spool::spill() {
    if (through_) {
        through_->write(memory_.data(), std::streamsize(memory_.size()));
        through_->flush();
        memory_.clear();
        return bool(*through_); // a failed write is the stream's to report
    }
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
    assert(!through_ && "the text written through is in its file, not here");
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
    if (through_) {
        assert(&out == through_ && "a spool written through is copied to its own output");
        out.write(memory_.data(), std::streamsize(memory_.size()));
        memory_.clear();
        kept_ = true;
        return true; // a failed write is the stream's to report
    }
    // Standard output (CheckedStdout) is given a spilled spool by the system, not through this
    // process: the text of a large report is not read back and written again.
    if (auto* fd_out = dynamic_cast<CheckedFdBuf*>(out.rdbuf()); fd_out && file_) {
        if (!spill() || std::fflush(file_.get()) != 0) return false;
        if (fd_out->send_file(::fileno(file_.get()), size_)) return true;
    }
    return each_piece([&](std::string_view s) { out.write(s.data(), std::streamsize(s.size())); });
}

bool Spool::copy_to(Spool& out) {
    // A spilled spool into one written through (the report of one of several logs replayed side
    // by side, into standard output): its file given to the output by the system, as copy_to
    // does for std::cout, after the text the output holds still.
    if (file_ && out.through_) {
        if (!spill() || std::fflush(file_.get()) != 0) return false;
        out.spill();
        if (out.through_buf_->send_file(::fileno(file_.get()), size_)) {
            out.size_ += size_;
            return true;
        }
    }
    return each_piece([&](std::string_view s) { out << s; });
}

std::string Spool::str() {
    std::string out;
    each_piece([&](std::string_view s) { out += s; });
    return out;
}

void Spool::clear() {
    if (through_) cut_back();
    kept_ = false;
    memory_.clear();
    file_.reset();
    size_ = 0;
    failed_ = false;
}

} // namespace bl
