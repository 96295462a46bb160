#include "replay/replay.h"

#include "table/deadline.h"
#include "replay/election_multiplier.h"
#include "table/written_score.h"

#include <algorithm>
#include <tuple>

namespace bl {

namespace {

// A penalty lost: consultation by the side entitled to a penalty, or dummy's intervention,
// forfeits that side's claim to the latest penalty still open (a wrong penalty demanded, the
// penalty of that very election: Elwell Law 102).
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
                (r.situation.elected_event < 0 || r.situation.elected_event >= f.situation.event);
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
// ruling whose consequences include `loses-deal` (a misdeal, where the code has them) passes the
// deal. A misdeal whose rule keeps the deal (Short Bridge 45, 50) is a new deal by the same
// dealer.
void end_by_rulings(DealReport& d) {
    for (const Ruling& r : d.rulings) {
        if (r.status == Status::Waived || r.status == Status::Corrected) continue;
        // A dealer who loses his deal without a misdeal (Short Bridge Law 36): the next player deals.
        const bool loses = std::find(r.consequences.begin(), r.consequences.end(), Consequence::LosesDeal) != r.consequences.end();
        if (loses && r.status == Status::Established && r.elected != Option::NewDeal) d.record.ends = DealEnd::Misdeal;
        if (r.elected != Option::NewDeal) continue;
        d.record.ends = loses ? DealEnd::Misdeal : DealEnd::NewDeal;
    }
}

// Who should deal this deal, from the previous one (Law 34: the deal goes to the left). A deal
// out of turn that ends in a new deal is dealt again by the player whose deal it was.
Seat expected_dealer(Seat last_dealer, DealEnd last_end, Seat last_due_dealer, const Parameters& p) {
    if (last_end == DealEnd::NewDeal && last_due_dealer != NO_SEAT) return last_due_dealer;
    const bool again = last_end == DealEnd::NewDeal && (!p.new_deal_same_dealer.set || p.new_deal_same_dealer.value);
    const bool misdeal = last_end == DealEnd::Misdeal && p.misdeal_loses_deal.value;
    // A player who takes his partner's deal and misdeals loses his partner's deal: "the adversary
    // next in rotation to the player who ought to have dealt then deals" (Short Bridge 51).
    if (misdeal && last_due_dealer != NO_SEAT && last_due_dealer == partner(last_dealer)) return next(last_due_dealer);
    return again && !misdeal ? last_dealer : next(last_dealer);
}

// The fold cannot see a deal out of turn (it knows one deal only): an election in the deal's
// events that answers nothing the fold saw, and that the code's rule offers, answers it.
void attach_election(Situation& x, const Deal& deal, const DealRecord& rec, const Lawbook& book) {
    const Rule* r = find_rule(book, x, rec.before(0));
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

// What a hand scored under one option makes of the rubber: the sides' rubber, or where the code
// scores by players (`players` the columns before the deal, seated for it), the players' columns.
OptionScore option_score(Option o, const HandInput& in, const HandScore& hs, Side electors,
                         const Rubber& before, const PlayerRubber* players) {
    OptionScore out;
    out.option = o;
    out.tricks = hs.tricks;
    out.below = hs.below;
    out.above = hs.above;
    if (players) {
        PlayerRubber after = *players;
        out.players = after.add(in, hs);
        out.players_rubber = after.rubbers().back();
        out.rubber_finished = out.players_rubber->finished;
        out.net = side_net(*out.players_rubber, out.players->seating, electors);
        return out;
    }
    Rubber after = before;
    after.add(hs);
    const RubberState& st = after.state();
    out.total = st.total;
    out.games = st.games;
    out.rubber_finished = st.finished;
    out.net = st.total[electors] - st.total[other(electors)];
    return out;
}

// For each ruling with options, the deal and the rubber under each option, the other rulings
// as they stand, at the multiplier the option leaves (a double refused or let stand); and the
// option that leaves the electors best placed.
void what_if(std::vector<Ruling>& rulings, const HandInput& base, const Rubber& before,
             const PlayerRubber* players, const Deal& deal, const Lawbook& book, const State& end) {
    // The hand without the rulings' penalties, copied once: each option starts from it, and a
    // copy of `base` for each would copy the citations of its penalties only to drop them.
    HandInput bare = base;
    bare.penalties = Penalties{};
    bare.explain = false; // only the figures are wanted
    for (size_t i = 0; i < rulings.size(); ++i) {
        Ruling& r = rulings[i];
        if (r.provision != Provision::Penalty || r.options.empty() || r.situation.offender == NO_SEAT) continue;
        if (r.status == Status::Corrected || r.status == Status::Waived) continue;
        const Side electors = other(side_of(r.situation.offender));
        for (Option o : r.options) {
            HandInput in = bare;
            in.multiplier = multiplier_if_elected(deal, book, r, o, base.multiplier);
            for (size_t j = 0; j < rulings.size(); ++j) {
                if (j != i) {
                    apply_to_score(rulings[j], end, in.penalties);
                    continue;
                }
                apply_to_score_if_elected(r, o, in.penalties);
            }
            // A new deal voids the hand: it scores nothing for either side.
            const HandScore hs = o == Option::NewDeal ? HandScore{} : score_hand(book.params, in);
            r.option_scores.push_back(option_score(o, in, hs, electors, before, players));
        }
        const auto best = std::max_element(r.option_scores.begin(), r.option_scores.end(),
                                           [](const OptionScore& a, const OptionScore& b) { return a.net < b.net; });
        if (best != r.option_scores.end()) r.best = best->option;
    }
}

// Hands abandoned (every hand thrown face upwards) are scored no further, save that "the hands
// may be examined for the purpose of establishing a revoke" (Club 1903 74, Club 1904 77) and the
// revokers pay the penalty (Short Bridge 59): a penalty in force on such a deal is scored, with
// the tricks as they were turned; the tricks not played go to neither side.
bool examined_for_revoke(const DealReport& d, const Penalties& pen) {
    if (d.record.ends != DealEnd::Abandoned || pen.laws.empty()) return false;
    return std::any_of(d.record.situations.begin(), d.record.situations.end(),
                       [](const Situation& x) { return x.has(Flag::AllDown); });
}

// The rubber after the deal, into the deal's report. Where neither holds a game's value (most
// codes value no game), every field but the games' values: the struct copied whole copies two
// empty vectors, some 140 instructions a deal.
void copy_rubber(RubberState& to, const RubberState& from) {
    static_assert(sizeof(RubberState) == 96, "a field added to RubberState is copied below too");
    const auto unvalued = [](const RubberState& r) {
        return r.game_values[NS].empty() && r.game_values[EW].empty();
    };
    if (!unvalued(from) || !unvalued(to)) {
        to = from;
        return;
    }
    const auto fields = [](auto& r) {
        return std::tie(r.game_score, r.games, r.below, r.above, r.finished, r.winner, r.total,
                        r.points);
    };
    fields(to) = fields(from);
}

} // namespace

Replayer::Replayer(const Lawbook& book, std::string file,
                   const std::optional<std::array<SideScore, 2>>& score, Options options)
    : book_(book), honours_(book.params), file_(std::move(file)), options_(options),
      rubber_(book.params, score) {}

Replayer::Replayer(const Lawbook& book, const GameLog& header, Options options)
    : Replayer(book, header.file, header.score, options) {
    players_names_ = header.players;
}

void Replayer::fold_ahead(const Deal& deal, int number, FoldedAhead& out) const {
    out.number = number;
    out.error = fold_deal_into(out.record, deal, book_, file_, number,
                               History::FromFirstIrregularity);
}

std::optional<Error> Replayer::add(const Deal& deal, FoldedAhead* ahead) {
    const int index = count_++;
    d_.index = index;
    d_.deal = &deal;
    d_.rulings.clear();
    d_.scored = false;
    d_.game_won.reset();
    d_.score = HandScore{};
    d_.players.reset();
    d_.due_dealer = NO_SEAT;
    if (index == 0 && PlayerRubber::applies(book_.params))
        players_.emplace(book_.params, players_names_, deal.dealer);
    const Seat due = index > 0 ? expected_dealer(last_dealer_, last_end_, last_due_dealer_, book_.params) : NO_SEAT;
    // A deal from a duplicate board is dealt by the board's dealer, not in turn.
    const bool out_of_turn = index > 0 && deal.dealer != due && deal.board.empty();
    // A ruling asks for the state at its event, and a deal out of turn is ruled on from the first
    // event: the history is kept from the first irregularity, which most deals never reach.
    const History history = out_of_turn ? History::Whole : History::FromFirstIrregularity;
    // The rubber's first deal: the log's first, or the one after a rubber is finished.
    if (index == 0 || rubber_.state().finished) rubber_first_dealer_ = deal.dealer;
    // A fold ahead had no rubber: it took the deal's own dealer for the rubber's first.
    const bool as_ahead = !out_of_turn && (rubber_first_dealer_ == deal.dealer ||
                                           !fold_reads_first_dealer(book_.params));
    if (ahead && ahead->number == index + 1 && as_ahead) {
        if (ahead->error) return ahead->error;
        std::swap(d_.record, ahead->record); // its buffers go back to be reused
    } else if (auto e = fold_deal_into(d_.record, deal, book_, file_, index + 1, history,
                                       rubber_first_dealer_)) {
        return e;
    }
    if (out_of_turn || !d_.record.situations.empty()) {
        if (out_of_turn) {
            Situation x;
            x.id = Infraction::DealOutOfTurn;
            x.offender = deal.dealer;
            x.phase = Phase::Deal;
            d_.due_dealer = due;
            attach_election(x, deal, d_.record, book_);
            d_.record.situations.insert(d_.record.situations.begin(), x);
        }
        rule(deal);
    }
    score(deal);
    // The score written at the table, checked once the deal is scored (Laws 12-13).
    if (d_.scored && d_.record.scores_written)
        for (const Situation& x : written_score_errors(deal, d_.score)) d_.rulings.push_back(rule_on(book_, x, d_.record.end()));
    last_dealer_ = deal.dealer;
    last_end_ = d_.record.ends;
    last_due_dealer_ = d_.due_dealer;
    return std::nullopt;
}

void Replayer::rule(const Deal& deal) {
    const State& end = d_.record.end();
    for (const Situation& x : d_.record.situations) {
        const auto lapse = [&](Until u) { return deadline(deal, d_.record, x, u); };
        d_.rulings.push_back(rule_on(book_, x, d_.record.at(x), lapse));
        if (x.id == Infraction::Revoke || x.id == Infraction::FailureToComply) drop_impossible_options(d_.rulings.back(), end);
    }
    apply_forfeits(d_.rulings);
    end_by_rulings(d_);
}

void Replayer::score(const Deal& deal) {
    const State& end = d_.record.end();
    HandInput in;
    in.dealt = deal.hands;
    in.trump = end.trump;
    in.multiplier = end.multiplier();
    in.tricks = {end.won[NS], end.won[EW]};
    in.game_score = rubber_.state().game_score;
    in.honours_called = d_.record.honours_called;
    in.explain = options_.explain;
    in.honours = &honours_;
    if (players_) {
        players_->seat(deal);
        in.game_score = players_->game_score();
    }
    for (const Ruling& r : d_.rulings) apply_to_score(r, end, in.penalties);
    if (d_.record.ends == DealEnd::Played || examined_for_revoke(d_, in.penalties)) {
        if (rubber_.state().finished) {
            if (options_.keep_rubbers) finished_.push_back(rubber_.state());
            rubber_ = Rubber(book_.params);
            in.game_score = {0, 0};
        }
        d_.score = score_hand(book_.params, in);
        d_.scored = true;
        if (!d_.rulings.empty())
            what_if(d_.rulings, in, rubber_, players_ ? &*players_ : nullptr, deal, book_, end);
        if (players_) d_.players = players_->add(in, d_.score); // the sides keep no rubber
        else d_.game_won = rubber_.add(d_.score);
    }
    copy_rubber(d_.rubber, rubber_.state());
}

std::vector<RubberState> Replayer::rubbers() const {
    std::vector<RubberState> out = finished_;
    out.push_back(rubber_.state());
    return out;
}

Result<Report> replay(const GameLog& log, const Lawbook& book) {
    Report report;
    report.log = &log;
    report.book = &book;
    if (auto bad = PlayerRubber::check_log(book.params, log)) return *bad;
    Replayer replayer(book, log);
    report.deals.reserve(log.deals.size());
    for (const Deal& deal : log.deals) {
        if (auto e = replayer.add(deal)) return *e;
        report.deals.push_back(replayer.current());
    }
    report.rubbers = replayer.rubbers();
    report.players = replayer.players();
    if (!log.cutting.empty()) report.table = form_table(log);
    return report;
}

} // namespace bl
