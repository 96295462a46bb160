#include "replay.h"

#include "deadline.h"

#include <algorithm>

namespace bl {

namespace {

// The state at which a ruling is judged: when the irregularity happened.
const State& state_at(const DealRecord& rec, const Situation& x) {
    if (x.phase == Phase::Deal || x.event < 0) return rec.history.front();
    return rec.history[size_t(x.event)];
}

// A penalty lost: consultation by the side entitled to a penalty, or dummy's intervention,
// forfeits that side's claim to the latest penalty still open.
void apply_forfeits(std::vector<Ruling>& rulings) {
    for (size_t i = 0; i < rulings.size(); ++i) {
        const Ruling& f = rulings[i];
        const bool forfeits = std::find(f.consequences.begin(), f.consequences.end(), Consequence::PenaltyLost) != f.consequences.end();
        if (!forfeits || f.situation.offender == NO_SEAT || f.status == Status::Corrected) continue;
        const Side side = side_of(f.situation.offender);
        for (size_t j = i; j-- > 0;) {
            Ruling& r = rulings[j];
            const bool lapsed_later =
                r.status == Status::Waived && r.lapsed_event > f.situation.event;
            const bool open =
                r.provision == Provision::Penalty && r.situation.offender != NO_SEAT &&
                (r.status == Status::Established || r.status == Status::Pending || lapsed_later) &&
                !r.situation.elected_in_deal &&
                (r.situation.elected_event < 0 || r.situation.elected_event > f.situation.event);
            if (!open || other(side_of(r.situation.offender)) != side) continue;
            r.status = Status::Waived;
            r.elected.reset();
            r.consequences.push_back(Consequence::PenaltyLost);
            break;
        }
    }
}

// Three tricks cannot be taken from a side that has fewer (reading revoke-short-tricks): the
// option is not offered then.
void drop_impossible_options(Ruling& r, const State& end) {
    if (r.situation.offender == NO_SEAT) return;
    if (end.won[side_of(r.situation.offender)] >= 3) return;
    std::erase(r.options, Option::TakeThreeTricks);
    if (r.elected == Option::TakeThreeTricks) {
        r.elected.reset();
        r.election_problem = "three tricks cannot be taken from a side that has fewer";
    }
}

// A new deal that takes effect (compulsory, or chosen as the law allows) ends the deal; a
// misdeal, where the code has them, loses the deal.
void end_by_rulings(DealReport& d) {
    for (const Ruling& r : d.rulings) {
        if (r.elected != Option::NewDeal || r.status == Status::Waived || r.status == Status::Corrected) continue;
        d.record.ends = r.situation.id == Infraction::Misdeal ? DealEnd::Misdeal : DealEnd::NewDeal;
    }
}

// Who should deal this deal, from the previous one (Law 34: the deal goes to the left). A deal
// out of turn that ends in a new deal is dealt again by the player whose deal it was.
Seat expected_dealer(const DealReport& prev, const Parameters& p) {
    if (prev.record.ends == DealEnd::NewDeal && prev.due_dealer != NO_SEAT) return prev.due_dealer;
    const bool again = prev.record.ends == DealEnd::NewDeal && (!p.new_deal_same_dealer.set || p.new_deal_same_dealer.value);
    const bool misdeal = prev.record.ends == DealEnd::Misdeal && p.misdeal_loses_deal.value;
    return again && !misdeal ? prev.deal->dealer : next(prev.deal->dealer);
}

// The fold cannot see a deal out of turn (it knows one deal only): an election in the deal's
// events that answers nothing the fold saw, and that the code's rule offers, answers it.
void attach_election(Situation& x, const Deal& deal, const DealRecord& rec, const Lawbook& book) {
    const Rule* r = find_rule(book, x, rec.history.front());
    if (!r) return;
    for (size_t j = 0; j < deal.events.size(); ++j) {
        const Event& e = deal.events[j];
        if (e.verb != Verb::Elects ||
            std::find(r->options.begin(), r->options.end(), e.option) == r->options.end())
            continue;
        const bool taken =
            std::any_of(rec.situations.begin(), rec.situations.end(),
                        [&](const Situation& s) { return s.elected_event == int(j); });
        if (taken) continue;
        x.elected_event = int(j);
        x.elected = e.option;
        x.elected_by = e.by;
        x.elected_suit = e.suit;
        x.elected_card = e.card;
        return;
    }
}

// For each ruling with options, the deal and the rubber under each option, the other rulings
// as they stand; and the option that leaves the electors best placed.
void what_if(std::vector<Ruling>& rulings, const HandInput& base, const Rubber& before, const Parameters& p, const State& end) {
    for (size_t i = 0; i < rulings.size(); ++i) {
        Ruling& r = rulings[i];
        if (r.provision != Provision::Penalty || r.options.empty() || r.situation.offender == NO_SEAT) continue;
        if (r.status == Status::Corrected || r.status == Status::Waived) continue;
        const Side electors = other(side_of(r.situation.offender));
        for (Option o : r.options) {
            HandInput in = base;
            in.penalties = Penalties{};
            for (size_t j = 0; j < rulings.size(); ++j) {
                if (j != i) {
                    apply_to_score(rulings[j], end, in.penalties);
                    continue;
                }
                Ruling chosen = r;
                chosen.elected = o;
                chosen.status = Status::Established;
                apply_to_score(chosen, end, in.penalties);
            }
            const HandScore hs = score_hand(p, in);
            Rubber after = before;
            after.add(hs);
            const RubberState& st = after.state();
            r.option_scores.push_back({o, hs.tricks, hs.below, hs.above, st.total, st.games, st.finished,
                                       st.total[electors] - st.total[other(electors)]});
        }
        const auto best = std::max_element(r.option_scores.begin(), r.option_scores.end(),
                                           [](const OptionScore& a, const OptionScore& b) { return a.net < b.net; });
        if (best != r.option_scores.end()) r.best = best->option;
    }
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
        if (!report.deals.empty() && deal.dealer != expected_dealer(report.deals.back(), book.params)) {
            Situation x;
            x.id = Infraction::DealOutOfTurn;
            x.offender = deal.dealer;
            x.phase = Phase::Deal;
            d.due_dealer = expected_dealer(report.deals.back(), book.params);
            attach_election(x, deal, d.record, book);
            d.record.situations.insert(d.record.situations.begin(), x);
        }
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
            if (x.id == Infraction::Revoke || x.id == Infraction::FailureToComply)
                drop_impossible_options(d.rulings.back(), end);
        }
        apply_forfeits(d.rulings);
        end_by_rulings(d);
        for (const Ruling& r : d.rulings) apply_to_score(r, end, in.penalties);
        if (d.record.ends == DealEnd::Played) {
            if (rubber.state().finished) {
                report.rubbers.push_back(rubber.state());
                rubber = Rubber(book.params);
                in.game_score = {0, 0};
            }
            d.score = score_hand(book.params, in);
            d.scored = true;
            what_if(d.rulings, in, rubber, book.params, end);
            d.game_won = rubber.add(d.score);
        }
        d.rubber = rubber.state();
        report.deals.push_back(std::move(d));
    }
    report.rubbers.push_back(rubber.state());
    if (!log.cutting.empty()) report.table = form_table(log);
    return report;
}

} // namespace bl
