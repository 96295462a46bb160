#include "log/event.h"

#include <gtest/gtest.h>

using namespace bl;

namespace {
Event parsed(const std::string& text) {
    Event e;
    const std::string problem = parse_event_text(text, e);
    EXPECT_EQ(problem, "") << text;
    return e;
}
std::string problem_of(const std::string& text) {
    Event e;
    return parse_event_text(text, e);
}
} // namespace

TEST(Event, ReadsMultiWordVerbs) {
    EXPECT_EQ(parsed("S leaves it").verb, Verb::LeavesIt);
    EXPECT_EQ(parsed("W asks to lead").verb, Verb::AsksToLead);
    EXPECT_EQ(parsed("E calls attention").verb, Verb::CallsAttention);
    EXPECT_EQ(parsed("N calls honours").verb, Verb::CallsHonours);
    EXPECT_EQ(parsed("N asks having none").verb, Verb::AsksHavingNone);
    EXPECT_EQ(parsed("quits").verb, Verb::Quits);
    EXPECT_EQ(parsed("cut").by, NO_SEAT);
}

TEST(Event, ReadsArguments) {
    Event d = parsed("N declares no-trumps");
    EXPECT_EQ(d.by, N);
    EXPECT_EQ(d.trump, NO_TRUMPS);
    EXPECT_EQ(parsed("N declares no trumps").trump, NO_TRUMPS);
    Event p = parsed("W plays SK S3");
    EXPECT_EQ(p.card, make_card(SPADES, KING));
    EXPECT_EQ(p.cards.size(), 2);
    Event c = parsed("S calls clubs");
    EXPECT_EQ(c.suit, CLUBS);
    EXPECT_EQ(c.card, NO_CARD);
    Event el = parsed("S elects call-suit hearts");
    EXPECT_TRUE(el.has_option);
    EXPECT_EQ(el.option, Option::CallSuit);
    EXPECT_EQ(el.suit, HEARTS);
    EXPECT_EQ(parsed("S claims 3").tricks, 3);
    EXPECT_EQ(parsed("S answers has").answer, Answer::Has);
}

TEST(Event, SaysWhatIsWrong) {
    EXPECT_EQ(problem_of("W plays SX"), "SX: X is not a rank (A K Q J T 9 8 7 6 5 4 3 2, or 10)");
    EXPECT_EQ(problem_of("Q plays SK"), "\"Q\" is not a seat (N, E, S or W)");
    EXPECT_EQ(problem_of("W dances"), "\"dances\" is not a verb (e.g. plays, declares, doubles, leaves it, asks to lead)");
    EXPECT_EQ(problem_of("plays SK"), "\"plays\" needs a seat first (N, E, S or W)");
    EXPECT_EQ(problem_of("S declares roses"), "\"roses\" is not a trump: spades, hearts, diamonds, clubs or no-trumps");
    EXPECT_NE(problem_of("S elects win-everything").find("is not an option id"), std::string::npos);
    EXPECT_EQ(problem_of("W doubles twice"), "\"doubles\" takes no argument, but \"twice\" follows");
    for (const char* claim : {"S claims 14", "S claims -1", "S claims 3 4", "S claims all"})
        EXPECT_EQ(problem_of(claim),
                  "a claim names a number of tricks from 0 to 13, or nothing for the rest")
            << claim;
}

TEST(Event, WritesTheStringFormBack) {
    for (const char* text : {"W plays SK", "S leaves it", "N declares hearts", "S elects call-suit hearts", "E takes back C3",
                             "S claims 3", "quits", "S answers none"})
        EXPECT_EQ(event_text(parsed(text)), text);
}

// docs/log-additions.md: the cut and the shuffle of a deal's pack, and a player counting his cards.
TEST(Event, ReadsCutShuffleAndCount) {
    const Event cut = parsed("E cuts");
    EXPECT_EQ(cut.verb, Verb::Cuts);
    EXPECT_EQ(cut.by, E);
    EXPECT_TRUE(cut.cards.empty());
    const Event shown = parsed("E cuts HQ C3");
    EXPECT_EQ(shown.cards.size(), 2);
    EXPECT_EQ(event_text(shown), "E cuts HQ C3");
    EXPECT_EQ(parsed("S shuffles").verb, Verb::Shuffles);
    EXPECT_EQ(parsed("W counts").verb, Verb::Counts);
    EXPECT_EQ(parsed("cut").verb, Verb::Cut); // the cut for the next deal, no seat
    EXPECT_EQ(problem_of("cuts"), "\"cuts\" needs a seat first (N, E, S or W)");
    EXPECT_EQ(problem_of("S shuffles twice"), "\"shuffles\" takes no argument, but \"twice\" follows");
    EXPECT_EQ(problem_of("E cuts HX").rfind("HX: X is not a rank", 0), 0u);
}

TEST(Event, ReadsThePackAndTheWrittenScore) {
    const Event pack = parsed("S deals with EW");
    EXPECT_EQ(pack.verb, Verb::DealsWith);
    EXPECT_EQ(pack.side, EW);
    EXPECT_EQ(event_text(pack), "S deals with EW");
    EXPECT_EQ(parsed("W shows other pack D5").verb, Verb::ShowsOtherPack);
    const Event score = parsed("N scores NS 36 30");
    EXPECT_EQ(score.side, NS);
    EXPECT_EQ(score.below, 36);
    EXPECT_EQ(score.above, 30);
    EXPECT_EQ(event_text(score), "N scores NS 36 30");
    EXPECT_EQ(parsed("E scores EW 1").above, 0);
    EXPECT_NE(problem_of("S deals with red").find("NS or EW"), std::string::npos);
    EXPECT_EQ(problem_of("N scores NS lots"), "\"lots\" is not a number of points (0 to 9999)");
    EXPECT_NE(problem_of("N scores 36").find("names a side"), std::string::npos);
}

// docs/log-additions.md: what the other players do while the cards are dealt, and the cut omitted.
TEST(Event, ReadsWhatHappensWhileTheCardsAreDealt) {
    EXPECT_EQ(parsed("E touches cards").verb, Verb::TouchesCards);
    EXPECT_EQ(parsed("W interrupts").verb, Verb::Interrupts);
    const Event omitted = parsed("S omits cut");
    EXPECT_EQ(omitted.verb, Verb::OmitsCut);
    EXPECT_EQ(omitted.by, S);
    EXPECT_EQ(event_text(omitted), "S omits cut");
    EXPECT_EQ(event_text(parsed("E touches cards")), "E touches cards");
    EXPECT_EQ(problem_of("W interrupts loudly"), "\"interrupts\" takes no argument, but \"loudly\" follows");
    EXPECT_EQ(problem_of("touches cards"), "\"touches-cards\" needs a seat first (N, E, S or W)");
}

// docs/log-additions.md: a quitted trick looked at, by number or the last, and a hand looked over.
TEST(Event, ReadsWhatIsLookedAt) {
    const Event trick = parsed("E looks at trick 3");
    EXPECT_EQ(trick.verb, Verb::LooksAt);
    EXPECT_EQ(trick.tricks, 3);
    EXPECT_EQ(trick.card, NO_CARD);
    EXPECT_EQ(trick.seat, NO_SEAT);
    EXPECT_EQ(parsed("E looks at trick").tricks, 0); // the last trick turned
    const Event hand = parsed("N looks at E");
    EXPECT_EQ(hand.seat, E);
    EXPECT_EQ(hand.tricks, -1);
    EXPECT_EQ(hand.card, NO_CARD);
    const Event card = parsed("S looks at DQ"); // the dealer while dealing, as before
    EXPECT_EQ(card.card, make_card(DIAMONDS, QUEEN));
    EXPECT_EQ(card.seat, NO_SEAT);
    for (const char* text :
         {"E looks at trick 3", "E looks at trick", "N looks at E", "S looks at DQ"})
        EXPECT_EQ(event_text(parsed(text)), text);
    const std::string numbered = "\"looks at trick\" names the trick by its number, 1 to 13, or "
                                 "nothing for the last trick turned";
    for (const char* text : {"E looks at trick 0", "E looks at trick 14", "E looks at trick three",
                             "E looks at trick 3 4"})
        EXPECT_EQ(problem_of(text), numbered) << text;
    EXPECT_EQ(problem_of("E looks at"),
              "it names no card (e.g. SK), trick (\"trick 3\") or seat (N, E, S or W)");
    EXPECT_EQ(problem_of("N looks at E W"), "it names 2 cards; one is expected");
}
