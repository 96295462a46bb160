#include "core/lone_returns.h"

#include <gtest/gtest.h>

#include <string>

using namespace bl;

TEST(LoneReturns, AReturnAloneBecomesALineFeedAndAPairStays) {
    std::string text = "a\rb\r\nc\r\rd\r";
    lone_returns_to_newlines(text.data(), text.size());
    // The last byte is the caller's to settle: what follows it is not in the text.
    EXPECT_EQ(text, "a\nb\r\nc\n\nd\r");
    EXPECT_EQ(lone_returns_as_newlines("a\rb\r\nc\r\rd\r"), "a\nb\r\nc\n\nd\n");
    EXPECT_EQ(lone_returns_as_newlines("\r\n\r\n"), "\r\n\r\n");
    EXPECT_EQ(lone_returns_as_newlines(""), "");
}

TEST(LoneReturns, TellsWhetherATextHasOne) {
    EXPECT_FALSE(has_lone_return(""));
    EXPECT_FALSE(has_lone_return("a\nb\n"));
    EXPECT_FALSE(has_lone_return("a\r\nb\r\n"));
    EXPECT_TRUE(has_lone_return("a\rb"));
    EXPECT_TRUE(has_lone_return("a\r\nb\r"));
    EXPECT_TRUE(has_lone_return("a\r\r\n"));
}

TEST(LoneReturns, AReturnEndingAReadIsSettledByTheNext) {
    EXPECT_FALSE(held_return_alone("\nabc", 4)); // the pair cut between two reads
    EXPECT_TRUE(held_return_alone("abc", 3));
    EXPECT_TRUE(held_return_alone("\r\n", 2)); // another return: the held one stood alone
    EXPECT_TRUE(held_return_alone("", 0));     // the text ended with it
}
