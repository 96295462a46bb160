// The deal pipeline's ring (replay/deal_pipeline.cpp): the slots deals are handed on in, a
// batch of deals each, and the items the deals are read into, kept from batch to batch.
#pragma once

#include "replay/deal_pipeline.h"

#include <atomic>
#include <optional>
#include <string>
#include <vector>

namespace bl::pipeline {

enum class Stage { Free, Cutting, Reading, Read, Replayed, Making, Made };

struct Item : PipelineSlot {
    LogStream::Pending pending;
    std::optional<Error> error; // reading the deal
    std::string text;           // its report's text (PipelineSteps::make)
};

// Deals are handed on a batch at a time, not a deal at a time: waking a thread costs microseconds,
// so a batch is some fifty microseconds of work or more. A deal's report takes some 20 us to
// make: 32 deals a batch. A deal only read and replayed (a summary) about 1 us: 64 a batch. Not
// more: the deals in the ring's slots are the work's memory, and kept within the caches they
// are read faster than any hand-over saves (on two threads, 10 000 deals went at 1.65-1.70
// million a second in batches of 128, 1.72-1.76 in batches of 64; 100 000 summarised in 80 ms
// and 74).
inline size_t batch_size(const PipelineSteps& steps) { return steps.make ? 32 : 64; }

// The ring: for each thread, a batch being read and one read and waiting for its turn; where
// text is made, one being made and one waiting to be written besides. More slots are more deals
// in memory at once, and past the caches' size that costs more than the slack lends: the summary
// of 100 000 deals on two threads took 78 ms with 4 slots, 87 with 8.
inline size_t ring_size(const PipelineSteps& steps, size_t jobs) {
    return (steps.make ? 4 : 2) * jobs;
}

// A batch's items, kept for their memory from batch to batch. Items are made as deals first come
// to them, not with the ring: an item is some 1.5 kB of records, and the ring's 256 of them, made
// and unmade with each log, took longer than the replay of a hundred deals (a one-deal log took
// 260 us on two threads, its deal 5).
struct Batch {
    std::vector<Item> items;
    // Under the lock: the threads making texts from its deals, and whether it was written while
    // one did (its texts made again by another): the last of them to finish frees it.
    size_t making = 0;
    bool let_go = false;
    // Its reading or its texts finished by one of the two threads doing them: the other stops at
    // its next deal. A hint, read without the lock: the lock decides which work is kept.
    std::atomic<bool> done{false};
};

struct Slot {
    explicit Slot(size_t batch) : batch(batch) {}
    Stage stage = Stage::Free;
    size_t batch;           // the deals it holds at most
    Batch* items = nullptr; // the deals it holds (take_items)
    size_t count = 0;       // the deals it holds
    size_t reader = 0;      // the thread that read them
    bool redoing = false;   // another thread reads them or makes their texts again (redo_batch)
    // Their texts where another thread made them again (made_again_), else the items' own.
    const std::vector<std::string>* texts_again = nullptr;
};

} // namespace bl::pipeline
