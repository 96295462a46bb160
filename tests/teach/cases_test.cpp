// The teaching-case corpus (cases/) through one parameterised test: every case, every code it
// names, as golden data (DDS style).
#include "teach/case_file.h"
#include "teach/case_lint.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

using namespace bl;

namespace {

std::vector<std::string> all_cases() { return case_files({bl::test::source_path("cases")}); }

std::string case_test_name(const ::testing::TestParamInfo<std::string>& info) {
    std::string n = info.param.substr(bl::test::source_path("cases/").size());
    for (char& c : n)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return n;
}

class CaseCorpus : public ::testing::TestWithParam<std::string> {};

} // namespace

TEST_P(CaseCorpus, RulesAsExpectedUnderEveryCode) {
    auto c = read_case(GetParam());
    ASSERT_TRUE(c.ok()) << c.error().describe();
    ASSERT_FALSE(c->expect.empty()) << "a case expects a ruling under at least one code";
    for (const CaseOutcome& o : run_case(*c, bl::test::library())) {
        std::string why;
        for (const std::string& d : o.differences) why += "\n  " + d;
        EXPECT_TRUE(o.passed) << GetParam() << " [" << o.code << "]" << why;
    }
}

// `cases lint` (docs/cases.md, "Reviewing a case"): no answer given away, quotations whole, no
// law cited that the ruling does not use, no OCR marks, no modern terms, a level.
TEST_P(CaseCorpus, PassesTheLint) {
    auto c = read_case(GetParam());
    ASSERT_TRUE(c.ok()) << c.error().describe();
    for (const LintFinding& f : lint_case(*c, run_case(*c, bl::test::library()), bl::test::library())) ADD_FAILURE() << describe(f);
}

INSTANTIATE_TEST_SUITE_P(Cases, CaseCorpus, ::testing::ValuesIn(all_cases()), case_test_name);

TEST(CaseFile, ComparesOnlyWhatItExpectsAndSaysWhatDiffers) {
    auto c = read_case(bl::test::source_path("cases/leads/dealer-leads-out-of-turn.yaml"));
    ASSERT_TRUE(c.ok()) << c.error().describe();
    // Spoil one expectation: the runner must say where.
    c->expect[0].expected["rulings"][0]["provision"] = "penalty";
    const auto outcomes = run_case(*c, bl::test::library());
    ASSERT_FALSE(outcomes.empty());
    EXPECT_FALSE(outcomes[0].passed);
    ASSERT_EQ(outcomes[0].differences.size(), 1u);
    EXPECT_EQ(outcomes[0].differences[0], "rulings[0].provision: expected \"penalty\", got \"no-penalty\"");
}

TEST(CaseFile, ComparesThePlayersColumnsWhereTheCodeScoresByPlayers) {
    auto c = read_case(bl::test::source_path(
        "cases/variants/three-handed-dummy-declaration-and-lost-tricks.yaml"));
    ASSERT_TRUE(c.ok()) << c.error().describe();
    ASSERT_EQ(c->expect[0].code, "three-handed");
    auto& expected = c->expect[0].expected;
    // Badsworth R12: Mr. Z's (West's) 56 above the line, none of it towards game.
    ASSERT_EQ(expected["deals"][0]["players"]["columns"][1]["player"], "Mr. Z");
    EXPECT_EQ(expected["deals"][0]["players"]["columns"][1]["above"], 56);
    // Written as if the adversaries' tricks went below (towards game): the runner says where.
    expected["deals"][0]["players"]["columns"][1]["below"] = 16;
    expected["players"]["rubber"]["columns"][1]["total"] = 72;
    const auto outcomes = run_case(*c, bl::test::library());
    ASSERT_EQ(outcomes.size(), 1u);
    EXPECT_FALSE(outcomes[0].passed);
    ASSERT_EQ(outcomes[0].differences.size(), 2u);
    EXPECT_EQ(outcomes[0].differences[0], "deals[0].players.columns[1].below: expected 16, got 0");
    EXPECT_EQ(outcomes[0].differences[1], "players.rubber.columns[1].total: expected 72, got 56");
    // And the update writes the columns back, each deal's and the players' rubber.
    const std::string block = expectation_yaml(*c, outcomes);
    EXPECT_NE(block.find("\"player\":\"Mr. Y\""), std::string::npos);
    EXPECT_NE(block.find("    players: {\"rubber\":"), std::string::npos);
}

// `cases run --update` keeps the keys a case chose to check (a hand-written `rubber`, a deal's
// tricks alone) and refreshes their values; it adds nothing the case left out.
TEST(CaseFile, AnUpdateKeepsTheShapeOfTheCasesExpectation) {
    auto c = read_case(
        bl::test::source_path("cases/variants/short-bridge-tricks-score-before-honours.yaml"));
    ASSERT_TRUE(c.ok()) << c.error().describe();
    ASSERT_EQ(c->expect[0].code, "short-bridge");
    const nlohmann::json tricks = c->expect[0].expected["deals"][0]["tricks"];
    nlohmann::json want;
    want["deals"] = nlohmann::json::array({{{"tricks", {{"NS", 99}, {"EW", 99}}}}});
    want["rubber"] = {{"total", {{"NS", -1}}}};
    c->expect[0].expected = want;
    const auto outcomes = run_case(*c, bl::test::library());
    ASSERT_EQ(outcomes.size(), 1u);
    EXPECT_FALSE(outcomes[0].passed);
    const std::string block = expectation_yaml(*c, outcomes);
    const nlohmann::json total = outcomes[0].actual["rubber"]["total"];
    EXPECT_EQ(block, "expect:\n  short-bridge:\n    deals:\n      - {\"tricks\":" + tricks.dump() +
                         "}\n    rubber: {\"total\":{\"NS\":" + total["NS"].dump() + "}}\n");
}

// `--update` rewrites the expect block alone: the keys and comments before it, and the
// comments at the margin after its last line, stay as written.
TEST(CaseFile, AnUpdateKeepsWhatSurroundsTheBlock) {
    const std::string path = ::testing::TempDir() + "update-keeps.yaml";
    std::ofstream(path)
        << "format: bridgelaws/1\n# the case's name\nname: \"x\"\nexpect:\n"
           "  club-1904:\n    rulings: []\n# about the explanation\n\nexplain:\n  club-1904: why\n";
    auto done = rewrite_expectations(path, "expect:\n  club-1904:\n    deals: []\n");
    ASSERT_TRUE(done.ok()) << done.error().describe();
    std::ifstream in(path);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(text, "format: bridgelaws/1\n# the case's name\nname: \"x\"\nexpect:\n  club-1904:\n "
                    "   deals: []\n"
                    "# about the explanation\n\nexplain:\n  club-1904: why\n");
}
