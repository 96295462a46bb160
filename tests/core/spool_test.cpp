// A spool: text kept in memory, then in a temporary file, and given back whole and in order,
// to a stream, to another spool, or to standard output by the system (sendfile).
#include "core/output_file.h"
#include "core/spool.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <fstream>
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

namespace {

// A spool of 1 KB written through to `path` opened with `flags` (after `before` was written
// there); `keep`: copied to its output (the input was good) before it goes.
struct Through {
    bool taken = false; // write_through accepted the file
    std::string file;   // the file after the spool has gone
};
Through written_through(const std::string& path, int flags, const std::string& before,
                        const std::string& text, bool keep) {
    std::ofstream(path, std::ios::binary) << before;
    const int fd = ::open(path.c_str(), flags);
    EXPECT_GE(fd, 0);
    Through t;
    {
        bl::CheckedFdBuf buf(fd);
        std::ostream out(&buf);
        bl::Spool spool(1024);
        t.taken = spool.write_through(out);
        fill(spool, text);
        if (keep) EXPECT_TRUE(spool.copy_to(out));
        out.flush();
        EXPECT_EQ(buf.error(), 0);
    }
    ::close(fd);
    t.file = bl::test::slurp(path);
    return t;
}

} // namespace

TEST(Spool, WrittenThroughToAFileTheTextIsKeptOrCutOffAgain) {
    const std::string text = numbered_lines(5000);
    const std::string path = bl::test::fresh_folder("spool_through") + "/out.txt";
    for (const int flags : {O_WRONLY | O_TRUNC, O_WRONLY | O_APPEND}) {
        const std::string before = flags & O_APPEND ? "before\n" : "";
        const Through kept = written_through(path, flags, before, text, true);
        EXPECT_TRUE(kept.taken);
        EXPECT_EQ(kept.file, before + text);
        // The input proved bad: the spool goes without being kept, and so does its text.
        const Through cut = written_through(path, flags, before, text, false);
        EXPECT_TRUE(cut.taken);
        EXPECT_EQ(cut.file, before);
    }
}

TEST(Spool, WrittenThroughAndClearedItBeginsAgainWhereTheFileBegan) {
    const std::string path = bl::test::fresh_folder("spool_clear") + "/out.txt";
    std::ofstream(path) << "before\n";
    const int fd = ::open(path.c_str(), O_WRONLY | O_APPEND);
    {
        bl::CheckedFdBuf buf(fd);
        std::ostream out(&buf);
        bl::Spool spool(1024);
        ASSERT_TRUE(spool.write_through(out));
        fill(spool, numbered_lines(3000)); // most of it in the file already
        spool.clear();
        spool << "again\n";
        EXPECT_TRUE(spool.copy_to(out));
        out.flush();
    }
    ::close(fd);
    EXPECT_EQ(bl::test::slurp(path), "before\nagain\n");
}

TEST(Spool, OnlyAFileAtItsEndOrTheNullDeviceIsWrittenThrough) {
    const std::string path = bl::test::fresh_folder("spool_refused") + "/out.txt";
    // Opened to write over its first bytes: they could not be given back.
    const Through over = written_through(path, O_WRONLY, "keep these bytes\n", "new\n", false);
    EXPECT_FALSE(over.taken);
    EXPECT_EQ(over.file, "keep these bytes\n");
    int pipe_ends[2];
    ASSERT_EQ(::pipe(pipe_ends), 0);
    {
        bl::CheckedFdBuf buf(pipe_ends[1]);
        std::ostream out(&buf);
        EXPECT_FALSE(bl::Spool().write_through(out));
    }
    ::close(pipe_ends[0]);
    ::close(pipe_ends[1]);
    const int null = ::open("/dev/null", O_WRONLY);
    {
        bl::CheckedFdBuf buf(null);
        std::ostream out(&buf);
        EXPECT_TRUE(bl::Spool().write_through(out));
        std::ostringstream not_a_descriptor;
        EXPECT_FALSE(bl::Spool().write_through(not_a_descriptor));
    }
    ::close(null);
}

// The report of one of several logs, spilled to its temporary file, copied into the output
// written through to a file: given by the system, after what the output held, in order.
TEST(Spool, ASpilledSpoolCopiedIntoOneWrittenThroughKeepsTheOrder) {
    const std::string part_text = numbered_lines(3000);
    const std::string path = bl::test::fresh_folder("spool_parts") + "/out.txt";
    for (const int flags : {O_WRONLY | O_CREAT | O_TRUNC, O_WRONLY | O_CREAT | O_APPEND}) {
        std::ofstream(path, std::ios::trunc) << "";
        const int fd = ::open(path.c_str(), flags, 0644);
        {
            bl::CheckedFdBuf buf(fd);
            std::ostream out(&buf);
            bl::Spool whole(1024);
            ASSERT_TRUE(whole.write_through(out));
            whole << "head\n"; // in the output's memory still
            bl::Spool part(1024);
            fill(part, part_text); // spilled, the last lines in its memory
            EXPECT_TRUE(part.copy_to(whole));
            whole << "tail\n";
            EXPECT_EQ(whole.size(), 5 + part_text.size() + 5);
            EXPECT_TRUE(whole.copy_to(out));
            out.flush();
            EXPECT_EQ(buf.error(), 0);
        }
        ::close(fd);
        EXPECT_EQ(bl::test::slurp(path), "head\n" + part_text + "tail\n") << flags;
    }
}
