#include "table/cutting.h"

#include "core/card.h"
#include "table/ruling.h"

#include <algorithm>
#include <fmt/format.h>
#include <set>

namespace bl {

namespace {

// In cutting the ace is the lowest card (Law 14); suits do not count.
int cut_value(Card c) { return rank_of(c) == ACE ? 0 : rank_of(c) + 1; }

struct Drawn {
    std::string player;
    int value;
};

// The rounds of cutting, replayed as the laws direct: each round answers the question the
// previous one left open.
class TableCutter {
  public:
    explicit TableCutter(const GameLog& log) : log_(log) {}

    TableFormed run() {
        for (const auto& round : log_.cutting) {
            ++out_.cuts;
            if (!merge(round)) break;
            if (!recut_.empty()) continue; // a player must cut again first (Law 16)
            if (!answer(current_)) break;
            if (settled()) break;
        }
        for (const std::string& p : recut_)
            out_.problems.push_back(
                p + " exposed more than one card and must cut again; the log gives no second cut");
        out_.settled = settled();
        if (out_.settled) {
            out_.pairs[0].assign(low_.begin(), low_.end());
            out_.pairs[1].assign(high_.begin(), high_.end());
            out_.first_dealer = dealer_;
            check_seating();
        } else if (out_.problems.empty()) {
            out_.problems.push_back("the rounds of cutting given do not decide " + std::string(low_.size() < 2 ? "the partners" : "the dealer"));
        }
        if (out_.cuts < int(log_.cutting.size())) out_.problems.push_back("more rounds of cutting are given than the laws call for");
        return out_;
    }

  private:
    // A round as the laws count it: a player who exposed more than one card cuts again (Law
    // 16), and the next round, his cut alone (or theirs), completes the round. False when the
    // next round is not that.
    bool merge(const std::vector<Cut>& round) {
        if (recut_.empty()) {
            current_ = round;
        } else {
            if (!expect_players(round, recut_)) return false;
            for (const Cut& c : round)
                for (Cut& was : current_)
                    if (was.player == c.player) was = c;
            for (CutExposure& x : out_.exposures)
                if (recut_.count(x.player)) x.cut_again = true;
            recut_.clear();
        }
        for (const Cut& c : round)
            if (c.shown.several()) {
                out_.exposures.push_back({out_.cuts, c.player, c.shown, false});
                recut_.insert(c.player);
            }
        return true;
    }

    bool settled() const { return low_.size() == 2 && high_.size() == 2 && !dealer_.empty(); }

    std::vector<Drawn> sorted(const std::vector<Cut>& round) const {
        std::vector<Drawn> d;
        for (const Cut& c : round) d.push_back({c.player, cut_value(c.card)});
        std::stable_sort(d.begin(), d.end(), [](const Drawn& a, const Drawn& b) { return a.value < b.value; });
        return d;
    }

    bool expect_players(const std::vector<Cut>& round, const std::set<std::string>& who) {
        std::set<std::string> got;
        for (const Cut& c : round) got.insert(c.player);
        if (got == who) return true;
        std::string names;
        for (const std::string& n : who) names += (names.empty() ? "" : ", ") + n;
        out_.problems.push_back(fmt::format("round {}: the laws call for a cut by {}", out_.cuts, names));
        return false;
    }

    bool answer(const std::vector<Cut>& round) {
        if (pending_.empty()) return first(round);
        if (!expect_players(round, pending_)) return false;
        const auto d = sorted(round);
        switch (question_) {
        case Question::Dealer: // the two lowest tied: the lower on the recut deals (Law 19)
            if (d[0].value == d[1].value) return true; // tied again: cut again
            dealer_ = d[0].player;
            break;
        case Question::Partner: // the middle two tied: the lower partners the lowest
            if (d[0].value == d[1].value) return true;
            low_.insert(d[0].player);
            high_.insert(d[1].player);
            break;
        case Question::ThreeLow:  // the fourth card highest: the two lowest of the new cut are partners (Law 20)
        case Question::ThreeHigh: // the fourth card lowest: the two highest of the new cut partner him
            return three(d);
        }
        pending_.clear();
        return true;
    }

    bool first(const std::vector<Cut>& round) {
        if (round.size() != 4) {
            out_.problems.push_back(fmt::format("round 1: four players cut for partners, not {}", round.size()));
            return false;
        }
        const auto d = sorted(round);
        const int a = d[0].value, b = d[1].value, c = d[2].value, e = d[3].value;
        if (a == e) return true; // all four equal: all cut again
        if (a == b && b == c) return ask(Question::ThreeLow, {d[0].player, d[1].player, d[2].player}, d[3].player);
        if (b == c && c == e) {
            dealer_ = d[0].player;
            low_.insert(d[0].player);
            return ask(Question::ThreeHigh, {d[1].player, d[2].player, d[3].player}, d[0].player);
        }
        if (b == c) { // the middle pair tied: they cut again to decide who partners the lowest
            low_.insert(d[0].player);
            high_.insert(d[3].player);
            dealer_ = d[0].player;
            return ask(Question::Partner, {d[1].player, d[2].player});
        }
        low_ = {d[0].player, d[1].player};
        high_ = {d[2].player, d[3].player};
        if (a == b) return ask(Question::Dealer, {d[0].player, d[1].player});
        dealer_ = d[0].player;
        return true;
    }

    bool three(const std::vector<Drawn>& d) {
        if (d[0].value == d[2].value) return true; // all three equal again: they cut again
        // Two of the three equal where it matters: the one who stands apart is placed, and only
        // the two equal cut again, the lower to partner the dealer's side (Badsworth on Law 20).
        if (question_ == Question::ThreeLow && d[1].value == d[2].value) {
            low_.insert(d[0].player);
            high_.insert(fourth_);
            dealer_ = d[0].player;
            return ask(Question::Partner, {d[1].player, d[2].player});
        }
        if (question_ == Question::ThreeHigh && d[0].value == d[1].value) {
            high_.insert(d[2].player);
            return ask(Question::Partner, {d[0].player, d[1].player});
        }
        if (question_ == Question::ThreeLow) {
            low_ = {d[0].player, d[1].player};
            high_ = {d[2].player, fourth_};
            if (d[0].value == d[1].value) return ask(Question::Dealer, {d[0].player, d[1].player});
            dealer_ = d[0].player;
        } else {
            high_ = {d[1].player, d[2].player};
            low_.insert(d[0].player);
        }
        pending_.clear();
        return true;
    }

    enum class Question { Dealer, Partner, ThreeLow, ThreeHigh };
    bool ask(Question q, std::set<std::string> who, std::string fourth = {}) {
        question_ = q;
        pending_ = std::move(who);
        fourth_ = std::move(fourth);
        return true;
    }

    // The log's seating: the pairs sit as partners, and the first dealer deals the first deal.
    void check_seating() {
        const auto seat_of = [&](const std::string& name) {
            for (int s = 0; s < SEATS; ++s)
                if (log_.players[s] == name) return Seat(s);
            return NO_SEAT;
        };
        const Seat a = seat_of(*low_.begin()), b = seat_of(*std::next(low_.begin()));
        if (a != NO_SEAT && b != NO_SEAT && partners(a, b) && a != b) out_.low_pair_side = side_of(a);
        const Seat dealer = seat_of(dealer_);
        out_.agrees = out_.low_pair_side && !log_.deals.empty() && log_.deals.front().dealer == dealer;
    }

    const GameLog& log_;
    TableFormed out_;
    std::set<std::string> low_, high_, pending_;
    std::set<std::string> recut_; // players who must cut again (Law 16)
    std::vector<Cut> current_;    // the round being completed
    std::string dealer_, fourth_;
    Question question_ = Question::Dealer;
};

} // namespace

TableFormed form_table(const GameLog& log) { return TableCutter(log).run(); }

Ruling cut_ruling(const Lawbook& book) {
    Situation x;
    x.id = Infraction::CutIrregular;
    x.phase = Phase::Deal;
    return rule_on(book, x, State{});
}

} // namespace bl
