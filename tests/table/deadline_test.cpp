#include "table/deadline.h"
#include "table/ruling.h"
#include "test_util.h"

#include <gtest/gtest.h>

using namespace bl;
using namespace bl::test;

namespace {


// One deal of the tests' HANDS, dealt by S, with these events, folded.
Folded fold_with_log(const std::string& events, const std::string& id = "club-1904") {
    return bl::test::folded(bl::test::events_log(events), id);
}

} // namespace

TEST(Deadline, TheFirstDeclarationAsToDoubling) {
    // N declares without leave; W's "May I lead?" is the first declaration as to doubling (Club
    // 1904 Law 49), before the doubling is closed by E's "Yes".
    const Folded f =
        fold_with_log("      - N declares spades\n      - W asks to lead\n      - E says yes\n");
    ASSERT_EQ(f.rec.situations.size(), 1u);
    EXPECT_EQ(deadline(f.log.deals[0], f.rec, f.rec.situations[0], Until::DoublingDeclared), 1);
    // A double is one too.
    const Folded d = fold_with_log("      - N declares spades\n      - W doubles\n");
    EXPECT_EQ(deadline(d.log.deals[0], d.rec, d.rec.situations[0], Until::DoublingDeclared), 1);
    // Nothing said yet: the claim stands.
    const Folded none = fold_with_log("      - N declares spades\n");
    EXPECT_EQ(
        deadline(none.log.deals[0], none.rec, none.rec.situations[0], Until::DoublingDeclared),
        NEVER);
}

TEST(Deadline, EveryLoggedDealIsCompleteBeforeItsFirstEvent) {
    // A claim written in `events` is made after the last card was dealt; one made while dealing
    // goes in `during-deal` and is in time (Elwell 39: "claimed prior to the conclusion of the
    // deal").
    const GameLog log = log_from(
        bl::test::one_deal_log("    during-deal:\n      - E exposes C4\n      - S elects new-deal\n"));
    auto rec = fold_deal(log.deals.at(0), code("elwell-1904"), "t.yaml", 1);
    ASSERT_TRUE(rec.ok());
    ASSERT_EQ(rec->situations.size(), 1u);
    const Situation& x = rec->situations[0];
    EXPECT_EQ(deadline(log.deals[0], *rec, x, Until::DealCompleted), -1);
    EXPECT_TRUE(x.elected_in_deal);
    EXPECT_EQ(x.elected, Option::NewDeal);
    EXPECT_EQ(rec->ends, DealEnd::NewDeal);
    const Ruling r = rule_on(code("elwell-1904"), x, rec->history.front(),
                             [&](Until u) { return deadline(log.deals[0], *rec, x, u); });
    EXPECT_EQ(r.status, Status::Established);
    EXPECT_EQ(r.elected, Option::NewDeal);
}
