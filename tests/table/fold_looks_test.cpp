// Looking at the cards (issue 19, point 8; issue 28, point 5): a player looking at his own cards
// (Club 1903 and 1904 40, Elwell 40, American new-deal-3; the omitted cut's "before looking at
// their cards"), the moments Badsworth's three-player games forbid (Three-handed R3, R4, R7;
// Dummy Bridge R4, R8, R12-R14), the re-double "on his own hand", and Dummy's seat, which has no
// player, in Dummy Bridge (R1, R2). Each test quotes its law and runs under every code that has
// the situation.
#include "test_util.h"

#include <algorithm>
#include <gtest/gtest.h>

using namespace bl;
using namespace bl::test;

namespace {

std::vector<const Ruling*> rulings_of(const DealReport& d, Infraction id) {
    std::vector<const Ruling*> out;
    for (const Ruling& r : d.rulings)
        if (r.situation.id == id) out.push_back(&r);
    return out;
}

// One deal of HANDS dealt by `dealer` under `code_id`, with a during-deal list and events.
Report deal_of(const std::string& code_id, const std::string& during, const std::string& events,
               char dealer = 'S') {
    const std::string rest = (during.empty() ? "" : "    during-deal:\n" + during) +
                             "    events:" + (events.empty() ? " []\n" : "\n" + events);
    std::string yaml = one_deal_log(rest, dealer);
    yaml.insert(yaml.find("deals:"), "code: " + code_id + "\n");
    return replayed(log_from(yaml), code_id);
}

// The looked-too-early rulings of the first deal: each one's laws.
std::vector<std::vector<std::string>> early_looks(const Report& r) {
    std::vector<std::vector<std::string>> out;
    for (const Ruling* x : rulings_of(r.deals.at(0), Infraction::LookedTooEarly))
        out.push_back(x->laws);
    return out;
}

using Laws = std::vector<std::vector<std::string>>;

} // namespace

// Club 1904 40: "If, whilst dealing, a card be exposed by either of the dealer's adversaries,
// the dealer or his partner may claim a new deal ... The claim may not be made by a player who
// has looked at any of his cards." The same in Club 1903 40 (the dealer's claim), Elwell 39-40
// and American 1907 new-deal-2, new-deal-3 (the eldest hand's claim when the dealer's side
// exposes a card).
TEST(FoldLooks, AClaimForACardExposedInDealingIsBarredToAPlayerWhoHasLooked) {
    struct Case {
        std::string code, exposes, claimant, other;
    };
    const std::vector<Case> cases = {{"club-1904", "E exposes D2", "N", "S"},
                                     {"club-1903", "E exposes D2", "S", "N"},
                                     {"elwell-1904", "N exposes C7", "W", "E"},
                                     {"american-1907", "N exposes C7", "W", "E"}};
    for (const Case& c : cases) {
        const std::string looks = "      - " + c.claimant + " looks at " + c.claimant + "\n";
        const std::string claims = "      - " + c.claimant + " elects new-deal\n";
        const std::string exposed = "      - " + c.exposes + "\n";
        const Report barred = deal_of(c.code, looks + exposed + claims, "");
        const auto r = rulings_of(barred.deals.at(0), Infraction::ExposedInDeal);
        ASSERT_EQ(r.size(), 1u) << c.code;
        EXPECT_FALSE(r[0]->elected.has_value()) << c.code;
        EXPECT_NE(r[0]->election_problem.find("looked at his cards"), std::string::npos) << c.code;
        // Not having looked, he may claim.
        const Report kept = deal_of(c.code, exposed + claims, "");
        EXPECT_EQ(rulings_of(kept.deals.at(0), Infraction::ExposedInDeal).at(0)->elected,
                  std::optional<Option>(Option::NewDeal))
            << c.code;
        // Both players of his side have looked, nobody claiming: the claim has lapsed.
        const std::string both = looks + "      - " + c.other + " looks at " + c.other + "\n";
        const Report lapsed = deal_of(c.code, both + exposed, "");
        EXPECT_EQ(rulings_of(lapsed.deals.at(0), Infraction::ExposedInDeal).at(0)->status,
                  Status::Waived)
            << c.code;
    }
}

// Club 1904 39 VII: a new deal "Should the dealer omit to have the pack cut to him, and the
// adversaries discover the error prior to the last card being dealt, and before looking at their
// cards; but not after having done so" (Club 1903 39 VII, Elwell 38 f, American new-deal-1 f,
// Short Bridge 44 VII: a misdeal).
TEST(FoldLooks, TheCutOmittedFoundAfterAnAdversaryLookedIsTooLate) {
    for (const std::string id :
         {"club-1903", "club-1904", "elwell-1904", "american-1907", "short-bridge"}) {
        const std::string turn = id == "short-bridge" ? "    turn-up: H6\n" : "";
        const auto ruled = [&](const std::string& during) {
            std::string yaml =
                one_deal_log(turn + "    during-deal:\n" + during + "    events: []\n");
            yaml.insert(yaml.find("deals:"), "code: " + id + "\n");
            return !replayed(log_from(yaml), id).deals.at(0).rulings.empty();
        };
        EXPECT_TRUE(ruled("      - S omits cut\n      - W draws attention\n")) << id;
        EXPECT_FALSE(
            ruled("      - S omits cut\n      - E looks at E\n      - W draws attention\n"))
            << id;
        // The dealer's partner looking at his cards is no matter.
        EXPECT_TRUE(ruled("      - S omits cut\n      - N looks at N\n      - W draws attention\n"))
            << id;
    }
}

// Three-handed R3: "The player on the dealer's right may never look at his own hand until after
// the dealer has declared trumps; or, in the event of his passing it to his Dummy's hand, until
// his partner is authorised to play." R4: "... the dealer may not look at Dummy's hand until his
// left-hand adversary is authorised to play." R7: "whilst the dealer can never re-double except
// on his own hand."
TEST(FoldLooks, ThreeHandedLooksByStages) {
    const std::string passed = "      - S leaves it\n      - E declares spades\n";
    const std::string authorised = "      - W asks to lead\n      - E says yes\n";
    EXPECT_EQ(early_looks(
                  deal_of("three-handed", "", "      - E looks at E\n      - S declares hearts\n")),
              (Laws{{"R3"}}));
    EXPECT_EQ(early_looks(
                  deal_of("three-handed", "", "      - S declares hearts\n      - E looks at E\n")),
              Laws{});
    EXPECT_EQ(early_looks(deal_of("three-handed", "", passed + "      - E looks at E\n")),
              (Laws{{"R3"}}));
    EXPECT_EQ(
        early_looks(deal_of("three-handed", "", passed + authorised + "      - E looks at E\n")),
        Laws{});
    EXPECT_EQ(early_looks(
                  deal_of("three-handed", "", "      - S declares hearts\n      - S looks at N\n")),
              (Laws{{"R4"}}));
    EXPECT_EQ(
        early_looks(deal_of("three-handed", "",
                            "      - S declares hearts\n" + authorised + "      - S looks at N\n")),
        Laws{});
    // Under the four-handed code the same looks are nothing, and North's is his own hand.
    EXPECT_EQ(
        early_looks(deal_of("club-1904", "", "      - E looks at E\n      - S declares hearts\n")),
        Laws{});
    // Dummy's seat has no player to look.
    auto dummy_looks = log_from(one_deal_log("    events:\n      - N looks at N\n"));
    EXPECT_FALSE(fold_deal(dummy_looks.deals.at(0), code("three-handed"), "t.yaml", 1));
}

// R7 (Three-handed; Dummy Bridge R7, R11): "the dealer can only re-double on his own hand". When
// the right-hand adversary has declared for Dummy, the first right to re-double is the dealer's,
// who passed the declaration on his own hand, not the adversary's who declared (C04 55 names "the
// player who has declared the trump").
TEST(FoldLooks, TheDealerReDoublesOnHisOwnHand) {
    const std::string doubled =
        "      - S leaves it\n      - E declares spades\n      - W doubles\n";
    const Report own = deal_of("three-handed", "", doubled + "      - S doubles\n");
    EXPECT_TRUE(rulings_of(own.deals.at(0), Infraction::RedoubleOutOfTurn).empty());
    EXPECT_TRUE(own.deals[0].rulings.empty());
    EXPECT_EQ(own.deals[0].record.end().multiplier(), 4);
    const Report seen =
        deal_of("three-handed", "", doubled + "      - S looks at N\n      - S doubles\n");
    const auto r = rulings_of(seen.deals.at(0), Infraction::LookedTooEarly);
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0]->laws, (std::vector<std::string>{"R7"}));
    EXPECT_TRUE(r[0]->situation.has(Flag::DoubledOnDummy));
    EXPECT_EQ(r[0]->provision, Provision::NoProvision);
    EXPECT_EQ(seen.deals[0].record.end().multiplier(), 4); // the re-double stands as made
}

// Dummy Bridge R2: "Dummy deals at the commencement of each rubber": North, who deals first, is
// Dummy's seat, and South plays it. R4: "When the dealer deals for Dummy, the adversary on the
// dealer's left may not look at his hand until after the dealer has declared trumps"; R12: "the
// dealer may not look at Dummy's hand until the adversary, whose turn it is to lead, has
// permission to play"; R14: when the Dummy player's right-hand adversary deals, "he may not look
// at his Dummy's hand until after he has led a card from his own hand".
TEST(FoldLooks, DummyBridgeLooksAndDummysSeat) {
    EXPECT_EQ(early_looks(deal_of("dummy-bridge", "",
                                  "      - W looks at W\n      - S declares hearts\n", 'N')),
              (Laws{{"R4", "R8"}}));
    EXPECT_EQ(early_looks(deal_of("dummy-bridge", "",
                                  "      - S declares hearts\n      - W looks at W\n", 'N')),
              Laws{});
    EXPECT_EQ(early_looks(deal_of("dummy-bridge", "",
                                  "      - S declares hearts\n      - S looks at N\n", 'N')),
              (Laws{{"R12"}}));
    // The second deal, East's: South, the Dummy player, is the eldest hand; North is still Dummy.
    const std::string two =
        "format: bridgelaws/1\ncode: dummy-bridge\ndeals:\n  - dealer: N\n    hands: \"" + HANDS +
        "\"\n    events: []\n  - dealer: E\n    hands: \"" + HANDS +
        "\"\n    events:\n      - S looks at N\n";
    const Report r = replayed(log_from(two), "dummy-bridge");
    const auto looked = rulings_of(r.deals.at(1), Infraction::LookedTooEarly);
    ASSERT_EQ(looked.size(), 1u);
    EXPECT_EQ(looked[0]->laws, (std::vector<std::string>{"R14"}));
    EXPECT_TRUE(looked[0]->situation.has(Flag::DummyPlayer));
}

// Dummy Bridge R1: "The player who cuts the lowest card takes Dummy": Dummy's hand has no player,
// so its seat never elects nor shares an election (as in Three-handed). Where the law gives the
// choice to the dealer and Dummy deals (Club 1904 46, a card exposed by the eldest hand before
// the declaration), the Dummy player chooses; where it names the offender's adversaries, he alone.
TEST(FoldLooks, DummysSeatInDummyBridgeNeverElects) {
    const Report exposed = deal_of("dummy-bridge", "", "      - E exposes D2\n", 'N');
    const auto r = rulings_of(exposed.deals.at(0), Infraction::ExposedBeforeDeclaration);
    ASSERT_EQ(r.size(), 1u);
    EXPECT_EQ(r[0]->elector, (std::vector<Seat>{S}));
    const Report four = deal_of("club-1904", "", "      - E exposes D2\n", 'N');
    EXPECT_EQ(rulings_of(four.deals.at(0), Infraction::ExposedBeforeDeclaration).at(0)->elector,
              (std::vector<Seat>{N}));
    for (const std::string id : {"dummy-bridge", "three-handed"}) {
        const Report both = deal_of(id, "", "      - E exposes D2\n      - W exposes DJ\n", 'N');
        for (const Ruling& x : both.deals.at(0).rulings)
            EXPECT_EQ(std::count(x.elector.begin(), x.elector.end(),
                                 id == std::string("dummy-bridge") ? N : S),
                      0)
                << id;
    }
}

// Dummy Bridge R3: "The player who plays Dummy, whenever he deals, either for himself or Dummy,
// must always look at his own hand first; when he may either declare trumps from it, or pass the
// declaration to his Dummy's hand." Dealing for Dummy he sits as the dealer's partner, and his
// declaration is the procedure; the partner of a dealing adversary declaring unasked is Club 1904
// Law 49's case, inherited (the fact dummy-player tells them apart).
TEST(FoldLooks, TheDummyPlayerDeclaresFromHisOwnHandWhereAnAdversarysPartnerMayNot) {
    const std::string two =
        "format: bridgelaws/1\ncode: dummy-bridge\ndeals:\n  - dealer: N\n    hands: \"" + HANDS +
        "\"\n    events:\n      - S declares hearts\n  - dealer: E\n    hands: \"" + HANDS +
        "\"\n    events:\n      - W declares hearts\n";
    const Report r = replayed(log_from(two), "dummy-bridge");
    const auto own = rulings_of(r.deals.at(0), Infraction::DeclarationUnauthorised);
    ASSERT_EQ(own.size(), 1u);
    EXPECT_EQ(own[0]->provision, Provision::NoPenalty);
    EXPECT_EQ(own[0]->laws, (std::vector<std::string>{"R3"}));
    const auto unasked = rulings_of(r.deals.at(1), Infraction::DeclarationUnauthorised);
    ASSERT_EQ(unasked.size(), 1u);
    EXPECT_EQ(unasked[0]->provision, Provision::Penalty);
    EXPECT_NE(std::find(unasked[0]->laws.begin(), unasked[0]->laws.end(), "49"),
              unasked[0]->laws.end());
}
