// A thread started on another core than the one that starts it (replay --jobs, gen --jobs).
//
// Linux may queue a new thread on its creator's core, busy with the creator, until the
// scheduler's next balancing moves one of the two: on this project's 2-core machines the deal
// pipeline's worker began its first batch 0.1 to 3.8 ms after it was made (1.6 ms on average,
// 30 runs), while the caller did its share alone. Started away from the caller's core, it began
// within 0.07-0.2 ms. It is not pinned there: once running, it may run on any core its process
// may.
#pragma once

#include <functional>
#include <thread>

namespace bl {

// `work` on a new thread, placed first on a core other than the calling thread's where the
// process may run on another; else (one core allowed, or no way to tell) a thread as any.
std::thread start_apart(std::function<void()> work);

} // namespace bl
