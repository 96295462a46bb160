#include "scoring/player_columns.h"

#include <algorithm>
#include <cassert>

namespace bl {

Settlement settle(const PlayerRubberState& s) {
    Settlement out;
    for (int i = 0; i < PLAYERS; ++i)
        for (int j = 0; j < PLAYERS; ++j) {
            out.from[i][j] = s.total[i] - s.total[j];
            out.net[i] += out.from[i][j];
        }
    return out;
}

int side_net(const PlayerRubberState& s, const Seating& seating, Side side) {
    std::array<bool, PLAYERS> on_side{};
    for (int seat = 0; seat < SEATS; ++seat)
        if (seating.player[seat] != NO_PLAYER && side_of(Seat(seat)) == side)
            on_side[size_t(seating.player[seat])] = true;
    int net = 0;
    for (int i = 0; i < PLAYERS; ++i)
        for (int j = 0; j < PLAYERS; ++j)
            if (on_side[size_t(i)] && !on_side[size_t(j)]) net += s.total[i] - s.total[j];
    return net;
}

PlayerRubber::PlayerRubber(const Parameters& p, const GameLog& log)
    : PlayerRubber(p, log.players, log.deals.empty() ? N : log.deals.front().dealer) {}

PlayerRubber::PlayerRubber(const Parameters& p, const std::array<std::string, SEATS>& players, Seat first) : p_(&p) {
    const Seat seats[PLAYERS] = {first, next(first), previous(first)};
    for (int i = 0; i < PLAYERS; ++i) {
        const std::string& given = first == NO_SEAT ? std::string() : players[seats[i]];
        names_[i] = given.empty() ? std::string(1, char('A' + i)) : given;
    }
}

std::optional<Error> PlayerRubber::check_log(const Parameters& p, const GameLog& log) {
    if (!applies(p) || !log.score) return std::nullopt;
    return Error{log.file, 0, 0,
                 "the log's score block gives the sides' scores, but under this code each player keeps his own column (Law " +
                     (p.score_by_players.laws.empty() ? std::string("?") : p.score_by_players.laws.front()) +
                     "): start the log at the first deal of the rubber"};
}

const Seating& PlayerRubber::seat(const Deal& deal) {
    if (previous_dealer_ != NO_SEAT && deal.dealer != NO_SEAT) turns_ += (deal.dealer - previous_dealer_ + SEATS) % SEATS;
    if (deal.dealer != NO_SEAT) previous_dealer_ = deal.dealer;
    seating_ = Seating{};
    if (deal.dealer == NO_SEAT) return seating_;
    // The player on the dealer's left deals next; the one on his right moves round to be the
    // next dealer's right (Badsworth R1), so the order of the three round the table never changes.
    seating_.dealer = turns_ % PLAYERS;
    seating_.player[deal.dealer] = seating_.dealer;
    seating_.player[next(deal.dealer)] = (turns_ + 1) % PLAYERS;
    seating_.player[previous(deal.dealer)] = (turns_ + 2) % PLAYERS;
    return seating_;
}

std::array<int, 2> PlayerRubber::game_score() const {
    std::array<int, 2> out{};
    const PlayerRubberState& s = rubbers_.back();
    if (s.finished) return out; // the next deal starts a new rubber
    for (int seat = 0; seat < SEATS; ++seat) {
        const int who = seating_.player[seat];
        if (who != NO_PLAYER) out[side_of(Seat(seat))] = std::max(out[side_of(Seat(seat))], s.game_score[who]);
    }
    return out;
}

ColumnCredit PlayerRubber::credit(int player, Seat seat, const HandInput& in, const HandScore& hand) const {
    const Side side = side_of(seat);
    ColumnCredit c{player, seat, player == seating_.dealer, hand.below[side], hand.above[side]};
    if (c.dealer) return c;
    // A deduction from the offender's score (Law 90 I: "from his existing score") is his alone,
    // where the table says so: it comes off his score for the game (below), not his partner's.
    const bool own_deduction = p_->deduct_offender_column.value;
    if (own_deduction) c.below += hand.deducted[seat] + hand.deducted[partner(seat)];
    if (p_->adversaries_above.value) c.above += std::exchange(c.below, 0);
    if (own_deduction) c.below -= hand.deducted[seat];
    // Chicane scored by the adversaries goes to the one who holds it, where the table says so.
    const bool added = in.trump < NO_TRUMPS && p_->chicane.value && !p_->chicane_deducts.value;
    if (added && p_->chicane_to_holder.value) {
        const Seat mate = partner(seat);
        const Suit trump = Suit(in.trump);
        if (in.dealt[seat].has_suit(trump) && !in.dealt[mate].has_suit(trump))
            c.above -= row_points(*p_->chicane.value, p_->trick_value.value[in.trump]);
    }
    return c;
}

PlayerDeal PlayerRubber::add(const HandInput& in, const HandScore& hand) {
    assert(seating_.dealer != NO_PLAYER);
    if (rubbers_.back().finished) rubbers_.emplace_back();
    PlayerRubberState& s = rubbers_.back();
    PlayerDeal out;
    out.seating = seating_;
    for (int seat = 0; seat < SEATS; ++seat) {
        const int who = seating_.player[seat];
        if (who == NO_PLAYER) continue;
        ColumnCredit& c = out.credits[who] = credit(who, Seat(seat), in, hand);
        s.game_score[who] += c.below;
    }
    for (int i = 0; i < PLAYERS; ++i)
        if (s.game_score[i] >= p_->game.value) out.game_won_by.push_back(i);
    for (int i : out.game_won_by) {
        ++s.games[i];
        out.credits[i].game_bonus = p_->game_bonus.value;
        if (s.games[i] >= p_->rubber_games.value) {
            s.finished = true;
            s.winners.push_back(i);
            out.credits[i].rubber_bonus = p_->rubber_bonus.value;
        }
    }
    if (!out.game_won_by.empty()) s.game_score = {};
    for (ColumnCredit& c : out.credits) {
        c.above += c.game_bonus + c.rubber_bonus;
        s.below[c.player] += c.below;
        s.above[c.player] += c.above;
        s.total[c.player] = s.below[c.player] + s.above[c.player];
    }
    return out;
}

} // namespace bl
