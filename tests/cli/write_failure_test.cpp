// Faults injected into every command that writes: standard output to /dev/full, a file-size
// limit (ulimit -f) below the output's size, a read-only folder, a full disk, a reader that
// closes the pipe, too little memory. Each fails with its message and its exit status (README,
// "Exit statuses") and leaves any earlier output file byte for byte as it was.
#include "test_util.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>

#include <sys/wait.h>
#include <unistd.h>

using bl::test::fresh_folder;
using bl::test::source_path;
namespace fs = std::filesystem;

namespace {

constexpr int WRITE_FAILED = 4, CLOSED_PIPE = 141, INTERNAL_ERROR = 3;

using bl::test::slurp;

std::string shell_quoted(const std::string& s) { return "'" + s + "'"; }

struct Shell {
    int status = -1;
    std::string err; // what the program said on standard error
};

// Runs a bash script in which $BL is the program and $ERR the file that takes its standard error.
Shell bash(const std::string& script) {
    const std::string dir = fresh_folder("write_failure_script");
    const std::string err = dir + "/stderr.txt", file = dir + "/script.sh";
    std::ofstream(file) << "BL=" << shell_quoted(BRIDGELAWS_BINARY) << "\nERR=" << shell_quoted(err)
                        << "\n"
                        << script << "\n";
    const int status = std::system(("bash " + shell_quoted(file)).c_str());
    Shell r;
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.err = slurp(err);
    return r;
}

// A command that writes to standard output, with the status it ends with when all goes well.
struct Writer {
    std::string name, args;
    int status = 0;
};

std::string src(const std::string& relative) { return shell_quoted(source_path(relative)); }

std::vector<Writer> stdout_writers() {
    const std::string log = src("examples/disputed-rubber.yaml");
    const std::string one_case = src("cases/leads/adversary-lead-all-followed.yaml");
    return {
        {"replay_text", "replay " + log},
        {"replay_json", "replay --format json " + log},
        {"replay_html", "replay --format html " + log},
        {"replay_summary", "replay --format summary " + log},
        {"replay_summary_json", "replay --format summary-json " + log},
        {"convert_to_xml", "convert " + log + " --to xml"},
        {"convert_to_yaml", "convert " + log + " --to yaml"},
        {"convert_to_pbn", "convert " + log + " --to pbn"},
        {"gen", "gen --deals 20 --seed 3"},
        {"laws", "laws"},
        {"laws_of_a_code", "laws club-1904"},
        {"diff", "diff club-1903 club-1904"},
        {"check", "check --tables " + src("tests/data/check/clean.yaml")},
        {"check_findings_json", "check --format json " + src("tests/data/check/bad-conflict.yaml"),
         1},
        {"cases_run", "cases run " + one_case},
        {"cases_coverage", "cases coverage club-1904 --cases " + one_case},
        {"teach", "teach --answer " + one_case},
        {"teach_quiz",
         "teach --quiz " + src("cases/leads") + " --count 2 --seed 7 < <(printf '1\\n1\\n')"},
        {"help", "--help"},
    };
}

void PrintTo(const Writer& w, std::ostream* os) { *os << w.name; }

class StdoutWriter : public ::testing::TestWithParam<Writer> {};

// The size of what the command writes when all goes well, and that it does go well.
size_t output_size(const Writer& w) {
    const std::string out = fresh_folder("write_failure_size") + "/out.txt";
    const auto r = bash("\"$BL\" " + w.args + " >" + shell_quoted(out) + " 2>\"$ERR\"");
    EXPECT_EQ(r.status, w.status) << r.err;
    return fs::file_size(out);
}

TEST_P(StdoutWriter, ToAFullDeviceFailsWithItsMessage) {
    const Writer& w = GetParam();
    const auto r = bash("\"$BL\" " + w.args + " >/dev/full 2>\"$ERR\"");
    EXPECT_EQ(r.status, WRITE_FAILED) << r.err;
    EXPECT_NE(r.err.find("bridgelaws: standard output: cannot write: No space left on device (the "
                         "output is incomplete)"),
              std::string::npos)
        << r.err;
}

// Standard error goes through a pipe to a process without the limit, so the message is kept.
TEST_P(StdoutWriter, PastTheFileSizeLimitFailsWithItsMessage) {
    const Writer& w = GetParam();
    const size_t size = output_size(w);
    ASSERT_GT(size, 0u);
    const size_t blocks = size / 2 / 1024; // bash counts in blocks of 1024 bytes
    const std::string out = fresh_folder("write_failure_limit") + "/out.txt";
    const auto r =
        bash("( ulimit -f " + std::to_string(blocks) + "; exec \"$BL\" " + w.args + " >" +
             shell_quoted(out) + " ) 2>&1 | cat >\"$ERR\"; exit ${PIPESTATUS[0]}");
    EXPECT_EQ(r.status, WRITE_FAILED) << r.err;
    EXPECT_NE(r.err.find("bridgelaws: standard output: cannot write: File too large"),
              std::string::npos)
        << r.err;
    EXPECT_LE(fs::file_size(out), blocks * 1024);
}

INSTANTIATE_TEST_SUITE_P(EveryCommand, StdoutWriter, ::testing::ValuesIn(stdout_writers()),
                         [](const auto& info) { return info.param.name; });

// A command that replaces a file: its arguments given the file, and what the file held before.
struct FileWriter {
    std::string name;
    std::function<std::string(const std::string& file)> args;
    std::string (*old_text)();
};

std::string old_output() {
    std::string s;
    for (int i = 0; i < 50; ++i) s += "an earlier output, which must survive a failed write\n";
    return s;
}
// A case whose expectations are out of date, so that --update rewrites it.
std::string a_case() {
    std::string text = slurp(source_path("cases/leads/adversary-lead-all-followed.yaml"));
    const std::string now = "\"tricks\":{\"EW\":3,\"NS\":10}";
    const size_t at = text.find(now);
    if (at != std::string::npos) text.replace(at, now.size(), "\"tricks\":{\"EW\":4,\"NS\":9}");
    return text;
}

void PrintTo(const FileWriter& w, std::ostream* os) { *os << w.name; }

// replay -o in one format.
FileWriter replay_writer(const std::string& format) {
    return {"replay_" + format,
            [format](const std::string& f) {
                return "replay --format " + format + " " + src("examples/disputed-rubber.yaml") +
                       " -o " + shell_quoted(f);
            },
            old_output};
}

std::vector<FileWriter> file_writers() {
    return {
        {"convert",
         [](const std::string& f) {
             return "convert " + src("examples/disputed-rubber.yaml") + " --to xml -o " +
                    shell_quoted(f);
         },
         old_output},
        {"convert_to_pbn",
         [](const std::string& f) {
             return "convert " + src("examples/disputed-rubber.yaml") + " --to pbn -o " +
                    shell_quoted(f);
         },
         old_output},
        {"gen",
         [](const std::string& f) { return "gen --deals 20 --seed 3 -o " + shell_quoted(f); },
         old_output},
        replay_writer("html"),
        replay_writer("summary"), // written whole at the end, not through the report's spool
        {"teach_handout",
         [](const std::string& f) {
             return "teach --handout " + src("cases/leads") + " -o " + shell_quoted(f);
         },
         old_output},
        {"cases_update",
         [](const std::string& f) { return "cases run --update " + shell_quoted(f); }, a_case},
    };
}

using bl::test::names_in;

class FileReplacer : public ::testing::TestWithParam<FileWriter> {
  protected:
    // A folder holding only the earlier output file.
    void SetUp() override {
        folder = fresh_folder("write_failure_" + GetParam().name);
        file = folder + "/output.txt";
        old = GetParam().old_text();
        std::ofstream(file, std::ios::binary) << old;
        fs::permissions(file, fs::perms(0644));
    }
    std::string command() const { return "\"$BL\" " + GetParam().args(file); }
    // The failure is reported against the file, and the file and its folder are as they were.
    void expect_untouched(const Shell& r, const std::string& reason) const {
        EXPECT_EQ(r.status, WRITE_FAILED) << r.err;
        EXPECT_NE(r.err.find(file + ": cannot write: " + reason + " (the file is left as it was)"),
                  std::string::npos)
            << r.err;
        EXPECT_EQ(slurp(file), old) << "the earlier output is not byte-identical";
        EXPECT_EQ(names_in(folder), std::set<std::string>{"output.txt"})
            << "a temporary file is left behind";
    }
    std::string folder, file, old;
};

TEST_P(FileReplacer, WritesTheFileWhenAllGoesWell) {
    const auto r = bash(command() + " >/dev/null 2>\"$ERR\"");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_NE(slurp(file), old);
    EXPECT_EQ(names_in(folder), std::set<std::string>{"output.txt"});
}

TEST_P(FileReplacer, PastTheFileSizeLimitLeavesTheOldFile) {
    // Below the size of the output (a case file's is about its old size): half of it.
    const std::string probe = fresh_folder("write_failure_probe") + "/output.txt";
    std::ofstream(probe, std::ios::binary) << old;
    ASSERT_EQ(bash("\"$BL\" " + GetParam().args(probe) + " >/dev/null 2>\"$ERR\"").status, 0);
    const size_t blocks = fs::file_size(probe) / 2 / 1024;
    expect_untouched(bash("( ulimit -f " + std::to_string(blocks) + "; exec " + command() +
                          " >/dev/null ) 2>&1 | cat >\"$ERR\"; exit ${PIPESTATUS[0]}"),
                     "File too large");
}

// A folder the program may not write in: as another user (nobody) when the tests run as root,
// else the folder made read-only.
TEST_P(FileReplacer, InAReadOnlyFolderLeavesTheOldFile) {
    std::string as_user;
    if (geteuid() == 0) {
        as_user = "setpriv --reuid=65534 --regid=65534 --clear-groups ";
        if (bash(as_user + "true 2>\"$ERR\"").status != 0)
            GTEST_SKIP()
                << "cannot run as another user here (setpriv): the read-only folder is not tested";
    } else {
        fs::permissions(folder, fs::perms(0555));
    }
    const auto r = bash(as_user + command() + " >/dev/null 2>\"$ERR\"");
    fs::permissions(folder, fs::perms(0755));
    expect_untouched(r, "Permission denied");
}

// A disk really full: a small file system of its own (tmpfs in a private mount namespace),
// filled up beside the earlier output. What the namespace holds is copied out to be compared.
TEST_P(FileReplacer, OnAFullDiskLeavesTheOldFile) {
    if (bash("unshare -m true 2>\"$ERR\"").status != 0)
        GTEST_SKIP()
            << "cannot make a mount namespace here (unshare -m): the full disk is not tested";
    const std::string disk = folder + "/disk";
    fs::create_directory(disk);
    const std::string inside = disk + "/output.txt";
    const std::string script = R"(mount -t tmpfs -o size=256k tmpfs "$DISK" 2>/dev/null || exit 77
cp "$FOLDER/output.txt" "$DISK/output.txt"
head -c 1000000 /dev/zero >"$DISK/filler" 2>/dev/null
"$BL" )" + GetParam().args(inside) +
                               R"( >/dev/null 2>"$ERR"; status=$?
cp "$DISK/output.txt" "$FOLDER/after.txt"
ls -A "$DISK" >"$FOLDER/listing.txt"
exit $status
)";
    std::ofstream(folder + "/full.sh") << script;
    const std::string err = folder + "/stderr.txt";
    const auto r = bash("BL=\"$BL\" ERR=" + shell_quoted(err) + " DISK=" + shell_quoted(disk) +
                        " FOLDER=" + shell_quoted(folder) + " unshare -m bash " +
                        shell_quoted(folder + "/full.sh"));
    if (r.status == 77)
        GTEST_SKIP() << "cannot mount a small file system here (unshare -m, tmpfs): the full disk "
                        "is not tested";
    const std::string said = slurp(err);
    EXPECT_EQ(r.status, WRITE_FAILED) << said;
    EXPECT_NE(
        said.find(inside + ": cannot write: No space left on device (the file is left as it was)"),
        std::string::npos)
        << said;
    EXPECT_EQ(slurp(folder + "/after.txt"), old) << "the earlier output is not byte-identical";
    EXPECT_EQ(slurp(folder + "/listing.txt"), "filler\noutput.txt\n")
        << "a temporary file is left behind";
}

INSTANTIATE_TEST_SUITE_P(EveryCommand, FileReplacer, ::testing::ValuesIn(file_writers()),
                         [](const auto& info) { return info.param.name; });

// A device is written, never replaced: -o /dev/full fails, and /dev/full is still the device.
TEST(WriteFailure, AnOutputFileOnAFullDeviceFails) {
    for (const std::string& args :
         {"convert " + src("examples/hoyle-rubber.yaml") + " --to xml -o /dev/full",
          std::string("gen --deals 5 --seed 1 -o /dev/full"),
          "replay " + src("examples/hoyle-rubber.yaml") + " -o /dev/full"}) {
        const auto r = bash("\"$BL\" " + args + " 2>\"$ERR\"");
        EXPECT_EQ(r.status, WRITE_FAILED) << args << ": " << r.err;
        EXPECT_NE(r.err.find("bridgelaws: /dev/full: cannot write: No space left on device"),
                  std::string::npos)
            << r.err;
        EXPECT_TRUE(fs::is_character_file("/dev/full"));
    }
}

// A reader that stops early (| head) ends the program quietly, with the closed-pipe status.
// new-overlay makes a new file only (one there already is refused): a write that fails leaves
// none, not a part of the skeleton, and says so with the write's status.
TEST(WriteFailure, ANewOverlayThatCannotBeWrittenLeavesNoFile) {
    const std::string folder = fresh_folder("write_failure_new_overlay");
    const std::string file = folder + "/our-club.yaml";
    const auto r = bash("( ulimit -f 1; exec \"$BL\" new-overlay club-1904 -o " +
                        shell_quoted(file) + " ) 2>&1 | cat >\"$ERR\"; exit ${PIPESTATUS[0]}");
    EXPECT_EQ(r.status, WRITE_FAILED) << r.err;
    EXPECT_NE(r.err.find(file + ": cannot write: File too large (nothing was written)"),
              std::string::npos)
        << r.err;
    EXPECT_EQ(names_in(folder), std::set<std::string>{}) << "a part of the overlay is left";
}

TEST(WriteFailure, AClosedPipeEndsQuietly) {
    const std::string log = fresh_folder("write_failure_pipe") + "/archive.yaml";
    ASSERT_EQ(
        bash("\"$BL\" gen --deals 300 --seed 5 -o " + shell_quoted(log) + " 2>\"$ERR\"").status, 0);
    for (const std::string& args :
         {std::string("gen --deals 300 --seed 5"), "replay --format json " + shell_quoted(log)}) {
        const auto r =
            bash("\"$BL\" " + args + " 2>\"$ERR\" | head -c 10 >/dev/null; exit ${PIPESTATUS[0]}");
        EXPECT_EQ(r.status, CLOSED_PIPE) << args << ": " << r.err;
        EXPECT_EQ(r.err, "") << args << ": a closed pipe is not an error to report";
    }
}

} // namespace

// Too little memory for the input (a 200 MiB log under a 100 MB limit): the internal-error
// status and a message, never a crash. The same limit is enough for an ordinary log. Under
// AddressSanitizer, which reserves terabytes of address space, a memory limit cannot be tested.
#if defined(__SANITIZE_ADDRESS__)
#define BRIDGELAWS_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BRIDGELAWS_UNDER_ASAN 1
#endif
#endif
TEST(WriteFailure, OutOfMemoryEndsWithTheInternalErrorStatus) {
#ifdef BRIDGELAWS_UNDER_ASAN
    GTEST_SKIP() << "a memory limit (ulimit -v) cannot be tested under AddressSanitizer";
#endif
    const std::string big = fresh_folder("write_failure_memory") + "/big.yaml";
    std::ofstream{big}.close();
    fs::resize_file(big, std::uintmax_t(200) << 20); // sparse: no disk is used
    const std::string limit = "ulimit -v 100000; ";
    const auto ordinary = bash(limit + "\"$BL\" replay " + src("examples/hoyle-rubber.yaml") +
                               " >/dev/null 2>\"$ERR\"");
    EXPECT_EQ(ordinary.status, 0) << ordinary.err;
    const auto r = bash(limit + "\"$BL\" replay " + shell_quoted(big) + " >/dev/null 2>\"$ERR\"");
    EXPECT_EQ(r.status, INTERNAL_ERROR) << r.err;
    EXPECT_EQ(r.err, "bridgelaws: internal error: out of memory (the input needs more memory than "
                     "the program may use)\n");
    fs::remove(big);
}
