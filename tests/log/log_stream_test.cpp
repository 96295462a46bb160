// Reading a log a deal at a time: the same log, and the same errors at the same places, as
// reading it whole.
#include "gen/generate.h"
#include "log_compare.h"
#include "log/log_file.h"
#include "log/log_stream.h"
#include "log/log_writer.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

using namespace bl;
using bl::test::write_temp;

namespace {

// The log as the stream reads it: its header with every deal it yields.
Result<GameLog> read_streamed(const std::string& path) {
    auto stream = LogStream::open(path);
    if (!stream) return stream.error();
    GameLog log = (*stream)->header();
    for (Deal d;;) {
        auto more = (*stream)->next(d);
        if (!more) return more.error();
        if (!*more) return log;
        log.deals.push_back(d);
    }
}

// The log as replay reads it (run_over_log): in one pass where the text before the first deal
// is the whole header, again otherwise. `undos`: how many times the first reading was forgotten.
Result<GameLog> read_in_one_pass(const std::string& path, int* undos = nullptr) {
    GameLog log;
    auto e = run_over_log(
        path,
        [&](LogStream& stream) -> std::optional<Error> {
            log = stream.header();
            for (Deal d;;) {
                auto more = stream.next(d);
                if (!more) return more.error();
                if (!*more) return std::nullopt;
                log.deals.push_back(d);
            }
        },
        [&] {
            if (undos) ++*undos;
        });
    if (e) return *e;
    return log;
}

void expect_same_reading(const std::string& path) {
    auto whole = read_any_log(path);
    auto streamed = read_streamed(path);
    auto one_pass = read_in_one_pass(path);
    ASSERT_TRUE(one_pass.ok()) << one_pass.error().describe();
    EXPECT_TRUE(test::same_log(*whole, *one_pass)) << path;
    ASSERT_TRUE(whole.ok()) << whole.error().describe();
    ASSERT_TRUE(streamed.ok()) << streamed.error().describe();
    EXPECT_TRUE(test::same_log(*whole, *streamed)) << path;
    ASSERT_EQ(whole->deals.size(), streamed->deals.size());
    for (size_t i = 0; i < whole->deals.size(); ++i) {
        EXPECT_EQ(whole->deals[i].line, streamed->deals[i].line) << path << " deal " << i;
        const auto& a = whole->deals[i].events;
        const auto& b = streamed->deals[i].events;
        for (size_t k = 0; k < a.size() && k < b.size(); ++k) {
            EXPECT_EQ(a[k].line, b[k].line) << path << " deal " << i << " event " << k;
            EXPECT_EQ(a[k].column, b[k].column) << path << " deal " << i << " event " << k;
        }
    }
}

void expect_same_error(const std::string& name, const std::string& text) {
    const std::string path = write_temp(name, text);
    auto whole = read_any_log(path);
    auto streamed = read_streamed(path);
    auto one_pass = read_in_one_pass(path);
    ASSERT_FALSE(whole.ok()) << name;
    ASSERT_FALSE(streamed.ok()) << name;
    ASSERT_FALSE(one_pass.ok()) << name;
    EXPECT_EQ(whole.error().describe(), streamed.error().describe()) << name;
    EXPECT_EQ(whole.error().describe(), one_pass.error().describe()) << name;
}

} // namespace

TEST(LogStream, ReadsTheExamplesAsTheyReadWhole) {
    for (const auto& entry : std::filesystem::directory_iterator(test::source_path("examples")))
        if (entry.path().extension() == ".yaml") expect_same_reading(entry.path().string());
}

TEST(LogStream, ReadsGeneratedArchivesInBothForms) {
    auto log = generate_log({60, 7, 0.3}, test::code("club-1904"));
    ASSERT_TRUE(log.ok());
    expect_same_reading(write_temp("gen.yaml", write_log_yaml(*log)));
    expect_same_reading(write_temp("gen.xml", write_log_xml(*log)));
}

TEST(LogStream, KeysAfterTheDealsAndItemsAtTheMargin) {
    const std::string& hands = test::HANDS;
    const std::string yaml = "format: bridgelaws/1\ndeals:\n# a comment\n- dealer: S\n  hands: \"" + hands +
                             "\"\n  events:\n  - S declares hearts\n\n- dealer: W\n  hands: \"" + hands +
                             "\"\ncode: elwell-1904\nx-note: after the deals\n";
    expect_same_reading(write_temp("margin.yaml", yaml));
    auto streamed = read_streamed(write_temp("margin2.yaml", yaml));
    ASSERT_TRUE(streamed.ok());
    EXPECT_EQ(streamed->code, "elwell-1904");
    EXPECT_EQ(streamed->deals.size(), 2u);
    // A flow list cannot be cut at its deals: the log is read whole, to the same result.
    expect_same_reading(write_temp("flow.yaml", "format: bridgelaws/1\ncode: club-1904\ndeals: [{dealer: S, hands: \"" + hands + "\"}]\n"));
}

TEST(LogStream, ErrorsStandWhereTheyStandInTheWholeFile) {
    const std::string& hands = test::HANDS;
    const std::string deal = "  - dealer: S\n    hands: \"" + hands + "\"\n    events:\n      - S declares hearts\n";
    expect_same_error("bad-event.yaml", "format: bridgelaws/1\ncode: club-1904\ndeals:\n" + deal + deal +
                                            "  - dealer: W\n    hands: \"" + hands + "\"\n    events: [W plays SX]\n");
    expect_same_error("bad-header.yaml", "format: bridgelaws/1\ncode: club-1904\nplayers: 3\ndeals:\n" + deal);
    // A key twice in a deal, and in the header around the deals: the same place either way.
    expect_same_error("bad-duplicate.yaml", "format: bridgelaws/1\ncode: club-1904\ndeals:\n" +
                                                deal + deal + "    dealer: W\n");
    expect_same_error("bad-duplicate-header.yaml", "format: bridgelaws/1\ndeals:\n" + deal +
                                                       "code: club-1904\ncode: club-1904\n");
    expect_same_error("bad-after.yaml", "format: bridgelaws/1\ndeals:\n" + deal + deal + "colour: red\n");
    const std::string xdeal = "<deal dealer=\"S\" hands=\"" + hands + "\"><events>\nS declares hearts\n</events></deal>";
    expect_same_error("bad-event.xml", "<log format=\"bridgelaws/1\">\n  " + xdeal + "\n  " + xdeal +
                                           "<deal dealer=\"S\" hands=\"" + hands + "\">\n  <e>W plays SX</e></deal>\n</log>\n");
    expect_same_error("bad-header.xml", "<log format=\"bridgelaws/1\">\n  " + xdeal + "\n  <colour/>\n</log>\n");
    expect_same_error("unclosed.xml", "<log format=\"bridgelaws/1\">\n  " + xdeal + "\n  <deal dealer=\"S\"\n");
}

// An archive cut short (a copy broken off) reads to the same error a deal at a time as whole:
// the file ends inside the last deal's events, which it says how to close.
TEST(LogStream, AnArchiveCutShortSaysSoInEveryReading) {
    auto log = generate_log({40, 3, 0.2}, test::code("club-1904"));
    ASSERT_TRUE(log.ok());
    const std::string xml = write_log_xml(*log);
    const std::string cut = xml.substr(0, xml.rfind("plays", xml.size() / 2));
    expect_same_error("cut-short.xml", cut);
    auto streamed = read_streamed(write_temp("cut-short2.xml", cut));
    ASSERT_FALSE(streamed.ok());
    EXPECT_EQ(streamed.error().line, int(std::count(cut.begin(), cut.end(), '\n')) + 1);
    EXPECT_NE(streamed.error().message.find("the file ends inside <events>, before its end tag: "
                                            "it looks cut short. Copy it again from where it "
                                            "came, or end it with </events></deal></log>"),
              std::string::npos)
        << streamed.error().describe();
}

// Two archives put in one file (`cat a.xml b.xml`) are refused in every reading: read a deal at
// a time, the second's deals were taken as more of the first's, its header passed over.
TEST(LogStream, TwoArchivesInOneFileAreRefusedInEveryReading) {
    auto log = generate_log({12, 5, 0.2}, test::code("club-1904"));
    ASSERT_TRUE(log.ok());
    const std::string xml = write_log_xml(*log);
    expect_same_error("two-logs.xml", xml + xml);
    const std::string yaml = "---\n" + write_log_yaml(*log);
    expect_same_error("two-logs.yaml", yaml + yaml);
    auto streamed = read_in_one_pass(write_temp("two-logs2.xml", xml + xml));
    ASSERT_FALSE(streamed.ok());
    EXPECT_EQ(streamed.error().line, int(std::count(xml.begin(), xml.end(), '\n')) + 2);
    EXPECT_NE(streamed.error().message.find("<log> after the end of <log>"), std::string::npos);
}

TEST(LogStream, AnArchiveLongerThanTheSplittersBufferReadsAsWhole) {
    // Some 200 KB: the splitter reads on and drops the text handed out many times over, deals
    // cut across its reads, their places counted across its drops.
    auto log = generate_log({300, 5, 0.2}, test::code("club-1904"));
    ASSERT_TRUE(log.ok());
    const std::string xml = write_log_xml(*log);
    ASSERT_GT(xml.size(), 150000u);
    expect_same_reading(write_temp("long.xml", xml));
    // An error in the header after the deals is placed from where it stands in the file (the
    // header pass counts no line as it reads: the place is found for the error alone).
    const size_t end = xml.rfind("</log>");
    ASSERT_NE(end, std::string::npos);
    expect_same_error("long-bad-after.xml", xml.substr(0, end) +
                                                "  <players N=\"a\"/>\n   <colour/>\n" +
                                                xml.substr(end));
    expect_same_error("long-bad-between.xml", xml.substr(0, xml.find("<deal", 100000)) +
                                                  "<colour/>" +
                                                  xml.substr(xml.find("<deal", 100000)));
}

TEST(LogStream, AnArchiveIsReadInOnePassWhereItsHeaderStandsBeforeItsDeals) {
    auto log = generate_log({40, 3, 0.2}, test::code("club-1904"));
    ASSERT_TRUE(log.ok());
    const std::string xml = write_log_xml(*log);
    for (const std::string& text : {xml, xml.substr(0, xml.rfind("</log>")) + "  </log>  \n\n"}) {
        const std::string path = write_temp("one-pass.xml", text);
        int undos = 0;
        auto read = read_in_one_pass(path, &undos);
        ASSERT_TRUE(read.ok()) << read.error().describe();
        EXPECT_EQ(undos, 0);
        EXPECT_EQ(read->deals.size(), log->deals.size());
        auto stream = LogStream::open(path, HeaderReading::BeforeDeals);
        ASSERT_TRUE(stream.ok());
        EXPECT_TRUE((*stream)->header_guessed());
        EXPECT_EQ((*stream)->header().players, log->players);
    }
}

TEST(LogStream, AHeaderAfterTheDealsStopsTheOnePassAndTheLogIsReadAgain) {
    auto log = generate_log({40, 3, 0.2}, test::code("club-1904"));
    ASSERT_TRUE(log.ok());
    std::string xml = write_log_xml(*log);
    const size_t players = xml.find("<players");
    const std::string players_line = xml.substr(players, xml.find('\n', players) + 1 - players);
    xml.erase(players, players_line.size());
    xml.insert(xml.find("<deal", xml.find("<deal") + 1), players_line); // after the first deal
    const std::string path = write_temp("players-between.xml", xml);

    auto stream = LogStream::open(path, HeaderReading::BeforeDeals);
    ASSERT_TRUE(stream.ok());
    EXPECT_TRUE((*stream)->header().players[0].empty());
    Deal d;
    int deals = 0;
    while (auto more = (*stream)->next(d)) {
        if (!*more) break;
        ++deals;
    }
    EXPECT_EQ(deals, 1); // stopped where the header went on
    EXPECT_TRUE((*stream)->header_incomplete());

    int undos = 0;
    auto read = read_in_one_pass(path, &undos);
    ASSERT_TRUE(read.ok()) << read.error().describe();
    EXPECT_EQ(undos, 1);
    EXPECT_EQ(read->players, log->players);
    EXPECT_EQ(read->deals.size(), log->deals.size());
}

TEST(LogStream, TheWritersOpeningOfADealIsCutAsAnyOtherTag) {
    // The splitter takes `<deal dealer="S" hands="` on sight and passes the hands by a search
    // for their closing quote: what stands in or after them is cut as in any tag.
    const std::string& hands = test::HANDS;
    const std::string head = "<log format=\"bridgelaws/1\" code=\"club-1904\">\n  ";
    const std::string events = "><events>\nS declares hearts\n</events></deal>\n  ";
    const std::string usual = "<deal dealer=\"S\" hands=\"" + hands + "\"" + events;
    expect_same_reading(
        write_temp("opening-then.xml", head + usual + "<deal dealer=\"S\" hands=\"" + hands +
                                           "\" board=\"2\"" + events + usual + "</log>\n"));
    // A '>' or a quote of the other kind within the hands is within a value: the deal's tag
    // goes on after them, and the mistake is told where reading the file whole tells it.
    for (const std::string& odd : {"N:AK>Q", "N:AK'Q"})
        expect_same_error("opening-odd.xml", head + usual + "<deal dealer=\"S\" hands=\"" + odd +
                                                 hands.substr(2) + "\"" + events + usual +
                                                 "</log>\n");
    expect_same_error("opening-unclosed.xml", head + usual + "<deal dealer=\"S\" hands=\"" + hands);
}

namespace {

// `lf` with each line feed made `end`, and spaces put at the start of the line after the XML
// declaration, so that a line's end begins on byte 65 535: the last of the splitter's first read
// (65 536 bytes). The lines are those of `lf`, and every place but that line's columns.
std::string with_line_ends(const std::string& lf, const std::string& end) {
    std::string out;
    for (const char c : lf) out += c == '\n' ? end : std::string(1, c);
    const size_t declaration = out.find(end) + end.size();
    const size_t last_end = out.rfind(end, 65535 - 1);
    out.insert(declaration, std::string(65535 - last_end, ' '));
    EXPECT_EQ(out.compare(65535, end.size(), end), 0);
    return out;
}

// A generated log as XML, and the same with a play the reader refuses (" QQ" after the first
// play past byte `after`).
struct LogWithBadPlay {
    std::string lf, bad;
};
LogWithBadPlay log_with_bad_play(size_t after) {
    auto log = generate_log({300, 5, 0.2}, test::code("club-1904"));
    EXPECT_TRUE(log.ok());
    const std::string lf = log.ok() ? write_log_xml(*log) : "";
    const size_t play = lf.find(" plays ", after);
    EXPECT_NE(play, std::string::npos);
    const size_t play_end = lf.find('\n', play);
    return {lf, lf.substr(0, play_end) + " QQ" + lf.substr(play_end)};
}

// The first error of the log at `path`, read as replay reads it.
Error first_error(const std::string& path) {
    auto log = read_in_one_pass(path);
    EXPECT_FALSE(log.ok()) << path;
    return log.ok() ? Error{} : log.error();
}

} // namespace

// An archive written with returns alone (an old Macintosh's), or with returns and line feeds,
// reads with the lines of the same archive written with line feeds: the deals' and events'
// places, and an error's, across the splitter's reads, with a line's end on the last byte of
// its first read (a return alone there is settled by the next read).
TEST(LogStream, ReturnsAloneEndLinesAcrossTheSplittersReads) {
    // A play the reader refuses, some deals after the first read's end.
    const auto [lf, bad] = log_with_bad_play(90000);
    ASSERT_FALSE(::testing::Test::HasFailure());
    // And a header's part given twice after the deals (placed by reading the file again).
    const size_t log_end = lf.rfind("</log>");
    const std::string bad_after =
        lf.substr(0, log_end) + "  <players N=\"a\"/>\n   <colour/>\n" + lf.substr(log_end);

    auto want = read_in_one_pass(write_temp("ends.xml", lf));
    ASSERT_TRUE(want.ok()) << want.error().describe();
    const Error want_error = first_error(write_temp("ends-bad.xml", bad));
    EXPECT_NE(want_error.message.find("QQ: no suit letter"), std::string::npos)
        << want_error.describe();
    const Error want_after = first_error(write_temp("ends-bad-after.xml", bad_after));
    EXPECT_NE(want_after.message.find("<players> is given twice"), std::string::npos)
        << want_after.describe();
    for (const std::string end : {"\n", "\r", "\r\n"}) {
        const std::string name = end == "\n" ? "ends-lf" : end == "\r" ? "ends-cr" : "ends-crlf";
        auto got = read_in_one_pass(write_temp(name + ".xml", with_line_ends(lf, end)));
        ASSERT_TRUE(got.ok()) << got.error().describe();
        ASSERT_EQ(got->deals.size(), want->deals.size());
        for (size_t i = 0; i < want->deals.size(); ++i) {
            ASSERT_EQ(got->deals[i].line, want->deals[i].line) << name << " deal " << i + 1;
            ASSERT_EQ(got->deals[i].events.size(), want->deals[i].events.size());
            for (size_t k = 0; k < want->deals[i].events.size(); ++k)
                ASSERT_EQ(got->deals[i].events[k].line, want->deals[i].events[k].line)
                    << name << " deal " << i + 1 << " event " << k + 1;
        }
        const Error e = first_error(write_temp(name + "-bad.xml", with_line_ends(bad, end)));
        EXPECT_EQ(e.line, want_error.line) << name;
        EXPECT_EQ(e.column, want_error.column) << name;
        EXPECT_EQ(e.message, want_error.message) << name;
        const Error after =
            first_error(write_temp(name + "-bad-after.xml", with_line_ends(bad_after, end)));
        EXPECT_EQ(after.line, want_after.line) << name;
        EXPECT_EQ(after.column, want_after.column) << name;
        EXPECT_EQ(after.message, want_after.message) << name;
    }
}

// A log whose line ends change part-way (line feeds for its first 100 kB, well past the
// splitter's first read, then returns alone: two machines' files pasted together) reads with
// the lines of the same log written with line feeds, its deals' places and an error's.
TEST(LogStream, LineEndsThatChangePartWayEndTheSameLines) {
    const auto [lf, bad] = log_with_bad_play(150000);
    ASSERT_FALSE(::testing::Test::HasFailure());
    const auto changed_part_way = [](std::string text) {
        for (size_t i = text.find('\n', 100000); i < text.size(); i = text.find('\n', i + 1))
            text[i] = '\r';
        return text;
    };
    auto want = read_in_one_pass(write_temp("part-way-lf.xml", lf));
    ASSERT_TRUE(want.ok()) << want.error().describe();
    auto got = read_in_one_pass(write_temp("part-way.xml", changed_part_way(lf)));
    ASSERT_TRUE(got.ok()) << got.error().describe();
    ASSERT_EQ(got->deals.size(), want->deals.size());
    for (size_t i = 0; i < want->deals.size(); ++i)
        ASSERT_EQ(got->deals[i].line, want->deals[i].line) << "deal " << i + 1;
    const Error want_error = first_error(write_temp("part-way-lf-bad.xml", bad));
    const Error e = first_error(write_temp("part-way-bad.xml", changed_part_way(bad)));
    EXPECT_GT(want_error.line, 1000);
    EXPECT_EQ(e.line, want_error.line);
    EXPECT_EQ(e.column, want_error.column);
    EXPECT_EQ(e.message, want_error.message);
}
