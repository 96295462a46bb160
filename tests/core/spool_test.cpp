// A spool: text kept in memory, then in a temporary file, and given back whole and in order,
// to a stream, to another spool, or to standard output by the system (sendfile).
#include "core/output_file.h"
#include "core/spool.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include <fcntl.h>
#include <unistd.h>

namespace {

// Numbered lines, so that a piece lost, doubled or out of order shows.
std::string numbered_lines(int n) {
    std::string s;
    for (int i = 0; i < n; ++i) s += "line " + std::to_string(i) + " of the spooled text\n";
    return s;
}

// The text written a line at a time into a spool that keeps 1 KB in memory: most of it spilled.
void fill(bl::Spool& spool, const std::string& text) {
    for (size_t at = 0; at < text.size();) {
        const size_t end = text.find('\n', at) + 1;
        spool << std::string_view(text).substr(at, end - at);
        at = end;
    }
}

// What `flags` opened at `path` receives of the spool through a CheckedFdBuf, as std::cout does.
std::string copied_through_fd(const std::string& text, int flags, const std::string& path) {
    bl::Spool spool(1024);
    fill(spool, text);
    const int fd = ::open(path.c_str(), flags, 0644);
    EXPECT_GE(fd, 0);
    {
        bl::CheckedFdBuf buf(fd);
        std::ostream out(&buf);
        out << "before\n";
        EXPECT_TRUE(spool.copy_to(out));
        out << "after\n";
        out.flush();
        EXPECT_EQ(buf.error(), 0);
    }
    ::close(fd);
    return bl::test::slurp(path);
}

} // namespace

TEST(Spool, AStreamGetsEveryByteInOrderFromMemoryAndFile) {
    const std::string text = numbered_lines(5000);
    bl::Spool spool(1024);
    fill(spool, text);
    EXPECT_EQ(spool.size(), text.size());
    std::ostringstream out;
    EXPECT_TRUE(spool.copy_to(out));
    EXPECT_EQ(out.str(), text);
    spool << "more\n"; // written on after a copy
    EXPECT_EQ(spool.str(), text + "more\n");
}

TEST(Spool, ADescriptorIsGivenTheFileByTheSystemInOrder) {
    const std::string text = numbered_lines(5000);
    const std::string folder = bl::test::fresh_folder("spool_fd");
    EXPECT_EQ(copied_through_fd(text, O_WRONLY | O_CREAT | O_TRUNC, folder + "/out.txt"),
              "before\n" + text + "after\n");
    // A file opened to append: the system will not copy into it (EINVAL), the spool writes it.
    EXPECT_EQ(
        copied_through_fd(text, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, folder + "/append.txt"),
        "before\n" + text + "after\n");
}

TEST(Spool, AFullDeviceFailsTheCopyLoudly) {
    bl::Spool spool(1024);
    fill(spool, numbered_lines(1000));
    const int fd = ::open("/dev/full", O_WRONLY);
    ASSERT_GE(fd, 0);
    bl::CheckedFdBuf buf(fd);
    std::ostream out(&buf);
    spool.copy_to(out);
    out.flush();
    EXPECT_EQ(buf.error(), ENOSPC);
    ::close(fd);
}
