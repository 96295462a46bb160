// A report on several threads (report_stream.h, stream_report_jobs): the steps of
// stream_report given to the deal pipeline (replay/deal_pipeline.h): each deal replayed and
// given to the writer in order, its text made apart by a formatter of the writer's.
#include "replay/deal_pipeline.h"
#include "report/report_stream.h"

#include <algorithm>

namespace bl {

std::optional<Error> stream_report_jobs(LogStream& log, const Lawbook& book, bool in_units,
                                        ReportWriter& out, size_t jobs,
                                        const std::function<void()>& after_deal) {
    jobs = std::max<size_t>(jobs, 1);
    const GameLog& header = log.header();
    if (auto bad = PlayerRubber::check_log(book.params, header)) return bad;
    Report r;
    r.log = &header;
    r.book = &book;
    r.in_units = in_units;
    Replayer replayer(book, header, Replayer::Options{.explain = true, .keep_rubbers = false});
    RubberState before; // the rubber before the next deal
    std::vector<std::unique_ptr<DealFormatter>> makers(
        jobs); // a worker's each, from the first deal
    bool first = true;
    PipelineSteps steps;
    steps.replay = [&](PipelineSlot& s) -> std::optional<Error> {
        if (first) {
            begin_report(header, &s.deal, r, out);
            for (auto& maker : makers) maker = out.formatter(r);
        }
        if (auto e = replayer.add(s.deal)) return e;
        s.report = replayer.current();
        s.report.deal = &s.deal;
        // The players are seated with the first deal; their names serve every deal after.
        if (first && replayer.players()) r.players = replayer.players();
        first = false;
        s.finished.reset();
        if (begins_rubber(s.report, before)) s.finished = before;
        before = s.report.rubber;
        return std::nullopt;
    };
    steps.make = [&](size_t job, PipelineSlot& s) { s.text = makers[job]->text(r, s.report); };
    steps.write = [&](PipelineSlot& s) {
        if (s.finished) out.rubber(r, *s.finished);
        out.deal(r, s.report, s.text);
        if (after_deal) after_deal();
    };
    if (auto e = run_pipeline(log, jobs, steps)) return e;
    if (first) begin_report(header, nullptr, r, out);
    r.rubbers = replayer.rubbers();
    r.players = replayer.players();
    out.end(r);
    return std::nullopt;
}

} // namespace bl
