#include "replay/deal_pipeline.h"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace bl {

namespace {

enum class Stage { Free, Cut, Reading, Read, Replayed, Making, Made };

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
    bool claimable() const;
    void run_batch(size_t job, std::unique_lock<std::mutex>& lk);
    bool write(std::unique_lock<std::mutex>& lk);
    std::optional<Error> replay(std::unique_lock<std::mutex>& lk, bool& moved);
    bool cut(std::unique_lock<std::mutex>& lk);
    void stop();

    LogStream& log_;
    const PipelineSteps& steps_;
    std::vector<Slot> slots_;
    size_t jobs_;
    std::vector<std::thread> threads_;
    std::mutex m_;
    std::condition_variable work_, done_; // work for the workers; work done, for the caller
    // Counts of batches: cut from the file, claimed to read, replayed, claimed to make, written.
    size_t cut_ = 0, read_next_ = 0, replayed_ = 0, make_next_ = 0, written_ = 0;
    bool more_ = true; // the file has more deals
    bool stopping_ = false;
};

// A worker waits for work and does it, a batch at a time, until the pipeline stops.
bool Pipeline::claim(size_t job, std::unique_lock<std::mutex>& lk) {
    work_.wait(lk, [&] { return stopping_ || claimable(); });
    if (stopping_) return false;
    run_batch(job, lk);
    done_.notify_one();
    return true;
}

bool Pipeline::claimable() const { return make_next_ < replayed_ || read_next_ < cut_; }

// One batch of the work that any thread may do: the oldest text to make, else the oldest deal
// to read (the writer is kept fed).
void Pipeline::run_batch(size_t job, std::unique_lock<std::mutex>& lk) {
    const bool make = make_next_ < replayed_;
    Slot& s = slot(make ? make_next_++ : read_next_++);
    s.stage = make ? Stage::Making : Stage::Reading;
    lk.unlock();
    for (size_t k = 0; k < s.count; ++k) {
        Item& i = s.items[k];
        if (make) {
            steps_.make(job, i);
            continue;
        }
        i.number = i.pending.index;
        i.error = log_.read(i.pending, i.deal);
        if (!i.error && steps_.prepare) steps_.prepare(i);
    }
    lk.lock();
    s.stage = make ? Stage::Made : Stage::Read;
}

void Pipeline::stop() {
    {
        std::lock_guard lk(m_);
        stopping_ = true;
    }
    work_.notify_all();
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
    }
    return any;
}

// The deals read, replayed in order.
std::optional<Error> Pipeline::replay(std::unique_lock<std::mutex>& lk, bool& moved) {
    while (replayed_ < cut_ && slot(replayed_).stage == Stage::Read) {
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
        work_.notify_one();
    }
    return std::nullopt;
}

// The next deals cut from the file, a batch a free slot; true when the lock was let go.
bool Pipeline::cut(std::unique_lock<std::mutex>& lk) {
    bool let_go = false;
    while (more_ && cut_ - written_ < slots_.size()) {
        Slot& s = slot(cut_);
        lk.unlock();
        for (s.count = 0; s.count < s.items.size() && more_; ++s.count)
            more_ = log_.take(s.items[s.count].pending);
        if (!more_) --s.count; // the last take found none
        lk.lock();
        let_go = true;
        if (s.count == 0) break;
        s.stage = Stage::Cut;
        ++cut_;
        work_.notify_one();
    }
    return let_go;
}

// The caller is one of the `jobs` threads: the work that must keep the deals' order (cut,
// replay, write) first, and when none is ready, a batch of the workers' work, rather than
// waiting for them. Two threads on two cores, not three: a caller put aside by the scheduler
// would hold up every worker waiting for its next deals.
std::optional<Error> Pipeline::run() {
    const size_t caller = jobs_ - 1;
    for (size_t job = 0; job < caller; ++job)
        threads_.emplace_back([this, job] {
            std::unique_lock lk(m_);
            while (claim(job, lk)) {
            }
        });
    std::unique_lock lk(m_);
    while (more_ || written_ < cut_) {
        // Whatever let go of the lock may have missed a worker's call: look again before waiting.
        bool moved = write(lk);
        if (auto e = replay(lk, moved)) return e;
        if (cut(lk)) moved = true;
        if (moved) continue;
        if (claimable())
            run_batch(caller, lk);
        else
            done_.wait(lk);
    }
    return std::nullopt;
}

} // namespace

std::optional<Error> run_pipeline(LogStream& log, size_t jobs, const PipelineSteps& steps) {
    return Pipeline(log, std::max<size_t>(jobs, 1), steps).run();
}

} // namespace bl
