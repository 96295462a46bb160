// The American laws as revised in 1907 (laws/american-1907.yaml), a whole table from a text outside
// the seeds: it loads, lists every law of the 1907 text with its text, maps each to the 1904 law it
// revises, and the changes the revision made differ from elwell-1904 as data and in rulings.
#include "laws/lawbook.h"
#include "log/game_log.h"
#include "test_util.h"

#include <cctype>
#include <gtest/gtest.h>
#include <map>
#include <set>

using namespace bl;
using bl::test::code;
using bl::test::log_from;
using bl::test::replayed;

namespace {

// The laws under each heading, counted from the printed text (rules and paragraphs).
const std::map<std::string, size_t> kLawsPerHeading = {{"The Rubber", 1},
                                                       {"Scoring", 12},
                                                       {"Cutting", 3},
                                                       {"Forming Tables", 4},
                                                       {"Cutting Out", 1},
                                                       {"Rights of Entry", 5},
                                                       {"Shuffling", 3},
                                                       {"The Deal", 6},
                                                       {"A New Deal", 7},
                                                       {"Declaring Trumps", 6},
                                                       {"Doubling, Re-doubling, etc.", 12},
                                                       {"Dummy", 6},
                                                       {"Cards Exposed Before Play", 2},
                                                       {"Cards Exposed During Play", 7},
                                                       {"Leads Out of Turn", 6},
                                                       {"Cards Played in Error", 3},
                                                       {"The Revoke", 12},
                                                       {"General Rules", 7},
                                                       {"New Cards", 2},
                                                       {"Bystanders", 1},
                                                       {"Spade Convention", 3}};

// South deals (N dummy, W eldest, E the right-hand adversary); `events` follow the deal.
std::string deal_log(const std::string& events) {
    return "format: bridgelaws/1\nplayers: {N: A, E: Y, S: B, W: Z}\ndeals:\n  - dealer: S\n"
           "    hands: \"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32\"\n"
           "    events:\n" +
           events;
}

// The first ruling of the first deal under `id`.
Ruling first_ruling(const std::string& events, const std::string& id) {
    const Report r = replayed(log_from(deal_log(events)), id);
    if (r.deals.empty() || r.deals[0].rulings.empty()) {
        ADD_FAILURE() << id << ": no ruling";
        return {};
    }
    return r.deals[0].rulings[0];
}

const std::string kOpening =
    "      - S declares hearts\n      - W asks to lead\n      - E says yes\n";

} // namespace

TEST(American1907, EveryLawOfTheTextWithItsText) {
    const Lawbook& b = code("american-1907");
    EXPECT_EQ(b.laws.size(), 109u);
    std::map<std::string, size_t> per_heading;
    for (const Law& l : b.laws) {
        ++per_heading[l.heading];
        EXPECT_FALSE(l.text.empty()) << l.number;
        // Numbered by heading and order: the number ends in the law's place under its heading.
        EXPECT_EQ(l.number.substr(l.number.rfind('-') + 1), std::to_string(per_heading[l.heading]))
            << l.number;
    }
    EXPECT_EQ(per_heading, kLawsPerHeading);
    ASSERT_NE(b.law("the-deal-6"), nullptr);
    EXPECT_EQ(b.law("the-deal-6")->text, "THERE IS NO MISDEAL.");
    ASSERT_NE(b.law("leads-out-of-turn-2"), nullptr);
    EXPECT_NE(b.law("leads-out-of-turn-2")->text.find("he incurs no penalty"), std::string::npos);
    ASSERT_NE(b.law("cutting-1"), nullptr);
    EXPECT_NE(b.law("cutting-1")->text.find("the lowest is the heart"), std::string::npos);
}

// Each law's first editorial line names the Elwell 1904 law it revises (or says it is new), and
// every 1904 law is revised by some 1907 law except the recuts of equal cards (19, 20), which
// cutting-1's suit ranks replace.
TEST(American1907, EveryLawMappedToTheLawItRevises) {
    const Lawbook& b = code("american-1907");
    std::set<std::string> revised;
    for (const Law& l : b.laws) {
        ASSERT_FALSE(l.editorial.empty()) << l.number;
        const std::string& first = l.editorial.front();
        const std::string prefix = "Revises Elwell 1904 Law";
        if (first.rfind("New in 1907", 0) == 0) continue;
        ASSERT_EQ(first.rfind(prefix, 0), 0u) << l.number << ": " << first;
        size_t at = first.find(' ', prefix.size()) + 1; // after "Law " or "Laws "
        while (at < first.size() && std::isdigit(static_cast<unsigned char>(first[at]))) {
            size_t end = at;
            while (end < first.size() && std::isdigit(static_cast<unsigned char>(first[end])))
                ++end;
            revised.insert(first.substr(at, end - at));
            at = first.compare(end, 2, ", ") == 0 ? end + 2 : first.size();
        }
    }
    for (const Law& old : code("elwell-1904").laws)
        EXPECT_TRUE(revised.count(old.number))
            << "Elwell 1904 Law " << old.number << " is revised by no 1907 law";
}

// The honours table of 1907 values four aces divided at no trumps; the 1904 Law 6 has no row.
TEST(American1907, FourAcesDividedValuedInTheHonoursTable) {
    auto divided = [](const Lawbook& b) {
        int value = -1;
        for (const HonourRow& row : b.params.honours_no_trumps.value)
            if (row.held == 4 && row.in_one_hand == 0) value = row.value;
        return value;
    };
    EXPECT_EQ(divided(code("elwell-1904")), -1);
    EXPECT_EQ(divided(code("american-1907")), 40);
    EXPECT_EQ(code("american-1907").params.honours_no_trumps.laws,
              std::vector<std::string>{"scoring-5"});
}

TEST(American1907, DealersLeadOutOfTurnReversed) {
    const std::string events = kOpening +
                               "      - W plays CA\n      - N plays C5\n      - E plays C4\n"
                               "      - S plays C8\n      - N plays SA\n";
    const Ruling old = first_ruling(events, "elwell-1904");
    EXPECT_EQ(old.provision, Provision::Penalty);
    EXPECT_EQ(old.options, std::vector<Option>{Option::TransferOneTrick});
    const Ruling now = first_ruling(events, "american-1907");
    EXPECT_EQ(now.situation.id, Infraction::LeadOutOfTurn);
    EXPECT_EQ(now.provision, Provision::NoPenalty);
    EXPECT_EQ(now.laws, (std::vector<std::string>{"leads-out-of-turn-2", "leads-out-of-turn-3"}));
}

TEST(American1907, LeadWithoutAskingGivesConsentNotACall) {
    const std::string events = "      - S declares hearts\n      - W plays CA\n";
    EXPECT_EQ(first_ruling(events, "elwell-1904").options,
              (std::vector<Option>{Option::CallSuit, Option::CallCard}));
    const Ruling now = first_ruling(events, "american-1907");
    EXPECT_EQ(now.options, (std::vector<Option>{Option::DoubleStands, Option::DoubleVoid}));
    EXPECT_EQ(now.laws, std::vector<std::string>{"doubling-9"});
}

TEST(American1907, RightHandAdversarysQuestionCostsNothing) {
    const std::string events = "      - S declares hearts\n      - E asks to lead\n";
    EXPECT_EQ(first_ruling(events, "elwell-1904").provision, Provision::Penalty);
    EXPECT_EQ(first_ruling(events, "american-1907").provision, Provision::NoPenalty);
}

TEST(American1907, RightHandAdversarysOpeningLeadCalledByTheMaker) {
    const std::string events = kOpening + "      - E plays HA\n";
    EXPECT_EQ(first_ruling(events, "elwell-1904").options,
              (std::vector<Option>{Option::CallCard, Option::CallSuit}));
    const Ruling now = first_ruling(events, "american-1907");
    EXPECT_EQ(now.options, std::vector<Option>{Option::CallSuit});
    EXPECT_EQ(now.laws.front(), "doubling-11");
}

// The re-doubling footnote's club limits are readings; the law itself has no limit, as in 1904.
TEST(American1907, RedoublingFootnoteIsAReading) {
    const Lawbook& b = code("american-1907");
    EXPECT_EQ(b.params.doubling_limit.value, std::nullopt);
    const Reading* limit = b.reading("doubling-limit");
    ASSERT_NE(limit, nullptr);
    std::set<std::string> others;
    for (const auto& [id, meaning] : limit->others) others.insert(id);
    EXPECT_EQ(others, (std::set<std::string>{"odd-trick-100", "odd-trick-200"}));
}

// Ames's specimen sheet (seed 000), replayed under 1907: its four aces divided score the 40 of
// the 1907 table, and the rubber comes to the sheet's own totals (390 to 244), which the 1904
// code reaches only with a house reading; every other deal scores as under 1904.
TEST(American1907, AmesSpecimenUnder1907) {
    auto log = read_log(bl::test::source_path("examples/ames-specimen.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    const Report old = replayed(*log, "elwell-1904");
    const Report now = replayed(*log, "american-1907");
    ASSERT_EQ(old.deals.size(), 16u);
    ASSERT_EQ(now.deals.size(), 16u);
    for (size_t i = 0; i + 1 < now.deals.size(); ++i) {
        EXPECT_EQ(now.deals[i].score.below, old.deals[i].score.below) << "deal " << i + 1;
        EXPECT_EQ(now.deals[i].score.above, old.deals[i].score.above) << "deal " << i + 1;
    }
    EXPECT_EQ(old.deals[15].score.above[NS], 30);
    EXPECT_EQ(now.deals[15].score.above[NS], 40);
    const RubberState& rubber = now.rubbers.back();
    EXPECT_EQ(rubber.total[NS], 390);
    EXPECT_EQ(rubber.total[EW], 244);
    EXPECT_EQ(rubber.points, 146);
}
