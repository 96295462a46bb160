#include "laws/parameter_overlay.h"

namespace bl {

namespace {

template <class T> void overlay(Cited<T>& base, const Cited<T>& over, const std::string& by) {
    if (!over.set) return;
    base = over;
    base.set_by = by;
}

} // namespace

void overlay_parameters(Parameters& b, const Parameters& o, const std::string& by) {
    overlay(b.trump_turned, o.trump_turned, by);
    overlay(b.dummy, o.dummy, by);
    overlay(b.leave_to_partner, o.leave_to_partner, by);
    overlay(b.misdeal_loses_deal, o.misdeal_loses_deal, by);
    overlay(b.new_deal_same_dealer, o.new_deal_same_dealer, by);
    overlay(b.doubling, o.doubling, by);
    overlay(b.doubling_limit, o.doubling_limit, by);
    overlay(b.ask_declarer_after_double, o.ask_declarer_after_double, by);
    overlay(b.only_leader_doubles, o.only_leader_doubles, by);
    overlay(b.dummy_points_out_wrong_hand, o.dummy_points_out_wrong_hand, by);
    overlay(b.last_trick_may_be_seen, o.last_trick_may_be_seen, by);
    overlay(b.adversary_declares_for_dummy, o.adversary_declares_for_dummy, by);
    overlay(b.redouble_void_when_left, o.redouble_void_when_left, by);
    overlay(b.dummy_absent, o.dummy_absent, by);
    overlay(b.dummy_seat_first_dealer, o.dummy_seat_first_dealer, by);
    overlay(b.book, o.book, by);
    overlay(b.game, o.game, by);
    overlay(b.rubber_games, o.rubber_games, by);
    overlay(b.rubber_bonus, o.rubber_bonus, by);
    overlay(b.score_points, o.score_points, by);
    overlay(b.trick_value, o.trick_value, by);
    overlay(b.honour_cards, o.honour_cards, by);
    overlay(b.honours_trumps, o.honours_trumps, by);
    overlay(b.honours_no_trumps, o.honours_no_trumps, by);
    overlay(b.honours_score_limit, o.honours_score_limit, by);
    overlay(b.honours_must_be_called, o.honours_must_be_called, by);
    overlay(b.chicane, o.chicane, by);
    overlay(b.double_chicane, o.double_chicane, by);
    overlay(b.chicane_deducts, o.chicane_deducts, by);
    overlay(b.grand_slam, o.grand_slam, by);
    overlay(b.little_slam, o.little_slam, by);
    overlay(b.slam_counts_penalty_tricks, o.slam_counts_penalty_tricks, by);
    overlay(b.game_values, o.game_values, by);
    overlay(b.deduct_losers_game, o.deduct_losers_game, by);
    overlay(b.no_game_cap, o.no_game_cap, by);
    overlay(b.score_order, o.score_order, by);
    overlay(b.score_by_players, o.score_by_players, by);
    overlay(b.adversaries_above, o.adversaries_above, by);
    overlay(b.chicane_to_holder, o.chicane_to_holder, by);
    overlay(b.deduct_offender_column, o.deduct_offender_column, by);
    overlay(b.game_bonus, o.game_bonus, by);
    overlay(b.score_floor_zero, o.score_floor_zero, by);
}

} // namespace bl
