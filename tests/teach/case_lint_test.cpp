// `cases lint`: a fixture per fault kind (tests/data/lint/), each found with its line, and the
// pieces the linter stands on (quotations, law mentions). The corpus itself is linted by the
// corpus test (cases_test.cpp).
#include "teach/case_lint.h"
#include "teach/quotation.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <fstream>

using namespace bl;

namespace {

std::vector<LintFinding> lint_fixture(const std::string& name) {
    auto c = read_case(bl::test::source_path("tests/data/lint/" + name + ".yaml"));
    EXPECT_TRUE(c.ok()) << c.error().describe();
    if (!c) return {};
    return lint_case(*c, run_case(*c, bl::test::library()), bl::test::library());
}

std::string described(const std::vector<LintFinding>& fs) {
    std::string out;
    for (const LintFinding& f : fs) out += describe(f) + "\n";
    return out;
}

} // namespace

TEST(CaseLint, TheCleanFixtureHasNoFinding) {
    EXPECT_TRUE(lint_fixture("clean").empty()) << described(lint_fixture("clean"));
}

// Each fixture is the clean one with one fault: exactly that kind is found, where it is.
TEST(CaseLint, EachFaultKindIsFoundInItsFixture) {
    const std::map<LintKind, int> line = {{LintKind::GivesAway, 2},   {LintKind::QuoteCut, 20},
                                          {LintKind::Misquote, 20},   {LintKind::LawNotUsed, 20},
                                          {LintKind::OcrMark, 20},    {LintKind::ModernTerm, 5},
                                          {LintKind::Prerequisite, 4}};
    for (LintKind kind : all_lint_kinds()) {
        const std::string name = lint_kind_name(kind);
        const auto found = lint_fixture(name);
        ASSERT_EQ(found.size(), 1u) << name << ":\n" << described(found);
        EXPECT_EQ(found[0].kind, kind) << described(found);
        EXPECT_EQ(found[0].line, line.at(kind)) << described(found);
        EXPECT_NE(found[0].file.find(name + ".yaml"), std::string::npos);
    }
}

TEST(CaseLint, SaysWhatIsWrongAndHowToPutItRight) {
    const auto cut = lint_fixture("quote-cut");
    ASSERT_EQ(cut.size(), 1u);
    EXPECT_NE(cut[0].message.find("the law goes on \"hand has played"), std::string::npos)
        << cut[0].message;
    const auto modern = lint_fixture("modern-term");
    ASSERT_EQ(modern.size(), 1u);
    EXPECT_NE(modern[0].message.find("the story says \"declarer\""), std::string::npos)
        << modern[0].message;
    const auto away = lint_fixture("gives-away");
    ASSERT_EQ(away.size(), 1u);
    EXPECT_NE(away[0].message.find("\"transfer one trick\""), std::string::npos) << away[0].message;
}

TEST(Quotation, FindsQuotationsAndTheLawTheyAreGivenAs) {
    const auto q =
        quotations("Law 97: 'A revoke cannot be claimed after the cut.' The dealer's side "
                   "loses it; \"as Badsworth says, too late\" and 'yes'.");
    ASSERT_EQ(q.size(), 2u); // 'yes' is too short to check
    EXPECT_EQ(q[0].text, "A revoke cannot be claimed after the cut.");
    EXPECT_EQ(q[0].attributed, "97");
    EXPECT_EQ(q[1].attributed, ""); // a sentence away from the law's number
}

TEST(Quotation, AQuotationCutAtAClauseOrWithAnEllipsisIsWhole) {
    Law law;
    law.text = "If the dealer lead out of turn, he incurs no penalty; but he may not rectify the "
               "error after the second hand has played.";
    EXPECT_TRUE(find_in_law("If the dealer lead out of turn", law)->clause_boundary);
    EXPECT_TRUE(find_in_law("he incurs no penalty ...", law)->ellipsis);
    EXPECT_TRUE(
        find_in_law("If the dealer lead ... after the second hand has played.", law)->reaches_end);
    const auto cut = find_in_law("he may not rectify the error", law);
    ASSERT_TRUE(cut);
    EXPECT_FALSE(cut->clause_boundary || cut->ellipsis || cut->reaches_end);
    EXPECT_EQ(cut->next_words, "after the second hand has played");
    EXPECT_FALSE(find_in_law("he pays ten points", law));
}

TEST(Quotation, LawMentionsListsAndRanges) {
    std::vector<std::string> got;
    for (const LawMention& m : law_mentions("Laws 89, 90 and 97; Law 6 II; Laws 53-55."))
        got.push_back(m.number);
    EXPECT_EQ(got, (std::vector<std::string>{"89", "90", "97", "6", "53", "54", "55"}));
}

// The loader's word on the course fields: a level out of range and a prerequisite that is not
// SUBJECT/NAME are errors with the line and how to write them.
TEST(CaseFile, TheCourseFieldsAreCheckedAsTheyAreRead) {
    std::ifstream in(bl::test::source_path("tests/data/lint/clean.yaml"));
    const std::string clean((std::istreambuf_iterator<char>(in)), {});
    std::string bad_level = clean;
    bad_level.replace(bad_level.find("level: 1"), 8, "level: 7");
    auto c = read_case(bl::test::write_temp("bad-level.yaml", bad_level));
    ASSERT_FALSE(c.ok());
    EXPECT_EQ(c.error().line, 4);
    EXPECT_NE(c.error().message.find("level is 1 (first steps), 2"), std::string::npos) << c.error().message;
    std::string bad_pre = clean;
    bad_pre.replace(bad_pre.find("level: 1\n"), 9, "level: 1\nprerequisites: [dealer-revokes.yaml]\n");
    c = read_case(bl::test::write_temp("bad-prerequisite.yaml", bad_pre));
    ASSERT_FALSE(c.ok());
    EXPECT_NE(c.error().message.find("is not SUBJECT/NAME"), std::string::npos) << c.error().message;
}
