#include "report/report_stream.h"

namespace bl {

bool begins_rubber(const DealReport& d, const RubberState& before) {
    return d.scored && before.finished; // Replayer::score
}

void begin_report(const GameLog& header, const Deal* first, Report& r, ReportWriter& out) {
    if (!header.cutting.empty()) {
        GameLog start = header;
        if (first) start.deals.push_back(*first);
        r.table = form_table(start);
    }
    out.begin(r);
}

std::optional<Error> stream_report(LogStream& log, const Lawbook& book, bool in_units,
                                   ReportWriter& out, const std::function<void()>& after_deal) {
    const GameLog& header = log.header();
    if (auto bad = PlayerRubber::check_log(book.params, header)) return bad;
    Report r;
    r.log = &header;
    r.book = &book;
    r.in_units = in_units;
    Replayer replayer(book, header, Replayer::Options{.explain = true, .keep_rubbers = false});
    RubberState before; // the rubber before the deal
    bool first = true;
    for (Deal deal;;) {
        auto more = log.next(deal);
        if (!more) return more.error();
        if (!*more) break;
        if (first) begin_report(header, &deal, r, out);
        if (auto e = replayer.add(deal)) return e;
        const DealReport& d = replayer.current();
        // The players are seated with the first deal; their names serve every deal after.
        if (first && replayer.players()) r.players = replayer.players();
        first = false;
        if (begins_rubber(d, before)) out.rubber(r, before);
        out.deal(r, d);
        before = d.rubber;
        if (after_deal) after_deal();
    }
    if (first) begin_report(header, nullptr, r, out);
    r.rubbers = replayer.rubbers();
    r.players = replayer.players();
    out.end(r);
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
