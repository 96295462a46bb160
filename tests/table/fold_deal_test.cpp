// The exceptions to "a misdeal loses the deal" and their counterparts (issue 28, point 5): the
// cards touched while dealing (Short Bridge 38, 39, 45), the dealer interrupted (50), the cut
// omitted and found in time (Short Bridge 44 VII, Club 39 VII, Elwell 38 f, American 1907
// new-deal-1 f). Each test quotes its law and runs under every code that has the situation.
#include "test_util.h"

#include <algorithm>
#include <gtest/gtest.h>

using namespace bl;
using namespace bl::test;

namespace {

// East is dealt fourteen cards and West twelve, the pack perfect: Short Bridge 44 IV, a misdeal.
const std::string FOURTEEN =
    "N:AKJ74.J6.82.KQ82 Q5.Q98.753.JT9743 32.AKT43.AJ94.A6 T986.752.KQT6.5";

const std::vector<std::string> CLUB_CODES = {"club-1903", "club-1904", "elwell-1904",
                                             "american-1907"};

// The card the dealer turns up where the code turns one: one of his own (South: the three of
// hearts in FOURTEEN, the six in HANDS; West: the five in HANDS).
std::string turn_up(const std::string& code_id, const std::string& hands, char dealer = 'S') {
    if (code_id != "short-bridge") return "";
    const char* card = dealer == 'W' ? "H5" : hands == FOURTEEN ? "H3" : "H6";
    return std::string("    turn-up: ") + card + "\n";
}

// A log of the deal South deals with `during` as its during-deal list and `events` as its
// events, then a second deal, of HANDS, by `next`.
std::string two_deals(const std::string& code_id, const std::string& hands,
                      const std::string& during, char next, const std::string& events = "") {
    return "format: bridgelaws/1\ncode: " + code_id + "\ndeals:\n  - dealer: S\n    hands: \"" +
           hands + "\"\n" + turn_up(code_id, hands) + "    during-deal:\n" + during +
           "    events:" + (events.empty() ? std::string(" []\n") : "\n" + events) +
           "  - dealer: " + next + "\n    hands: \"" + HANDS + "\"\n" +
           turn_up(code_id, HANDS, next) + "    events: []\n";
}

const Ruling* ruling(const DealReport& d, Infraction id) {
    auto it = std::find_if(d.rulings.begin(), d.rulings.end(),
                           [&](const Ruling& r) { return r.situation.id == id; });
    return it == d.rulings.end() ? nullptr : &*it;
}

bool loses_deal(const Ruling& r) {
    return std::find(r.consequences.begin(), r.consequences.end(), Consequence::LosesDeal) !=
           r.consequences.end();
}

// The report of a log under its code; the second deal's ruling on a deal out of turn, if any.
struct Outcome {
    Report report;
    GameLog log;
};

Outcome replay_of(const std::string& yaml, const std::string& code_id) {
    Outcome o{{}, log_from(yaml)};
    o.report = replayed(o.log, code_id);
    return o;
}

bool dealt_out_of_turn(const Report& r) {
    return r.deals.size() > 1 && ruling(r.deals[1], Infraction::DealOutOfTurn) != nullptr;
}

// Under a code without misdeals ("There is no misdeal"): the deal is a compulsory new deal
// (deal-irregular), and the same dealer, South, deals again without a deal out of turn.
void expect_new_deal_by_the_same_dealer(const std::string& id, const std::string& hands,
                                        const std::string& during) {
    Outcome o = replay_of(two_deals(id, hands, during, 'S'), id);
    const Ruling* d = ruling(o.report.deals.at(0), Infraction::DealIrregular);
    ASSERT_NE(d, nullptr) << id;
    EXPECT_EQ(d->elected, std::optional<Option>(Option::NewDeal)) << id;
    EXPECT_EQ(o.report.deals[0].record.ends, DealEnd::NewDeal) << id;
    EXPECT_FALSE(dealt_out_of_turn(o.report)) << id;
}

} // namespace

// Short Bridge 45: "A misdeal does not lose the deal if, during the dealing, either of the
// adversaries touches the cards prior to the dealer's partner having done so; but should the
// latter have first interfered with the cards, notwithstanding either or both of the
// adversaries have subsequently done the same, the deal is lost."
TEST(FoldDeal, AMisdealDoesNotLoseTheDealWhenAnAdversaryTouchedFirst) {
    const std::string first = "      - E touches cards\n      - N touches cards\n";
    Outcome kept = replay_of(two_deals("short-bridge", FOURTEEN, first, 'S'), "short-bridge");
    const Ruling* r = ruling(kept.report.deals.at(0), Infraction::Misdeal);
    ASSERT_NE(r, nullptr);
    EXPECT_TRUE(r->situation.has(Flag::OffendedTouchedFirst));
    EXPECT_EQ(r->laws, (std::vector<std::string>{"45", "43"}));
    EXPECT_FALSE(loses_deal(*r));
    EXPECT_EQ(r->elected, std::optional<Option>(Option::NewDeal));
    EXPECT_EQ(kept.report.deals[0].record.ends, DealEnd::NewDeal);
    EXPECT_FALSE(dealt_out_of_turn(kept.report)); // South deals again
    // The dealer's partner first: "the deal is lost", and West, the next, deals.
    const std::string partner = "      - N touches cards\n      - E touches cards\n";
    Outcome lost = replay_of(two_deals("short-bridge", FOURTEEN, partner, 'W'), "short-bridge");
    const Ruling* l = ruling(lost.report.deals.at(0), Infraction::Misdeal);
    ASSERT_NE(l, nullptr);
    EXPECT_FALSE(l->situation.has(Flag::OffendedTouchedFirst));
    EXPECT_TRUE(loses_deal(*l));
    EXPECT_EQ(lost.report.deals[0].record.ends, DealEnd::Misdeal);
    EXPECT_FALSE(dealt_out_of_turn(lost.report));
    // The codes without misdeals give a new deal by the same dealer whoever touched the cards
    // ("There is no misdeal", Club 1904 38, Elwell 37; Club 1903 39).
    for (const std::string& id : CLUB_CODES)
        expect_new_deal_by_the_same_dealer(id, FOURTEEN, first);
}

// Short Bridge 38: "If, whilst dealing, a card be exposed by the dealer or his partner, should
// neither of the adversaries have touched the cards, the latter can claim a new deal; a card
// exposed by either adversary gives that claim to the dealer, provided that his partner has not
// touched a card"; 39: "If, during dealing, a player touch any of his cards, the adversaries may
// do the same, without losing their privilege of claiming a new deal".
TEST(FoldDeal, TheClaimForACardExposedInDealingIsLostByTouchingFirst) {
    const auto exposed_ruling = [](const std::string& during) {
        Outcome o = replay_of(two_deals("short-bridge", HANDS, during, 'S'), "short-bridge");
        const Ruling* r = ruling(o.report.deals.at(0), Infraction::ExposedInDeal);
        EXPECT_NE(r, nullptr) << during;
        return r ? *r : Ruling{};
    };
    // East exposes; North, the dealer's partner, had touched a card: South has no claim.
    const Ruling barred = exposed_ruling(
        "      - N touches cards\n      - E exposes D2\n      - S elects new-deal\n");
    EXPECT_EQ(barred.provision, Provision::NoPenalty);
    EXPECT_EQ(barred.laws, (std::vector<std::string>{"38", "39"}));
    EXPECT_FALSE(barred.elected.has_value());
    // West touched first, then North: Law 39 keeps South's claim.
    const Ruling kept = exposed_ruling("      - W touches cards\n      - N touches cards\n"
                                       "      - E exposes D2\n      - S elects new-deal\n");
    EXPECT_EQ(kept.provision, Provision::Penalty);
    EXPECT_EQ(kept.elected, std::optional<Option>(Option::NewDeal));
    // North exposes; West had touched the cards: the adversaries have no claim.
    const Ruling adversaries = exposed_ruling(
        "      - W touches cards\n      - N exposes C7\n      - W elects new-deal\n");
    EXPECT_EQ(adversaries.provision, Provision::NoPenalty);
    // The club codes bar the claim of a player who has looked at his cards (Club 40), not one
    // who touched them: the touch changes nothing there.
    for (const std::string& id : {std::string("club-1903"), std::string("club-1904")}) {
        Outcome o = replay_of(two_deals(id, HANDS,
                                        "      - N touches cards\n      - E exposes D2\n"
                                        "      - S elects new-deal\n",
                                        'S'),
                              id);
        const Ruling* r = ruling(o.report.deals.at(0), Infraction::ExposedInDeal);
        ASSERT_NE(r, nullptr) << id;
        EXPECT_EQ(r->provision, Provision::Penalty) << id;
        EXPECT_EQ(r->elected, std::optional<Option>(Option::NewDeal)) << id;
    }
}

// Short Bridge 50: "If the adversaries interrupt a dealer whilst dealing, either by questioning
// the score or asserting that it is not his deal, and fail to establish such claim, should a
// misdeal occur, he may deal again."
TEST(FoldDeal, TheDealerInterruptedMayDealAgainAfterAMisdeal) {
    Outcome kept = replay_of(two_deals("short-bridge", FOURTEEN, "      - W interrupts\n", 'S'),
                             "short-bridge");
    const Ruling* r = ruling(kept.report.deals.at(0), Infraction::Misdeal);
    ASSERT_NE(r, nullptr);
    EXPECT_TRUE(r->situation.has(Flag::DealerInterrupted));
    EXPECT_EQ(r->laws, (std::vector<std::string>{"50", "43"}));
    EXPECT_FALSE(loses_deal(*r));
    EXPECT_EQ(kept.report.deals[0].record.ends, DealEnd::NewDeal);
    EXPECT_FALSE(dealt_out_of_turn(kept.report));
    // The law names the adversaries: the dealer's partner interrupting him saves nothing.
    Outcome lost = replay_of(two_deals("short-bridge", FOURTEEN, "      - N interrupts\n", 'W'),
                             "short-bridge");
    const Ruling* l = ruling(lost.report.deals.at(0), Infraction::Misdeal);
    ASSERT_NE(l, nullptr);
    EXPECT_TRUE(loses_deal(*l));
    EXPECT_EQ(lost.report.deals[0].record.ends, DealEnd::Misdeal);
    // Both exceptions at once: Laws 45 and 50.
    Outcome both = replay_of(
        two_deals("short-bridge", FOURTEEN, "      - E touches cards\n      - W interrupts\n", 'S'),
        "short-bridge");
    const Ruling* b = ruling(both.report.deals.at(0), Infraction::Misdeal);
    ASSERT_NE(b, nullptr);
    EXPECT_EQ(b->laws, (std::vector<std::string>{"45", "50", "43"}));
    EXPECT_EQ(both.report.deals[0].record.ends, DealEnd::NewDeal);
}

// Short Bridge 44 VII: it is a misdeal "Should the dealer omit to have the deck cut to him, and
// the adversaries discover the error, prior to the trump card being turned up, and before
// looking at their cards, but not after having done so." Club 1903 and 1904 39 VII, Elwell 38 f
// and American 1907 new-deal-1 f: a new deal, if the adversaries find it before the last card.
TEST(FoldDeal, TheCutOmittedAndFoundInTime) {
    const std::string found = "      - S omits cut\n      - W draws attention\n";
    Outcome sb = replay_of(two_deals("short-bridge", HANDS, found, 'W'), "short-bridge");
    const Ruling* m = ruling(sb.report.deals.at(0), Infraction::Misdeal);
    ASSERT_NE(m, nullptr);
    EXPECT_EQ(m->situation.event, 1);
    EXPECT_TRUE(loses_deal(*m));
    EXPECT_EQ(sb.report.deals[0].record.ends, DealEnd::Misdeal);
    EXPECT_FALSE(dealt_out_of_turn(sb.report));
    // An adversary had touched the cards before the dealer's partner: Law 45 keeps the deal.
    Outcome touched = replay_of(
        two_deals("short-bridge", HANDS, "      - E touches cards\n" + found, 'S'), "short-bridge");
    EXPECT_EQ(touched.report.deals.at(0).record.ends, DealEnd::NewDeal);
    for (const std::string& id : CLUB_CODES) expect_new_deal_by_the_same_dealer(id, HANDS, found);
}

// "... but not after having done so": found only once the deal is complete (the dealer's
// partner pointing it out is no discovery by the adversaries), the deal stands in every code.
TEST(FoldDeal, TheCutOmittedFoundTooLateOrByThePartnerLeavesTheDealStanding) {
    std::vector<std::string> codes = CLUB_CODES;
    codes.push_back("short-bridge");
    for (const std::string& id : codes) {
        const std::string opening = id == "short-bridge" ? "" : "      - S declares hearts\n";
        for (const std::string& during :
             {std::string("      - S omits cut\n"),
              std::string("      - S omits cut\n      - N draws attention\n")}) {
            const GameLog log = log_from(two_deals(id, HANDS, during, 'W', opening));
            const Report r = replayed(log, id);
            EXPECT_TRUE(r.deals.at(0).rulings.empty()) << id << during;
            EXPECT_FALSE(dealt_out_of_turn(r)) << id << during;
        }
    }
}

TEST(FoldDeal, WhatHappensWhileDealingIsWrittenThereAndByTheRightPlayer) {
    const auto error_of = [](const std::string& during, const std::string& events) {
        auto f = fold_deal(log_from(two_deals("club-1904", HANDS, during, 'W', events)).deals.at(0),
                           code("club-1904"), "t.yaml", 1);
        return f ? std::string() : f.error().describe();
    };
    EXPECT_NE(error_of("      - E cuts\n", "      - E touches cards\n").find("during-deal"),
              std::string::npos);
    EXPECT_NE(error_of("      - S touches cards\n", "").find("the other three players"),
              std::string::npos);
    EXPECT_NE(error_of("      - N omits cut\n", "").find("is not the dealer"), std::string::npos);
    EXPECT_NE(error_of("      - E cuts\n      - S omits cut\n", "").find("the pack was cut"),
              std::string::npos);
    EXPECT_EQ(error_of("      - E touches cards\n      - W interrupts\n", ""), "");
}
