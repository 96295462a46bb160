// The text report, as a committee reads it aloud.
#include "report/report.h"
#include "report/text_wrap.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <sstream>

using namespace bl;

namespace {

std::string text_of(const std::string& path) {
    auto log = read_log(test::source_path(path));
    if (!log) return log.error().describe();
    return report_text(test::replayed(*log, log->code), 0); // not wrapped: one line a paragraph
}

} // namespace

TEST(ReportText, ARulingWithNoOffenderNamesTheIrregularityAlone) {
    // An erroneous score is corrected and no one is at fault: no placeholder for the offender.
    const std::string text = text_of("cases/scoring/erroneous-score-honours.yaml");
    EXPECT_NE(text.find("  Ruling at event 57 (line 72 of the log): An error in the score. The irregularity stands.\n"),
              std::string::npos)
        << text;
    EXPECT_EQ(text.find(": -"), std::string::npos) << text;
}

TEST(ReportText, AnErroneousScoreIsCorrectedNotPenalised) {
    // Club Laws 12-13: the score is corrected; no one is at fault, so the remedy is no penalty.
    const std::string text = text_of("cases/scoring/erroneous-score-honours.yaml");
    EXPECT_NE(text.find("    The correction: correct the score. Elected: correct the score.\n"), std::string::npos) << text;
    EXPECT_EQ(text.find("The penalty: correct the score"), std::string::npos) << text;
    // A fixed penalty on an offender is still called one.
    const std::string lead = text_of("cases/deal/dealer-shuffles-after-cut.yaml");
    EXPECT_NE(lead.find("    The penalty: cut again."), std::string::npos) << lead;
}

TEST(ReportText, ARulingWithAnOffenderNamesHim) {
    const std::string text = text_of("examples/disputed-rubber.yaml");
    EXPECT_NE(text.find("  Ruling at event 6 (line 176 of the log): E (Mr. Y) renounced in trick 1 (\u26663) holding a "
                        "card of the suit led, and did not correct it in time. The irregularity stands."),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("  Ruling at event 2 (line 369 of the log): A double out of turn by N (Mr. A). The irregularity stands."),
              std::string::npos)
        << text;
}

TEST(ReportText, TheRemedysLawFirstThenEachOptionsScore) {
    const std::string text = text_of("examples/disputed-rubber.yaml");
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
    const std::string text = text_of("examples/disputed-rubber.yaml");
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
