// arithmetic: the scoring values against the laws that state them. Every value of the trick,
// honours, slam, game and rubber tables must be a number its laws state (an honours row may be
// the sum of two, as "eight times ... also the single value"); honours must not fall as the
// holding grows, nor leave a holding between two rows without one; slams, game values and caps
// must be in order. Apart from the findings, for the reader (`check --tables`): the derived table
// of values for each denomination and the tricks needed to reach game from each score.
#include "check/check_families.h"

#include <fmt/format.h>
#include <algorithm>
#include <cassert>
#include <numeric>

namespace bl {

namespace {

std::set<int> stated(const Lawbook& book, const std::vector<std::string>& laws) {
    std::set<int> out;
    for (const std::string& n : laws)
        if (const Law* l = book.law(n)) {
            out.merge(numbers_stated(l->text));
            out.merge(numbers_stated(l->amendment));
        }
    return out;
}

bool sum_of_two(const std::set<int>& s, int v) {
    for (int a : s)
        if (a < v && s.count(v - a)) return true;
    return false;
}

template <class T>
void must_state(const Lawbook& book, const char* key, const Cited<T>& p, int value, bool sums, Findings& out,
                const std::string& what = "") {
    if (!p.set) return;
    const std::set<int> s = stated(book, p.laws);
    if (s.count(value) || (sums && sum_of_two(s, value))) return;
    out.push_back(finding(Severity::Error, "arithmetic/not-stated", p.laws,
                          fmt::format("Parameter {}{} is {}, but {} state{} no such number{}.", key, what, value, law_list(p.laws),
                                      p.laws.size() == 1 ? "s" : "", sums ? " (nor two that add up to it)" : ""),
                          p.line));
}

// "4 aces in one hand"; with no `cards`, "4 in one hand".
std::string holding(const HonourRow& r, const std::string& cards) {
    const std::string held = std::to_string(r.held) + (cards.empty() ? "" : " " + cards);
    if (r.in_one_hand == 0) return held + " held";
    if (r.in_one_hand == r.held) return held + " in one hand";
    return fmt::format("{} with {} in one hand", held, r.in_one_hand);
}

int points(const HonourRow& r, int trick) { return r.per_trick ? r.value * trick : r.value; }

void honours_order(const Cited<std::vector<HonourRow>>& p, const char* key, const char* cards, int trick, Findings& out) {
    for (const HonourRow& a : p.value)
        for (const HonourRow& b : p.value) {
            const bool dominates = b.held >= a.held && b.in_one_hand >= a.in_one_hand && (b.held > a.held || b.in_one_hand > a.in_one_hand);
            if (dominates && points(b, trick) < points(a, trick))
                out.push_back(finding(Severity::Error, "arithmetic/honours-order", p.laws,
                                      fmt::format("In {}, {} score {} but the better holding {} only {}.", key, holding(a, cards),
                                                  points(a, trick), holding(b, cards), points(b, trick)),
                                      p.line));
        }
}

const HonourRow* row(const std::vector<HonourRow>& rows, int held, int one_hand) {
    for (const HonourRow& r : rows)
        if (r.held == held && r.in_one_hand == one_hand) return &r;
    return nullptr;
}

// The row a holding falls to when it has none of its own: the best row it satisfies.
const HonourRow* falls_to(const std::vector<HonourRow>& rows, int held, int one_hand, int trick) {
    const HonourRow* best = nullptr;
    for (const HonourRow& r : rows)
        if (r.held <= held && r.in_one_hand <= one_hand && (!best || points(r, trick) > points(*best, trick))) best = &r;
    return best;
}

void gap(const Lawbook& book, const Cited<std::vector<HonourRow>>& p, const char* key, const char* cards, int held, int trick,
         const std::string& beside, Findings& out) {
    const HonourRow* to = falls_to(p.value, held, 0, trick);
    Finding f = finding(Severity::Warning, "arithmetic/honours-gap", p.laws,
                        fmt::format("{} has a row for {} but none for {} {} divided between the partners: such a holding scores "
                                    "{}.",
                                    key, beside, held, cards,
                                    to ? fmt::format("as {} ({})", holding(*to, cards), points(*to, trick)) : "nothing"),
                        p.line);
    if (const Reading* r = book.reading(p.reading))
        f.reading = r->id, f.message += fmt::format(" The table's reading {}: \"{}\".", r->id, r->default_reading);
    out.push_back(std::move(f));
}

void honours_gaps(const Lawbook& book, const Cited<std::vector<HonourRow>>& p, const char* key, const char* cards, int trick,
                  Findings& out) {
    int lo = 99, hi = 0;
    for (const HonourRow& r : p.value) lo = std::min(lo, r.held), hi = std::max(hi, r.held);
    hi = std::min(hi, RANKS); // no partnership holds more
    for (int h = lo; h <= hi; ++h) {
        if (row(p.value, h, 0)) continue;
        const HonourRow* concentrated = nullptr;
        for (const HonourRow& r : p.value)
            if (r.held == h) concentrated = &r;
        gap(book, p, key, cards, h, trick,
            concentrated ? fmt::format("{} ({})", holding(*concentrated, cards), points(*concentrated, trick))
                         : "holdings on either side", out);
    }
}

void scoring_values(const Lawbook& b, Findings& out) {
    const Parameters& p = b.params;
    const bool has_nt = !p.trump_turned.value;
    for (Denom d = 0; d <= (has_nt ? NO_TRUMPS : Denom(CLUBS)); ++d)
        must_state(b, "trick-value", p.trick_value, p.trick_value.value[d], false, out, std::string(" at ") + DENOM_NAMES[d]);
    for (const HonourRow& r : p.honours_trumps.value) must_state(b, "honours-trumps", p.honours_trumps, r.value, true, out);
    for (const HonourRow& r : p.honours_no_trumps.value)
        must_state(b, "honours-no-trumps", p.honours_no_trumps, r.value, true, out);
    if (p.grand_slam.value) must_state(b, "grand-slam", p.grand_slam, *p.grand_slam.value, false, out);
    if (p.little_slam.value) must_state(b, "little-slam", p.little_slam, *p.little_slam.value, false, out);
    must_state(b, "game", p.game, p.game.value, false, out);
    must_state(b, "rubber-bonus", p.rubber_bonus, p.rubber_bonus.value, false, out);
    if (p.game_bonus.value) must_state(b, "game-bonus", p.game_bonus, p.game_bonus.value, false, out);
    for (const GameValueRow& r : p.game_values.value) must_state(b, "game-values", p.game_values, r.value, false, out);
}

void orders(const Lawbook& b, Findings& out) {
    const Parameters& p = b.params;
    if (p.grand_slam.value && p.little_slam.value && *p.little_slam.value > *p.grand_slam.value)
        out.push_back(finding(Severity::Error, "arithmetic/order", p.little_slam.laws,
                              fmt::format("Little slam ({}) scores more than grand slam ({}).", *p.little_slam.value, *p.grand_slam.value),
                              p.little_slam.line));
    auto rows = p.game_values.value;
    std::sort(rows.begin(), rows.end(), [](auto& x, auto& y) { return x.adversaries_below < y.adversaries_below; });
    for (size_t i = 1; i < rows.size(); ++i)
        if (rows[i].value > rows[i - 1].value)
            out.push_back(finding(Severity::Error, "arithmetic/order", p.game_values.laws,
                                  fmt::format("A game is worth {} when the losers scored less than {}, but more ({}) when they "
                                              "scored less than {}: a game must not gain by the losers' score.",
                                              rows[i - 1].value, rows[i - 1].adversaries_below, rows[i].value, rows[i].adversaries_below),
                                  p.game_values.line));
    if (p.no_game_cap.set && p.no_game_cap.value >= p.game.value)
        out.push_back(finding(Severity::Error, "arithmetic/order", p.no_game_cap.laws,
                              fmt::format("A side barred from game may score up to {}, which is already game ({}).", p.no_game_cap.value,
                                          p.game.value),
                              p.no_game_cap.line));
    if (p.honours_score_limit.value && *p.honours_score_limit.value >= p.game.value)
        out.push_back(finding(Severity::Error, "arithmetic/order", p.honours_score_limit.laws,
                              fmt::format("Honours stop counting at a score of {}, which is already game ({}).",
                                          *p.honours_score_limit.value, p.game.value),
                              p.honours_score_limit.line));
}

// "4 tricks from 0 to 6, 3 from 8 to 14, ...": the tricks above the book needed for game.
std::string to_game(const Parameters& p, int value, int step) {
    const int most = RANKS - p.book.value;
    std::string s;
    int from = 0, need = -1;
    const auto close = [&](int to) {
        if (need < 0) return;
        const std::string when = from == to ? fmt::format("at {}", from) : fmt::format("from {} to {}", from, to);
        s += (s.empty() ? "" : ", ") + (need > most ? "out of reach in one hand " + when : fmt::format("{} {}", need, when));
    };
    for (int score = 0; score < p.game.value; score += step) {
        const int n = tricks_for_game(p, value, score);
        const int shown = n == 0 ? most + 1 : n;
        if (shown != need) close(score - step), from = score, need = shown;
    }
    close(p.game.value - 1 - (p.game.value - 1) % step);
    return s;
}

} // namespace

void check_arithmetic(const CheckContext& c, Findings& out) {
    const Parameters& p = c.book.params;
    scoring_values(c.book, out);
    honours_order(p.honours_trumps, "honours-trumps", "honours", p.trick_value.value[HEARTS], out);
    honours_order(p.honours_no_trumps, "honours-no-trumps", "aces", p.trick_value.value[NO_TRUMPS], out);
    honours_gaps(c.book, p.honours_trumps, "honours-trumps", "honours", p.trick_value.value[HEARTS], out);
    honours_gaps(c.book, p.honours_no_trumps, "honours-no-trumps", "aces", p.trick_value.value[NO_TRUMPS], out);
    orders(c.book, out);
}

int holding_value(const Parameters& p, Denom d, int held, int in_one_hand) {
    const int trick = d == NO_TRUMPS ? 0 : p.trick_value.value[d];
    const HonourRow* r = falls_to(d == NO_TRUMPS ? p.honours_no_trumps.value : p.honours_trumps.value, held, in_one_hand, trick);
    return r ? points(*r, trick) : 0;
}

int chicane_value(const Parameters& p, Denom d) {
    return d == NO_TRUMPS || !p.chicane.value ? 0 : points(*p.chicane.value, p.trick_value.value[d]);
}

int tricks_for_game(const Parameters& p, int trick_value, int score) {
    assert(trick_value > 0 && score < p.game.value);
    const int n = (p.game.value - score + trick_value - 1) / trick_value;
    return n > RANKS - p.book.value ? 0 : n;
}

std::vector<std::string> scoring_tables(const Lawbook& b) {
    std::vector<std::string> out;
    const Parameters& p = b.params;
    int step = 0;
    for (int v : p.trick_value.value) step = std::gcd(step, v);
    if (step <= 0) return out;
    for (Denom d = 0; d <= (p.trump_turned.value ? Denom(CLUBS) : NO_TRUMPS); ++d) {
        const int v = p.trick_value.value[d];
        if (v <= 0) continue;
        const auto& rows = d == NO_TRUMPS ? p.honours_no_trumps.value : p.honours_trumps.value;
        std::string honours;
        for (const HonourRow& r : rows)
            honours += fmt::format("{}{} {}", honours.empty() ? "" : ", ", holding(r, ""), points(r, v));
        std::string chicane = d != NO_TRUMPS && p.chicane.value ? fmt::format("; chicane {}", chicane_value(p, d)) : "";
        out.push_back(fmt::format("At {}: a trick {}; {} {}{}. Tricks above {} needed for game ({}), undoubled: {}.",
                                  DENOM_NAMES[d], v, d == NO_TRUMPS ? "aces" : "honours", honours.empty() ? "none" : honours,
                                  chicane, p.book.value, p.game.value, to_game(p, v, step)));
    }
    return out;
}


} // namespace bl
