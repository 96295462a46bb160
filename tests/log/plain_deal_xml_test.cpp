// The plain deal reader (log/plain_deal_xml.h): where it reads a deal, the XML reader reads the
// same deal from the same text, places included; anything else it leaves to the XML reader.
#include "gen/generate.h"
#include "log/log_file.h"
#include "log/log_split.h"
#include "log/log_writer.h"
#include "log/log_xml.h"
#include "log/plain_deal_xml.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

using namespace bl;

namespace {

// Whether the plain reader read `piece`; when it did, its deal must be the XML reader's.
bool read_alike(const std::string& piece) {
    const std::optional<Deal> plain = read_plain_deal_xml(piece);
    if (!plain) return false;
    const auto tree = parse_deal_xml_tree(piece, "t.xml", 1);
    EXPECT_TRUE(tree.ok()) << piece << "\n" << (tree ? "" : tree.error().describe());
    EXPECT_TRUE(tree.ok() && *tree == *plain) << piece;
    return true;
}

std::vector<std::string> deal_pieces(const std::string& xml) {
    std::istringstream in(xml);
    const auto splitter = split_log(in, LogFormat::Xml);
    std::vector<std::string> out;
    for (LogPiece p; splitter->next(p);)
        if (p.deal) out.push_back(p.text);
    return out;
}

const std::string DEAL_START = "<deal dealer=\"S\" hands=\"" + test::HANDS + "\"";

std::string deal_with(const std::string& events) {
    return DEAL_START + ">\n  <events>\n" + events + "</events>\n </deal>";
}

} // namespace

TEST(PlainDealXml, ReadsGeneratedDealsAsTheXmlReaderDoes) {
    for (const char* code : {"club-1904", "elwell-1904", "short-bridge", "three-handed"}) {
        auto log = generate_log({200, 11, 0.5}, test::code(code));
        ASSERT_TRUE(log.ok()) << code;
        size_t plain = 0, all = 0;
        for (const std::string& piece : deal_pieces(write_log_xml(*log))) {
            plain += read_alike(piece);
            ++all;
        }
        // The writer writes most deals in the plain form; a deal with events during the deal
        // is written with elements, and the XML reader reads it.
        EXPECT_GE(plain * 10, all * 9) << code << ": " << plain << " of " << all;
    }
}

// Every log of the project that reads (the examples, the teaching cases, the tests' logs),
// written in XML without its comments (a commented event is written as an element): its deals
// hold every verb of the log format.
TEST(PlainDealXml, EveryLogOfTheProjectReadsAlike) {
    size_t deals = 0;
    for (const char* dir : {"examples", "cases", "tests/data"}) {
        for (const auto& entry :
             std::filesystem::recursive_directory_iterator(test::source_path(dir))) {
            if (entry.path().extension() != ".yaml") continue;
            auto log = read_any_log(entry.path().string());
            if (!log) continue; // a law table, an overlay, or a log whose mistake is the test
            for (Deal& d : log->deals) d.notes = {};
            for (const std::string& piece : deal_pieces(write_log_xml(*log)))
                deals += read_alike(piece);
        }
    }
    EXPECT_GT(deals, 200u);
}

TEST(PlainDealXml, ReadsTheFormsXmlAllowsInAPlainDeal) {
    const std::string events = "S declares hearts\n\tW plays SA  \n\n";
    for (const std::string& piece : std::vector<std::string>{
             deal_with(events),
             "<deal hands='" + test::HANDS + "'  dealer = 'S' ><events>" + events +
                 "</events></deal>",
             "<deal\n  dealer=\"S\"\n  hands=\"" + test::HANDS + "\"\n  board=\"Bö 1\"><events>\n" +
                 events + "</events></deal>",
             DEAL_START + " turn-up=\"D8\" event=\"Club night\" date=\"1904\"/>",
             DEAL_START + "></deal>",
             DEAL_START + "><events>\n \n</events></deal>",
         })
        EXPECT_TRUE(read_alike(piece)) << piece;
}

TEST(PlainDealXml, LeavesEverythingElseToTheXmlReader) {
    // Each goes to the XML reader, which reads it or says what is wrong with it.
    for (const std::string& piece : std::vector<std::string>{
             deal_with("<!-- a note -->\nS declares hearts\n"),
             deal_with("S declares hearts &amp; more\n"),
             deal_with("S declares hearts\r\n"),
             deal_with("S declares purple\n"),
             DEAL_START + " x-tool=\"y\"/>",
             DEAL_START + " dealer=\"N\"/>",
             DEAL_START + " colour=\"red\"/>",
             DEAL_START + "><e>S declares hearts</e></deal>",
             DEAL_START + "><during-deal><e>E exposes C3</e></during-deal></deal>",
             DEAL_START + "><events>\nS declares hearts\n</events><events>\n</events></deal>",
             DEAL_START + ">stray text</deal>",
             DEAL_START + "><events/></deal>",
             "<deal dealer=S/>",
             "<deal dealer=\"S\"hands=\"" + test::HANDS + "\"/>",
             "<deal dealer=\"X\"/>",
             "<deal hands=\"" + test::HANDS + "\"/>",
             "<deal dealer=\"S\" hands=\"S:AKQ\"/>",
             "<deal dealer=\"S\" hands=\"" + test::HANDS + "\nx\"/>",
             "<dealer dealer=\"S\"/>",
             DEAL_START + "/> ",
             DEAL_START + "><events>\nS declares hearts\n</events>",
         }) {
        EXPECT_FALSE(read_plain_deal_xml(piece)) << piece;
        // And parse_deal_xml answers exactly as the XML reader does: the same deal, or the same
        // message at the same place.
        const auto tree = parse_deal_xml_tree(piece, "t.xml", 1);
        const auto read = parse_deal_xml(piece, "t.xml", 1);
        ASSERT_EQ(read.ok(), tree.ok()) << piece;
        if (read.ok())
            EXPECT_TRUE(*read == *tree) << piece;
        else
            EXPECT_EQ(read.error().describe(), tree.error().describe()) << piece;
    }
}

TEST(PlainDealXml, ReadsTheHandsInAnySpellingAsTheXmlReaderDoes) {
    // The usual spelling is read on the spot; any other by the general reading, to the same deal.
    const std::string rest = "T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32";
    for (const std::string& hands : std::vector<std::string>{
             "S:AKQ4.J32.T98.765 " + rest,
             "S:akq4.j32.t98.765 " + rest,
             "S:AKQ4.J32.1098.765 " + rest,
             "S:AKQ4.J32.T98.765  " + rest,
             "S:AKQ4.J32.T98.765 " + rest + " ",
             "S:AKQ4.J-32.T98.765 " + rest,
             "S:AAKQ4.J32.T98.765 " + rest,
         }) {
        const std::string piece = "<deal dealer=\"S\" hands=\"" + hands +
                                  "\"><events>\nS declares hearts\n</events></deal>";
        EXPECT_TRUE(read_alike(piece)) << piece;
    }
}

TEST(PlainDealXml, ReadsIntoADealThatHeldAnother) {
    // The deal read into holds nothing of the one it held: every field is the new deal's.
    Deal held;
    held.dealer = W;
    held.turn_up = make_card(HEARTS, 3);
    held.board = "7";
    held.event = "Club night";
    held.date = "1904";
    held.hands_line = 9;
    held.written_twice = CardSet::of(make_card(SPADES, 2));
    held.during_deal.push_back(Event{});
    held.events.resize(70);
    held.notes.comments.before = {"a note"};
    for (const std::string& piece : std::vector<std::string>{
             deal_with("S declares hearts\nW plays SA\n"),
             DEAL_START + " board=\"2\"/>",
         }) {
        Deal into = held;
        ASSERT_TRUE(read_plain_deal_xml(piece, into)) << piece;
        const std::optional<Deal> fresh = read_plain_deal_xml(piece);
        ASSERT_TRUE(fresh);
        EXPECT_TRUE(into == *fresh) << piece;
    }
}

TEST(PlainDealXml, PlacesAreTheFilesWhereThePieceStands) {
    // Read as a piece that stands at line 40, column 3: each place as the piece's moved there,
    // the column only on the piece's first line.
    for (const std::string& piece : std::vector<std::string>{
             deal_with("S declares hearts\n  W plays SA\nN plays S2\n"),
             DEAL_START + "><events>S declares hearts\nW plays SA\n</events></deal>",
         }) {
        const std::optional<Deal> at_start = read_plain_deal_xml(piece);
        ASSERT_TRUE(at_start) << piece;
        Deal placed;
        ASSERT_TRUE(read_plain_deal_xml(piece, placed, 40, 3)) << piece;
        const auto moved = [](int line, int column) {
            return std::pair{line + 39, line == 1 ? column + 2 : column};
        };
        EXPECT_EQ(placed.line, 40);
        EXPECT_EQ(std::pair(placed.hands_line, placed.hands_column),
                  moved(at_start->hands_line, at_start->hands_column));
        ASSERT_EQ(placed.events.size(), at_start->events.size());
        for (size_t i = 0; i < placed.events.size(); ++i)
            EXPECT_EQ(std::pair(placed.events[i].line, placed.events[i].column),
                      moved(at_start->events[i].line, at_start->events[i].column))
                << piece << " event " << i;
    }
}

TEST(PlainDealXml, AnyOtherLineReadsAsTheXmlReaderReadsIt) {
    // Lines other than a play are kept by their text once read: read again, and between plays,
    // with the same place as the XML reader gives them.
    std::string events;
    for (int i = 0; i < 40; ++i)
        events += "S declares hearts\nW asks to lead\n  E says yes \nW plays SA\nN plays S2\n\n";
    EXPECT_TRUE(read_alike(deal_with(events)));
    EXPECT_TRUE(read_alike(deal_with("S declares hearts\nW asks to lead\n")));
    // A known line's text followed by a mistake in another is not read (the XML reader says what).
    EXPECT_FALSE(read_plain_deal_xml(deal_with("S declares hearts\nS declares &amp;\n")));
    EXPECT_FALSE(read_plain_deal_xml(deal_with("S declares hearts\nS declares\rhearts\n")));
}

TEST(PlainDealXml, AnyByteOfLineEndOrSpaceAnywhereReadsAsTheXmlReaderOrIsLeftToIt) {
    // A \r, a tab, a space or a line end put at each place of the events in turn: the plain
    // reader reads the deal as the XML reader does, or leaves it to it (a \r it always leaves).
    const std::string events = "S declares hearts\nW asks to lead\nW plays SA\nN plays S2\n";
    for (const char c : {'\r', '\t', ' ', '\n'}) {
        size_t plain = 0;
        for (size_t at = 0; at <= events.size(); ++at) {
            std::string changed = events;
            changed.insert(at, 1, c);
            plain += read_alike(deal_with(changed));
        }
        if (c == '\r')
            EXPECT_EQ(plain, 0u);
        else
            EXPECT_GT(plain, 0u);
    }
}
