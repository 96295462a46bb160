// One log's deals on several cores (replay --jobs on one archive). A rubber's end is known only
// by scoring, and a deal's replay needs the deals before it (the dealer in turn, the rubber's
// first dealer, the score), so the replay is finished in order, one batch at a time. The rest
// does not depend on the deals before: reading a deal's text (parsing its events), folding a deal
// dealt in turn (`prepare`: most of its replay, Replayer::fold_ahead), and making its report
// (the formats' prose, JSON, HTML). The threads do those side by side in a bounded ring of slots
// of a batch of deals each, a batch cut from the file and read by the same thread (one thread
// cuts at a time, in order), and replayed in its turn by the thread that read it where it can
// be; each text made is written in order, by the caller first, else by any thread (one at a
// time), and a slot written is free for the next batch. A thread with nothing to do reads
// again the next batch to replay, or makes again the texts of the next to write, where the
// thread doing it has not finished after a while (most often because the system took its core
// away): the first to finish is kept. Memory is the ring's, and a batch a thread; the output is
// what one thread makes of the same steps, and the first error in the file's order is the one
// returned, as one thread reading on would meet it.
#pragma once

#include "core/error.h"
#include "log/log_stream.h"
#include "replay/pipeline_times.h"
#include "replay/replay.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace bl {

struct PipelineSlot {
    int number = 0; // the deal's number in the log, 1-based
    Deal deal;
    Replayer::FoldedAhead ahead;         // its fold, where the steps fold ahead
    std::vector<Replayer::FoldedAhead> also_ahead; // its folds under further codes (a summary's)
    DealReport report;                   // its replay (the report pipeline's)
    std::optional<RubberState> finished; // a rubber that ends before this deal
};

struct PipelineSteps {
    // On any thread, each deal once read, before its replay: the part of the replay that does
    // not depend on the deals before (Replayer::fold_ahead). May be empty.
    std::function<void(PipelineSlot&)> prepare;
    // In the deals' order, one thread at a time (any thread): the deal read replayed. An error
    // stops all.
    std::function<std::optional<Error>(PipelineSlot&)> replay;
    // On thread `job` (0 to jobs-1; the caller's is jobs-1), any deal once replayed: its text
    // made into `text`, the same on any thread (a deal's text may be made twice, on two threads
    // at once, where one is held up: the first made is written). May be empty.
    std::function<void(size_t job, const PipelineSlot&, std::string& text)> make;
    // In the deals' order, one thread at a time (the caller's where it is free, else any): the
    // deal made, written with its text (empty without `make`).
    std::function<void(const PipelineSlot&, const std::string& text)> write;
};

// Every deal of `log` through the steps, on `jobs` threads: the caller's and jobs-1 workers.
// `times`, where given, is set to where each thread's time went.
std::optional<Error> run_pipeline(LogStream& log, size_t jobs, const PipelineSteps& steps,
                                  PipelineTimes* times = nullptr);

} // namespace bl
