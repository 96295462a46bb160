// The teaching mode's text: a case told up to its question, each code's ruling, the codes side
// by side, and the quiz (its questions, its answers read from a stream, its score).
#include "teach/question_bank.h"
#include "teach/quiz.h"
#include "teach/teach.h"
#include "teach/teach_words.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <sstream>

using bl::test::library;
using bl::test::source_path;

namespace {

using bl::test::has;

// Each part is in the text; a failure names the part missing.
void expect_all(const std::string& text, std::initializer_list<std::string> parts) {
    for (const std::string& p : parts) EXPECT_TRUE(has(text, p)) << "missing: " << p << "\nin:\n" << text;
}

struct Taught {
    bl::Case c;
    std::vector<bl::CodeRuling> codes;
};

Taught taught(const std::string& relative, const std::string& only = {}) {
    auto c = bl::read_case(source_path(relative));
    EXPECT_TRUE(c.ok()) << c.error().describe();
    auto codes = bl::case_rulings(*c, library(), only);
    EXPECT_TRUE(codes.ok()) << codes.error().describe();
    return {*c, *codes};
}

const char* const LEAD = "cases/leads/dealer-leads-out-of-turn.yaml";

} // namespace

TEST(Teach, SettingTellsTheStoryTheHandsAndTheEventsUpToTheQuestion) {
    const auto t = taught(LEAD);
    const std::string s = bl::teach_setting(t.c, bl::case_focus(t.codes));
    expect_all(s, {
        "The dealer leads out of turn, and the second hand follows before anyone\nspeaks.\n=====", // the name, wrapped
        "absent-minded",             // the story
        "\u2660 A K Q 4",            // North's spades in the diagram
        "S (Mr. B), dealer",
        "W asks to lead",
        "Trick  1: S \u2660J, W \u26606", // the false lead and the card that followed it
        "<- the irregularity: S \u2660J",
        "can the lead still be put right?",
    });
    EXPECT_FALSE(has(s, "No penalty")); // the answer waits
}

TEST(Teach, SettingStopsAtTheEndOfTheIrregularTrick) {
    const auto t = taught("cases/revoke/dealer-revokes.yaml", "club-1904");
    const std::string s = bl::teach_setting(t.c, bl::case_focus(t.codes));
    EXPECT_TRUE(has(s, "Trick  8: E \u2666K, S \u26655, W \u26667, N \u26635   <- the irregularity: S \u26655"));
    EXPECT_FALSE(has(s, "Trick  9"));
}

TEST(Teach, AnIrregularityWhileDealingShowsTheDealingEvents) {
    const auto t = taught("cases/deal/dealer-exposes-in-deal.yaml");
    const std::string s = bl::teach_setting(t.c, bl::case_focus(t.codes));
    expect_all(s, {
        "While dealing:",
        "S exposes \u2665A   <- the irregularity",
        "Deal 1 of 2",
    });
    EXPECT_FALSE(has(s, "Deal 2 of 2"));
}

TEST(Teach, RulingQuotesTheLawAndShowsEachOptionsScore) {
    const auto t = taught("cases/revoke/dealer-revokes.yaml", "club-1904");
    ASSERT_EQ(t.codes.size(), 1u);
    const std::string r = bl::teach_ruling(t.c, t.codes[0]);
    expect_all(r, {
        "Under The Laws of Bridge (1904) [club-1904]:",
        "A revoke by S (Mr. B); the irregularity stands.",
        "Laws 90, 89, 91:", // the law that gives the penalty first
        "\"Is when a player (other than Dummy)",
        "Who chooses: E (Mr. Y) or W (Mr. Z).",
        "1. take three tricks (the best for the claimants)\n         NS 6 tricks: 0 below, 32 above; EW 7 tricks: 8 below, 16 above",
        "Why:",
    });
}

TEST(Teach, WhereTheCodeScoresByPlayersEachOptionShowsTheColumns) {
    const auto t = taught("cases/variants/three-handed-adversary-revokes.yaml");
    ASSERT_EQ(t.codes.size(), 1u);
    const std::string r = bl::teach_ruling(t.c, t.codes[0], 0); // not wrapped: a paragraph a line
    expect_all(r,
               {
                   // Taking three tricks and adding their value leave the same settlement: no
                   // "best" is named.
                   "1. take three tricks\n         NS 11 tricks: 40 below, 16 above; "
                   "EW 2 tricks: 0 below, 0 above; "
                   "the columns: Mr. B 40 below, 66 above; Mr. Z nothing; Mr. Y nothing\n",
                   "2. deduct the value of three tricks\n         NS 8 tricks: 16 below, 16 above; "
                   "EW 5 tricks: -24 below, 0 above; "
                   "the columns: Mr. B 16 below, 16 above; Mr. Z nothing; Mr. Y -24 "
                   "below, 0 above\n",
                   "    Who chooses: S (Mr. B).\n", // Dummy is no player (R1)
               });
    EXPECT_FALSE(has(r, "the best"));
    // A code scored by sides shows no columns.
    const auto sides = taught("cases/revoke/dealer-revokes.yaml", "club-1904");
    ASSERT_EQ(sides.codes.size(), 1u);
    EXPECT_FALSE(has(bl::teach_ruling(sides.c, sides.codes[0]), "the columns"));
}

TEST(Teach, DifferencesStandSideBySide) {
    const auto t = taught(LEAD);
    const std::string d = bl::teach_differences(t.codes);
    expect_all(d, {
        "Where the codes differ:",
        "club-1904",
        "elwell-1904",
        "No penalty.",
        "A penalty:",
        "E or W",
    });
    for (std::istringstream lines(d); !lines.eof();) {
        std::string line;
        std::getline(lines, line);
        EXPECT_LE(line.size(), 78u + 8u) << line; // the symbols count as bytes, not columns
    }
}

TEST(Teach, CodesThatAgreeSaySoAndCompareTheLawsWords) {
    // The 1903 and 1904 Club codes rule alike on the dealer's revoke, under laws numbered
    // differently whose words are not the same: "the same" would be untrue, so each is quoted.
    const auto t = taught("cases/revoke/dealer-revokes.yaml");
    const std::string d = bl::teach_differences(t.codes);
    expect_all(d, {"The codes rule alike, under laws numbered differently whose words differ:",
                   "club-1904 Law 90: \u201CThe penalty for a revoke", "club-1903 Law 87: \u201CThe penalty for a revoke"});
    EXPECT_FALSE(has(d, "are the same"));
    const auto one = taught(LEAD, "club-1904");
    EXPECT_EQ(bl::teach_differences(one.codes), "");
}

TEST(Teach, ACodeTheCaseDoesNotNameIsAnError) {
    auto c = bl::read_case(source_path(LEAD));
    ASSERT_TRUE(c.ok());
    const auto codes = bl::case_rulings(*c, library(), "short-bridge");
    ASSERT_FALSE(codes.ok());
    EXPECT_TRUE(has(codes.error().message, "does not name the code \"short-bridge\""));
    EXPECT_TRUE(has(codes.error().message, "club-1904, club-1903 or elwell-1904"));
}

TEST(Teach, LawQuoteIsTheFirstRealSentence) {
    const auto& book = bl::test::code("club-1904");
    EXPECT_EQ(bl::law_quote(book, "90").rfind("\"The penalty for a revoke", 0), 0u);
    EXPECT_GT(bl::law_quote(book, "90").size(), 40u); // not cut at the heading "I."
    EXPECT_EQ(bl::law_quote(book, "999"), "");
}

TEST(Quiz, TheRightAnswerIsAmongDistinctChoices) {
    const auto t = taught(LEAD);
    bl::Prng prng(7);
    const auto q = bl::quiz_question(t.c, t.codes, 0, prng);
    ASSERT_TRUE(q);
    EXPECT_GE(q->choices.size(), 2u);
    EXPECT_LE(q->choices.size(), 4u);
    ASSERT_LT(q->right, q->choices.size());
    // The case asks whether the lead "can still be put right": a question of time (question_bank.h).
    EXPECT_EQ(q->choices[q->right], "There is nothing to claim: no penalty.");
    EXPECT_TRUE(std::find(q->choices.begin(), q->choices.end(), "Yes: the penalty stands. A penalty: transfer one trick.") != q->choices.end());
    for (size_t i = 0; i < q->choices.size(); ++i)
        for (size_t k = i + 1; k < q->choices.size(); ++k) EXPECT_NE(q->choices[i], q->choices[k]);
    EXPECT_TRUE(has(q->ask, "Under The Laws of Bridge (1904) [club-1904], "));
    EXPECT_TRUE(has(q->because, "Law 81: \"If the dealer lead out of turn"));
}

// A case without a ruling asks what the score becomes (question_bank_test.cpp has the rest).
TEST(Quiz, ACaseWithoutARulingAsksForTheScore) {
    const auto t = taught("cases/scoring/hearts-doubled-three-honours.yaml");
    bl::Prng prng(1);
    const auto q = bl::quiz_question(t.c, t.codes, 0, prng, bl::other_codes(t.c, library()));
    ASSERT_TRUE(q);
    EXPECT_TRUE(has(q->ask, "what does the deal add to each side's score?"));
}

TEST(Quiz, AnswerLines) {
    EXPECT_EQ(std::get<size_t>(bl::read_choice(" 2 \r", 3)), 1u);
    EXPECT_EQ(std::get<std::string>(bl::read_choice("two", 3)), "\"two\" is not a choice: answer with a number from 1 to 3.");
    EXPECT_EQ(std::get<std::string>(bl::read_choice("4", 3)), "there is no choice 4: answer with a number from 1 to 3.");
    EXPECT_EQ(std::get<std::string>(bl::read_choice("", 3)), "no answer given: answer with a number from 1 to 3.");
    EXPECT_EQ(std::get<std::string>(bl::read_choice("0", 3)), "there is no choice 0: answer with a number from 1 to 3.");
}

namespace {
bl::QuizQuestion question(size_t right) {
    return {"setting\n", "Which?", {"A.", "B.", "C."}, right, "  Law 1: \"x\"\n"};
}
} // namespace

TEST(Quiz, ScoresTheAnswersAndAsksAgainAfterABadLine) {
    std::istringstream in("1\nfoo\n3\n");
    std::ostringstream out;
    const auto score = bl::run_quiz({question(0), question(1)}, in, out, true);
    EXPECT_EQ(score.right, 1);
    EXPECT_EQ(score.answered, 2);
    EXPECT_FALSE(score.ended_early);
    EXPECT_TRUE(has(out.str(), "Right."));
    EXPECT_TRUE(has(out.str(), "Your answer: foo\n  Sorry, \"foo\" is not a choice"));
    EXPECT_TRUE(has(out.str(), "Wrong: the answer is 2. B."));
    EXPECT_TRUE(has(out.str(), "Score: 1 of 2."));
}

TEST(Quiz, EndOfInputStopsTheQuizWithTheScoreSoFar) {
    std::istringstream in("1\n");
    std::ostringstream out;
    const auto score = bl::run_quiz({question(0), question(1), question(2)}, in, out);
    EXPECT_TRUE(score.ended_early);
    EXPECT_EQ(score.answered, 1);
    EXPECT_TRUE(has(out.str(), "No more answers (end of input)"));
    EXPECT_TRUE(has(out.str(), "Score: 1 of 1."));
    EXPECT_FALSE(has(out.str(), "Question 3 of 3"));
}

TEST(TeachWords, ARulingWithNoOffender) {
    // An erroneous score has no offender (docs/log-additions.md): nothing is said of one.
    bl::GameLog log;
    log.players[bl::N] = "Mr. A";
    EXPECT_EQ(bl::by_offender(log, nlohmann::json{{"offender", nullptr}}), "");
    EXPECT_EQ(bl::by_offender(log, nlohmann::json::object()), "");
    EXPECT_EQ(bl::by_offender(log, nlohmann::json{{"offender", "N"}}), " by N (Mr. A)");
    EXPECT_EQ(bl::by_offender(nlohmann::json{{"offender", "N"}}), " by N");
}

TEST(TeachWords, AnErroneousScoreIsCorrectedNotPenalised) {
    // Club Laws 12-13 correct the score; no one is at fault, so no one is penalised.
    const nlohmann::json corrected{{"infraction", "erroneous-score"},
                                   {"provision", "penalty"},
                                   {"options", {"correct-score"}},
                                   {"consequences", nlohmann::json::array()}};
    EXPECT_EQ(bl::remedy_words(corrected), "A correction: correct the score.");
    const nlohmann::json revoke{{"infraction", "revoke"},
                                {"provision", "penalty"},
                                {"options", {"take-three-tricks"}},
                                {"consequences", nlohmann::json::array()}};
    EXPECT_EQ(bl::remedy_words(revoke), "A penalty: take three tricks.");
    // The table's rule reads the same, so the quiz offers one answer, not two.
    for (const bl::Rule& rule : bl::test::code("club-1904").rules)
        if (rule.id == bl::Infraction::ErroneousScore)
            EXPECT_EQ(bl::remedy_words(rule), "A correction: correct the score.");
}
