// The generator's elections: a penalty elected for the latest irregularity, as the engine's own
// fold and rulings offer it (now and then one the law does not give), the call it makes obeyed;
// and whole rubbers, each deal replayed with the rubber in progress.
#include "gen/generator.h"
#include "replay/replay.h"
#include "table/fold.h"
#include "table/ruling.h"

#include <algorithm>

namespace bl::gen {

// The state after the events so far, from the engine's own fold.
std::optional<State> Generator::oracle() {
    auto rec = fold_deal(cur(), book_, "", made_, false);
    if (!rec) {
        error_ = rec.error();
        return std::nullopt;
    }
    return rec->history.back();
}

// With chance p, a player elects a penalty for the latest irregularity not yet ruled on:
// mostly an option the law gives, by a player it entitles; now and then not. True when
// the deal ends with it (a new deal).
bool Generator::elect(double p) {
    if (!rng_.chance(p)) return false;
    auto rec = fold_deal(cur(), book_, "", made_, true);
    if (!rec) {
        error_ = rec.error();
        return true;
    }
    const auto open = std::find_if(rec->situations.rbegin(), rec->situations.rend(),
                                   [](const Situation& x) { return x.elected_event < 0; });
    if (open == rec->situations.rend()) return false;
    const Situation& x = *open;
    const Ruling r = rule_on(book_, x, rec->at(x));
    if (r.provision != Provision::Penalty || r.options.empty()) return false;
    Event e = make_event(NO_SEAT, Verb::Elects);
    e.has_option = true;
    e.option = rng_.pick(r.options);
    if (e.option == Option::NewDeal && r.options.size() > 1 && rng_.chance(0.5))
        e.option = rng_.pick(r.options);
    e.by = !r.elector.empty()      ? rng_.pick(r.elector)
           : x.offender != NO_SEAT ? next(x.offender)
                                   : next(t_.dealer);
    if (rng_.chance(0.2)) { // an election that cannot take effect
        static const std::vector<Option> tried = {Option::CallSuit,        Option::CallHighest,
                                                  Option::TakeThreeTricks, Option::Stand,
                                                  Option::ForbidSuit,      Option::DoubleStands};
        if (x.offender != NO_SEAT && rng_.chance(0.5))
            e.by = x.offender;
        else
            e.option = rng_.pick(tried);
    }
    if (e.option == Option::CallSuit) e.suit = Suit(rng_.below(SUITS));
    if (e.option == Option::CallCard && x.card != NO_CARD)
        e.card = x.card, e.cards = CardSet::of(x.card);
    emit(e);
    if (e.option == Option::NewDeal) return ended_ = true;
    follow_election(e);
    return error_.has_value();
}

// The call the election makes, as the fold makes it, so that the players obey it.
void Generator::follow_election(const Event& e) {
    const int at = int(cur().events.size()) - 1;
    auto rec = fold_deal(cur(), book_, "", made_, true);
    if (!rec) {
        error_ = rec.error();
        return;
    }
    const auto x = std::find_if(rec->situations.begin(), rec->situations.end(),
                                [&](const Situation& s) { return s.elected_event == at; });
    if (x == rec->situations.end()) return;
    if (auto c = call_from_election(e.option, *x, rec->before(at), e.suit, e.card))
        calls_.push_back(*c);
    // A card called: the elector names it, and it binds its holder's next play.
    if (e.option == Option::CallCard && e.card != NO_CARD) {
        Call c;
        for (int s = 0; s < SEATS; ++s)
            if (t_.hand[s].has(e.card)) c.who = Seat(s);
        if (c.who == NO_SEAT) return;
        c.card = e.card;
        c.side = side_of(c.who);
        emit(card_event(e.by, Verb::Calls, e.card));
        calls_.push_back(c);
    }
}

// Replays the rubber in progress with the deal just made; it ends when the engine says so.
// A deal the engine cannot replay is the generator's bug: an Error, never a written log.
// The rubber in progress is replayed a deal at a time, as `replay` of its deals would (a new
// replayer at each rubber's first deal): the whole rubber replayed again at every deal cost
// more than making the deal.
std::optional<Error> Generator::rubber_goes_on(const Deal& d) {
    rubber_.deals.push_back(d);
    std::optional<Error> bad;
    if (rubber_.deals.size() == 1) {
        bad = PlayerRubber::check_log(book_.params, rubber_);
        if (!bad)
            replayer_.emplace(book_, rubber_,
                              Replayer::Options{.explain = false, .keep_rubbers = false});
    }
    if (!bad) bad = replayer_->add(rubber_.deals.back());
    if (bad) {
        bad->message = "internal error: generated deal " + std::to_string(kept_) +
                       " does not replay: " + bad->message;
        return bad;
    }
    if (replayer_->rubbers().back().finished) rubber_.deals.clear();
    return std::nullopt;
}

} // namespace bl::gen
