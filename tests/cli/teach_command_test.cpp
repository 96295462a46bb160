// `bridgelaws teach` as a user meets it: the case and its answer with stdin not a terminal,
// the quiz fed from a pipe, and bad input (exit 2, the reason on stderr).
#include "test_util.h"

#include <gtest/gtest.h>

#include <fstream>

using bl::test::run_cli;
using bl::test::source_path;

namespace {
using bl::test::has;

} // namespace

TEST(TeachCommand, TellsTheCaseThenTheRulingWhenStdinIsNotATerminal) {
    const auto r = run_cli("teach " + source_path("cases/leads/dealer-leads-out-of-turn.yaml") + " </dev/null");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_LT(r.out.find("The question:"),
              r.out.find("Under The Laws of Bridge (1904) [club-1904]"));
    EXPECT_TRUE(has(r.out, "Under The Laws of Bridge [elwell-1904]"));
    EXPECT_TRUE(has(r.out, "Where the codes differ:"));
    EXPECT_FALSE(has(r.out, "Press any key"));
}

TEST(TeachCommand, CodeLimitsTheAnswerToOneCode) {
    const auto r = run_cli("teach --answer --code elwell-1904 " + source_path("cases/leads/dealer-leads-out-of-turn.yaml"));
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(has(r.out, "Under The Laws of Bridge [elwell-1904]"));
    EXPECT_FALSE(has(r.out, "[club-1904]"));
    EXPECT_FALSE(has(r.out, "Where the codes differ"));
}

TEST(TeachCommand, BadInputExitsTwo) {
    const auto missing = run_cli("teach --answer " + source_path("cases/no-such-case.yaml"));
    EXPECT_EQ(missing.status, 2);
    EXPECT_TRUE(has(missing.err, "no-such-case.yaml"));
    EXPECT_EQ(missing.out, "");
    const auto code = run_cli("teach --answer --code short-bridge " + source_path("cases/leads/dealer-leads-out-of-turn.yaml"));
    EXPECT_EQ(code.status, 2);
    EXPECT_TRUE(has(code.err, "does not name the code \"short-bridge\""));
    const auto none = run_cli("teach");
    EXPECT_EQ(none.status, 2);
    EXPECT_TRUE(has(none.err, "teach needs a case file, or --quiz"));
}

TEST(TeachCommand, QuizReadsAnswersFromAPipeAndScoresThem) {
    const auto r = run_cli("teach --quiz --seed 3 --count 2 " + source_path("cases/leads") + " < " +
                           bl::test::write_temp("quiz-answers.txt", "x\n1\n2\n"));
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(has(r.out, "Question 1 of 2"));
    EXPECT_TRUE(has(r.out, "Question 2 of 2"));
    EXPECT_TRUE(has(r.out, "Sorry, \"x\" is not a choice"));
    EXPECT_TRUE(has(r.out, " of 2.\n"));
    // The same seed asks the same questions.
    const auto again = run_cli("teach --quiz --seed 3 --count 2 " + source_path("cases/leads") + " < " +
                               bl::test::write_temp("quiz-answers.txt", "x\n1\n2\n"));
    EXPECT_EQ(again.out, r.out);
}

TEST(TeachCommand, QuizStopsAtTheEndOfInput) {
    const auto r = run_cli("teach --quiz --seed 1 --count 3 " + source_path("cases/revoke") + " </dev/null");
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(has(r.out, "No more answers (end of input)"));
    EXPECT_TRUE(has(r.out, "Score: 0 of 0."));
}

TEST(TeachCommand, QuizOnAMissingFolderExitsTwo) {
    const auto r = run_cli("teach --quiz " + source_path("no-such-folder") + " </dev/null");
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(has(r.err, "no-such-folder: no such case file or folder"));
}
