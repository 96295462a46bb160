// A deal without `hands` whose play is whole: each player's hand is the cards he played
// (docs/log-additions.md, "A dispute without the whole log").
#include "log/hands_from_play.h"

#include "log/log_writer.h"
#include "log/log_xml.h"
#include "report/report.h"
#include "teach/case_file.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <fstream>
#include <regex>

namespace bl {
namespace {

using bl::test::slurp;

// The log with its (one-line) hands taken out; "" when it has no such line.
std::string without_hands(const std::string& yaml) {
    static const std::regex hands_line("\n +hands: *\"[^\"\n]*\" *(#[^\n]*)?\n");
    if (!std::regex_search(yaml, hands_line)) return "";
    // A comment in its place keeps the events on their lines (a ruling names its event's line).
    return std::regex_replace(yaml, hands_line, "\n    # the hands: from the play\n",
                              std::regex_constants::format_first_only);
}

const std::string FULL_HAND = "tests/data/desk/full-hand.yaml";

TEST(HandsFromPlay, AWholePlayGivesTheHandsAsDealt) {
    const std::string yaml = slurp(test::source_path(FULL_HAND));
    const GameLog dealt = test::log_from(yaml);
    const std::string stripped = without_hands(yaml);
    ASSERT_FALSE(stripped.empty());
    const GameLog read = test::log_from(stripped);
    EXPECT_EQ(read.deals[0].hands, dealt.deals[0].hands);
    EXPECT_EQ(read.deals[0].counts, dealt.deals[0].counts);
    // The XML log reads it the same way.
    const std::string xml =
        std::regex_replace(write_log_xml(dealt), std::regex(" hands=\"[^\"]*\""), "");
    ASSERT_EQ(xml.find("hands="), std::string::npos);
    EXPECT_EQ(test::log_from_xml(xml).deals[0].hands, dealt.deals[0].hands);
}

TEST(HandsFromPlay, APlayNotWholeIsRefusedWithTheReason) {
    const std::string yaml = "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: S\n"
                             "    events:\n" +
                             test::OPEN + "      - W plays ST\n      - N plays S7\n";
    auto log = parse_log_yaml(yaml, "short.yaml");
    ASSERT_FALSE(log.ok());
    EXPECT_EQ(log.error().line, 4);
    EXPECT_EQ(log.error().message,
              "deal 1: no \"hands\", and the play does not give them: cards played N 1, E 0, S 0, "
              "W 1, not 13 each; the hands are read from the play only when every card is played, "
              "so give them, e.g. hands: "
              "\"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32\"");
}

TEST(HandsFromPlay, ACardPlayedByTwoPlayersIsRefused) {
    Deal d;
    d.dealer = S;
    for (const char* e : {"W plays ST", "N plays ST"}) {
        Event ev;
        ASSERT_EQ(parse_event_text(e, ev), "");
        d.events.push_back(ev);
    }
    const std::string problem = hands_from_play(d);
    EXPECT_EQ(problem.rfind("no \"hands\", and the play does not give them: ST is played by both N "
                            "and W; ",
                            0),
              0u)
        << problem;
}

// Every case whose play is whole and gives the hands as dealt rules the same without them; a
// case whose play is not whole is refused with the reason. One test over the corpus, so that it
// can count the cases compared (the comparison must not be vacuous).
TEST(HandsFromPlay, EveryCaseWithAWholePlayRulesAsWithItsHands) {
    int alike = 0;
    for (const std::string& file : case_files({test::source_path("cases")})) {
        SCOPED_TRACE(file);
        auto c = read_case(file);
        ASSERT_TRUE(c.ok()) << c.error().describe();
        const std::string stripped = without_hands(slurp(file));
        if (stripped.empty() || c->log.deals.size() != 1 || c->expect.empty()) continue;
        auto read = parse_log_yaml(stripped, file);
        if (!read.ok()) {
            EXPECT_NE(read.error().message.find("no \"hands\", and the play does not give them"),
                      std::string::npos)
                << read.error().describe();
            continue;
        }
        if (read->deals[0].hands != c->log.deals[0].hands) continue; // dealt irregularly
        const std::string code = c->expect.front().code;
        EXPECT_EQ(report_json(test::replayed(*read, code)),
                  report_json(test::replayed(c->log, code)));
        ++alike;
    }
    EXPECT_GE(alike, 50);
}

} // namespace
} // namespace bl
