#include "report/report_stream.h"

namespace bl {

namespace {

// A scored deal after a finished rubber begins the next one: the writer is given that rubber first.
bool begins_rubber(const DealReport& d, const RubberState& before) {
    return d.scored && before.finished; // Replayer::score
}

// The report's head, with the table formed at the cutting: whether it agrees with the seating is
// told by the first deal's dealer (`first`: none in a log without deals).
void begin_report(const GameLog& header, const Deal* first, Report& r, ReportWriter& out) {
    if (!header.cutting.empty()) {
        GameLog start = header;
        if (first) start.deals.push_back(*first);
        r.table = form_table(start);
    }
    out.begin(r);
}

} // namespace

ReportInProgress::ReportInProgress(const GameLog& header, const Lawbook& book, bool in_units,
                                   ReportWriter& out)
    : out_(out), replayer_(book, header, Replayer::Options{.explain = true, .keep_rubbers = false}) {
    r_.log = &header;
    r_.book = &book;
    r_.in_units = in_units;
}

std::optional<Error> ReportInProgress::add(const Deal& deal, Replayer::FoldedAhead* ahead) {
    const bool first = !begun_;
    if (first) begin_report(*r_.log, &deal, r_, out_);
    begun_ = true;
    if (auto e = replayer_.add(deal, ahead)) return e;
    const DealReport& d = replayer_.current();
    // The players are seated with the first deal; their names serve every deal after.
    if (first && replayer_.players()) r_.players = replayer_.players();
    finished_.reset();
    if (begins_rubber(d, before_)) finished_ = before_;
    before_ = d.rubber;
    return std::nullopt;
}

void ReportInProgress::end() {
    if (!begun_) begin_report(*r_.log, nullptr, r_, out_);
    r_.rubbers = replayer_.rubbers();
    r_.players = replayer_.players();
    out_.end(r_);
}

std::optional<Error> stream_report(LogStream& log, const Lawbook& book, bool in_units,
                                   ReportWriter& out, const std::function<void()>& after_deal) {
    if (auto bad = PlayerRubber::check_log(book.params, log.header())) return bad;
    ReportInProgress report(log.header(), book, in_units, out);
    for (Deal deal;;) {
        auto more = log.next(deal);
        if (!more) return more.error();
        if (!*more) break;
        if (auto e = report.add(deal)) return e;
        if (report.finished()) out.rubber(report.report(), *report.finished());
        out.deal(report.report(), report.current());
        if (after_deal) after_deal();
    }
    report.end();
    return std::nullopt;
}

void write_report(const Report& r, ReportWriter& out) {
    out.begin(r);
    RubberState before;
    size_t rubber = 0;
    for (const DealReport& d : r.deals) {
        if (begins_rubber(d, before) && rubber + 1 < r.rubbers.size())
            out.rubber(r, r.rubbers[rubber++]);
        out.deal(r, d);
        before = d.rubber;
    }
    out.end(r);
    out.finish();
}

} // namespace bl
