// The players' columns in the text and JSON reports (report_columns.h, docs/report-additions.md).
#include "report/report.h"
#include "report/report_columns.h"
#include "test_util.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace bl;
using bl::test::code;

namespace {

Report badsworth_three_handed(const GameLog& log) { return bl::test::replayed(log, "three-handed"); }

} // namespace

TEST(ReportColumns, JsonHasEachDealsColumnsAndTheSettlement) {
    auto log = read_log(bl::test::source_path("examples/badsworth-three-handed.yaml"));
    ASSERT_TRUE(log.ok());
    Report r = badsworth_three_handed(*log);
    r.in_units = true;
    const auto j = nlohmann::json::parse(report_json(r));
    // The contract's keys are all there.
    for (const char* key : {"format", "code", "deals", "rubber"}) EXPECT_TRUE(j.contains(key)) << key;
    EXPECT_TRUE(j["rubber"]["finished"].get<bool>());
    EXPECT_TRUE(j["rubber"]["winner"].is_null()); // no side wins: a player does
    const auto& d7 = j["deals"][6]["players"];
    EXPECT_EQ(d7["game_won_by"], nlohmann::json::array({"A"}));
    EXPECT_EQ(d7["columns"][0]["player"], "A");
    EXPECT_EQ(d7["columns"][0]["seat"], "S");
    EXPECT_TRUE(d7["columns"][0]["dealer"].get<bool>());
    EXPECT_EQ(d7["columns"][0]["below"], 48);
    EXPECT_EQ(d7["columns"][0]["above"], 90);
    EXPECT_EQ(d7["columns"][0]["game_bonus"], 50);
    const auto& rubber = j["players"]["rubber"];
    EXPECT_EQ(j["players"]["names"], nlohmann::json::array({"A", "B", "C"}));
    EXPECT_EQ(rubber["winners"], nlohmann::json::array({"C"}));
    const int totals[] = {242, 316, 378}, nets[] = {-210, 12, 198}, units[] = {-21, 1, 20};
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(rubber["columns"][i]["total"], totals[i]);
        EXPECT_EQ(rubber["settlement"][i]["net"], nets[i]);
        EXPECT_EQ(rubber["settlement"][i]["units"], units[i]);
    }
    EXPECT_EQ(rubber["settlement"][0]["from"]["B"], -74);
    EXPECT_EQ(rubber["settlement"][2]["from"]["A"], 136);
    EXPECT_EQ(rubber["settlement"][2]["from"]["B"], 62);
    EXPECT_EQ(j["players"]["rubbers"].size(), 1u);
}

TEST(ReportColumns, TextNamesThePlayersAsSeatedAndSettles) {
    auto log = read_log(bl::test::source_path("examples/badsworth-three-handed.yaml"));
    ASSERT_TRUE(log.ok());
    Report r = badsworth_three_handed(*log);
    r.in_units = true;
    const std::string text = report_text(r, 0); // not wrapped: a paragraph a line
    for (const char* line : {
             "Deal 5: N (B) deals.",
             "Columns: A (W) 0 below, 12 above; B (dealer, N) 18 below, 48 above; C (E) nothing (Laws R10, R11).",
             "A wins a game (Law R9): 50 added (Law R9).",
             "C wins the rubber: 50 more (Law R9).",
             "Rubber, by players: A 76 below, 166 above, 1 game, total 242; B 62 below, 254 above, 1 game, total 316; C 84 "
             "below, 294 above, 2 games, total 378.",
             "A loses 74 to B; A loses 136 to C: -210 in all, -21 units",
             "B wins 74 from A; B loses 62 to C: +12 in all, +1 units",
             "C wins 136 from A; C wins 62 from B: +198 in all, +20 units",
         })
        EXPECT_NE(text.find(line), std::string::npos) << line;
    EXPECT_EQ(text.find("Score: NS"), std::string::npos); // the sides keep no score of their own
    const auto names = seat_names(r, r.deals[3]);
    EXPECT_EQ(names, (std::array<std::string, SEATS>{"B", "Dummy", "C", "A"}));
}

TEST(ReportColumns, NothingForACodeScoredBySides) {
    auto log = read_log(bl::test::source_path("examples/hoyle-rubber.yaml"));
    ASSERT_TRUE(log.ok());
    auto r = replay(*log, code("club-1904"));
    ASSERT_TRUE(r.ok());
    const auto j = nlohmann::json::parse(report_json(*r));
    EXPECT_FALSE(j.contains("players"));
    EXPECT_FALSE(j["deals"][0].contains("players"));
    EXPECT_EQ(seat_names(*r, r->deals[0]), log->players);
}
