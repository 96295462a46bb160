// The one table of plain words: a phrase for every id of every vocabulary a report speaks of.
#include "report/words.h"

#include <gtest/gtest.h>

using namespace bl;

namespace {

// Every id of E has a phrase of its own: not empty, not "?", not the id itself (an id of two
// words or more never stands in it; "a misdeal" may say "misdeal").
template <class E> void expect_phrases() {
    const auto ids = names_of<E>();
    for (size_t i = 0; i < ids.size(); ++i) {
        const std::string p(phrase(static_cast<E>(i)));
        EXPECT_FALSE(p.empty()) << ids[i];
        EXPECT_NE(p, "?") << ids[i]
                          << " has no phrase: the table and the vocabulary differ in length";
        EXPECT_NE(p, ids[i]) << ids[i] << " is said as its id";
        if (std::string(ids[i]).find('-') != std::string::npos)
            EXPECT_EQ(p.find(ids[i]), std::string::npos) << ids[i] << " is said as its id: " << p;
    }
    EXPECT_EQ(std::string(phrase(static_cast<E>(ids.size()))), "?"); // no phrase past the last id
}

} // namespace

TEST(Words, EveryIdHasItsPhrase) {
    expect_phrases<Infraction>();
    expect_phrases<Option>();
    expect_phrases<Consequence>();
    expect_phrases<Status>();
    expect_phrases<Phase>();
    expect_phrases<DealEnd>();
}

TEST(Words, FromTheIdsJsonWrites) {
    EXPECT_EQ(infraction_phrase("double-out-of-turn"), "a double out of turn");
    EXPECT_EQ(option_phrase("double-stands"), "let the double stand");
    EXPECT_EQ(consequence_phrase("no-game-this-hand"), "no game for the offending side this hand");
    EXPECT_EQ(status_phrase("pending"), "still open: the log ends before it is settled");
    EXPECT_EQ(option_phrase("some-new-option"), "some new option"); // unknown: its words at least
}

TEST(Words, WhatDependsOnThePlay) {
    EXPECT_TRUE(depends_on_play(Option::CallCard));
    EXPECT_TRUE(depends_on_play(Option::RequireWin));
    EXPECT_FALSE(depends_on_play(Option::TakeThreeTricks));
    EXPECT_FALSE(depends_on_play(Option::DoubleVoid));
}
