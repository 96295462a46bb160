// Comparing two game logs on what they mean: code, players, score, cutting, and per deal the
// dealer, the hands (as read, counts included), the turn-up and every event. Where they were
// written (lines, columns, the file) does not count.
#pragma once

#include "log/event.h"
#include "log/game_log.h"

#include <gtest/gtest.h>

#include <string>

namespace bl::test {

inline ::testing::AssertionResult
same_events(const std::vector<Event>& a, const std::vector<Event>& b, const std::string& where) {
    if (a.size() != b.size())
        return ::testing::AssertionFailure()
               << where << ": " << a.size() << " events against " << b.size();
    for (size_t i = 0; i < a.size(); ++i)
        if (event_text(a[i]) != event_text(b[i]) || a[i].cards != b[i].cards)
            return ::testing::AssertionFailure()
                   << where << ", event " << i << ": \"" << event_text(a[i]) << "\" against \""
                   << event_text(b[i]) << "\"";
    return ::testing::AssertionSuccess();
}

inline ::testing::AssertionResult same_log(const GameLog& a, const GameLog& b) {
    using ::testing::AssertionFailure;
    if (a.code != b.code) return AssertionFailure() << "code " << a.code << " against " << b.code;
    if (a.players != b.players) return AssertionFailure() << "players differ";
    if (a.score.has_value() != b.score.has_value())
        return AssertionFailure() << "score present in one only";
    for (int s = 0; a.score && s < 2; ++s) {
        const SideScore &x = (*a.score)[s], &y = (*b.score)[s];
        if (x.below != y.below || x.above != y.above || x.games != y.games)
            return AssertionFailure() << "score differs";
    }
    if (a.cutting.size() != b.cutting.size()) return AssertionFailure() << "cutting rounds differ";
    for (size_t r = 0; r < a.cutting.size(); ++r) {
        if (a.cutting[r].size() != b.cutting[r].size())
            return AssertionFailure() << "cutting round " << r << " differs";
        for (size_t i = 0; i < a.cutting[r].size(); ++i)
            if (a.cutting[r][i].player != b.cutting[r][i].player ||
                a.cutting[r][i].card != b.cutting[r][i].card)
                return AssertionFailure() << "cut " << r << "." << i << " differs";
    }
    if (a.deals.size() != b.deals.size())
        return AssertionFailure() << a.deals.size() << " deals against " << b.deals.size();
    for (size_t i = 0; i < a.deals.size(); ++i) {
        const Deal &x = a.deals[i], &y = b.deals[i];
        const std::string where = "deal " + std::to_string(i + 1);
        if (x.dealer != y.dealer) return AssertionFailure() << where << ": dealer differs";
        if (x.hands != y.hands || x.counts != y.counts)
            return AssertionFailure() << where << ": hands differ";
        if (x.turn_up != y.turn_up) return AssertionFailure() << where << ": turn-up differs";
        if (auto r = same_events(x.during_deal, y.during_deal, where + " during the deal"); !r)
            return r;
        if (auto r = same_events(x.events, y.events, where); !r) return r;
    }
    return ::testing::AssertionSuccess();
}

} // namespace bl::test
