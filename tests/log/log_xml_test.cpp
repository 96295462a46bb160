// The XML game log (docs/xml-log.md): the same model as the YAML log, and errors as good.
#include "log_compare.h"
#include "log/log_file.h"
#include "log/log_xml.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>
#include <vector>

using namespace bl;

namespace {

using test::HANDS;

const std::string GOOD_YAML = test::SCORED_LOG_HEAD + R"(cutting:
  - {Mr. A: HQ, Mr. B: D8, Mr. Y: C8, Mr. Z: S2}
  - {Mr. B: SK, Mr. Y: HQ}
deals:
  - dealer: S
    hands: "S:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32"
    turn-up: D8
    during-deal:
      - E exposes C3
    events:
      - S leaves it
      - N declares no trumps
      - W asks to lead
      - E says yes
      - W plays 10S
      - S elects call-suit hearts
      - {by: N, act: plays, card: [S7, S4]}
  - dealer: W
    hands: "N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32"
    events: []
)";

const char* GOOD_XML = R"(<?xml version="1.0" encoding="UTF-8"?>
<!-- a comment is ignored -->
<log format="bridgelaws/1" code="club-1904" x-tool="ignored">
  <players N="Mr. A" E="Mr. Y" S="Mr. B" W="Mr. Z"/>
  <score side="NS" below="18" above="40" games="1"/>
  <score side="EW" below="6"/>
  <cutting>
    <round><cut player="Mr. A" card="HQ"/><cut player="Mr. B" card="D8"/><cut player="Mr. Y" card="C8"/><cut player="Mr. Z" card="S2"/></round>
    <round><cut player="Mr. B" card="SK"/><cut player="Mr. Y" card="HQ"/></round>
  </cutting>
  <deal dealer="S" hands="S:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32" turn-up="D8">
    <during-deal><e>E exposes C3</e></during-deal>
    <e>S leaves it</e>
    <e>N declares no trumps</e>
    <e>W asks
       to lead</e>
    <e>E says yes</e>
    <e>W plays 10S</e>
    <x-note>a tool's note</x-note>
    <e>S elects call-suit hearts</e>
    <e>N plays S7 S4</e>
  </deal>
  <deal dealer="W" hands="N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32"/>
</log>
)";

// The error a malformed log gives; a failure, naming the log, when it reads without one.
Error xml_error_of(const std::string& xml) {
    auto log = parse_log_xml(xml, "bad.xml");
    if (log.ok()) ADD_FAILURE() << "read without an error:\n" << xml;
    return log.ok() ? Error{} : log.error();
}

std::string xml_with_event(const std::string& event) {
    return test::xml_deal_head() + ">\n  <e>S declares hearts</e>\n  <e>" + event + "</e>\n</deal>\n</log>\n";
}

} // namespace

TEST(LogXml, ReadsTheSameLogAsYaml) {
    auto yaml = parse_log_yaml(GOOD_YAML, "good.yaml");
    auto xml = parse_log_xml(GOOD_XML, "good.xml");
    ASSERT_TRUE(yaml.ok()) << yaml.error().describe();
    ASSERT_TRUE(xml.ok()) << xml.error().describe();
    EXPECT_TRUE(test::same_log(*yaml, *xml));
    EXPECT_EQ(xml->file, "good.xml");
    EXPECT_EQ(xml->deals[0].events[2].verb, Verb::AsksToLead); // wrapped over two lines
    EXPECT_EQ(xml->deals[0].turn_up, make_card(DIAMONDS, 6));
}

TEST(LogXml, EventsKnowTheirPlace) {
    auto xml = parse_log_xml(GOOD_XML, "good.xml");
    ASSERT_TRUE(xml.ok());
    const Event& e = xml->deals[0].events[0]; // "    <e>S leaves it</e>" on line 13
    EXPECT_EQ(e.line, 13);
    EXPECT_EQ(e.column, 8);
    EXPECT_EQ(xml->deals[0].line, 11);
}

// <events>: one event a line, the compact form the writer uses; mixed with <e> in document order.
TEST(LogXml, EventLinesReadAsEvents) {
    const std::string xml = test::xml_deal_head() + ">\r\n<events>S leaves it\r\n\r\n   N declares hearts  \r\n</events>\n"
                            "<e>W asks to lead</e><events>\nE says yes\n</events></deal></log>";
    auto log = parse_log_xml(xml, "lines.xml");
    ASSERT_TRUE(log.ok()) << log.error().describe();
    const auto& ev = log->deals[0].events;
    ASSERT_EQ(ev.size(), 4u);
    EXPECT_EQ(ev[0].verb, Verb::LeavesIt);
    EXPECT_EQ(ev[1].verb, Verb::Declares);
    EXPECT_EQ(ev[1].trump, Denom(HEARTS));
    EXPECT_EQ(ev[2].verb, Verb::AsksToLead);
    EXPECT_EQ(ev[3].verb, Verb::SaysYes);
    EXPECT_EQ(ev[0].line, 3); // CR LF line ends count once
    EXPECT_EQ(ev[0].column, 9);
    EXPECT_EQ(ev[1].line, 5); // after a blank line, indented
    EXPECT_EQ(ev[1].column, 4);
    EXPECT_EQ(ev[3].line, 8);
    EXPECT_EQ(ev[3].column, 1);
}

// The usual play line ("W plays SK", as the writer spells it) is read on a short path of its
// own: every field as the general reader gives it (an <e> goes the general way), and the lines
// that path does not take (rank first, "10", lower case, spaces around) read the general way.
TEST(LogXml, PlayLinesReadAsTheGeneralReaderReadsThem) {
    const std::vector<std::string> plays = {"W plays SK", "N plays HT",  "E plays D2",
                                            "S plays CA", "W plays KS",  "W plays S10",
                                            "W plays sk", " N plays H9 "};
    std::string lines, elements;
    for (const std::string& p : plays) lines += p + "\n", elements += "<e>" + p + "</e>";
    auto fast = parse_log_xml(
        test::xml_deal_head() + "><events>\n" + lines + "</events></deal></log>", "lines.xml");
    auto general =
        parse_log_xml(test::xml_deal_head() + ">" + elements + "</deal></log>", "elements.xml");
    ASSERT_TRUE(fast.ok()) << fast.error().describe();
    ASSERT_TRUE(general.ok()) << general.error().describe();
    const auto& a = fast->deals[0].events;
    const auto& b = general->deals[0].events;
    ASSERT_EQ(a.size(), plays.size());
    ASSERT_EQ(b.size(), plays.size());
    const auto fields = [](const Event& e) {
        return std::tuple(e.cards, e.below, e.above, e.by, e.verb, e.card, e.trump, e.suit,
                          e.tricks, e.answer, e.side, e.has_option, e.option, e.seat);
    };
    for (size_t i = 0; i < plays.size(); ++i) {
        EXPECT_TRUE(fields(a[i]) == fields(b[i])) << plays[i];
        EXPECT_EQ(a[i].verb, Verb::Plays) << plays[i];
    }
    EXPECT_EQ(a[0].card, make_card(SPADES, 11));
    EXPECT_EQ(a[1].card, make_card(HEARTS, 8)); // T: the ten
    EXPECT_EQ(a[4].card, a[0].card);            // KS is SK
    const int first = a[0].line;
    EXPECT_EQ(a[7].line, first + 7);
    EXPECT_EQ(a[7].column, 2);
}

// A comment among a deal's event lines is kept with the event after it (convert loses none);
// the deals without one keep nothing.
TEST(LogXml, CommentsAmongEventLinesAreKept) {
    auto log = parse_log_xml(test::xml_deal_head() +
                                 "><events>\nS declares hearts\nW plays SK\n</events><!-- why -->"
                                 "<events>\nN plays S2\n</events></deal></log>",
                             "notes.xml");
    ASSERT_TRUE(log.ok()) << log.error().describe();
    const DealNotes& notes = log->deals[0].notes;
    ASSERT_EQ(notes.events.size(), 1u);
    EXPECT_EQ(notes.events[0].first, 2u);
    EXPECT_EQ(notes.events[0].second.before, std::vector<std::string>{"why"});
    auto plain = parse_log_xml(test::xml_deal_head() +
                                   "><events>\nS declares hearts\n</events></deal></log>",
                               "plain.xml");
    ASSERT_TRUE(plain.ok());
    EXPECT_TRUE(plain->deals[0].notes.empty());
}

TEST(LogXml, BadEventLineNamesItsLine) {
    const Error e =
        xml_error_of(test::xml_deal_head() +
                     "><events>\n  S declares hearts\n  W plays SX\n</events></deal></log>");
    EXPECT_EQ(e.line, 4);
    EXPECT_EQ(e.column, 3);
    EXPECT_EQ(e.message, "deal 1, event 1: \"W plays SX\": SX: X is not a rank (A K Q J T 9 8 7 6 5 4 3 2, or 10)");
    const Error inner =
        xml_error_of(test::xml_deal_head() +
                     "><events>S declares hearts<e>W plays SK</e></events></deal></log>");
    EXPECT_EQ(inner.message, "<events> holds only text, one event a line (\"W plays SK\")");
}

TEST(LogXml, ReplayReadsEitherFormByContent) {
    EXPECT_EQ(sniff_log_format("  \n<log/>"), LogFormat::Xml);
    EXPECT_EQ(sniff_log_format("\xEF\xBB\xBF<log/>"), LogFormat::Xml);
    EXPECT_EQ(sniff_log_format("format: bridgelaws/1\n"), LogFormat::Yaml);
    EXPECT_EQ(sniff_log_format("# <log> in a comment\nformat: bridgelaws/1\n"), LogFormat::Yaml);
    auto a = parse_any_log(GOOD_XML, "a");
    auto b = parse_any_log(GOOD_YAML, "b");
    ASSERT_TRUE(a.ok() && b.ok());
    EXPECT_TRUE(test::same_log(*a, *b));
}

// A log cut short (a copy broken off, a file still being written) is told so, with the
// elements left open and how to close them: pugixml alone says "start-end tags mismatch".
TEST(LogXml, ALogCutShortSaysWhereItEndsAndHowToCloseIt) {
    const std::string head = test::xml_deal_head() + ">\n<events>\nS declares hearts\nW plays S";
    Error e = xml_error_of(head);
    EXPECT_EQ(e.line, int(std::count(head.begin(), head.end(), '\n')) + 1); // the last line
    EXPECT_EQ(e.message, "not valid XML: the file ends inside <events>, before its end tag: it "
                         "looks cut short. Copy it again from where it came, or end it with "
                         "</events></deal></log>");
    e = xml_error_of("<log format=\"bridgelaws/1\"><deal dealer=\"S\" hands=\"N:AK");
    EXPECT_EQ(e.message, "not valid XML: the file ends inside the start tag of <deal>: it looks "
                         "cut short. Copy it again from where it came, or finish that tag and end "
                         "the file with </deal></log>");
    EXPECT_NE(xml_error_of("<log format=\"bridgelaws/1\">\n<!-- a note").message.find(
                  "inside a comment: it looks cut short. Copy it again from where it came, or end "
                  "the comment with \"-->\" and the file with </log>"),
              std::string::npos);
    // A fault before the end is pugixml's, though the file is cut short after it.
    EXPECT_EQ(xml_error_of("<log format=\"bridgelaws/1\"><deal a=b><events>\nW plays S").message,
              "not valid XML: error parsing element attribute");
    // A deal cut from a log on its own (a piece: log_split.h) closes the log too.
    const auto deal = parse_deal_xml_tree("<deal dealer=\"S\">\n<events>\nW", "archive.xml", 3);
    ASSERT_FALSE(deal.ok());
    EXPECT_NE(deal.error().message.find("end it with </events></deal></log>"), std::string::npos);
}

// What pugixml reads without a word and XML forbids: a second root element (two logs put in one
// file: the second's deals were lost) and an attribute given twice (the first was taken).
TEST(LogXml, ASecondRootOrAnAttributeGivenTwiceIsRefused) {
    const std::string log = "<log format=\"bridgelaws/1\" code=\"club-1904\">\n</log>\n";
    Error e = xml_error_of(log + "<?xml version=\"1.0\"?>\n" + log);
    EXPECT_EQ(e.line, 4);
    EXPECT_EQ(e.column, 1);
    EXPECT_EQ(e.message, "not valid XML: <log> after the end of <log>: a file holds one root "
                         "element, all else inside it. Two logs put in one file? Keep each in a "
                         "file of its own (replay takes several files at once)");
    EXPECT_TRUE(parse_log_xml(log + "<!-- after the root -->\n", "ok.xml").ok());
    e = xml_error_of("<log format=\"bridgelaws/1\" code=\"club-1904\" code=\"elwell-1904\"></log>");
    EXPECT_EQ(e.column, 45); // the second "code"
    EXPECT_EQ(e.message, "<log>: attribute \"code\" given twice; an element gives each attribute "
                         "once: keep the one meant and remove the other");
    e = xml_error_of(test::xml_deal_head() + " dealer=\"N\"></deal></log>");
    EXPECT_NE(e.message.find("<deal>: attribute \"dealer\" given twice"), std::string::npos)
        << e.describe();
}

TEST(LogXml, MalformedXmlNamesLineAndColumn) {
    const Error e =
        xml_error_of("<log format=\"bridgelaws/1\">\n  <deal dealer=\"S\">\n  </dael>\n</log>\n");
    EXPECT_EQ(e.file, "bad.xml");
    EXPECT_EQ(e.line, 3);
    EXPECT_EQ(e.column, 5);
    EXPECT_EQ(e.message,
              "not valid XML: </dael> closes no element open here (<deal> is open): did you mean "
              "</deal>?");
    EXPECT_EQ(xml_error_of("<log format=\"bridgelaws/1\">\n  <deal dealer=\"S\">\n</log>\n").message,
              "not valid XML: </log> comes while <deal> is still open: close <deal> first, with "
              "</deal>");
    const Error q = xml_error_of("<log format=\"bridgelaws/1>\n</log>\n");
    EXPECT_NE(q.message.find("not valid XML"), std::string::npos);
    EXPECT_GT(q.line, 0);
    EXPECT_EQ(xml_error_of("").message, "the file has no XML element");
    EXPECT_EQ(xml_error_of("   <!-- only a comment -->").message, "the file has no XML element");
}

TEST(LogXml, BadEventsSaySoAsTheYamlReaderDoes) {
    const Error card = xml_error_of(xml_with_event("W plays SX"));
    EXPECT_EQ(card.line, 4);
    EXPECT_EQ(card.column, 6);
    EXPECT_EQ(
        card.message,
        "deal 1, event 1: \"W plays SX\": SX: X is not a rank (A K Q J T 9 8 7 6 5 4 3 2, or 10)");
    EXPECT_EQ(xml_error_of(xml_with_event("Q plays SA")).message,
              "deal 1, event 1: \"Q plays SA\": \"Q\" is not a seat (N, E, S or W)");
    EXPECT_EQ(xml_error_of(xml_with_event("W juggles SA")).message,
              "deal 1, event 1: \"W juggles SA\": \"juggles\" is not a verb (e.g. plays, declares, "
              "doubles, leaves it, asks to lead)");
    EXPECT_EQ(xml_error_of(xml_with_event("")).message,
              "deal 1, event 1: \"\": the event is empty");
    EXPECT_EQ(xml_error_of(xml_with_event("W plays <b>SA</b>")).message,
              "<e> holds only text, not <b>");
    // The same mistake in YAML says the same sentence.
    const std::string yaml = test::events_log("      - S declares hearts\n      - W plays SX\n");
    auto y = parse_log_yaml(yaml, "bad.yaml");
    ASSERT_FALSE(y.ok());
    EXPECT_EQ(y.error().message, card.message);
}

TEST(LogXml, BadStructure) {
    EXPECT_EQ(xml_error_of("<game/>").message,
              "the root element is <game>; a game log in XML is <log "
              "format=\"bridgelaws/1\" code=\"...\">");
    EXPECT_EQ(xml_error_of("<log/>").message,
              "missing attribute \"format\": a log is <log format=\"bridgelaws/1\">");
    const Error f = xml_error_of("<log\n  format=\"bridgelaws/9\"/>");
    EXPECT_EQ(f.message, "format \"bridgelaws/9\" is not supported; write format=\"bridgelaws/1\"");
    EXPECT_EQ(f.line, 2);
    EXPECT_EQ(f.column, 11);
    const Error u = xml_error_of("<log format=\"bridgelaws/1\">\n <colour/>\n</log>");
    EXPECT_EQ(u.message, "<colour> is not part of <log> (expected players, score, cutting or deal, "
                         "or a name beginning with x-)");
    EXPECT_EQ(u.line, 2);
    EXPECT_EQ(u.column, 2);
    EXPECT_EQ(xml_error_of("<log format=\"bridgelaws/1\" colour=\"red\"/>").message,
              "<log>: unknown attribute \"colour\" (expected format, code, event, date)");
    EXPECT_EQ(xml_error_of("<log format=\"bridgelaws/1\">stray</log>").message,
              "text directly inside <log>: a log holds elements only");
}

TEST(LogXml, BadDeals) {
    const std::string head = "<log format=\"bridgelaws/1\">\n";
    const Error dealer = xml_error_of(head + "<deal hands=\"" + HANDS + "\"/></log>");
    EXPECT_EQ(dealer.message,
              "missing attribute \"dealer\": each deal names its dealer (N, E, S or W)");
    EXPECT_EQ(dealer.line, 2);
    EXPECT_EQ(xml_error_of(head + "<deal dealer=\"X\" hands=\"" + HANDS + "\"/></log>").message,
              "\"X\" is not a seat (N, E, S or W)");
    const Error hands = xml_error_of(
        head + "<deal dealer=\"S\" hands=\"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4\"/></log>");
    EXPECT_EQ(hands.message, "hands: a PBN deal has four hands; found 2");
    EXPECT_EQ(hands.column, 25);
    EXPECT_EQ(xml_error_of(test::xml_deal_head() + " turn-up=\"Z9\"/></log>").message,
              "turn-up \"Z9\": no suit letter (S H D C) in it");
    EXPECT_EQ(xml_error_of(test::xml_deal_head() + ">W plays SA</deal></log>").message,
              "text directly inside <deal>: each event is an element, <e>W plays SK</e>");
    EXPECT_EQ(xml_error_of(test::xml_deal_head() + "><play/></deal></log>").message,
              "<play> is not part of <deal> (expected e, events or during-deal, or a name "
              "beginning with x-)");
    EXPECT_EQ(xml_error_of(test::xml_deal_head() +
                           "><during-deal><e>E shows C3</e></during-deal></deal></log>")
                  .message,
              "deal 1, during-deal event 0: \"E shows C3\": \"shows\" is not a verb (e.g. plays, "
              "declares, doubles, leaves it, asks to lead)");
}

TEST(LogXml, BadScoresPlayersAndCuts) {
    const struct {
        const char* xml;
        const char* says;
    } cases[] = {
        {"<score side=\"NW\"/>", "\"NW\" is not a side (NS or EW)"},
        {"<score side=\"NS\" below=\"ten\"/>", "below is a whole number, not \"ten\""},
        {"<score side=\"NS\" games=\"3\"/>", "games is 0, 1 or 2"},
        {"<score side=\"NS\"/><score side=\"NS\"/>", "the score of NS is given twice"},
        {"<players N=\"A\"/><players S=\"B\"/>", "<players> is given twice"},
        {"<players Q=\"A\"/>", "<players>: unknown attribute \"Q\" (expected N, E, S, W)"},
        {"<cutting><round><cut player=\"A\" card=\"S1\"/></round></cutting>",
         "cut card \"S1\": 1 is not a rank (A K Q J T 9 8 7 6 5 4 3 2, or 10)"},
    };
    for (const auto& c : cases)
        EXPECT_EQ(
            xml_error_of(std::string("<log format=\"bridgelaws/1\">\n") + c.xml + "</log>").message,
            c.says)
            << c.xml;
}

// An event the general reader refuses is described by what is wrong with it, in the compact form
// as in <e>: the first reading's cards are not found again by the second, which describes it.
TEST(LogXml, AnEventWithAWordTooManyIsDescribedByThatWord) {
    for (const std::string& events : {"<events>\nS declares hearts\nW plays HA QQ\n</events>",
                                      "<e>S declares hearts</e><e>W plays HA QQ</e>"}) {
        const std::string xml =
            "<log format=\"bridgelaws/1\" code=\"club-1904\"><deal dealer=\"S\" hands=\"" + HANDS +
            "\">" + events + "</deal></log>\n";
        auto log = parse_log_xml(xml, "x.xml");
        ASSERT_FALSE(log.ok()) << events;
        EXPECT_NE(log.error().message.find("\"W plays HA QQ\": QQ: no suit letter"),
                  std::string::npos)
            << log.error().describe();
    }
}

// Returns alone end lines (XML 1.0, 2.11): an error names the line an editor shows, as in the
// same text with line feeds or with both.
TEST(LogXml, ReturnsAloneEndLines) {
    const std::string lf =
        "<log format=\"bridgelaws/1\" code=\"club-1904\">\n<deal dealer=\"S\" hands=\"" + HANDS +
        "\">\n<events>\nS declares hearts\n\nW plays SX\n</events>\n</deal>\n</log>\n";
    auto want = parse_log_xml(lf, "x.xml");
    ASSERT_FALSE(want.ok());
    EXPECT_EQ(want.error().line, 6);
    for (const std::string end : {"\r", "\r\n"}) {
        std::string text;
        for (const char c : lf) text += c == '\n' ? end : std::string(1, c);
        auto got = parse_log_xml(text, "x.xml");
        ASSERT_FALSE(got.ok());
        EXPECT_EQ(got.error().describe(), want.error().describe()) << (end == "\r" ? "CR" : "CRLF");
    }
}
