// The progress line of long work (src/cli/progress.h): on standard error when it is a terminal,
// never in the output, and nothing at all when standard error is not a terminal.
#include "test_util.h"

#include <gtest/gtest.h>

#include <cstdlib>

namespace bl {
namespace {

std::string large_archive() {
    static const std::string path = [] {
        const std::string p = test::fresh_folder("progress") + "/archive.xml";
        EXPECT_EQ(
            test::run_cli("gen --deals 1500 --seed 9 --infractions 0.1 --to xml -o " + p).status,
            0);
        return p;
    }();
    return path;
}

TEST(Progress, NothingOnStandardErrorWhenItIsNotATerminal) {
    for (const std::string format : {"text", "jsonl", "summary"}) {
        const test::Run run = test::run_cli("replay " + large_archive() + " --format " + format);
        EXPECT_EQ(run.status, 0) << format;
        EXPECT_EQ(run.err, "") << format;
        EXPECT_FALSE(run.out.empty()) << format;
    }
}

// BRIDGELAWS_PROGRESS=always shows the line as a terminal would, from the first deals: the
// deals done and the deals a second, on standard error, wiped at the end; the output unchanged.
TEST(Progress, TheLineTellsTheDealsDoneAndTheRateOnStandardErrorOnly) {
    const test::Run quiet = test::run_cli("replay " + large_archive() + " --format jsonl");
    setenv("BRIDGELAWS_PROGRESS", "always", 1);
    const test::Run shown = test::run_cli("replay " + large_archive() + " --format jsonl");
    const test::Run counting = test::run_cli("replay " + large_archive() + " --format summary");
    unsetenv("BRIDGELAWS_PROGRESS");
    EXPECT_EQ(shown.status, 0);
    EXPECT_EQ(shown.out, quiet.out);
    EXPECT_NE(shown.err.find("Replaying: 1,280 deals, "), std::string::npos) << shown.err;
    EXPECT_NE(shown.err.find(" deals a second"), std::string::npos);
    EXPECT_NE(shown.err.find(" left"), std::string::npos);
    EXPECT_EQ(shown.err.substr(shown.err.size() - 4), "\r\x1b[K") << "the line is wiped at the end";
    EXPECT_NE(counting.err.find("Counting: 256 deals, "), std::string::npos) << counting.err;
}

// gen: nothing on standard error when it is not a terminal; the line (deals made) when it is,
// the log written the same.
TEST(Progress, GenShowsTheDealsMadeOnlyOnATerminal) {
    const std::string gen = "gen --deals 600 --seed 3 --infractions 0.1";
    const test::Run quiet = test::run_cli(gen);
    setenv("BRIDGELAWS_PROGRESS", "always", 1);
    const test::Run shown = test::run_cli(gen);
    unsetenv("BRIDGELAWS_PROGRESS");
    EXPECT_EQ(quiet.status, 0);
    EXPECT_EQ(quiet.err, "");
    EXPECT_EQ(shown.out, quiet.out);
    EXPECT_NE(shown.err.find("Generating: 512 deals, "), std::string::npos) << shown.err;
    EXPECT_NE(shown.err.find(" left"), std::string::npos) << shown.err;
    EXPECT_EQ(shown.err.substr(shown.err.size() - 4), "\r\x1b[K") << "the line is wiped at the end";
}

} // namespace
} // namespace bl
