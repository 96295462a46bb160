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
    if (auto bad = PlayerRubber::check_log(book.params, log.header())) return bad;
    ReportInProgress report(log.header(), book, in_units, out);
    // A formatter a worker, made once the report has begun (with the first deal).
    std::vector<std::unique_ptr<DealFormatter>> makers(jobs);
    PipelineSteps steps;
    steps.prepare = [&](PipelineSlot& s) { report.fold_ahead(s.deal, s.number, s.ahead); };
    steps.replay = [&](PipelineSlot& s) -> std::optional<Error> {
        if (auto e = report.add(s.deal, &s.ahead)) return e;
        if (!makers.front())
            for (auto& maker : makers) maker = out.formatter(report.report());
        // Moved, not copied: the copy of its record and rulings was some 30% of this step,
        // which the threads do in turn, one at a time (docs/performance.md, session 19).
        report.take_current(s.report);
        s.report.deal = &s.deal;
        s.finished = report.finished();
        return std::nullopt;
    };
    steps.make = [&](size_t job, const PipelineSlot& s, std::string& text) {
        makers[job]->text(report.report(), s.report, text);
    };
    steps.write = [&](const PipelineSlot& s, const std::string& text) {
        if (s.finished) out.rubber(report.report(), *s.finished);
        out.deal(report.report(), s.report, text);
        if (after_deal) after_deal();
    };
    if (auto e = run_pipeline(log, jobs, steps)) return e;
    report.end();
    return std::nullopt;
}

} // namespace bl
