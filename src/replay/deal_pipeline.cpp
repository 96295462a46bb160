#include "replay/deal_pipeline.h"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace bl {

namespace {

enum class Stage { Free, Reading, Read, Replayed, Making, Made };

struct Item : PipelineSlot {
    LogStream::Pending pending;
    std::optional<Error> error; // reading the deal
};

// Deals are handed on a batch at a time, not a deal at a time: waking a thread costs microseconds,
// so a batch is a hundred microseconds of work or more. A deal's report takes some 20 us to make:
// 32 deals a batch. A deal only read and replayed (a summary) some 1.5 us: 128 a batch (at 32,
// the summary of 100 000 deals on two threads switched threads some 7 000 times, at 128 some
// 1 400, with a neighbour on the other core).
size_t batch_size(const PipelineSteps& steps) { return steps.make ? 32 : 128; }

struct Slot {
    explicit Slot(size_t batch) : items(batch) {}
    Stage stage = Stage::Free;
    std::vector<Item> items;
    size_t count = 0; // the deals it holds
};

class Pipeline {
  public:
    Pipeline(LogStream& log, size_t jobs, const PipelineSteps& steps)
        : log_(log), steps_(steps), slots_(4 * jobs, Slot(batch_size(steps))), jobs_(jobs) {}
    ~Pipeline() { stop(); }

    std::optional<Error> run();

  private:
    Slot& slot(size_t n) { return slots_[n % slots_.size()]; }
    bool claim(size_t job, std::unique_lock<std::mutex>& lk);
    bool can_cut() const { return more_ && !cutting_ && taken_ - written_ < slots_.size(); }
    bool claimable() const { return make_next_ < replayed_ || can_cut(); }
    void run_batch(size_t job, std::unique_lock<std::mutex>& lk);
    void make_batch(size_t job, std::unique_lock<std::mutex>& lk);
    void read_batch(std::unique_lock<std::mutex>& lk);
    bool write(std::unique_lock<std::mutex>& lk);
    std::optional<Error> replay(std::unique_lock<std::mutex>& lk, bool& moved);
    void stop();

    LogStream& log_;
    const PipelineSteps& steps_;
    std::vector<Slot> slots_;
    size_t jobs_;
    std::vector<std::thread> threads_;
    std::mutex m_;
    std::condition_variable changed_; // a slot moved on, the file was let go, or the pipeline stops
    // Counts of batches: taken to cut and read, replayed, claimed to make, written.
    size_t taken_ = 0, replayed_ = 0, make_next_ = 0, written_ = 0;
    bool more_ = true;     // the file has more deals
    bool cutting_ = false; // a thread is cutting the file
    bool stopping_ = false;
};

// A worker waits for work and does it, a batch at a time, until the pipeline stops.
bool Pipeline::claim(size_t job, std::unique_lock<std::mutex>& lk) {
    changed_.wait(lk, [&] { return stopping_ || claimable(); });
    if (stopping_) return false;
    run_batch(job, lk);
    return true;
}

// One batch of the work that any thread may do: the oldest text to make (the writer is kept
// fed), else the next deals cut from the file and read.
void Pipeline::run_batch(size_t job, std::unique_lock<std::mutex>& lk) {
    if (make_next_ < replayed_)
        make_batch(job, lk);
    else
        read_batch(lk);
    changed_.notify_all();
}

void Pipeline::make_batch(size_t job, std::unique_lock<std::mutex>& lk) {
    Slot& s = slot(make_next_++);
    s.stage = Stage::Making;
    lk.unlock();
    for (size_t k = 0; k < s.count; ++k) steps_.make(job, s.items[k]);
    lk.lock();
    s.stage = Stage::Made;
}

// The next deals cut from the file and read by the same thread, which then has their text at
// hand: a deal cut on one core and read on another crossed between them, at a cost near that
// of its reading. One thread cuts at a time, in the slots' order; the file is let go as soon as
// the batch is cut, so that another thread cuts the next while this one reads. A batch cut at
// the file's end may hold no deal.
void Pipeline::read_batch(std::unique_lock<std::mutex>& lk) {
    Slot& s = slot(taken_++);
    s.stage = Stage::Reading;
    cutting_ = true;
    lk.unlock();
    bool more = true;
    for (s.count = 0; s.count < s.items.size() && more; ++s.count)
        more = log_.take(s.items[s.count].pending);
    if (!more) --s.count; // the last take found none
    lk.lock();
    cutting_ = false;
    more_ = more;
    changed_.notify_all();
    lk.unlock();
    for (size_t k = 0; k < s.count; ++k) {
        Item& i = s.items[k];
        i.number = i.pending.index;
        i.error = log_.read(i.pending, i.deal);
        if (!i.error && steps_.prepare) steps_.prepare(i);
    }
    lk.lock();
    s.stage = Stage::Read;
}

void Pipeline::stop() {
    {
        std::lock_guard lk(m_);
        stopping_ = true;
    }
    changed_.notify_all();
    for (std::thread& t : threads_) t.join();
    threads_.clear();
}

// The deals made, written in order; true when any was.
bool Pipeline::write(std::unique_lock<std::mutex>& lk) {
    bool any = false;
    while (written_ < replayed_ && slot(written_).stage == Stage::Made) {
        Slot& s = slot(written_);
        lk.unlock();
        for (size_t k = 0; k < s.count; ++k) steps_.write(s.items[k]);
        lk.lock();
        s.stage = Stage::Free;
        ++written_, any = true;
        changed_.notify_all(); // a slot is free to cut into
    }
    return any;
}

// The deals read, replayed in order.
std::optional<Error> Pipeline::replay(std::unique_lock<std::mutex>& lk, bool& moved) {
    while (replayed_ < taken_ && slot(replayed_).stage == Stage::Read) {
        Slot& s = slot(replayed_);
        lk.unlock();
        std::optional<Error> e;
        for (size_t k = 0; k < s.count && !e; ++k)
            e = s.items[k].error ? s.items[k].error : steps_.replay(s.items[k]);
        lk.lock();
        if (e) return e;
        s.stage = steps_.make ? Stage::Replayed : Stage::Made;
        if (!steps_.make) ++make_next_;
        ++replayed_, moved = true;
        changed_.notify_all();
    }
    return std::nullopt;
}

// The caller is one of the `jobs` threads: the work that must keep the deals' order (replay,
// write) first, and when none is ready, a batch of the workers' work, rather than waiting for
// them. Two threads on two cores, not three: a caller put aside by the scheduler would hold up
// every worker waiting for its next deals.
std::optional<Error> Pipeline::run() {
    const size_t caller = jobs_ - 1;
    for (size_t job = 0; job < caller; ++job)
        threads_.emplace_back([this, job] {
            std::unique_lock lk(m_);
            while (claim(job, lk)) {
            }
        });
    std::unique_lock lk(m_);
    while (more_ || cutting_ || written_ < taken_) {
        bool moved = write(lk);
        if (auto e = replay(lk, moved)) return e;
        if (moved) continue;
        if (claimable())
            run_batch(caller, lk);
        else
            changed_.wait(lk);
    }
    return std::nullopt;
}

} // namespace

std::optional<Error> run_pipeline(LogStream& log, size_t jobs, const PipelineSteps& steps) {
    return Pipeline(log, std::max<size_t>(jobs, 1), steps).run();
}

} // namespace bl
