// run_in_order (core/in_order.h): every item's work done once, on the threads asked for, and
// every item finished once, in the items' order, one at a time, however long each work takes;
// no more items taken than the window past the first not finished; after a failure no item is
// taken, and none from the failed one on is finished.
#include "core/in_order.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <random>
#include <set>
#include <thread>
#include <vector>

namespace bl {
namespace {

// What a run did: the items worked on, by thread, and the items finished in the order finished.
struct InOrderTrace {
    std::mutex m;
    std::vector<size_t> worked, finished;
    std::set<size_t> jobs;
    std::set<std::thread::id> threads;
    size_t most_ahead = 0;         // the most items begun and not finished at once
    std::atomic<int> finishing{0}; // finishes at the same moment (must stay at most 1)
    int most_finishing = 0;
};

// Each item's work takes a random time up to `longest` microseconds (item 0 the longest of
// all when `first_long`), and fails where `fails` says.
void run_in_order_traced(InOrderTrace& t, size_t count, size_t jobs, size_t window, bool first_long,
                         size_t fails = SIZE_MAX, size_t finish_fails = SIZE_MAX) {
    std::mt19937 random(unsigned(count * 31 + jobs));
    std::vector<int> micros(count);
    for (int& us : micros) us = int(random() % 300);
    if (first_long && count > 0) micros[0] = 60'000;
    const auto work = [&](size_t job, size_t item) {
        {
            std::lock_guard lk(t.m);
            t.worked.push_back(item);
            t.jobs.insert(job);
            t.threads.insert(std::this_thread::get_id());
            t.most_ahead = std::max(t.most_ahead, item + 1 - t.finished.size());
        }
        std::this_thread::sleep_for(std::chrono::microseconds(micros[item]));
        return item != fails;
    };
    const auto finish = [&](size_t item) {
        const int at_once = ++t.finishing;
        std::this_thread::sleep_for(std::chrono::microseconds(50));
        {
            std::lock_guard lk(t.m);
            t.most_finishing = std::max(t.most_finishing, at_once);
            t.finished.push_back(item);
        }
        --t.finishing;
        return item != finish_fails;
    };
    run_in_order(count, jobs, window, work, finish);
}

std::vector<size_t> items_up_to(size_t n) {
    std::vector<size_t> items(n);
    for (size_t k = 0; k < n; ++k) items[k] = k;
    return items;
}

TEST(InOrder, EveryItemIsWorkedOnOnceAndFinishedInOrderOnAnyNumberOfThreads) {
    for (const size_t jobs : {1, 2, 3, 8}) {
        InOrderTrace t;
        run_in_order_traced(t, 60, jobs, 100, false);
        std::vector<size_t> worked = t.worked;
        std::sort(worked.begin(), worked.end());
        EXPECT_EQ(worked, items_up_to(60)) << jobs;
        EXPECT_EQ(t.finished, items_up_to(60)) << jobs;
        EXPECT_EQ(t.most_finishing, 1) << jobs; // one at a time
        EXPECT_LE(t.threads.size(), jobs) << jobs;
        for (const size_t job : t.jobs) EXPECT_LT(job, jobs) << jobs;
    }
}

TEST(InOrder, OnOneThreadTheCallerDoesEachItemInTurn) {
    InOrderTrace t;
    run_in_order_traced(t, 20, 1, 4, false);
    EXPECT_EQ(t.worked, items_up_to(20));
    EXPECT_EQ(t.threads, std::set<std::thread::id>{std::this_thread::get_id()});
}

// The first item takes long: the other threads go on with the items after it, but no further
// than the window past it.
TEST(InOrder, ALongItemLetsTheOthersGoOnNoFurtherThanTheWindow) {
    for (const size_t window : {1, 3, 8}) {
        InOrderTrace t;
        run_in_order_traced(t, 40, 2, window, true);
        EXPECT_EQ(t.finished, items_up_to(40)) << window;
        EXPECT_LE(t.most_ahead, window) << window;
        EXPECT_GE(t.most_ahead, std::min<size_t>(window, 2)) << window; // the others went on
    }
}

TEST(InOrder, AFailedItemStopsTheTakingAndNothingFromItOnIsFinished) {
    for (const size_t jobs : {1, 2, 4}) {
        InOrderTrace t;
        run_in_order_traced(t, 50, jobs, 6, false, 20);
        EXPECT_EQ(t.finished, items_up_to(20)) << jobs; // those before it, no more
        // None taken once it failed: at most the window's past the first not finished.
        EXPECT_LE(*std::max_element(t.worked.begin(), t.worked.end()), 20u + 6u) << jobs;
    }
}

TEST(InOrder, AFailedFinishStopsTheRest) {
    for (const size_t jobs : {1, 2, 4}) {
        InOrderTrace t;
        run_in_order_traced(t, 50, jobs, 6, false, SIZE_MAX, 10);
        EXPECT_EQ(t.finished, items_up_to(11)) << jobs; // the one that failed, and none after
    }
}

TEST(InOrder, NoItemsAndMoreThreadsThanItems) {
    InOrderTrace none;
    run_in_order_traced(none, 0, 4, 8, false);
    EXPECT_TRUE(none.worked.empty());
    InOrderTrace few;
    run_in_order_traced(few, 2, 8, 8, false);
    EXPECT_EQ(few.finished, items_up_to(2));
    EXPECT_LE(few.threads.size(), 2u); // no thread started with nothing to take
}

} // namespace
} // namespace bl
