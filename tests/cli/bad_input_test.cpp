// Bad input, all of it (docs/bad-input.md): each class of bad log, table or command line, as
// a user meets it through the program: exit status 2, the file (and line, where there is one)
// and what is wrong on standard error, nothing at all on standard output. Irregular hands are
// the exception the contract makes: they are replayed and ruled on.
#include "gen/generate.h"
#include "log/log_writer.h"
#include "test_util.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

using bl::test::run_cli;
using bl::test::source_path;

namespace {

const std::string QUOTED_HANDS =
    "\"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32\"";
const std::string HEAD =
    "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: S\n    hands: " + QUOTED_HANDS +
    "\n";
// The declaration and the first trick and a half, every card legal: W leads S6, E wins it.
const std::string OPENING = "    events:\n      - S leaves it\n      - N declares hearts\n      - W asks to lead\n      - E says yes\n"
                            "      - W plays S6\n      - N plays S4\n      - E plays S8\n      - S plays S7\n";

std::string temp_path(const std::string& name) { return ::testing::TempDir() + "bad-input-" + name; }

std::string write_bad_input(const std::string& name, const std::string& text) {
    const std::string path = temp_path(name);
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

struct Row {
    const char* name;  // the file name; its class of bad input
    std::string text;  // the file's content
    const char* says;  // what the error says
    int line = 0;      // the line it names, where there is one
};

// Runs the program on the file and checks the answer a user gets.
void expect_rejected(const std::string& args, const std::string& file, const Row& r) {
    const auto run = run_cli(args);
    EXPECT_EQ(run.status, 2) << r.name << ": " << run.err;
    EXPECT_TRUE(run.out.empty()) << r.name << ": nothing is printed on bad input";
    EXPECT_NE(run.err.find(r.says), std::string::npos) << r.name << ": " << run.err;
    if (!file.empty()) EXPECT_NE(run.err.find(file), std::string::npos) << r.name << ": the file is named: " << run.err;
    if (r.line > 0) EXPECT_NE(run.err.find(file + ":" + std::to_string(r.line) + ":"), std::string::npos) << r.name << ": " << run.err;
}

void expect_rows(const std::vector<Row>& rows) {
    for (const Row& r : rows) {
        const std::string path = write_bad_input(r.name, r.text);
        expect_rejected("replay " + path, path, r);
    }
}

// A deal played to its end by the generator, as a log with one deal.
bl::GameLog one_played_deal() {
    auto log = bl::generate_log({1, 5, 0.0}, bl::test::code("club-1904"));
    EXPECT_TRUE(log.ok());
    log->deals.resize(1);
    return *log;
}

} // namespace

TEST(BadInput, SyntaxAndShape) {
    expect_rows({
        {"syntax.yaml", "format: bridgelaws/1\ndeals: [\n", "not valid YAML", 3},
        {"not-a-map.yaml", "- a\n- b\n", "a game log is a YAML map", 1},
        {"no-format.yaml", "code: club-1904\ndeals: []\n", "missing key \"format\"", 1},
        {"format-version.yaml", "format: bridgelaws/2\ndeals: []\n", "is not supported", 1},
        {"unknown-key.yaml", "format: bridgelaws/1\ncode: club-1904\nplayerz: {}\ndeals: []\n", "unknown key \"playerz\"", 3},
        {"wrong-type.yaml", "format: bridgelaws/1\ndeals: 5\n", "\"deals\" is a list of deals", 2},
        {"event-map-key.yaml", HEAD + "    events:\n      - {by: W, act: plays, card: SK, colour: red}\n", "unknown key \"colour\"", 7},
        {"event-map-act.yaml", HEAD + "    events:\n      - {by: W, card: SK}\n", "missing key \"act\"", 7},
        // yaml-cpp keeps both entries and would read the first: the second must not vanish unseen.
        {"duplicate-key.yaml",
         "format: bridgelaws/1\ncode: club-1904\ncode: elwell-1904\ndeals: []\n",
         "duplicate key \"code\"", 3},
        {"duplicate-deal-key.yaml", HEAD + "    dealer: N\n", "duplicate key \"dealer\"", 6},
        {"score-games.yaml", "format: bridgelaws/1\ncode: club-1904\nscore:\n  NS: {below: 0, above: 0, games: 3}\ndeals: []\n",
         "games is 0, 1 or 2", 4},
    });
}

TEST(BadInput, UnknownWords) {
    expect_rows({
        {"seat.yaml",
         "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: X\n    hands: " +
             QUOTED_HANDS + "\n",
         "\"X\" is not a seat", 4},
        {"event-seat.yaml", HEAD + "    events:\n      - S declares hearts\n      - Q plays SK\n",
         "\"Q\" is not a seat", 8},
        {"card.yaml", HEAD + "    events:\n      - S declares hearts\n      - W plays SX\n",
         "X is not a rank", 8},
        {"verb.yaml", HEAD + "    events:\n      - W sings\n", "\"sings\" is not a verb", 7},
        {"trump.yaml", HEAD + "    events:\n      - S declares trumpets\n",
         "\"trumpets\" is not a trump", 7},
        {"option.yaml",
         HEAD + "    events:\n      - S declares hearts\n      - W elects frobnicate\n",
         "\"frobnicate\" is not an option id", 8},
        {"option-argument.yaml",
         HEAD + "    events:\n      - S declares hearts\n      - W elects call-suit purple\n",
         "purple", 8},
        {"code.yaml", "format: bridgelaws/1\ncode: club-1066\ndeals: []\n",
         "unknown code \"club-1066\""},
    });
    const Row cli_code{"cli-code", "", "unknown code \"club-1066\""};
    expect_rejected("replay --code club-1066 " + source_path("examples/hoyle-rubber.yaml"), "", cli_code);
    const Row cli_option{"cli-option", "", "--frobnicate"};
    expect_rejected("replay --frobnicate " + source_path("examples/hoyle-rubber.yaml"), "", cli_option);
}

// Messages that teach: a slip answered with the spelling meant, not only refused.
TEST(BadInput, MessagesThatTeach) {
    const std::string DECLARED = HEAD + "    events:\n      - S declares hearts\n";
    expect_rows({
        {"leads.yaml", DECLARED + "      - W leads S6\n",
         "a lead is written as a play, e.g. \"W plays H5\"", 8},
        {"lower-seat.yaml", DECLARED + "      - w plays S6\n",
         "seats are written in capitals, \"W\"", 8},
        {"lower-dealer.yaml",
         "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: s\n    hands: " +
             QUOTED_HANDS + "\n",
         "seats are written in capitals, \"S\"", 4},
        {"name-for-seat.yaml", DECLARED + "      - Miss West plays S6\n",
         "\"Miss West\" stands where a seat belongs", 8},
        {"nt.yaml", HEAD + "    events:\n      - S declares NT\n",
         "no-trumps is written \"no-trumps\"", 7},
        {"nt-lower.yaml", HEAD + "    events:\n      - S declares nt\n",
         "no-trumps is written \"no-trumps\"", 7},
        // W's clubs written "AK" for "A32": the king is E's too, the three and the two in no hand.
        // The slip is told at the hands, not at the play as "W does not hold C2".
        {"card-twice.yaml",
         "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: S\n    hands: "
         "\"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 "
         "J7.Q986.AK.QJT98 6532.T54.J76.AK\"\n    events:\n      - S declares hearts\n      - W "
         "plays C2\n",
         "deal 1, hands: CK written twice, and C2 is in no hand, yet \"W plays C2\" (line 8) plays "
         "it",
         5},
        {"verb-slip.yaml", DECLARED + "      - W plyas S6\n", "did you mean \"plays\"?", 8},
        {"option-slip.yaml", DECLARED + "      - W elects new-dael\n", "did you mean \"new-deal\"?",
         8},
        {"tab.yaml", "format: bridgelaws/1\ncode: club-1904\ndeals:\n\t- dealer: S\n",
         "a tab in the indentation", 4},
        {"code-line.yaml", "format: bridgelaws/1\ncode: club1904\ndeals: []\n",
         "did you mean \"club-1904\"?", 2},
    });
    // Where the --code names the code, no line of the log is to blame.
    const Row cli_code{"cli-code", "", "unknown code \"elwell1904\"; did you mean \"elwell-1904\"?"};
    expect_rejected("replay --code elwell1904 " + source_path("examples/hoyle-rubber.yaml"), "", cli_code);
}

TEST(BadInput, ImpossiblePhysicalFacts) {
    expect_rows({
        {"not-held.yaml", HEAD + "    events:\n      - S declares hearts\n      - W plays SA\n",
         "W does not hold SA", 8},
        {"played-twice.yaml",
         HEAD + OPENING + "      - E plays ST\n      - S plays SJ\n      - W plays S6\n",
         "S6 has already been played", 17},
        {"take-back.yaml",
         HEAD + "    events:\n      - S declares hearts\n      - W takes back S6\n",
         "cannot be taken back", 8},
        {"trick-not-quitted.yaml", HEAD + OPENING + "      - W looks at trick 2\n",
         "trick 2 has not been turned and quitted (0 have been)", 15},
        {"not-dummy.yaml", HEAD + "    events:\n      - S declares hearts\n      - E looks at W\n",
         "E is not Dummy (N is)", 8},
        {"during-deal.yaml", HEAD + "    during-deal:\n      - S declares hearts\n",
         "only \"cuts\", \"shuffles\", \"omits cut\", \"deals with\", \"exposes\", "
         "\"looks at\", \"touches cards\", \"interrupts\", \"draws attention\" and \"elects\"",
         7},
        {"look-in-deal.yaml", HEAD + "    during-deal:\n      - W looks at N\n",
         "while the cards are dealt, a player looks at his own cards (\"W looks at W\")", 7},
        {"cut-twice.yaml",
         "format: bridgelaws/1\ncode: club-1904\ncutting:\n  - {Mr. A: HQ HQ}\ndeals: []\n",
         "cut card \"HQ HQ\": HQ is written twice", 4},
        {"three-hands.yaml",
         "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: S\n    hands: "
         "\"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98\"\n",
         "a PBN deal has four hands; found 3", 5},
        {"no-turn-up.yaml",
         "format: bridgelaws/1\ncode: short-bridge\ndeals:\n  - dealer: S\n    hands: " +
             QUOTED_HANDS + "\n",
         "give \"turn-up: CARD\"", 4},
        {"turn-up.yaml",
         "format: bridgelaws/1\ncode: short-bridge\ndeals:\n  - dealer: S\n    turn-up: SA\n    "
         "hands: " +
             QUOTED_HANDS + "\n",
         "one of the dealer's", 4},
    });
    // An event after the end of the deal: a fourteenth trick.
    bl::GameLog log = one_played_deal();
    bl::Deal& d = log.deals.front();
    bl::Event extra;
    extra.by = bl::W;
    extra.verb = bl::Verb::Plays;
    extra.card = d.hands[bl::W].lowest();
    extra.cards = bl::CardSet::of(extra.card);
    d.events.push_back(extra);
    const std::string text = bl::write_log_yaml(log);
    const int line = int(std::count(text.begin(), text.end(), '\n')); // the last line
    expect_rows({{"after-the-end.yaml", text, "the deal is over", line}});
}

TEST(BadInput, IrregularHandsAreReplayedAndRuled) {
    // The contract (log-format.md): 14 cards, a card twice, are facts the laws rule on.
    const std::string fourteen = "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: S\n"
                                 "    hands: \"N:AKQ42.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A3\"\n    events: []\n";
    const std::string twice = "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: S\n"
                              "    hands: \"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.AK\"\n    events: []\n";
    for (const auto& [name, text] : {std::pair{"fourteen.yaml", fourteen}, std::pair{"duplicate.yaml", twice}}) {
        const auto run = run_cli("replay --format json " + write_bad_input(name, text));
        ASSERT_EQ(run.status, 0) << name << ": " << run.err;
        const auto j = nlohmann::json::parse(run.out);
        EXPECT_EQ(j["deals"][0]["rulings"][0]["infraction"], "deal-irregular") << name;
        EXPECT_EQ(j["deals"][0]["rulings"][0]["options"][0], "new-deal") << name;
    }
}

TEST(BadInput, BrokenFiles) {
    std::string junk;
    for (int i = 0; i < 4096; ++i) junk += char((i * 7919 + 13) % 256);
    std::string deep_flow = "format: bridgelaws/1\ndeals: " + std::string(100000, '[') + std::string(100000, ']') + "\n";
    std::string deep_block = "format: bridgelaws/1\ndeals:\n";
    for (int i = 0; i < 3000; ++i) deep_block += std::string(size_t(2 * i + 2), ' ') + "-\n";
    expect_rows({
        {"truncated.yaml", "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: S\n    hands: \"N:AKQ4.J32.T98.765 T98.AK7.Q5",
         "not valid YAML", 5},
        {"empty.yaml", "", "the file is empty"},
        {"junk.yaml", junk, ""},
        {"nul.yaml", std::string("\0\1\2format: bridgelaws/1\n", 24), ""},
        {"deep-flow.yaml", deep_flow, "nested too deeply", 2},
        {"deep-block.yaml", deep_block, "nested too deeply"},
        {"truncated.xml", "<log format=\"bridgelaws/1\" code=\"club-1904\"><deal dealer=\"S\"",
         "not valid XML: the file ends inside the start tag of <deal>: it looks cut short", 1},
    });
    std::string deep_xml = "<log format=\"bridgelaws/1\" code=\"club-1904\">";
    for (int i = 0; i < 100000; ++i) deep_xml += "<x>";
    for (int i = 0; i < 100000; ++i) deep_xml += "</x>";
    expect_rows({{"deeper.xml", deep_xml + "</log>", ""}});
}

TEST(BadInput, FilesThatCannotBeRead) {
    const Row missing{"missing", "", "cannot open the file"};
    expect_rejected("replay /no/such/file.yaml", "/no/such/file.yaml", missing);
    const std::string folder = temp_path("folder");
    std::filesystem::create_directories(folder);
    const Row dir{"folder", "", "is a folder"};
    expect_rejected("replay " + folder, folder, dir);
    // A huge file is refused by what reads a file whole (sparse: it takes no room on the disk);
    // replay reads it a deal at a time and finds it is not text.
    const std::string huge = temp_path("huge.yaml");
    std::ofstream(huge) << "format: bridgelaws/1\n";
    std::filesystem::resize_file(huge, (std::uintmax_t(256) << 20) + 1);
    expect_rejected("convert " + huge + " --to xml", huge, Row{"huge", "", "larger than 256 MiB"});
    expect_rejected("replay " + huge, huge, Row{"huge", "", "zero byte"});
    std::filesystem::remove(huge);
}

TEST(BadInput, BrokenLawTables) {
    const Row syntax{"table-syntax", "", "not valid YAML"};
    const std::string table = source_path("tests/data/tables/bad-syntax.yaml");
    expect_rejected("replay --code " + table + " " + source_path("examples/hoyle-rubber.yaml"), table, syntax);
    const Row key{"table-key", "", "unknown key \"headline\"", 7};
    const std::string keyed = source_path("tests/data/tables/bad-unknown-key.yaml");
    expect_rejected("laws " + keyed, keyed, key);
    const Row twice{"table-duplicate-key", "", "duplicate key \"game\"", 10};
    const std::string duplicated = source_path("tests/data/tables/bad-duplicate-key.yaml");
    expect_rejected("replay --code " + duplicated + " " + source_path("examples/hoyle-rubber.yaml"),
                    duplicated, twice);
}

// Standard output redirected to a file is written as the report comes (Spool::write_through):
// a log whose last deal is bad, after megabytes of report, still leaves the file as it was, and
// a good one leaves in it what a pipe gets.
TEST(BadInput, AReportWrittenToAFileIsCutOffAgainOnBadInput) {
    auto log = bl::generate_log({3000, 7, 0.1}, bl::test::code("club-1904"));
    ASSERT_TRUE(log) << log.error().describe();
    const std::string good = bl::write_log_yaml(*log);
    bl::Deal& last = log->deals.back();
    last.events.push_back(last.events.back()); // the last card played twice
    const std::string bad_path = write_bad_input("late-error.yaml", bl::write_log_yaml(*log));
    const std::string good_path = write_bad_input("late-error-good.yaml", good);
    const std::string out = temp_path("late-error-out.txt");
    for (const char* format : {"text", "html"}) { // each past the spool's memory
        for (const char* redirect : {" > ", " >> "}) {
            std::ofstream(out) << "kept\n";
            const auto run =
                run_cli("replay --format " + std::string(format) + " " + bad_path + redirect + out);
            EXPECT_EQ(run.status, 2) << format << redirect << run.err;
            EXPECT_NE(run.err.find("late-error.yaml:"), std::string::npos) << run.err;
            EXPECT_EQ(bl::test::slurp(out), std::string(redirect) == " >> " ? "kept\n" : "")
                << format << redirect;
        }
        const auto piped = run_cli("replay --format " + std::string(format) + " " + good_path);
        ASSERT_EQ(piped.status, 0) << piped.err;
        EXPECT_GT(piped.out.size(), size_t(4) << 20) << format;
        std::ofstream(out) << "kept\n";
        const auto to_file =
            run_cli("replay --format " + std::string(format) + " " + good_path + " >> " + out);
        EXPECT_EQ(to_file.status, 0) << to_file.err;
        EXPECT_TRUE(bl::test::slurp(out) == "kept\n" + piped.out) << format;
    }
    // Logs side by side: the first two logs' reports are in the file before the third is read.
    std::ofstream(out) << "kept\n";
    const auto several =
        run_cli("replay --jobs 2 " + good_path + " " + good_path + " " + bad_path + " >> " + out);
    EXPECT_EQ(several.status, 2) << several.err;
    EXPECT_EQ(bl::test::slurp(out), "kept\n");
}
