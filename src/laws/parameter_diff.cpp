#include "laws/parameter_diff.h"

#include "core/card.h"

#include <fmt/format.h>

namespace bl {

namespace {

const char* const UNSET = "not given (the engine's default)";

std::string plural(int n, const char* one, const char* many) {
    return fmt::format("{} {}", n, n == 1 ? one : many);
}

std::string row_words(const HonourRow& r) {
    std::string held = plural(r.held, "honour", "honours");
    if (r.in_one_hand) held += fmt::format(" ({} in one hand)", r.in_one_hand);
    return held + ": " +
           (r.per_trick ? plural(r.value, "trick's value", "tricks' value")
                        : plural(r.value, "point", "points"));
}

std::string rows_words(const std::vector<HonourRow>& rows) {
    std::string s;
    for (const HonourRow& r : rows) s += (s.empty() ? "" : "; ") + row_words(r);
    return s.empty() ? "none" : s;
}

// How each kind of value reads; a parameter with its own words passes them.
struct Words {
    std::string yes = "yes", no = "no", unit, none = "none";
    std::string operator()(bool v) const { return v ? yes : no; }
    std::string operator()(int v) const {
        return unit.empty() ? std::to_string(v) : fmt::format("{} {}", v, unit);
    }
    std::string operator()(const std::optional<int>& v) const { return v ? (*this)(*v) : none; }
    std::string operator()(const std::array<int, 5>& v) const {
        std::string s;
        for (int d = 0; d < 5; ++d)
            s += fmt::format("{}{} {}", d ? ", " : "", DENOM_NAMES[d], v[size_t(d)]);
        return s + " points a trick";
    }
    std::string operator()(const std::vector<int>& ranks) const {
        std::string s;
        for (int r : ranks) s += (s.empty() ? "" : " ") + std::string(1, RANK_CHARS[r]);
        return s;
    }
    std::string operator()(const std::vector<HonourRow>& rows) const { return rows_words(rows); }
    std::string operator()(const std::optional<HonourRow>& r) const {
        return r ? row_words(*r) : none;
    }
    std::string operator()(const std::vector<ScoreKind>& kinds) const {
        std::string s;
        for (ScoreKind k : kinds) s += (s.empty() ? "" : ", ") + std::string(name(k));
        return s.empty() ? "scored at once" : s;
    }
    std::string operator()(const std::vector<GameValueRow>& rows) const {
        std::string s;
        for (const GameValueRow& r : rows)
            s += (s.empty() ? "" : "; ") +
                 fmt::format("{} when the losers scored under {}", r.value, r.adversaries_below);
        return s.empty() ? none : s;
    }
};

class Comparer {
  public:
    explicit Comparer(std::vector<ParameterChange>& out) : out_(out) {}
    template <class T>
    void operator()(const char* key, const char* label, const Cited<T>& a, const Cited<T>& b,
                    const Words& w = {}) {
        const std::string from = a.set ? w(a.value) : UNSET, to = b.set ? w(b.value) : UNSET;
        if (from != to) out_.push_back({key, label, from, to, a.laws, b.laws});
    }

  private:
    std::vector<ParameterChange>& out_;
};

Words choice(const char* yes, const char* no) {
    Words w;
    w.yes = yes, w.no = no;
    return w;
}

Words unit(const char* u, const char* none = "none") {
    Words w;
    w.unit = u, w.none = none;
    return w;
}

} // namespace

namespace {

// The deal, the declaration, the doubling and the play.
void compare_game(Comparer& c, const Parameters& p, const Parameters& q) {
    c("trump", "the trump", p.trump_turned, q.trump_turned,
      choice("turned up by the dealer", "declared"));
    c("dummy", "a dummy", p.dummy, q.dummy);
    c("leave-to-partner", "the dealer may leave the declaration to his partner", p.leave_to_partner,
      q.leave_to_partner);
    c("misdeal-loses-deal", "a misdeal loses the deal", p.misdeal_loses_deal, q.misdeal_loses_deal);
    c("new-deal-dealer", "after a new deal", p.new_deal_same_dealer, q.new_deal_same_dealer,
      choice("the same dealer deals", "the next dealer deals"));
    c("doubling", "doubling", p.doubling, q.doubling, choice("allowed", "not allowed"));
    c("doubling-limit", "doubling limit", p.doubling_limit, q.doubling_limit,
      unit("points a trick"));
    c("ask-to-lead-addressee", "after a double, \"May I lead?\" is asked of",
      p.ask_declarer_after_double, q.ask_declarer_after_double,
      choice("the declarer", "the partner"));
    c("doublers", "who may double", p.only_leader_doubles, q.only_leader_doubles,
      choice("the leader only", "either adversary"));
    c("dummy-points-out-wrong-hand", "Dummy may point out a lead from the wrong hand",
      p.dummy_points_out_wrong_hand, q.dummy_points_out_wrong_hand);
    c("last-trick-may-be-seen", "any player may see the last trick", p.last_trick_may_be_seen,
      q.last_trick_may_be_seen);
    c("adversary-declares-for-dummy", "passed to Dummy's hand, the adversary declares",
      p.adversary_declares_for_dummy, q.adversary_declares_for_dummy);
    c("redouble-when-left", "a re-double by the side that left the declaration",
      p.redouble_void_when_left, q.redouble_void_when_left, choice("void", "allowed"));
    c("dummy-player", "Dummy's hand", p.dummy_absent, q.dummy_absent,
      choice("has no player of its own", "has its player"));
    c("dummy-seat", "the hand with no player", p.dummy_seat_first_dealer, q.dummy_seat_first_dealer,
      choice("the first dealer's of the rubber", "the dealer's partner's"));
}

// The score: tricks, honours, chicane, slams, games and the rubber.
void compare_score(Comparer& c, const Parameters& p, const Parameters& q) {
    c("book", "the book", p.book, q.book, unit("tricks"));
    c("game", "game", p.game, q.game, unit("points"));
    c("rubber-games", "the rubber", p.rubber_games, q.rubber_games, unit("games"));
    c("rubber-bonus", "the rubber bonus", p.rubber_bonus, q.rubber_bonus, unit("points"));
    c("score-mode", "the score is kept", p.score_points, q.score_points,
      choice("in points", "on the rubber line"));
    c("trick-value", "the value of a trick", p.trick_value, q.trick_value);
    c("honour-cards", "the honours", p.honour_cards, q.honour_cards);
    c("honours-trumps", "honours in trumps", p.honours_trumps, q.honours_trumps);
    c("honours-no-trumps", "aces at no trumps", p.honours_no_trumps, q.honours_no_trumps);
    c("honours-score-limit", "the limit of an honours score", p.honours_score_limit,
      q.honours_score_limit, unit("points", "no limit"));
    c("honours-must-be-called", "honours must be called", p.honours_must_be_called,
      q.honours_must_be_called);
    c("chicane", "chicane", p.chicane, q.chicane);
    c("double-chicane", "double chicane", p.double_chicane, q.double_chicane);
    c("chicane-method", "chicane", p.chicane_deducts, q.chicane_deducts,
      choice("deducted from the adversaries' honours", "added"));
    c("grand-slam", "grand slam", p.grand_slam, q.grand_slam, unit("points"));
    c("little-slam", "little slam", p.little_slam, q.little_slam, unit("points"));
    c("slam-counts-penalty-tricks", "tricks taken as a penalty count towards a slam",
      p.slam_counts_penalty_tricks, q.slam_counts_penalty_tricks);
    c("game-values", "the value of a game", p.game_values, q.game_values);
    c("deduct-losers-game", "the losers' game is deducted", p.deduct_losers_game,
      q.deduct_losers_game);
    c("no-game-cap", "the cap on a score towards game", p.no_game_cap, q.no_game_cap,
      unit("points"));
    c("score-order", "the order of scoring", p.score_order, q.score_order);
    c("score-columns", "the score is kept by", p.score_by_players, q.score_by_players,
      choice("player", "side"));
    c("adversaries-tricks", "the adversaries' tricks score", p.adversaries_above,
      q.adversaries_above, choice("above the line", "towards game"));
    c("chicane-credit", "chicane is credited to", p.chicane_to_holder, q.chicane_to_holder,
      choice("the holder", "each adversary"));
    c("deduction-column", "a deduction is made from", p.deduct_offender_column,
      q.deduct_offender_column, choice("the offender's column", "the side"));
    c("game-bonus", "the bonus for a game", p.game_bonus, q.game_bonus, unit("points"));
}

} // namespace

std::vector<ParameterChange> parameter_changes(const Lawbook& a, const Lawbook& b) {
    std::vector<ParameterChange> out;
    Comparer c(out);
    compare_game(c, a.params, b.params);
    compare_score(c, a.params, b.params);
    return out;
}

std::string parameter_line(const ParameterChange& c) {
    return fmt::format("{}: {} \u2192 {}", c.label, c.from, c.to);
}

} // namespace bl
