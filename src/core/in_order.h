// Independent items on several threads, finished in their order (replay of several logs,
// --jobs): each item's work is done on whichever thread is free, and each is finished (its
// report copied, its counts added) in the items' order, one at a time, by the thread that
// completes the next to finish. The output is what one thread doing the items in turn makes.
#pragma once

#include <cstddef>
#include <functional>

namespace bl {

// Items 0 to count-1 on `jobs` threads, the caller's one of them (job 0): `work(job, item)`
// for each, the items taken in order as threads come free, none further than `window` past
// the first not yet finished (so that the items waiting to be finished are a bounded number
// however long the one that holds them up); then `finish(item)`, in the items' order, one at a
// time, on any of the threads. A `work` or `finish` that returns false stops it: no item is
// taken after that, those begun are completed, and no item from the one that failed on is
// finished. Returns once every item taken is done.
void run_in_order(size_t count, size_t jobs, size_t window,
                  const std::function<bool(size_t job, size_t item)>& work,
                  const std::function<bool(size_t item)>& finish);

} // namespace bl
