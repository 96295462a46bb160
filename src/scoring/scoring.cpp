#include "scoring/scoring.h"

#include <algorithm>
#include <bit>
#include <optional>
#include <type_traits>
#include <utility>

namespace bl {

namespace {

constexpr Seat SIDE_SEATS[2][2] = {{N, S}, {E, W}};

std::string plural(int n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

class HandScorer {
  public:
    HandScorer(const Parameters& p, const HandInput& in)
        : p_(p), in_(in), honours_(in.honours ? in.honours->held(in.dealt, in.trump)
                                              : honours_held(p, in.dealt, in.trump)) {}

    HandScore run() {
        // Tricks move between the sides; no side gives more than it won.
        out_.tricks = in_.tricks;
        for (int s = 0; s < 2; ++s) {
            const int moved = std::min(in_.penalties.tricks_to[s], out_.tricks[1 - s]);
            out_.tricks[s] += moved;
            out_.tricks[1 - s] -= moved;
        }
        if (p_.score_order.value.empty()) return all_at_once();
        // Kind by kind (Short Bridge 5): the side barred from game is held short of it after
        // each kind, and the first side to reach game wins it then; its adversaries' later
        // scores are not made.
        for (ScoreKind k : order()) {
            score(k);
            cap_game();
            if (!game_) game_ = side_at_game();
        }
        floor_at_zero();
        return std::move(out_); // the scorer is used once: its lines are moved, not copied
    }

  private:
    // A code that names no order scores the hand at once; the rubber sees only its sums.
    HandScore all_at_once() {
        tricks();
        penalties();
        cap_game();
        if (in_.trump != NO_DENOM) {
            honours();
            chicane();
        }
        slams();
        floor_at_zero();
        return std::move(out_);
    }

    // The code's order, then any kind it does not name, in the usual order.
    std::vector<ScoreKind> order() const {
        std::vector<ScoreKind> out = p_.score_order.value;
        for (ScoreKind k : {ScoreKind::Tricks, ScoreKind::Penalty, ScoreKind::Honours,
                            ScoreKind::Chicane, ScoreKind::Slam})
            if (std::find(out.begin(), out.end(), k) == out.end()) out.push_back(k);
        return out;
    }

    void score(ScoreKind k) {
        switch (k) {
        case ScoreKind::Penalty: penalties(); break;
        case ScoreKind::Tricks: tricks(); break;
        case ScoreKind::Honours:
            if (in_.trump != NO_DENOM) honours();
            break;
        case ScoreKind::Chicane:
            if (in_.trump != NO_DENOM) chicane();
            break;
        case ScoreKind::Slam: slams(); break;
        }
    }

    // Only the points below the line count towards game.
    std::optional<Side> side_at_game() const {
        for (int s = 0; s < 2; ++s)
            if (in_.game_score[s] + out_.below[s] >= p_.game.value) return Side(s);
        return std::nullopt;
    }

    int trick_value() const { return in_.trump == NO_DENOM ? 0 : p_.trick_value.value[in_.trump]; }

    // The text of a line, made only where the lines are written: `what` is the text, or a
    // function that makes it (most replays write no prose, and most of the cost was the text).
    template <class What> static std::string text(What&& what) {
        if constexpr (std::is_invocable_v<What>)
            return what();
        else
            return std::string(what);
    }

    // Whether the points were scored (not when the side's adversaries reached game first).
    // The laws behind a line, and the overlay that set the figure, if any.
    struct Citing {
        const std::vector<std::string>& laws;
        const std::string& set_by;
    };
    template <class T> static Citing cite(const Cited<T>& c) { return {c.laws, c.set_by}; }
    // A penalty's lines cite the ruling's laws; the report says which of them an overlay amends.
    Citing penalty() const {
        static const std::string none;
        return {in_.penalties.laws, none};
    }

    template <class What>
    bool add(Side side, bool above, int points, const Citing& laws, What&& what) {
        if (points == 0) return false;
        above = column(above);
        // The game is won: the losers' scores that come after it are not made (Short Bridge 72 V:
        // a treble "even should the latter have made thirteen tricks and held four honors"; the
        // game is valued by what the losers had scored, Law 8). The winners' excess is kept.
        if (game_ && side != *game_) {
            line(side, above, 0, cite(p_.score_order), [&] {
                return text(what) + ": not scored, " + SIDE_NAMES[*game_] +
                       " having reached game first";
            });
            return false;
        }
        (above ? out_.above : out_.below)[side] += points;
        line(side, above, points, laws, what);
        return true;
    }

    template <class What>
    void line(Side side, bool above, int points, const Citing& laws, What&& what) {
        if (in_.explain)
            out_.lines.push_back({side, column(above), points, text(what), laws.laws, laws.set_by});
    }

    // In a game of points only (Short Bridge) everything counts in the one column.
    bool column(bool above) const { return above && !p_.score_points.value; }

    void tricks() {
        for (int s = 0; s < 2; ++s) {
            const int odd = out_.tricks[s] - p_.book.value;
            if (odd <= 0) continue;
            add(Side(s), false, odd * trick_value() * in_.multiplier, cite(p_.trick_value), [&] {
                std::string what = plural(odd, "trick", "tricks") + " above " +
                                   std::to_string(p_.book.value) + " at " +
                                   std::to_string(trick_value());
                if (in_.multiplier > 1) what += ", multiplied by " + std::to_string(in_.multiplier);
                return what;
            });
        }
    }

    void penalties() {
        const Penalties& pen = in_.penalties;
        if (!adds_or_deducts(pen)) return; // most hands have no penalty
        for (int s = 0; s < 2; ++s) {
            // Most hands have no penalty: no text is built for a line that would not be written.
            if (pen.trick_values_add[s])
                add(Side(s), false, pen.trick_values_add[s] * trick_value() * in_.multiplier,
                    penalty(), [&] {
                        return "penalty: the value of " +
                               plural(pen.trick_values_add[s], "trick", "tricks") + " added";
                    });
            if (const int n = side_sum(pen.trick_values_deduct, Side(s)))
                deduct(Side(s), pen.trick_values_deduct, trick_value() * in_.multiplier, [&] {
                    return "penalty: the value of " + plural(n, "trick", "tricks") + " deducted";
                });
            if (pen.points_add[s])
                add(Side(s), false, pen.points_add[s], penalty(), "penalty: points added");
            if (side_sum(pen.points_deduct, Side(s)))
                deduct(Side(s), pen.points_deduct, 1, "penalty: points deducted");
        }
    }

    static bool adds_or_deducts(const Penalties& pen) {
        int any = 0;
        for (int s = 0; s < 2; ++s) any |= pen.trick_values_add[s] | pen.points_add[s];
        for (int seat = 0; seat < SEATS; ++seat)
            any |= pen.trick_values_deduct[seat] | pen.points_deduct[seat];
        return any != 0;
    }

    static int side_sum(const std::array<int, SEATS>& by_seat, Side s) {
        return by_seat[SIDE_SEATS[s][0]] + by_seat[SIDE_SEATS[s][1]];
    }

    // A deduction is from the offender's score: one line for his side, and what each offender
    // lost kept by seat, for the codes where each player keeps his own column.
    template <class What>
    void deduct(Side s, const std::array<int, SEATS>& by_seat, int unit, What&& what) {
        if (!add(s, false, -side_sum(by_seat, s) * unit, penalty(), what)) return;
        for (Seat seat : SIDE_SEATS[s]) out_.deducted[seat] += by_seat[seat] * unit;
    }

    // Where a score never stands below nothing (score-floor: zero), a side that the hand's
    // deductions leave below nothing stands at nothing: the deduction takes what it has, after
    // whatever the hand scored for it (Short Bridge 72 I, reading score-below-zero).
    void floor_at_zero() {
        if (!p_.score_floor_zero.value) return;
        for (int s = 0; s < 2; ++s) {
            const int short_of_zero = -(in_.game_score[s] + out_.below[s]);
            if (short_of_zero <= 0) continue;
            out_.below[s] += short_of_zero;
            line(Side(s), false, short_of_zero, cite(p_.score_floor_zero), [&] {
                return "the score stands at nothing, not below: " +
                       plural(short_of_zero, "point", "points") + " of the deduction not taken";
            });
        }
    }

    // A side barred from game this hand scores at most the cap short of game.
    void cap_game() {
        for (int s = 0; s < 2; ++s) {
            if (!in_.penalties.no_game[s] || !p_.no_game_cap.set) continue;
            const int room = std::max(0, p_.no_game_cap.value - in_.game_score[s]);
            if (out_.below[s] > room) {
                const int cut = out_.below[s] - room;
                out_.below[s] = room;
                line(Side(s), false, -cut, cite(p_.no_game_cap), [&] {
                    return "cannot score game this hand: no more than " +
                           std::to_string(p_.no_game_cap.value) + " towards game";
                });
            }
        }
    }

    bool honours_barred(Side s) const {
        const auto& limit = p_.honours_score_limit.value;
        return limit && in_.game_score[s] >= *limit;
    }

    void honours() {
        const HonoursHeld& h = honours_;
        if (h.points == 0) return;
        const auto& param = in_.trump == NO_TRUMPS ? p_.honours_no_trumps : p_.honours_trumps;
        if (honours_barred(h.side)) {
            line(h.side, true, 0, cite(p_.honours_score_limit), [&] {
                return "honours not scored at the score of " +
                       std::to_string(in_.game_score[h.side]);
            });
            return;
        }
        if (p_.honours_must_be_called.value && !in_.honours_called[h.side]) {
            line(h.side, true, 0, cite(p_.honours_must_be_called), "honours not called: not scored");
            return;
        }
        add(h.side, true, h.points, cite(param), [&] {
            std::string what = in_.trump == NO_TRUMPS ? plural(h.held, "ace", "aces")
                                                      : plural(h.held, "honour", "honours");
            if (h.in_one_hand >= 4) what += ", " + std::to_string(h.in_one_hand) + " in one hand";
            return what;
        });
    }

    void chicane() {
        if (in_.trump == NO_TRUMPS || every_hand_holds_trumps()) return; // most hands
        const HonoursHeld& h = honours_;
        for (int s = 0; s < 2; ++s) {
            int voids = 0;
            for (Seat seat : SIDE_SEATS[s]) voids += !in_.dealt[seat].has_suit(Suit(in_.trump));
            if (voids == 0) continue;
            // Without a double chicane in the code, the side scores chicane once.
            const bool doubled = voids == 2 && p_.double_chicane.value;
            const auto& param = doubled ? p_.double_chicane : p_.chicane;
            if (!param.value) continue;
            const int value = row_points(*param.value, trick_value());
            const char* what = doubled ? "double chicane" : "chicane";
            // Where the code sets chicane against the adversaries' honours (Elwell Law 9),
            // it comes off their honours; otherwise it is added to the side that has it.
            const bool against = p_.chicane_deducts.value && (doubled || (h.points > 0 && h.side != Side(s)));
            if (against)
                add(other(Side(s)), true, -value, cite(param),
                    [&] { return std::string(what) + " deducted from the adversaries' honours"; });
            else
                add(Side(s), true, value, cite(param), what);
        }
    }

    bool every_hand_holds_trumps() const {
        const uint64_t trumps = CardSet::suit(Suit(in_.trump)).bits();
        const uint64_t n = in_.dealt[N].bits() & trumps, e = in_.dealt[E].bits() & trumps,
                       s = in_.dealt[S].bits() & trumps, w = in_.dealt[W].bits() & trumps;
        return (n != 0) & (e != 0) & (s != 0) & (w != 0);
    }

    void slams() {
        // Neither side took twelve tricks, in play or by penalty: most hands.
        if (std::max(out_.tricks[0], out_.tricks[1]) < RANKS - 1) return;
        for (int s = 0; s < 2; ++s) {
            // Tricks received as a penalty make no slam; tricks given up as one are lost to it.
            const int made = p_.slam_counts_penalty_tricks.value ? out_.tricks[s] : std::min(in_.tricks[s], out_.tricks[s]);
            if (in_.penalties.no_slam[s]) continue;
            if (made == RANKS && p_.grand_slam.value)
                add(Side(s), true, *p_.grand_slam.value, cite(p_.grand_slam), "grand slam");
            if (made == RANKS - 1 && p_.little_slam.value)
                add(Side(s), true, *p_.little_slam.value, cite(p_.little_slam), "little slam");
        }
    }

    const Parameters& p_;
    const HandInput& in_;
    const HonoursHeld honours_;
    HandScore out_;
    std::optional<Side> game_; // where the kinds are scored in order: the side that reached game
};

} // namespace

int row_points(const HonourRow& r, int trick_value) { return r.per_trick ? r.value * trick_value : r.value; }

namespace {

// The honour cards when `trump` is named: the code's ranks of the trump suit, or the aces at no
// trumps.
uint64_t honour_cards(const Parameters& p, Denom trump) {
    uint64_t honours = 0;
    if (trump == NO_TRUMPS)
        for (int s = 0; s < SUITS; ++s) honours |= uint64_t(1) << make_card(Suit(s), ACE);
    else
        for (int r : p.honour_cards.value) honours |= uint64_t(1) << make_card(Suit(trump), r);
    return honours;
}

// What a side holding `held` honours, `in_one_hand` of them in one hand, scores: the best row it
// reaches. Every row weighed, none skipped by a branch.
int honour_points(const Parameters& p, Denom trump, int held, int in_one_hand) {
    const auto& rows = trump == NO_TRUMPS ? p.honours_no_trumps.value : p.honours_trumps.value;
    const int trick_value = trump == NO_TRUMPS ? 0 : p.trick_value.value[trump];
    int points = 0;
    for (const HonourRow& r : rows)
        points = std::max(points, ((held >= r.held) & (in_one_hand >= r.in_one_hand)) *
                                      row_points(r, trick_value));
    return points;
}

// Each side's honours, their points given by `points(held, in_one_hand)`; the side that scores
// them, or that holds more where neither scores.
template <class Points>
HonoursHeld weigh_sides(const std::array<CardSet, SEATS>& dealt, uint64_t honours,
                        Points&& points) {
    std::array<HonoursHeld, 2> h;
    for (int s = 0; s < 2; ++s) {
        const int a = std::popcount(dealt[SIDE_SEATS[s][0]].bits() & honours);
        const int b = std::popcount(dealt[SIDE_SEATS[s][1]].bits() & honours);
        h[s] = {Side(s), a + b, std::max(a, b), 0};
        h[s].points = points(h[s].held, h[s].in_one_hand);
    }
    const bool ew = h[EW].points > h[NS].points || (h[NS].points == 0 && h[EW].held > h[NS].held);
    return h[ew];
}

} // namespace

HonoursHeld honours_held(const Parameters& p, const std::array<CardSet, SEATS>& dealt,
                         Denom trump) {
    if (trump == NO_DENOM) return {};
    return weigh_sides(dealt, honour_cards(p, trump), [&](int held, int in_one_hand) {
        return honour_points(p, trump, held, in_one_hand);
    });
}

HonoursTable::HonoursTable(const Parameters& p) {
    for (int d = 0; d < NO_DENOM; ++d) {
        cards_[d] = honour_cards(p, Denom(d));
        for (int held = 0; held <= std::popcount(cards_[d]); ++held)
            for (int one = 0; one <= held; ++one)
                points_[d][held][one] = honour_points(p, Denom(d), held, one);
    }
}

HonoursHeld HonoursTable::held(const std::array<CardSet, SEATS>& dealt, Denom trump) const {
    if (trump == NO_DENOM) return {};
    const auto& points = points_[trump];
    return weigh_sides(dealt, cards_[trump],
                       [&](int held, int in_one_hand) { return points[held][in_one_hand]; });
}

HandScore score_hand(const Parameters& p, const HandInput& in) { return HandScorer(p, in).run(); }

} // namespace bl
