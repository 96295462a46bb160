#include "core/card.h"
#include "core/prng.h"
#include "scoring/rubber.h"
#include "scoring/scoring.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace bl;
using bl::test::code;

namespace {

// Hands in which each seat holds the named trumps ("AKQ"); the other trumps go round the seats
// that are not void, and the other suits fill every hand to thirteen.
std::array<CardSet, SEATS> hands_with(Suit trump, std::array<std::string, SEATS> held, std::array<bool, SEATS> voids = {}) {
    std::array<CardSet, SEATS> hands{};
    CardSet used;
    for (int s = 0; s < SEATS; ++s)
        for (char r : held[s]) {
            const Card c = make_card(trump, *parse_rank(std::string(1, r)));
            hands[s].add(c);
            used.add(c);
        }
    int seat = 0;
    for (Card c : CardSet::suit(trump) & ~used) {
        while (voids[seat] || hands[seat].size() >= RANKS) seat = (seat + 1) % SEATS;
        hands[seat].add(c);
        seat = (seat + 1) % SEATS;
    }
    for (Card c : ~CardSet::suit(trump)) {
        while (hands[seat].size() >= RANKS) seat = (seat + 1) % SEATS;
        hands[seat].add(c);
        seat = (seat + 1) % SEATS;
    }
    return hands;
}

HandScore score(const std::string& id, Denom trump, std::array<CardSet, SEATS> dealt, int ns_tricks, int multiplier = 1) {
    HandInput in;
    in.dealt = dealt;
    in.trump = trump;
    in.multiplier = multiplier;
    in.tricks = {ns_tricks, RANKS - ns_tricks};
    return score_hand(code(id).params, in);
}

// No chicane, and NS hold three honours (A K, T): one side always holds three of the five.
std::array<CardSet, SEATS> plain(Suit trump) { return hands_with(trump, {"AK2", "QJ3", "T4", "95"}); }

} // namespace

TEST(Scoring, TricksAboveSixInEachDenomination) {
    EXPECT_EQ(score("club-1904", SPADES, plain(SPADES), 9).below[NS], 6);
    EXPECT_EQ(score("club-1904", CLUBS, plain(CLUBS), 9).below[NS], 12);
    EXPECT_EQ(score("club-1904", DIAMONDS, plain(DIAMONDS), 9).below[NS], 18);
    EXPECT_EQ(score("club-1904", HEARTS, plain(HEARTS), 9).below[NS], 24);
    EXPECT_EQ(score("club-1904", NO_TRUMPS, hands_with(SPADES, {"A", "", "", ""}), 9).below[NS], 36);
    const HandScore ew = score("club-1904", HEARTS, plain(HEARTS), 5);
    EXPECT_EQ(ew.below[NS], 0);
    EXPECT_EQ(ew.below[EW], 16);
    EXPECT_EQ(ew.above[NS], 16); // NS hold three honours (A K and T): twice 8
    EXPECT_EQ(ew.above[EW], 0);
}

TEST(Scoring, DoublingMultipliesTricksOnly) {
    const auto hands = hands_with(DIAMONDS, {"AKQJ", "T", "2", "3"});
    const HandScore doubled = score("club-1904", DIAMONDS, hands, 9, 2);
    EXPECT_EQ(doubled.below[NS], 36);
    EXPECT_EQ(doubled.above[NS], 48); // four in one hand, eight times 6, undoubled (Law 6)
    const HandScore redoubled = score("club-1904", DIAMONDS, hands, 9, 4);
    EXPECT_EQ(redoubled.below[NS], 72);
    EXPECT_EQ(redoubled.above[NS], 48);
}

TEST(Scoring, HonoursInTrumpsEveryCombination) {
    struct Case {
        std::array<std::string, SEATS> held;
        Side side;
        int points;
    };
    // Hearts: the trick is worth 8 (Law 4); multiples from Law 6.
    const Case cases[] = {
        {{"AK", "J", "Q", "T"}, NS, 16},  // three between partners: twice
        {{"AK", "T", "QJ", ""}, NS, 32},  // four divided: four times
        {{"AKQ", "", "JT", ""}, NS, 40},  // five divided: five times
        {{"AKQJ", "T", "", ""}, NS, 64},  // four in one hand: eight times
        {{"AKQJ", "", "T", ""}, NS, 72},  // four in one hand, the fifth with partner: nine times
        {{"AKQJT", "", "", ""}, NS, 80},  // five in one hand: ten times
        {{"A", "KQ", "", "J"}, EW, 16},   // the adversaries' three
    };
    for (const Case& c : cases) {
        const HandScore h = score("club-1904", HEARTS, hands_with(HEARTS, c.held), 7);
        EXPECT_EQ(h.above[c.side], c.points) << c.held[0] << "/" << c.held[1] << "/" << c.held[2] << "/" << c.held[3];
        EXPECT_EQ(h.above[other(c.side)], 0);
    }
}

TEST(Scoring, AcesAtNoTrumps) {
    const auto aces = [](std::array<int, SEATS> per_seat) {
        std::array<CardSet, SEATS> hands{};
        int suit = 0;
        for (int s = 0; s < SEATS; ++s)
            for (int k = 0; k < per_seat[s]; ++k) hands[s].add(make_card(Suit(suit++), ACE));
        int seat = 0;
        for (Card c : ~(hands[0] | hands[1] | hands[2] | hands[3])) {
            while (hands[seat].size() >= RANKS) seat = (seat + 1) % SEATS;
            hands[seat].add(c);
        }
        return hands;
    };
    EXPECT_EQ(score("club-1904", NO_TRUMPS, aces({2, 0, 1, 1}), 7).above[NS], 30);
    EXPECT_EQ(score("club-1904", NO_TRUMPS, aces({2, 0, 2, 0}), 7).above[NS], 40);
    EXPECT_EQ(score("club-1904", NO_TRUMPS, aces({4, 0, 0, 0}), 7).above[NS], 100);
    EXPECT_EQ(score("club-1904", NO_TRUMPS, aces({1, 1, 1, 1}), 7).above[NS], 0);
    EXPECT_EQ(score("continental", NO_TRUMPS, aces({4, 0, 0, 0}), 7).above[NS], 80);
    EXPECT_EQ(score("continental", NO_TRUMPS, aces({0, 0, 0, 0}), 9).below[NS], 30);
}

TEST(Scoring, Chicane) {
    // E holds no trump: EW score twice the trick value (Law 8), hearts 16.
    const HandScore one = score("club-1904", HEARTS, hands_with(HEARTS, {"AK", "", "Q", "J"}, {false, true, false, false}), 7);
    EXPECT_EQ(one.above[EW], 16);
    EXPECT_EQ(one.above[NS], 16); // and NS hold three honours
    // Both E and W void: the Club code has no double chicane; the side scores chicane once.
    const HandScore both = score("club-1904", SPADES, hands_with(SPADES, {"", "", "", ""}, {false, true, false, true}), 7);
    EXPECT_EQ(both.above[EW], 4);
    // Elwell's double chicane: four tricks, deducted from the adversaries' honours (Law 9). N and
    // S hold all the spades, so all five honours, divided: five times 2.
    const HandScore elwell = score("elwell-1904", SPADES, hands_with(SPADES, {"", "", "", ""}, {false, true, false, true}), 7);
    EXPECT_EQ(elwell.above[NS], 10 - 8);
    EXPECT_EQ(elwell.above[EW], 0);
    // A single chicane against honours held by the other side comes off them too...
    const auto e_void = hands_with(HEARTS, {"AK", "", "Q", "J"}, {false, true, false, false});
    EXPECT_EQ(score("elwell-1904", HEARTS, e_void, 7).above[NS], 16 - 16);
    // ...and under the Club code it is added to the side that has it.
    EXPECT_EQ(score("club-1904", HEARTS, e_void, 7).above[EW], 16);
}

TEST(Scoring, Slams) {
    const int honours = 8; // NS's three honours in clubs
    EXPECT_EQ(score("club-1904", CLUBS, plain(CLUBS), 13).above[NS], 40 + honours);
    EXPECT_EQ(score("club-1904", CLUBS, plain(CLUBS), 12).above[NS], 20 + honours);
    EXPECT_EQ(score("club-1904", CLUBS, plain(CLUBS), 0).above[EW], 40);
    EXPECT_EQ(score("club-1904", CLUBS, plain(CLUBS), 11).above[NS], honours);
}

TEST(Scoring, PenaltyTricksDoNotMakeASlam) {
    HandInput in;
    in.dealt = plain(CLUBS);
    in.trump = CLUBS;
    in.tricks = {10, 3};
    in.penalties.tricks_to[NS] = 3;
    const HandScore h = score_hand(code("club-1904").params, in);
    EXPECT_EQ(h.tricks[NS], 13);
    EXPECT_EQ(h.below[NS], 28);
    EXPECT_EQ(h.above[NS], 8); // honours only: Law 9 counts a slam independently of penalty tricks
}

TEST(Scoring, NoGameCapsAtTwentyEight) {
    HandInput in;
    in.dealt = plain(HEARTS);
    in.trump = HEARTS;
    in.tricks = {11, 2};
    in.penalties.no_game[NS] = true;
    const HandScore h = score_hand(code("club-1904").params, in);
    EXPECT_EQ(h.below[NS], 28);
}

// Short Bridge: trumps spades, honours A K Q J; every side has called its honours unless a test
// says otherwise.
namespace {

HandInput short_hand(std::array<int, 2> game_score, int ns_tricks,
                     std::array<std::string, SEATS> held) {
    HandInput in;
    in.dealt = hands_with(SPADES, held);
    in.trump = SPADES;
    in.tricks = {ns_tricks, RANKS - ns_tricks};
    in.game_score = game_score;
    in.honours_called = {true, true};
    return in;
}

// The rubber from a score towards game, no game won yet.
Rubber rubber_at(std::array<int, 2> game_score) {
    return Rubber(
        code("short-bridge").params,
        std::array<SideScore, 2>{SideScore{game_score[NS], 0, 0}, SideScore{game_score[EW], 0, 0}});
}

bool has_line(const HandScore& h, Side side, const std::string& text) {
    return std::any_of(h.lines.begin(), h.lines.end(), [&](const ScoreLine& l) {
        return l.side == side && l.points == 0 && l.what.find(text) != std::string::npos;
    });
}

} // namespace

TEST(Scoring, ShortBridgeRevokePenaltyTakesPrecedence) {
    // Law 72 V: "the claimants two, their opponents nothing; the former add three to their score,
    // and thereby win a treble game, even should the latter have made thirteen tricks and held
    // four honors."
    HandInput in = short_hand({2, 0}, 0, {"", "AKQJ", "", ""});
    in.penalties.points_add[NS] = 3;
    in.penalties.no_game[EW] = true;
    const HandScore h = score_hand(code("short-bridge").params, in);
    EXPECT_EQ(h.below[NS], 3);
    EXPECT_EQ(h.below[EW], 0); // seven by cards and four honours: not scored
    EXPECT_TRUE(has_line(h, EW, "not scored, NS having reached game first"));
    Rubber r = rubber_at({2, 0});
    EXPECT_EQ(r.add(h), std::optional<Side>(NS));
    EXPECT_EQ(r.state().game_values[NS], std::vector<int>{3}); // Law 8 I: a treble
}

TEST(Scoring, ShortBridgeTricksScoreBeforeHonours) {
    // Law 5: "Tricks score next. Honors last." EW at four go out by the odd trick before NS,
    // at three, can count their three honours (two points).
    const HandScore h =
        score_hand(code("short-bridge").params, short_hand({3, 4}, 6, {"AK", "", "Q", ""}));
    EXPECT_EQ(h.below[EW], 1);
    EXPECT_EQ(h.below[NS], 0);
    EXPECT_TRUE(has_line(h, NS, "3 honours: not scored, EW having reached game first"));
    Rubber r = rubber_at({3, 4});
    EXPECT_EQ(r.add(h), std::optional<Side>(EW));
    EXPECT_EQ(r.state().game_values[EW], std::vector<int>{1}); // Law 8 III: NS had three
    EXPECT_TRUE(r.state().game_values[NS].empty());
}

TEST(Scoring, ShortBridgeWinnersKeepTheirOwnLaterScores) {
    // Two by cards take NS from three to five; their own four honours follow, beyond game.
    const HandScore h =
        score_hand(code("short-bridge").params, short_hand({3, 0}, 8, {"AKQJ", "", "", ""}));
    EXPECT_EQ(h.below[NS], 2 + 4);
    Rubber r = rubber_at({3, 0});
    EXPECT_EQ(r.add(h), std::optional<Side>(NS));
    EXPECT_EQ(r.state().game_values[NS], std::vector<int>{3});
}

TEST(Scoring, ShortBridgeHonoursScoreOnlyWhenCalled) {
    // Laws 6-7: honours "must be called at the end of the hand".
    const Parameters& p = code("short-bridge").params;
    HandInput in = short_hand({0, 0}, 8, {"AK", "", "Q", ""});
    EXPECT_EQ(score_hand(p, in).below[NS], 2 + 2);
    in.honours_called = {false, true}; // only the adversaries called
    const HandScore h = score_hand(p, in);
    EXPECT_EQ(h.below[NS], 2);
    EXPECT_TRUE(has_line(h, NS, "honours not called"));
    // The Club code has no such law: its honours score uncalled.
    HandInput club;
    club.dealt = plain(HEARTS);
    club.trump = HEARTS;
    club.tricks = {7, 6};
    EXPECT_EQ(score_hand(code("club-1904").params, club).above[NS], 16);
}

TEST(Scoring, ShortBridgeRevokersHeldToFourWithTheirHonours) {
    // Law 82: the revokers "cannot score more than four", honours included. EW at two: three
    // deducted, three by cards, four honours: 2 - 3 + 3 + 4 would be 6, game.
    Rubber r = rubber_at({0, 2});
    HandInput in = short_hand({0, 2}, 4, {"", "AKQJ", "", ""});
    in.penalties.points_deduct[E] = 3;
    in.penalties.no_game[EW] = true;
    const HandScore h = score_hand(code("short-bridge").params, in);
    EXPECT_EQ(h.below[EW], 2);
    EXPECT_FALSE(r.add(h));
    EXPECT_EQ(r.state().game_score[EW], 4);
}

// The table a replay keeps gives what the rows give, in every code, denomination and deal.
TEST(HonoursTable, AgreesWithTheRowsOfEveryCode) {
    Prng prng(7);
    std::vector<Card> pack;
    for (int c = 0; c < CARDS; ++c) pack.push_back(Card(c));
    int scored = 0;
    for (const std::string& id : bl::test::library().ids()) {
        const Parameters& p = code(id).params;
        const HonoursTable table(p);
        for (int deal = 0; deal < 400; ++deal) {
            prng.shuffle(pack);
            std::array<CardSet, SEATS> dealt{};
            for (int c = 0; c < CARDS; ++c) dealt[c % SEATS].add(pack[c]);
            for (int d = 0; d <= NO_DENOM; ++d) {
                const HonoursHeld rows = honours_held(p, dealt, Denom(d)),
                                  looked_up = table.held(dealt, Denom(d));
                EXPECT_EQ(looked_up.side, rows.side)
                    << id << " deal " << deal << " denomination " << d;
                EXPECT_EQ(looked_up.held, rows.held)
                    << id << " deal " << deal << " denomination " << d;
                EXPECT_EQ(looked_up.in_one_hand, rows.in_one_hand)
                    << id << " deal " << deal << " denomination " << d;
                EXPECT_EQ(looked_up.points, rows.points)
                    << id << " deal " << deal << " denomination " << d;
                scored += rows.points > 0;
            }
        }
    }
    EXPECT_GT(scored, 1000); // the holdings that score were among those compared
}

TEST(Scoring, ShortBridgeAScoreStandsAtNothingNotBelow) {
    // Law 72 I: the adversaries may "deduct three points from his score"; Law 8 values a game by
    // what the losers "have scored" (I: not scored, a treble; II: less than three, a double).
    // Reading score-below-zero (default floor-at-zero): NS at one lose three and stand at nothing.
    const Parameters& p = code("short-bridge").params;
    HandInput in = short_hand({1, 0}, 6, {"", "", "", ""});
    in.penalties.points_deduct[N] = 3;
    const HandScore first = score_hand(p, in);
    EXPECT_EQ(first.below[NS], -1); // one taken, not three
    EXPECT_EQ(first.below[EW], 1);  // the odd trick
    EXPECT_TRUE(std::any_of(first.lines.begin(), first.lines.end(), [](const ScoreLine& l) {
        return l.side == NS && l.points == 2 &&
               l.what.find("stands at nothing") != std::string::npos;
    }));
    Rubber r = rubber_at({1, 0});
    EXPECT_FALSE(r.add(first));
    EXPECT_EQ(r.state().game_score[NS], 0);
    // NS then make two by cards, and EW go out: NS have scored less than three, a double (8 II).
    // Below nothing (the other reading), NS would stand at nothing again and lose a treble.
    EXPECT_FALSE(r.add(score_hand(p, short_hand({0, 1}, 8, {"", "", "", ""}))));
    EXPECT_EQ(r.state().game_score[NS], 2);
    EXPECT_EQ(r.add(score_hand(p, short_hand({2, 1}, 3, {"", "", "", ""}))),
              std::optional<Side>(EW));
    EXPECT_EQ(r.state().game_values[EW], std::vector<int>{2});
    // A deduction made good by the same hand's tricks is taken whole (the penalty scores first, 5).
    HandInput made_good = short_hand({1, 0}, 10, {"", "", "", ""});
    made_good.penalties.points_deduct[N] = 3;
    EXPECT_EQ(score_hand(p, made_good).below[NS], -3 + 4);
    // The Club codes have no such floor: their deductions stand as made.
    EXPECT_FALSE(code("club-1904").params.score_floor_zero.value);
}
