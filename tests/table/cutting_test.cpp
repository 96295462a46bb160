#include "table/cutting.h"
#include "test_util.h"

#include <gtest/gtest.h>

using namespace bl;
using bl::test::log_from;

namespace {
TableFormed formed(const std::string& cutting, const std::string& players = "{N: Mr. A, E: Mr. Y, S: Mr. B, W: Mr. Z}",
                   char dealer = 'N') {
    return form_table(log_from("format: bridgelaws/1\nplayers: " + players + "\ncutting:\n" + cutting +
                               "deals:\n  - dealer: " + std::string(1, dealer) +
                               "\n    hands: \"" + test::HANDS + "\"\n"));
}
std::vector<std::string> v(std::initializer_list<const char*> names) { return {names.begin(), names.end()}; }
} // namespace

TEST(Cutting, TheTwoLowestPlayTheTwoHighestAndTheAceIsLow) {
    const TableFormed t = formed("  - {Mr. A: SA, Mr. B: H3, Mr. Y: DK, Mr. Z: C9}\n");
    ASSERT_TRUE(t.settled);
    EXPECT_EQ(t.pairs[0], v({"Mr. A", "Mr. B"}));
    EXPECT_EQ(t.first_dealer, "Mr. A"); // the ace is the lowest card
    EXPECT_EQ(t.cuts, 1);
    EXPECT_TRUE(t.agrees);
}

TEST(Cutting, TheTwoLowestEqualCutAgainForTheDeal) {
    // The log-format example: the two eights... here the two lowest cut again (Law 19).
    const TableFormed t = formed("  - {Mr. A: H8, Mr. B: D8, Mr. Y: CQ, Mr. Z: SK}\n  - {Mr. B: S2, Mr. A: HQ}\n", "{N: Mr. A, E: Mr. Y, S: Mr. B, W: Mr. Z}", 'S');
    ASSERT_TRUE(t.settled);
    EXPECT_EQ(t.pairs[0], v({"Mr. A", "Mr. B"}));
    EXPECT_EQ(t.first_dealer, "Mr. B");
    EXPECT_EQ(t.cuts, 2);
    EXPECT_TRUE(t.agrees);
}

TEST(Cutting, TheMiddlePairEqualCutAgainForPartner) {
    const TableFormed t = formed("  - {Mr. A: HQ, Mr. B: D8, Mr. Y: C8, Mr. Z: S2}\n  - {Mr. B: SK, Mr. Y: HQ}\n", "{N: Mr. Z, E: Mr. B, S: Mr. Y, W: Mr. A}");
    ASSERT_TRUE(t.settled);
    EXPECT_EQ(t.first_dealer, "Mr. Z");
    EXPECT_EQ(t.pairs[0], v({"Mr. Y", "Mr. Z"})); // Mr. Y cut lower on the recut
    EXPECT_EQ(t.pairs[1], v({"Mr. A", "Mr. B"}));
    EXPECT_TRUE(t.agrees); // Mr. Y and Mr. Z sit N-S, and Mr. Z (N) deals the first deal
    EXPECT_EQ(t.low_pair_side, std::optional<Side>(NS));
    EXPECT_FALSE(formed("  - {Mr. A: HQ, Mr. B: D8, Mr. Y: C8, Mr. Z: S2}\n  - {Mr. B: SK, Mr. Y: HQ}\n",
                        "{N: Mr. Z, E: Mr. B, S: Mr. Y, W: Mr. A}", 'E')
                     .agrees); // but not if E deals first
}

TEST(Cutting, ThreeEqual) {
    // Law 20: the fourth card highest: the two lowest of the new cut are partners, the lower deals.
    const TableFormed low = formed("  - {Mr. A: H5, Mr. B: D5, Mr. Y: C5, Mr. Z: SK}\n  - {Mr. A: S9, Mr. B: H2, Mr. Y: D3}\n");
    ASSERT_TRUE(low.settled);
    EXPECT_EQ(low.pairs[0], v({"Mr. B", "Mr. Y"}));
    EXPECT_EQ(low.first_dealer, "Mr. B");
    // The fourth card lowest: the two highest of the new cut are partners, the original lowest deals.
    const TableFormed high = formed("  - {Mr. A: H2, Mr. B: DJ, Mr. Y: CJ, Mr. Z: SJ}\n  - {Mr. B: S9, Mr. Y: H4, Mr. Z: DK}\n");
    ASSERT_TRUE(high.settled);
    EXPECT_EQ(high.first_dealer, "Mr. A");
    EXPECT_EQ(high.pairs[0], v({"Mr. A", "Mr. Y"}));
    EXPECT_EQ(high.pairs[1], v({"Mr. B", "Mr. Z"}));
}

TEST(Cutting, ProblemsAreReportedNotThrown) {
    const TableFormed wrong = formed("  - {Mr. A: H8, Mr. B: D8, Mr. Y: CQ, Mr. Z: SK}\n  - {Mr. Y: S2, Mr. A: HQ}\n");
    EXPECT_FALSE(wrong.settled);
    ASSERT_FALSE(wrong.problems.empty());
    EXPECT_EQ(wrong.problems[0], "round 2: the laws call for a cut by Mr. A, Mr. B");
    const TableFormed three = formed("  - {Mr. A: H8, Mr. B: D8, Mr. Y: CQ}\n");
    EXPECT_EQ(three.problems.at(0), "round 1: four players cut for partners, not 3");
}
