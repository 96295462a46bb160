#include "pbn/pbn_play_check.h"

#include "table/fold.h"

#include <algorithm>

namespace bl {

namespace {

bool is_play(const Event& e) { return e.verb == Verb::Plays; }

Event spoken(Seat by, Verb verb) {
    Event e;
    e.by = by;
    e.verb = verb;
    return e;
}

// Why the code rules on the play as written: the first irregularity it finds.
std::string ruling_reason(const Situation& x) {
    if (x.id == Infraction::LeadOutOfTurn)
        return "the first lead is not from the hand that leads in Bridge Whist";
    return "the code would rule on it (" + std::string(name(x.id)) + ")";
}

} // namespace

std::string keep_bridge_whist_play(Deal& deal, const Lawbook& book, const PbnPlayFacts& facts) {
    auto& events = deal.events;
    const auto first = std::find_if(events.begin(), events.end(), is_play);
    if (first == events.end()) return {};
    const size_t at = size_t(first - events.begin());
    std::string why;
    if (!facts.declared)
        why = "no declaration by the dealer's side";
    else if (facts.doubled)
        why = "the contract is doubled, and PBN does not say who doubled or when";
    if (why.empty()) {
        const Seat leader = first->by;
        const Event dialogue[] = {spoken(leader, Verb::AsksToLead),
                                  spoken(partner(leader), Verb::SaysYes)};
        events.insert(events.begin() + std::ptrdiff_t(at), std::begin(dialogue),
                      std::end(dialogue));
        auto folded = fold_deal(deal, book, {}, 1, false);
        if (!folded)
            why = "the play does not fit the hands (" + folded.error().message + ")";
        else if (!folded->situations.empty())
            why = ruling_reason(folded->situations.front());
    }
    if (!why.empty()) events.erase(events.begin() + std::ptrdiff_t(at), events.end());
    return why;
}

} // namespace bl
