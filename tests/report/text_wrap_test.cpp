// Text at any width: words whole, continuation lines indented, laid-out lines kept.
#include "report/text_wrap.h"

#include <gtest/gtest.h>

using namespace bl;

TEST(TextWrap, WrapsWordsWholeUnderTheirIndent) {
    EXPECT_EQ(wrap_lines("  one two three four five\n", 14),
              "  one two\n    three four\n    five\n");
    EXPECT_EQ(wrap_lines("short\n", 14), "short\n");
    EXPECT_EQ(wrap_lines("  one two three\n", 0), "  one two three\n"); // 0: as it is
}

TEST(TextWrap, AWordLongerThanTheLineStandsWhole) {
    EXPECT_EQ(wrap_lines(" a extraordinarily b\n", 8), " a\n  extraordinarily\n  b\n");
    EXPECT_EQ(wrap_lines("at the margin it goes on\n", 14),
              "at the margin\nit goes on\n"); // a title, a story
}

TEST(TextWrap, SymbolsCountOneColumnAndKeptLinesStay) {
    EXPECT_EQ(display_width("\u2660 A K"), 5u);
    EXPECT_EQ(wrap_lines(" \u2660A \u2665K \u2666Q\n", 7), " \u2660A \u2665K\n  \u2666Q\n");
    const std::string kept =
        std::string(1, KEEP_LINE) + "    N             a very long diagram line\n";
    EXPECT_EQ(wrap_lines(kept, 10), kept.substr(1));
}
