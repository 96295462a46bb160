// The archive's counts (report/summary.h): a log's counts added to another's are the counts of
// the two logs summarised one after the other (replay of several logs on several threads adds
// each log's counts in turn), the codes in the order the logs first name them.
#include "report/summary.h"

#include "gen/generate.h"
#include "replay/replay.h"
#include "test_util.h"

#include <gtest/gtest.h>

namespace bl {
namespace {

GameLog summary_archive(int deals, uint64_t seed, const std::string& code) {
    auto log = generate_log({.deals = deals, .seed = seed, .infractions = 0.3}, test::code(code));
    EXPECT_TRUE(log.ok());
    return log ? *log : GameLog{};
}

// `log`'s deals counted into `sum` under `code`, as replay --format summary counts them.
void count_log(Summary& sum, const GameLog& log, const std::string& code) {
    ++sum.logs;
    Replayer replayer(test::code(code), log, {.explain = false, .keep_rubbers = false});
    for (const Deal& deal : log.deals) {
        ASSERT_FALSE(replayer.add(deal));
        ++sum.deals;
        sum.events += (long long)(deal.events.size() + deal.during_deal.size());
        sum.counts_for(code).add(replayer.current());
    }
    sum.counts_for(code).close();
}

TEST(Summary, AnotherLogsCountsAddedAreItsDealsCountedAfterThese) {
    const GameLog first = summary_archive(120, 1, "club-1904"),
                  second = summary_archive(90, 2, "club-1904");
    Summary in_turn;
    count_log(in_turn, first, "club-1904");
    count_log(in_turn, second, "club-1904");
    count_log(in_turn, second, "elwell-1904");
    Summary apart, other;
    count_log(apart, first, "club-1904");
    count_log(other, second, "club-1904");
    count_log(other, second, "elwell-1904");
    apart.add(other);
    EXPECT_EQ(summary_text(apart), summary_text(in_turn));
    EXPECT_EQ(summary_json(apart), summary_json(in_turn));
    // Counts worth comparing: rubbers ended, points, rulings, and a code the first log lacks,
    // after the first's.
    ASSERT_EQ(apart.codes.size(), 2u);
    EXPECT_EQ(apart.codes[1].code, "elwell-1904");
    const CodeCounts& club = apart.codes[0];
    EXPECT_GT(club.rubbers_finished, 10);
    EXPECT_GT(club.points[0] + club.points[1], 0);
    long long rulings = 0;
    for (size_t id = 0; id < club.status.size(); ++id) rulings += club.infractions(id);
    EXPECT_GT(rulings, 20);
    EXPECT_EQ(apart.deals, (long long)(first.deals.size() + 2 * second.deals.size()));
}

} // namespace
} // namespace bl
