#include "log/game_log.h"

#include "core/yaml_reader.h"
#include "log_compare.h"
#include "test_util.h"

#include <gtest/gtest.h>

using namespace bl;

namespace {

const std::string GOOD = test::SCORED_LOG_HEAD + R"(x-note: ignored
deals:
  - dealer: S
    hands: "S:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32"
    during-deal:
      - E exposes C3
    events:
      - S leaves it
      - N declares hearts
      - {by: W, act: asks-to-lead}
      - E says yes
      - W plays 10S
      - {by: N, act: plays, card: S7}
  - dealer: W
    hands: {N: "AKQ4.J32.T98.765", E: "T98.AK7.Q5432.K4", S: "J7.Q986.AK.QJT98", W: "6532.T54.J76.A32"}
    events: []
)";

Error yaml_error_of(const std::string& yaml) {
    auto log = parse_log_yaml(yaml, "bad.yaml");
    EXPECT_FALSE(log.ok());
    return log.ok() ? Error{} : log.error();
}

std::string yaml_with_event(const std::string& event) {
    return test::events_log("      - S declares hearts\n      - " + event + "\n");
}

} // namespace

TEST(GameLog, ReadsEverythingTheContractNames) {
    auto log = parse_log_yaml(GOOD, "good.yaml");
    ASSERT_TRUE(log.ok()) << log.error().describe();
    EXPECT_EQ(log->code, "club-1904");
    EXPECT_EQ(log->players[W], "Mr. Z");
    ASSERT_TRUE(log->score);
    EXPECT_EQ((*log->score)[NS].above, 40);
    EXPECT_EQ((*log->score)[NS].games, 1);
    ASSERT_EQ(log->deals.size(), 2u);
    const Deal& d = log->deals[0];
    EXPECT_EQ(d.dealer, S);
    EXPECT_EQ(d.hands[S].size(), 13);
    ASSERT_EQ(d.during_deal.size(), 1u);
    EXPECT_EQ(d.during_deal[0].verb, Verb::Exposes);
    ASSERT_EQ(d.events.size(), 6u);
    EXPECT_EQ(d.events[2].verb, Verb::AsksToLead);
    EXPECT_EQ(d.events[2].by, W);
    EXPECT_EQ(d.events[4].card, make_card(SPADES, TEN));
    EXPECT_EQ(d.events[5].card, make_card(SPADES, 5));
    EXPECT_EQ(d.events[5].line, 19);
    EXPECT_EQ(log->deals[1].hands[N], d.hands[S]); // the map form
}

// The desk's API reads a log without what only `convert` writes back: the same model, and no
// comment or unread key kept.
TEST(GameLog, ReadWithoutExtrasKeepsTheModelOnly) {
    const std::string yaml = "# a committee's note\n" + GOOD + "# the end\n";
    auto full = parse_log_yaml(yaml, "good.yaml");
    auto model = parse_log_yaml(yaml, "good.yaml", LogExtras::Skip);
    ASSERT_TRUE(full.ok() && model.ok());
    EXPECT_TRUE(test::same_log(*full, *model));
    EXPECT_FALSE(full->kept.empty() || full->key_comments.empty()); // there were some to skip
    EXPECT_TRUE(model->kept.empty() && model->key_comments.empty() &&
                model->closing_comments.empty() && model->key_order.empty());
}

TEST(GameLog, BadYamlNamesLineAndColumn) {
    const Error e = yaml_error_of("format: bridgelaws/1\ndeals: [\n  - {dealer: S\n");
    EXPECT_EQ(e.file, "bad.yaml");
    EXPECT_GT(e.line, 0);
    EXPECT_NE(e.message.find("not valid YAML"), std::string::npos);
}

TEST(GameLog, UnknownSeat) {
    const Error e = yaml_error_of(yaml_with_event("Q plays SA"));
    EXPECT_EQ(e.line, 7);
    EXPECT_EQ(e.message, "deal 1, event 1: \"Q plays SA\": \"Q\" is not a seat (N, E, S or W)");
}

TEST(GameLog, BadCard) {
    const Error e = yaml_error_of(yaml_with_event("W plays SX"));
    EXPECT_EQ(e.line, 7);
    EXPECT_EQ(e.column, 9);
    EXPECT_EQ(e.message, "deal 1, event 1: \"W plays SX\": SX: X is not a rank (A K Q J T 9 8 7 6 5 4 3 2, or 10)");
}

TEST(GameLog, UnknownVerb) {
    const Error e = yaml_error_of(yaml_with_event("W juggles SA"));
    EXPECT_EQ(e.message, "deal 1, event 1: \"W juggles SA\": \"juggles\" is not a verb (e.g. plays, declares, doubles, leaves it, asks to lead)");
    const Error m = yaml_error_of(yaml_with_event("{by: W, act: juggles}"));
    EXPECT_NE(m.message.find("\"juggles\" is not a verb"), std::string::npos);
}

TEST(GameLog, MissingKeys) {
    EXPECT_EQ(yaml_error_of("deals: []\n").message,
              "missing key \"format\": the first line of a log is \"format: bridgelaws/1\"");
    EXPECT_EQ(yaml_error_of("format: bridgelaws/1\n").message,
              "missing key \"deals\": a log lists its deals under \"deals:\"");
    const Error d = yaml_error_of("format: bridgelaws/1\ndeals:\n  - hands: \"N:AKQ4.J32.T98.765 "
                                  "T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32\"\n");
    EXPECT_EQ(d.message, "missing key \"dealer\": each deal names its dealer (N, E, S or W)");
    EXPECT_EQ(d.line, 3);
}

TEST(GameLog, UnknownKeysAndWrongFormat) {
    EXPECT_NE(yaml_error_of("format: bridgelaws/1\ncolour: red\ndeals: []\n")
                  .message.find("unknown key \"colour\""),
              std::string::npos);
    EXPECT_NE(yaml_error_of("format: bridgelaws/9\ndeals: []\n").message.find("not supported"),
              std::string::npos);
    EXPECT_NE(yaml_error_of("").message.find("empty"), std::string::npos);
}

TEST(GameLog, BadHands) {
    const Error e = yaml_error_of(
        "format: bridgelaws/1\ndeals:\n  - dealer: S\n    hands: \"N:AKQ4.J32.T98.765 T98.AK7\"\n");
    EXPECT_NE(e.message.find("hands:"), std::string::npos);
    EXPECT_EQ(e.line, 4);
}

// docs/log-additions.md: the map form of "looks at": a trick (by number, or the last) or a seat.
TEST(GameLog, ReadsLooksAtInTheMapForm) {
    const auto event_of = [](const std::string& map) {
        auto log = parse_log_yaml(yaml_with_event(map), "map.yaml");
        EXPECT_TRUE(log.ok()) << (log.ok() ? "" : log.error().describe());
        return log.ok() ? log->deals[0].events.back() : Event{};
    };
    EXPECT_EQ(event_of("{by: E, act: looks-at, trick: 3}").tricks, 3);
    EXPECT_EQ(event_of("{by: E, act: looks-at, trick: last}").tricks, 0);
    EXPECT_EQ(event_of("{by: N, act: looks-at, seat: E}").seat, E);
    EXPECT_EQ(event_text(event_of("{by: N, act: looks-at, seat: E}")), "N looks at E");
    const Error e = yaml_error_of(yaml_with_event("{by: E, act: looks-at, trick: 20}"));
    EXPECT_EQ(e.line, 7);
    EXPECT_NE(e.message.find("names the trick by its number, 1 to 13"), std::string::npos)
        << e.message;
}

namespace {

// A log read from yaml-cpp's nodes (as `convert` reads it, keeping the extras) and from the
// compact tree (as the desk's API reads it) must be the same model, placed the same, or the same
// error in the same words at the same place.
::testing::AssertionResult same_reading(const std::string& text) {
    const auto nodes = parse_log_yaml(text, "log.yaml");
    const auto tree = parse_log_yaml(text, "log.yaml", LogExtras::Skip);
    if (nodes.ok() != tree.ok())
        return ::testing::AssertionFailure()
               << (nodes.ok() ? tree.error().describe() : nodes.error().describe());
    if (!nodes.ok()) {
        const Error &a = nodes.error(), &b = tree.error();
        if (a.file == b.file && a.line == b.line && a.column == b.column && a.message == b.message)
            return ::testing::AssertionSuccess();
        return ::testing::AssertionFailure() << a.describe() << " against " << b.describe();
    }
    if (auto same = test::same_log(*nodes, *tree); !same) return same;
    for (size_t i = 0; i < nodes->deals.size(); ++i) {
        const Deal &x = nodes->deals[i], &y = tree->deals[i];
        if (x.line != y.line || x.hands_line != y.hands_line || x.hands_column != y.hands_column)
            return ::testing::AssertionFailure() << "deal " << i + 1 << " placed elsewhere";
        for (size_t e = 0; e < x.events.size(); ++e)
            if (x.events[e].line != y.events[e].line || x.events[e].column != y.events[e].column)
                return ::testing::AssertionFailure() << "deal " << i + 1 << ", event " << e;
    }
    return ::testing::AssertionSuccess();
}

} // namespace

TEST(GameLog, ReadsTheSameFromEitherTreeWhateverIsWrong) {
    const std::string hand = *read_file(test::source_path("tests/data/desk/full-hand.yaml"));
    for (const std::string& text : {GOOD, hand}) {
        EXPECT_TRUE(same_reading(text));
        for (size_t at = 0; at < text.size(); ++at) // each character left out
            EXPECT_TRUE(same_reading(text.substr(0, at) + text.substr(at + 1))) << at;
        for (size_t at = 0; at < text.size(); at = text.find('\n', at) + 1) // each line doubled
            EXPECT_TRUE(same_reading(text.substr(0, text.find('\n', at) + 1) + text.substr(at)));
    }
    for (const std::string& text :
         {std::string("format: bridgelaws/1\n? [a]\n: b\ndeals: []\n"), std::string("~: x\n"),
          std::string("- a\n"), std::string("format: bridgelaws/1\ndeals: [{dealer: N, hands: ~}]\n"),
          std::string("format: bridgelaws/1\nscore: {NS: {below: 0x10, games: 3}}\ndeals: []\n"),
          std::string("format: bridgelaws/1\ndeals: &d []\nx-copy: *d\n")})
        EXPECT_TRUE(same_reading(text)) << text;
}
