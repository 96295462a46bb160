#include "core/output_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <utility>

#include <fcntl.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <unistd.h>

namespace bl {
namespace {

// Writes every byte, through partial writes and interrupted calls; 0 or the errno of the failure.
int write_all(int fd, std::string_view text) {
    while (!text.empty()) {
        const ssize_t n = ::write(fd, text.data(), text.size());
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return errno;
        if (n == 0) return EIO; // no progress and no reason: do not spin
        text.remove_prefix(size_t(n));
    }
    return 0;
}

// The temporary file beside the target: removed when it goes out of scope, unless committed by
// the rename that makes it the target.
class TempFile {
  public:
    explicit TempFile(const std::string& target) : path_(target + ".XXXXXX") {
        fd_ = ::mkstemp(path_.data());
        created_ = fd_ >= 0;
    }
    ~TempFile() {
        if (fd_ >= 0) ::close(fd_);
        if (created_ && !committed_) ::unlink(path_.c_str());
    }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;
    int fd() const { return fd_; }
    bool opened() const { return fd_ >= 0; }
    // close(2) reports a delayed write error (NFS, quotas): it is checked like any write.
    int close() {
        const int fd = fd_;
        fd_ = -1;
        return ::close(fd) == 0 ? 0 : errno;
    }
    int rename_to(const std::string& target) {
        if (::rename(path_.c_str(), target.c_str()) != 0) return errno;
        committed_ = true;
        return 0;
    }

  private:
    std::string path_;
    int fd_ = -1;
    bool created_ = false;
    bool committed_ = false;
};

mode_t umask_now() {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return mask;
}

// The folder's entry for the new file reaches the disk too; a folder that cannot be synced (some
// file systems refuse) does not make the write fail, since the file itself is complete.
void sync_folder(const std::string& path) {
    const size_t slash = path.find_last_of('/');
    const std::string folder = slash == std::string::npos ? "."
                               : slash == 0               ? "/"
                                                          : path.substr(0, slash);
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd < 0) return;
    (void)::fsync(fd);
    ::close(fd);
}

} // namespace

Error write_error(const std::string& what, int errno_value, const std::string& consequence) {
    return Error{what, 0, 0,
                 "cannot write: " + std::string(std::strerror(errno_value)) + " (" + consequence +
                     ")",
                 Error::Kind::WriteFailed};
}

// The file being written: a temporary file beside it, or, where the path is a device or a pipe
// (which cannot be replaced, only written), the path itself.
struct FileReplacement::Open {
    std::optional<TempFile> tmp;
    int in_place = -1;
    std::optional<CheckedFdBuf> out; // over the one written, once it is open
    bool exists = false;
    struct stat old {};
};

FileReplacement::FileReplacement(std::string path) : path_(std::move(path)) {
    open_ = std::make_unique<Open>();
    Open& o = *open_;
    o.exists = ::stat(path_.c_str(), &o.old) == 0;
    if (o.exists && !S_ISREG(o.old.st_mode)) {
        o.in_place = ::open(path_.c_str(), O_WRONLY | O_TRUNC);
        if (o.in_place < 0)
            err_ = errno;
        else
            o.out.emplace(o.in_place);
        return;
    }
    if (!o.tmp.emplace(path_).opened()) {
        err_ = errno;
        return;
    }
    // mkstemp makes the file private (0600); the new one gets the old one's mode, or the usual.
    const mode_t mode = o.exists ? (o.old.st_mode & 07777) : (0666 & ~umask_now());
    if (::fchmod(o.tmp->fd(), mode) != 0) err_ = errno;
    if (o.exists && err_ == 0)
        (void)!::fchown(o.tmp->fd(), o.old.st_uid, o.old.st_gid); // best effort: root only
    o.out.emplace(o.tmp->fd());
}

FileReplacement::~FileReplacement() {
    if (open_ && open_->in_place >= 0) ::close(open_->in_place);
}

void FileReplacement::write(std::string_view text) {
    if (err_ == 0 && open_->out) open_->out->sputn(text.data(), std::streamsize(text.size()));
}

std::streambuf* FileReplacement::buffer() {
    return err_ == 0 && open_->out ? &*open_->out : nullptr;
}

std::optional<Error> FileReplacement::commit() {
    Open& o = *open_;
    if (err_ == 0 && o.out && o.out->pubsync() != 0) err_ = o.out->error();
    if (!o.tmp) {
        if (o.in_place < 0) return write_error(path_, err_, "nothing was written");
        const int fd = std::exchange(o.in_place, -1);
        if (::close(fd) != 0 && err_ == 0) err_ = errno;
        if (err_ != 0) return write_error(path_, err_, "the output is incomplete");
        return std::nullopt;
    }
    const std::string left_as_it_was =
        o.exists ? "the file is left as it was" : "nothing was written";
    if (!o.tmp->opened()) return write_error(path_, err_, left_as_it_was);
    if (err_ == 0 && ::fsync(o.tmp->fd()) != 0) err_ = errno;
    if (err_ == 0) err_ = o.tmp->close();
    if (err_ == 0) err_ = o.tmp->rename_to(path_);
    if (err_ != 0) return write_error(path_, err_, left_as_it_was);
    sync_folder(path_);
    return std::nullopt;
}

std::optional<Error> replace_file(const std::string& path, std::string_view text) {
    FileReplacement file(path);
    file.write(text);
    return file.commit();
}

CheckedFdBuf::CheckedFdBuf(int fd) : fd_(fd), buffer_(size_t(1) << 16) {
    setp(buffer_.data(), buffer_.data() + buffer_.size());
}

bool CheckedFdBuf::drain() {
    if (error_ != 0) return false;
    error_ = write_all(fd_, std::string_view(pbase(), size_t(pptr() - pbase())));
    setp(buffer_.data(), buffer_.data() + buffer_.size());
    return error_ == 0;
}

CheckedFdBuf::int_type CheckedFdBuf::overflow(int_type ch) {
    if (!drain()) return traits_type::eof();
    if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
    *pptr() = traits_type::to_char_type(ch);
    pbump(1);
    return ch;
}

std::streamsize CheckedFdBuf::xsputn(const char* s, std::streamsize n) {
    if (error_ != 0) return 0;
    if (n <= epptr() - pptr()) {
        std::memcpy(pptr(), s, size_t(n));
        pbump(int(n));
        return n;
    }
    // Larger than the room left: what is buffered, then the text itself, unbuffered.
    if (!drain()) return 0;
    error_ = write_all(fd_, std::string_view(s, size_t(n)));
    return error_ == 0 ? n : 0;
}

int CheckedFdBuf::sync() { return drain() ? 0 : -1; }

bool CheckedFdBuf::send_file(int from, size_t count) {
    if (!drain()) return true; // the output is lost already: nothing more is written
    off_t offset = 0;
    while (size_t(offset) < count) {
        const ssize_t sent = ::sendfile(fd_, from, &offset, count - size_t(offset));
        if (sent > 0) continue;
        if (sent < 0 && errno == EINTR) continue;
        if (offset == 0 && sent < 0 && (errno == EINVAL || errno == ENOSYS)) return false;
        error_ = sent < 0 ? errno : EIO; // the file ended early: it was cut under us
        return true;
    }
    return true;
}

CheckedStdout::CheckedStdout() : buf_(STDOUT_FILENO) {
    std::fflush(stdout); // anything printed through stdio before comes first
    previous_ = std::cout.rdbuf(&buf_);
}

CheckedStdout::~CheckedStdout() {
    std::cout.flush();
    std::cout.rdbuf(previous_);
}

int CheckedStdout::finish() {
    std::cout.flush();
    return buf_.error();
}

} // namespace bl
