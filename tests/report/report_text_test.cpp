// The text report, as a committee reads it aloud.
#include "report/report.h"
#include "report/text_wrap.h"
#include "test_util.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <sstream>

using namespace bl;

namespace {

std::string report_text_of(const std::string& path) {
    auto log = read_log(test::source_path(path));
    if (!log) return log.error().describe();
    return report_text(test::replayed(*log, log->code), 0); // not wrapped: one line a paragraph
}

} // namespace

TEST(ReportText, ARulingWithNoOffenderNamesTheIrregularityAlone) {
    // An erroneous score is corrected and no one is at fault: no placeholder for the offender.
    const std::string text = report_text_of("cases/scoring/erroneous-score-honours.yaml");
    EXPECT_NE(text.find("  Ruling at event 57 (line 72 of the log): An error in the score. The irregularity stands.\n"),
              std::string::npos)
        << text;
    EXPECT_EQ(text.find(": -"), std::string::npos) << text;
}

TEST(ReportText, AnErroneousScoreIsCorrectedNotPenalised) {
    // Club Laws 12-13: the score is corrected; no one is at fault, so the remedy is no penalty.
    const std::string text = report_text_of("cases/scoring/erroneous-score-honours.yaml");
    EXPECT_NE(text.find("    The correction: correct the score. Elected: correct the score.\n"), std::string::npos) << text;
    EXPECT_EQ(text.find("The penalty: correct the score"), std::string::npos) << text;
    // A fixed penalty on an offender is still called one.
    const std::string lead = report_text_of("cases/deal/dealer-shuffles-after-cut.yaml");
    EXPECT_NE(lead.find("    The penalty: cut again."), std::string::npos) << lead;
}

TEST(ReportText, ARulingWithAnOffenderNamesHim) {
    const std::string text = report_text_of("examples/disputed-rubber.yaml");
    EXPECT_NE(text.find("  Ruling at event 6 (line 176 of the log): E (Mr. Y) renounced in trick 1 (\u26663) holding a "
                        "card of the suit led, and did not correct it in time. The irregularity stands."),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("  Ruling at event 2 (line 369 of the log): A double out of turn by N (Mr. A). The irregularity stands."),
              std::string::npos)
        << text;
}

TEST(ReportText, TheRemedysLawFirstThenEachOptionsScore) {
    const std::string text = report_text_of("examples/disputed-rubber.yaml");
    const size_t remedy = text.find("    Law 90, which gives the remedy: \u201CThe penalty for a revoke\u2014 I. Is at the option");
    ASSERT_NE(remedy, std::string::npos) << text;
    EXPECT_LT(remedy, text.find("    Law 89: \u201CIs when a player (other than Dummy)", remedy));
    EXPECT_NE(text.find("    N (Mr. A) or S (Mr. B) may choose: take three tricks, deduct the value of three tricks or add the "
                        "value of three tricks. Elected: take three tricks.\n"),
              std::string::npos);
    EXPECT_NE(text.find("    Consequence: no game for the offending side this hand and no slam for the offending side this hand.\n"),
              std::string::npos);
    // The three options net the claimants the same: none is "the best".
    EXPECT_NE(text.find("      If they take three tricks: tricks NS 11, EW 2; the hand NS 40 below, 0 above, EW 0 below, 16 above; "
                        "the rubber after it NS 82, EW 70; net for NS +12 -- these options score the same.\n"),
              std::string::npos)
        << text;
    const size_t revoke = text.find("renounced in trick 1 (\u26663)");
    EXPECT_GT(text.find("the best for the claimants", revoke), text.find("A double out of turn", revoke));
}

TEST(ReportText, TheRunningScoreShowsTheGameInProgress) {
    const std::string text = report_text_of("examples/disputed-rubber.yaml");
    EXPECT_NE(text.find("  Score: NS 18 below, 24 above; EW 0 below, 0 above; games NS 0, EW 0. The game in progress: NS 18, EW 0 "
                        "below the line.\n"),
              std::string::npos)
        << text;
}

TEST(ReportText, WrapsToTheWidthAndStacksTheHandsWhenNarrow) {
    auto log = read_log(test::source_path("examples/disputed-rubber.yaml"));
    ASSERT_TRUE(log.ok());
    const Report r = test::replayed(*log, log->code);
    const std::string narrow = report_text(r, 40);
    std::istringstream lines(narrow);
    for (std::string line; std::getline(lines, line);) // only a word longer than the line (a path) goes past
        EXPECT_TRUE(display_width(line) <= 40u || line.find(' ', line.find_first_not_of(' ')) == std::string::npos) << line;
    // The hands one under another, each whole: West's clubs on a line of their own.
    EXPECT_NE(narrow.find("\n    W (Mr. Z)\n    \u2660 10 4 3 2\n"), std::string::npos) << narrow;
    const std::string wide = report_text(r, 120);
    EXPECT_NE(wide.find("    W (Mr. Z)                               E (Mr. Y)\n"), std::string::npos) << wide;
}

// Club 1904 50: "If the dealer's partner pass the declaration to the dealer, the eldest hand may
// demand ... II. That the dealer's partner shall himself make the declaration." The dealer left
// it, his partner passed it back and was compelled to declare: the JSON's declaration.left is
// true, and the words say the same, the pass-back included (the HTML page too: report_html_test).
TEST(ReportText, TheDeclarationPassedBackIsToldAsTheJsonHasIt) {
    const GameLog log = test::log_from(
        test::events_log("      - S leaves it\n      - N leaves it\n"
                         "      - W elects compel-declaration\n      - N declares hearts\n"));
    const Report r = test::replayed(log, "club-1904");
    const auto json = nlohmann::json::parse(report_json(r));
    EXPECT_EQ(json["deals"][0]["declaration"]["left"], true);
    EXPECT_EQ(json["deals"][0]["declaration"]["by"], "N");
    const std::string text = report_text(r, 0);
    EXPECT_NE(text.find("  The dealer leaves it; his partner passes it back; N declares hearts"),
              std::string::npos)
        << text;
    // Left and declared by the partner: "leaves it" alone. Declared by the dealer: no word of it.
    const GameLog left_log =
        test::log_from(test::events_log("      - S leaves it\n      - N declares hearts\n"));
    const Report left = test::replayed(left_log, "club-1904"); // the report reads its log: kept
    EXPECT_EQ(nlohmann::json::parse(report_json(left))["deals"][0]["declaration"]["left"], true);
    EXPECT_NE(report_text(left, 0).find("  The dealer leaves it; N declares hearts"),
              std::string::npos);
    const GameLog own_log = test::log_from(test::events_log("      - S declares hearts\n"));
    const Report own = test::replayed(own_log, "club-1904");
    EXPECT_EQ(nlohmann::json::parse(report_json(own))["deals"][0]["declaration"]["left"], false);
    EXPECT_EQ(report_text(own, 0).find("leaves it"), std::string::npos);
}

// House rules on the dealer's revoke (tests/data/tables/one-revoke-rule.yaml): "the adversaries
// take three tricks from him". W claims it; the words give the engine's own reason when the
// election fails, never "not an option the law gives", which the house rule does give: the
// revoking side has won two tricks, and three cannot be taken from a side that has fewer (reading
// revoke-short-tricks). With a third trick won, the election stands.
TEST(ReportText, AFailedElectionGivesTheEngineReasonNotAnother) {
    auto book = test::library().load(test::source_path("tests/data/tables/one-revoke-rule.yaml"));
    ASSERT_TRUE(book.ok()) << book.error().describe();
    const std::string revoke =
        test::OPEN +
        "      - W plays D7\n      - N plays D8\n      - E plays D2\n      - S plays CQ\n"
        "      - N plays SA\n      - E plays S8\n      - S plays S7\n      - W plays S2\n";
    const std::string third =
        "      - N plays SK\n      - E plays S9\n      - S plays SJ\n      - W plays S3\n";
    const std::string claim = "      - W elects take-three-tricks\n";
    const GameLog short_log = test::log_from(test::events_log(revoke + claim));
    const GameLog enough_log = test::log_from(test::events_log(revoke + third + claim));
    auto short_report = replay(short_log, *book);
    auto enough_report = replay(enough_log, *book);
    ASSERT_TRUE(short_report.ok() && enough_report.ok());
    const std::string fewer = report_text(*short_report, 0);
    EXPECT_NE(
        fewer.find("The election fails: three tricks cannot be taken from a side that has fewer."),
        std::string::npos)
        << fewer;
    EXPECT_EQ(fewer.find("not an option the law gives"), std::string::npos) << fewer;
    const std::string stands = report_text(*enough_report, 0);
    EXPECT_EQ(stands.find("The election fails"), std::string::npos) << stands;
    EXPECT_NE(stands.find("Elected: take three tricks."), std::string::npos) << stands;
}
