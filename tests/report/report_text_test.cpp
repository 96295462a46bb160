// The text report, as a committee reads it aloud.
#include "report/report.h"
#include "test_util.h"

#include <gtest/gtest.h>

using namespace bl;

namespace {

std::string text_of(const std::string& path) {
    auto log = read_log(test::source_path(path));
    if (!log) return log.error().describe();
    return report_text(test::replayed(*log, log->code));
}

} // namespace

TEST(ReportText, ARulingWithNoOffenderNamesTheIrregularityAlone) {
    // An erroneous score is corrected and no one is at fault: no placeholder for the offender.
    const std::string text = text_of("cases/scoring/erroneous-score-honours.yaml");
    EXPECT_NE(text.find("  Ruling (event 56): erroneous-score. Status: established. Laws 12, 13:"),
              std::string::npos)
        << text;
    EXPECT_EQ(text.find(": -"), std::string::npos) << text;
}

TEST(ReportText, AnErroneousScoreIsCorrectedNotPenalised) {
    // Club Laws 12-13: the score is corrected; no one is at fault, so the remedy is no penalty.
    const std::string text = text_of("cases/scoring/erroneous-score-honours.yaml");
    EXPECT_NE(text.find(" The correction: correct-score. Elected: correct-score.\n"),
              std::string::npos)
        << text;
    EXPECT_EQ(text.find("The penalty: correct-score"), std::string::npos) << text;
    // A fixed penalty on an offender is still called one.
    const std::string lead = text_of("cases/deal/dealer-shuffles-after-cut.yaml");
    EXPECT_NE(lead.find(" The penalty: "), std::string::npos) << lead;
}

TEST(ReportText, ARulingWithAnOffenderNamesHim) {
    const std::string text = text_of("examples/disputed-rubber.yaml");
    EXPECT_NE(text.find("  Ruling (event 5): E (Mr. Y) renounced in trick 1 (D3) holding a card of "
                        "the suit led, and did not correct it in time."),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("  Ruling (event 1): double-out-of-turn: N (Mr. A). Status: established."),
              std::string::npos)
        << text;
}
