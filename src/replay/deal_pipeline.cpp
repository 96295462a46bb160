#include "replay/deal_pipeline.h"

#include "replay/pipeline_ring.h"

#include "core/thread_apart.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <utility>

namespace bl {

namespace {

using namespace pipeline;

// How long a thread with nothing to do looks for a change before it sleeps. The change it waits
// for is most often the other thread's batch, done within a batch's time (0.1 to 1 ms); a sleep
// and a wake cost tens of microseconds of a small machine's time, and the thread's core is idle
// meanwhile anyway.
constexpr auto SPIN = std::chrono::microseconds(100);

void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

class Pipeline {
  public:
    Pipeline(LogStream& log, size_t jobs, const PipelineSteps& steps, PipelineTimes* times)
        : log_(log), steps_(steps), slots_(ring_size(steps, jobs), Slot(batch_size(steps))),
          free_(jobs), made_again_(jobs), jobs_(jobs), times_(times) {
        if (times_) times_->threads.assign(jobs, {});
    }
    ~Pipeline() { stop(); }

    std::optional<Error> run();

  private:
    Slot& slot(size_t n) { return slots_[n % slots_.size()]; }
    Batch* take_items(size_t job);
    bool claim(size_t job, std::unique_lock<std::mutex>& lk);
    bool can_cut() const { return more_ && !cutting_ && taken_ - written_ < slots_.size(); }
    bool can_replay(size_t job, bool own) const;
    bool can_write() const {
        return !writing_ && written_ < replayed_ &&
               slots_[written_ % slots_.size()].stage == Stage::Made;
    }
    bool claimable(size_t job) const {
        return can_replay(job, false) || can_write() || make_next_ < replayed_ || can_cut();
    }
    bool can_redo(size_t job) const { return can_reread(job) || can_remake(); }
    void run_batch(size_t job, std::unique_lock<std::mutex>& lk);
    void replay_batch(size_t job, std::unique_lock<std::mutex>& lk);
    void make_batch(size_t job, std::unique_lock<std::mutex>& lk);
    void read_batch(size_t job, std::unique_lock<std::mutex>& lk);
    void read_items(Batch& items, size_t count, const std::atomic<bool>& stop) const;
    bool can_reread(size_t job) const;
    bool can_remake() const;
    void redo_batch(size_t job, std::unique_lock<std::mutex>& lk);
    void reread_batch(size_t job, std::unique_lock<std::mutex>& lk);
    void remake_batch(size_t job, std::unique_lock<std::mutex>& lk);
    void let_go(Slot& s);
    bool stop_making(Batch& b, size_t job);
    bool write(size_t job, std::unique_lock<std::mutex>& lk);
    void changed();
    bool await_change(size_t job, std::unique_lock<std::mutex>& lk);
    void stop();

    LogStream& log_;
    const PipelineSteps& steps_;
    std::vector<Slot> slots_;
    std::deque<Batch> batches_;             // every batch, no more than the slots and the threads
    std::vector<std::vector<Batch*>> free_; // by thread: the batches free that it read into last
    std::vector<std::vector<std::string>> made_again_; // by thread: the texts it made again
    size_t jobs_;
    PipelineTimes* times_; // where each thread's time went, where asked
    std::vector<std::thread> threads_;
    std::mutex m_;
    std::condition_variable changed_; // a slot moved on, the file was let go, or the pipeline stops
    std::atomic<uint64_t> changes_{0}; // how many times; changed under the lock
    // Counts of batches: taken to cut and read, replayed, claimed to make, written.
    size_t taken_ = 0, replayed_ = 0, make_next_ = 0, written_ = 0;
    bool more_ = true;       // the file has more deals
    bool cutting_ = false;   // a thread is cutting the file
    bool replaying_ = false; // a thread is replaying a batch
    bool writing_ = false;   // a thread is writing a batch
    bool stopping_ = false;
    std::optional<Error> error_; // the first, in the deals' order: it stops all
};

// A worker waits for work and does it, a batch at a time, until the pipeline stops.
bool Pipeline::claim(size_t job, std::unique_lock<std::mutex>& lk) {
    while (!stopping_ && !claimable(job))
        if (!await_change(job, lk)) redo_batch(job, lk);
    if (stopping_) return false;
    run_batch(job, lk);
    return true;
}

// Whether thread `job` may replay the next batch: one thread at a time, in order, the batch
// read. `own`: only a batch it read itself.
bool Pipeline::can_replay(size_t job, bool own) const {
    if (replaying_ || replayed_ == taken_ || stopping_) return false;
    const Slot& s = slots_[replayed_ % slots_.size()];
    return s.stage == Stage::Read && (!own || s.reader == job);
}

// One batch of the work, on any thread: the next batch replayed where this thread read it (its
// deals and their folds are in this core's cache: replayed on the other core, each deal's
// records would cross between them, a cost near a third of the replay); else the next texts
// written, in order (a slot written is free to cut into); else the oldest text to make (the
// writing is kept fed); else the next deals cut from the file and read; else, with
// nothing else to do, the next batch replayed wherever it was read.
void Pipeline::run_batch(size_t job, std::unique_lock<std::mutex>& lk) {
    if (can_replay(job, true))
        replay_batch(job, lk);
    else if (can_write())
        write(job, lk);
    else if (make_next_ < replayed_)
        make_batch(job, lk);
    else if (can_cut())
        read_batch(job, lk);
    else
        replay_batch(job, lk);
    changed();
}

// The next batch's deals replayed in order; an error stops the pipeline.
void Pipeline::replay_batch(size_t job, std::unique_lock<std::mutex>& lk) {
    Slot& s = slot(replayed_);
    replaying_ = true;
    lk.unlock();
    std::optional<Error> e;
    {
        const StepClock clock(times_, job, &PipelineTimes::Thread::replay);
        for (size_t k = 0; k < s.count && !e; ++k) {
            Item& i = s.items->items[k];
            e = i.error ? i.error : steps_.replay(i);
        }
    }
    lk.lock();
    replaying_ = false;
    if (e) {
        error_ = std::move(e);
        stopping_ = true;
        return;
    }
    s.stage = steps_.make ? Stage::Replayed : Stage::Made;
    if (!steps_.make) ++make_next_;
    ++replayed_;
}

void Pipeline::make_batch(size_t job, std::unique_lock<std::mutex>& lk) {
    Slot& s = slot(make_next_++);
    s.stage = Stage::Making;
    Batch& b = *s.items;
    const size_t count = s.count;
    ++b.making;
    b.done.store(false, std::memory_order_relaxed);
    lk.unlock();
    {
        const StepClock clock(times_, job, &PipelineTimes::Thread::make);
        for (size_t k = 0; k < count && !b.done.load(std::memory_order_relaxed); ++k)
            steps_.make(job, b.items[k], b.items[k].text);
    }
    lk.lock();
    if (stop_making(b, job)) return; // written meanwhile, its texts made again by another thread
    if (s.stage == Stage::Making) {
        s.stage = Stage::Made;
        b.done.store(true, std::memory_order_relaxed);
    }
}

// The next deals cut from the file and read by the same thread, which then has their text at
// hand: a deal cut on one core and read on another crossed between them, at a cost near that
// of its reading. One thread cuts at a time, in the slots' order; the file is let go as soon as
// the batch is cut, so that another thread cuts the next while this one reads. A batch cut at
// the file's end may hold no deal.
void Pipeline::read_batch(size_t job, std::unique_lock<std::mutex>& lk) {
    Slot& s = slot(taken_++);
    s.stage = Stage::Cutting;
    s.reader = job;
    s.items = take_items(job);
    cutting_ = true;
    lk.unlock();
    bool more = true;
    Batch& items = *s.items;
    if (items.items.empty()) items.items.reserve(s.batch);
    {
        const StepClock clock(times_, job, &PipelineTimes::Thread::cut);
        for (s.count = 0; s.count < s.batch && more; ++s.count) {
            if (s.count == items.items.size()) items.items.emplace_back();
            more = log_.take(items.items[s.count].pending);
        }
    }
    if (!more) --s.count; // the last take found none
    const size_t count = s.count;
    lk.lock();
    cutting_ = false;
    more_ = more;
    s.stage = Stage::Reading;
    changed();
    items.done.store(false, std::memory_order_relaxed);
    lk.unlock();
    {
        const StepClock clock(times_, job, &PipelineTimes::Thread::read);
        read_items(items, count, items.done);
    }
    lk.lock();
    if (s.items == &items) {
        s.stage = Stage::Read;
        items.done.store(true, std::memory_order_relaxed); // a thread reading it again stops
    } else { // read again by another thread meanwhile, and replayed from its reading
        free_[job].push_back(&items);
    }
}

// The first `count` deals of `items` read, until `stop`.
void Pipeline::read_items(Batch& items, size_t count, const std::atomic<bool>& stop) const {
    for (size_t k = 0; k < count && !stop.load(std::memory_order_relaxed); ++k) {
        Item& i = items.items[k];
        i.number = i.pending.index;
        i.error = log_.read(i.pending, i.deal);
        if (!i.error && steps_.prepare) steps_.prepare(i);
    }
}

// Whether thread `job` may read again the next batch to replay, which another thread cut and
// has not finished reading (after a wait: see await_change). Not a log read whole, whose deals
// are moved out of the batch as they are read.
bool Pipeline::can_reread(size_t job) const {
    if (stopping_ || replaying_ || replayed_ == taken_ || log_.deals_in_memory()) return false;
    const Slot& s = slots_[replayed_ % slots_.size()];
    return s.stage == Stage::Reading && s.reader != job && !s.redoing;
}

// Whether the next batch to write is having its texts made, by another thread (this one waits),
// and no third is making them again.
bool Pipeline::can_remake() const {
    if (stopping_ || writing_ || written_ == make_next_) return false;
    const Slot& s = slots_[written_ % slots_.size()];
    return s.stage == Stage::Making && !s.redoing;
}

// A batch that holds up every step in order done again by a thread with nothing else to do (see
// await_change): the next to replay read again, else the next to write made again.
void Pipeline::redo_batch(size_t job, std::unique_lock<std::mutex>& lk) {
    const StepClock clock(times_, job, &PipelineTimes::Thread::redo);
    if (can_reread(job))
        reread_batch(job, lk);
    else
        remake_batch(job, lk);
    changed();
}

// The next batch to replay read again, by a thread with nothing else to do, while the thread
// that cut it has not finished reading it: most often because it lost its core for some
// milliseconds (the system gave it to another program), and every step in order waits for
// that batch. Reading is the same on any thread, so the deals read again are the same; the
// first reading to finish is the one replayed, and the other's items are freed. The deals'
// texts are copied under the lock: the batch's items are let go once it is written, and may
// be so before this reading ends.
void Pipeline::reread_batch(size_t job, std::unique_lock<std::mutex>& lk) {
    const size_t n = replayed_;
    Slot& s = slot(n);
    s.redoing = true;
    Batch& mine = *take_items(job);
    Batch& theirs = *s.items;
    const size_t count = s.count;
    if (mine.items.size() < count) mine.items.resize(count);
    for (size_t k = 0; k < count; ++k) {
        const LogStream::Pending& from = theirs.items[k].pending;
        mine.items[k].pending.piece = from.piece;
        mine.items[k].pending.index = from.index;
    }
    lk.unlock();
    read_items(mine, count, theirs.done);
    lk.lock();
    s.redoing = false;
    if (replayed_ == n && s.stage == Stage::Reading) {
        s.items = &mine; // the other thread frees its batch once it stops reading it
        s.reader = job;
        s.stage = Stage::Read;
        theirs.done.store(true, std::memory_order_relaxed);
    } else {
        free_[job].push_back(&mine);
    }
}

// The texts of the next batch to write made again into this thread's own, while the thread that
// claimed them has not finished (the same texts: a deal's text is the same on any thread). The
// batch is not let go while either makes from it (Batch::making).
void Pipeline::remake_batch(size_t job, std::unique_lock<std::mutex>& lk) {
    const size_t n = written_;
    Slot& s = slot(n);
    s.redoing = true;
    Batch& b = *s.items;
    const size_t count = s.count;
    std::vector<std::string>& texts = made_again_[job];
    if (texts.size() < count) texts.resize(count);
    ++b.making;
    lk.unlock();
    for (size_t k = 0; k < count && !b.done.load(std::memory_order_relaxed); ++k)
        steps_.make(job, b.items[k], texts[k]);
    lk.lock();
    s.redoing = false;
    if (stop_making(b, job)) return; // made by the other thread first, and written
    if (written_ == n && s.stage == Stage::Making) {
        s.stage = Stage::Made;
        s.texts_again = &texts;
        b.done.store(true, std::memory_order_relaxed); // the other thread stops making them
    }
}

// Under the lock: the items for thread `job` to read the next batch into. A batch it read into
// before, where it has one free: the memory of the deals it reads (their text, events, folds)
// stays in its own core's caches. Read into by one thread and then another, every line of them
// crossed between the cores: the summary of 100 000 deals on two threads took 4-7% longer
// (docs/performance.md, session 19). Else a new batch, while there are fewer than slots; else
// another thread's; else, where a batch is still held by a thread whose work another did again,
// a new one: there are never more batches than the slots and one a thread.
Batch* Pipeline::take_items(size_t job) {
    if (free_[job].empty() && batches_.size() < slots_.size()) return &batches_.emplace_back();
    for (size_t k = 0; k < free_.size(); ++k) {
        std::vector<Batch*>& from = free_[(job + k) % free_.size()];
        if (from.empty()) continue;
        Batch* items = from.back();
        from.pop_back();
        return items;
    }
    // None free: a thread still reads a batch that another has read again, or makes texts from
    // one written (redo_batch), at most one a thread.
    assert(batches_.size() < slots_.size() + jobs_);
    return &batches_.emplace_back();
}

// Under the lock.
void Pipeline::changed() {
    changes_.fetch_add(1, std::memory_order_release);
    changed_.notify_all(); // no system call where no thread sleeps
}

// Returns true after a change that follows the call (under the lock): looked for without the
// lock for a while (SPIN), then slept for. Returns false, before sleeping, where nothing changed
// in the spin and thread `job` may do again the batch that holds up the steps in order
// (can_redo): nothing changes for SPIN while two threads run, and the thread that has not
// finished is most often one that is not running. Done again, the work ends as soon as either
// thread finishes it (Batch::done).
bool Pipeline::await_change(size_t job, std::unique_lock<std::mutex>& lk) {
    const StepClock clock(times_, job, &PipelineTimes::Thread::wait);
    const uint64_t seen = changes_.load(std::memory_order_relaxed);
    lk.unlock();
    const auto until = std::chrono::steady_clock::now() + SPIN;
    for (unsigned n = 1; changes_.load(std::memory_order_acquire) == seen; ++n) {
        cpu_relax();
        if (n % 64 == 0 && std::chrono::steady_clock::now() > until) break;
    }
    lk.lock();
    if (changes_.load(std::memory_order_relaxed) == seen && can_redo(job)) return false;
    changed_.wait(lk, [&] { return changes_.load(std::memory_order_relaxed) != seen; });
    return true;
}

void Pipeline::stop() {
    {
        std::lock_guard lk(m_);
        stopping_ = true;
        changed();
    }
    for (std::thread& t : threads_) t.join();
    threads_.clear();
}

// Under the lock: slot `s`, written, free to cut into, and its batch free, or, where a thread
// still makes texts from it (made again by another), let go: that thread frees it.
void Pipeline::let_go(Slot& s) {
    Batch* b = std::exchange(s.items, nullptr);
    s.stage = Stage::Free;
    s.texts_again = nullptr;
    if (b->making)
        b->let_go = true;
    else
        free_[s.reader].push_back(b);
}

// Under the lock: thread `job` makes no more texts from `b`. True where `b` was let go meanwhile
// (let_go): freed by the last thread to stop.
bool Pipeline::stop_making(Batch& b, size_t job) {
    --b.making;
    if (!b.let_go) return false;
    if (b.making == 0) {
        b.let_go = false;
        free_[job].push_back(&b);
    }
    return true;
}

// The deals made, written in order; true when any was.
bool Pipeline::write(size_t job, std::unique_lock<std::mutex>& lk) {
    bool any = false;
    while (can_write()) {
        Slot& s = slot(written_);
        writing_ = true;
        lk.unlock();
        {
            const StepClock clock(times_, job, &PipelineTimes::Thread::write);
            const Batch& b = *s.items;
            for (size_t k = 0; k < s.count; ++k)
                steps_.write(b.items[k], s.texts_again ? (*s.texts_again)[k] : b.items[k].text);
        }
        lk.lock();
        writing_ = false;
        let_go(s);
        ++written_, any = true;
        changed(); // a slot is free to cut into
    }
    return any;
}

// The caller is one of the `jobs` threads: it writes the texts made, in order, first (a worker
// writes the next only where nothing of its own comes first: a slot is free once written, and a
// worker that waited for a busy caller to free one waited 1-6 ms a run of the summary), and
// otherwise does a batch of the work any thread does, rather than waiting for the others. Two
// threads on two cores, not three: a caller put aside by the scheduler would hold up every
// worker waiting for its next deals.
std::optional<Error> Pipeline::run() {
    const size_t caller = jobs_ - 1;
    for (size_t job = 0; job < caller; ++job)
        threads_.push_back(start_apart([this, job] {
            std::unique_lock lk(m_);
            while (claim(job, lk)) {
            }
        }));
    std::unique_lock lk(m_);
    while (!error_ && (more_ || cutting_ || written_ < taken_)) {
        if (write(caller, lk)) continue;
        if (claimable(caller))
            run_batch(caller, lk);
        else if (!await_change(caller, lk))
            redo_batch(caller, lk);
    }
    return error_;
}

} // namespace

std::optional<Error> run_pipeline(LogStream& log, size_t jobs, const PipelineSteps& steps,
                                  PipelineTimes* times) {
    Pipeline pipeline(log, std::max<size_t>(jobs, 1), steps, times);
    const StepClock clock(times ? &times->took : nullptr);
    return pipeline.run();
}

} // namespace bl
