#include "core/in_order.h"

#include "core/thread_apart.h"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace bl {

namespace {

class InOrder {
  public:
    InOrder(size_t count, size_t window, const std::function<bool(size_t, size_t)>& work,
            const std::function<bool(size_t)>& finish)
        : window_(std::max<size_t>(window, 1)), work_(work), finish_(finish), done_(count, 0) {}

    // Items taken and done on thread `job` until none is left or it stops.
    void work(size_t job) {
        std::unique_lock lk(m_);
        for (;;) {
            changed_.wait(
                lk, [&] { return stop_ || next_ == done_.size() || next_ < finished_ + window_; });
            if (stop_ || next_ == done_.size()) return;
            const size_t item = next_++;
            lk.unlock();
            const bool ok = work_(job, item);
            lk.lock();
            done_[item] = ok ? DONE : FAILED;
            if (!ok) stop_ = true;
            finish_done(lk);
            changed_.notify_all();
        }
    }

  private:
    enum : char { TAKEN = 0, DONE = 1, FAILED = 2 };

    // Under the lock: the items done from the next to finish on, finished in order by one
    // thread at a time.
    void finish_done(std::unique_lock<std::mutex>& lk) {
        while (!finishing_ && finished_ < done_.size() && done_[finished_] == DONE) {
            finishing_ = true;
            lk.unlock();
            const bool ok = finish_(finished_);
            lk.lock();
            finishing_ = false;
            if (!ok) {
                stop_ = true;
                done_[finished_] = FAILED; // nothing after it is finished either
                return;
            }
            ++finished_;
        }
    }

    const size_t window_;
    const std::function<bool(size_t, size_t)>& work_;
    const std::function<bool(size_t)>& finish_;
    std::vector<char> done_; // by item: TAKEN (or not yet), DONE, FAILED
    std::mutex m_;
    std::condition_variable changed_; // an item done or finished
    size_t next_ = 0;                 // the next item to take
    size_t finished_ = 0;             // the items finished, in order
    bool finishing_ = false;
    bool stop_ = false;
};

} // namespace

void run_in_order(size_t count, size_t jobs, size_t window,
                  const std::function<bool(size_t job, size_t item)>& work,
                  const std::function<bool(size_t item)>& finish) {
    InOrder run(count, window, work, finish);
    std::vector<std::thread> threads;
    for (size_t job = 1; job < std::min(jobs, count); ++job)
        threads.push_back(start_apart([&run, job] { run.work(job); }));
    run.work(0);
    for (std::thread& t : threads) t.join();
}

} // namespace bl
