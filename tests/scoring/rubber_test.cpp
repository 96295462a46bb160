#include "scoring/rubber.h"
#include "test_util.h"

#include <gtest/gtest.h>

using namespace bl;
using bl::test::code;

namespace {
HandScore hand(int ns_below, int ew_below, int ns_above = 0, int ew_above = 0) {
    HandScore h;
    h.below = {ns_below, ew_below};
    h.above = {ns_above, ew_above};
    return h;
}
} // namespace

TEST(Rubber, GamesAtThirtyAndTheRubberAtTwo) {
    Rubber r(code("club-1904").params);
    EXPECT_FALSE(r.add(hand(18, 0, 24)));
    EXPECT_EQ(r.add(hand(16, 0)), std::optional<Side>(NS)); // 34: game
    EXPECT_EQ(r.state().game_score[NS], 0);
    EXPECT_FALSE(r.add(hand(0, 24)));
    EXPECT_EQ(r.add(hand(0, 30)), std::optional<Side>(EW));
    EXPECT_FALSE(r.state().finished);
    EXPECT_EQ(r.add(hand(36, 0)), std::optional<Side>(NS));
    ASSERT_TRUE(r.state().finished);
    EXPECT_EQ(*r.state().winner, NS);
    EXPECT_EQ(r.state().total[NS], 18 + 24 + 16 + 36 + 100);
    EXPECT_EQ(r.state().total[EW], 54);
    EXPECT_EQ(r.state().points, 194 - 54);
}

TEST(Rubber, TheWinnersMayLosePoints) {
    Rubber r(code("club-1904").params);
    r.add(hand(30, 0, 0, 300));
    r.add(hand(30, 0));
    ASSERT_TRUE(r.state().finished);
    EXPECT_EQ(r.state().points, 160 - 300); // Law 11: "won, or lost, by the winners"
}

TEST(Rubber, StartsFromTheLogsScore) {
    std::array<SideScore, 2> start{SideScore{18, 40, 1}, SideScore{6, 0, 0}};
    Rubber r(code("club-1904").params, start);
    EXPECT_EQ(r.add(hand(12, 0)), std::optional<Side>(NS));
    ASSERT_TRUE(r.state().finished);
    EXPECT_EQ(r.state().total[NS], 18 + 40 + 12 + 100);
}

TEST(Rubber, ShortBridgeGameValues) {
    // Law 8: treble when the adversaries have not scored, double under three, single at three or four.
    Rubber r(code("short-bridge").params);
    r.add(hand(5, 0)); // NS treble
    EXPECT_EQ(r.state().game_values[NS], std::vector<int>{3});
    r.add(hand(2, 0));
    r.add(hand(0, 5)); // EW double (NS had 2)
    EXPECT_EQ(r.state().game_values[EW], std::vector<int>{2});
    r.add(hand(3, 0));
    r.add(hand(0, 3));
    r.add(hand(2, 0)); // NS single (EW had 3)
    ASSERT_TRUE(r.state().finished);
    EXPECT_EQ(r.state().game_values[NS], (std::vector<int>{3, 1}));
    // Laws 9-10: games 3 + 1, two rubber points, less the losers' game of 2.
    EXPECT_EQ(r.state().points, 3 + 1 + 2 - 2);
}

TEST(Rubber, SettlementInUnits) {
    // Badsworth: "taking 10 points as the unit ... Every 5 points or over count as one unit;
    // less than 5, as 0. Thus, 55 = 6 points, 64 = 6 points."
    EXPECT_EQ(settlement_units(55), 6);
    EXPECT_EQ(settlement_units(64), 6);
    EXPECT_EQ(settlement_units(4), 0);
    EXPECT_EQ(settlement_units(26), 3);
    EXPECT_EQ(settlement_units(-146), -15);
}
