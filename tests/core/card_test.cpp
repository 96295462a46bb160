#include "core/card.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string>

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

namespace {

// A PBN deal read hand by hand with parse_hand, as parse_pbn_deal reads any spelling: what its
// reading of the usual spelling (read_usual_pbn_deal) must give wherever it answers.
DealParse pbn_deal_hand_by_hand(const std::string& s) {
    DealParse out;
    Seat seat = *parse_seat(s.substr(0, 1));
    size_t at = 2;
    for (int i = 0; i < SEATS; ++i, seat = next(seat)) {
        while (at < s.size() && s[at] == ' ') ++at;
        const size_t end = std::min(s.find(' ', at), s.size());
        const HandParse h = parse_hand(s.substr(at, end - at));
        for (const CardSet held : out.hands) out.repeated |= held & h.cards;
        out.repeated |= h.repeated;
        out.hands[seat] = h.cards;
        out.counts[seat] = h.count;
        at = end;
    }
    return out;
}

void expect_same_deal(const DealParse& a, const DealParse& b, const std::string& s) {
    EXPECT_TRUE(a.problem.empty() && b.problem.empty()) << s << ": " << a.problem << b.problem;
    EXPECT_EQ(a.hands, b.hands) << s;
    EXPECT_EQ(a.counts, b.counts) << s;
    EXPECT_EQ(a.repeated, b.repeated) << s;
}

} // namespace

TEST(Card, TheUsualPbnDealReadsAsHandByHand) {
    const std::string usual =
        "W:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32";
    std::array<CardSet, SEATS> hands{};
    std::array<int, SEATS> counts{};
    ASSERT_TRUE(read_usual_pbn_deal(usual, hands, counts));
    EXPECT_EQ(hands, pbn_deal_hand_by_hand(usual).hands);
    EXPECT_EQ(counts, pbn_deal_hand_by_hand(usual).counts);
    // Other spellings the fast reading takes: lower-case ranks, dashes for voids (anywhere).
    for (const std::string s :
         {"N:akq4.j32.t98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32",
          "E:AKQJT98765432.-.-.- -.AKQJT98765432.-.- -.-.AKQJT98765432.- -.-.-.AKQJT98765432",
          "S:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",
          "S:A-K.-.-.- Q.-.-.- J.-.-.- T.-.-.-"}) {
        ASSERT_TRUE(read_usual_pbn_deal(s, hands, counts)) << s;
        const DealParse expected = pbn_deal_hand_by_hand(s);
        EXPECT_EQ(hands, expected.hands) << s;
        EXPECT_EQ(counts, expected.counts) << s;
        expect_same_deal(parse_pbn_deal(s), expected, s);
    }
}

TEST(Card, AnUnusualPbnDealIsLeftToTheGeneralReading) {
    const auto read_fast = [](const std::string& s) {
        std::array<CardSet, SEATS> hands{};
        std::array<int, SEATS> counts{};
        return read_usual_pbn_deal(s, hands, counts);
    };
    // Each is refused by the fast reading, and read by parse_pbn_deal as hand by hand.
    for (const std::string s :
         {"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32 ",
          "N: AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32",
          "N:AKQ4.J32.T98.765  T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32",
          "N:AKQ4.J32.1098.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32",
          "N:AAKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32",
          "N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.AK32"}) {
        EXPECT_FALSE(read_fast(s)) << s;
        expect_same_deal(parse_pbn_deal(s), pbn_deal_hand_by_hand(s), s);
    }
    // And a mistake is told by the general reading, as it always was.
    for (const std::string s :
         {"N:AKQ4.J32.T98 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32",
          "N:AKQ4.J32.T98.765.2 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32",
          // Dots enough to move the bits past a word's 64 (the fast reading's shift wraps).
          "N:AKQ4.J32.T98.765......2 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32",
          "N:AKQ4.J32.T98.7x5 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32",
          "N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98",
          "N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32 AKQ.-.-.-",
          "n:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32"}) {
        EXPECT_FALSE(read_fast(s)) << s;
        EXPECT_FALSE(parse_pbn_deal(s).problem.empty()) << s;
    }
    EXPECT_EQ(
        parse_pbn_deal("N:AKQ4.J32.T98.7x5 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32")
            .problem,
        "N's hand \"AKQ4.J32.T98.7x5\": 'x' is not a rank (A K Q J T 9 8 7 6 5 4 3 2)");
}

TEST(Card, TrickGeometry) {
    EXPECT_EQ(next(W), N);
    EXPECT_EQ(partner(E), W);
    EXPECT_EQ(side_of(S), NS);
    EXPECT_TRUE(partners(E, W));
    EXPECT_FALSE(partners(N, E));
}
