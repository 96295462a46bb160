#include "replay.h"

#include "deadline.h"

namespace bl {

namespace {

// The state at which a ruling is judged: when the irregularity happened.
const State& state_at(const DealRecord& rec, const Situation& x) {
    if (x.phase == Phase::Deal || x.event < 0) return rec.history.front();
    return rec.history[size_t(x.event)];
}

} // namespace

Result<Report> replay(const GameLog& log, const Lawbook& book) {
    Report report;
    report.log = &log;
    report.book = &book;
    Rubber rubber(book.params, log.score);
    for (size_t i = 0; i < log.deals.size(); ++i) {
        const Deal& deal = log.deals[i];
        auto rec = fold_deal(deal, book, log.file, int(i) + 1);
        if (!rec) return rec.error();
        DealReport d;
        d.index = int(i);
        d.deal = &deal;
        d.record = std::move(*rec);
        const State& end = d.record.history.back();
        HandInput in;
        in.dealt = deal.hands;
        in.trump = end.trump;
        in.multiplier = end.multiplier();
        in.tricks = {end.won[NS], end.won[EW]};
        in.game_score = rubber.state().game_score;
        for (const Situation& x : d.record.situations) {
            const auto lapse = [&](Until u) { return deadline(deal, d.record, x, u); };
            d.rulings.push_back(rule_on(book, x, state_at(d.record, x), lapse));
            apply_to_score(d.rulings.back(), end, in.penalties);
        }
        if (d.record.ends == DealEnd::Played) {
            if (rubber.state().finished) {
                report.rubbers.push_back(rubber.state());
                rubber = Rubber(book.params);
                in.game_score = {0, 0};
            }
            d.score = score_hand(book.params, in);
            d.scored = true;
            d.game_won = rubber.add(d.score);
        }
        d.rubber = rubber.state();
        report.deals.push_back(std::move(d));
    }
    report.rubbers.push_back(rubber.state());
    return report;
}

} // namespace bl
