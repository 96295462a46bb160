// The command line as a user meets it: exit statuses, errors on stderr, nothing half-written.
#include "test_util.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <map>

using bl::test::run_cli;
using bl::test::source_path;

using bl::test::write_temp;

TEST(Cli, ReplaysTheExampleAsText) {
    const auto r = run_cli("replay " + source_path("examples/hoyle-rubber.yaml"));
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_NE(r.out.find("NS win the rubber"), std::string::npos);
    EXPECT_NE(r.out.find("26 points"), std::string::npos);
    EXPECT_EQ(r.out.find("not finished"), std::string::npos); // the rubber is finished
    EXPECT_NE(r.out.find("(Law 6)"), std::string::npos);
}

TEST(Cli, ReplaysAsJson) {
    const auto r = run_cli("replay --format json " + source_path("examples/hoyle-rubber.yaml"));
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["rubber"]["points"], 26);
}

TEST(Cli, CodeOptionOverridesTheLog) {
    const auto r = run_cli("replay --format json --code continental " + source_path("examples/hoyle-rubber.yaml"));
    ASSERT_EQ(r.status, 0) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["code"], "continental");
    EXPECT_EQ(j["deals"][1]["score"]["EW"]["below"], 20); // two no-trump tricks at ten
}

// --reading ID=CHOICE picks an open point's other alternative for one run: Elwell 78 read as
// leaving no penalty once all three followed; the ruling names the reading and the choice.
TEST(Cli, AReadingPickedForTheRunChangesTheRuling) {
    const std::string log = source_path("cases/leads/adversary-lead-all-followed.yaml");
    const auto plain = run_cli("replay --format json --code elwell-1904 " + log);
    const auto picked =
        run_cli("replay --format json --code elwell-1904 --reading complete-false-lead=no-penalty-when-complete " + log);
    ASSERT_EQ(plain.status, 0) << plain.err;
    ASSERT_EQ(picked.status, 0) << picked.err;
    const auto first = [](const std::string& out) {
        const auto report = nlohmann::json::parse(out); // kept alive for the loop
        for (const auto& d : report["deals"])
            for (const auto& r : d["rulings"])
                if (r["infraction"] == "lead-out-of-turn") return r;
        return nlohmann::json{};
    };
    EXPECT_EQ(first(plain.out)["provision"], "penalty");
    EXPECT_EQ(first(plain.out)["reading_choices"]["complete-false-lead"], "penalty-remains");
    EXPECT_EQ(first(picked.out)["provision"], "no-penalty");
    EXPECT_EQ(first(picked.out)["reading_choices"]["complete-false-lead"], "no-penalty-when-complete");
    const auto bad = run_cli("replay --code elwell-1904 --reading complete-false-lead=maybe " + log);
    EXPECT_EQ(bad.status, 2);
    EXPECT_NE(bad.err.find("penalty-remains, no-penalty-when-complete"), std::string::npos) << bad.err;
}

// The archive summary streams the log; its counts are those of the full report, code by code.
TEST(Cli, SummaryCountsWhatTheFullReportRules) {
    const std::string log = source_path("examples/disputed-rubber.yaml");
    const auto r = run_cli("replay --format summary-json --code club-1904,elwell-1904 " + log);
    ASSERT_EQ(r.status, 0) << r.err;
    const auto sum = nlohmann::json::parse(r.out)["summary"];
    EXPECT_EQ(sum["logs"], 1);
    ASSERT_EQ(sum["codes"].size(), 2u);
    for (const auto& c : sum["codes"]) {
        const auto full = run_cli("replay --format json --code " + c["code"].get<std::string>() + " " + log);
        ASSERT_EQ(full.status, 0) << full.err;
        const auto report = nlohmann::json::parse(full.out);
        std::map<std::string, int> counted;
        int deals = 0;
        for (const auto& d : report["deals"]) {
            ++deals;
            for (const auto& ruling : d["rulings"]) ++counted[ruling["infraction"].get<std::string>()];
        }
        EXPECT_EQ(sum["deals"], deals);
        EXPECT_EQ(c["infractions"].size(), counted.size()) << c["code"];
        for (const auto& [id, n] : counted) EXPECT_EQ(c["infractions"][id]["count"], n) << c["code"] << " " << id;
    }
    const auto text = run_cli("replay --format summary " + log);
    EXPECT_NE(text.out.find("1 log, 6 deals"), std::string::npos) << text.out;
    const auto two = run_cli("replay --code club-1904,elwell-1904 " + log);
    EXPECT_EQ(two.status, 2);
    EXPECT_NE(two.err.find("--code names one code, except with --format summary"), std::string::npos) << two.err;
}

// A Short Bridge log's play is not one the Club code allows (the trump card turned, no Dummy):
// summarised under both, the error names the code it failed under.
TEST(Cli, ALogThatCannotBeReplayedUnderAnotherCodeSaysWhichCode) {
    const auto made = run_cli("gen --code short-bridge --deals 30 --seed 3 --infractions 0.3");
    const std::string log = write_temp("short.yaml", made.out);
    const std::string said = "(replayed under club-1904; the log names short-bridge)";
    const auto own = run_cli("replay --format summary --code short-bridge " + log);
    ASSERT_EQ(own.status, 0) << own.err;
    const auto both = run_cli("replay --format summary --code short-bridge,club-1904 " + log);
    EXPECT_EQ(both.status, 2);
    EXPECT_NE(both.err.find(said), std::string::npos) << both.err;
    const auto one = run_cli("replay --format json --code club-1904 " + log);
    EXPECT_EQ(one.status, 2);
    EXPECT_NE(one.err.find(said), std::string::npos) << one.err;
}

TEST(Cli, MalformedLogsExitTwoWithFileAndLine) {
    const std::string hands = "\"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32\"";
    struct Bad {
        const char* name;
        std::string text;
        const char* says;
    } cases[] = {
        {"syntax.yaml", "format: bridgelaws/1\ndeals: [\n", "not valid YAML"},
        {"seat.yaml", "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: X\n    hands: " + hands + "\n", "seat.yaml:4:"},
        {"card.yaml", "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: S\n    hands: " + hands + "\n    events:\n      - W plays S1\n", "card.yaml:7:"},
        {"verb.yaml", "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: S\n    hands: " + hands + "\n    events:\n      - W sings\n", "is not a verb"},
        {"missing.yaml", "format: bridgelaws/1\ncode: club-1904\n", "missing key \"deals\""},
        {"notheld.yaml", "format: bridgelaws/1\ncode: club-1904\ndeals:\n  - dealer: S\n    hands: " + hands + "\n    events:\n      - S declares hearts\n      - W plays SA\n", "W does not hold SA"},
        {"code.yaml", "format: bridgelaws/1\ncode: club-1066\ndeals: []\n", "unknown code"},
    };
    for (const Bad& b : cases) {
        const auto r = run_cli("replay " + write_temp(b.name, b.text));
        EXPECT_EQ(r.status, 2) << b.name;
        EXPECT_TRUE(r.out.empty()) << b.name << ": nothing is printed on bad input";
        EXPECT_NE(r.err.find(b.says), std::string::npos) << b.name << ": " << r.err;
    }
    EXPECT_EQ(run_cli("replay /no/such/file.yaml").status, 2);
    EXPECT_EQ(run_cli("replay").status, 2);
    EXPECT_EQ(run_cli("frobnicate").status, 2);
}

// Issue #25: `laws american-1907` lists the 109 laws counted from the 1907 text, each with its
// text, and `diff elwell-1904 american-1907` pairs the 1904 laws with the 1907 laws by content.
TEST(Cli, TheLawsOf1907ListedAndComparedWith1904) {
    const auto laws = run_cli("laws american-1907 --format json");
    ASSERT_EQ(laws.status, 0) << laws.err;
    const auto list = nlohmann::json::parse(laws.out)["laws"];
    EXPECT_EQ(list.size(), 109u);
    for (const auto& l : list) EXPECT_FALSE(l["text"].get<std::string>().empty()) << l.dump();
    const auto diff = run_cli("diff elwell-1904 american-1907");
    ASSERT_EQ(diff.status, 0) << diff.err;
    for (const char* pair : {"Law 77 -> Law leads-out-of-turn-2: changed in substance",
                             "Law 6 -> Law scoring-5: changed in substance",
                             "Law 14 -> Law cutting-1: changed in substance",
                             "Law 37 -> Law the-deal-6: renumbered"})
        EXPECT_NE(diff.out.find(pair), std::string::npos) << pair;
}

TEST(Cli, LawsAndDiff) {
    const auto list = run_cli("laws");
    EXPECT_EQ(list.status, 0) << list.err;
    EXPECT_NE(list.out.find("short-bridge"), std::string::npos);
    const auto diff = run_cli("diff club-1903 club-1904");
    EXPECT_EQ(diff.status, 0) << diff.err;
    EXPECT_NE(diff.out.find("doubling limit: none → 100 points a trick"), std::string::npos);
    EXPECT_NE(diff.out.find("renumbered"), std::string::npos);
    EXPECT_EQ(run_cli("laws no-such-code").status, 2);
}
