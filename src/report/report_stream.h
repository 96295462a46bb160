// The reports written as the replay goes, a deal at a time, in the memory of one deal and the
// rubber whatever the archive's size: each format's writer is given the report's head, then each
// deal as it is replayed, each rubber as it ends, and the end of the log. What the format puts
// after the deals (the list of rubbers, the score sheets) waits in a Spool. The whole-report
// functions (report.h, report_html.h) drive the same writers, so both give the same bytes.
#pragma once

#include "core/spool.h"
#include "log/log_stream.h"
#include "replay/replay.h"

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace bl {

// A deal's text made apart from the writer, on a thread of its own (replay --jobs on one log):
// the same text the writer's deal() writes. Each formatter serves one thread.
class DealFormatter {
  public:
    virtual ~DealFormatter() = default;
    // The deal's text, in place of what `out` held: the buffer is kept from deal to deal (each
    // slot of the pipeline has one), so that a deal's text is written without an allocation
    // once it has grown to a deal's size. A string made anew for each deal grew by doubling,
    // some seven allocations a deal: with the JSON writer's own (json_out.h), 7% of a jsonl
    // report's instructions (docs/performance.md, session 20).
    virtual void text(const Report& r, const DealReport& d, std::string& out) = 0;
};

class ReportWriter {
  public:
    virtual ~ReportWriter() = default;
    // A log's report begins: `r` holds the log's header, the book, the table and in_units; its
    // `players`, where the code scores by players, the players' names.
    virtual void begin(const Report& r) = 0;
    // A rubber finished: given with the deal that begins the next one, before that deal.
    virtual void rubber(const Report& r, const RubberState& finished) = 0;
    virtual void deal(const Report& r, const DealReport& d) = 0;
    // The same as deal(), the deal's text made by a formatter of this writer (after begin()):
    // the writer keeps what it keeps of the deal and writes `text` in its place.
    virtual void deal(const Report& r, const DealReport& d, std::string_view text) = 0;
    // A formatter for the report begun; `r` outlives it.
    virtual std::unique_ptr<DealFormatter> formatter(const Report& r) const = 0;
    // The log's end: `r.rubbers` holds the rubber in progress (or the last, finished) and
    // `r.players` the players' whole rubber.
    virtual void end(const Report& r) = 0;
    // After the last log (a JSON list of several reports closes here).
    virtual void finish() {}
    // The next report is the output's `log`th (from 0), its earlier ones written apart (replay
    // --jobs writes each log with its own writer and joins the texts in order).
    virtual void start_at(size_t log) { (void)log; }
};

// `out` receives the text as it is written. `logs`: how many logs the output holds (JSON writes
// several as a list; HTML names them all in the page's title, `titles`: each log's file, or
// its code where the file has no name).
std::unique_ptr<ReportWriter> text_writer(Spool& out, size_t width);
std::unique_ptr<ReportWriter> json_writer(Spool& out, size_t logs);
std::unique_ptr<ReportWriter> jsonl_writer(Spool& out);
std::unique_ptr<ReportWriter> html_writer(Spool& out, const std::vector<std::string>& titles);

// One log read a deal at a time, replayed under `book` and written as it goes; `after_deal`
// is called after each deal (a progress line).
std::optional<Error> stream_report(LogStream& log, const Lawbook& book, bool in_units,
                                   ReportWriter& out, const std::function<void()>& after_deal = {});
// The same on `jobs` threads, the caller's among them: the deals read and their texts made side by
// side, the replay and the writing in order; the same text and the same first error
// (report_pipeline.cpp).
std::optional<Error> stream_report_jobs(LogStream& log, const Lawbook& book, bool in_units,
                                        ReportWriter& out, size_t jobs,
                                        const std::function<void()>& after_deal = {});

// A report streamed a deal at a time: each deal replayed, the report begun with the first, the
// rubber that ends before a deal told; the writer is given the deals by the caller (at once, or
// their texts made on other threads: report_pipeline.cpp).
class ReportInProgress {
  public:
    ReportInProgress(const GameLog& header, const Lawbook& book, bool in_units, ReportWriter& out);
    // `ahead`: the deal folded ahead (Replayer::add).
    std::optional<Error> add(const Deal& deal, Replayer::FoldedAhead* ahead = nullptr);
    // The deal folded ahead as add() would fold it in turn (Replayer::fold_ahead).
    void fold_ahead(const Deal& deal, int number, Replayer::FoldedAhead& out) const {
        replayer_.fold_ahead(deal, number, out);
    }
    // The deal added last: its report, and the rubber finished before it, if one was.
    const DealReport& current() const { return replayer_.current(); }
    // The deal added last moved into `out` (Replayer::take_current).
    void take_current(DealReport& out) { replayer_.take_current(out); }
    const std::optional<RubberState>& finished() const { return finished_; }
    const Report& report() const { return r_; }
    // The log's end, told to the writer.
    void end();

  private:
    ReportWriter& out_;
    Report r_;
    Replayer replayer_;
    RubberState before_; // the rubber before the next deal
    std::optional<RubberState> finished_;
    bool begun_ = false;
};

// A report already made (bl::replay), written through the same writer.
void write_report(const Report& r, ReportWriter& out);

} // namespace bl
