// The output mechanism: files replaced whole or not at all, standard output checked to the last
// byte. Failures are real ones: /dev/full, a file-size limit (in a child process), a missing
// folder, a pipe whose reader has gone.
#include "core/output_file.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <set>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace fs = std::filesystem;
using bl::replace_file;
using bl::test::fresh_folder;

namespace {

using bl::test::slurp;

using bl::test::names_in;

std::string big_text(size_t n) {
    std::string s;
    for (size_t i = 0; s.size() < n; ++i) s += "line " + std::to_string(i) + " of a long output\n";
    return s;
}

} // namespace

TEST(ReplaceFile, WritesANewFileWithTheUsualPermissions) {
    const std::string dir = fresh_folder("output_file_new");
    const std::string path = dir + "/out.txt";
    const mode_t mask = ::umask(022);
    EXPECT_FALSE(replace_file(path, "hello\n"));
    ::umask(mask);
    EXPECT_EQ(slurp(path), "hello\n");
    EXPECT_EQ(fs::status(path).permissions(), fs::perms(0644));
    EXPECT_EQ(names_in(dir), std::set<std::string>{"out.txt"}) << "no temporary file is left";
}

TEST(ReplaceFile, ReplacesAnOldFileKeepingItsPermissions) {
    const std::string dir = fresh_folder("output_file_old");
    const std::string path = dir + "/out.txt";
    std::ofstream(path) << "old and longer text\n";
    fs::permissions(path, fs::perms(0640));
    const std::string text = big_text(200'000); // more than the sink's buffer and a pipe's
    EXPECT_FALSE(replace_file(path, text));
    EXPECT_EQ(slurp(path), text);
    EXPECT_EQ(fs::status(path).permissions(), fs::perms(0640));
    EXPECT_EQ(names_in(dir), std::set<std::string>{"out.txt"});
}

TEST(ReplaceFile, AMissingFolderIsAWriteErrorNamingTheFile) {
    const std::string path = fresh_folder("output_file_missing") + "/no/such/folder/out.txt";
    const auto e = replace_file(path, "text");
    ASSERT_TRUE(e);
    EXPECT_EQ(e->kind, bl::Error::Kind::WriteFailed);
    EXPECT_EQ(e->file, path);
    EXPECT_NE(e->describe().find("cannot write: No such file or directory (nothing was written)"),
              std::string::npos)
        << e->describe();
}

// A device is written in place: replacing /dev/full by a regular file would be a disaster.
TEST(ReplaceFile, ADeviceIsWrittenInPlaceAndAFullOneFails) {
    const auto e = replace_file("/dev/full", "text");
    ASSERT_TRUE(e);
    EXPECT_EQ(e->kind, bl::Error::Kind::WriteFailed);
    EXPECT_NE(e->describe().find("/dev/full: cannot write: No space left on device"),
              std::string::npos)
        << e->describe();
    EXPECT_TRUE(fs::is_character_file("/dev/full"));
    EXPECT_FALSE(replace_file("/dev/null", "text"));
    EXPECT_TRUE(fs::is_character_file("/dev/null"));
}

// Cut short by the file-size limit (in a child, so the limit is the child's alone): the old
// file is untouched and the temporary is gone.
TEST(ReplaceFile, AFailedWriteLeavesTheOldFileAndNoTemporary) {
    const std::string dir = fresh_folder("output_file_limit");
    const std::string path = dir + "/out.txt";
    const std::string old = "the old file, which must survive\n";
    std::ofstream(path) << old;
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{4096, 4096};
        setrlimit(RLIMIT_FSIZE, &limit);
        const auto e = replace_file(path, big_text(100'000));
        const bool reported =
            e && e->kind == bl::Error::Kind::WriteFailed &&
            e->describe().find("File too large (the file is left as it was)") != std::string::npos;
        _exit(reported ? 0 : 1);
    }
    int status = 0;
    waitpid(child, &status, 0);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0) << "the child saw no error, or the wrong one";
    EXPECT_EQ(slurp(path), old);
    EXPECT_EQ(names_in(dir), std::set<std::string>{"out.txt"});
}

TEST(CheckedFdBuf, WritesEveryByteInOrder) {
    const std::string path = fresh_folder("output_file_buf") + "/out.txt";
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    ASSERT_GE(fd, 0);
    const std::string big = big_text(150'000);
    {
        bl::CheckedFdBuf buf(fd);
        std::ostream out(&buf);
        out << "first " << 42 << '\n' << big << "last\n";
        out.flush();
        EXPECT_EQ(buf.error(), 0);
    }
    ::close(fd);
    EXPECT_EQ(slurp(path), "first 42\n" + big + "last\n");
}

TEST(CheckedFdBuf, AFullDeviceIsReportedAndTheStreamGoesBad) {
    const int fd = ::open("/dev/full", O_WRONLY);
    ASSERT_GE(fd, 0);
    bl::CheckedFdBuf buf(fd);
    std::ostream out(&buf);
    out << "a short text";
    EXPECT_EQ(buf.error(), 0) << "nothing is written before the buffer is flushed";
    out.flush();
    EXPECT_EQ(buf.error(), ENOSPC);
    EXPECT_TRUE(out.bad());
    ::close(fd);
}

TEST(CheckedFdBuf, AClosedPipeIsEpipe) {
    int fds[2];
    ASSERT_EQ(::pipe(fds), 0);
    ::close(fds[0]); // the reader is gone
    const auto previous = std::signal(SIGPIPE, SIG_IGN);
    bl::CheckedFdBuf buf(fds[1]);
    std::ostream out(&buf);
    out << big_text(100'000);
    out.flush();
    EXPECT_EQ(buf.error(), EPIPE);
    std::signal(SIGPIPE, previous);
    ::close(fds[1]);
}

// A file written a piece at a time (gen -o): in place once committed, and never before.
TEST(FileReplacement, PiecesArePutInPlaceWholeOnlyWhenCommitted) {
    const std::string dir = fresh_folder("file_replacement");
    const std::string path = dir + "/log.xml";
    const std::string text = big_text(300000); // past the pieces' buffer
    {
        std::ofstream(path) << "the old log\n";
        bl::FileReplacement file(path);
        for (size_t at = 0; at < text.size(); at += 1000)
            file.write(std::string_view(text).substr(at, 1000));
        EXPECT_EQ(slurp(path), "the old log\n") << "nothing in place before the commit";
        EXPECT_FALSE(file.commit());
    }
    EXPECT_EQ(slurp(path), text);
    EXPECT_EQ(names_in(dir), std::set<std::string>{"log.xml"});
    {
        bl::FileReplacement file(path); // the run fails: never committed
        file.write("half a log\n");
    }
    EXPECT_EQ(slurp(path), text);
    EXPECT_EQ(names_in(dir), std::set<std::string>{"log.xml"}) << "no temporary left";
    bl::FileReplacement full("/dev/full");
    full.write(text);
    const auto e = full.commit();
    ASSERT_TRUE(e);
    EXPECT_NE(e->describe().find("No space left on device"), std::string::npos) << e->describe();
}
