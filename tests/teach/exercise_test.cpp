// The exercise: the ruling written field by field, each answer checked, the hint ladder (a
// nudge, the law's number, the law's words, then the answer), driven through a stream and
// through the command's standard input.
#include "teach/exercise.h"
#include "teach/question_bank.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <sstream>

using namespace bl;

namespace {

using bl::test::has;

struct Fields {
    Case c;
    std::vector<ExerciseField> fields;
};

Fields fields_of(const std::string& relative, const std::string& code) {
    auto c = read_case(bl::test::source_path(relative));
    EXPECT_TRUE(c.ok());
    auto codes = case_rulings(*c, bl::test::library(), code);
    EXPECT_TRUE(codes.ok());
    return {*c, exercise_fields(*c, codes->at(0), other_codes(*c, bl::test::library()))};
}

const ExerciseField& field(const Fields& f, const std::string& id) {
    for (const ExerciseField& x : f.fields)
        if (x.id == id) return x;
    throw std::runtime_error("no field " + id);
}

} // namespace

TEST(Exercise, TheFieldsAreKeyedOnTheRuling) {
    const auto f = fields_of("cases/leads/dealer-leads-out-of-turn.yaml", "elwell-1904");
    ASSERT_EQ(f.fields.size(), 3u); // a part deal: no score to write
    std::string problem;
    EXPECT_EQ(check_field(field(f, "chooser"), "W, e", problem), FieldCheck::Right);
    EXPECT_EQ(check_field(field(f, "chooser"), "N S", problem), FieldCheck::Wrong);
    EXPECT_EQ(check_field(field(f, "chooser"), "X", problem), FieldCheck::Unreadable);
    EXPECT_TRUE(has(problem, "\"X\" is not a seat"));
    EXPECT_EQ(check_field(field(f, "laws"), "7 78 77", problem), FieldCheck::Right);
    EXPECT_EQ(check_field(field(f, "laws"), "77", problem), FieldCheck::Wrong);
    const ExerciseField& remedies = field(f, "remedies");
    const auto at = std::find(remedies.menu.begin(), remedies.menu.end(), "transfer one trick");
    ASSERT_NE(at, remedies.menu.end());
    EXPECT_EQ(check_field(remedies, std::to_string(at - remedies.menu.begin() + 1), problem),
              FieldCheck::Right);
    EXPECT_EQ(check_field(remedies, "none", problem), FieldCheck::Wrong);
    EXPECT_EQ(check_field(remedies, "99", problem), FieldCheck::Unreadable);
    EXPECT_EQ(check_field(remedies, "--", problem), FieldCheck::Unreadable);
    EXPECT_EQ(check_field(remedies, "-1", problem), FieldCheck::Unreadable);
}

// The Club code gives no penalty: no one chooses, and no remedy is the answer.
TEST(Exercise, NoPenaltyMeansNoChooserAndNoRemedy) {
    const auto f = fields_of("cases/leads/dealer-leads-out-of-turn.yaml", "club-1904");
    std::string problem;
    EXPECT_EQ(check_field(field(f, "chooser"), "none", problem), FieldCheck::Right);
    EXPECT_EQ(check_field(field(f, "remedies"), "none", problem), FieldCheck::Right);
}

// A revoke claimed after the cut: the remedies are lost, whatever they would have been.
TEST(Exercise, ALostPenaltyLeavesNoRemedy) {
    const auto f = fields_of("cases/revoke/revoke-claimed-after-cut.yaml", "club-1904");
    std::string problem;
    EXPECT_EQ(check_field(field(f, "remedies"), "none", problem), FieldCheck::Right);
    EXPECT_EQ(check_field(field(f, "score"), "16 16 0 0", problem), FieldCheck::Right);
    EXPECT_EQ(check_field(field(f, "score"), "16 16", problem), FieldCheck::Unreadable);
    EXPECT_EQ(check_field(field(f, "score"), "16 16 - 0", problem), FieldCheck::Unreadable);
    EXPECT_EQ(check_field(field(f, "score"), "16 16 -0 0", problem), FieldCheck::Right);
}

TEST(Exercise, TheHintsClimbFromANudgeToTheLawsWordsThenTheAnswer) {
    const auto f = fields_of("cases/leads/dealer-leads-out-of-turn.yaml", "elwell-1904");
    std::istringstream in("N\nN\nN\nN\n77 78 7\n");
    std::ostringstream out;
    const auto score =
        run_exercise("setting\n", {field(f, "chooser"), field(f, "laws")}, in, out, true);
    const std::string text = out.str();
    EXPECT_TRUE(has(text, "Not quite. Nudge:")) << text;
    EXPECT_TRUE(has(text, "Not quite. Law 77 says who may demand the penalty.")) << text;
    EXPECT_TRUE(has(text, "Not quite. Law 77: \"")) << text;
    EXPECT_TRUE(has(text, "The answer: E (Mr. Y) or W (Mr. Z).")) << text;
    EXPECT_EQ(score.fields, 2);
    EXPECT_EQ(score.hints, 3);      // the ladder's three rungs, then the answer
    EXPECT_EQ(score.first_time, 1); // the laws, at once
    EXPECT_FALSE(score.ended_early);
}

TEST(Exercise, TheCommandReadsTheAnswersFromStandardInput) {
    const std::string input = bl::test::write_temp("exercise-input.txt", "E W\n1\n77 78 7\n");
    const auto r = bl::test::run_cli(
        "teach --exercise --code elwell-1904 " +
        bl::test::source_path("cases/leads/dealer-leads-out-of-turn.yaml") + " < " + input);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(has(r.out, "Who may choose or exact the penalty?")) << r.out;
    EXPECT_TRUE(has(r.out, "  Right.")) << r.out;
    EXPECT_TRUE(has(r.out, "fields right at the first try")) << r.out;
}
