#include "report/report.h"

#include "core/card.h"
#include "report/house_rules.h"
#include "report/report_columns.h"
#include "report/ruling_words.h"

#include <nlohmann/json.hpp>

namespace bl {

namespace {

using nlohmann::ordered_json;

ordered_json seat_or_null(Seat s) { return s == NO_SEAT ? ordered_json(nullptr) : ordered_json(seat_name(s)); }

template <class E> ordered_json names(const std::vector<E>& v) {
    ordered_json out = ordered_json::array();
    for (E e : v) out.push_back(std::string(name(e)));
    return out;
}

ordered_json per_side(int ns, int ew) { return {{"NS", ns}, {"EW", ew}}; }

ordered_json declaration(const State& end, const Deal& deal, const Lawbook& book) {
    if (end.trump == NO_DENOM) return nullptr;
    if (book.params.trump_turned.value)
        return {{"by", nullptr}, {"trump", DENOM_NAMES[end.trump]}, {"turned", card_name(deal.turn_up)}, {"left", false}};
    return {{"by", seat_or_null(end.declarer)}, {"trump", DENOM_NAMES[end.trump]}, {"left", end.dealer_left}};
}

// What of the house rules decided the ruling (docs/report-additions.md): the overlay's rule, the
// laws it amends, the doubling limit that stopped a double. Added only where there is any.
void house_rules(ordered_json& j, const Lawbook& book, const DealReport& d, const Ruling& r) {
    ordered_json h = ordered_json::object();
    if (const std::string title = rule_house_rules(book, r); !title.empty()) h["rule"] = title;
    for (const AmendedLaw& a : amended_laws(book, r.laws)) h["amended_laws"].push_back({{"law", a.law}, {"by", a.title}});
    if (!h.empty()) j["house_rules"] = h;
    if (const auto l = limit_applied(book, d, r)) {
        j["limit"] = {{"parameter", "doubling-limit"}, {"value", l->limit}, {"laws", l->laws},
                      {"set_by", l->set_by.empty() ? ordered_json(nullptr) : ordered_json(book.title_of(l->set_by))}};
        if (l->trick_value > 0) {
            j["limit"]["trick_value"] = l->trick_value;
            j["limit"]["would_be"] = l->would_be;
        }
    }
}

ordered_json ruling(const DealReport& d, const Ruling& r, const Lawbook& book) {
    const Situation& x = r.situation;
    ordered_json j = {
        {"event", x.event},
        {"phase", name(x.phase)},
        {"infraction", name(x.id)},
        {"offender", seat_or_null(x.offender)},
        {"status", name(r.status)},
        {"provision", name(r.provision)},
        {"laws", r.laws},
        {"elector", ordered_json::array()},
        {"options", names(r.options)},
        {"consequences", names(r.consequences)},
        {"elected", r.elected ? ordered_json(std::string(name(*r.elected))) : ordered_json(nullptr)},
    };
    for (Seat s : r.elector) j["elector"].push_back(seat_name(s));
    // Where the event stands in the log, for a reader to find it (docs/report-additions.md).
    if (const auto place = log_place(d, x)) {
        j["line"] = place->line;
        j["column"] = place->column;
    }
    if (x.card != NO_CARD) j["card"] = card_name(x.card);
    if (!r.election_problem.empty()) j["election_problem"] = r.election_problem;
    if (!r.option_scores.empty()) {
        ordered_json scores = ordered_json::array();
        for (const OptionScore& o : r.option_scores)
            scores.push_back({{"option", name(o.option)},
                              {"tricks", per_side(o.tricks[NS], o.tricks[EW])},
                              {"score", {{"NS", {{"below", o.below[NS]}, {"above", o.above[NS]}}}, {"EW", {{"below", o.below[EW]}, {"above", o.above[EW]}}}}},
                              {"rubber", {{"total", per_side(o.total[NS], o.total[EW])}, {"games", per_side(o.games[NS], o.games[EW])}, {"finished", o.rubber_finished}}},
                              {"net", o.net}});
        j["options_score"] = scores;
        j["best_option"] = r.best ? ordered_json(std::string(name(*r.best))) : ordered_json(nullptr);
    }
    if (r.rule && !r.rule->note.empty()) j["note"] = r.rule->note;
    if (!r.readings.empty()) {
        j["readings"] = ordered_json::array();
        j["reading_choices"] = ordered_json::object();
        for (const auto& [id, choice] : r.readings) {
            j["readings"].push_back(id);
            j["reading_choices"][id] = choice;
        }
    }
    house_rules(j, book, d, r);
    return j;
}

ordered_json rubber(const RubberState& s, const Lawbook& book, bool in_units) {
    ordered_json j = {
        {"games", per_side(s.games[NS], s.games[EW])},
        {"finished", s.finished},
        {"total", per_side(s.total[NS], s.total[EW])},
        {"winner", s.winner ? ordered_json(SIDE_NAMES[*s.winner]) : ordered_json(nullptr)},
        {"points", s.finished ? ordered_json(s.points) : ordered_json(nullptr)},
    };
    if (book.params.game_values.set && !book.params.game_values.value.empty())
        j["game_values"] = {{"NS", s.game_values[NS]}, {"EW", s.game_values[EW]}};
    if (in_units) j["units"] = s.finished ? ordered_json(settlement_units(s.points)) : ordered_json(nullptr);
    return j;
}

ordered_json deal(const DealReport& d, const Lawbook& book) {
    const State& end = d.record.history.back();
    ordered_json j = {
        {"index", d.index},
        {"dealer", seat_name(d.deal->dealer)},
        {"declaration", declaration(end, *d.deal, book)},
        {"multiplier", end.multiplier()},
        {"rulings", ordered_json::array()},
        {"tricks", per_side(d.scored ? d.score.tricks[NS] : end.won[NS], d.scored ? d.score.tricks[EW] : end.won[EW])},
        {"score", {{"NS", {{"below", d.score.below[NS]}, {"above", d.score.above[NS]}}},
                   {"EW", {{"below", d.score.below[EW]}, {"above", d.score.above[EW]}}}}},
        {"ends", name(d.record.ends)},
    };
    for (const Ruling& r : d.rulings) j["rulings"].push_back(ruling(d, r, book));
    ordered_json lines = ordered_json::array();
    for (const ScoreLine& l : d.score.lines) {
        lines.push_back({{"side", SIDE_NAMES[l.side]}, {"column", l.above ? "above" : "below"}, {"points", l.points}, {"what", l.what}, {"laws", l.laws}});
        if (const std::string title = score_line_house_rules(book, l); !title.empty()) lines.back()["house_rules"] = title;
    }
    j["score_lines"] = lines;
    return j;
}

// Where the code scores by players, each option's what-if says what it puts in each column.
void add_option_columns(ordered_json& deal, const Report& r, const DealReport& d) {
    for (size_t i = 0; i < d.rulings.size(); ++i) {
        const auto& scores = d.rulings[i].option_scores;
        for (size_t k = 0; k < scores.size(); ++k)
            deal["rulings"][i]["options_score"][k]["players"] = columns_option_json(r, scores[k]);
    }
}

ordered_json table(const TableFormed& t) {
    const Side low = t.low_pair_side.value_or(NS);
    ordered_json partners = {{"NS", t.pairs[low == NS ? 0 : 1]}, {"EW", t.pairs[low == NS ? 1 : 0]}};
    ordered_json j = {{"partners", t.settled ? partners : ordered_json(nullptr)},
                      {"first_dealer", t.settled ? ordered_json(t.first_dealer) : ordered_json(nullptr)},
                      {"cuts", t.cuts},
                      {"agrees", t.agrees},
                      {"rulings", ordered_json::array()}};
    if (!t.problems.empty()) j["problems"] = t.problems;
    return j;
}

} // namespace

std::string report_json(const Report& r) {
    ordered_json j = {{"format", "bridgelaws-report/1"}, {"code", r.book->id}};
    if (r.table) j["table"] = table(*r.table);
    j["deals"] = ordered_json::array();
    for (const DealReport& d : r.deals) {
        j["deals"].push_back(deal(d, *r.book));
        if (d.players) {
            j["deals"].back()["players"] = columns_deal_json(r, d);
            add_option_columns(j["deals"].back(), r, d);
        }
    }
    j["rubber"] = rubber(r.rubbers.back(), *r.book, r.in_units);
    if (r.players) { // the sides keep no rubber: it is the players'
        j["rubber"]["finished"] = r.players->rubbers().back().finished;
        j["players"] = columns_json(r);
    }
    if (r.rubbers.size() > 1) {
        j["rubbers"] = ordered_json::array();
        for (const RubberState& s : r.rubbers) j["rubbers"].push_back(rubber(s, *r.book, r.in_units));
    }
    return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

} // namespace bl
