// Where the deal pipeline's time goes (replay/deal_pipeline.h, run_pipeline): each step's time
// by thread, for the bench, and the clock that adds it up where it is asked for.
#pragma once

#include <chrono>
#include <cstddef>
#include <vector>

namespace bl {

// Where each thread's time went, by the wall clock, in seconds (the bench's figures: whether
// two threads do more work than one for the same deals, or wait). Each step's time is counted
// where it is done, its redoing apart (`redo`), its waiting for a change in `wait`.
struct PipelineTimes {
    struct alignas(64) Thread { // a line each: the threads add to their own at once
        double cut = 0, read = 0, replay = 0, make = 0, write = 0, redo = 0, wait = 0;
        double working() const { return cut + read + replay + make + write + redo; }
    };
    std::vector<Thread> threads; // by job: the workers, then the caller
    double took = 0;             // the run, from the threads' start to the last deal written
};

// The time from its making to its end added to a step's in `times`, or to `to`, where times are
// kept (the clock is not read otherwise).
class StepClock {
    using Clock = std::chrono::steady_clock;

  public:
    explicit StepClock(double* to) : to_(to), start_(to_ ? Clock::now() : Clock::time_point{}) {}
    StepClock(PipelineTimes* times, size_t job, double PipelineTimes::Thread::*step)
        : StepClock(times ? &(times->threads[job].*step) : nullptr) {}
    ~StepClock() {
        if (to_) *to_ += std::chrono::duration<double>(Clock::now() - start_).count();
    }
    StepClock(const StepClock&) = delete;
    StepClock& operator=(const StepClock&) = delete;

  private:
    double* to_;
    Clock::time_point start_;
};

} // namespace bl
