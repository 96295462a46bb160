#include "replay/replay.h"
#include "table/ruling.h"
#include "laws/reading_switch.h"
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

namespace {

// One deal of the usual hands under code `id`, with what happened while the cards were dealt.
DealReport deal_in(const std::string& id, const std::string& during, const std::string& events) {
    std::string yaml = "format: bridgelaws/1\ndeals:\n  - dealer: S\n"
                       "    hands: \"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32\"\n";
    if (id == "short-bridge") yaml += "    turn-up: C8\n"; // the dealer's last card, turned
    if (!during.empty()) yaml += "    during-deal:\n" + during;
    yaml += events.empty() ? "    events: []\n" : "    events:\n" + events;
    auto r = replay(log_from(yaml), bl::test::code(id));
    if (!r || r->deals.empty()) {
        ADD_FAILURE() << (r ? "no deal" : r.error().describe());
        return {};
    }
    return r->deals.front();
}

const Ruling* first_of(const DealReport& d, Infraction id) {
    for (const Ruling& r : d.rulings)
        if (r.situation.id == id) return &r;
    return nullptr;
}

} // namespace

// Elwell 39 a: "If the dealer or his partner expose a card. The eldest hand may claim a new deal."
// A right: unclaimed it changes nothing (no election, the deal is played), claimed it ends the deal.
// Club 1904 and 1903 Law 40 ("gives the same claim to each adversary") and Short Bridge 38 ("the
// latter can claim a new deal") read the same way.
TEST(Ruling, ANewDealTheLawLetsAPlayerClaimWaitsForHisClaim) {
    for (const char* id : {"elwell-1904", "club-1904", "club-1903", "short-bridge"}) {
        const bool sb = std::string(id) == "short-bridge";
        const std::string play = sb ? "      - W plays D7\n" : OPEN;
        const DealReport quiet = deal_in(id, "      - S exposes DA\n", play);
        const Ruling* r = first_of(quiet, Infraction::ExposedInDeal);
        ASSERT_NE(r, nullptr) << id;
        EXPECT_EQ(r->rule->claimed, Claim::ByElector) << id;
        EXPECT_FALSE(r->elected) << id;
        EXPECT_NE(r->status, Status::Established) << id; // pending, or waived once the deal was completed
        EXPECT_NE(quiet.record.ends, DealEnd::NewDeal) << id;
        const DealReport claimed = deal_in(id, "      - S exposes DA\n      - W elects new-deal\n", "");
        r = first_of(claimed, Infraction::ExposedInDeal);
        ASSERT_NE(r, nullptr) << id;
        EXPECT_EQ(r->elected, Option::NewDeal) << id;
        EXPECT_EQ(claimed.record.ends, DealEnd::NewDeal) << id;
    }
    // Elwell 39 a states no time for the claim: it stays open, pending.
    const DealReport elwell = deal_in("elwell-1904", "      - S exposes DA\n", OPEN);
    EXPECT_EQ(first_of(elwell, Infraction::ExposedInDeal)->status, Status::Pending);
}

// Elwell 67: "the eldest hand may, without consulting with his partner, claim a new deal"; Elwell
// 55: consultation on doubling "entitles the maker of the trump or the eldest hand, without
// consulting, to a new deal". Unclaimed, neither ends the deal. Club 1904 Law 58 gives the same
// claim between a new deal and letting it stand.
TEST(Ruling, ElwellsNewDealsAreClaimedNotImposed) {
    const DealReport exposed = deal_in("elwell-1904", "", "      - N exposes D8\n      - S declares hearts\n");
    const Ruling* r = first_of(exposed, Infraction::ExposedBeforeDeclaration);
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->laws.front(), "67");
    EXPECT_FALSE(r->elected);
    EXPECT_EQ(r->status, Status::Pending);
    EXPECT_NE(exposed.record.ends, DealEnd::NewDeal);
    for (const char* id : {"elwell-1904", "club-1904"}) {
        const DealReport consult = deal_in(id, "", "      - S declares hearts\n      - W doubles\n      - S consults\n");
        r = first_of(consult, Infraction::Consultation);
        ASSERT_NE(r, nullptr) << id;
        EXPECT_EQ(r->rule->claimed, Claim::ByElector) << id;
        EXPECT_FALSE(r->elected) << id;
        EXPECT_EQ(r->status, Status::Pending) << id;
        EXPECT_NE(consult.record.ends, DealEnd::NewDeal) << id;
        const DealReport claimed =
            deal_in(id, "", "      - S declares hearts\n      - W doubles\n      - S consults\n      - W elects new-deal\n");
        EXPECT_EQ(first_of(claimed, Infraction::Consultation)->elected, Option::NewDeal) << id;
        EXPECT_EQ(claimed.record.ends, DealEnd::NewDeal) << id;
    }
}

// Elwell 73: "the dealer may demand that the partner of the player in fault, win, if he can, the
// first, or any other of these tricks". Club 1904 74, Club 1903 72 and Short Bridge 57: "the latter
// may be called on to win". Not demanded, no election stands.
TEST(Ruling, ACallToWinIsTheDealersToDemand) {
    // W wins the first trick with the club ace and leads again before E has played.
    const std::string events = OPEN + "      - W plays CA\n      - N plays C5\n      - W plays C3\n";
    for (const char* id : {"elwell-1904", "club-1904", "club-1903"}) {
        const DealReport d = deal_in(id, "", events);
        const Ruling* r = first_of(d, Infraction::PlayedBeforePartner);
        if (!r) continue; // the fold may see the early lead first; the claim flag is checked below
        EXPECT_FALSE(r->elected) << id;
    }
    for (const char* id : {"elwell-1904", "club-1904", "club-1903", "short-bridge"})
        for (const Rule& rule : bl::test::code(id).rules)
            if (rule.id == Infraction::PlayedBeforePartner && rule.provision == Provision::Penalty)
                EXPECT_EQ(rule.claimed, Claim::ByElector) << id << " line " << rule.line;
}

// Elwell 86: "Three tricks taken from the revoking player and added to those of the adversaries
// shall be the penalty for a revoke." A penalty that stands of itself once the revoke is
// established: elected without an election. Short Bridge's misdeal "loses the deal" (43) of itself.
TEST(Ruling, APenaltyTheLawImposesStandsOfItself) {
    const std::string revoke = OPEN + "      - W plays D7\n      - N plays D8\n      - E plays C4\n"
                                      "      - S plays DA\n      - S plays S7\n";
    const DealReport d = deal_in("elwell-1904", "", revoke);
    const Ruling* r = first_of(d, Infraction::Revoke);
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->rule->claimed, Claim::OfItself);
    EXPECT_EQ(r->elected, Option::TransferThreeTricks);
    EXPECT_EQ(r->status, Status::Established);
    // Club 1904 Law 90 gives the adversaries a choice: nothing is elected until they elect.
    const DealReport club_deal = deal_in("club-1904", "", revoke); // kept: the ruling lives in it
    const Ruling* club = first_of(club_deal, Infraction::Revoke);
    ASSERT_NE(club, nullptr);
    EXPECT_FALSE(club->elected);
    EXPECT_EQ(club->status, Status::Pending);
}

// Every rule of every shipped table says, from the words of its law, whether its remedy is
// claimed by the elector or stands of itself (no-remedy where there is none).
TEST(Ruling, EveryShippedRuleSaysHowItsRemedyIsClaimed) {
    for (const std::string& id : bl::test::library().ids()) {
        for (const Rule& r : bl::test::code(id).rules) {
            EXPECT_TRUE(r.claimed_written) << r.code << " line " << r.line;
            EXPECT_EQ(r.claimed == Claim::NoRemedy, r.provision != Provision::Penalty) << r.code << " line " << r.line;
            // A choice waits for the elector, unless the law has closed the claim (lapsed).
            if (r.options.size() > 1 && r.claimed != Claim::Lapsed)
                EXPECT_EQ(r.claimed, Claim::ByElector) << r.code << " line " << r.line;
        }
    }
}

namespace {

// W should lead; East leads out of turn and the other three follow: the trick is complete.
const std::string COMPLETE_FALSE_LEAD = "      - E plays S8\n      - S plays S7\n      - W plays S6\n      - N plays S4\n";

Ruling false_lead_under(const std::string& id, const std::string& pick = {}) {
    Lawbook book = bl::test::code(id);
    if (!pick.empty()) EXPECT_FALSE(choose_reading(book, pick)) << pick;
    const GameLog log = log_from("format: bridgelaws/1\ndeals:\n  - dealer: S\n"
                                 "    hands: \"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32\"\n"
                                 + std::string(id == "short-bridge" ? "    turn-up: C8\n" : "") + "    events:\n" +
                                 (id == "short-bridge" ? "" : OPEN) + COMPLETE_FALSE_LEAD);
    auto r = replay(log, book);
    if (!r || r->deals.front().rulings.empty()) {
        ADD_FAILURE() << id << (r ? ": no ruling" : ": " + r.error().describe());
        return {};
    }
    return r->deals.front().rulings.front();
}

} // namespace

// The same words read the same way. Club 1904 Law 82 (Club 1903 79, Elwell 78, Short Bridge 63):
// "If any player lead out of turn, and the other three have followed him, the trick is complete,
// and the error cannot be rectified; but if only the second, or the second and third, have played
// to the false lead, their cards ... are taken back; and there is no penalty against any one,
// excepting the original offender". Under every code the penalty survives: a suit may be called.
TEST(Ruling, ACompletedFalseLeadKeepsItsPenaltyUnderEveryCode) {
    for (const char* id : {"club-1904", "club-1903", "elwell-1904", "short-bridge"}) {
        const Ruling r = false_lead_under(id);
        EXPECT_EQ(r.situation.id, Infraction::LeadOutOfTurn) << id;
        EXPECT_EQ(r.provision, Provision::Penalty) << id;
        EXPECT_EQ(r.options, std::vector<Option>{Option::CallSuit}) << id;
        EXPECT_FALSE(r.readings.empty()) << id;
    }
}

// A reading is a switch: the other alternative picked for the run changes the ruling, and the
// ruling names the reading and the choice it followed. Three open points, three codes.
TEST(Ruling, PickingAnotherReadingChangesTheRuling) {
    const struct {
        const char* code;
        const char* reading;
        const char* other;
    } points[] = {{"elwell-1904", "complete-false-lead", "no-penalty-when-complete"},
                  {"short-bridge", "lead-out-of-turn-completed", "no-penalty"},
                  {"club-1904", "false-lead-completed", "condoned"}};
    for (const auto& p : points) {
        const Ruling as_default = false_lead_under(p.code);
        const Ruling picked = false_lead_under(p.code, std::string(p.reading) + "=" + p.other);
        EXPECT_EQ(as_default.provision, Provision::Penalty) << p.code;
        EXPECT_EQ(picked.provision, Provision::NoPenalty) << p.code;
        EXPECT_TRUE(picked.options.empty()) << p.code;
        const auto used = std::find_if(picked.readings.begin(), picked.readings.end(),
                                       [&](const auto& u) { return u.first == p.reading; });
        ASSERT_NE(used, picked.readings.end()) << p.code;
        EXPECT_EQ(used->second, p.other) << p.code;
        EXPECT_NE(std::find_if(as_default.readings.begin(), as_default.readings.end(),
                               [&](const auto& u) { return u.first == p.reading && u.second != p.other; }),
                  as_default.readings.end())
            << p.code;
    }
}

// Club 1904 Law 99: "If both sides revoke, and one side's revoke has been established" ... each
// side's claim is its own: an election goes to the ruling its elector may choose, whatever the
// order of the rulings or of the elections (East revokes first, then South; North elects first).
TEST(Ruling, BothSidesRevokingEachElectionGoesToTheRulingItsElectorMayChoose) {
    const std::string play = OPEN +
                             "      - W plays D7\n      - N plays D8\n      - E plays C4\n      - S plays DA\n"
                             "      - S plays CQ\n      - W plays C2\n      - N plays C5\n      - E plays CK\n"
                             "      - E plays D2\n      - S plays H6\n      - W plays D6\n      - N plays D9\n"
                             "      - S plays S7\n";
    const struct {
        const char* code;
        const char* option;
    } codes[] = {{"club-1904", "add-three-tricks-value"}, {"club-1903", "add-three-tricks-value"}, {"elwell-1904", "transfer-three-tricks"}};
    for (const auto& c : codes) {
        const std::string opt = c.option;
        const DealReport d = deal_in(c.code, "", play + "      - N elects " + opt + "\n      - W elects " + opt + "\n");
        std::vector<const Ruling*> revokes;
        for (const Ruling& r : d.rulings)
            if (r.situation.id == Infraction::Revoke) revokes.push_back(&r);
        ASSERT_EQ(revokes.size(), 2u) << c.code;
        for (const Ruling* r : revokes) {
            EXPECT_TRUE(r->election_problem.empty()) << c.code << ": " << r->election_problem;
            EXPECT_NE(side_of(r->situation.elected_by), side_of(r->situation.offender)) << c.code;
            EXPECT_EQ(r->elected, parse_name<Option>(opt)) << c.code;
        }
    }
}

// Dummy Bridge R9 and Three-handed R5 call for the right-hand adversary's declaration only once
// the declaration is passed to Dummy's hand (that procedure is nothing to rule on: Fold,
// TheAdversaryDeclaresForDummy). Declaring before, he is one of "the dealer's adversaries [who]
// makes the declaration" (Club 1904 Law 51, inherited): the dealer may "claim a fresh deal or
// proceed as if no such declaration had been made".
TEST(Ruling, InTheDummyGamesAnAdversaryDeclaringUncalledForIsLaw51s) {
    for (const char* id : {"dummy-bridge", "three-handed"}) {
        const auto r = rulings_in(id, "      - E declares hearts\n");
        ASSERT_EQ(r.size(), 1u) << id;
        EXPECT_EQ(r[0].situation.id, Infraction::DeclarationByAdversary) << id;
        EXPECT_EQ(r[0].laws, std::vector<std::string>{"51"}) << id;
        EXPECT_EQ(r[0].provision, Provision::Penalty) << id;
        EXPECT_EQ(r[0].options, (std::vector<Option>{Option::NewDeal, Option::Proceed})) << id;
        // Dummy Bridge R2, "Dummy deals at the commencement of each rubber": South, dealing the
        // first deal, is Dummy's seat, and its player, North, claims for it (R1).
        EXPECT_EQ(r[0].elector, std::vector<Seat>{id == std::string("dummy-bridge") ? N : S}) << id;
    }
}
