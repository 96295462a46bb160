// diff as an editor's note, on the real codes: 1903's Law 56 split into 1904's 56 and 58, the
// rules of the doubling laws, an overlay's amendments and parameters, the Club and Elwell revokes.
#include "laws/diff_report.h"
#include "laws/law_diff.h"
#include "test_util.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace bl;
using bl::test::code;
using bl::test::run_cli;

namespace {

const LawEntry* entry_from(const CodeDiff& d, const std::string& a_number) {
    for (const LawEntry& e : d.laws)
        if (e.a && e.a->number == a_number) return &e;
    return nullptr;
}

using bl::test::has;

bool rule_cites(const CodeDiff& d, const std::string& law) {
    for (const RuleChange& r : d.rules)
        if (std::find(r.laws.begin(), r.laws.end(), law) != r.laws.end()) return true;
    return false;
}

} // namespace

TEST(LawDiff, Club1903To1904ShowsTheSplitOfLaw56) {
    const CodeDiff d = diff_codes(code("club-1903"), code("club-1904"));
    const LawEntry* e = entry_from(d, "56");
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->change, LawChange::Split);
    EXPECT_EQ(entry_laws(*e, true), "Laws 56 and 58");
    EXPECT_TRUE(e->substance); // "indefinitely" became "until the limit of 100 points is reached"
    const std::string md = diff_markdown(d);
    EXPECT_TRUE(has(md, "club-1903's Law 56 became Laws 56 and 58.")) << md.substr(0, 2000);
    EXPECT_TRUE(has(md, "#### Law 56 -> Laws 56 and 58: split, changed in substance")) << md;
    EXPECT_TRUE(has(md, "~~indefinitely,~~")) << md;
    EXPECT_TRUE(has(md, "**until** the **limit of 100 points is reached")) << md;
}

TEST(LawDiff, TheRulesOfLaws57_58And95Differ) {
    const CodeDiff d = diff_codes(code("club-1903"), code("club-1904"));
    for (const char* law : {"57", "58", "95"}) EXPECT_TRUE(rule_cites(d, law)) << law;
    const std::string md = diff_markdown(d);
    EXPECT_TRUE(has(md, "## Rules")) << md;
    EXPECT_TRUE(has(md, "- doubling limit: ~~none~~ **100 points a trick**")) << md;
}

TEST(LawDiff, AnOverlaysAmendmentsAndParameters) {
    const CodeDiff d = diff_codes(code("club-1904"), code("continental"));
    int amended = 0;
    for (const LawEntry& e : d.laws) amended += e.change == LawChange::Amended;
    EXPECT_EQ(amended, 2); // Laws 4 and 7
    EXPECT_FALSE(d.parameters.empty());
    const std::string text = diff_text(d);
    EXPECT_TRUE(has(text, "Law 4 -> Law 4: amended")) << text;
    EXPECT_TRUE(has(
        text, "{+On the Continent, when there are no trumps, each trick above six counts ten.+}"))
        << text;
    EXPECT_TRUE(has(text, "the value of a trick: ")) << text;
    EXPECT_FALSE(has(text, "not given (the engine's default) -> not given")) << text;
}

TEST(LawDiff, ClubAndElwellRevokesAndExposedCards) {
    const CodeDiff d = diff_codes(code("club-1904"), code("elwell-1904"));
    bool revoke = false;
    for (const RuleChange& r : d.rules) revoke = revoke || r.id == Infraction::Revoke;
    EXPECT_TRUE(revoke);
    const LawEntry* exposed = entry_from(d, "72");
    ASSERT_NE(exposed, nullptr);
    ASSERT_NE(exposed->b, nullptr);
    EXPECT_EQ(exposed->b->number, "69");
}

TEST(LawDiff, JsonAndTextAreWholeAndValid) {
    const auto text = run_cli("diff club-1903 club-1904");
    ASSERT_EQ(text.status, 0) << text.err;
    // Valid UTF-8 throughout: the parser refuses a character cut in two.
    const auto json = run_cli("diff club-1903 club-1904 --format json");
    ASSERT_EQ(json.status, 0) << json.err;
    const auto j = nlohmann::json::parse(json.out);
    EXPECT_NO_THROW((void)nlohmann::json(text.out).dump());
    bool whole = false;
    for (const auto& law : j["laws"])
        if (law["to"].is_object()) { // 58 is the second half of 1903's 56, given with it
            std::string joined;
            for (const auto& w : law["words"])
                if (w["op"] != "removed") joined += w["text"].get<std::string>();
            whole = whole || has(joined, "If any double or re-double");
        }
    EXPECT_TRUE(whole) << "1904's Law 58 is given whole";
    EXPECT_EQ(run_cli("diff club-1903 club-1904 --format xml").status, 2);
}

// The American laws revised in 1907 against Elwell's 1904 code (issue #25): the 1907 laws, printed
// without numbers and numbered here by heading, are paired with the 1904 law each revises by
// content, and every change the issue names is reported, with both texts.
namespace {

struct Revision {
    const char* old_law;  // Elwell 1904
    const char* new_law;  // 1907
    LawChange change;
    const char* new_words; // words of the 1907 text the diff marks as added
};

class Elwell1904To1907 : public ::testing::TestWithParam<Revision> {
  protected:
    static const CodeDiff& diff() {
        static const CodeDiff d = diff_codes(code("elwell-1904"), code("american-1907"));
        return d;
    }
};

} // namespace

TEST_P(Elwell1904To1907, TheRevisionIsReportedWithBothTexts) {
    const Revision& r = GetParam();
    const LawEntry* e = entry_from(diff(), r.old_law);
    ASSERT_NE(e, nullptr) << "Law " << r.old_law << " is not reported";
    ASSERT_NE(e->b, nullptr) << "Law " << r.old_law << " is paired with no 1907 law";
    EXPECT_EQ(e->b->number, r.new_law);
    EXPECT_EQ(law_change_name(e->change), std::string(law_change_name(r.change))) << r.old_law;
    if (r.change == LawChange::Renumbered) return; // the same words: nothing to mark
    const std::string text = diff_text(diff());
    EXPECT_TRUE(has(text, std::string("Law ") + r.old_law + " -> Law " + r.new_law)) << r.old_law;
    std::string added;
    for (const WordRun& w : e->words)
        if (w.op == WordOp::Added) added += w.text;
    EXPECT_TRUE(has(added, r.new_words)) << r.old_law << ": " << added;
}

INSTANTIATE_TEST_SUITE_P(
    NamedChanges, Elwell1904To1907,
    ::testing::Values(
        // the dealer's lead out of turn: a penalty in 1904, none in 1907
        Revision{"77", "leads-out-of-turn-2", LawChange::Substance, "he incurs no"},
        // the honours table: four aces divided valued at no trumps
        Revision{"6", "scoring-5", LawChange::Substance, "4 Honours: 8, 16, 24, 32, 40."},
        // double chicane: equal to four honours, deducted from the adversaries' honour score
        Revision{"9", "scoring-8", LawChange::Substance, "(a player and his partner both void"},
        // the cutting rank of suits
        Revision{"14", "cutting-1", LawChange::Substance, "the lowest is the heart"},
        // re-doubling: the footnote of the clubs' limits
        Revision{"55", "doubling-6", LawChange::Substance, "limit is placed at two hundred points"},
        // Dummy's rights before and after his cards are shown
        Revision{"62", "dummy-2", LawChange::Substance, "all the rights of a"},
        // the new-deal provisions
        Revision{"39", "new-deal-2", LawChange::Substance, "or his partner"},
        Revision{"43", "new-deal-6", LawChange::Substance, "when it is the turn of an adversary"},
        // "There is no misdeal": kept word for word (printed in capitals), under a new number
        Revision{"37", "the-deal-6", LawChange::Renumbered, ""}));

TEST(LawDiff, Elwell1904To1907RulesReadingsAndParameters) {
    const CodeDiff d = diff_codes(code("elwell-1904"), code("american-1907"));
    bool dealer_lead = false;
    for (const RuleChange& r : d.rules)
        dealer_lead = dealer_lead || (r.id == Infraction::LeadOutOfTurn && has(r.when, "dealer"));
    EXPECT_TRUE(dealer_lead) << "the dealer's lead out of turn: its rules differ";
    bool aces = false;
    for (const ParameterChange& p : d.parameters)
        aces = aces || (p.key == "honours-no-trumps" && has(p.to, "4 honours: 40 points"));
    EXPECT_TRUE(aces) << "the honours table values four aces divided";
    bool limit = false;
    for (const ReadingChange& r : d.readings) limit = limit || r.id == "doubling-limit";
    EXPECT_TRUE(limit) << "re-doubling: the footnote's limits are readings";
    // Spelling is no substance: 1907 writes "honours" where 1904 wrote "honors".
    const LawEntry* game = entry_from(d, "2");
    ASSERT_NE(game, nullptr);
    EXPECT_EQ(game->change, LawChange::Wording);
}
