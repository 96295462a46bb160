// The word diff: the whole new text with the changed words marked, never a character cut, and
// wording told from substance by the words that changed.
#include "laws/word_diff.h"

#include <gtest/gtest.h>

using namespace bl;

TEST(WordDiff, MarksTheChangedWordsInTheWholeText) {
    const auto runs = word_diff("the dealer may double once", "the dealer may re-double twice");
    EXPECT_EQ(word_diff_text(runs), "the dealer may [-double once-] {+re-double twice+}");
    EXPECT_EQ(word_diff_markdown(runs), "the dealer may ~~double once~~ **re-double twice**");
}

TEST(WordDiff, CaseAndPunctuationAloneAreTheSameWord) {
    const auto runs = word_diff("under this law, hold \u2014", "under this Law, hold\u2014");
    EXPECT_EQ(word_diff_text(runs), "under this Law, hold\u2014 [-\u2014-]"); // "hold\u2014" is "hold": the dash alone went
    EXPECT_FALSE(changes_substance(changed_words(runs)));
}

TEST(WordDiff, SubstanceIsAValueAPartyARemedyOrATime) {
    EXPECT_TRUE(
        changes_substance(changed_words(word_diff("counts two points", "counts four points"))));
    EXPECT_TRUE(changes_substance(
        changed_words(word_diff("the dealer may call", "the eldest hand may call"))));
    EXPECT_TRUE(changes_substance(changed_words(
        word_diff("may be continued indefinitely", "may be continued until the limit"))));
    EXPECT_FALSE(changes_substance(changed_words(word_diff("Laws 53-56.", "Laws 53 to 56."))));
    EXPECT_FALSE(changes_substance(changed_words(
        word_diff("left face upwards on the table", "left face upward on the table"))));
}

TEST(WordDiff, NeverCutsACharacter) {
    const std::string a = "limit is reached\u2014the first right",
                      b = "limit is reached \u2014 the first right";
    for (const WordRun& r : word_diff(a, b))
        for (size_t i = 0; i < r.text.size(); ++i)
            if ((static_cast<unsigned char>(r.text[i]) & 0xC0) == 0x80) ASSERT_GT(i, 0u) << r.text;
    EXPECT_NE(word_diff_text(word_diff(a, b)).find("\u2014"), std::string::npos);
}
