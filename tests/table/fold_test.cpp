#include "core/card.h"
#include "table/fold.h"
#include "table/ruling.h"
#include "test_util.h"

#include <algorithm>
#include <gtest/gtest.h>

using namespace bl;
using namespace bl::test;

namespace {

// One deal of HANDS folded; `rest` follows the hands line (events, during-deal, a turn-up).
Result<DealRecord> fold_result(const std::string& rest, const std::string& id, char dealer = 'S') {
    const GameLog log = log_from(one_deal_log(rest, dealer));
    return fold_deal(log.deals.at(0), code(id), "test.yaml", 1);
}

DealRecord fold_log(const std::string& rest, const std::string& id, char dealer = 'S') {
    auto rec = fold_result(rest, id, dealer);
    if (!rec) {
        ADD_FAILURE() << rec.error().describe();
        return {};
    }
    return *rec;
}

DealRecord fold_events(const std::string& events, const std::string& id = "club-1904",
                       char dealer = 'S') {
    return fold_log("    events:\n" + events, id, dealer);
}

const Situation* find_situation(const DealRecord& r, Infraction id) {
    for (const Situation& x : r.situations)
        if (x.id == id) return &x;
    return nullptr;
}

// Whether the first situation `id` has the flag; fails the test when there is no such situation.
bool flagged(const DealRecord& r, Infraction id, Flag f) {
    const Situation* x = find_situation(r, id);
    EXPECT_NE(x, nullptr) << name(id);
    return x && x->has(f);
}

// A Short Bridge deal: S deals and turns up the seven of spades (his own card); `rest` follows.
DealRecord fold_short(const std::string& rest) {
    return fold_log("    turn-up: S7\n" + rest, "short-bridge");
}

} // namespace

TEST(Fold, DeclarationLeftAndDoublingDialogue) {
    const DealRecord r =
        fold_events("      - S leaves it\n      - N declares hearts\n      - W doubles\n      - N "
                    "is satisfied\n"
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
    const DealRecord r = fold_events("      - S declares hearts\n      - W doubles\n      - S "
                                     "doubles\n      - W doubles\n      - S doubles\n");
    EXPECT_EQ(r.history[4].multiplier(), 8);
    EXPECT_TRUE(r.history[4].doubling_closed);
    ASSERT_NE(find_situation(r, Infraction::RedoubleOutOfTurn), nullptr);
    EXPECT_EQ(find_situation(r, Infraction::RedoubleOutOfTurn)->event, 4);
    EXPECT_TRUE(flagged(r, Infraction::RedoubleOutOfTurn, Flag::PastLimit));
    // A re-double out of turn below the limit is not past it.
    EXPECT_FALSE(flagged(fold_events("      - S declares hearts\n      - S doubles\n"),
                         Infraction::RedoubleOutOfTurn, Flag::PastLimit));
}

TEST(Fold, RegularPlayFollowsTurnAndWinsTricks) {
    const DealRecord r = fold_events(
        OPEN + "      - W plays S6\n      - N plays S4\n      - E plays ST\n      - S plays SJ\n"
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
    const DealRecord r = fold_events(OPEN + "      - E plays S8\n      - S plays S7\n");
    const Situation* x = find_situation(r, Infraction::LeadOutOfTurn);
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->offender, E);
    EXPECT_EQ(x->should_have_led, W);
    EXPECT_EQ(x->followed, 1);
    EXPECT_EQ(x->event, 3);
}

TEST(Fold, RenounceCorrectedOrEstablished) {
    const std::string start = OPEN + "      - W plays S6\n      - N plays S4\n      - E plays S8\n";
    // S holds S7 and SJ but plays a club.
    const DealRecord corrected =
        fold_events(start + "      - S plays C8\n      - S takes back C8\n      - S plays S7\n");
    const Situation* c = find_situation(corrected, Infraction::RenounceCorrected);
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(c->status, Status::Corrected);
    EXPECT_TRUE(corrected.history.back().exposed.has(make_card(CLUBS, 6)));
    const DealRecord revoked = fold_events(start + "      - S plays C8\n      - quits\n");
    const Situation* v = find_situation(revoked, Infraction::Revoke);
    ASSERT_NE(v, nullptr);
    EXPECT_EQ(v->status, Status::Established);
    EXPECT_EQ(v->offender, S);
    EXPECT_EQ(v->event, 6);
}

TEST(Fold, CardsNotHeldAreErrors) {
    const GameLog log = log_from(events_log("      - S declares hearts\n      - W plays SA\n"));
    auto rec = fold_deal(log.deals[0], code("club-1904"), "t.yaml", 1);
    ASSERT_FALSE(rec.ok());
    EXPECT_EQ(rec.error().message, "deal 1, event 1: \"W plays SA\": W does not hold SA");
    EXPECT_EQ(rec.error().line, 7);
}

TEST(Fold, IrregularHandsAreRecordedNotRefused) {
    const GameLog log = log_from(
        one_deal_log("", 'S', "N:AKQ4.J32.T98.7654 T98.AK7.Q5432.K J7.Q986.AK.QJT98 6532.T54.J76.A32"));
    auto rec = fold_deal(log.deals[0], code("club-1904"), "t.yaml", 1);
    ASSERT_TRUE(rec.ok());
    const Situation* x = find_situation(*rec, Infraction::DealIrregular);
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
    const DealRecord r = fold_events(events, "club-1903");
    EXPECT_TRUE(r.situations.empty());
    EXPECT_TRUE(r.history.back().doubling_closed);
    EXPECT_EQ(r.history.back().multiplier(), 2);
    // Under the 1904 code no question follows a double: the second "asks to lead" is out of turn.
    const DealRecord later = fold_events(events, "club-1904");
    ASSERT_FALSE(later.situations.empty());
    EXPECT_EQ(later.situations[0].id, Infraction::AskOutOfTurn);
    EXPECT_EQ(later.situations[0].event, 3);
}

namespace {

// A deal with its own hands and during-deal list (docs/log-additions.md).
Result<DealRecord> fold_with(const std::string& hands, const std::string& during, const std::string& events,
                             const std::string& id = "club-1904") {
    const GameLog log = log_from(one_deal_log(
        (during.empty() ? "" : "    during-deal:\n" + during) + "    events:\n" + events, 'S', hands));
    return fold_deal(log.deals.at(0), code(id), "test.yaml", 1);
}

// The situation `id` of a fold that must succeed and note it (an empty one, after a failure).
Situation situation_noted(const Result<DealRecord>& r, Infraction id) {
    if (!r) {
        ADD_FAILURE() << r.error().describe();
        return {};
    }
    const Situation* x = find_situation(*r, id);
    if (!x) ADD_FAILURE() << "no " << name(id) << " noted";
    return x ? *x : Situation{};
}

// Hearts declared by South, and West's opening lead.
std::string hearts_led(const std::string& card) {
    return OPEN + "      - W plays " + card + "\n";
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
    const Situation wrong =
        situation_noted(fold_with(HANDS, "", start + "      - W exposes D6\n      - S calls D7\n"),
                        Infraction::WrongCardNamed);
    EXPECT_EQ(wrong.offender, S);
    EXPECT_EQ(wrong.card, make_card(DIAMONDS, 5));
    auto right = fold_with(HANDS, "", start + "      - W exposes D6\n      - S calls D6\n");
    ASSERT_TRUE(right);
    EXPECT_EQ(find_situation(*right, Infraction::WrongCardNamed), nullptr);
    // Cards thrown down are liable to be called: naming one is no wrong card.
    auto thrown = fold_with(HANDS, "", start + "      - W throws down\n      - S calls D6\n");
    ASSERT_TRUE(thrown);
    EXPECT_EQ(find_situation(*thrown, Infraction::WrongCardNamed), nullptr);
}

TEST(Fold, WrongPenaltyDemandedOnlyWhereTheLawGivesAChoice) {
    // East leads out of turn: the dealer may call the card or a suit; he demands the highest.
    const std::string start = "      - S declares clubs\n      - W asks to lead\n      - E says yes\n      - E plays HK\n";
    auto wrong = fold_with(HANDS, "", start + "      - S elects call-highest\n", "elwell-1904");
    ASSERT_TRUE(wrong);
    const Situation* x = find_situation(*wrong, Infraction::WrongPenalty);
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->offender, S);
    EXPECT_EQ(x->event, 4);
    auto right = fold_with(HANDS, "", start + "      - S elects call-suit spades\n", "elwell-1904");
    ASSERT_TRUE(right);
    EXPECT_EQ(find_situation(*right, Infraction::WrongPenalty), nullptr);
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
    const Situation stray = situation_noted(
        fold_with(HANDS, "", lead + "      - W shows other pack D6\n"), Infraction::WrongPack);
    EXPECT_EQ(stray.offender, W);
    EXPECT_EQ(stray.phase, Phase::Play);
    auto not_dealt = fold_with(HANDS, "", lead + "      - W shows other pack DA\n");
    ASSERT_FALSE(not_dealt);
    EXPECT_NE(not_dealt.error().message.find("W was not dealt DA"), std::string::npos);
}

TEST(Fold, DummysOmittedPlayIsDummys) {
    // S deals, N is Dummy. The trick is quitted with N's card missing: the omission is Dummy's
    // seat's, so a code can rule it apart from the dealer's own (Club 87, Elwell 83).
    const std::string start = OPEN + "      - W plays S6\n";
    const DealRecord dummy =
        fold_events(start + "      - E plays S8\n      - S plays S7\n      - quits\n");
    const Situation* x = find_situation(dummy, Infraction::OmittedPlay);
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->offender, N);
    EXPECT_EQ(dummy.history.back().role_of(x->offender), Role::Dummy);
    const DealRecord adversary =
        fold_events(start + "      - N plays S4\n      - S plays S7\n      - quits\n");
    const Situation* y = find_situation(adversary, Infraction::OmittedPlay);
    ASSERT_NE(y, nullptr);
    EXPECT_EQ(y->offender, E);
}

TEST(Fold, AFailureToComplyNamesTheCallDisobeyed) {
    // E exposes the eight of spades; the dealer calls it when E must follow to spades; E plays the
    // ten.
    const DealRecord r =
        fold_events(OPEN + "      - E exposes S8\n      - W plays S6\n      - N plays "
                           "S4\n      - S calls S8\n      - E plays ST\n");
    const Situation* x = find_situation(r, Infraction::FailureToComply);
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->offender, E);
    ASSERT_TRUE(x->call);
    EXPECT_EQ(*x->call, CallKind::Card);
}

TEST(Fold, LeadingAgainWithoutWaitingIsAPlayOutOfOrder) {
    // W leads the ace of clubs and puts the two down at once, before his partner (E) has played:
    // not a card to the trick but a play out of order, with no place in it; the two is exposed.
    const std::string start = OPEN + "      - W plays CA\n";
    const DealRecord r = fold_events(start + "      - W plays C2\n");
    const Situation* x = find_situation(r, Infraction::PlayedBeforePartner);
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->offender, W);
    EXPECT_EQ(x->position, 0);
    EXPECT_EQ(x->card, make_card(CLUBS, 0));
    EXPECT_EQ(find_situation(r, Infraction::SurplusCard), nullptr);
    EXPECT_TRUE(r.history.back().exposed.has(make_card(CLUBS, 0)));
    EXPECT_EQ(r.history.back().trick.by_seat[W], make_card(CLUBS, 12));
    // Once his partner has played, a second card from the leader is a surplus card.
    const DealRecord late =
        fold_events(start + "      - N plays C5\n      - E plays C4\n      - W plays C2\n");
    EXPECT_EQ(find_situation(late, Infraction::PlayedBeforePartner), nullptr);
    EXPECT_NE(find_situation(late, Infraction::SurplusCard), nullptr);
}

TEST(Fold, TheTurnedTrumpCardTakenUpTooSoonOrTooLate) {
    // Short Bridge: S deals and turns up the seven of spades (his own card).
    const auto sb = [](const std::string& events) { return fold_short("    events:\n" + events); };
    const std::string trick1 = "      - W plays S6\n      - N plays S4\n      - E plays S8\n";
    // Before his turn to play to the first trick: too soon (Law 54).
    const DealRecord soon = sb("      - S takes up\n" + trick1);
    const Situation* x = find_situation(soon, Infraction::TrumpCardIrregular);
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->offender, S);
    EXPECT_EQ(x->trick, 1);
    EXPECT_EQ(x->card, make_card(SPADES, 5));
    // At his turn: in time; not written at all: in time.
    EXPECT_EQ(find_situation(sb(trick1 + "      - S takes up\n      - S plays SJ\n"),
                             Infraction::TrumpCardIrregular),
              nullptr);
    EXPECT_EQ(find_situation(sb(trick1 + "      - S plays SJ\n"), Infraction::TrumpCardIrregular),
              nullptr);
    // After the first trick is quitted: left on the table too long (Law 52).
    const DealRecord late =
        sb(trick1 + "      - S plays SJ\n      - S plays DA\n      - S takes up\n");
    const Situation* y = find_situation(late, Infraction::TrumpCardIrregular);
    ASSERT_NE(y, nullptr);
    EXPECT_EQ(y->trick, 2);
}

TEST(Fold, TheTrumpCardNamedOnceTakenUp) {
    // Short Bridge Law 53: named by a player once the dealer has it in his hand; not before, and
    // not the dealer's own remark.
    const auto sb = [](const std::string& events) { return fold_short("    events:\n" + events); };
    const std::string trick1 = "      - W plays S6\n      - N plays S4\n      - E plays S8\n";
    const DealRecord named = sb(trick1 + "      - S plays SJ\n      - W names trump card\n");
    const Situation* x = find_situation(named, Infraction::TrumpCardIrregular);
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->offender, W);
    EXPECT_EQ(x->card, make_card(SPADES, 5));
    EXPECT_EQ(
        find_situation(sb(trick1 + "      - W names trump card\n"), Infraction::TrumpCardIrregular),
        nullptr);
    EXPECT_EQ(find_situation(sb(trick1 + "      - S plays SJ\n      - S names trump card\n"),
                             Infraction::TrumpCardIrregular),
              nullptr);
}

TEST(Fold, CardsThrownDownAfterTheDealersClaimAndAllHandsDown) {
    const std::string start = OPEN + "      - W plays S6\n      - N plays S4\n      - E plays S8\n "
                                     "     - S plays SJ\n      - S claims\n";
    const DealRecord all = fold_events(
        start + "      - S throws down\n      - E throws down\n      - W throws down\n");
    int seen = 0;
    for (const Situation& x : all.situations) {
        if (x.id != Infraction::CardsThrownDown) continue;
        ++seen;
        EXPECT_TRUE(x.has(Flag::AfterClaim));
        EXPECT_TRUE(x.has(Flag::AllDown)); // N's hand is Dummy's, on the table
    }
    EXPECT_EQ(seen, 3);
    // Only East throws down, with no claim made: neither fact holds.
    const DealRecord one = fold_events(OPEN + "      - W plays S6\n      - E throws down\n");
    const Situation* x = find_situation(one, Infraction::CardsThrownDown);
    ASSERT_NE(x, nullptr);
    EXPECT_FALSE(x->has(Flag::AfterClaim));
    EXPECT_FALSE(x->has(Flag::AllDown));
}

TEST(Fold, TheDealerLooksAtTheTrumpCardOrAnother) {
    const auto sb = [](const std::string& card) {
        return fold_short("    during-deal:\n      - S looks at " + card + "\n");
    };
    EXPECT_TRUE(flagged(sb("S7"), Infraction::DealerLooked, Flag::TrumpCard));
    EXPECT_FALSE(flagged(sb("DA"), Infraction::DealerLooked, Flag::TrumpCard));
}

TEST(Fold, ADoubleAfterThePartnersExposureIsForfeited) {
    // W shows a card before the declaration (Club 1904 Law 71: his partner forfeits any right to
    // double); E's double counts for nothing and the dialogue goes on.
    const DealRecord r =
        fold_events("      - W exposes D7\n      - S declares hearts\n      - W asks to "
                    "lead\n      - E doubles\n      - E says yes\n");
    const Situation* x = find_situation(r, Infraction::DoubleOutOfTurn);
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->offender, E);
    EXPECT_TRUE(x->has(Flag::Forfeited));
    EXPECT_EQ(r.history.back().multiplier(), 1);
    EXPECT_TRUE(r.history.back().doubling_closed);
    // Without the exposure the same double is regular.
    const DealRecord clean =
        fold_events("      - S declares hearts\n      - W asks to lead\n      - E doubles\n");
    EXPECT_TRUE(clean.situations.empty());
    EXPECT_EQ(clean.history.back().multiplier(), 2);
}

TEST(Fold, WhereOnlyTheLeaderDoubles) {
    // Ames R4 (doublers: leader): E's double counts for nothing; W's lead, unasked, is regular.
    const DealRecord pone = fold_events(
        "      - S declares hearts\n      - E doubles\n      - W plays S6\n", "three-hand-ames");
    ASSERT_EQ(pone.situations.size(), 1u);
    EXPECT_EQ(pone.situations[0].id, Infraction::DoubleOutOfTurn);
    EXPECT_EQ(pone.situations[0].offender, E);
    EXPECT_EQ(pone.history.back().multiplier(), 1);
    // The leader's own double stands; under Elwell the same unasked lead is irregular.
    const DealRecord leader =
        fold_events("      - S declares hearts\n      - W doubles\n      - S is "
                    "satisfied\n      - N is satisfied\n      - W plays S6\n",
                    "three-hand-ames");
    EXPECT_TRUE(leader.situations.empty());
    EXPECT_EQ(leader.history.back().multiplier(), 2);
    const DealRecord elwell =
        fold_events("      - S declares hearts\n      - W plays S6\n", "elwell-1904");
    EXPECT_NE(find_situation(elwell, Infraction::LeadWithoutAsking), nullptr);
    EXPECT_TRUE(fold_events("      - S declares hearts\n      - W plays S6\n", "three-hand-ames")
                    .situations.empty());
}

TEST(Fold, AReDoubleAfterTheTrumpIsMadeFromXsHandCountsForNothing) {
    // Ames R4 (redouble-when-left: void): the dealer made the trump from X's hand, so he has seen
    // X's cards and "cannot redouble"; the leader's double ends the doubling, and West's lead
    // after it is regular.
    const std::string made = "      - S leaves it\n      - N declares hearts\n      - W doubles\n";
    for (const char* by : {"S", "N"}) { // at his own seat, or at X's, whose hand he speaks for
        const DealRecord r = fold_events(made + "      - " + by + " doubles\n      - W plays S6\n",
                                         "three-hand-ames");
        ASSERT_EQ(r.situations.size(), 1u) << by;
        EXPECT_EQ(r.situations[0].id, Infraction::RedoubleOutOfTurn);
        EXPECT_TRUE(r.situations[0].has(Flag::Left));
        EXPECT_EQ(r.history.back().multiplier(), 2) << by;
        EXPECT_TRUE(r.history[3].doubling_closed); // closed by the double, before the re-double
    }
    // Declared from his own hand, the dealer re-doubles as in the four-hand game.
    const DealRecord own = fold_events(
        "      - S declares hearts\n      - W doubles\n      - S doubles\n", "three-hand-ames");
    EXPECT_TRUE(own.situations.empty());
    EXPECT_EQ(own.history.back().multiplier(), 4);
    // Under Elwell, South's re-double after North declared is out of turn but counts until the
    // last doubler refuses it (Law 55).
    EXPECT_EQ(fold_events(made + "      - S doubles\n", "elwell-1904").history.back().multiplier(),
              4);
}

TEST(Fold, ThePartnerWhoPassedTheDeclarationBackMayStillDeclare) {
    // S leaves it, N passes it back; W compels N to declare (Club 1904 Law 50 II): N's declaration
    // is the one the law requires, not a declaration without leave. The dealer may declare too.
    const DealRecord compelled =
        fold_events("      - S leaves it\n      - N leaves it\n      - W elects "
                    "compel-declaration\n      - N declares spades\n");
    ASSERT_EQ(compelled.situations.size(), 1u);
    EXPECT_EQ(compelled.situations[0].id, Infraction::DeclarationPassedBack);
    EXPECT_EQ(compelled.history.back().declarer, N);
    const DealRecord dealer =
        fold_events("      - S leaves it\n      - N leaves it\n      - S declares hearts\n");
    ASSERT_EQ(dealer.situations.size(), 1u);
    EXPECT_EQ(dealer.history.back().declarer, S);
    // Without the passing back, N's declaration when S has not left it is unauthorised.
    EXPECT_NE(find_situation(fold_events("      - N declares spades\n"),
                             Infraction::DeclarationUnauthorised),
              nullptr);
}

TEST(Fold, ACardPlayedAgainstACallAndTakenBackIsWithdrawnAndTheCallBindsAgain) {
    // E leads out of turn (W should); S calls clubs; E takes back; W leads a spade against the
    // call, takes it back, and leads a club.
    const std::string start =
        OPEN + "      - E plays S8\n      - S elects call-suit clubs\n      - E takes back S8\n    "
               "  - W plays S6\n      - W takes back S6\n";
    const DealRecord r = fold_events(start + "      - W plays C2\n");
    const Situation* x = find_situation(r, Infraction::FailureToComply);
    ASSERT_NE(x, nullptr);
    EXPECT_TRUE(x->withdrawn);
    EXPECT_EQ(x->withdrawn_event, 7);
    EXPECT_EQ(std::count_if(r.situations.begin(), r.situations.end(),
                            [](const Situation& s) { return s.id == Infraction::FailureToComply; }),
              1);
    // The call still binds the corrected lead: a diamond would fail it again.
    const DealRecord again = fold_events(start + "      - W plays D6\n");
    EXPECT_EQ(std::count_if(again.situations.begin(), again.situations.end(),
                            [](const Situation& s) { return s.id == Infraction::FailureToComply; }),
              2);
}

TEST(Fold, OfCardsPlayedTogetherTheCalledOneCountsForTheTrick) {
    // W leads S6 and S5 together (two cards stuck); S, the dealer, names the five for the trick:
    // the five is W's card in the trick, the six goes back to his hand, exposed.
    const DealRecord r = fold_events(OPEN + "      - W plays S6 S5\n      - S calls S5\n");
    ASSERT_NE(find_situation(r, Infraction::CardsPlayedTogether), nullptr);
    const State& end = r.history.back();
    EXPECT_EQ(end.trick.by_seat[W], make_card(SPADES, 3));
    EXPECT_TRUE(end.hand[W].has(make_card(SPADES, 4)));
    EXPECT_TRUE(end.exposed.has(make_card(SPADES, 4)));
    EXPECT_FALSE(end.exposed.has(make_card(SPADES, 3)));
    // Naming the card already counted changes nothing, and leaves the other exposed.
    const DealRecord same = fold_events(OPEN + "      - W plays S6 S5\n      - S calls S6\n");
    EXPECT_EQ(same.history.back().trick.by_seat[W], make_card(SPADES, 4));
    EXPECT_TRUE(same.history.back().exposed.has(make_card(SPADES, 3)));
}

TEST(Fold, ADoubleOutOfTurnDoesNotBeginTheDialogue) {
    // E doubles before W has asked (out of turn); W then leads without asking: a lead without
    // asking, not a lead before the doubling is complete (club-1903: the double stands).
    const DealRecord r = fold_events(
        "      - S declares spades\n      - E doubles\n      - W plays S6\n", "club-1903");
    EXPECT_NE(find_situation(r, Infraction::LeadWithoutAsking), nullptr);
    EXPECT_EQ(find_situation(r, Infraction::LeadBeforeDoublingComplete), nullptr);
    // After W's own double, his early lead is one before the doubling is complete.
    const DealRecord begun = fold_events(
        "      - S declares spades\n      - W doubles\n      - W plays S6\n", "club-1903");
    EXPECT_NE(find_situation(begun, Infraction::LeadBeforeDoublingComplete), nullptr);
}

TEST(Fold, ADoubleJustAfterALeadBeforeTheDoublingIsComplete) {
    // W asks, E doubles, S re-doubles, W leads at once; E re-doubles before anyone follows. Club
    // 1904 Law 59: the lead does not take away the right to double; the re-double counts, pending
    // the consent of the last doubler (the election on the early lead).
    const std::string events =
        "      - S declares hearts\n      - W asks to lead\n      - E doubles\n      - S doubles\n "
        "     - W plays S6\n      - E doubles\n";
    const DealRecord r = fold_events(events);
    ASSERT_EQ(r.situations.size(), 1u);
    EXPECT_EQ(r.situations[0].id, Infraction::LeadBeforeDoublingComplete);
    EXPECT_EQ(r.history.back().multiplier(), 8);
    // Club 1903 makes no provision for the early lead: the later double is out of turn.
    const DealRecord old = fold_events(events, "club-1903");
    EXPECT_NE(find_situation(old, Infraction::DoubleOutOfTurn), nullptr);
}

TEST(Fold, TheLastDoublerRefusesTheReDoubleAnEarlyLeadLeftOpen) {
    // As above; S, who doubled last, refuses East's re-double (double-void on the early lead).
    // Club 1904 Law 59, Elwell 56: the refusal stops East's re-double only; S's own re-double,
    // made in turn, stands, and the doubling does not end by it (the rule has no follows).
    const std::string early =
        "      - S declares hearts\n      - W asks to lead\n      - E doubles\n"
        "      - S doubles\n      - W plays S6\n";
    for (const char* id : {"club-1904", "elwell-1904"}) {
        const DealRecord before = fold_events(early + "      - S elects double-void\n", id);
        EXPECT_EQ(before.history.back().multiplier(), 4) << id;
        // Refused after East re-doubled: his re-double is undone, the rest stands.
        const DealRecord after =
            fold_events(early + "      - E doubles\n      - S elects double-void\n", id);
        EXPECT_EQ(after.history.back().multiplier(), 4) << id;
        // Consent given: East's re-double counts.
        const DealRecord given =
            fold_events(early + "      - E doubles\n      - S elects double-stands\n", id);
        EXPECT_EQ(given.history.back().multiplier(), 8) << id;
    }
    // Refused before East speaks: a double of his after the refusal does not count.
    const DealRecord late =
        fold_events(early + "      - S elects double-void\n      - E doubles\n");
    EXPECT_EQ(late.history.back().multiplier(), 4);
}

TEST(Fold, AReDoubleMadeAfterTheRefusalIsRuledUnderTheConsentLaw) {
    // S refuses East's re-double (Club 1904 Law 59, Elwell 56), and East doubles all the same:
    // not a double out of turn under Club 57 / Elwell 54 (a double before "May I lead?"), but a
    // re-double the consent was refused to. It counts for nothing, and no penalty follows.
    const std::string events =
        "      - S declares hearts\n      - W asks to lead\n      - E doubles\n"
        "      - S doubles\n      - W plays S6\n      - S elects double-void\n      - E doubles\n";
    for (const auto& [id, law] : {std::pair{"club-1904", "59"}, std::pair{"elwell-1904", "56"}}) {
        const DealRecord r = fold_events(events, id);
        EXPECT_EQ(r.history.back().multiplier(), 4) << id;
        ASSERT_EQ(r.situations.size(), 2u) << id;
        const Situation& x = r.situations[1];
        EXPECT_EQ(x.id, Infraction::DoubleOutOfTurn) << id;
        EXPECT_EQ(x.offender, E) << id;
        EXPECT_TRUE(x.has(Flag::Refused)) << id;
        const Rule* rule = find_rule(code(id), x, r.history.back());
        ASSERT_NE(rule, nullptr) << id;
        EXPECT_EQ(rule->provision, Provision::NoProvision) << id;
        EXPECT_EQ(rule->laws, std::vector<std::string>{law}) << id;
    }
    // With consent given, the same double counts and nothing is irregular in it.
    const std::string given =
        "      - S declares hearts\n      - W asks to lead\n      - E doubles\n"
        "      - S doubles\n      - W plays S6\n      - S elects double-stands\n"
        "      - E doubles\n";
    const DealRecord r = fold_events(given);
    EXPECT_EQ(r.history.back().multiplier(), 8);
    EXPECT_EQ(find_situation(r, Infraction::DoubleOutOfTurn), nullptr);
}

TEST(Fold, ADoubleOutOfTurnRefusedIsUndoneAndTheDoublingEnds) {
    // E doubles before W asks (Club 1904 Law 57); S says it does not stand: the double is undone
    // and, as the rule's follows say, no further doubling (Law 58).
    const DealRecord r =
        fold_events("      - S declares hearts\n      - E doubles\n      - S elects double-void\n");
    EXPECT_EQ(r.history.back().multiplier(), 1);
    EXPECT_TRUE(r.history.back().doubling_closed);
    const DealRecord stands = fold_events(
        "      - S declares hearts\n      - E doubles\n      - S elects double-stands\n");
    EXPECT_EQ(stands.history.back().multiplier(), 2);
    EXPECT_FALSE(stands.history.back().doubling_closed);
    // A re-double out of turn refused (Law 58): the double in turn stands, the re-double does not.
    const DealRecord re =
        fold_events("      - S declares hearts\n      - W doubles\n      - N doubles\n  "
                    "    - W elects double-void\n");
    EXPECT_EQ(re.history.back().multiplier(), 2);
    EXPECT_TRUE(re.history.back().doubling_closed);
}

TEST(Fold, TheFourthHandBeforeHisPartnerAfterTheThirdHadPlayed) {
    // W leads; E (third) plays before N (second), then S (fourth) before N too (Short Bridge 67).
    const DealRecord r =
        fold_short("    events:\n      - W plays S6\n      - E plays S8\n      - S plays SJ\n");
    ASSERT_EQ(r.situations.size(), 2u);
    EXPECT_EQ(r.situations[0].position, 3);
    EXPECT_EQ(r.situations[1].position, 4);
    EXPECT_TRUE(r.situations[1].has(Flag::ThirdPlayed));
    // The fourth hand before the second with the third not yet played (Law 68).
    EXPECT_FALSE(flagged(fold_short("    events:\n      - W plays S6\n      - S plays SJ\n"),
                         Infraction::PlayedBeforePartner, Flag::ThirdPlayed));
}

TEST(Fold, DummyPointsOutALeadFromTheWrongHand) {
    // S deals; the lead is in his own hand (he won trick 1), but he leads from Dummy (N); N draws
    // attention. club-1903 Law 60 allows it: no intervention. club-1904 has no such law.
    const std::string events =
        OPEN + "      - W plays S6\n      - N plays S4\n      - E plays S8\n      - S plays SJ\n   "
               "   - N plays D8\n      - N draws attention\n";
    EXPECT_EQ(find_situation(fold_events(events, "club-1903"), Infraction::DummyIntervention),
              nullptr);
    EXPECT_NE(find_situation(fold_events(events, "club-1903"), Infraction::LeadFromWrongHand),
              nullptr);
    EXPECT_NE(find_situation(fold_events(events, "club-1904"), Infraction::DummyIntervention),
              nullptr);
}

TEST(Fold, AnImperfectPackIsNoMisdeal) {
    // Short Bridge: West has twelve cards and no one fourteen (a card missing): the pack is
    // imperfect, a new deal by the same dealer (Laws 37, 47), not a misdeal (44 IV).
    const auto sb = [](const std::string& hands) {
        auto rec = fold_deal(log_from(one_deal_log("    turn-up: H3\n", 'S', hands)).deals.at(0),
                             code("short-bridge"), "t.yaml", 1);
        return rec.ok() ? *rec : DealRecord{};
    };
    const DealRecord short_pack =
        sb("N:AKJ74.J6.82.KQ82 Q5.Q98.753.JT743 32.AKT43.AJ94.A6 T986.752.KQT6.5");
    ASSERT_EQ(short_pack.situations.size(), 1u);
    EXPECT_EQ(short_pack.situations[0].id, Infraction::DealIrregular);
    // Fourteen and twelve from a perfect pack: a misdeal.
    const DealRecord fourteen =
        sb("N:AKJ74.J6.82.KQ982 Q5.Q98.753.JT743 32.AKT43.AJ94.A6 T986.752.KQT6.5");
    ASSERT_EQ(fourteen.situations.size(), 1u);
    EXPECT_EQ(fourteen.situations[0].id, Infraction::Misdeal);
}

TEST(Fold, TheAdversaryDeclaresForDummy) {
    // Dummy Bridge R5: "If the dealer, when he deals for Dummy, passes the declaration to his
    // Dummy's hand, his left-hand adversary looks at Dummy's hand, and declares trumps from it".
    // N deals for Dummy; S, the Dummy player, passes; W declares for Dummy, and the trump stands.
    // The procedure of the game: nothing to rule on.
    const DealRecord r = fold_events("      - S leaves it\n      - W declares spades\n      - E "
                                     "asks to lead\n      - W says yes\n",
                                     "dummy-bridge", 'N');
    EXPECT_TRUE(r.situations.empty());
    EXPECT_EQ(r.history.back().trump, SPADES);
    EXPECT_TRUE(r.history.back().doubling_closed);
    // Dummy Bridge R9: "If the player playing Dummy, when he deals for himself, passes the
    // declaration to his Dummy's hand, his right-hand adversary looks at Dummy's hand, and declares
    // trumps from it"; Three-handed R5: "Should the dealer pass the declaration to his Dummy, his
    // right-hand adversary looks at Dummy's hand and declares trumps from it". S deals, passes, E
    // declares: nothing to rule on, the trump stands.
    for (const char* id : {"dummy-bridge", "three-handed"}) {
        const DealRecord own = fold_events("      - S leaves it\n      - E declares hearts\n", id);
        EXPECT_TRUE(own.situations.empty()) << id;
        EXPECT_EQ(own.history.back().trump, HEARTS) << id;
        // Declaring before the declaration is passed is no procedure: an adversary's declaration.
        const DealRecord early = fold_events("      - E declares hearts\n", id);
        ASSERT_EQ(early.situations.size(), 1u) << id;
        EXPECT_EQ(early.situations[0].id, Infraction::DeclarationByAdversary) << id;
    }
    // In the four-hand code an adversary's declaration fixes nothing.
    const DealRecord club = fold_events("      - W declares spades\n", "club-1904", 'N');
    EXPECT_EQ(club.history.back().trump, NO_DENOM);
}

TEST(Fold, ACardTakenBackLeavesAGapThatTheNextPlayMustFill) {
    // W leads, N and E play, N takes his card back: the trick waits for N, so E playing again
    // is a surplus card, not E's card replaced (the usual-card path must not take it).
    const DealRecord r = fold_events(
        OPEN +
        "      - W plays S6\n      - N plays S4\n      - E plays S8\n"
        "      - N takes back S4\n      - E plays S9\n      - N plays SA\n      - S plays S7\n");
    ASSERT_EQ(r.tricks.size(), 1u);
    EXPECT_EQ(r.tricks[0].trick.by_seat[E], card_of("S8"));
    EXPECT_EQ(r.tricks[0].winner, N);
    const Situation* surplus = find_situation(r, Infraction::SurplusCard);
    ASSERT_NE(surplus, nullptr);
    EXPECT_EQ(surplus->offender, E);
    EXPECT_EQ(surplus->card, card_of("S9"));
}

// The streaming replay keeps the history from a deal's first irregularity: the same states as a
// whole fold from there on, and only the end for a regular deal.
TEST(Fold, TheHistoryFromTheFirstIrregularityIsTheWholeFoldsFromThere) {
    const auto lazily = [](const std::string& events) {
        const GameLog log = log_from(events_log(events));
        DealRecord rec;
        const auto e = fold_deal_into(rec, log.deals.at(0), code("club-1904"), "t.yaml", 1,
                                      History::FromFirstIrregularity);
        EXPECT_FALSE(e.has_value());
        return rec;
    };
    // W leads, N plays, E exposes a card (event 5), the trick is finished, and E leads the
    // exposed card out of turn (event 8: N won the trick).
    const std::string events =
        OPEN + "      - W plays S6\n      - N plays SA\n      - E exposes DQ\n      - E plays S8\n"
               "      - S plays S7\n      - E plays DQ\n";
    const DealRecord whole = fold_events(events), lazy = lazily(events);
    ASSERT_EQ(lazy.situations.size(), whole.situations.size());
    ASSERT_GE(whole.situations.size(), 2u);
    EXPECT_EQ(lazy.history_from, whole.situations[0].event);
    EXPECT_FALSE(lazy.keeps(lazy.history_from - 1));
    for (int i = lazy.history_from; i <= int(whole.history.size()) - 1; ++i) {
        ASSERT_TRUE(lazy.keeps(i)) << i;
        EXPECT_EQ(lazy.before(i).hand, whole.before(i).hand) << i;
        EXPECT_EQ(lazy.before(i).exposed, whole.before(i).exposed) << i;
        EXPECT_EQ(lazy.before(i).trick.by_seat, whole.before(i).trick.by_seat) << i;
    }
    EXPECT_EQ(lazy.end().won, whole.end().won);

    const std::string regular =
        OPEN + "      - W plays S6\n      - N plays SA\n      - E plays S8\n      - S plays S7\n";
    const DealRecord end_only = lazily(regular);
    EXPECT_TRUE(end_only.situations.empty());
    ASSERT_EQ(end_only.history.size(), 1u);
    EXPECT_EQ(end_only.history_from, 7);
    EXPECT_EQ(end_only.end().to_lead, N);
    EXPECT_EQ(end_only.tricks.size(), fold_events(regular).tricks.size());
}

namespace {

// Three tricks of HANDS after OPEN, all won by E: two turned and quitted, the third on the table.
const std::string THREE_TRICKS =
    OPEN + "      - W plays S6\n      - N plays S4\n      - E plays S8\n      - S plays S7\n"
           "      - E plays HA\n      - S plays H6\n      - W plays H4\n      - N plays H2\n"
           "      - E plays HK\n      - S plays H8\n      - W plays H5\n      - N plays H3\n";

// The error that folding `events` gives (S deals); `before` goes before them (a turn-up, the
// during-deal list).
std::string fold_problem(const std::string& events, const std::string& id = "club-1904",
                         const std::string& before = "") {
    auto rec = fold_result(before + "    events:\n" + events, id);
    return rec.ok() ? "" : rec.error().message;
}

} // namespace

TEST(Fold, AQuittedTrickLookedAt) {
    // Club 1904 Law 108: no quitted trick may be looked at before the end of the hand.
    const DealRecord c04 = fold_events(THREE_TRICKS + "      - W looks at trick 2\n");
    const Situation* x = find_situation(c04, Infraction::LookedAtQuittedTrick);
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->offender, W);
    EXPECT_EQ(x->phase, Phase::Play);
    EXPECT_NE(find_situation(fold_events(THREE_TRICKS + "      - W looks at trick\n"),
                             Infraction::LookedAtQuittedTrick),
              nullptr);
    // Club 1903 Law 103: any player may see the last trick turned (the second: the third is
    // still on the table), and no more.
    EXPECT_TRUE(
        fold_events(THREE_TRICKS + "      - W looks at trick 2\n", "club-1903").situations.empty());
    EXPECT_TRUE(
        fold_events(THREE_TRICKS + "      - W looks at trick\n", "club-1903").situations.empty());
    EXPECT_NE(
        find_situation(fold_events(THREE_TRICKS + "      - W looks at trick 1\n", "club-1903"),
                       Infraction::LookedAtQuittedTrick),
        nullptr);
    // Turned by the next lead, the third is the last trick turned.
    const std::string four = THREE_TRICKS + "      - E plays D2\n";
    EXPECT_TRUE(fold_events(four + "      - W looks at trick 3\n", "club-1903").situations.empty());
    EXPECT_NE(find_situation(fold_events(four + "      - W looks at trick 2\n", "club-1903"),
                             Infraction::LookedAtQuittedTrick),
              nullptr);
    // A trick complete on the table is not yet turned: anyone may see it.
    EXPECT_TRUE(fold_events(THREE_TRICKS + "      - W looks at trick 3\n").situations.empty());
}

TEST(Fold, ATrickNotYetQuittedCannotBeLookedAtAsOne) {
    EXPECT_EQ(fold_problem(THREE_TRICKS + "      - W looks at trick 4\n"),
              "deal 1, event 15: \"W looks at trick 4\": trick 4 has not been turned and quitted "
              "(2 have been)");
    EXPECT_EQ(fold_problem(OPEN + "      - W plays S6\n      - N looks at trick\n"),
              "deal 1, event 4: \"N looks at trick\": no trick has been turned and quitted yet");
    EXPECT_EQ(fold_problem(OPEN, "club-1904", "    during-deal:\n      - S looks at trick 1\n"),
              "deal 1, during-deal event 0: \"S looks at trick 1\": while the cards are dealt, "
              "\"looks at\" names the card the dealer looked at, e.g. \"S looks at DQ\", or the "
              "player's own cards, e.g. \"W looks at W\"");
}

TEST(Fold, DummyLooksOverAHand) {
    // S deals: N is Dummy (Club 1904 Law 67, Elwell 62).
    for (const char* id : {"club-1904", "club-1903", "elwell-1904"}) {
        const DealRecord r = fold_events(OPEN + "      - W plays S6\n      - N looks at E\n", id);
        const Situation* x = find_situation(r, Infraction::DummyLooked);
        ASSERT_NE(x, nullptr) << id;
        EXPECT_EQ(x->offender, N);
    }
    EXPECT_EQ(fold_problem(OPEN + "      - W plays S6\n      - E looks at W\n"),
              "deal 1, event 4: \"E looks at W\": \"looks at SEAT\" records Dummy looking over "
              "another hand; E is not Dummy (N is)");
    const std::string no_dummy =
        fold_problem("      - N looks at E\n", "short-bridge", "    turn-up: S7\n");
    EXPECT_NE(no_dummy.find("this code has no Dummy"), std::string::npos) << no_dummy;
    const std::string no_player =
        fold_problem(OPEN + "      - W plays S6\n      - N looks at E\n", "three-handed");
    EXPECT_NE(no_player.find("in this code Dummy's hand has no player"), std::string::npos)
        << no_player;
    // A player looking at his own hand (docs/log-additions.md): nothing irregular in a
    // four-handed code; it only bars his claim under Law 40 (tests/table/fold_looks_test.cpp).
    const DealRecord own = fold_events(OPEN + "      - N looks at N\n");
    EXPECT_TRUE(own.situations.empty());
    EXPECT_TRUE(own.end().has_looked(N));
}
