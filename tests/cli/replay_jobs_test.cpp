// replay --jobs: several logs replayed at once, the output joined in the input's order, the
// same bytes as one log after the other; the same error, and nothing printed, on bad input.
#include "test_util.h"

#include <gtest/gtest.h>

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

TEST(ReplayJobs, ABadLogAmongManyGivesTheSameErrorAndNoOutput) {
    const std::string bad = test::write_temp(
        "jobs-bad.yaml", "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: Q\n");
    const std::string args =
        "replay " + logs() + " " + bad + " " + logs() + " --format json --jobs ";
    const test::Run one = test::run_cli(args + "1");
    const test::Run two = test::run_cli(args + "2");
    EXPECT_EQ(one.status, 2);
    EXPECT_EQ(two.status, 2);
    EXPECT_EQ(two.err, one.err);
    EXPECT_NE(one.err.find("jobs-bad.yaml"), std::string::npos) << one.err;
    EXPECT_EQ(two.out, "");
}

} // namespace
} // namespace bl
