// An overlay's rule-changes: one rule replaced in its place, the base's others for the
// infraction left in force, a new situation added; the loader's refusals around them.
#include "laws/rule_changes.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

using namespace bl;
using bl::test::code;
using bl::test::source_path;

namespace {

std::vector<const Rule*> revoke_rules(const Lawbook& book) {
    std::vector<const Rule*> out;
    for (const Rule& r : book.rules)
        if (r.id == Infraction::Revoke) out.push_back(&r);
    return out;
}

} // namespace

TEST(RuleChanges, OneRevokeRuleReplacedTheOthersInForce) {
    auto over = test::library().load(source_path("tests/data/tables/one-revoke-rule.yaml"));
    ASSERT_TRUE(over) << over.error().describe();
    const auto mine = revoke_rules(*over), base = revoke_rules(code("club-1904"));
    ASSERT_EQ(mine.size(), base.size());
    int replaced = 0;
    for (size_t i = 0; i < base.size(); ++i) {
        ASSERT_TRUE(same_when(mine[i]->when, base[i]->when)); // each in its place
        if (mine[i]->code == "one-revoke-rule") {
            ++replaced;
            EXPECT_EQ(mine[i]->options, std::vector<Option>{Option::TakeThreeTricks});
        } else {
            EXPECT_EQ(mine[i]->options, base[i]->options);
            EXPECT_EQ(mine[i]->laws, base[i]->laws);
        }
    }
    EXPECT_EQ(replaced, 1);
}

TEST(RuleChanges, ANewSituationIsAdded) {
    std::vector<Rule> rules = code("club-1904").rules;
    Rule extra = *revoke_rules(code("club-1904")).front();
    extra.when = Conditions{};
    extra.when.trick = 1u << 13;
    const size_t before = rules.size();
    apply_rule_changes(rules, {extra});
    EXPECT_EQ(rules.size(), before + 1);
}

TEST(RuleChanges, OnlyAnOverlayChangesSingleRules) {
    const std::string table =
        "id: lone\ntitle: t\nedition: e\nsource: [{seed: s}]\nlaws: [{number: \"1\", text: "
        "\"x\"}]\n"
        "rule-changes: [{id: revoke, laws: [\"1\"], provision: no-penalty}]\n";
    auto book = parse_lawbook_yaml(table, "lone.yaml");
    ASSERT_FALSE(book);
    EXPECT_NE(book.error().message.find("only an overlay"), std::string::npos)
        << book.error().message;
}
