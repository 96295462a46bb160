// "Did you mean": a slip of a letter or two finds the word meant; a word far from every known one
// finds none, rather than a wrong guess.
#include "core/suggest.h"

#include <gtest/gtest.h>

using namespace bl;

TEST(Suggest, CountsEditsIgnoringCase) {
    EXPECT_EQ(edit_distance("plays", "plays"), 0);
    EXPECT_EQ(edit_distance("plyas", "plays"), 1); // two letters swapped
    EXPECT_EQ(edit_distance("club1904", "club-1904"), 1);
    EXPECT_EQ(edit_distance("Replay", "replay"), 0);
    EXPECT_EQ(edit_distance("", "run"), 3);
    EXPECT_EQ(edit_distance("kitten", "sitting"), 3);
}

TEST(Suggest, NamesTheNearestWordOnlyWhenItIsNear) {
    const std::vector<std::string> commands = {"replay", "convert", "laws",  "diff",
                                               "check",  "gen",     "cases", "teach"};
    EXPECT_EQ(nearest_word("replya", commands), "replay");
    EXPECT_EQ(nearest_word("law", commands), "laws");
    EXPECT_EQ(nearest_word("frobnicate", commands), std::nullopt);
    EXPECT_EQ(nearest_word("x", commands), std::nullopt);
    EXPECT_EQ(did_you_mean("chek", commands), "; did you mean \"check\"?");
    EXPECT_EQ(did_you_mean("sings", {"plays", "declares"}), "");
    // An option of one letter mistyped is another option, not a slip of the pen; a longer one
    // is still found past its dashes.
    EXPECT_EQ(nearest_word("-o", {"-h", "--help", "--jobs"}), std::nullopt);
    EXPECT_EQ(nearest_word("--jbos", {"-h", "--help", "--jobs"}), "--jobs");
    EXPECT_EQ(nearest_word("-", {"-h"}), std::nullopt);
    // Of two near words, the nearer.
    EXPECT_EQ(nearest_word("club-1903x", {"club-1904", "club-1903"}), "club-1903");
}
