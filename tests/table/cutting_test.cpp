#include "table/cutting.h"
#include "core/card.h"
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

// Club 1904 16 (Club 1903 16, Elwell 16, Short Bridge 15): "Should a player expose more than one
// card, he must cut again." His cut is void; his second cut, alone in the next round, completes
// the round, which is then read as any other (here the middle pair ties and cuts again).
TEST(Cutting, APlayerWhoExposesMoreThanOneCardCutsAgain) {
    const std::string rounds =
        "  - {Mr. A: HQ H3, Mr. B: D8, Mr. Y: C9, Mr. Z: S2}\n  - {Mr. A: H8}\n"
        "  - {Mr. A: SK, Mr. B: HQ}\n";
    const TableFormed t = formed(rounds, "{N: Mr. Z, E: Mr. A, S: Mr. B, W: Mr. Y}");
    ASSERT_TRUE(t.settled);
    EXPECT_TRUE(t.problems.empty());
    EXPECT_EQ(t.cuts, 3);
    EXPECT_EQ(t.first_dealer, "Mr. Z");           // S2 is lowest; Mr. A's H3 would have been next
    EXPECT_EQ(t.pairs[0], v({"Mr. B", "Mr. Z"})); // his H8 ties Mr. B's D8: the lower on the recut
    EXPECT_TRUE(t.agrees);
    ASSERT_EQ(t.exposures.size(), 1u);
    EXPECT_EQ(t.exposures[0].player, "Mr. A");
    EXPECT_EQ(t.exposures[0].round, 1);
    EXPECT_EQ(t.exposures[0].cards.size(), 2);
    EXPECT_TRUE(t.exposures[0].cut_again);
    // No second cut given: the table is not formed, and the report says why.
    const TableFormed unfinished = formed("  - {Mr. A: HQ H3, Mr. B: D8, Mr. Y: C8, Mr. Z: S2}\n");
    EXPECT_FALSE(unfinished.settled);
    EXPECT_NE(unfinished.problems.at(0).find("must cut again"), std::string::npos);
    // The code's ruling, the same in every code that has the law: the re-cut, of itself.
    for (const std::string id : {"club-1903", "club-1904", "elwell-1904", "short-bridge"}) {
        const Ruling r = cut_ruling(test::code(id));
        EXPECT_EQ(r.elected, std::optional<Option>(Option::CutAgain)) << id;
        ASSERT_FALSE(r.laws.empty()) << id;
        const Law* law = test::code(id).law(r.laws.front());
        ASSERT_NE(law, nullptr) << id;
        EXPECT_NE(law->text.find("expose more than one card"), std::string::npos) << id;
    }
}

// The several cards are written back as they were read, in YAML and XML.
TEST(Cutting, SeveralCardsAreReadAndWrittenInBothForms) {
    const GameLog yaml =
        log_from("format: bridgelaws/1\ncutting:\n  - {Mr. A: HQ H3}\ndeals: []\n");
    ASSERT_EQ(yaml.cutting.at(0).at(0).shown.size(), 2);
    EXPECT_EQ(yaml.cutting[0][0].card, card_of("HQ"));
    const GameLog xml = test::log_from_xml("<log format=\"bridgelaws/1\"><cutting><round><cut "
                                           "player=\"Mr. A\" card=\"HQ H3\"/></round>"
                                           "</cutting></log>");
    EXPECT_EQ(xml.cutting.at(0).at(0).shown, yaml.cutting[0][0].shown);
}
