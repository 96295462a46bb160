#include "replay/election_multiplier.h"

#include "table/fold.h"

namespace bl {

namespace {

// The election, as the log would write it, made by the first elector (or, where the rule
// names none, an adversary of the offender) right after the irregularity.
Event election(const Ruling& r, Option o) {
    Event e;
    e.verb = Verb::Elects;
    e.by = !r.elector.empty() ? r.elector.front() : next(r.situation.offender);
    e.has_option = true;
    e.option = o;
    return e;
}

} // namespace

bool acts_on_doubling(Option o) { return o == Option::DoubleStands || o == Option::DoubleVoid; }

int multiplier_if_elected(const Deal& deal, const Lawbook& book, const Ruling& r, Option o,
                          int as_played) {
    const Situation& x = r.situation;
    if (!acts_on_doubling(o) || x.phase == Phase::Deal || x.event < 0 || x.elected_in_deal)
        return as_played;
    if (x.elected_event >= 0 && x.elected == o) return as_played;
    Deal alt = deal;
    if (x.elected_event >= 0)
        alt.events[size_t(x.elected_event)].option = o;
    else
        alt.events.insert(alt.events.begin() + x.event + 1, election(r, o));
    auto folded = fold_deal(alt, book, "", 0, false);
    return folded.ok() ? folded->end().multiplier() : as_played;
}

} // namespace bl
