// replay --jobs: several logs replayed at once, the output joined in the input's order, the
// same bytes as one log after the other; one log's deals read and written on several threads,
// the same bytes as on one; the same error, and nothing printed, on bad input.
#include "test_util.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <map>

namespace bl {
namespace {

// The examples, two generated archives and cases of several codes: logs of different lengths,
// so that the threads finish out of order.
std::string logs() {
    static const std::string list = [] {
        const std::string dir = test::fresh_folder("jobs");
        EXPECT_EQ(test::run_cli("gen --deals 400 --seed 3 --infractions 0.2 --to xml -o " + dir +
                                "/a.xml")
                      .status,
                  0);
        EXPECT_EQ(test::run_cli("gen --deals 150 --seed 4 --infractions 0.3 -o " + dir + "/b.yaml")
                      .status,
                  0);
        std::string out;
        for (const char* f :
             {"examples/hoyle-rubber.yaml", "examples/badsworth-rubber.yaml",
              "examples/disputed-rubber.yaml", "cases/revoke/adversary-revoke-at-no-trumps.yaml"})
            out += " " + test::source_path(f);
        return dir + "/a.xml" + out + " " + dir + "/b.yaml";
    }();
    return list;
}

TEST(ReplayJobs, TwoJobsWriteTheBytesOfOne) {
    for (const std::string format : {"text", "json", "jsonl", "html"}) {
        const test::Run one = test::run_cli("replay " + logs() + " --jobs 1 --format " + format);
        const test::Run two = test::run_cli("replay " + logs() + " --jobs 2 --format " + format);
        const test::Run three = test::run_cli("replay " + logs() + " --jobs 3 --format " + format);
        EXPECT_EQ(one.status, 0) << format << one.err;
        EXPECT_GT(one.out.size(), 100'000u) << format;
        EXPECT_EQ(two.out, one.out) << format;
        EXPECT_EQ(three.out, one.out) << format;
        EXPECT_EQ(two.status, 0) << format;
    }
}

// A long archive first and many short logs after it: the other threads replay the short ones
// while the first holds the archive, up to the window of logs past the next to copy, then wait;
// the output is still the bytes of one thread.
TEST(ReplayJobs, ManyShortLogsBehindALongOneWriteTheBytesOfOne) {
    std::string many = logs();
    for (int k = 0; k < 4; ++k)
        for (const char* f : {"examples/hoyle-rubber.yaml", "examples/disputed-rubber.yaml",
                              "cases/revoke/adversary-revoke-at-no-trumps.yaml"})
            many += " " + test::source_path(f);
    for (const std::string format : {"text", "json"}) {
        const test::Run one = test::run_cli("replay " + many + " --jobs 1 --format " + format);
        const test::Run two = test::run_cli("replay " + many + " --jobs 2 --format " + format);
        EXPECT_EQ(one.status, 0) << format << one.err;
        EXPECT_EQ(two.status, 0) << format << two.err;
        EXPECT_EQ(two.out, one.out) << format;
    }
}

// Several logs summarised at once, each into counts of its own added in the input's order: the
// counts and the columns of one thread, under the logs' codes and under codes given.
TEST(ReplayJobs, SeveralLogsSummarisedOnTwoJobsGiveTheCountsOfOne) {
    for (const std::string format : {"summary", "summary-json"})
        for (const std::string codes : {"", " --code elwell-1904,club-1904"}) {
            const std::string args =
                "replay " + logs() + " --format " + format + codes + " --jobs ";
            const test::Run one = test::run_cli(args + "1");
            EXPECT_EQ(one.status, 0) << format << codes << one.err;
            if (format == "summary")
                EXPECT_NE(one.out.find("6 logs"), std::string::npos) << one.out;
            for (const char* jobs : {"2", "3"}) {
                const test::Run many = test::run_cli(args + jobs);
                EXPECT_EQ(many.status, 0) << format << codes << jobs << many.err;
                EXPECT_EQ(many.out, one.out) << format << codes << jobs;
            }
        }
}

TEST(ReplayJobs, ABadLogAmongManyGivesTheSameErrorAndNoOutput) {
    const std::string bad = test::write_temp(
        "jobs-bad.yaml", "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: Q\n");
    for (const std::string format : {"json", "summary"}) {
        const std::string args =
            "replay " + logs() + " " + bad + " " + logs() + " --format " + format + " --jobs ";
        const test::Run one = test::run_cli(args + "1");
        const test::Run two = test::run_cli(args + "2");
        EXPECT_EQ(one.status, 2) << format;
        EXPECT_EQ(two.status, 2) << format;
        EXPECT_EQ(two.err, one.err) << format;
        EXPECT_NE(one.err.find("jobs-bad.yaml"), std::string::npos) << one.err;
        EXPECT_EQ(two.out, "") << format;
    }
}

// One archive of many deals (about 5 batches of the pipeline's), a quarter of them irregular:
// by sides, and by players (three handed, the players' columns).
const std::string& jobs_archive(const std::string& name) {
    static std::map<std::string, std::string> made;
    std::string& path = made[name];
    if (!path.empty()) return path;
    const std::string dir = test::fresh_folder("jobs-one-" + name);
    path = dir + "/a.xml";
    const std::string code = name == "sides" ? "club-1904" : "three-handed";
    EXPECT_EQ(test::run_cli("gen --deals 150 --seed 11 --infractions 0.25 --code " + code +
                            " --to xml -o " + path)
                  .status,
              0);
    return path;
}

TEST(ReplayJobs, OneArchiveOnTwoJobsWritesTheBytesOfOne) {
    for (const std::string name : {"sides", "players"})
        for (const std::string format : {"text", "json", "jsonl", "html", "summary"}) {
            if (name == "players" && (format == "jsonl" || format == "summary"))
                continue; // as by sides
            const std::string args =
                "replay " + jobs_archive(name) + " --format " + format + " --jobs ";
            const test::Run one = test::run_cli(args + "1");
            const test::Run two = test::run_cli(args + "2");
            EXPECT_EQ(one.status, 0) << name << format << one.err;
            EXPECT_GT(one.out.size(), format == "summary" ? 100u : 50'000u) << name << format;
            EXPECT_EQ(two.out, one.out) << name << format;
            EXPECT_EQ(two.status, 0) << name << format;
        }
    // From a pipe the log is read whole, its deals already read: written on two threads as well.
    const std::string args = "replay - --format text --jobs ";
    const test::Run one = test::run_cli_piped("cat " + jobs_archive("sides"), args + "1");
    EXPECT_EQ(test::run_cli_piped("cat " + jobs_archive("sides"), args + "3").out, one.out);
    EXPECT_GT(one.out.size(), 50'000u);
}

// One archive summarised under several codes, each deal folded ahead under every code on the
// thread that read it: the counts of one thread, code by code. (Folded under the first code
// alone and then taken by the others, some of this archive's irregular deals count otherwise.)
TEST(ReplayJobs, OneArchiveUnderSeveralCodesOnTwoJobsGivesTheCountsOfOne) {
    const std::string args =
        "replay " + jobs_archive("sides") +
        " --format summary-json --code club-1904,club-1903,american-1907,elwell-1904 --jobs ";
    const test::Run one = test::run_cli(args + "1");
    const test::Run two = test::run_cli(args + "2");
    EXPECT_EQ(one.status, 0) << one.err;
    EXPECT_EQ(two.status, 0) << two.err;
    EXPECT_NE(one.out.find("elwell-1904"), std::string::npos) << one.out;
    EXPECT_EQ(two.out, one.out);
}

// The archive with deals 100 and 140 spoiled (a verb misspelt): the error of deal 100, read
// on another thread, as one thread gives it; nothing on standard output.
TEST(ReplayJobs, ABadDealInOneArchiveGivesTheSameErrorAndNoOutput) {
    std::ifstream in(jobs_archive("sides"), std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    size_t at = 0;
    for (int deal = 0; deal < 140; ++deal) {
        at = text.find("<deal ", at + 1);
        ASSERT_NE(at, std::string::npos);
        if (deal == 99 || deal == 139) text.replace(text.find(" plays ", at), 7, " plaies ");
    }
    const std::string bad = test::write_temp("jobs-one-bad.xml", text);
    for (const std::string format : {"text", "html", "summary"}) {
        const test::Run one = test::run_cli("replay " + bad + " --format " + format + " --jobs 1");
        const test::Run two = test::run_cli("replay " + bad + " --format " + format + " --jobs 2");
        EXPECT_EQ(one.status, 2) << format;
        EXPECT_EQ(two.status, 2) << format;
        EXPECT_EQ(two.err, one.err) << format;
        EXPECT_NE(one.err.find("plaies"), std::string::npos) << one.err;
        EXPECT_EQ(two.out, "") << format;
    }
}

} // namespace
} // namespace bl
