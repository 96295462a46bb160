// Scoring by players (player_columns.h): the seating of each deal, what each column takes, games
// and the rubber by players, the pairwise settlement; Badsworth's three-handed example in full.
#include "scoring/player_columns.h"
#include "replay/replay.h"
#include "scoring/rubber.h"
#include "test_util.h"

#include <gtest/gtest.h>

using namespace bl;
using bl::test::code;
using bl::test::log_from;
using bl::test::one_suit_each_log;
using bl::test::replayed;

namespace {

constexpr int A = 0, B = 1, C = 2;

} // namespace

// Badsworth's Three-handed Bridge example (seed 004, pp. 41-43), fifteen full deals: every figure
// of the score sheet, the games, the totals and the settlement as printed (with the seed's slips
// read as the totals require: deal 4 "66" is 56, deal 7 "60" is 50; the prose's "C wins 62 from
// A and 136 from B" is 136 from A and 62 from B).
TEST(PlayerColumns, BadsworthsThreeHandedExample) {
    auto log = read_log(bl::test::source_path("examples/badsworth-three-handed.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    const Report r = replayed(*log, "three-handed");
    ASSERT_EQ(r.deals.size(), 15u);
    ASSERT_TRUE(r.players);
    EXPECT_EQ(r.players->names(), (std::array<std::string, PLAYERS>{"A", "B", "C"}));
    struct Sheet {
        int dealer;     // who deals
        int tricks;     // the dealer's side's tricks, as narrated
        int below[3];   // A, B, C below the line
        int above[3];   // A, B, C above it, the game and rubber bonuses included
    };
    const Sheet sheet[] = {
        {A, 8, {16, 0, 0}, {16, 0, 0}},    // (1) hearts, two by cards, two by honours
        {B, 6, {0, 0, 0}, {12, 30, 12}},   // (2) sans atout, loses the odd trick, thirty for aces
        {C, 9, {0, 0, 12}, {0, 0, 8}},     // (3) clubs from Dummy, three by cards, two by honours
        {A, 4, {0, 0, 0}, {0, 56, 56}},    // (4) hearts from Dummy, loses three by cards and four by honours
        {B, 9, {0, 18, 0}, {12, 48, 0}},   // (5) diamonds, three by cards, eight by honours; A chicane
        {C, 7, {0, 0, 8}, {0, 0, 16}},     // (6) hearts, the odd trick, two by honours
        {A, 10, {48, 0, 0}, {90, 0, 0}},   // (7) sans atout, four by cards, forty for aces; game, 50
        {B, 9, {0, 36, 0}, {0, 80, 0}},    // (8) sans atout, three by cards, thirty for aces; game, 50
        {C, 10, {0, 0, 32}, {0, 0, 82}},   // (9) hearts, four by cards, four by honours; game, 50
        {A, 8, {4, 0, 0}, {4, 0, 0}},      // (10) spades from Dummy, two by cards, two by honours
        {B, 8, {0, 8, 0}, {0, 16, 0}},     // (11) clubs, two by cards, four by honours
        {C, 10, {0, 0, 24}, {0, 0, 12}},   // (12) diamonds, four by cards, two by honours
        {A, 7, {8, 0, 0}, {16, 0, 0}},     // (13) hearts, the odd trick, two by honours
        {B, 6, {0, 0, 0}, {8, 16, 8}},     // (14) hearts, loses the odd trick, two by honours
        {C, 8, {0, 0, 8}, {8, 8, 100}},    // (15) clubs, two by cards, loses two by honours; game and rubber
    };
    for (size_t i = 0; i < 15; ++i) {
        const DealReport& d = r.deals[i];
        ASSERT_TRUE(d.players) << "deal " << i + 1;
        EXPECT_TRUE(d.rulings.empty()) << "deal " << i + 1;
        EXPECT_EQ(d.players->seating.dealer, sheet[i].dealer) << "deal " << i + 1;
        EXPECT_EQ(d.players->seating.player[partner(d.deal->dealer)], NO_PLAYER) << "deal " << i + 1; // Dummy opposite
        EXPECT_EQ(d.score.tricks[side_of(d.deal->dealer)], sheet[i].tricks) << "deal " << i + 1;
        for (int p = 0; p < PLAYERS; ++p) {
            EXPECT_EQ(d.players->credits[p].below, sheet[i].below[p]) << "deal " << i + 1 << ", player " << p;
            EXPECT_EQ(d.players->credits[p].above, sheet[i].above[p]) << "deal " << i + 1 << ", player " << p;
        }
    }
    // The games: A in deal 7, B in deal 8, C in deals 9 and 15 (the rubber).
    const std::vector<int> none, a{A}, b{B}, c{C};
    for (size_t i = 0; i < 15; ++i) {
        const std::vector<int>& won = i == 6 ? a : i == 7 ? b : i == 8 || i == 14 ? c : none;
        EXPECT_EQ(r.deals[i].players->game_won_by, won) << "deal " << i + 1;
    }
    EXPECT_EQ(r.deals[14].players->credits[C].rubber_bonus, 50);
    EXPECT_EQ(r.deals[14].players->credits[C].game_bonus, 50);
    ASSERT_EQ(r.players->rubbers().size(), 1u);
    const PlayerRubberState& s = r.players->rubbers().back();
    EXPECT_TRUE(s.finished);
    EXPECT_EQ(s.winners, c);
    EXPECT_EQ(s.games, (std::array<int, PLAYERS>{1, 1, 2}));
    EXPECT_EQ(s.below, (std::array<int, PLAYERS>{76, 62, 84}));
    EXPECT_EQ(s.above, (std::array<int, PLAYERS>{166, 254, 294}));
    EXPECT_EQ(s.total, (std::array<int, PLAYERS>{242, 316, 378})); // "A = 242, B = 316, and C = 378"
    // "A loses 74 to B and 136 to C; B wins 74 from A, and loses 62 to C; and C wins [136 from A
    // and 62 from B]. Thus, C wins 198, B wins 12, and A loses 210; or, taking 10 as the point, A
    // loses 21 points, B wins 1 point, and C wins 20 points."
    const Settlement st = settle(s);
    EXPECT_EQ(st.from[A][B], -74);
    EXPECT_EQ(st.from[A][C], -136);
    EXPECT_EQ(st.from[B][A], 74);
    EXPECT_EQ(st.from[B][C], -62);
    EXPECT_EQ(st.from[C][A], 136);
    EXPECT_EQ(st.from[C][B], 62);
    EXPECT_EQ(st.net, (std::array<int, PLAYERS>{-210, 12, 198}));
    EXPECT_EQ(settlement_units(st.net[A]), -21);
    EXPECT_EQ(settlement_units(st.net[B]), 1);
    EXPECT_EQ(settlement_units(st.net[C]), 20);
    // The sides keep no rubber of their own.
    EXPECT_EQ(r.rubbers.back().total, (std::array<int, 2>{0, 0}));
}

// Rule 1: the player on the dealer's left deals next and the one on his right moves round, so
// round the table the order of the three never changes; a deal dealt again moves no one.
TEST(PlayerColumns, SeatingFollowsTheDeal) {
    GameLog log;
    log.players = {"Mr. A", "Mr. B", "", "Mr. C"}; // N deals first: B on his left, C on his right
    for (Seat dealer : {N, E, E, S, W, N}) {
        Deal d;
        d.dealer = dealer;
        log.deals.push_back(d);
    }
    PlayerRubber pr(code("three-handed").params, log);
    EXPECT_EQ(pr.names(), (std::array<std::string, PLAYERS>{"Mr. A", "Mr. B", "Mr. C"}));
    const int dealers[] = {A, B, B, C, A, B};
    for (size_t i = 0; i < log.deals.size(); ++i) {
        const Seat at = log.deals[i].dealer;
        const Seating& s = pr.seat(log.deals[i]);
        EXPECT_EQ(s.dealer, dealers[i]) << i;
        EXPECT_EQ(s.player[at], dealers[i]) << i;
        EXPECT_EQ(s.player[next(at)], (dealers[i] + 1) % PLAYERS) << i;     // the next dealer on his left
        EXPECT_EQ(s.player[previous(at)], (dealers[i] + 2) % PLAYERS) << i; // the third on his right
        EXPECT_EQ(s.player[partner(at)], NO_PLAYER) << i;
    }
}

// The adversaries win every trick at no trumps (a grand slam): Badsworth credits each adversary
// above the line, towards no game (R12); Ames's reading credits each as a partner, below the
// line, so both win a game with the one deal.
TEST(PlayerColumns, TheAdversariesTricksUnderEachCode) {
    const GameLog log = log_from(one_suit_each_log("three-handed", 'S', "      - S declares no-trumps\n      - W asks to lead\n      - E says yes\n", NO_TRUMPS));
    const Report badsworth = replayed(log, "three-handed");
    ASSERT_EQ(badsworth.deals.size(), 1u);
    ASSERT_TRUE(badsworth.deals[0].players);
    const PlayerDeal& d = *badsworth.deals[0].players;
    EXPECT_EQ(d.seating.dealer, A);
    EXPECT_EQ(d.credits[A].below + d.credits[A].above, 0);
    for (int p : {B, C}) {
        EXPECT_EQ(d.credits[p].below, 0);
        EXPECT_EQ(d.credits[p].above, 7 * 12 + 40); // seven by cards and the grand slam
    }
    EXPECT_TRUE(d.game_won_by.empty());

    const Report ames = replayed(log, "three-hand-ames");
    const PlayerDeal& e = *ames.deals[0].players;
    for (int p : {B, C}) {
        EXPECT_EQ(e.credits[p].below, 7 * 12);
        EXPECT_EQ(e.credits[p].game_bonus, 0); // a rubber is played: nothing for a game (R6)
    }
    EXPECT_EQ(e.game_won_by, (std::vector<int>{B, C}));
    EXPECT_EQ(ames.players->rubbers().back().games, (std::array<int, PLAYERS>{0, 1, 1}));
    EXPECT_FALSE(ames.players->rubbers().back().finished);
}

// Chicane held by one adversary: to him alone under Badsworth's reading (deal 5 of the example),
// to each under a table that credits it to each adversary.
TEST(PlayerColumns, ChicaneToItsHolder) {
    auto log = read_log(bl::test::source_path("examples/badsworth-three-handed.yaml"));
    ASSERT_TRUE(log.ok());
    log->deals.resize(5);
    const Report r = replayed(*log, "three-handed");
    EXPECT_EQ(r.deals[4].players->credits[A].above, 12);
    EXPECT_EQ(r.deals[4].players->credits[C].above, 0);
    Lawbook each = code("three-handed");
    each.params.chicane_to_holder.value = false;
    auto r2 = replay(*log, each);
    ASSERT_TRUE(r2.ok());
    EXPECT_EQ(r2->deals[4].players->credits[C].above, 12);
}

// Law 90 I: the value of three tricks deducted "from his existing score", the revoker's. South
// deals; East revokes (and, in the second hand, West too). Badsworth's table (deduction-column:
// offender) takes each deduction from the revoker's column alone, below the line (his score for
// the game); a table that credits the side (deduction-column: side) takes both from each column.
TEST(PlayerColumns, ADeductionIsTheOffendersAlone) {
    Deal deal;
    deal.dealer = S;
    const auto credits = [&](const Parameters& p, std::array<int, SEATS> deducted) {
        PlayerRubber players(p, {"", "Mr. Y", "Mr. B", "Mr. Z"}, S);
        players.seat(deal);
        HandScore hand;
        hand.above[NS] = 16;
        hand.deducted = deducted;
        hand.below[EW] = -(deducted[E] + deducted[W]);
        return players.add(HandInput{}, hand).credits;
    };
    constexpr int DEALER = 0, LEFT = 1, RIGHT = 2; // Mr. B (S), Mr. Z (W), Mr. Y (E)
    Lawbook book = code("three-handed");
    auto one = credits(book.params, {0, 24, 0, 0});
    EXPECT_EQ(one[DEALER].above, 16);
    EXPECT_EQ(one[RIGHT].below, -24);
    EXPECT_EQ(one[RIGHT].above, 0);
    EXPECT_EQ(one[LEFT].below, 0); // his partner for the deal did not revoke
    EXPECT_EQ(one[LEFT].above, 0);
    auto both = credits(book.params, {0, 24, 0, 24});
    EXPECT_EQ(both[RIGHT].below, -24);
    EXPECT_EQ(both[LEFT].below, -24);
    // By sides: the side's whole deduction in each column, above the line with its other credits.
    book.params.deduct_offender_column.value = false;
    auto side = credits(book.params, {0, 24, 0, 0});
    EXPECT_EQ(side[RIGHT].above, -24);
    EXPECT_EQ(side[LEFT].above, -24);
    EXPECT_EQ(side[LEFT].below, 0);
}

// Settlement: each player wins or loses the difference of the totals, pair by pair; the sum is nil.
TEST(PlayerColumns, PairwiseSettlement) {
    PlayerRubberState s;
    s.total = {100, 40, 10};
    const Settlement st = settle(s);
    EXPECT_EQ(st.from[0][1], 60);
    EXPECT_EQ(st.from[2][0], -90);
    EXPECT_EQ(st.net, (std::array<int, PLAYERS>{150, -30, -120}));
    EXPECT_EQ(st.net[0] + st.net[1] + st.net[2], 0);
}

// A log that starts mid-rubber gives the sides' scores, which the players' columns cannot take.
TEST(PlayerColumns, ASidesScoreBlockIsAnError) {
    std::string yaml = one_suit_each_log("three-handed", 'S', "      - S declares no-trumps\n", NO_TRUMPS);
    yaml.insert(yaml.find("deals:"), "score:\n  NS: {below: 10, above: 0, games: 0}\n  EW: {below: 0, above: 0, games: 0}\n");
    const GameLog log = log_from(yaml);
    auto r = replay(log, code("three-handed"));
    ASSERT_FALSE(r.ok());
    EXPECT_NE(r.error().message.find("each player keeps his own column (Law R10)"), std::string::npos) << r.error().message;
    EXPECT_TRUE(replay(log, code("club-1904")).ok());
}
