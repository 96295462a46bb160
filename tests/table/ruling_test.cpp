#include "replay/replay.h"
#include "table/ruling.h"
#include "test_util.h"

#include <gtest/gtest.h>

using namespace bl;
using namespace bl::test;

namespace {

const Lawbook& mini() {
    static const Lawbook book = [] {
        auto b = LawLibrary(source_path("tests/data/tables")).load("mini-rules");
        EXPECT_TRUE(b.ok()) << (b.ok() ? "" : b.error().describe());
        return b.ok() ? *b : Lawbook{};
    }();
    return book;
}

// The tests' HANDS (test_util.h) dealt by `dealer`, with these events, under mini-rules.
std::vector<Ruling> rulings(const std::string& events, char dealer = 'S') {
    return first_rulings(log_from(events_log(events, dealer)), mini());
}

// The same deal under one of the codes in laws/.
std::vector<Ruling> rulings_in(const std::string& id, const std::string& events) {
    return first_rulings(log_from(events_log(events)), bl::test::code(id));
}

} // namespace

TEST(Ruling, NoRuleMeansNoProvision) {
    // mini-rules has no rule for an exposed card.
    const auto r = rulings(OPEN + "      - E exposes C4\n");
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0].situation.id, Infraction::ExposedBeforeLead);
    EXPECT_EQ(r[0].provision, Provision::NoProvision);
    EXPECT_TRUE(r[0].laws.empty());
    EXPECT_TRUE(r[0].options.empty());
}

TEST(Ruling, TheMostSpecificRuleWins) {
    // The dealer (S) leads out of turn: the dealer's rule, not the general one.
    const auto dealer = rulings(OPEN + "      - S plays SJ\n");
    ASSERT_EQ(dealer.size(), 1u);
    EXPECT_EQ(dealer[0].provision, Provision::NoPenalty);
    EXPECT_EQ(dealer[0].laws, std::vector<std::string>{"R1"});
    // E (an adversary) leads out of turn: the general rule.
    const auto adversary = rulings(OPEN + "      - E plays S8\n");
    ASSERT_EQ(adversary.size(), 1u);
    EXPECT_EQ(adversary[0].provision, Provision::Penalty);
    EXPECT_EQ(adversary[0].elector, std::vector<Seat>{S});
    EXPECT_EQ(adversary[0].status, Status::Pending); // the log ends before the dealer chooses
}

TEST(Ruling, RectifiableActsWithdrawnInTimeAreCorrected) {
    const auto withdrawn = rulings(OPEN + "      - S plays SJ\n      - S takes back SJ\n      - W plays S6\n");
    ASSERT_EQ(withdrawn.size(), 1u);
    EXPECT_EQ(withdrawn[0].status, Status::Corrected);
    // Followed by the second hand: too late to withdraw.
    const auto followed = rulings(OPEN + "      - S plays SJ\n      - W plays S6\n");
    ASSERT_EQ(followed.size(), 1u);
    EXPECT_EQ(followed[0].status, Status::Established);
    EXPECT_EQ(followed[0].situation.followed, 1);
}

TEST(Ruling, OptionConsequencesFollowTheChoice) {
    const std::string start = "      - S declares hearts\n      - E doubles\n";
    const auto stands = rulings(start + "      - S elects double-stands\n");
    ASSERT_EQ(stands.size(), 1u);
    EXPECT_EQ(stands[0].elector, std::vector<Seat>{S});
    EXPECT_EQ(*stands[0].elected, Option::DoubleStands);
    EXPECT_TRUE(stands[0].consequences.empty());
    const auto refused = rulings(start + "      - S elects double-void\n");
    ASSERT_EQ(refused.size(), 1u);
    EXPECT_EQ(refused[0].consequences, std::vector<Consequence>{Consequence::NoFurtherDoubling});
}

TEST(Ruling, WrongElectionsAreReported) {
    const auto wrong_option = rulings("      - S declares hearts\n      - E doubles\n      - S elects take-three-tricks\n");
    // The double out of turn, and the wrong penalty demanded (docs/log-additions.md).
    ASSERT_EQ(wrong_option.size(), 2u);
    EXPECT_FALSE(wrong_option[0].elected);
    EXPECT_EQ(wrong_option[0].election_problem, "take-three-tricks is not an option the law gives here");
    EXPECT_EQ(wrong_option[1].situation.id, Infraction::WrongPenalty);
    EXPECT_EQ(wrong_option[1].situation.offender, S);
    const auto wrong_person = rulings("      - S declares hearts\n      - E doubles\n      - W elects double-void\n");
    ASSERT_EQ(wrong_person.size(), 1u);
    EXPECT_EQ(wrong_person[0].election_problem, "W is not entitled to choose the penalty");
}

TEST(Ruling, PositionInTheTrickAndACallDisobeyed) {
    // W leads S6; S, fourth hand, plays before his partner N (second): N may be required to win.
    // N, required to win and holding A K Q of spades, plays the 4: a failure to comply.
    const auto r = rulings(OPEN + "      - W plays S6\n      - S plays SJ\n      - W elects require-win\n      - N plays S4\n");
    ASSERT_EQ(r.size(), 2u);
    EXPECT_EQ(r[0].situation.id, Infraction::PlayedBeforePartner);
    EXPECT_EQ(r[0].situation.offender, S);
    EXPECT_EQ(r[0].situation.position, 4);
    EXPECT_EQ(r[0].elector, (std::vector<Seat>{E, W}));
    EXPECT_EQ(*r[0].elected, Option::RequireWin);
    EXPECT_EQ(r[1].situation.id, Infraction::FailureToComply);
    EXPECT_EQ(r[1].situation.offender, N);
    EXPECT_EQ(r[1].situation.event, 6);
    ASSERT_NE(r[1].rule, nullptr);
    EXPECT_EQ(r[1].rule->options, std::vector<Option>{Option::TakeThreeTricks});
    // The log stops after one trick: three tricks cannot be taken from a side that has fewer.
    EXPECT_TRUE(r[1].options.empty());
    // Obeyed, there is no second ruling.
    EXPECT_EQ(rulings(OPEN + "      - W plays S6\n      - S plays SJ\n      - W elects require-win\n      - N plays SA\n").size(), 1u);
}

TEST(Ruling, CalledSuitBindsTheNextLeadOfTheOffendersSide) {
    // E leads out of turn (W should); S calls clubs; E's lead is taken back and W leads a spade
    // though he holds clubs: a failure to comply.
    const auto r = rulings(OPEN + "      - E plays S8\n      - S elects call-suit clubs\n      - E takes back S8\n      - W plays S6\n");
    ASSERT_EQ(r.size(), 2u);
    EXPECT_EQ(r[0].situation.id, Infraction::LeadOutOfTurn);
    EXPECT_EQ(*r[0].elected, Option::CallSuit);
    EXPECT_EQ(r[1].situation.id, Infraction::FailureToComply);
    EXPECT_EQ(r[1].situation.offender, W);
}

TEST(Ruling, DealerFourthInHandOwesNoHighestOrLowest) {
    // W leads, S (the dealer) is fourth, renounces with a club and corrects it; W asks for his
    // highest. Club 1904 Law 95 / Elwell 92: not from the dealer fourth in hand.
    const std::string events =
        OPEN + "      - W plays S6\n      - N plays S4\n      - E plays S8\n      - S plays C8\n"
               "      - S takes back C8\n      - S plays S7\n      - W elects call-highest\n";
    for (const char* id : {"club-1904", "elwell-1904"}) {
        const auto r = rulings_in(id, events);
        ASSERT_EQ(r.size(), 1u) << id;
        EXPECT_EQ(r[0].situation.id, Infraction::RenounceCorrected);
        EXPECT_EQ(r[0].situation.position, 4);
        EXPECT_EQ(r[0].provision, Provision::NoPenalty) << id;
        EXPECT_TRUE(r[0].options.empty());
        EXPECT_FALSE(r[0].elected);
    }
}

TEST(Ruling, ACallDisobeyedAndCorrectedInTimeUnderElwell75) {
    // Elwell 75: "unless such play be corrected before the trick is turned and quitted": corrected,
    // nothing elected, no consequence. Club 1904 Law 79 has no saving clause.
    const std::string events =
        OPEN + "      - E plays S8\n      - S elects call-suit clubs\n      - E takes back S8\n"
               "      - W plays S6\n      - W takes back S6\n      - W plays C2\n";
    const auto elwell = rulings_in("elwell-1904", events);
    ASSERT_EQ(elwell.size(), 2u);
    EXPECT_EQ(elwell[1].situation.id, Infraction::FailureToComply);
    EXPECT_EQ(elwell[1].status, Status::Corrected);
    EXPECT_FALSE(elwell[1].elected);
    EXPECT_TRUE(elwell[1].consequences.empty());
    const auto club = rulings_in("club-1904", events);
    ASSERT_EQ(club.size(), 2u);
    EXPECT_NE(club[1].status, Status::Corrected);
    EXPECT_FALSE(club[1].consequences.empty());
}

TEST(Ruling, ARightNotClaimedInTimeLapses) {
    // Club 1904 Law 49: N declares without leave; once W has asked "May I lead?" the declaration
    // stands: the claim lapsed unmade, so the ruling is waived, not left pending.
    const auto lapsed = rulings_in(
        "club-1904", "      - N declares spades\n      - W asks to lead\n      - E says yes\n");
    ASSERT_EQ(lapsed.size(), 1u);
    EXPECT_EQ(lapsed[0].situation.id, Infraction::DeclarationUnauthorised);
    EXPECT_EQ(lapsed[0].status, Status::Waived);
    EXPECT_EQ(lapsed[0].lapsed_event, 1);
    EXPECT_FALSE(lapsed[0].elected);
    // Before any declaration as to doubling, the claim is still open.
    const auto open = rulings_in("club-1904", "      - N declares spades\n");
    ASSERT_EQ(open.size(), 1u);
    EXPECT_EQ(open[0].status, Status::Pending);
}

TEST(Ruling, InTheThreePlayerGamesDummyHasNoVoice) {
    // East revokes in the first trick, holding a diamond (Club Law 90 I, the adversaries elect).
    const std::string revoke = OPEN + "      - W plays D7\n      - N plays D8\n      - E plays C4\n"
                                      "      - S plays DA\n      - S plays S7\n";
    const auto club = rulings_in("club-1904", revoke);
    ASSERT_EQ(club.size(), 1u);
    EXPECT_EQ(club[0].elector, (std::vector<Seat>{N, S})); // Dummy is a player
    // Badsworth's R1 (dummy-player: absent): the dealer "plays Dummy"; he alone chooses.
    const auto badsworth = rulings_in("three-handed", revoke);
    ASSERT_EQ(badsworth.size(), 1u);
    EXPECT_EQ(badsworth[0].situation.id, Infraction::Revoke);
    EXPECT_EQ(badsworth[0].elector, std::vector<Seat>{S});
}

TEST(Ruling, AmesRestatesTheForfeitedReDouble) {
    // North shows a card before the declaration: South's right to re-double is forfeited (Elwell
    // Law 68), and the overlay keeps that rule: no provision, the re-double counts for nothing.
    const std::string events =
        "      - N exposes D8\n      - S declares hearts\n      - W doubles\n      - S doubles\n";
    for (const char* id : {"elwell-1904", "three-hand-ames"}) {
        const auto r = rulings_in(id, events);
        ASSERT_EQ(r.size(), 2u) << id;
        EXPECT_EQ(r[1].situation.id, Infraction::RedoubleOutOfTurn) << id;
        EXPECT_EQ(r[1].laws, std::vector<std::string>{"68"}) << id;
        EXPECT_EQ(r[1].provision, Provision::NoProvision) << id;
    }
}
