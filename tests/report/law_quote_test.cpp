// The laws quoted as a committee reads them: whole sentences, the remedy's law first.
#include "report/law_quote.h"
#include "test_util.h"

#include <gtest/gtest.h>

using namespace bl;

TEST(LawQuote, SentencesKeepNumberedItemsAndAbbreviations) {
    const auto s =
        law_sentences("The penalty for a revoke\u2014\nI. Is at the option of the adversaries;\n"
                      "II. Can be claimed, i.e. twice. It ends here.");
    ASSERT_EQ(s.size(), 3u);
    EXPECT_EQ(s[0], "The penalty for a revoke\u2014 I. Is at the option of the adversaries;");
    EXPECT_EQ(s[1], "II. Can be claimed, i.e. twice.");
    EXPECT_EQ(s[2], "It ends here.");
}

TEST(LawQuote, AnExcerptIsWholeSentencesAndAtLeastOne) {
    const std::string text = "A first sentence that is long enough. A second one. A third.";
    EXPECT_EQ(law_excerpt(text, 10), "A first sentence that is long enough.");
    EXPECT_EQ(law_excerpt(text, 52), "A first sentence that is long enough. A second one.");
    EXPECT_EQ(law_excerpt(text, 500), text);
    EXPECT_TRUE(ends_sentence(law_excerpt(test::code("club-1904").law("90")->text, 40)));
}

TEST(LawQuote, TheRemedyFirst) {
    const Lawbook& club = test::code("club-1904");
    // Law 90's words give the penalty ("The penalty for a revoke"); Law 89 defines the revoke.
    EXPECT_EQ(remedy_law({"89", "90", "91"}, Provision::Penalty, "", club), "90");
    EXPECT_EQ(laws_remedy_first({"89", "90", "91"}, "90"),
              (std::vector<std::string>{"90", "89", "91"}));
    // The note opens on the law it sums up, wherever the table lists it.
    EXPECT_EQ(remedy_law({"89", "94", "92"}, Provision::Penalty,
                         "Law 94: the dealer may call the card", club),
              "94");
    EXPECT_EQ(
        remedy_law({"89", "90", "91"}, Provision::Penalty, "Law 90 I: the adversaries ...", club),
        "90");
    // No penalty: no remedy, and the laws keep their order.
    EXPECT_EQ(remedy_law({"89", "90"}, Provision::NoPenalty, "", club), "");
    EXPECT_EQ(laws_remedy_first({"68", "89"}, ""), (std::vector<std::string>{"68", "89"}));
    const Lawbook& elwell = test::code("elwell-1904");
    EXPECT_EQ(remedy_law({"77", "78", "7"}, Provision::Penalty, "", elwell),
              "77"); // "shall be the penalty"
}
