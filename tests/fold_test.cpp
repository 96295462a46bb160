#include "fold.h"
#include "test_util.h"

#include <gtest/gtest.h>

using namespace bl;
using bl::test::code;
using bl::test::log_from;

namespace {

const char* HANDS = "N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32";

DealRecord fold(const std::string& events, const std::string& id = "club-1904", char dealer = 'S') {
    const GameLog log = log_from(std::string("format: bridgelaws/1\ndeals:\n  - dealer: ") + dealer + "\n    hands: \"" + HANDS +
                                 "\"\n    events:\n" + events);
    auto rec = fold_deal(log.deals.at(0), code(id), "test.yaml", 1);
    if (!rec) {
        ADD_FAILURE() << rec.error().describe();
        return {};
    }
    return *rec;
}

const Situation* find(const DealRecord& r, Infraction id) {
    for (const Situation& x : r.situations)
        if (x.id == id) return &x;
    return nullptr;
}

} // namespace

TEST(Fold, DeclarationLeftAndDoublingDialogue) {
    const DealRecord r = fold("      - S leaves it\n      - N declares hearts\n      - W doubles\n      - N is satisfied\n"
                              "      - S doubles\n      - W is satisfied\n      - E is satisfied\n");
    const State& end = r.history.back();
    EXPECT_TRUE(end.left);
    EXPECT_EQ(end.declarer, N);
    EXPECT_EQ(end.trump, HEARTS);
    EXPECT_EQ(end.multiplier(), 4);
    EXPECT_TRUE(end.doubling_closed);
    EXPECT_TRUE(r.situations.empty());
    // History: the state before each event.
    ASSERT_EQ(r.history.size(), 8u);
    EXPECT_EQ(r.history[2].multiplier(), 1);
    EXPECT_EQ(r.history[3].multiplier(), 2);
    EXPECT_EQ(r.history[3].speaker, N); // the declarer has the first right to re-double
    EXPECT_EQ(r.history[5].speaker, W); // the original doubler has the first right again
}

TEST(Fold, DoublingStopsAtTheLimit) {
    // Hearts 8: 16, 32, 64; a further double would pass 100 (Law 58, reading no-exceed).
    const DealRecord r = fold("      - S declares hearts\n      - W doubles\n      - S doubles\n      - W doubles\n      - S doubles\n");
    EXPECT_EQ(r.history[4].multiplier(), 8);
    EXPECT_TRUE(r.history[4].doubling_closed);
    ASSERT_NE(find(r, Infraction::RedoubleOutOfTurn), nullptr);
    EXPECT_EQ(find(r, Infraction::RedoubleOutOfTurn)->event, 4);
}

TEST(Fold, RegularPlayFollowsTurnAndWinsTricks) {
    const DealRecord r = fold("      - S declares hearts\n      - W asks to lead\n      - E says yes\n"
                              "      - W plays S6\n      - N plays S4\n      - E plays ST\n      - S plays SJ\n"
                              "      - S plays DA\n      - W plays D6\n      - N plays D8\n      - E plays D2\n");
    EXPECT_TRUE(r.situations.empty());
    ASSERT_EQ(r.tricks.size(), 2u);
    EXPECT_EQ(r.tricks[0].winner, S);
    const State& end = r.history.back();
    EXPECT_EQ(end.won[EW], 0);
    EXPECT_EQ(end.won[NS], 2);
    EXPECT_TRUE(end.dummy_down);
    EXPECT_EQ(end.to_lead, S);
    EXPECT_EQ(r.ends, DealEnd::Abandoned); // the log stops after two tricks
}

TEST(Fold, LeadOutOfTurnCountsFollowers) {
    const DealRecord r = fold("      - S declares hearts\n      - W asks to lead\n      - E says yes\n"
                              "      - E plays S8\n      - S plays S7\n");
    const Situation* x = find(r, Infraction::LeadOutOfTurn);
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->offender, E);
    EXPECT_EQ(x->should_have_led, W);
    EXPECT_EQ(x->followed, 1);
    EXPECT_EQ(x->event, 3);
}

TEST(Fold, RenounceCorrectedOrEstablished) {
    const std::string start = "      - S declares hearts\n      - W asks to lead\n      - E says yes\n"
                              "      - W plays S6\n      - N plays S4\n      - E plays S8\n";
    // S holds S7 and SJ but plays a club.
    const DealRecord corrected = fold(start + "      - S plays C8\n      - S takes back C8\n      - S plays S7\n");
    const Situation* c = find(corrected, Infraction::RenounceCorrected);
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(c->status, Status::Corrected);
    EXPECT_TRUE(corrected.history.back().exposed.has(make_card(CLUBS, 6)));
    const DealRecord revoked = fold(start + "      - S plays C8\n      - quits\n");
    const Situation* v = find(revoked, Infraction::Revoke);
    ASSERT_NE(v, nullptr);
    EXPECT_EQ(v->status, Status::Established);
    EXPECT_EQ(v->offender, S);
    EXPECT_EQ(v->event, 6);
}

TEST(Fold, CardsNotHeldAreErrors) {
    const GameLog log = log_from(std::string("format: bridgelaws/1\ndeals:\n  - dealer: S\n    hands: \"") + HANDS +
                                 "\"\n    events:\n      - S declares hearts\n      - W plays SA\n");
    auto rec = fold_deal(log.deals[0], code("club-1904"), "t.yaml", 1);
    ASSERT_FALSE(rec.ok());
    EXPECT_EQ(rec.error().message, "deal 1, event 1: \"W plays SA\": W does not hold SA");
    EXPECT_EQ(rec.error().line, 7);
}

TEST(Fold, IrregularHandsAreRecordedNotRefused) {
    const GameLog log = log_from("format: bridgelaws/1\ndeals:\n  - dealer: S\n    hands: \"N:AKQ4.J32.T98.7654 T98.AK7.Q5432.K "
                                 "J7.Q986.AK.QJT98 6532.T54.J76.A32\"\n");
    auto rec = fold_deal(log.deals[0], code("club-1904"), "t.yaml", 1);
    ASSERT_TRUE(rec.ok());
    const Situation* x = find(*rec, Infraction::DealIrregular);
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->event, -1);
    EXPECT_EQ(x->offender, S);
    EXPECT_EQ(x->phase, Phase::Deal);
}

TEST(Fold, EarlierEditionPutsTheQuestionToTheDeclarer) {
    // club-1903 Laws 54-55: W asks E "May I play?"; E doubles; W asks the declarer (S), who is
    // satisfied; W asks N, who says yes.
    const std::string events = "      - S declares hearts\n      - W asks to lead\n      - E doubles\n      - W asks to lead\n"
                               "      - S is satisfied\n      - W asks to lead\n      - N says yes\n";
    const DealRecord r = fold(events, "club-1903");
    EXPECT_TRUE(r.situations.empty());
    EXPECT_TRUE(r.history.back().doubling_closed);
    EXPECT_EQ(r.history.back().multiplier(), 2);
    // Under the 1904 code no question follows a double: the second "asks to lead" is out of turn.
    const DealRecord later = fold(events, "club-1904");
    ASSERT_FALSE(later.situations.empty());
    EXPECT_EQ(later.situations[0].id, Infraction::AskOutOfTurn);
    EXPECT_EQ(later.situations[0].event, 3);
}

namespace {

// A deal with its own hands and during-deal list (docs/log-additions.md).
Result<DealRecord> fold_with(const std::string& hands, const std::string& during, const std::string& events,
                             const std::string& id = "club-1904") {
    const GameLog log = log_from("format: bridgelaws/1\ndeals:\n  - dealer: S\n    hands: \"" + hands + "\"\n" +
                                 (during.empty() ? "" : "    during-deal:\n" + during) + "    events:\n" + events);
    return fold_deal(log.deals.at(0), code(id), "test.yaml", 1);
}

// The situation `id` of a fold that must succeed and note it (an empty one, after a failure).
Situation noted(const Result<DealRecord>& r, Infraction id) {
    if (!r) {
        ADD_FAILURE() << r.error().describe();
        return {};
    }
    const Situation* x = find(*r, id);
    if (!x) ADD_FAILURE() << "no " << name(id) << " noted";
    return x ? *x : Situation{};
}

// Hearts declared by South, and West's opening lead.
std::string hearts_led(const std::string& card) {
    return "      - S declares hearts\n      - W asks to lead\n      - E says yes\n      - W plays " + card + "\n";
}

} // namespace

TEST(Fold, CardExposedInCuttingAndShuffleAfterCut) {
    auto r = fold_with(HANDS, "      - E cuts HQ\n      - E cuts\n      - S shuffles\n      - E cuts\n", "      - S declares hearts\n");
    ASSERT_TRUE(r) << r.error().describe();
    ASSERT_EQ(r->situations.size(), 2u);
    EXPECT_EQ(r->situations[0].id, Infraction::CutIrregular);
    EXPECT_EQ(r->situations[0].offender, E);
    EXPECT_EQ(r->situations[0].card, make_card(HEARTS, QUEEN));
    EXPECT_EQ(r->situations[0].phase, Phase::Deal);
    EXPECT_EQ(r->situations[1].id, Infraction::ShuffleAfterCut);
    EXPECT_EQ(r->situations[1].offender, S);
    EXPECT_EQ(r->situations[1].event, 2);
    // Shuffling before the cut is the dealer's right: nothing to note.
    auto fine = fold_with(HANDS, "      - S shuffles\n      - E cuts\n", "      - S declares hearts\n");
    ASSERT_TRUE(fine);
    EXPECT_TRUE(fine->situations.empty());
    // The cut of a deal's pack belongs in its during-deal list.
    auto misplaced = fold_with(HANDS, "", "      - E cuts\n");
    ASSERT_FALSE(misplaced);
    EXPECT_NE(misplaced.error().message.find("during-deal"), std::string::npos);
}

TEST(Fold, ShortHandCountedAfterPlayIsFoundThen) {
    // West short of the three of clubs; the other hands right.
    const std::string short_w = "N:975.Q93.QT.AT874 Q832.KJ4.KJ982.6 AK.A86.73.KQJ952 JT64.T752.A654.-";
    const std::string lead = "      - S declares clubs\n      - W asks to lead\n      - E says yes\n      - W plays DA\n";
    auto after = fold_with(short_w, "", lead + "      - W counts\n");
    ASSERT_TRUE(after) << after.error().describe();
    ASSERT_EQ(after->situations.size(), 1u);
    EXPECT_EQ(after->situations[0].id, Infraction::DealIrregular);
    EXPECT_EQ(after->situations[0].phase, Phase::Play);
    EXPECT_EQ(after->situations[0].event, 4);
    // Counted before he has played: found at the deal, as without a count.
    auto before = fold_with(short_w, "", "      - S declares clubs\n      - W counts\n");
    ASSERT_TRUE(before);
    ASSERT_EQ(before->situations.size(), 1u);
    EXPECT_EQ(before->situations[0].phase, Phase::Deal);
    EXPECT_EQ(before->situations[0].event, -1);
    // A right hand counted: nothing.
    auto right = fold_with(HANDS, "", "      - S declares clubs\n      - W counts\n");
    ASSERT_TRUE(right);
    EXPECT_TRUE(right->situations.empty());
}

TEST(Fold, WrongCardNamedOnlyForACardNotLiable) {
    // HANDS: N AKQ4.J32.T98.765, E T98.AK7.Q5432.K4, S J7.Q986.AK.QJT98, W 6532.T54.J76.A32.
    const std::string start = hearts_led("S2");
    const Situation wrong = noted(fold_with(HANDS, "", start + "      - W exposes D6\n      - S calls D7\n"), Infraction::WrongCardNamed);
    EXPECT_EQ(wrong.offender, S);
    EXPECT_EQ(wrong.card, make_card(DIAMONDS, 5));
    auto right = fold_with(HANDS, "", start + "      - W exposes D6\n      - S calls D6\n");
    ASSERT_TRUE(right);
    EXPECT_EQ(find(*right, Infraction::WrongCardNamed), nullptr);
    // Cards thrown down are liable to be called: naming one is no wrong card.
    auto thrown = fold_with(HANDS, "", start + "      - W throws down\n      - S calls D6\n");
    ASSERT_TRUE(thrown);
    EXPECT_EQ(find(*thrown, Infraction::WrongCardNamed), nullptr);
}

TEST(Fold, WrongPenaltyDemandedOnlyWhereTheLawGivesAChoice) {
    // East leads out of turn: the dealer may call the card or a suit; he demands the highest.
    const std::string start = "      - S declares clubs\n      - W asks to lead\n      - E says yes\n      - E plays HK\n";
    auto wrong = fold_with(HANDS, "", start + "      - S elects call-highest\n", "elwell-1904");
    ASSERT_TRUE(wrong);
    const Situation* x = find(*wrong, Infraction::WrongPenalty);
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->offender, S);
    EXPECT_EQ(x->event, 4);
    auto right = fold_with(HANDS, "", start + "      - S elects call-suit spades\n", "elwell-1904");
    ASSERT_TRUE(right);
    EXPECT_EQ(find(*right, Infraction::WrongPenalty), nullptr);
}

TEST(Fold, TheWrongPackDealtOrACardOfTheOtherPackFound) {
    auto adversaries = fold_with(HANDS, "      - S deals with EW\n      - W elects new-deal\n", "      []\n");
    ASSERT_TRUE(adversaries) << adversaries.error().describe();
    ASSERT_EQ(adversaries->situations.size(), 1u);
    EXPECT_EQ(adversaries->situations[0].id, Infraction::WrongPack);
    EXPECT_EQ(adversaries->situations[0].phase, Phase::Deal);
    EXPECT_EQ(adversaries->situations[0].elected, Option::NewDeal);
    EXPECT_EQ(adversaries->ends, DealEnd::NewDeal);
    auto own = fold_with(HANDS, "      - S deals with NS\n", "      - S declares hearts\n");
    ASSERT_TRUE(own);
    EXPECT_TRUE(own->situations.empty());
    // W (6532.T54.J76.A32) leads the six of diamonds, and it is of the other pack.
    const std::string lead = hearts_led("D6");
    const Situation stray = noted(fold_with(HANDS, "", lead + "      - W shows other pack D6\n"), Infraction::WrongPack);
    EXPECT_EQ(stray.offender, W);
    EXPECT_EQ(stray.phase, Phase::Play);
    auto not_dealt = fold_with(HANDS, "", lead + "      - W shows other pack DA\n");
    ASSERT_FALSE(not_dealt);
    EXPECT_NE(not_dealt.error().message.find("W was not dealt DA"), std::string::npos);
}
