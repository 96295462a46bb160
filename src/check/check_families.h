// The check families that check_code runs, and what they share. Internal to the checker.
#pragma once

#include "check/check.h"
#include "check/check_words.h"

#include <string>
#include <vector>

namespace bl {

struct CheckContext {
    const Lawbook& book;      // the code, resolved
    const Lawbook* base;      // an overlay's resolved base, or null
    const Lawbook* own;       // an overlay's table as written (before resolution), or null
    const Editions& editions; // the library's other base codes
    const std::vector<const CodeWords*>& edition_words; // their laws as stems, in the same order
    const CodeWords& words;   // the code's laws as stems
};

using Findings = std::vector<Finding>;

void check_references(const CheckContext& c, Findings& out);
void check_coverage(const CheckContext& c, Findings& out);
void check_conflicts(const CheckContext& c, Findings& out);
void check_procedure(const CheckContext& c, Findings& out);
void check_arithmetic(const CheckContext& c, Findings& out);
void check_overlays(const CheckContext& c, Findings& out);
void check_duplicates(const CheckContext& c, Findings& out);
void check_unreachable(const CheckContext& c, Findings& out);
void check_readings(const CheckContext& c, Findings& out);
void check_crosscode(const CheckContext& c, Findings& out);
void check_rule_laws(const CheckContext& c, Findings& out);   // check_rule_laws.cpp
void check_inherited(const CheckContext& c, Findings& out);   // check_inherited.cpp

// Calls fn(key, p.field...) for every parameter of one or more Parameters, by its YAML key. A
// parameter added to lawbook.h is added here too (the loader's table in lawbook.cpp lists them;
// tests/check_test.cpp holds the two lists to each other).
template <class Fn, class... P> void each_parameter(Fn&& fn, P&... p) {
    fn("trump", p.trump_turned...), fn("dummy", p.dummy...), fn("leave-to-partner", p.leave_to_partner...);
    fn("misdeal-loses-deal", p.misdeal_loses_deal...), fn("new-deal-dealer", p.new_deal_same_dealer...);
    fn("doubling", p.doubling...);
    fn("doubling-limit", p.doubling_limit...), fn("ask-to-lead-addressee", p.ask_declarer_after_double...);
    fn("doublers", p.only_leader_doubles...), fn("dummy-points-out-wrong-hand", p.dummy_points_out_wrong_hand...);
    fn("adversary-declares-for-dummy", p.adversary_declares_for_dummy...);
    fn("last-trick-may-be-seen", p.last_trick_may_be_seen...);
    fn("redouble-when-left", p.redouble_void_when_left...), fn("dummy-player", p.dummy_absent...);
    fn("dummy-seat", p.dummy_seat_first_dealer...);
    fn("book", p.book...), fn("game", p.game...), fn("rubber-games", p.rubber_games...);
    fn("rubber-bonus", p.rubber_bonus...), fn("score-mode", p.score_points...), fn("trick-value", p.trick_value...);
    fn("honour-cards", p.honour_cards...), fn("honours-trumps", p.honours_trumps...);
    fn("honours-no-trumps", p.honours_no_trumps...), fn("honours-score-limit", p.honours_score_limit...);
    fn("honours-must-be-called", p.honours_must_be_called...);
    fn("chicane", p.chicane...), fn("double-chicane", p.double_chicane...), fn("chicane-method", p.chicane_deducts...);
    fn("grand-slam", p.grand_slam...);
    fn("little-slam", p.little_slam...), fn("slam-counts-penalty-tricks", p.slam_counts_penalty_tricks...);
    fn("game-values", p.game_values...), fn("deduct-losers-game", p.deduct_losers_game...);
    fn("no-game-cap", p.no_game_cap...), fn("score-order", p.score_order...);
    fn("score-columns", p.score_by_players...), fn("adversaries-tricks", p.adversaries_above...);
    fn("chicane-credit", p.chicane_to_holder...), fn("game-bonus", p.game_bonus...);
    fn("deduction-column", p.deduct_offender_column...);
    fn("score-floor", p.score_floor_zero...);
}

Finding finding(Severity s, std::string check, std::vector<std::string> laws, std::string message, int line = 0);

// "Law 6", "Laws 6 and 8", "Laws 53 to 56", "Laws 40, 41 and 44": numbers as a reader writes them.
std::string law_list(const std::vector<std::string>& laws);

// A law's text shortened to a quotation: at most `width` characters, cut at a word.
std::string quote(const std::string& text, size_t width = 90);

} // namespace bl
