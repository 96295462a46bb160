#include "table/deadline.h"

#include <cassert>
#include <functional>

namespace bl {

namespace {

// The first event after `from` for which `arrived(before, after, event)` holds.
int first_event(const Deal& deal, const DealRecord& rec, int from,
                const std::function<bool(const State&, const State&, const Event&)>& arrived) {
    for (int j = std::max(from + 1, 0); rec.keeps(j + 1) && j < int(deal.events.size()); ++j) {
        assert(rec.keeps(j)); // the history is kept from the first situation's event on
        if (arrived(rec.before(j), rec.before(j + 1), deal.events[j])) return int(j);
    }
    return NEVER;
}

bool is_lead(const State& before, const Event& e) {
    return e.verb == Verb::Plays && (before.trick.count == 0 || before.trick_done) && before.phase != Phase::Declaration;
}

using Arrived = std::function<bool(const State&, const State&, const Event&)>;

// The test of the event at which the time for `until` ends, told by the states around it; none
// where that time does not end at an event of the deal (deadline_otherwise tells those).
Arrived arrival(Until until, const Situation& x) {
    const int trick = x.trick;
    switch (until) {
    case Until::Cut: return [](const State&, const State&, const Event& e) { return e.verb == Verb::Cut; };
    case Until::SecondHandPlays:
        // The second card of the trick in which the irregularity happened (or its end).
        return [trick](const State&, const State& a, const Event& e) {
            return e.verb == Verb::Plays && (a.trick.count >= 2 || a.tricks_played >= trick);
        };
    case Until::NextLead: return [](const State& b, const State&, const Event& e) { return is_lead(b, e); };
    case Until::TrickQuitted:
        return [](const State& b, const State& a, const Event&) { return a.tricks_played > b.tricks_played; };
    case Until::DummyLaidDown:
        return [](const State& b, const State& a, const Event&) { return a.dummy_down && !b.dummy_down; };
    case Until::FirstLead:
        return [](const State& b, const State& a, const Event&) {
            return a.phase == Phase::Play && b.phase != Phase::Play;
        };
    case Until::DoublingDeclared:
        // The first declaration as to doubling or not doubling: a double, "May I lead?", a "Yes"
        // or "satisfied" (or the doubling closed, or the lead).
        return [](const State& b, const State& a, const Event& e) {
            const bool declares = e.verb == Verb::Doubles || e.verb == Verb::AsksToLead ||
                                  e.verb == Verb::SaysYes || e.verb == Verb::IsSatisfied ||
                                  e.verb == Verb::Plays;
            return (declares && b.phase == Phase::Doubling) ||
                   (a.doubling_closed && !b.doubling_closed);
        };
    case Until::PartnerPlayed: {
        const Seat p = x.offender == NO_SEAT ? NO_SEAT : partner(x.offender);
        return [p](const State&, const State&, const Event& e) { return e.verb == Verb::Plays && e.by == p; };
    }
    case Until::OffenderSideNextLeads: {
        const Side side = x.offender == NO_SEAT ? NS : side_of(x.offender);
        return [side](const State& b, const State&, const Event& e) {
            return is_lead(b, e) && side_of(e.by) == side;
        };
    }
    default: return {};
    }
}

// The claim is barred to a player who has looked at his cards (Club 40): it lapses once both
// players of the offended side have looked.
int claimant_looked(const Deal& deal, const DealRecord& rec, const Situation& x, int from) {
    if (x.offender == NO_SEAT) return NEVER;
    const Seat a = side_of(x.offender) == NS ? E : N;
    const auto both = [a](const State& s) { return s.has_looked(a) && s.has_looked(partner(a)); };
    if (rec.keeps(0) && from < 0 && both(rec.before(0))) return -1;
    return first_event(deal, rec, from, [&](const State& b, const State& af, const Event&) {
        return both(af) && !both(b);
    });
}

// The times that do not end at an event of the play found by arrival().
int deadline_otherwise(const Deal& deal, const DealRecord& rec, const Situation& x, Until until,
                       int from) {
    switch (until) {
    // Every logged deal is complete before its first event: a claim in `events` is made after
    // the last card was dealt (one made while dealing is written in `during-deal`).
    case Until::DealCompleted: return -1;
    // A deal played out to the thirteenth trick has ended: a right to the end of the deal is
    // gone once its last event is past (a log that stops sooner leaves it open).
    case Until::EndOfDeal: return rec.end().tricks_played >= 13 ? int(deal.events.size()) : NEVER;
    case Until::ClaimantLooked: return claimant_looked(deal, rec, x, from);
    // Moments beyond this deal, or that the log does not record: the claim stands within it.
    case Until::TrumpTurned:
    case Until::NextDealDealt:
    case Until::RubberAgreed:
    case Until::None: return NEVER;
    // The times that end at an event: arrival() has them.
    case Until::Cut:
    case Until::SecondHandPlays:
    case Until::NextLead:
    case Until::TrickQuitted:
    case Until::DummyLaidDown:
    case Until::FirstLead:
    case Until::DoublingDeclared:
    case Until::PartnerPlayed:
    case Until::OffenderSideNextLeads: return NEVER;
    }
    return NEVER;
}

} // namespace

int deadline(const Deal& deal, const DealRecord& rec, const Situation& x, Until until) {
    const int from = x.phase == Phase::Deal ? -1 : x.event;
    if (const Arrived arrived = arrival(until, x)) return first_event(deal, rec, from, arrived);
    return deadline_otherwise(deal, rec, x, until, from);
}

} // namespace bl
