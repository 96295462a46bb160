#include "replay/election_multiplier.h"
#include "table/fold.h"
#include "test_util.h"

#include <gtest/gtest.h>

using namespace bl;
using bl::test::code;
using bl::test::log_from;

namespace {

// A deal of cases/doubling: South declares hearts, and then `doubling` (events, one a line).
GameLog doubled_deal(const std::string& doubling) {
    return log_from(bl::test::one_deal_log(
        "    events:\n      - S declares hearts\n" + doubling, 'S',
        "N:T76.54.KQ65.J876 A43.KJ7.T72.AQT9 QJ5.AQT863.J.K54 K982.92.A9843.32"));
}

// The deal's first ruling on a doubling (no claim lapses: judged on its own), and the deal's
// multiplier as the log leaves it.
struct Judged {
    Ruling ruling;
    int multiplier = 0;
};

Judged judged(const GameLog& log, const Lawbook& book) {
    auto rec = fold_deal(log.deals[0], book, "test", 1);
    EXPECT_TRUE(rec.ok());
    Judged out;
    if (!rec.ok()) return out;
    out.multiplier = rec->end().multiplier();
    for (const Situation& x : rec->situations) {
        Ruling r = rule_on(book, x, rec->history[size_t(x.event)]);
        if (!r.options.empty() && acts_on_doubling(r.options.front())) return {r, out.multiplier};
    }
    ADD_FAILURE() << "no doubling ruling";
    return out;
}

} // namespace

TEST(ElectionMultiplier, ADoubleOutOfTurnNotYetElectedStandsOrCountsForNothing) {
    // East doubles before West has asked (Club 57): South has not yet said whether it stands.
    const Lawbook& club = code("club-1904");
    const GameLog log = doubled_deal("      - E doubles\n");
    const Judged j = judged(log, club);
    EXPECT_EQ(j.ruling.status, Status::Pending);
    EXPECT_EQ(j.multiplier, 2);
    EXPECT_EQ(
        multiplier_if_elected(log.deals[0], club, j.ruling, Option::DoubleStands, j.multiplier), 2);
    EXPECT_EQ(multiplier_if_elected(log.deals[0], club, j.ruling, Option::DoubleVoid, j.multiplier),
              1);
    // An option that does not touch the doubling leaves the multiplier as played.
    EXPECT_EQ(multiplier_if_elected(log.deals[0], club, j.ruling, Option::NewDeal, j.multiplier),
              2);
}

TEST(ElectionMultiplier, AnElectionRecordedIsReplacedByTheOther) {
    // West doubles, North re-doubles out of turn, West refuses it (Club 58): doubled only; had
    // he let it stand, re-doubled.
    const Lawbook& club = code("club-1904");
    const GameLog log =
        doubled_deal("      - W doubles\n      - N doubles\n      - W elects double-void\n");
    const Judged j = judged(log, club);
    EXPECT_EQ(j.multiplier, 2);
    EXPECT_EQ(multiplier_if_elected(log.deals[0], club, j.ruling, Option::DoubleVoid, j.multiplier),
              2);
    EXPECT_EQ(
        multiplier_if_elected(log.deals[0], club, j.ruling, Option::DoubleStands, j.multiplier), 4);
}

TEST(ElectionMultiplier, TheReDoubleAnEarlyLeadLeavesToConsent) {
    // Law 59: West leads before the doubling is complete; East re-doubles after the lead, which
    // needs the consent of South, who doubled last. Given: eight times; refused: four.
    const Lawbook& club = code("club-1904");
    const GameLog log =
        doubled_deal("      - W asks to lead\n      - E doubles\n      - S doubles\n"
                     "      - W plays DA\n      - E doubles\n");
    const Judged j = judged(log, club);
    EXPECT_EQ(j.ruling.situation.id, Infraction::LeadBeforeDoublingComplete);
    EXPECT_EQ(j.multiplier, 8);
    EXPECT_EQ(
        multiplier_if_elected(log.deals[0], club, j.ruling, Option::DoubleStands, j.multiplier), 8);
    EXPECT_EQ(multiplier_if_elected(log.deals[0], club, j.ruling, Option::DoubleVoid, j.multiplier),
              4);
}
