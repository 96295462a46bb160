// The plain deal reader (log/plain_deal_xml.h): where it reads a deal, the XML reader reads the
// same deal from the same text, places included; anything else it leaves to the XML reader.
#include "gen/generate.h"
#include "log/event.h"
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

// The plain reader reads `piece` as the XML reader does, or leaves it to it; then
// parse_deal_xml answers as the XML reader does: the same deal, or the same message at the same
// place. True when the plain reader read it.
bool read_or_left_alike(const std::string& piece) {
    if (read_alike(piece)) return true;
    const auto tree = parse_deal_xml_tree(piece, "t.xml", 1);
    const auto read = parse_deal_xml(piece, "t.xml", 1);
    EXPECT_EQ(read.ok(), tree.ok()) << piece;
    if (read.ok() && tree.ok())
        EXPECT_TRUE(*read == *tree) << piece;
    else if (!read.ok() && !tree.ok())
        EXPECT_EQ(read.error().describe(), tree.error().describe()) << piece;
    return false;
}

// The events of `events` (the text of deal_with's <events>) as the general reader reads each
// line (parse_event_text), placed by counting: the XML reader shares the plain reader's short
// path for play lines (event_lines.h), so a mistake there would read alike in both.
std::vector<Event> events_line_by_line(const std::string& events) {
    std::vector<Event> out;
    int line = 3; // deal_with's <events> stands on the piece's second line, its text after it
    for (size_t start = 0; start < events.size(); ++line) {
        const size_t end = std::min(events.find('\n', start), events.size());
        const std::string text = events.substr(start, end - start);
        const size_t b = text.find_first_not_of(" \t");
        if (b != std::string::npos) {
            const size_t e = text.find_last_not_of(" \t");
            Event ev;
            EXPECT_EQ(parse_event_text(std::string_view(text).substr(b, e - b + 1), ev), "")
                << text;
            ev.line = line;
            ev.column = int(b) + 1;
            out.push_back(ev);
        }
        start = end + 1;
    }
    return out;
}

// "N plays S2" and its line end for every seat and every card, in that order: 208 lines, more
// than the plain reader makes in one batch (event_lines.h).
std::string every_usual_play() {
    std::string out;
    for (const char seat : std::string_view(SEAT_CHARS))
        for (const char suit : std::string_view(SUIT_CHARS))
            for (const char rank : std::string_view(RANK_CHARS))
                out += std::string{seat} + " plays " + suit + rank + "\n";
    return out;
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

TEST(PlainDealXml, EveryUsualPlayReadsAsTheXmlReaderReadsIt) {
    // Each seat's play of each card, read on the short path: the event the XML reader makes,
    // its line and column included, across the batches the lines are made in.
    const std::string piece = deal_with(every_usual_play());
    ASSERT_TRUE(read_alike(piece));
    const std::optional<Deal> d = read_plain_deal_xml(piece);
    ASSERT_TRUE(d);
    ASSERT_EQ(d->events.size(), size_t(SEATS * CARDS));
    const int first_line = d->events[0].line;
    for (size_t i = 0; i < d->events.size(); ++i) {
        const Event& e = d->events[i];
        const Card card = Card(i % CARDS);
        EXPECT_EQ(e.by, Seat(i / CARDS)) << i;
        EXPECT_EQ(e.verb, Verb::Plays) << i;
        EXPECT_EQ(e.card, card) << i;
        EXPECT_EQ(e.cards, CardSet::of(card)) << i;
        EXPECT_EQ(e.line, first_line + int(i)) << i;
        EXPECT_EQ(e.column, 1) << i;
    }
    // The last play without its line end, and the events on the line of their tag.
    EXPECT_TRUE(read_alike(DEAL_START + "><events>W plays HA\nN plays H2</events></deal>"));
}

TEST(PlainDealXml, APlayLineSpeltOtherwiseReadsAsTheXmlReaderReadsItOrIsLeftToIt) {
    // Each spelling stands among usual play lines, at the start, at the end and on either side
    // of a batch's end (64 lines): the short path must neither take it for a usual line nor
    // lose the lines around it. Those the XML reader refuses must say the same, at the same
    // place, and those it reads must be the same deal.
    std::vector<std::string> usual;
    for (int i = 0; i < 130; ++i)
        usual.push_back(std::string{SEAT_CHARS[i % 4]} + " plays " + SUIT_CHARS[i / 13 % 4] +
                        RANK_CHARS[i % 13]);
    const std::vector<std::string> read = {
        "W plays ha",    "W plays hA",  "W plays H10",    "W  plays HA",
        " W plays HA",   "W plays HA ", "\tW plays HA\t", "W plays  HA",
        "W plays HA H2", "E says yes",  "W leaves it",    "W plays HA",
    };
    // A \r the XML reader turns into a line end: the plain reader leaves it the deal.
    const std::vector<std::string> left = {"W plays HA\r", "W plays HA\r\r"};
    const std::vector<std::string> refused = {
        "W plays HX", "W plays XA", "X plays HA", "w plays HA", "W plays H",    "W plays HAK",
        "W Plays HA", "W play HA",  "W plays H1", "W plays 1H", "W plays H\rA", "W plays HA HA",
    };
    for (const auto* odds : {&read, &left, &refused})
        for (const std::string& odd : *odds)
            for (const size_t at : {size_t(0), size_t(63), size_t(64), size_t(65), usual.size()}) {
                std::string events;
                for (size_t i = 0; i <= usual.size(); ++i) {
                    if (i == at) events += odd + "\n";
                    if (i < usual.size()) events += usual[i] + "\n";
                }
                const std::string piece = deal_with(events);
                EXPECT_EQ(read_or_left_alike(piece), odds == &read) << odd << " at " << at;
                if (odds == &read) {
                    const std::optional<Deal> d = read_plain_deal_xml(piece);
                    EXPECT_TRUE(d && d->events == events_line_by_line(events))
                        << odd << " at " << at;
                }
                EXPECT_EQ(parse_deal_xml_tree(piece, "t.xml", 1).ok(), odds != &refused)
                    << odd << " at " << at;
            }
    // Every line ended by \r\n: left to the XML reader, which reads it.
    std::string crlf;
    for (const std::string& line : usual) crlf += line + "\r\n";
    EXPECT_FALSE(read_or_left_alike(deal_with(crlf)));
    EXPECT_TRUE(parse_deal_xml(deal_with(crlf), "t.xml", 1).ok());
}

TEST(PlainDealXml, TheEventsEndWhereTheDealEnds) {
    // The events are read to the "</events>" the deal's end follows, found from the end: any
    // other markup among them leaves the deal to the XML reader.
    EXPECT_TRUE(read_alike(DEAL_START + "><events>\nW plays HA\n</events> \n\t </deal>"));
    EXPECT_TRUE(read_alike(DEAL_START + "><events>\nS declares hearts</events></deal>"));
    for (const std::string& piece : std::vector<std::string>{
             DEAL_START + "><events>\nW plays HA <!-- a note -->\n</events></deal>",
             DEAL_START + "><events>\nW plays HA\n<!-- a note -->\n</events></deal>",
             DEAL_START + "><events>\nW plays HA\n</events><events>\nN plays H2\n</events></deal>",
             DEAL_START + "><events>\nW plays HA\n</events>x</deal>",
             DEAL_START + "><events>\nW plays HA\n<e>N plays H2</e></events></deal>",
             DEAL_START + "><events>\nW plays HA\n</events></deal> ",
             DEAL_START + "><events>\nW plays HA\n</events>",
             DEAL_START + "><events></deal>",
             DEAL_START + "><events>\nS declares hearts <\n</events></deal>",
         })
        EXPECT_FALSE(read_or_left_alike(piece)) << piece;
}
