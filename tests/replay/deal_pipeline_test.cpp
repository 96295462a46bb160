// The deal pipeline (replay/deal_pipeline.h): on any number of threads, the caller's among
// them, every deal is replayed and written once, in the file's order, with its own text, made on
// one of the threads (or two, where one was held up); a bad deal stops it with the error that
// reading the file on one thread meets; a thread stopped in the middle of a batch holds up no
// other; the times it keeps for the bench count each step once, on the thread that did it.
#include "gen/generate.h"
#include "log/log_writer.h"
#include "replay/deal_pipeline.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <random>
#include <set>
#include <thread>

namespace bl {
namespace {

// A generated archive of some 300 deals (ten batches of the pipeline and more), as XML.
std::string pipeline_archive() {
    static const std::string path = [] {
        auto log = generate_log({.deals = 300, .seed = 11, .infractions = 0.2}, test::code("club-1904"));
        EXPECT_TRUE(log.ok());
        return test::write_temp("pipeline.xml", log ? write_log_xml(*log) : "");
    }();
    return path;
}

// What the pipeline did: the line of each deal replayed and written, in the order done, and
// the threads each text was made on.
struct Trace {
    std::vector<int> replayed, written;
    std::set<size_t> makers;
    std::set<std::thread::id> threads;
    std::set<const PipelineSlot*> items; // the items the deals were read into
    size_t made = 0;
    std::optional<Error> error;
};

Trace run_traced(const std::string& path, size_t jobs) {
    auto log = LogStream::open(path);
    EXPECT_TRUE(log.ok());
    Trace t;
    std::mutex m;
    const PipelineSteps steps{
        .replay = [&](PipelineSlot& s) -> std::optional<Error> {
            t.replayed.push_back(s.deal.line);
            return std::nullopt;
        },
        .make =
            [&](size_t job, const PipelineSlot& s, std::string& text) {
                text = std::to_string(s.deal.line);
                std::lock_guard lk(m);
                t.makers.insert(job);
                t.threads.insert(std::this_thread::get_id());
                ++t.made;
            },
        .write =
            [&](const PipelineSlot& s, const std::string& text) {
                EXPECT_EQ(text, std::to_string(s.deal.line)); // its own text, not another deal's
                t.written.push_back(s.deal.line);
                t.items.insert(&s);
            }};
    t.error = run_pipeline(**log, jobs, steps);
    return t;
}

// The lines of the deals as one thread reads them, a deal at a time.
std::vector<int> lines_read_in_turn(const std::string& path) {
    auto log = LogStream::open(path);
    EXPECT_TRUE(log.ok());
    std::vector<int> lines;
    for (Deal d;;) {
        const Result<bool> more = (*log)->next(d);
        if (!more || !*more) break;
        lines.push_back(d.line);
    }
    return lines;
}

TEST(DealPipeline, EveryDealIsReplayedAndWrittenOnceInTheFilesOrderOnAnyNumberOfThreads) {
    const std::vector<int> in_turn = lines_read_in_turn(pipeline_archive());
    ASSERT_GT(in_turn.size(), 300u);
    for (const size_t jobs : {1, 2, 3, 5}) {
        const Trace t = run_traced(pipeline_archive(), jobs);
        EXPECT_FALSE(t.error) << jobs;
        EXPECT_EQ(t.replayed, in_turn) << jobs;
        EXPECT_EQ(t.written, in_turn) << jobs;
        // Each text is made once, or twice where a thread was held up and another made it again.
        EXPECT_GE(t.made, in_turn.size()) << jobs;
        EXPECT_LE(t.made, 2 * in_turn.size()) << jobs;
        EXPECT_LE(t.threads.size(), jobs) << jobs; // the caller's and jobs-1 workers, no more
        for (const size_t job : t.makers) EXPECT_LT(job, jobs);
    }
}

TEST(DealPipeline, OnOneThreadTheCallerDoesEveryStepItself) {
    const Trace t = run_traced(pipeline_archive(), 1);
    EXPECT_EQ(t.threads, std::set<std::thread::id>{std::this_thread::get_id()});
    EXPECT_EQ(t.makers, std::set<size_t>{0});
}

// PipelineTimes (the bench's figures): each step's time is counted on the thread that did it,
// once. The replay is made to take at least 100 us a deal, so its time has a floor; no thread's
// steps can add up to more than the run took.
TEST(DealPipeline, TimesCountEachStepOnceOnTheThreadThatDidIt) {
    const size_t deals = lines_read_in_turn(pipeline_archive()).size();
    const auto slow = std::chrono::microseconds(100);
    const auto replay = [&](PipelineSlot&) -> std::optional<Error> {
        std::this_thread::sleep_for(slow);
        return std::nullopt;
    };
    const auto make = [](size_t, const PipelineSlot& s, std::string& text) {
        text = std::to_string(s.deal.line);
    };
    const PipelineSteps steps{
        .replay = replay, .make = make, .write = [](const PipelineSlot&, const std::string&) {}};
    for (const size_t jobs : {1, 2, 3}) {
        auto log = LogStream::open(pipeline_archive());
        ASSERT_TRUE(log.ok());
        PipelineTimes times;
        const auto start = std::chrono::steady_clock::now();
        ASSERT_FALSE(run_pipeline(**log, jobs, steps, &times)) << jobs;
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        ASSERT_EQ(times.threads.size(), jobs);
        EXPECT_GT(times.took, 0) << jobs;
        EXPECT_LE(times.took, took.count()) << jobs;
        double replay = 0, cut = 0, read = 0, make = 0, write = 0;
        for (const PipelineTimes::Thread& t : times.threads) {
            replay += t.replay, cut += t.cut, read += t.read, make += t.make, write += t.write;
            EXPECT_LE(t.working() + t.wait, took.count()) << jobs; // a thread's time, counted once
        }
        EXPECT_GE(replay, double(deals) * std::chrono::duration<double>(slow).count()) << jobs;
        EXPECT_GT(cut, 0) << jobs;
        EXPECT_GT(read, 0) << jobs;
        EXPECT_GT(make, 0) << jobs;
        EXPECT_GT(write, 0) << jobs;
        if (jobs == 1) EXPECT_EQ(times.threads[0].wait, 0); // the caller alone has none to wait for
    }
}

TEST(DealPipeline, ABadDealStopsItWithTheErrorThatReadingInTurnMeets) {
    auto log = generate_log({.deals = 200, .seed = 12}, test::code("club-1904"));
    ASSERT_TRUE(log.ok());
    std::string xml = write_log_xml(*log);
    // The 150th deal's first play names no card.
    size_t at = 0;
    for (int k = 0; k < 150; ++k) at = xml.find("<deal ", at + 1);
    at = xml.find(" plays ", at);
    xml.replace(at, 9, " plays X9");
    const std::string path = test::write_temp("pipeline-bad.xml", xml);
    auto in_turn = LogStream::open(path);
    ASSERT_TRUE(in_turn.ok());
    Result<bool> more = true;
    for (Deal d; more && *more;) more = (*in_turn)->next(d);
    ASSERT_FALSE(more.ok());
    for (const size_t jobs : {1, 2, 4}) {
        const Trace t = run_traced(path, jobs);
        ASSERT_TRUE(t.error) << jobs;
        EXPECT_EQ(t.error->describe(), more.error().describe()) << jobs;
        EXPECT_EQ(t.replayed.size(), 149u) << jobs; // the deals before it, and no more
    }
}

// The deals in memory at once are the ring's, whatever the number of threads and the log's
// length: the items deals are read into are kept from batch to batch (each thread taking those
// it read into last), never more than the ring's slots hold and one batch a thread (a batch
// still being read by a thread that another has read again). With texts made, the ring is 4
// slots a thread of 32 deals each. (Items kept by slot and by thread grew with the log towards
// that many times the number of threads.)
TEST(DealPipeline, HoldsNoMoreDealsThanItsRingWhateverTheThreadsAndTheLength) {
    static const std::string path = [] {
        auto log =
            generate_log({.deals = 10000, .seed = 12, .infractions = 0.1}, test::code("club-1904"));
        EXPECT_TRUE(log.ok());
        return test::write_temp("pipeline-long.xml", log ? write_log_xml(*log) : "");
    }();
    const std::vector<int> in_turn = lines_read_in_turn(path);
    for (const size_t jobs : {2, 16}) {
        const Trace t = run_traced(path, jobs);
        EXPECT_FALSE(t.error) << jobs;
        EXPECT_EQ(t.written, in_turn) << jobs;
        EXPECT_LE(t.items.size(), (4 * jobs + jobs) * 32) << jobs;
    }
}

// What a thread stopped in the middle of a step held up: the deals replayed and written, and
// whether the stopped thread was let go on by the others' writing every deal.
struct Stopped {
    std::vector<int> replayed, written;
    bool stopped = false, went_on_in_time = false;
};

// The pipeline on two threads, the worker stopped at the first deal it reads (`in_make`: at the
// first text it makes) until the caller has written every deal, or 20 s have passed. The caller
// reads on only once the worker is stopped (which thread claims which batch is the scheduler's).
Stopped stop_the_worker(size_t deals, bool in_make) {
    auto log = LogStream::open(pipeline_archive());
    EXPECT_TRUE(log.ok());
    const auto caller = std::this_thread::get_id();
    std::mutex m;
    std::condition_variable cv;
    Stopped t;
    bool all_written = false;
    const auto hold_up = [&] {
        std::unique_lock lk(m);
        if (std::this_thread::get_id() == caller) {
            cv.wait_for(lk, std::chrono::seconds(20), [&] { return t.stopped; });
        } else if (!t.stopped) {
            t.stopped = true;
            cv.notify_all();
            t.went_on_in_time =
                cv.wait_for(lk, std::chrono::seconds(20), [&] { return all_written; });
        }
    };
    const PipelineSteps steps{.prepare =
                                  [&](PipelineSlot&) {
                                      if (!in_make) hold_up();
                                  },
                              .replay = [&](PipelineSlot& s) -> std::optional<Error> {
                                  t.replayed.push_back(s.deal.line);
                                  return std::nullopt;
                              },
                              .make =
                                  [&](size_t, const PipelineSlot& s, std::string& text) {
                                      if (in_make) hold_up();
                                      text = std::to_string(s.deal.line);
                                  },
                              .write =
                                  [&](const PipelineSlot& s, const std::string& text) {
                                      EXPECT_EQ(text, std::to_string(s.deal.line));
                                      t.written.push_back(s.deal.line);
                                      std::lock_guard lk(m);
                                      all_written = t.written.size() == deals;
                                      cv.notify_all();
                                  }};
    EXPECT_FALSE(run_pipeline(**log, 2, steps));
    return t;
}

// A thread that stops in the middle of a batch (the system has given its core to another program
// for some milliseconds) holds up no other: the batch is read, or its texts made, again by a
// thread with nothing else to do, and the deals and texts are the same. Without that, the caller
// would wait for the stopped worker, which would give up after 20 s.
TEST(DealPipeline, AThreadStoppedInTheMiddleOfReadingOrMakingHoldsUpNoOther) {
    const std::vector<int> in_turn = lines_read_in_turn(pipeline_archive());
    for (const bool in_make : {false, true}) {
        const Stopped t = stop_the_worker(in_turn.size(), in_make);
        EXPECT_TRUE(t.stopped) << in_make;
        EXPECT_TRUE(t.went_on_in_time) << in_make;
        EXPECT_EQ(t.replayed, in_turn) << in_make;
        EXPECT_EQ(t.written, in_turn) << in_make;
    }
}

// Threads that stop for a moment here and there, in the middle of reading a batch or of making
// its texts: whichever reading of a batch, or making of its texts, ends first is the one kept,
// and each deal is replayed and written once, in order, its own text with it, in every run.
TEST(DealPipeline, ThreadsStoppingWhileTheyReadOrMakeChangeNothingOfTheOutput) {
    const std::vector<int> in_turn = lines_read_in_turn(pipeline_archive());
    std::mt19937 random(7);
    for (int run = 0; run < 12; ++run) {
        const size_t jobs = 2 + run % 2;
        auto log = LogStream::open(pipeline_archive());
        ASSERT_TRUE(log.ok());
        // In microseconds, by deal: some deals make their reader wait, some their maker.
        std::vector<int> pauses;
        for (size_t k = 0; k < 2 * in_turn.size(); ++k)
            pauses.push_back(random() % 8 == 0 ? int(random() % 400) : 0);
        const auto pause = [&](size_t k) {
            if (pauses[k]) std::this_thread::sleep_for(std::chrono::microseconds(pauses[k]));
        };
        std::mutex m;
        std::vector<int> replayed, written;
        const PipelineSteps steps{.prepare = [&](PipelineSlot& s) { pause(size_t(s.number - 1)); },
                                  .replay = [&](PipelineSlot& s) -> std::optional<Error> {
                                      replayed.push_back(s.deal.line);
                                      return std::nullopt;
                                  },
                                  .make =
                                      [&](size_t, const PipelineSlot& s, std::string& text) {
                                          pause(in_turn.size() + size_t(s.number - 1));
                                          text = std::to_string(s.deal.line);
                                      },
                                  .write =
                                      [&](const PipelineSlot& s, const std::string& text) {
                                          EXPECT_EQ(text, std::to_string(s.deal.line));
                                          std::lock_guard lk(m);
                                          written.push_back(s.deal.line);
                                      }};
        EXPECT_FALSE(run_pipeline(**log, jobs, steps)) << run;
        EXPECT_EQ(replayed, in_turn) << run;
        EXPECT_EQ(written, in_turn) << run;
    }
}

} // namespace
} // namespace bl
