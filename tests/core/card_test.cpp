#include "core/card.h"

#include <gtest/gtest.h>

using namespace bl;

TEST(Card, ReadsSuitFirstRankFirstAndTen) {
    EXPECT_EQ(parse_card("SA").card, make_card(SPADES, ACE));
    EXPECT_EQ(parse_card("AS").card, make_card(SPADES, ACE));
    EXPECT_EQ(parse_card("H10").card, make_card(HEARTS, TEN));
    EXPECT_EQ(parse_card("10H").card, make_card(HEARTS, TEN));
    EXPECT_EQ(parse_card("dt").card, make_card(DIAMONDS, TEN));
    EXPECT_EQ(card_name(make_card(CLUBS, 0)), "C2");
}

TEST(Card, SaysWhatIsWrong) {
    EXPECT_EQ(parse_card("SX").problem, "X is not a rank (A K Q J T 9 8 7 6 5 4 3 2, or 10)");
    EXPECT_EQ(parse_card("ZZ").problem, "no suit letter (S H D C) in it");
    EXPECT_FALSE(parse_card("S").problem.empty());
}

TEST(Card, HandRoundTripsAndCountsDuplicates) {
    HandParse h = parse_hand("AKQ4.J32.T98.765");
    ASSERT_TRUE(h.problem.empty());
    EXPECT_EQ(h.cards.size(), 13);
    EXPECT_EQ(hand_string(h.cards), "AKQ4.J32.T98.765");
    HandParse dup = parse_hand("AA.-.-.-");
    EXPECT_EQ(dup.count, 2);
    EXPECT_EQ(dup.cards.size(), 1);
    EXPECT_EQ(hand_string(parse_hand("-.10.-.-").cards), "-.T.-.-");
    EXPECT_FALSE(parse_hand("AKQ.J32").problem.empty());
}

TEST(Card, PbnDealStartsAtTheFirstSeat) {
    DealParse d = parse_pbn_deal("S:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32");
    ASSERT_TRUE(d.problem.empty()) << d.problem;
    EXPECT_EQ(hand_string(d.hands[S]), "AKQ4.J32.T98.765");
    EXPECT_EQ(hand_string(d.hands[W]), "T98.AK7.Q5432.K4");
    EXPECT_EQ(hand_string(d.hands[E]), "6532.T54.J76.A32");
    EXPECT_EQ(pbn_deal(d.hands, S), "S:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32");
    EXPECT_FALSE(parse_pbn_deal("X:AKQ4.J32.T98.765").problem.empty());
    EXPECT_EQ(parse_pbn_deal("N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4").problem, "a PBN deal has four hands; found 2");
}

TEST(Card, TrickGeometry) {
    EXPECT_EQ(next(W), N);
    EXPECT_EQ(partner(E), W);
    EXPECT_EQ(side_of(S), NS);
    EXPECT_TRUE(partners(E, W));
    EXPECT_FALSE(partners(N, E));
}
