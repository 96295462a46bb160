// Writing logs: YAML and XML read back as the same log, on every log the project ships.
#include "core/yaml_reader.h"
#include "gen/generate.h"
#include "log/log_comments.h"
#include "log/log_file.h"
#include "log/log_writer.h"
#include "log/log_xml.h"
#include "log_compare.h"
#include "report/report.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>

using namespace bl;
namespace fs = std::filesystem;

namespace {

// Whether a file is a game log: it names the log format (examples/ holds law tables too).
bool is_log(const std::string& path) {
    auto text = read_file(path);
    return text && (text->find("format: bridgelaws/1") != std::string::npos ||
                    text->find("format=\"bridgelaws/1\"") != std::string::npos);
}

// Every YAML or XML log under examples/ and cases/ (searched recursively).
std::vector<std::string> shipped_logs() {
    std::vector<std::string> out;
    for (const char* dir : {"examples", "cases"}) {
        const fs::path root = test::source_path(dir);
        if (!fs::exists(root)) continue;
        for (const auto& f : fs::recursive_directory_iterator(root)) {
            const std::string ext = f.path().extension().string();
            const bool log_file = ext == ".yaml" || ext == ".yml" || ext == ".xml";
            if (f.is_regular_file() && log_file && is_log(f.path().string()))
                out.push_back(f.path().string());
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

// The report the log gives under its own code, or "" where it cannot be replayed.
// The report, less where each ruling's event stands in the file (`line`, `column`): a log
// written again stands on other lines, and means the same.
std::string report_of(const GameLog& log) {
    if (log.code.empty()) return {};
    auto r = replay(log, test::code(log.code));
    static const std::regex place(R"re(\n *"(line|column)": [0-9]+,)re");
    return r ? std::regex_replace(report_json(*r), place, "") : std::string{};
}

} // namespace

TEST(LogWriter, EveryShippedLogSurvivesTheRoundTrip) {
    const auto logs = shipped_logs();
    ASSERT_FALSE(logs.empty());
    int replayed = 0;
    for (const std::string& path : logs) {
        SCOPED_TRACE(path);
        auto original = read_any_log(path);
        ASSERT_TRUE(original.ok()) << original.error().describe();
        const std::string xml = write_log_xml(*original);
        auto from_xml = parse_log_xml(xml, "converted.xml");
        ASSERT_TRUE(from_xml.ok()) << from_xml.error().describe() << "\n" << xml;
        EXPECT_TRUE(test::same_log(*original, *from_xml));
        // ... and back to YAML from the XML: the other way round.
        const std::string yaml = write_log_yaml(*from_xml);
        auto back = parse_log_yaml(yaml, "converted.yaml");
        ASSERT_TRUE(back.ok()) << back.error().describe() << "\n" << yaml;
        EXPECT_TRUE(test::same_log(*original, *back));
        // Writing is stable: a second pass writes the same text.
        EXPECT_EQ(write_log_yaml(*back), yaml);
        EXPECT_EQ(write_log_xml(*back), xml);
        // The same meaning: the engine gives the same report.
        const std::string report = report_of(*original);
        if (report.empty()) continue;
        ++replayed;
        EXPECT_EQ(report_of(*from_xml), report);
        EXPECT_EQ(report_of(*back), report);
    }
    EXPECT_GT(replayed, 0);
}

TEST(LogWriter, WritesWhatHandWrittenLogsHold) {
    GameLog log = test::log_from(R"(format: bridgelaws/1
players: {N: "Mr. \"Q\" Smith", E: "yes", S: "null", W: "A: B # c"}
cutting:
  - {"Mr. A": HQ, "x, y": D8}
deals:
  - dealer: E
    hands: "N:AAKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A3"
    during-deal: [E exposes C3, E looks at DQ]
    events:
      - E declares no trumps
      - {by: S, act: elects, option: call-card, card: HK}
      - S answers has
      - N claims 3
      - S claims
      - quits
      - cut
      - W plays SK S3 S2
)");
    ASSERT_EQ(log.deals.size(), 1u);
    EXPECT_EQ(log.deals[0].counts[N], 14); // the ace written twice: an irregular deal
    for (const std::string& text : {write_log_yaml(log), write_log_xml(log)}) {
        auto back = parse_any_log(text, "t");
        ASSERT_TRUE(back.ok()) << back.error().describe() << "\n" << text;
        EXPECT_TRUE(test::same_log(log, *back)) << text;
    }
}

TEST(LogWriter, NotesBecomeComments) {
    const GameLog log = test::log_from("format: bridgelaws/1\ndeals: []\n");
    const std::string yaml = write_log_yaml(log, {"no doubling -- in PBN", "two\nlines"});
    EXPECT_EQ(yaml, "# no doubling -- in PBN\n# two\n# lines\nformat: bridgelaws/1\ndeals: []\n");
    const std::string xml = write_log_xml(log, {"no doubling -- in PBN"});
    EXPECT_NE(xml.find("<!-- no doubling - - in PBN -->"), std::string::npos) << xml;
    EXPECT_TRUE(parse_log_xml(xml, "t").ok());
}

// A deal's duplicate board (docs/log-additions.md) survives YAML and XML, and a deal from a
// board is not ruled a deal out of turn, whoever dealt the deal before.
TEST(LogWriter, KeepsADealsBoard) {
    const std::string yaml = "format: bridgelaws/1\ncode: club-1904\ndeals:\n"
                             "  - dealer: N\n    board: \"1\"\n    hands: \"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32\"\n"
                             "  - dealer: N\n    board: \"1\"\n    hands: \"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32\"\n";
    const GameLog log = test::log_from(yaml);
    ASSERT_EQ(log.deals.size(), 2u);
    EXPECT_EQ(log.deals[1].board, "1");
    auto xml = parse_log_xml(write_log(log, LogFormat::Xml), "board.xml");
    ASSERT_TRUE(xml.ok()) << xml.error().describe();
    EXPECT_EQ(xml->deals[1].board, "1");
    EXPECT_EQ(test::log_from(write_log(*xml, LogFormat::Yaml)).deals[0].board, "1");
    const Report r = test::replayed(log, "club-1904");
    ASSERT_EQ(r.deals.size(), 2u);
    EXPECT_TRUE(r.deals[1].rulings.empty()); // the same dealer again: from the board, not out of turn
    GameLog rubber = log;
    for (Deal& d : rubber.deals) d.board.clear();
    EXPECT_FALSE(test::replayed(rubber, "club-1904").deals[1].rulings.empty()); // at a rubber table it is
}

namespace {

// Every comment's words in a YAML text, sorted: the same words, whatever line each moved to.
std::vector<std::string> comment_words(const std::string& yaml) {
    std::vector<std::string> out;
    for (const YamlComment& c : yaml_comments(yaml)) out.push_back(c.text);
    std::sort(out.begin(), out.end());
    return out;
}

// The kept keys (x- notes, teaching-case keys) of the log and of its deals, as written.
std::map<std::string, std::string> kept_keys(const GameLog& log) {
    std::map<std::string, std::string> out;
    for (const KeptKey& k : log.kept) out[k.key] = k.yaml;
    for (size_t i = 0; i < log.deals.size(); ++i)
        for (const KeptKey& k : log.deals[i].notes.kept)
            out["deal " + std::to_string(i + 1) + " " + k.key] = k.yaml;
    return out;
}

} // namespace

// Nothing lost in conversion: YAML -> XML -> YAML keeps every comment, every x- key and every
// teaching-case key of every shipped example and case, word for word; a second round trip
// writes the same text again.
TEST(LogWriter, EveryShippedLogKeepsItsCommentsAndKeys) {
    size_t comments = 0, kept = 0, files = 0;
    for (const std::string& path : shipped_logs()) {
        auto text = read_file(path);
        ASSERT_TRUE(text.ok());
        if (sniff_log_format(*text) != LogFormat::Yaml) continue;
        SCOPED_TRACE(path);
        auto original = parse_log_yaml(*text, path);
        ASSERT_TRUE(original.ok()) << original.error().describe();
        const std::string xml = write_log_xml(*original);
        auto via_xml = parse_log_xml(xml, "converted.xml");
        ASSERT_TRUE(via_xml.ok()) << via_xml.error().describe() << "\n" << xml;
        const std::string yaml = write_log_yaml(*via_xml);
        auto back = parse_log_yaml(yaml, "converted.yaml");
        ASSERT_TRUE(back.ok()) << back.error().describe() << "\n" << yaml;
        EXPECT_EQ(comment_words(yaml), comment_words(*text)) << yaml;
        EXPECT_EQ(kept_keys(*back), kept_keys(*original)) << yaml;
        EXPECT_EQ(write_log_yaml(*parse_log_xml(write_log_xml(*back), "again.xml")), yaml);
        comments += comment_words(*text).size();
        kept += kept_keys(*original).size();
        ++files;
    }
    EXPECT_GT(files, 200u);    // the examples and every case
    EXPECT_GT(comments, 100u); // the examples' comments
    EXPECT_GT(kept, 1000u);    // the cases' names, stories, questions, expectations
}

// Each comment stays with the item it was written about, and a deal's x- key with the deal.
TEST(LogWriter, CommentsStayWithTheirItems) {
    const std::string yaml = R"(# the table
format: bridgelaws/1
code: club-1904   # the Club code
x-source: Hoyle   # a tool's note
name: "A case: its name"
players: {N: Mr. A, E: Mr. Y, S: Mr. B, W: Mr. Z}
deals:
  # the first deal
  - dealer: S  # South deals
    hands: "N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32"
    during-deal:
      - E exposes C3  # in dealing
    events:
      - S leaves it
      # the declaration
      - N declares hearts  # a red suit
      - W asks to lead
    x-note: |
      # not a comment: a block's text
      kept as written
expect:
  club-1904: {rulings: []}  # none
# the end
)";
    auto log = parse_log_yaml(yaml, "t.yaml");
    ASSERT_TRUE(log.ok()) << log.error().describe();
    auto back = parse_log_xml(write_log_xml(*log), "t.xml");
    ASSERT_TRUE(back.ok()) << back.error().describe() << write_log_xml(*log);
    for (const GameLog* l : {&*log, &*back}) {
        const Deal& d = l->deals.at(0);
        ASSERT_EQ(d.notes.events.size(), 1u);
        EXPECT_EQ(d.notes.events[0].first, 1u);
        EXPECT_EQ(d.notes.events[0].second.before, std::vector<std::string>{"the declaration"});
        EXPECT_EQ(d.notes.events[0].second.after, std::vector<std::string>{"a red suit"});
        ASSERT_EQ(d.notes.during_deal.size(), 1u);
        EXPECT_EQ(d.notes.during_deal[0].second.after, std::vector<std::string>{"in dealing"});
        ASSERT_EQ(d.notes.kept.size(), 1u);
        EXPECT_EQ(d.notes.kept[0].yaml,
                  "x-note: |\n  # not a comment: a block's text\n  kept as written\n");
        // A comment after the last key's lines is read as part of them, kept word for word.
        EXPECT_TRUE(l->closing_comments.empty());
        ASSERT_EQ(l->kept.size(), 3u);
        EXPECT_EQ(l->kept[0].yaml, "x-source: Hoyle   # a tool's note\n");
        EXPECT_EQ(l->kept[2].key, "expect");
        EXPECT_EQ(l->kept[2].yaml, "expect:\n  club-1904: {rulings: []}  # none\n# the end\n");
    }
    EXPECT_EQ(log->deals[0].notes.comments.before, std::vector<std::string>{"the first deal"});
    EXPECT_EQ(log->deals[0].notes.comments.after, std::vector<std::string>{"South deals"});
    EXPECT_EQ(log->key_comments.at("code").after, std::vector<std::string>{"the Club code"});
    const std::string again = write_log_yaml(*back);
    EXPECT_EQ(comment_words(again), comment_words(yaml)) << again;
    EXPECT_NE(again.find("  - dealer: S  # South deals\n"), std::string::npos) << again;
    EXPECT_NE(again.find("      # the declaration\n      - N declares hearts  # a red suit\n"),
              std::string::npos)
        << again;
}

// A log's lines ended by carriage returns alone (an old Macintosh file), or by both, keep the
// same keys and comments as ended by line feeds: YAML counts a lone carriage return as a line's
// end, and the kept keys are cut at the lines its marks name (they once ran past the text).
TEST(LogWriter, EveryKindOfLineEndKeepsTheSameKeysAndComments) {
    const std::string lf = "format: bridgelaws/1\ncode: club-1904   # the Club code\n"
                           "x-source: |\n  Hoyle\n  p. 3\ndeals:\n  - dealer: S\n"
                           "    hands: \"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 "
                           "6532.T54.J76.A32\"\n    events: [S leaves it]\n    x-note: kept\n"
                           "x-after: the end   # last\n";
    auto expected = parse_log_yaml(lf, "lf.yaml");
    ASSERT_TRUE(expected.ok()) << expected.error().describe();
    ASSERT_EQ(kept_keys(*expected).size(), 3u);
    for (const std::string end : {"\r", "\r\n"}) {
        const std::string text = std::regex_replace(lf, std::regex("\n"), end);
        auto log = parse_log_yaml(text, "other.yaml");
        ASSERT_TRUE(log.ok()) << log.error().describe();
        EXPECT_EQ(kept_keys(*log), kept_keys(*expected));
        EXPECT_EQ(write_log_yaml(*log), write_log_yaml(*expected));
    }
}

// A log written a deal at a time (gen): the text before the deals, each deal's, the text after,
// the very text of the whole log, in both formats, for every shipped log it applies to (their
// comments, kept keys, boards and key orders) and for generated logs of every kind of code.
TEST(LogWriter, ALogWrittenADealAtATimeIsTheWholeLogsText) {
    std::vector<GameLog> logs;
    for (const std::string& path : shipped_logs())
        if (auto log = read_any_log(path);
            log && !log->deals.empty() && log->key_comments["deals"].after.empty())
            logs.push_back(*log);
    ASSERT_GT(logs.size(), size_t(150));
    for (const char* code : {"club-1904", "short-bridge", "three-handed", "dummy-bridge"}) {
        auto log = generate_log({.deals = 40, .seed = 8, .infractions = 0.5}, test::code(code));
        ASSERT_TRUE(log) << log.error().describe();
        logs.push_back(*log);
    }
    for (const GameLog& log : logs)
        for (const LogFormat format : {LogFormat::Yaml, LogFormat::Xml}) {
            const LogWriter writer(log, format, {"a note"});
            std::string text = writer.head();
            for (const Deal& d : log.deals) text += writer.deal(d);
            text += writer.tail();
            ASSERT_EQ(text, write_log(log, format, {"a note"})) << log.file;
        }
}
