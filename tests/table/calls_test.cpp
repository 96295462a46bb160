#include "table/calls.h"
#include "core/card.h"

#include <gtest/gtest.h>

using namespace bl;

namespace {

Card card(const char* s) { return parse_card(s).card; }

// N: S A K 2, H 5; E: S Q 3, C 4 9; leader W has led S9; spades... simple positions built by hand.
State trick_with(std::initializer_list<std::pair<Seat, const char*>> played, Seat leader, Denom trump = NO_TRUMPS) {
    State s;
    s.trump = trump;
    s.dealer = S;
    s.hand[N] = CardSet::of(card("SA")) | CardSet::of(card("SK")) | CardSet::of(card("S2")) | CardSet::of(card("H5"));
    s.hand[E] = CardSet::of(card("SQ")) | CardSet::of(card("S3")) | CardSet::of(card("C4")) | CardSet::of(card("C9"));
    s.hand[S] = CardSet::of(card("D2")) | CardSet::of(card("D3"));
    s.hand[W] = CardSet::of(card("S9")) | CardSet::of(card("H2"));
    s.trick.leader = leader;
    for (auto [seat, c] : played) {
        s.trick.by_seat[seat] = card(c);
        s.hand[seat].remove(card(c));
        ++s.trick.count;
    }
    return s;
}

} // namespace

TEST(Calls, HighestAndLowest) {
    const State s = trick_with({{W, "S9"}}, W);
    Call high{Call::Kind::Highest, N, NS, NO_CARD, SPADES};
    EXPECT_EQ(judge(high, s, N, card("SA")), CallOutcome::Complied);
    EXPECT_EQ(judge(high, s, N, card("S2")), CallOutcome::Failed);
    EXPECT_EQ(judge(high, s, E, card("S3")), CallOutcome::NotYet); // binds N only
    Call low{Call::Kind::Lowest, N, NS, NO_CARD, SPADES};
    EXPECT_EQ(judge(low, s, N, card("S2")), CallOutcome::Complied);
    EXPECT_EQ(judge(low, s, N, card("SK")), CallOutcome::Failed);
}

TEST(Calls, CalledCardNeverForcesARevoke) {
    // E's exposed C4 is called while spades are led and E holds spades: it waits.
    const State spades = trick_with({{W, "S9"}, {N, "S2"}}, W);
    Call c{Call::Kind::Card, E, EW, card("C4"), NO_SUIT};
    EXPECT_EQ(judge(c, spades, E, card("SQ")), CallOutcome::NotYet);
    // On his own lead he must play it.
    const State lead = trick_with({}, E);
    EXPECT_EQ(judge(c, lead, E, card("C9")), CallOutcome::Failed);
    EXPECT_EQ(judge(c, lead, E, card("C4")), CallOutcome::Complied);
}

TEST(Calls, CalledAndForbiddenSuitsOnTheNextLead) {
    const State lead = trick_with({}, E);
    Call clubs{Call::Kind::LeadSuit, NO_SEAT, EW, NO_CARD, CLUBS};
    EXPECT_EQ(judge(clubs, lead, E, card("SQ")), CallOutcome::Failed);
    EXPECT_EQ(judge(clubs, lead, E, card("C9")), CallOutcome::Complied);
    EXPECT_EQ(judge(clubs, lead, N, card("SA")), CallOutcome::NotYet); // N is on the other side
    Call hearts{Call::Kind::LeadSuit, NO_SEAT, EW, NO_CARD, HEARTS};
    EXPECT_EQ(judge(hearts, lead, E, card("SQ")), CallOutcome::Complied); // E has no heart
    Call no_spades{Call::Kind::ForbidLead, NO_SEAT, EW, NO_CARD, SPADES};
    EXPECT_EQ(judge(no_spades, lead, E, card("S3")), CallOutcome::Failed);
    EXPECT_EQ(judge(no_spades, lead, E, card("C4")), CallOutcome::Complied);
}

TEST(Calls, WinOrLose) {
    // W led S9; N may win with SA or SK, or lose with S2.
    const State s = trick_with({{W, "S9"}}, W);
    Call win{Call::Kind::Win, N, NS, NO_CARD, NO_SUIT};
    EXPECT_EQ(judge(win, s, N, card("SK")), CallOutcome::Complied);
    EXPECT_EQ(judge(win, s, N, card("S2")), CallOutcome::Failed);
    Call lose{Call::Kind::Lose, N, NS, NO_CARD, NO_SUIT};
    EXPECT_EQ(judge(lose, s, N, card("S2")), CallOutcome::Complied);
    EXPECT_EQ(judge(lose, s, N, card("SA")), CallOutcome::Failed);
}

TEST(Calls, ElectionsMakeCalls) {
    Situation x;
    x.offender = E;
    x.card = card("C4");
    const State s = trick_with({{W, "S9"}}, W);
    auto high = call_from_election(Option::CallHighest, x, s, NO_SUIT, NO_CARD);
    ASSERT_TRUE(high);
    EXPECT_EQ(high->kind, Call::Kind::Highest);
    EXPECT_EQ(high->suit, SPADES); // the suit led to that trick
    auto win = call_from_election(Option::RequireWin, x, s, NO_SUIT, NO_CARD);
    ASSERT_TRUE(win);
    EXPECT_EQ(win->who, W); // the offender's partner
    EXPECT_FALSE(call_from_election(Option::CallSuit, x, s, NO_SUIT, NO_CARD)); // the suit is named later
    auto suit = call_from_election(Option::CallSuit, x, s, HEARTS, NO_CARD);
    ASSERT_TRUE(suit);
    EXPECT_EQ(suit->side, EW);
    EXPECT_FALSE(call_from_election(Option::TakeThreeTricks, x, s, NO_SUIT, NO_CARD));
}
