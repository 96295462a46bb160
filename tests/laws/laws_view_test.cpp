#include "laws/laws_view.h"
#include "laws/parameter_diff.h"
#include "test_util.h"

#include <gtest/gtest.h>
#include <sstream>

using namespace bl;
using bl::test::code;
using bl::test::library;

namespace {
const LawPair* pair_of(const std::vector<LawPair>& pairs, const std::string& a_number) {
    for (const LawPair& p : pairs)
        if (p.a && p.a->number == a_number) return &p;
    return nullptr;
}
const LawPair* added(const std::vector<LawPair>& pairs, const std::string& b_number) {
    for (const LawPair& p : pairs)
        if (!p.a && p.b && p.b->number == b_number) return &p;
    return nullptr;
}
} // namespace

TEST(LawsView, DiffFindsTheRenumbering) {
    const auto pairs = align_laws(code("club-1903"), code("club-1904"));
    // Law 1 is the same in both editions; later laws moved.
    ASSERT_NE(pair_of(pairs, "1"), nullptr);
    EXPECT_EQ(pair_of(pairs, "1")->change, LawChange::Same);
    int renumbered = 0;
    for (const LawPair& p : pairs) renumbered += p.change == LawChange::Renumbered;
    EXPECT_GT(renumbered, 20);
    // The 1903 Law 56 lets re-doubling continue "indefinitely"; 1904's Law 56 drops that, and
    // the 100-point limit comes in a new Law 58.
    const LawPair* doubling = pair_of(pairs, "56");
    ASSERT_NE(doubling, nullptr);
    ASSERT_NE(doubling->b, nullptr);
    EXPECT_EQ(doubling->b->number, "56");
    EXPECT_EQ(doubling->change, LawChange::Substance);
    EXPECT_NE(added(pairs, "58"), nullptr);
    // New in 1904: the pass-back (50), doubling out of turn (57), and the last-trick rule (108)
    EXPECT_NE(added(pairs, "50"), nullptr);
    EXPECT_NE(added(pairs, "57"), nullptr);
    EXPECT_NE(added(pairs, "108"), nullptr); // the last trick may no longer be looked at...
    ASSERT_NE(pair_of(pairs, "103"), nullptr);
    EXPECT_EQ(pair_of(pairs, "103")->change, LawChange::Removed); // ...which 1903's Law 103 allowed
    EXPECT_NE(added(pairs, "95"), nullptr); // the dealer's corrected renounce
    // Dummy's power to point out a lead from the wrong hand (1903 Law 60) is gone.
    ASSERT_NE(pair_of(pairs, "60"), nullptr);
    EXPECT_EQ(pair_of(pairs, "60")->change, LawChange::Removed);
    // Renumbered unchanged: 1903's Law 86 (the revoke defined) is 1904's Law 89.
    ASSERT_NE(pair_of(pairs, "86"), nullptr);
    EXPECT_EQ(pair_of(pairs, "86")->b->number, "89");
    EXPECT_EQ(pair_of(pairs, "86")->change, LawChange::Renumbered);
}

TEST(LawsView, DiffShowsParametersInWords) {
    const auto diffs = parameter_changes(code("club-1903"), code("club-1904"));
    bool limit = false;
    for (const ParameterChange& d : diffs) limit = limit || parameter_line(d) == "doubling limit: none \u2192 100 points a trick";
    EXPECT_TRUE(limit);
    EXPECT_TRUE(parameter_changes(code("club-1904"), code("club-1904")).empty());
}

TEST(LawsView, ListsCodesLawsAndOneLaw) {
    std::ostringstream out, err;
    EXPECT_EQ(run_laws(library(), {}, out, err), 0);
    EXPECT_NE(out.str().find("club-1904"), std::string::npos);
    EXPECT_NE(out.str().find("extends club-1904"), std::string::npos);
    std::ostringstream one, e1;
    EXPECT_EQ(run_laws(library(), {"club-1904", "58"}, one, e1), 0);
    EXPECT_NE(one.str().find("limit of 100 points"), std::string::npos);
    EXPECT_NE(one.str().find("Cited by: 57"), std::string::npos);
    std::ostringstream none, e2;
    EXPECT_EQ(run_laws(library(), {"club-1904", "999"}, none, e2), 2);
    EXPECT_NE(e2.str().find("has no law 999"), std::string::npos);
}
