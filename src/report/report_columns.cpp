#include "report/report_columns.h"

#include "core/card.h"
#include "scoring/rubber.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cstdlib>

namespace bl {

namespace {

using nlohmann::ordered_json;

std::string laws_of(const Cited<int>& p) { return p.laws.empty() ? "" : fmt::format(" (Law {})", p.laws.front()); }

std::string signed_points(int v) { return v > 0 ? fmt::format("+{}", v) : std::to_string(v); }

// "A wins 74 from B", "A loses 136 to C".
std::string pair_text(const std::string& who, int v, const std::string& other) {
    return v >= 0 ? fmt::format("{} wins {} from {}", who, v, other) : fmt::format("{} loses {} to {}", who, -v, other);
}

ordered_json rubber_json(const PlayerRubberState& s, const std::array<std::string, PLAYERS>& names, bool in_units) {
    const Settlement st = settle(s);
    ordered_json columns = ordered_json::array(), winners = ordered_json::array(), settlement = ordered_json::array();
    for (int i = 0; i < PLAYERS; ++i) {
        columns.push_back({{"player", names[i]}, {"below", s.below[i]}, {"above", s.above[i]}, {"games", s.games[i]}, {"total", s.total[i]}});
        ordered_json from = ordered_json::object();
        for (int j = 0; j < PLAYERS; ++j)
            if (j != i) from[names[j]] = st.from[i][j];
        ordered_json row = {{"player", names[i]}, {"from", from}, {"net", st.net[i]}};
        if (in_units) row["units"] = settlement_units(st.net[i]);
        settlement.push_back(row);
    }
    for (int w : s.winners) winners.push_back(names[w]);
    return {{"columns", columns}, {"finished", s.finished}, {"winners", winners},
            {"settlement", s.finished ? settlement : ordered_json(nullptr)}};
}

// "Mr. B (dealer, S) 16 below, 16 above", or "... nothing".
std::string column_text(const std::array<std::string, PLAYERS>& names, const ColumnCredit& c) {
    return fmt::format(
        "{} ({}{}) {}", names[size_t(c.player)], c.dealer ? "dealer, " : "", seat_name(c.seat),
        c.below || c.above ? fmt::format("{} below, {} above", c.below, c.above) : "nothing");
}

ordered_json credits_json(const std::array<std::string, PLAYERS>& names, const PlayerDeal& d) {
    ordered_json credits = ordered_json::array(), won = ordered_json::array();
    for (const ColumnCredit& c : d.credits)
        credits.push_back({{"player", names[size_t(c.player)]},
                           {"seat", seat_name(c.seat)},
                           {"dealer", c.dealer},
                           {"below", c.below},
                           {"above", c.above},
                           {"game_bonus", c.game_bonus},
                           {"rubber_bonus", c.rubber_bonus}});
    for (int w : d.game_won_by) won.push_back(names[size_t(w)]);
    return {{"columns", credits}, {"game_won_by", won}};
}

} // namespace

std::array<std::string, SEATS> seat_names(const Report& r, const DealReport& d) {
    if (!d.players || !r.players) return r.log->players;
    std::array<std::string, SEATS> out;
    for (int s = 0; s < SEATS; ++s) {
        const int who = d.players->seating.player[s];
        out[s] = who == NO_PLAYER ? "Dummy" : r.players->names()[size_t(who)];
    }
    return out;
}

std::string columns_deal_text(const Report& r, const DealReport& d) {
    if (!d.players || !r.players) return "";
    const auto& names = r.players->names();
    const Parameters& p = r.book->params;
    std::vector<std::string> columns;
    for (const ColumnCredit& c : d.players->credits) columns.push_back(column_text(names, c));
    std::string out = fmt::format("  Columns: {}{}.\n", fmt::join(columns, "; "),
                                  p.score_by_players.laws.empty() ? "" : fmt::format(" (Laws {})", fmt::join(p.score_by_players.laws, ", ")));
    for (int w : d.players->game_won_by)
        out += fmt::format("  {} wins a game{}: {} added{}.\n", names[size_t(w)], laws_of(p.game), p.game_bonus.value, laws_of(p.game_bonus));
    for (const ColumnCredit& c : d.players->credits)
        if (c.rubber_bonus) out += fmt::format("  {} wins the rubber: {} more{}.\n", names[size_t(c.player)], c.rubber_bonus, laws_of(p.rubber_bonus));
    return out;
}

std::string columns_rubber_text(const Report& r, const PlayerRubberState& s) {
    const auto& names = r.players->names();
    std::string out = "Rubber, by players:";
    for (int i = 0; i < PLAYERS; ++i)
        out += fmt::format(" {} {} below, {} above, {} game{}, total {};", names[i], s.below[i], s.above[i], s.games[i],
                           s.games[i] == 1 ? "" : "s", s.total[i]);
    out.back() = '.';
    out += "\n";
    if (!s.finished) return out + "The rubber is not finished.\n";
    for (int w : s.winners) out += fmt::format("{} wins the rubber.\n", names[size_t(w)]);
    const Settlement st = settle(s);
    out += "Settlement, each pair by the difference of their totals:\n";
    for (int i = 0; i < PLAYERS; ++i) {
        std::string pairs;
        for (int j = 0; j < PLAYERS; ++j)
            if (j != i) pairs += (pairs.empty() ? "" : "; ") + pair_text(names[i], st.from[i][j], names[j]);
        out += fmt::format("  {}: {} in all", pairs, signed_points(st.net[i]));
        if (r.in_units) out += fmt::format(", {} units of ten (five and over count one)", signed_points(settlement_units(st.net[i])));
        out += ".\n";
    }
    return out;
}

std::string columns_rubbers_text(const Report& r) {
    if (!r.players) return "";
    std::string out;
    for (const PlayerRubberState& s : r.players->rubbers()) out += "\n" + columns_rubber_text(r, s);
    return out;
}

ordered_json columns_deal_json(const Report& r, const DealReport& d) {
    if (!d.players || !r.players) return nullptr;
    return credits_json(r.players->names(), *d.players);
}

std::string columns_option_text(const Report& r, const OptionScore& o) {
    if (!o.players || !o.players_rubber || !r.players) return "";
    const auto& names = r.players->names();
    const PlayerRubberState& s = *o.players_rubber;
    std::vector<std::string> columns, rubber;
    for (const ColumnCredit& c : o.players->credits)
        columns.push_back(fmt::format("{} ({}{}) {}/{}", names[size_t(c.player)],
                                      c.dealer ? "dealer, " : "", seat_name(c.seat), c.below,
                                      c.above));
    for (int i = 0; i < PLAYERS; ++i)
        rubber.push_back(fmt::format("{} {} ({} game{})", names[i], s.total[i], s.games[i],
                                     s.games[i] == 1 ? "" : "s"));
    std::string out = fmt::format("the columns {} (below/above); the rubber by players {}",
                                  fmt::join(columns, ", "), fmt::join(rubber, ", "));
    for (int w : o.players->game_won_by) out += fmt::format("; {} wins a game", names[size_t(w)]);
    for (int w : s.winners)
        if (o.players->credits[size_t(w)].rubber_bonus)
            out += fmt::format("; {} wins the rubber", names[size_t(w)]);
    return out;
}

ordered_json columns_option_json(const Report& r, const OptionScore& o) {
    if (!o.players || !o.players_rubber || !r.players) return nullptr;
    ordered_json j = credits_json(r.players->names(), *o.players);
    j["rubber"] = rubber_json(*o.players_rubber, r.players->names(), r.in_units);
    return j;
}

ordered_json columns_json(const Report& r) {
    if (!r.players) return nullptr;
    const auto& names = r.players->names();
    ordered_json rubbers = ordered_json::array();
    for (const PlayerRubberState& s : r.players->rubbers()) rubbers.push_back(rubber_json(s, names, r.in_units));
    return {{"names", names}, {"rubber", rubbers.back()}, {"rubbers", rubbers}};
}

} // namespace bl
