#include "gen/generate.h"
#include "log/event.h"
#include "replay/replay.h"
#include "report/report.h"
#include "test_util.h"

#include <algorithm>
#include <deque>
#include <fstream>
#include <gtest/gtest.h>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <utility>

using namespace bl;
using namespace bl::test;

// Hoyle's scoring block (seed 001): six deals, A-B (NS) against C-D (EW).
TEST(Replay, HoylesScoringBlock) {
    auto log = read_log(bl::test::source_path("examples/hoyle-rubber.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    const Report r = replayed(*log, "club-1904");
    ASSERT_EQ(r.deals.size(), 6u);
    struct Expect {
        int ns_below, ns_above, ew_below, ew_above;
    };
    const Expect figures[] = {{18, 24, 0, 0}, {0, 0, 24, 30}, {16, 0, 0, 16}, {4, 16, 0, 0}, {24, 0, 0, 100}, {2, 0, 0, 8}};
    for (size_t i = 0; i < 6; ++i) {
        const HandScore& s = r.deals[i].score;
        EXPECT_EQ(s.below[NS], figures[i].ns_below) << "deal " << i + 1;
        EXPECT_EQ(s.above[NS], figures[i].ns_above) << "deal " << i + 1;
        EXPECT_EQ(s.below[EW], figures[i].ew_below) << "deal " << i + 1;
        EXPECT_EQ(s.above[EW], figures[i].ew_above) << "deal " << i + 1;
        EXPECT_TRUE(r.deals[i].rulings.empty()) << "deal " << i + 1;
    }
    EXPECT_EQ(r.deals[0].score.tricks[NS], 9);
    EXPECT_EQ(r.deals[2].game_won, std::optional<Side>(NS));
    const RubberState& rubber = r.rubbers.back();
    EXPECT_TRUE(rubber.finished);
    EXPECT_EQ(rubber.total[NS], 204);
    EXPECT_EQ(rubber.total[EW], 178);
    EXPECT_EQ(rubber.points, 26);
}

// Full deals where the holder of the trump suit takes every trick (test_util.h).
TEST(Replay, DiamondsDeclaredByTheDealerAllThirteen) {
    const Report r = replayed(log_from(one_suit_each_log("club-1904", 'S', "      - S declares diamonds\n      - W asks to lead\n      - E says yes\n", DIAMONDS)),
                              "club-1904");
    const DealReport& d = r.deals.at(0);
    EXPECT_EQ(d.score.tricks[NS], 13);
    EXPECT_EQ(d.score.below[NS], 42); // 7 tricks at 6
    // Above: five honours in one hand 60, grand slam 40, chicane for N's void 12; EW: chicane once 12.
    EXPECT_EQ(d.score.above[NS], 60 + 40 + 12);
    EXPECT_EQ(d.score.above[EW], 12);
    EXPECT_EQ(d.game_won, std::optional<Side>(NS));
}

TEST(Replay, SpadesLeftToPartnerDoubledAndRedoubled) {
    const Report r = replayed(log_from(one_suit_each_log("club-1904", 'S',
                                                         "      - S leaves it\n      - N declares spades\n      - W doubles\n"
                                                         "      - N doubles\n      - W is satisfied\n      - E is satisfied\n",
                                                         SPADES)),
                              "club-1904");
    const DealReport& d = r.deals.at(0);
    EXPECT_EQ(d.record.history.back().multiplier(), 4);
    EXPECT_EQ(d.score.tricks[NS], 13);
    EXPECT_EQ(d.score.below[NS], 7 * 2 * 4);
    EXPECT_EQ(d.score.above[NS], 20 + 40 + 4); // honours 10 x 2 undoubled, grand slam, chicane (S void)
    EXPECT_EQ(d.score.above[EW], 4);
}

TEST(Replay, NoTrumpsTheEldestRunsHisSuit) {
    const Report r = replayed(log_from(one_suit_each_log("club-1904", 'S', "      - S declares no-trumps\n      - W doubles\n      - S is satisfied\n      - N is satisfied\n", NO_TRUMPS)),
                              "club-1904");
    const DealReport& d = r.deals.at(0);
    EXPECT_EQ(d.score.tricks[EW], 13);
    EXPECT_EQ(d.score.below[EW], 7 * 12 * 2);
    EXPECT_EQ(d.score.above[EW], 40); // grand slam; one ace in each hand scores nothing
    EXPECT_EQ(d.score.above[NS], 0);
}

TEST(Replay, HeartsAndClubsUnderEveryClubValue) {
    const Report h = replayed(log_from(one_suit_each_log("club-1904", 'W', "      - W leaves it\n      - E declares hearts\n      - N asks to lead\n      - S says yes\n", HEARTS)),
                              "club-1904");
    EXPECT_EQ(h.deals[0].score.below[EW], 56);
    EXPECT_EQ(h.deals[0].score.above[EW], 80 + 40 + 16);
    const Report c = replayed(log_from(one_suit_each_log("club-1904", 'N', "      - N leaves it\n      - S declares clubs\n      - E asks to lead\n      - W says yes\n", CLUBS)),
                              "club-1904");
    // W holds all the clubs but S declared them: W ruffs and takes all thirteen for EW.
    EXPECT_EQ(c.deals[0].score.tricks[EW], 13);
    EXPECT_EQ(c.deals[0].score.below[EW], 28);
    // Five honours in one hand (10 x 4), grand slam, and chicane for E's void; NS: chicane once.
    EXPECT_EQ(c.deals[0].score.above[EW], 40 + 40 + 8);
    EXPECT_EQ(c.deals[0].score.above[NS], 8);
}

TEST(Replay, JsonFollowsTheReportContract) {
    auto log = read_log(bl::test::source_path("examples/hoyle-rubber.yaml"));
    ASSERT_TRUE(log.ok());
    const Report r = replayed(*log, "club-1904");
    const auto j = nlohmann::json::parse(report_json(r));
    EXPECT_EQ(j["format"], "bridgelaws-report/1");
    EXPECT_EQ(j["code"], "club-1904");
    ASSERT_EQ(j["deals"].size(), 6u);
    const auto& d0 = j["deals"][0];
    for (const char* key : {"index", "dealer", "declaration", "multiplier", "rulings", "tricks", "score", "ends"})
        EXPECT_TRUE(d0.contains(key)) << key;
    EXPECT_EQ(d0["declaration"]["trump"], "diamonds");
    EXPECT_EQ(d0["score"]["NS"]["below"], 18);
    EXPECT_EQ(d0["ends"], "played");
    EXPECT_EQ(j["rubber"]["winner"], "NS");
    EXPECT_EQ(j["rubber"]["points"], 26);
    EXPECT_EQ(j["rubber"]["total"]["EW"], 178);
    EXPECT_EQ(j["rubber"]["games"]["NS"], 2);
}

TEST(Replay, ARulingFromTheTable) {
    // S renounces in the first trick and the trick is quitted: a revoke (Club 1904, Laws 89-91).
    const std::string log = events_log(OPEN + "      - W plays S6\n      - N plays S4\n      - E plays S8\n"
                                              "      - S plays C8\n      - quits\n");
    const Report r = replayed(log_from(log + "      - W elects add-three-tricks-value\n"), "club-1904");
    ASSERT_EQ(r.deals[0].rulings.size(), 1u);
    const Ruling& ru = r.deals[0].rulings[0];
    EXPECT_EQ(ru.situation.id, Infraction::Revoke);
    EXPECT_EQ(ru.situation.offender, S);
    EXPECT_EQ(ru.status, Status::Established);
    EXPECT_EQ(ru.provision, Provision::Penalty);
    EXPECT_EQ(ru.elector, (std::vector<Seat>{E, W}));
    ASSERT_TRUE(ru.elected);
    EXPECT_EQ(*ru.elected, Option::AddThreeTricksValue);
    EXPECT_NE(std::find(ru.laws.begin(), ru.laws.end(), "90"), ru.laws.end());
    // NS won no trick, so three cannot be taken from them (reading revoke-short-tricks).
    EXPECT_EQ(std::find(ru.options.begin(), ru.options.end(), Option::TakeThreeTricks), ru.options.end());
    const Report taken = replayed(log_from(log + "      - W elects take-three-tricks\n"), "club-1904");
    EXPECT_FALSE(taken.deals[0].rulings[0].elected);
    EXPECT_EQ(taken.deals[0].rulings[0].election_problem, "three tricks cannot be taken from a side that has fewer");
}

TEST(Replay, ARevokeClaimedAfterTheCutIsTooLate) {
    const std::string log = "format: bridgelaws/1\ndeals:\n  - dealer: S\n    hands: \"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 "
                            "J7.Q986.AK.QJT98 6532.T54.J76.A32\"\n    events:\n      - S declares hearts\n      - W asks to lead\n"
                            "      - E says yes\n      - W plays S6\n      - N plays S4\n      - E plays S8\n      - S plays C8\n"
                            "      - quits\n      - cut\n      - W elects add-three-tricks-value\n";
    // Club 1904 Law 97 (1903 Law 93): "A revoke cannot be claimed after the cards have been cut
    // for the following deal." The table's rule for the late claim says so (claimed: lapsed):
    // the penalty the law gives is listed, waived, and nothing of it applies.
    for (const auto& [id, law] : {std::pair{"club-1904", "97"}, std::pair{"club-1903", "93"}}) {
        const Report r = replayed(log_from(log), id);
        const Ruling& ru = r.deals[0].rulings.at(0);
        EXPECT_EQ(ru.status, Status::Waived) << id;
        EXPECT_EQ(ru.provision, Provision::Penalty) << id;
        EXPECT_NE(std::find(ru.laws.begin(), ru.laws.end(), law), ru.laws.end()) << id;
        EXPECT_FALSE(ru.elected) << id;
        EXPECT_EQ(ru.election_problem, "claimed too late: the claim lapses when the cards are cut for the next deal") << id;
    }
    // Without the election the claim simply lapses at the cut, unmade.
    const std::string unclaimed = log.substr(0, log.find("      - W elects"));
    const Report unmade = replayed(log_from(unclaimed), "club-1904"); // kept: the ruling lives in it
    const Ruling& lapsed = unmade.deals[0].rulings.at(0);
    EXPECT_EQ(lapsed.status, Status::Waived);
    EXPECT_EQ(lapsed.provision, Provision::Penalty);
}

TEST(Replay, DummysInterventionForfeitsThePenalty) {
    // E revokes; dummy (N) draws attention to it: the dealer loses the penalty (Club 1904, Law 63).
    const std::string log = events_log(OPEN + "      - W plays S6\n      - N plays S4\n      - E plays D2\n"
                                              "      - S plays S7\n      - quits\n      - N draws attention\n"
                                              "      - S elects add-three-tricks-value\n");
    const Report r = replayed(log_from(log), "club-1904");
    const auto& rulings = r.deals[0].rulings;
    ASSERT_EQ(rulings.size(), 2u);
    EXPECT_EQ(rulings[0].situation.id, Infraction::Revoke);
    EXPECT_EQ(rulings[0].status, Status::Waived);
    EXPECT_NE(std::find(rulings[0].consequences.begin(), rulings[0].consequences.end(), Consequence::PenaltyLost),
              rulings[0].consequences.end());
    EXPECT_EQ(rulings[1].situation.id, Infraction::DummyIntervention);
}

TEST(Replay, HavingNoneKeepsTheRenounceOpen) {
    // S renounces; N asks "Having none?" before the trick is quitted: quitting does not
    // establish it; S's side playing to the next trick does.
    const std::string start = events_log("      - W declares hearts\n      - N asks to lead\n      - S says yes\n"
                                         "      - N plays SA\n      - E plays S8\n      - S plays C8\n"
                                         "      - N asks having none\n      - W plays S2\n      - quits\n",
                                         'W');
    const Report asked = replayed(log_from(start + "      - N plays SK\n"), "club-1904");
    ASSERT_EQ(asked.deals[0].record.situations.size(), 1u);
    EXPECT_EQ(asked.deals[0].record.situations[0].status, Status::Established);
    EXPECT_EQ(asked.deals[0].record.situations[0].settled_event, 9); // N's lead to the next trick
    // Not asked: established when the trick is quitted.
    std::string unasked = start;
    const std::string question = "      - N asks having none\n";
    unasked.replace(unasked.find(question), question.size(), "");
    const Report quitted = replayed(log_from(unasked + "      - N plays SK\n"), "club-1904");
    EXPECT_EQ(quitted.deals[0].record.situations[0].settled_event, 7); // the quits
}

TEST(Replay, DealOutOfTurn) {
    const std::string log = one_deal_log("") + "  - dealer: N\n    hands: \"" + HANDS + "\"\n";
    const Report r = replayed(log_from(log), "club-1904");
    ASSERT_EQ(r.deals[1].rulings.size(), 1u);
    EXPECT_EQ(r.deals[1].rulings[0].situation.id, Infraction::DealOutOfTurn);
    EXPECT_EQ(r.deals[1].rulings[0].situation.offender, N);
    EXPECT_TRUE(r.deals[0].rulings.empty());
}

TEST(Replay, AClaimSettlesTheRemainingTricks) {
    const std::string log = events_log(OPEN + "      - W plays S6\n      - N plays S4\n      - E plays ST\n"
                                              "      - S plays SJ\n      - S claims\n");
    const Report r = replayed(log_from(log), "club-1904");
    const DealReport& d = r.deals[0];
    EXPECT_EQ(d.record.ends, DealEnd::Played);
    EXPECT_EQ(d.score.tricks[NS], 13);
    EXPECT_EQ(d.rulings.at(0).situation.id, Infraction::Claim);
}

// Badsworth's actual rubber (seed 004) under the earlier Club edition: 226 against 210, A-B win
// 16. Deal 7 has the earlier edition's doubling dialogue ("May I play?" put to the declarer).
TEST(Replay, BadsworthsActualRubber) {
    auto log = read_log(bl::test::source_path("examples/badsworth-rubber.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    const Report r = replayed(*log, "club-1903");
    ASSERT_EQ(r.deals.size(), 11u);
    for (const DealReport& d : r.deals) EXPECT_TRUE(d.rulings.empty()) << "deal " << d.index + 1;
    EXPECT_EQ(r.deals[6].record.history.back().multiplier(), 2);
    EXPECT_EQ(r.deals[5].score.above[EW], 50); // three aces 30 and little slam 20
    const RubberState& rubber = r.rubbers.back();
    EXPECT_EQ(rubber.total[NS], 226);
    EXPECT_EQ(rubber.total[EW], 210);
    EXPECT_EQ(rubber.points, 16);
}

// Ames's specimen score sheet (seed 000) under the Elwell code with Ames's reading of four aces
// divided (a house-rules overlay): 390 against 244, 146.
TEST(Replay, AmessSpecimenScoreSheet) {
    auto log = read_log(bl::test::source_path("examples/ames-specimen.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    auto house = bl::test::library().load(bl::test::source_path("examples/house-rules/elwell-ames.yaml"));
    ASSERT_TRUE(house.ok()) << house.error().describe();
    auto r = replay(*log, *house);
    ASSERT_TRUE(r.ok()) << r.error().describe();
    ASSERT_EQ(r->deals.size(), 16u);
    EXPECT_EQ(r->deals[3].score.above[EW], 12); // five honours 20, less N's chicane 8 (Law 9)
    const RubberState& rubber = r->rubbers.back();
    EXPECT_EQ(rubber.total[NS], 390);
    EXPECT_EQ(rubber.total[EW], 244);
    EXPECT_EQ(rubber.points, 146);
    // The code's own reading of four aces divided (as three aces, 30) costs the winners 10.
    auto own = replay(*log, code("elwell-1904"));
    ASSERT_TRUE(own.ok());
    EXPECT_EQ(own->rubbers.back().points, 136);
}

TEST(Replay, WhatEachOptionWouldGive) {
    auto log = read_log(bl::test::source_path("examples/disputed-rubber.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    const Report r = replayed(*log, "club-1904");
    // Deal 3: E revokes; NS (the claimants) choose among the three penalties of Law 90.
    const Ruling* revoke = nullptr;
    for (const Ruling& ru : r.deals[2].rulings)
        if (ru.situation.id == Infraction::Revoke) revoke = &ru;
    ASSERT_NE(revoke, nullptr);
    ASSERT_EQ(revoke->option_scores.size(), 3u);
    const OptionScore& take = revoke->option_scores[0];
    EXPECT_EQ(take.option, Option::TakeThreeTricks);
    EXPECT_EQ(take.tricks[NS], 11);
    EXPECT_EQ(take.below[NS], 40);
    const OptionScore& deduct = revoke->option_scores[1];
    EXPECT_EQ(deduct.tricks[NS], 8);
    EXPECT_EQ(deduct.below[EW], -24); // the value of three hearts tricks off the revokers' score
    EXPECT_EQ(take.net, deduct.net);   // here the three come to the same difference
    ASSERT_TRUE(revoke->best);
    EXPECT_EQ(*revoke->best, Option::TakeThreeTricks);
    // The hand as elected matches the option's figures.
    EXPECT_EQ(r.deals[2].score.below[NS], take.below[NS]);
}

TEST(Replay, WhatEachOptionWouldGiveWithoutPlayersColumnsUnderASidesCode) {
    // The four-handed form is kept exactly: the sides' rubber, no players.
    auto log = read_log(bl::test::source_path("examples/disputed-rubber.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    const auto j = nlohmann::ordered_json::parse(
        report_json(replayed(*log, "club-1904"))); // in the report's order
    const nlohmann::ordered_json* entry = nullptr;
    for (const auto& ru : j["deals"][2]["rulings"])
        if (ru["infraction"] == "revoke") entry = &ru["options_score"][0];
    ASSERT_NE(entry, nullptr);
    std::vector<std::string> keys;
    for (auto it = entry->begin(); it != entry->end(); ++it) keys.push_back(it.key());
    EXPECT_EQ(keys, (std::vector<std::string>{"option", "tricks", "score", "rubber", "net"}));
    EXPECT_FALSE((*entry)["rubber"]["total"]["NS"].get<int>() == 0 &&
                 (*entry)["rubber"]["total"]["EW"].get<int>() == 0);
}

// tests/data/three-handed-what-if.yaml: three deals of one suit to each seat, then Mr. B deals
// (East) and Mr. Y (North) revokes; Mr. B (Dummy has no voice) chooses the penalty (Club Law 90
// under Badsworth's R13). Before the deal: Mr. B 0 below, 28 above; Mr. Z 28 below, 284 above; Mr.
// Y 14 below, 248 above.
TEST(Replay, WhatEachOptionPutsInEachPlayersColumn) {
    auto log = read_log(bl::test::source_path("tests/data/three-handed-what-if.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    const Report r = replayed(*log, "three-handed");
    ASSERT_EQ(r.deals.size(), 4u);
    const Ruling* revoke = nullptr;
    for (const Ruling& ru : r.deals[3].rulings)
        if (ru.situation.id == Infraction::Revoke) revoke = &ru;
    ASSERT_NE(revoke, nullptr);
    ASSERT_EQ(revoke->option_scores.size(), 3u);
    constexpr int B = 0, Z = 1, Y = 2; // the players in dealing order
    struct Expect {
        Option option;
        // This deal's columns (Mr. Z: nothing below, R12).
        int b_below, b_above, z_above, y_below, y_above;
        int b_total, z_total, y_total, b_games;
        int net; // what Mr. B would win from the two others, as the rubber stands
    };
    const Expect want[] = {
        // Three tricks taken: 40 below, a game (R9: 50) and the honours 16.
        {Option::TakeThreeTricks, 40, 66, 0, 0, 0, 134, 312, 262, 1, (134 - 312) + (134 - 262)},
        // Three tricks' value off the revoker's existing score (Law 90 I): Mr. Y's column alone,
        // below (his score for the game); Mr. Z, his partner for the deal, loses nothing.
        {Option::DeductThreeTricksValue, 16, 16, 0, -24, 0, 60, 312, 238, 0,
         (60 - 312) + (60 - 238)},
        {Option::AddThreeTricksValue, 40, 66, 0, 0, 0, 134, 312, 262, 1, (134 - 312) + (134 - 262)},
    };
    for (size_t i = 0; i < 3; ++i) {
        const OptionScore& o = revoke->option_scores[i];
        EXPECT_EQ(o.option, want[i].option);
        ASSERT_TRUE(o.players && o.players_rubber) << i;
        EXPECT_EQ(o.players->seating.dealer, B);
        EXPECT_EQ(o.players->credits[B].below, want[i].b_below) << i;
        EXPECT_EQ(o.players->credits[B].above, want[i].b_above) << i;
        EXPECT_EQ(o.players->credits[Z].below, 0) << i;
        EXPECT_EQ(o.players->credits[Z].above, want[i].z_above) << i;
        EXPECT_EQ(o.players->credits[Y].below, want[i].y_below) << i;
        EXPECT_EQ(o.players->credits[Y].above, want[i].y_above) << i;
        EXPECT_EQ(o.players_rubber->total,
                  (std::array<int, 3>{want[i].b_total, want[i].z_total, want[i].y_total}))
            << i;
        EXPECT_EQ(o.players_rubber->games[B], want[i].b_games) << i;
        EXPECT_EQ(o.net, want[i].net) << i;
        // The sides keep no rubber.
        EXPECT_EQ(o.total, (std::array<int, 2>{0, 0})) << i;
    }
    EXPECT_EQ(revoke->option_scores[0].players->game_won_by, std::vector<int>{B});
    EXPECT_TRUE(revoke->option_scores[1].players->game_won_by.empty());
    EXPECT_EQ(revoke->option_scores[1].players_rubber->game_score[Z],
              28); // still Mr. Z's 28 towards game
    EXPECT_EQ(revoke->option_scores[1].players_rubber->game_score[Y],
              14 - 24); // Mr. Y's 14 towards game, less the value of three hearts tricks
    ASSERT_TRUE(revoke->best);
    EXPECT_EQ(*revoke->best, Option::TakeThreeTricks);
    EXPECT_EQ(revoke->elector, std::vector<Seat>{E}); // Mr. B: Dummy (W) is no player (R1)
    // The elected option is what the deal's columns show.
    EXPECT_EQ(r.deals[3].players->credits[B].below, 40);
}

TEST(Replay, WhatEachOptionPutsInEachPlayersColumnInTheReports) {
    auto log = read_log(bl::test::source_path("tests/data/three-handed-what-if.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    const Report r = replayed(*log, "three-handed");
    const auto j = nlohmann::json::parse(report_json(r));
    const auto& ruling = j["deals"][3]["rulings"][0];
    ASSERT_EQ(ruling["infraction"], "revoke");
    const auto& deduct = ruling["options_score"][1];
    EXPECT_EQ(deduct["option"], "deduct-three-tricks-value");
    EXPECT_EQ(deduct["net"], (60 - 312) + (60 - 238));
    EXPECT_EQ(deduct["rubber"]["total"],
              (nlohmann::json{{"NS", 0}, {"EW", 0}})); // the sides keep no rubber
    const auto& columns = deduct["players"]["columns"];
    ASSERT_EQ(columns.size(), 3u);
    EXPECT_EQ(columns[0], (nlohmann::json{{"player", "Mr. B"},
                                          {"seat", "E"},
                                          {"dealer", true},
                                          {"below", 16},
                                          {"above", 16},
                                          {"game_bonus", 0},
                                          {"rubber_bonus", 0}}));
    EXPECT_EQ(columns[1]["player"], "Mr. Z");
    EXPECT_EQ(columns[1]["below"], 0);
    EXPECT_EQ(columns[1]["above"], 0); // he did not revoke
    EXPECT_EQ(columns[2]["player"], "Mr. Y");
    EXPECT_EQ(columns[2]["below"], -24);
    EXPECT_EQ(columns[2]["above"], 0);
    EXPECT_EQ(deduct["players"]["game_won_by"], nlohmann::json::array());
    const auto& rubber = deduct["players"]["rubber"];
    EXPECT_EQ(
        rubber["columns"][1],
        (nlohmann::json{
            {"player", "Mr. Z"}, {"below", 28}, {"above", 284}, {"games", 0}, {"total", 312}}));
    EXPECT_FALSE(rubber["finished"].get<bool>());
    EXPECT_TRUE(rubber["settlement"].is_null());
    EXPECT_EQ(ruling["options_score"][0]["players"]["game_won_by"],
              nlohmann::json::array({"Mr. B"}));
    EXPECT_EQ(ruling["best_option"], "take-three-tricks");
    const std::string text = report_text(r, 0); // not wrapped: a paragraph a line
    for (const char* line : {
             "If they take three tricks: tricks NS 2, EW 11; the hand NS 0 below, 0 above, EW 40 below, 16 above; "
             "the columns Mr. B (dealer, E) 40/66, Mr. Z (S) 0/0, Mr. Y (N) 0/0 (below/above); the rubber by players "
             "Mr. B 134 (1 game), Mr. Z 312 (0 games), Mr. Y 262 (0 games); Mr. B wins a game -- scores the same as "
             "\u201Cadd the value of three tricks\u201D.",
             "If they deduct the value of three tricks: tricks NS 5, EW 8; the hand NS -24 below, 0 above, EW 16 below, "
             "16 above; the columns Mr. B (dealer, E) 16/16, Mr. Z (S) 0/0, Mr. Y (N) -24/0 (below/above); the rubber "
             "by players Mr. B 60 (0 games), Mr. Z 312 (0 games), Mr. Y 238 (0 games).",
         })
        EXPECT_NE(text.find(line), std::string::npos) << line;
    EXPECT_EQ(text.find("the rubber NS"), std::string::npos); // no sides' rubber in a what-if
}

namespace {
// The doubling ruling of a case's first deal, replayed under its code, and what each of its
// options scores below the line for the declaring side (NS), by option.
struct DoublingWhatIf {
    Ruling ruling;
    int multiplier = 0; // the deal's, as the log's election left it
    std::map<Option, int> below;
};

DoublingWhatIf doubling_what_if(const GameLog& log, const std::string& code) {
    const Report r = replayed(log, code);
    DoublingWhatIf out;
    if (r.deals.empty()) return out;
    out.multiplier = r.deals[0].record.end().multiplier();
    for (const Ruling& ru : r.deals[0].rulings)
        if (!ru.option_scores.empty()) out.ruling = ru;
    for (const OptionScore& o : out.ruling.option_scores) out.below[o.option] = o.below[NS];
    return out;
}

DoublingWhatIf doubling_what_if(const std::string& case_path, const std::string& code) {
    auto log = read_log(bl::test::source_path(case_path));
    EXPECT_TRUE(log.ok()) << log.error().describe();
    return log.ok() ? doubling_what_if(*log, code) : DoublingWhatIf{};
}
} // namespace

// Each option of a doubling ruling is scored at the multiplier it leaves: the double stands or
// counts for nothing (Club 57-58), whichever the log records as elected.
TEST(Replay, EachDoublingOptionScoresAtTheMultiplierItLeaves) {
    // East doubles out of turn and South lets it stand: spades, two by cards at 2.
    auto stands = doubling_what_if("cases/doubling/double-out-of-turn-stands.yaml", "club-1904");
    EXPECT_EQ(stands.multiplier, 2);
    EXPECT_EQ(stands.below[Option::DoubleStands], 2 * 2 * 2);
    EXPECT_EQ(stands.below[Option::DoubleVoid], 2 * 2);  // undoubled
    EXPECT_EQ(stands.ruling.best, Option::DoubleStands); // South, who makes his contract
    // South refuses it: spades, three by cards.
    auto refused = doubling_what_if("cases/doubling/double-out-of-turn-void.yaml", "club-1904");
    EXPECT_EQ(refused.multiplier, 1);
    EXPECT_EQ(refused.below[Option::DoubleStands], 3 * 2 * 2);
    EXPECT_EQ(refused.below[Option::DoubleVoid], 3 * 2);
    // North re-doubles out of turn and West lets it stand: hearts, one by cards at 8.
    auto redouble = doubling_what_if("cases/doubling/redouble-out-of-turn.yaml", "club-1904");
    EXPECT_EQ(redouble.multiplier, 4);
    EXPECT_EQ(redouble.below[Option::DoubleStands], 8 * 4);
    EXPECT_EQ(redouble.below[Option::DoubleVoid], 8 * 2); // West's double alone
    EXPECT_EQ(redouble.ruling.best, Option::DoubleVoid);  // West, the loser, is the elector
}

TEST(Replay, AWrongPenaltyDemandedLosesThePenaltyUnderElwell) {
    // E leads out of turn; the dealer demands the highest card, which Law 76 does not give.
    const std::string log = events_log("      - S declares clubs\n      - W asks to lead\n      - E says yes\n"
                                       "      - E plays HK\n      - S elects call-highest\n");
    const Report elwell = replayed(log_from(log), "elwell-1904");
    const auto& rulings = elwell.deals[0].rulings;
    ASSERT_EQ(rulings.size(), 2u);
    EXPECT_EQ(rulings[0].situation.id, Infraction::LeadOutOfTurn);
    EXPECT_EQ(rulings[0].status, Status::Waived); // Law 102: none can be enforced
    EXPECT_EQ(rulings[1].situation.id, Infraction::WrongPenalty);
    EXPECT_EQ(rulings[1].laws, std::vector<std::string>{"102"});
    // The Club code has no such law: the lead's penalty is still open.
    const Report club = replayed(log_from(log), "club-1904");
    ASSERT_EQ(club.deals[0].rulings.size(), 2u);
    EXPECT_NE(club.deals[0].rulings[0].status, Status::Waived);
    EXPECT_EQ(club.deals[0].rulings[1].provision, Provision::NoProvision);
}

TEST(Replay, TheWrittenScoreIsCheckedAgainstTheLaws) {
    // South claims the rest after the first card: the deal is scored (the claim is ruled too).
    const std::string tail = OPEN + "      - W plays S2\n      - S claims\n";
    const Report base = replayed(log_from(events_log(tail)), "club-1904");
    ASSERT_TRUE(base.deals[0].scored);
    const int below = base.deals[0].score.below[NS], above = base.deals[0].score.above[NS];
    const auto with = [&](const std::string& written) {
        std::vector<Ruling> out;
        const Report report = replayed(log_from(events_log(tail + written)), "club-1904");
        for (const Ruling& r : report.deals[0].rulings)
            if (r.situation.id == Infraction::ErroneousScore) out.push_back(r);
        return out;
    };
    const std::string right = "      - N scores NS " + std::to_string(below) + " " + std::to_string(above) + "\n";
    EXPECT_TRUE(with(right).empty());
    const std::string wrong = "      - W scores NS " + std::to_string(below + 8) + " " + std::to_string(above) + "\n";
    const auto ruled = with(wrong);
    ASSERT_EQ(ruled.size(), 1u);
    EXPECT_EQ(ruled[0].situation.id, Infraction::ErroneousScore);
    EXPECT_EQ(ruled[0].situation.offender, NO_SEAT);
    EXPECT_EQ(ruled[0].elected, Option::CorrectScore);
    // Written wrongly, then rightly: corrected at the table.
    const auto corrected = with(wrong + right);
    ASSERT_EQ(corrected.size(), 1u);
    EXPECT_EQ(corrected[0].status, Status::Corrected);
    EXPECT_FALSE(corrected[0].elected);
}

TEST(Replay, ADealerWhoLosesHisDealPassesIt) {
    // Short Bridge Law 36: the dealer shuffles after the cut and loses his deal; W deals next.
    const std::string log = one_deal_log("    turn-up: SJ\n    during-deal: [E cuts, S shuffles]\n    events: []\n") +
                            "  - dealer: W\n    hands: \"" + HANDS + "\"\n    turn-up: S2\n    events: []\n";
    const Report r = replayed(log_from(log), "short-bridge");
    ASSERT_EQ(r.deals.size(), 2u);
    ASSERT_EQ(r.deals[0].rulings.size(), 1u);
    EXPECT_EQ(r.deals[0].rulings[0].situation.id, Infraction::ShuffleAfterCut);
    EXPECT_EQ(r.deals[0].record.ends, DealEnd::Misdeal);
    EXPECT_TRUE(r.deals[1].rulings.empty()); // W's deal is in turn
}

TEST(Replay, ADealOutOfTurnObjectedAndDealtAgainByTheRightDealer) {
    // S deals twice running; E objects ("It was West's deal") before a card is played; W deals.
    const std::string hands = "    hands: \"" + HANDS + "\"\n";
    const GameLog log = log_from(events_log("      - S declares hearts\n") + "  - dealer: S\n" +
                                 hands +
                                 "    events:\n      - E elects new-deal\n"
                                 "  - dealer: W\n" +
                                 hands + "    events:\n      - W declares spades\n");
    // Elwell 43: "must be corrected before the play of the first card": in time, a new deal by
    // West.
    const Report elwell = replayed(log, "elwell-1904");
    ASSERT_EQ(elwell.deals.size(), 3u);
    ASSERT_EQ(elwell.deals[1].rulings.size(), 1u);
    const Ruling& r = elwell.deals[1].rulings[0];
    EXPECT_EQ(r.situation.id, Infraction::DealOutOfTurn);
    EXPECT_EQ(r.situation.elected_event, 0); // the election the fold could not attach
    EXPECT_EQ(r.elected, Option::NewDeal);
    EXPECT_EQ(elwell.deals[1].due_dealer, W);
    EXPECT_EQ(elwell.deals[1].record.ends, DealEnd::NewDeal);
    EXPECT_TRUE(elwell.deals[2].rulings.empty()); // West's deal is the right one
    // Club 1904 Law 45: "may be stopped before the last card is dealt": too late.
    const Report club = replayed(log, "club-1904");
    ASSERT_EQ(club.deals[1].rulings.size(), 1u);
    EXPECT_EQ(club.deals[1].rulings[0].status, Status::Waived);
    EXPECT_FALSE(club.deals[1].rulings[0].elected);
    EXPECT_TRUE(club.deals[2].rulings.empty());
}

// Short Bridge Law 72 V, as the case tells it: NS at two, EW nothing; EW revoke and make three by
// cards. What each penalty would make of the deal and the rubber, the penalty scored first.
TEST(Replay, ShortBridgeRevokeOptionsScoreThePenaltyFirst) {
    auto log =
        read_log(bl::test::source_path("cases/revoke/short-bridge-penalty-precedence-treble.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    const Report r = replayed(*log, "short-bridge");
    ASSERT_EQ(r.deals.size(), 1u);
    ASSERT_EQ(r.deals[0].rulings.size(), 1u);
    const Ruling& revoke = r.deals[0].rulings[0];
    ASSERT_EQ(revoke.option_scores.size(), 3u);
    const auto with = [&](Option o) {
        for (const OptionScore& s : revoke.option_scores)
            if (s.option == o) return s;
        ADD_FAILURE() << "no score for " << name(o);
        return OptionScore{};
    };
    const OptionScore add = with(Option::AddThreePoints);
    EXPECT_EQ(add.below, (std::array<int, 2>{3, 0})); // EW's three by cards come after the game
    EXPECT_EQ(add.games, (std::array<int, 2>{1, 0}));
    EXPECT_EQ(add.total, (std::array<int, 2>{3, 0})); // a treble (Law 8 I)
    const OptionScore take = with(Option::TakeThreeTricks);
    EXPECT_EQ(take.tricks, (std::array<int, 2>{7, 6}));
    EXPECT_EQ(take.below, (std::array<int, 2>{1, 0})); // NS at three: no game
    EXPECT_EQ(take.games, (std::array<int, 2>{0, 0}));
    const OptionScore deduct = with(Option::DeductThreePoints);
    EXPECT_EQ(deduct.below, (std::array<int, 2>{0, 0})); // three deducted, then three by cards
    EXPECT_EQ(deduct.games, (std::array<int, 2>{0, 0}));
    EXPECT_EQ(revoke.best, std::optional<Option>(Option::AddThreePoints));
    EXPECT_EQ(r.deals[0].score.below, (std::array<int, 2>{3, 0}));
    EXPECT_EQ(r.rubbers.back().game_values[NS], std::vector<int>{3});
}

// Short Bridge Laws 6-7: the same deal scores its honours only with `calls honours`.
TEST(Replay, ShortBridgeHonoursScoreWhenCalled) {
    auto log =
        read_log(bl::test::source_path("cases/variants/short-bridge-honours-not-called.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    EXPECT_EQ(replayed(*log, "short-bridge").deals.at(0).score.below[NS], 2); // two by cards
    Event call;
    ASSERT_EQ(parse_event_text("N calls honours", call), "");
    std::vector<Event>& events = log->deals.at(0).events;
    // The call goes before the cut, the last event.
    events.insert(events.end() - 1, call);
    EXPECT_EQ(replayed(*log, "short-bridge").deals.at(0).score.below[NS], 2 + 2); // three honours
    // A call by the side that holds none scores nothing for anyone.
    events[events.size() - 2].by = E;
    EXPECT_EQ(replayed(*log, "short-bridge").deals.at(0).score.below[NS], 2);
}

TEST(Replay, JsonOfALogWithBytesThatAreNotUtf8) {
    // Found by replay_fuzz: a player's name with a byte that is not UTF-8 made the JSON writer
    // throw. The report is written, the byte replaced by U+FFFD.
    auto log = read_log(bl::test::source_path("fuzz/corpus/replay_fuzz/crash-json-not-utf8.yaml"));
    ASSERT_TRUE(log.ok());
    const auto j = nlohmann::json::parse(report_json(replayed(*log, "club-1904")));
    EXPECT_NE(j["table"].dump().find("\xef\xbf\xbd"), std::string::npos); // a partner's name
}

namespace {

// S deals and declares hearts; E, the leader's partner, exposes the queen of diamonds before the
// lead (or, `before_declaration`, before S declares); the first trick is played (N wins it), then
// `after` follows.
Report exposed_by_leaders_partner(const std::string& id, const std::string& after,
                                  bool before_declaration = false) {
    const std::string exposure = before_declaration
                                     ? "      - E exposes DQ\n      - S declares hearts\n"
                                     : "      - S declares hearts\n      - E exposes DQ\n";
    return replayed(
        log_from("format: bridgelaws/1\ndeals:\n  - dealer: S\n    hands: \"N:AKQ4.J32.T98.765 "
                 "T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32\"\n    events:\n" +
                 exposure +
                 "      - W asks to lead\n"
                 "      - E says yes\n      - W plays S2\n      - N plays SA\n      - E plays S8\n"
                 "      - S plays S7\n" +
                 after),
        id);
}

} // namespace

// Club 1903 Law 70: "All cards exposed by the dealer's adversaries are liable to be called"; 81:
// "The call of a card may be repeated until such card has been played". Only Law 69's forbidding
// ("require the leader not to lead the suit of the exposed card") is tied to the lead. The 1904
// code (71, 72, 84) says the same, and so does Elwell (68 with 69, "All cards exposed by the
// dealer's adversaries are liable to be called", and 80, "The call of an exposed card may be
// repeated at every trick until such card has been played"), kept word for word in 1907.
TEST(Replay, ACardExposedByTheLeadersPartnerStaysLiableAfterTheLead) {
    for (const char* id : {"club-1903", "club-1904", "elwell-1904", "american-1907"}) {
        SCOPED_TRACE(id);
        const Report called =
            exposed_by_leaders_partner(id, "      - S elects call-card\n      - N plays D8\n      "
                                           "- S calls DQ\n      - E plays D2\n");
        const auto& rulings = called.deals.at(0).rulings;
        ASSERT_GE(rulings.size(), 2u);
        EXPECT_EQ(rulings[0].situation.id, Infraction::ExposedBeforeLead);
        EXPECT_EQ(rulings[0].status, Status::Established);
        EXPECT_EQ(rulings[0].elected, std::optional<Option>(Option::CallCard));
        EXPECT_EQ(rulings[0].election_problem, "");
        // The call binds: E, able to play the queen of diamonds, plays another card.
        EXPECT_EQ(rulings[1].situation.id, Infraction::FailureToComply);
        EXPECT_EQ(rulings[1].situation.offender, E);
        // Forbidding the suit comes too late once the leader has led; the card may still be called.
        const Report forbidden = exposed_by_leaders_partner(id, "      - S elects forbid-suit\n");
        const Ruling& f = forbidden.deals.at(0).rulings.at(0);
        EXPECT_FALSE(f.elected);
        EXPECT_NE(f.status, Status::Waived);
        EXPECT_EQ(f.election_problem,
                  "the leader may be forbidden a suit only before the opening lead");
    }
    // Elwell 68 gives the same choice for a card exposed before the trump declaration: called at
    // the second trick, the card is still liable.
    for (const char* id : {"elwell-1904", "american-1907"}) {
        SCOPED_TRACE(id);
        const Report called = exposed_by_leaders_partner(
            id, "      - N plays D8\n      - S calls DQ\n      - E plays D2\n", true);
        const Ruling& r = called.deals.at(0).rulings.at(0);
        EXPECT_EQ(r.situation.id, Infraction::ExposedBeforeDeclaration);
        EXPECT_EQ(r.status, Status::Established);
        EXPECT_EQ(r.elected, std::optional<Option>(Option::CallCard));
        EXPECT_EQ(r.election_problem, "");
    }
}

// Short Bridge Law 40: "If, in dealing, one of the last cards be exposed, and the dealer turn up
// the trump before there is reasonable time for his adversaries to decide as to a fresh deal, they
// do not thereby lose their privilege" (of Law 38). Reading reasonable-time-to-decide: the claim
// lapses when the first card is led.
TEST(Replay, ShortBridgeANewDealClaimedAfterTheTurnUp) {
    const auto with = [](const std::string& events) {
        return replayed(
            log_from("format: bridgelaws/1\ndeals:\n  - dealer: S\n    hands: \"N:AKQ4.J32.T98.765 "
                     "T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32\"\n    turn-up: S7\n"
                     "    during-deal:\n      - S exposes HQ\n    events:\n" +
                     events),
            "short-bridge");
    };
    const Report in_time = with("      - W elects new-deal\n");
    const Ruling& claimed = in_time.deals.at(0).rulings.at(0);
    EXPECT_EQ(claimed.situation.id, Infraction::ExposedInDeal);
    EXPECT_EQ(claimed.status, Status::Established);
    EXPECT_EQ(claimed.elected, std::optional<Option>(Option::NewDeal));
    EXPECT_EQ(in_time.deals.at(0).record.ends, DealEnd::NewDeal);
    const Report late = with("      - W plays S2\n      - W elects new-deal\n      - N plays S4\n");
    const Ruling& lapsed = late.deals.at(0).rulings.at(0);
    EXPECT_EQ(lapsed.status, Status::Waived);
    EXPECT_EQ(lapsed.election_problem, "claimed too late: the claim lapses at the next lead");
    EXPECT_NE(late.deals.at(0).record.ends, DealEnd::NewDeal);
}

namespace {

const char* TABLE_HANDS = "N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32";

// A Short Bridge deal of TABLE_HANDS: S deals and turns up the seven of spades.
Result<Report> short_bridge_deal(const std::string& events,
                                 const std::string& id = "short-bridge") {
    static std::deque<GameLog> logs; // the report points into its log: kept where it is
    logs.push_back(
        log_from(std::string("format: bridgelaws/1\ndeals:\n  - dealer: S\n    hands: \"") +
                 TABLE_HANDS + "\"\n    turn-up: S7\n    events:\n" + events));
    return replay(logs.back(), code(id));
}

const Ruling* ruling_for(const Report& r, Infraction id) {
    for (const Ruling& x : r.deals.at(0).rulings)
        if (x.situation.id == id) return &x;
    return nullptr;
}

} // namespace

// Short Bridge Law 55: "If the dealer declare himself unable to recollect the trump card, his
// highest or lowest trump may be called at any time during that hand, and unless it cause him to
// revoke, must be played; the call may be repeated, but not changed ... until such card is played."
TEST(Replay, ShortBridgeTheDealerCannotRecollectTheTrumpCard) {
    const std::string trick1 =
        "      - W plays S6\n      - N plays S4\n      - E plays S8\n      - S plays SJ\n"
        "      - S forgets trump card\n      - E elects call-highest\n";
    const auto forgot = short_bridge_deal(trick1 + "      - S plays HQ\n");
    ASSERT_TRUE(forgot.ok()) << forgot.error().describe();
    const Ruling* x = ruling_for(*forgot, Infraction::TrumpCardForgotten);
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->situation.offender, S);
    EXPECT_EQ(x->laws, std::vector<std::string>{"55"});
    EXPECT_EQ(x->elector, (std::vector<Seat>{E, W}));
    EXPECT_EQ(x->elected, std::optional<Option>(Option::CallHighest));
    // He leads the queen of hearts, not his highest trump (the seven of spades): the call is
    // disobeyed, the penalty of a revoke (Law 61).
    const Ruling* failed = ruling_for(*forgot, Infraction::FailureToComply);
    ASSERT_NE(failed, nullptr);
    EXPECT_EQ(failed->situation.offender, S);
    EXPECT_EQ(failed->situation.call, std::optional<CallKind>(CallKind::Highest));
    // Led, the seven obeys the call.
    const auto obeyed = short_bridge_deal(trick1 + "      - S plays S7\n");
    ASSERT_TRUE(obeyed.ok());
    EXPECT_EQ(ruling_for(*obeyed, Infraction::FailureToComply), nullptr);
    // Before the card is taken up it is on the table: nothing to forget.
    const auto on_table = short_bridge_deal("      - S forgets trump card\n      - W plays S6\n");
    ASSERT_TRUE(on_table.ok());
    EXPECT_EQ(ruling_for(*on_table, Infraction::TrumpCardForgotten), nullptr);
    // Only the dealer forgets the card he turned; a code that turns none has no trump card.
    EXPECT_FALSE(short_bridge_deal(trick1.substr(0, trick1.find("      - S forgets")) +
                                   "      - W forgets trump card\n")
                     .ok());
    const auto club = replay(
        log_from(std::string("format: bridgelaws/1\ndeals:\n  - dealer: S\n    hands: \"") +
                 TABLE_HANDS +
                 "\"\n    events:\n      - S declares hearts\n      - S forgets trump card\n"),
        code("club-1904"));
    ASSERT_FALSE(club.ok());
    EXPECT_NE(club.error().message.find("turns no trump card"), std::string::npos)
        << club.error().message;
}

// All four hands thrown down after a revoke. Short Bridge Law 59: "If all four players throw their
// cards on the table face upwards, the hands are abandoned ... unless a revoke be established. The
// revoking players are then liable to the following penalties: They cannot under any circumstances
// win the game by the result of that hand, and the adversaries may add three to their score, or
// deduct three from that of the revoking players." (No taking of three tricks, as in Law 72.)
TEST(Replay, ShortBridgeHandsAbandonedAfterARevoke) {
    // E renounces in spades holding three; the trick is quitted when S leads again.
    const std::string revoke =
        "      - W plays S6\n      - N plays S4\n      - E plays D2\n      - S plays SJ\n"
        "      - S plays HQ\n      - W plays H4\n      - N plays H2\n      - E plays HA\n"
        "      - E throws down\n      - S throws down\n      - W throws down\n      - N throws "
        "down\n";
    const auto added = short_bridge_deal(revoke + "      - N elects add-three-points\n");
    ASSERT_TRUE(added.ok()) << added.error().describe();
    const DealReport& d = added->deals.at(0);
    const Ruling* r = ruling_for(*added, Infraction::Revoke);
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->options, (std::vector<Option>{Option::DeductThreePoints, Option::AddThreePoints}));
    EXPECT_EQ(r->laws.front(), "59");
    EXPECT_EQ(r->elected, std::optional<Option>(Option::AddThreePoints));
    EXPECT_EQ(d.record.ends, DealEnd::Abandoned);
    ASSERT_TRUE(d.scored); // not "abandoned; nothing is scored"
    EXPECT_EQ(d.score.below, (std::array<int, 2>{3, 0}));
    const auto taken = short_bridge_deal(revoke + "      - N elects take-three-tricks\n");
    ASSERT_TRUE(taken.ok());
    const Ruling* t = ruling_for(*taken, Infraction::Revoke);
    ASSERT_NE(t, nullptr);
    EXPECT_FALSE(t->elected);
    EXPECT_EQ(t->election_problem, "take-three-tricks is not an option the law gives here");
    // The revokers still cannot win the game by the hand (59), but no points are added.
    EXPECT_EQ(taken->deals.at(0).score.below, (std::array<int, 2>{0, 0}));
    // Without a revoke the abandoned hands score nothing.
    const auto none = short_bridge_deal(
        "      - W plays S6\n      - N plays S4\n      - E plays S8\n      - S plays SJ\n"
        "      - E throws down\n      - S throws down\n      - W throws down\n"
        "      - N throws down\n");
    ASSERT_TRUE(none.ok());
    EXPECT_FALSE(none->deals.at(0).scored);
}

// Club 1903 Law 74 (1904 Law 77): "If all the players throw their cards on the table face upwards,
// the hands are abandoned, and the score must be left as claimed and admitted. The hands may be
// examined for the purpose of establishing a revoke, but for no other purpose."
TEST(Replay, ClubHandsAbandonedAfterARevoke) {
    for (const char* id : {"club-1903", "club-1904"}) {
        SCOPED_TRACE(id);
        const Report r = replayed(
            log_from(
                std::string("format: bridgelaws/1\ndeals:\n  - dealer: S\n    hands: \"") +
                TABLE_HANDS +
                "\"\n    events:\n      - S declares hearts\n      - W asks to lead\n      - E "
                "says yes\n"
                "      - W plays S6\n      - N plays S4\n      - E plays D2\n      - S plays SJ\n"
                "      - S plays HQ\n      - W plays H4\n      - N plays H2\n      - E plays HA\n"
                "      - E throws down\n      - S throws down\n      - W throws down\n"
                "      - S elects add-three-tricks-value\n"),
            id);
        const DealReport& d = r.deals.at(0);
        const Ruling* revoke = ruling_for(r, Infraction::Revoke);
        ASSERT_NE(revoke, nullptr);
        EXPECT_EQ(revoke->elected, std::optional<Option>(Option::AddThreeTricksValue));
        EXPECT_EQ(d.record.ends, DealEnd::Abandoned);
        ASSERT_TRUE(d.scored);
        EXPECT_EQ(d.score.below[NS], 3 * 8); // the value of three tricks at hearts
        EXPECT_EQ(d.score.below[EW], 0);
    }
}

// Short Bridge Law 7: honours "must be called at the end of the hand"; a call made while the cards
// are still being played does not count (it may be made again at the end).
TEST(Replay, ShortBridgeHonoursCalledDuringThePlayDoNotCount) {
    auto log =
        read_log(bl::test::source_path("cases/variants/short-bridge-honours-not-called.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    Event call;
    ASSERT_EQ(parse_event_text("N calls honours", call), "");
    std::vector<Event>& events = log->deals.at(0).events;
    events.insert(events.begin() + 4, call); // after the first trick
    EXPECT_EQ(replayed(*log, "short-bridge").deals.at(0).score.below[NS], 2); // two by cards only
    events.insert(events.end() - 1, call); // and again at the end, before the cut
    EXPECT_EQ(replayed(*log, "short-bridge").deals.at(0).score.below[NS], 2 + 2);
}

// Club 1904 Law 50: "If the dealer's partner pass the declaration to the dealer, the eldest hand
// may demand: I. That there shall be a new deal. II. That the dealer's partner shall himself make
// the declaration." (Elwell 47: "to claim a new deal or to compel the offending player to declare
// the trump".) The dealer left the declaration, though it came back to him: `left` is true. West
// compels North to declare; the new deal he did not claim would have voided the hand, so its
// what-if scores nothing for either side.
TEST(Replay, ADeclarationPassedBackWasLeftAndANewDealWouldScoreNothing) {
    auto log = read_log(bl::test::source_path("cases/declaration/passing-back-compel.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    for (const char* id : {"club-1904", "club-1903", "elwell-1904", "american-1907"}) {
        SCOPED_TRACE(id);
        const auto j = nlohmann::json::parse(report_json(replayed(*log, id)));
        const auto& deal = j["deals"][0];
        EXPECT_EQ(deal["declaration"]["by"], "N");
        EXPECT_EQ(deal["declaration"]["left"], true);
        if (std::string(id) == "club-1903") continue; // Law 49: no penalty, so no options to score
        const auto& ruling = deal["rulings"][0];
        ASSERT_EQ(ruling["options"][0], "new-deal");
        const auto& void_hand = ruling["options_score"][0];
        EXPECT_EQ(void_hand["option"], "new-deal");
        for (const char* side : {"NS", "EW"}) {
            EXPECT_EQ(void_hand["tricks"][side], 0) << side;
            EXPECT_EQ(void_hand["score"][side]["below"], 0) << side;
            EXPECT_EQ(void_hand["score"][side]["above"], 0) << side;
        }
        // The option taken scores the hand as played (North made nine tricks).
        EXPECT_EQ(ruling["options_score"][1]["tricks"]["NS"], 9);
    }
}

// Short Bridge Law 51: "Should a player take his partner's deal and misdeal, the latter is liable
// to the usual penalty, and the adversary next in rotation to the player who ought to have dealt
// then deals." North ought to deal the second hand; South deals it for him and misdeals (fourteen
// cards to East). East, next in rotation to North, deals the third: in turn.
TEST(Replay, ShortBridgeAMisdealInThePartnersTurnPassesTheDealFromThePartner) {
    const std::string good = "\"N:KQJ85.J2.Q53.JT2 9743.AKT87.J6.Q5 A.9653.T972.A984 T62.Q4.AK84.K763\"";
    const std::string misdealt = "\"N:AKJ74.J6.82.KQ82 Q5.Q98.753.JT9743 32.AKT43.AJ94.A6 T986.752.KQT6.5\"";
    const GameLog log = log_from("format: bridgelaws/1\ndeals:\n"
                                 "  - dealer: W\n    hands: " + good + "\n    turn-up: D4\n    events: []\n"
                                 "  - dealer: S\n    hands: " + misdealt + "\n    turn-up: H3\n    events: []\n"
                                 "  - dealer: E\n    hands: " + good + "\n    turn-up: H7\n    events: []\n");
    const Report r = replayed(log, "short-bridge");
    ASSERT_EQ(r.deals.size(), 3u);
    const auto infractions = [&](size_t d) {
        std::vector<Infraction> out;
        for (const Ruling& ru : r.deals[d].rulings) out.push_back(ru.situation.id);
        return out;
    };
    EXPECT_NE(std::find(infractions(1).begin(), infractions(1).end(), Infraction::DealOutOfTurn), infractions(1).end());
    EXPECT_EQ(r.deals[1].record.ends, DealEnd::Misdeal);
    const auto third = infractions(2);
    EXPECT_EQ(std::find(third.begin(), third.end(), Infraction::DealOutOfTurn), third.end());
}

// Short Bridge Law 52: the trump card "if left on the table after the first trick be turned and
// quitted, it is liable to be called". South takes it up only after the second trick; West calls
// it, and South leads it: the remedy of Law 52, not a wrong card named (Law 60).
TEST(Replay, ShortBridgeTheTrumpCardLeftOnTheTableMayBeCalled) {
    std::ifstream in(bl::test::source_path("cases/variants/short-bridge-trump-card-left-on-the-table.yaml"));
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto swap = [&](const std::string& from, const std::string& to) {
        const size_t at = text.find(from);
        ASSERT_NE(at, std::string::npos) << from;
        text.replace(at, from.size(), to);
    };
    swap("      - S plays H3\n", "      - S plays HX\n"); // the three, played late, and the eight
    swap("      - S takes up\n      - S plays H8\n", "      - S takes up\n      - W calls H3\n      - S plays H3\n");
    swap("      - S plays HX\n", "      - S plays H8\n");
    const Report r = replayed(log_from(text), "short-bridge");
    const Ruling* left = nullptr;
    for (const Ruling& ru : r.deals.at(0).rulings) {
        EXPECT_NE(ru.situation.id, Infraction::WrongCardNamed);
        EXPECT_NE(ru.situation.id, Infraction::FailureToComply);
        if (ru.situation.id == Infraction::TrumpCardIrregular) left = &ru;
    }
    ASSERT_NE(left, nullptr);
    EXPECT_EQ(left->laws, std::vector<std::string>{"52"});
    EXPECT_EQ(left->elected, std::optional<Option>(Option::CallCard));
    EXPECT_EQ(left->status, Status::Established);
}

// replay --jobs folds deals ahead of the rubber (Replayer::fold_ahead); add() takes such a fold
// only where it folds the deal the same way itself. What add() makes of each deal of a log,
// folded ahead or not, and with `ahead_of` choosing which deal's fold is offered to each.
std::vector<std::string> deals_folded(const GameLog& log, const std::string& id,
                                      const std::function<size_t(size_t)>& ahead_of) {
    Replayer plain(code(id), log), early(code(id), log);
    std::vector<Replayer::FoldedAhead> ahead(log.deals.size());
    for (size_t k = 0; k < log.deals.size(); ++k) early.fold_ahead(log.deals[k], int(k + 1), ahead[k]);
    std::vector<std::string> differences;
    for (size_t k = 0; k < log.deals.size(); ++k) {
        const auto e1 = plain.add(log.deals[k]);
        const auto e2 = early.add(log.deals[k], &ahead[ahead_of(k)]);
        EXPECT_EQ(bool(e1), bool(e2));
        if (e1 || e2) break;
        const DealReport &a = plain.current(), &b = early.current();
        if (a.record.history_from != b.record.history_from ||
            a.record.history.size() != b.record.history.size() ||
            a.record.situations.size() != b.record.situations.size() ||
            a.rulings.size() != b.rulings.size() || a.score.below != b.score.below ||
            a.score.above != b.score.above || a.rubber.total != b.rubber.total ||
            a.rubber.games != b.rubber.games)
            differences.push_back(id + " deal " + std::to_string(k + 1));
    }
    return differences;
}

// A generated log with irregularities, and a deal dealt out of turn within it (folded whole).
GameLog log_for_folding_ahead(const std::string& id) {
    auto log = generate_log({.deals = 60, .seed = 21, .infractions = 0.4}, code(id));
    EXPECT_TRUE(log.ok());
    GameLog g = log ? *log : GameLog{};
    if (g.deals.size() > 5) g.deals[5].dealer = next(g.deals[5].dealer);
    return g;
}

TEST(Replay, ADealFoldedAheadIsReplayedAsOneFoldedInTurn) {
    for (const std::string id : {"club-1904", "elwell-1904", "short-bridge", "dummy-bridge",
                                 "three-handed", "continental"}) {
        const GameLog log = log_for_folding_ahead(id);
        EXPECT_EQ(deals_folded(log, id, [](size_t k) { return k; }), std::vector<std::string>{});
    }
}

TEST(Replay, AFoldAheadOfAnotherDealIsNotTaken) {
    const GameLog log = log_for_folding_ahead("club-1904");
    // Each deal offered the next deal's fold: add() sees the number is not its deal's.
    const size_t last = log.deals.size() - 1;
    EXPECT_EQ(deals_folded(log, "club-1904", [&](size_t k) { return std::min(k + 1, last); }),
              std::vector<std::string>{});
}

TEST(Replay, ADealOutOfTurnIsFoldedAnewWithItsWholeHistory) {
    const GameLog log = log_for_folding_ahead("club-1904");
    Replayer early(code("club-1904"), log);
    Replayer::FoldedAhead ahead;
    for (size_t k = 0; k <= 5; ++k) {
        early.fold_ahead(log.deals[k], int(k + 1), ahead);
        ASSERT_FALSE(early.add(log.deals[k], &ahead));
    }
    const DealRecord& out_of_turn = early.current().record;
    EXPECT_EQ(out_of_turn.history_from, 0);
    EXPECT_EQ(out_of_turn.history.size(), log.deals[5].events.size() + 1);
    EXPECT_EQ(early.current().rulings.at(0).situation.id, Infraction::DealOutOfTurn);
}

// replay --jobs moves each deal's report out of the replayer (take_current) and gives it back
// the report of a deal some deals before: the next add() leaves nothing of what it was given.
TEST(Replay, AReportTakenLeavesNothingOfTheOneGivenBack) {
    for (const std::string id : {"club-1904", "elwell-1904", "dummy-bridge", "three-handed"}) {
        const GameLog log = log_for_folding_ahead(id);
        Report copied{.log = &log, .book = &code(id)}, taken{.log = &log, .book = &code(id)};
        Replayer copying(code(id), log), taking(code(id), log);
        std::array<DealReport, 3> given_back; // each deal's report taken into the oldest
        for (size_t k = 0; k < log.deals.size(); ++k) {
            // A later deal may not follow the one dealt out of turn: both stop there.
            const auto bad = copying.add(log.deals[k]);
            ASSERT_EQ(bool(taking.add(log.deals[k])), bool(bad));
            if (bad) break;
            copied.deals.push_back(copying.current());
            taking.take_current(given_back[k % given_back.size()]);
            taken.deals.push_back(given_back[k % given_back.size()]);
        }
        copied.rubbers = copying.rubbers(), taken.rubbers = taking.rubbers();
        copied.players = copying.players(), taken.players = taking.players();
        EXPECT_GT(taken.deals.size(), 10u) << id;
        EXPECT_EQ(report_json(taken), report_json(copied)) << id;
    }
}
