// What may be done next in a deal (table/next_acts.h): each act offered is what the fold makes of
// it, under each code's parameters.
#include "table/next_acts.h"

#include "test_util.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace bl {
namespace {

NextActs acts_after(const std::string& events, const std::string& code, char dealer = 'S') {
    const GameLog log =
        test::log_from(events.empty() ? test::one_deal_log("    events: []\n", dealer)
                                      : test::events_log(events, dealer));
    auto next = next_acts(log.deals[0], test::code(code), "test.yaml", 1);
    EXPECT_TRUE(next.ok()) << next.error().describe();
    return next.ok() ? *next : NextActs{};
}

const OfferedAct* find_act(const NextActs& n, const std::string& event) {
    const auto it = std::find_if(n.acts.begin(), n.acts.end(),
                                 [&](const OfferedAct& a) { return a.event == event; });
    return it == n.acts.end() ? nullptr : &*it;
}

bool regular(const NextActs& n, const std::string& event) {
    const OfferedAct* a = find_act(n, event);
    return a && !a->infraction;
}

std::string infraction_offered(const NextActs& n, const std::string& event) {
    const OfferedAct* a = find_act(n, event);
    return a && a->infraction ? std::string(name(*a->infraction)) : "";
}

TEST(NextActs, TheDealerDeclaresOrLeavesItWhereTheCodeLetsHim) {
    for (const char* code : {"club-1904", "elwell-1904", "club-1903"}) {
        SCOPED_TRACE(code);
        const NextActs n = acts_after("", code);
        EXPECT_EQ(n.phase, Phase::Declaration);
        EXPECT_EQ(n.turn, S);
        EXPECT_TRUE(regular(n, "S declares hearts"));
        EXPECT_TRUE(regular(n, "S declares no-trumps"));
        EXPECT_EQ(regular(n, "S leaves it"), test::code(code).params.leave_to_partner.value);
        EXPECT_EQ(infraction_offered(n, "E declares hearts"), "declaration-by-adversary");
        EXPECT_EQ(infraction_offered(n, "N declares hearts"), "declaration-unauthorised");
        EXPECT_EQ(find_act(n, "W says yes"), nullptr); // nothing asked: it does nothing
    }
}

TEST(NextActs, LeftToThePartnerHeDeclaresAndPassingBackIsOffered) {
    const NextActs n = acts_after("      - S leaves it\n", "club-1904");
    EXPECT_EQ(n.turn, N);
    EXPECT_TRUE(regular(n, "N declares clubs"));
    EXPECT_EQ(infraction_offered(n, "N leaves it"), "declaration-passed-back");
}

TEST(NextActs, TheDoublingDialogueAndTheEarlyLead) {
    const NextActs n = acts_after("      - S declares hearts\n", "club-1904");
    EXPECT_EQ(n.phase, Phase::Doubling);
    EXPECT_EQ(n.turn, W);
    EXPECT_TRUE(regular(n, "W doubles"));
    EXPECT_TRUE(regular(n, "W asks to lead"));
    EXPECT_EQ(infraction_offered(n, "E doubles"), "double-out-of-turn");
    EXPECT_EQ(infraction_offered(n, "W leads"), "lead-without-asking");
    const NextActs asked =
        acts_after("      - S declares hearts\n      - W asks to lead\n", "club-1904");
    EXPECT_EQ(asked.turn, E);
    EXPECT_TRUE(regular(asked, "E says yes"));
    EXPECT_TRUE(regular(asked, "E doubles"));
}

TEST(NextActs, ACodeThatTurnsTheTrumpOffersNoDeclaration) {
    const GameLog log =
        test::log_from(test::one_deal_log("    turn-up: HJ\n    events: []\n", 'N'));
    auto n = next_acts(log.deals[0], test::code("short-bridge"), "test.yaml", 1);
    ASSERT_TRUE(n.ok()) << n.error().describe();
    EXPECT_EQ(n->phase, Phase::Play);
    EXPECT_EQ(n->turn, E); // the eldest hand leads at once
    for (const OfferedAct& a : n->acts) EXPECT_TRUE(a.infraction) << a.event;
}

TEST(NextActs, InThePlayTheTurnIsTheNextToPlayAndNothingIsOffered) {
    // N wins the first trick with SA and leads again: E is next.
    const NextActs n =
        acts_after(test::OPEN + "      - W plays S6\n      - N plays SA\n"
                                "      - E plays ST\n      - S plays SJ\n      - N plays SK\n",
                   "club-1904");
    EXPECT_EQ(n.phase, Phase::Play);
    EXPECT_EQ(n.turn, E);
    EXPECT_TRUE(n.acts.empty());
}

} // namespace
} // namespace bl
