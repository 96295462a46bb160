// PBN import and export: what PBN says is carried, what it cannot say is noted, never invented.
#include "core/yaml_reader.h"
#include "log/log_writer.h"
#include "log_compare.h"
#include "pbn/pbn.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace bl;

namespace {

PbnImport import_file(const std::string& relative) {
    const std::string path = test::source_path(relative);
    auto text = read_file(path);
    EXPECT_TRUE(text.ok());
    auto r = parse_pbn(text.ok() ? *text : "", path);
    if (!r) {
        ADD_FAILURE() << r.error().describe();
        return {};
    }
    return *r;
}

std::vector<std::string> texts(const std::vector<Event>& events) {
    std::vector<std::string> out;
    for (const Event& e : events) out.push_back(event_text(e));
    return out;
}

using bl::test::noted;

Error pbn_error_of(const std::string& pbn) {
    auto r = parse_pbn(pbn, "bad.pbn");
    EXPECT_FALSE(r.ok());
    return r.ok() ? Error{} : r.error();
}

const char* DEAL =
    "[Deal \"N:985.T.AKQ963.Q42 AK7.K76532.4.853 QJ6.AQ94.J872.J7 T432.J8.T5.AKT96\"]\n";

} // namespace

TEST(Pbn, ImportsAHandWrittenEvening) {
    const PbnImport in = import_file("tests/data/pbn/club-evening.pbn");
    const GameLog& log = in.log;
    ASSERT_EQ(log.deals.size(), 3u);
    EXPECT_EQ(log.players[N], "Mr. A");
    EXPECT_EQ(log.players[W], "Mr. Z");
    EXPECT_TRUE(log.code.empty()); // PBN names no code of laws
    // Game 1: the dealer N declares; the play in its order, trick by trick from each winner.
    const Deal& d1 = log.deals[0];
    EXPECT_EQ(d1.dealer, N);
    EXPECT_EQ(d1.hands[E].size(), 13);
    const std::vector<std::string> expected = {
        "N declares diamonds", "E plays SA", "S plays S6", "W plays S2", "N plays S5",
        "E plays SK",          "S plays SJ", "W plays S3", "N plays S8", "E plays H2",
        "S plays HA",          "W plays H8", "N plays HT", "S plays SQ", "W plays S4",
        "N plays S9",          "E plays S7", "S plays H4", "W plays HJ", "N plays D3",
        "E plays H3",          "N plays DA", "E plays D4", "S plays D2", "W plays D5"};
    EXPECT_EQ(texts(d1.events), expected);
    EXPECT_TRUE(noted(in.notes,
                      "deal 1 (board 1): the contract's level (3) has no meaning in Bridge Whist"));
    EXPECT_TRUE(noted(in.notes, "deal 1 (board 1): the play ends after trick 6 ([Result \"9\"])"));
    EXPECT_TRUE(noted(in.notes, "does not record the doubling dialogue"));
    // Game 2: the dealer's partner declares, so the dealer left it; the double is not invented.
    const Deal& d2 = log.deals[1];
    EXPECT_EQ(texts(d2.events), (std::vector<std::string>{"E leaves it", "W declares no-trumps"}));
    EXPECT_TRUE(
        noted(in.notes,
              "deal 2 (board 2): the contract is doubled (X), but PBN does not say who doubled"));
    EXPECT_TRUE(noted(in.notes, "deal 2 (board 2): no play"));
    // Game 3: a declarer on the dealer's left is not a Bridge Whist declaration: reported only.
    EXPECT_TRUE(log.deals[2].events.empty());
    EXPECT_TRUE(
        noted(in.notes,
              "deal 3 (board 3): the declarer E is not on the dealer's side (the dealer is S)"));
}

TEST(Pbn, APassedOutDealHasNoDeclaration) {
    const PbnImport in = import_file("tests/data/pbn/passed-out.pbn");
    ASSERT_EQ(in.log.deals.size(), 1u);
    EXPECT_TRUE(in.log.deals[0].events.empty());
    EXPECT_TRUE(noted(in.notes, "deal 1 (board 7): the deal was passed out"));
}

TEST(Pbn, ExportThenImportKeepsTheDealsAndThePlay) {
    for (const char* example : {"examples/hoyle-rubber.yaml", "examples/disputed-rubber.yaml"}) {
        SCOPED_TRACE(example);
        auto log = read_log(test::source_path(example));
        ASSERT_TRUE(log.ok()) << log.error().describe();
        auto pbn = write_pbn(*log, test::code(log->code));
        ASSERT_TRUE(pbn.ok()) << pbn.error().describe();
        auto back = parse_pbn(pbn->text, "export.pbn");
        ASSERT_TRUE(back.ok()) << back.error().describe() << "\n" << pbn->text;
        ASSERT_EQ(back->log.deals.size(), log->deals.size());
        EXPECT_EQ(back->log.players, log->players);
        for (size_t i = 0; i < log->deals.size(); ++i) {
            const Deal &a = log->deals[i], &b = back->log.deals[i];
            EXPECT_EQ(a.dealer, b.dealer);
            EXPECT_EQ(a.hands, b.hands);
            // The tricks as the engine read them: replaying both gives the same tricks.
            auto ra = fold_deal(a, test::code(log->code), "a", 1);
            auto rb = fold_deal(b, test::code(log->code), "b", 1);
            ASSERT_TRUE(ra.ok() && rb.ok());
            ASSERT_EQ(ra->tricks.size(), rb->tricks.size());
            for (size_t t = 0; t < ra->tricks.size(); ++t) {
                EXPECT_EQ(ra->tricks[t].trick.by_seat, rb->tricks[t].trick.by_seat)
                    << "deal " << i + 1 << ", trick " << t + 1;
                EXPECT_EQ(ra->tricks[t].winner, rb->tricks[t].winner);
            }
            EXPECT_EQ(ra->history.back().trump, rb->history.back().trump);
            EXPECT_EQ(ra->history.back().declarer, rb->history.back().declarer);
        }
    }
}

TEST(Pbn, VoidsAreWrittenAsPbnWritesThem) {
    const GameLog log = test::log_from(test::one_suit_each_log("club-1904", 'S', "      - S declares spades\n", SPADES));
    auto pbn = write_pbn(log, test::code("club-1904"));
    ASSERT_TRUE(pbn.ok()) << pbn.error().describe();
    EXPECT_NE(pbn->text.find("[Deal \"S:..AKQJT98765432. ...AKQJT98765432 AKQJT98765432... .AKQJT98765432..\"]"),
              std::string::npos)
        << pbn->text;
    auto back = parse_pbn(pbn->text, "voids.pbn");
    ASSERT_TRUE(back.ok()) << back.error().describe();
    EXPECT_EQ(back->log.deals[0].hands, log.deals[0].hands);
    EXPECT_EQ(texts(back->log.deals[0].events), texts(log.deals[0].events));
}

TEST(Pbn, ExportSaysWhatItCannotHold) {
    auto log = read_log(test::source_path("examples/disputed-rubber.yaml"));
    ASSERT_TRUE(log.ok());
    auto pbn = write_pbn(*log, test::code("club-1904"));
    ASSERT_TRUE(pbn.ok());
    EXPECT_TRUE(
        noted(pbn->notes, "deal 1: PBN cannot say: E asks to lead, W says yes, N takes back DA"));
    EXPECT_TRUE(noted(pbn->notes, "deal 6: PBN cannot say: N doubles, E elects double-stands"));
    EXPECT_NE(pbn->text.find("[Contract \"1SX\"]"), std::string::npos);
    EXPECT_NE(pbn->text.find("; deal 1: PBN cannot say"),
              std::string::npos); // the notes are in the file too
    EXPECT_NE(pbn->text.find("[Play \"E\"]\nSA S6 S2 S5\n"), std::string::npos);
}

TEST(Pbn, MalformedPbnNamesLineAndColumn) {
    const Error tag = pbn_error_of("[Dealer \"N\"\n");
    EXPECT_EQ(tag.file, "bad.pbn");
    EXPECT_EQ(tag.line, 1);
    EXPECT_EQ(tag.column, 12);
    EXPECT_EQ(tag.message, "[Dealer \"N\": the tag is not closed with ]");
    const Error quote = pbn_error_of("[Dealer \"N]\n");
    EXPECT_EQ(quote.message, "[Dealer: the value is not closed with \" on its line");
    EXPECT_EQ(quote.column, 9);
    const Error comment = pbn_error_of("[Dealer \"N\"]\n{ never closed\n");
    EXPECT_EQ(comment.line, 2);
    EXPECT_EQ(comment.column, 1);
    EXPECT_EQ(comment.message, "a comment opened with { is not closed with }");
    EXPECT_EQ(pbn_error_of("SA S6 S2 S5\n").message,
              "\"SA\" stands before any tag; a game begins with tags, [Name \"value\"]");
    EXPECT_EQ(pbn_error_of("% nothing but escapes\n").message,
              "no PBN game in the file (no [Tag \"value\"] found)");
}

TEST(Pbn, BadValuesSaySoAsTheLogReaderDoes) {
    const Error card =
        pbn_error_of(std::string("[Dealer \"N\"]\n") + DEAL +
                     "[Declarer \"N\"]\n[Contract \"1D\"]\n[Play \"E\"]\nSA S6 SX S5\n");
    EXPECT_EQ(card.line, 6);
    EXPECT_EQ(card.column, 7);
    EXPECT_EQ(card.message,
              "deal 1, [Play] trick 1: \"SX\": X is not a rank (A K Q J T 9 8 7 6 5 4 3 2, or 10)");
    const Error dealer = pbn_error_of(std::string("[Dealer \"Q\"]\n") + DEAL);
    EXPECT_EQ(dealer.message, "deal 1: [Dealer \"Q\"]: \"Q\" is not a seat (N, E, S or W)");
    EXPECT_EQ(dealer.column, 10);
    EXPECT_EQ(pbn_error_of(std::string("[Board \"4\"]\n") + DEAL).message,
              "deal 1 (board 4): no [Dealer] tag: a log needs the dealer, [Dealer \"N\"]");
    const Error hands =
        pbn_error_of("[Dealer \"N\"]\n[Deal \"N:985.T.AKQ963.Q42 AK7.K76532.4.853\"]\n");
    EXPECT_EQ(hands.message, "deal 1: [Deal \"N:985.T.AKQ963.Q42 AK7.K76532.4.853\"]: hands: a PBN "
                             "deal has four hands; found 2");
    EXPECT_EQ(hands.line, 2);
    EXPECT_EQ(pbn_error_of("[Dealer \"N\"]\n[Deal \"N:985.T.AKQ963.Q42 - - -\"]\n").message,
              "deal 1: [Deal \"N:985.T.AKQ963.Q42 - - -\"]: a hand is not given (\"-\"); a log "
              "needs all four");
    EXPECT_EQ(pbn_error_of(std::string("[Dealer \"N\"]\n") + DEAL + "[Contract \"8Z\"]\n").message,
              "deal 1: [Contract \"8Z\"]: a contract is a level (1 to 7), a denomination (S, H, D, "
              "C or NT) and X or XX, or Pass");
}

// [Event] and [Date] go into the log (the first game's for the log, a later game's own where it
// differs) and export writes them back into every game.
TEST(Pbn, EventAndDateAreCarriedBothWays) {
    const PbnImport in = import_file("tests/data/pbn/real/bbo-acbl-speedball.pbn");
    ASSERT_GE(in.log.deals.size(), 2u);
    EXPECT_EQ(in.log.event, "ACBL #1607 Pairs ACBL Sat 1pm Speedball");
    EXPECT_EQ(in.log.date, "2013-08-10 17:04");
    EXPECT_TRUE(in.log.deals[0].date.empty()); // the log's
    EXPECT_EQ(in.log.deals[1].date, "2013-08-10 17:05");
    EXPECT_TRUE(in.log.deals[1].event.empty());
    // Through YAML and back, and out to PBN again.
    auto yaml = parse_log_yaml(write_log_yaml(in.log), "t.yaml");
    ASSERT_TRUE(yaml.ok()) << yaml.error().describe();
    EXPECT_EQ(yaml->event, in.log.event);
    EXPECT_EQ(yaml->deals[1].date, "2013-08-10 17:05");
    GameLog log = *yaml;
    log.code = "club-1904";
    auto pbn = write_pbn(log, test::code("club-1904"));
    ASSERT_TRUE(pbn.ok()) << pbn.error().describe();
    EXPECT_NE(pbn->text.find("[Event \"ACBL #1607 Pairs ACBL Sat 1pm Speedball\"]"),
              std::string::npos);
    EXPECT_NE(pbn->text.find("[Date \"2013-08-10 17:05\"]"), std::string::npos);
    auto back = parse_pbn(pbn->text, "export.pbn");
    ASSERT_TRUE(back.ok()) << back.error().describe();
    EXPECT_EQ(back->log.event, in.log.event);
    EXPECT_EQ(back->log.date, in.log.date);
    EXPECT_EQ(back->log.deals[1].date, in.log.deals[1].date);
}

// A tag given again in a game: PBN's import reads its first value and passes over the rest;
// a second value is said, deal by deal and once in the summary, not passed over unseen.
TEST(Pbn, ATagGivenTwiceWithTwoValuesKeepsTheFirstAndSaysSo) {
    const std::string game = std::string("[Dealer \"E\"]\n") + DEAL + "[Dealer \"S\"]\n";
    auto r = parse_pbn(game + "\n" + "[Dealer \"W\"]\n" + DEAL + "[Dealer \"W\"]\n", "twice.pbn");
    ASSERT_TRUE(r.ok()) << r.error().describe();
    ASSERT_EQ(r->log.deals.size(), 2u);
    EXPECT_EQ(r->log.deals[0].dealer, E);
    EXPECT_TRUE(noted(r->notes, "deal 1: [Dealer \"S\"] (line 3) repeats [Dealer \"E\"] (line 1); "
                                "PBN reads a tag's first value, so \"E\" is kept"));
    EXPECT_TRUE(noted(r->summary, "1 of 2 deals: [Dealer] given twice with two values: the first "
                                  "is kept, as PBN reads it (deal 1)"));
    // The same value again says nothing.
    EXPECT_FALSE(noted(r->notes, "deal 2: [Dealer"));
}
