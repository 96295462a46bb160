#include "table/written_score.h"

namespace bl {

namespace {

bool agrees(const Event& e, const HandScore& score) {
    return e.below == score.below[e.side] && e.above == score.above[e.side];
}

} // namespace

std::vector<Situation> written_score_errors(const Deal& deal, const HandScore& score) {
    std::vector<Situation> out;
    for (size_t i = 0; i < deal.events.size(); ++i) {
        const Event& e = deal.events[i];
        if (e.verb != Verb::Scores || e.side < 0 || agrees(e, score)) continue;
        Situation x;
        x.id = Infraction::ErroneousScore;
        // No one is the offender: the law corrects, it penalises no one (the event names the writer).
        x.event = int(i);
        x.phase = Phase::End;
        for (size_t j = i + 1; j < deal.events.size(); ++j) {
            const Event& later = deal.events[j];
            if (later.verb != Verb::Scores || later.side != e.side) continue;
            if (agrees(later, score)) {
                x.status = Status::Corrected;
                x.settled_event = int(j);
            }
            break;
        }
        out.push_back(x);
    }
    return out;
}

} // namespace bl
