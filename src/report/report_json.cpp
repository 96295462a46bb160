#include "report/report.h"

#include "core/card.h"
#include "report/house_rules.h"
#include "report/report_columns.h"
#include "report/report_stream.h"
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

// What the code gives, in the contract's order: status, provision, laws, elector (filled by the
// caller, who knows the seats), options, consequences, elected.
void add_remedy(ordered_json& j, const Ruling& r) {
    j["status"] = name(r.status);
    j["provision"] = name(r.provision);
    j["laws"] = r.laws;
    j["elector"] = ordered_json::array();
    j["options"] = names(r.options);
    j["consequences"] = names(r.consequences);
    j["elected"] = r.elected ? ordered_json(std::string(name(*r.elected))) : ordered_json(nullptr);
}

ordered_json ruling(const DealReport& d, const Ruling& r, const Lawbook& book) {
    const Situation& x = r.situation;
    ordered_json j = {
        {"event", x.event},
        {"phase", name(x.phase)},
        {"infraction", name(x.id)},
        {"offender", seat_or_null(x.offender)},
    };
    add_remedy(j, r);
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

// A cut of more than one card (Law 16): the code's ruling, the offender named as he cut.
ordered_json cut_exposure(const CutExposure& x, const Lawbook& book) {
    const Ruling r = cut_ruling(book);
    ordered_json cards = ordered_json::array();
    for (Card c : x.cards) cards.push_back(card_name(c));
    ordered_json j = {{"round", x.round},
                      {"infraction", name(Infraction::CutIrregular)},
                      {"offender", x.player},
                      {"cards", cards}};
    add_remedy(j, r);
    j["cut_again"] = x.cut_again;
    if (r.rule && !r.rule->note.empty()) j["note"] = r.rule->note;
    return j;
}

ordered_json table(const TableFormed& t, const Lawbook& book) {
    const Side low = t.low_pair_side.value_or(NS);
    ordered_json partners = {{"NS", t.pairs[low == NS ? 0 : 1]}, {"EW", t.pairs[low == NS ? 1 : 0]}};
    ordered_json j = {{"partners", t.settled ? partners : ordered_json(nullptr)},
                      {"first_dealer", t.settled ? ordered_json(t.first_dealer) : ordered_json(nullptr)},
                      {"cuts", t.cuts},
                      {"agrees", t.agrees},
                      {"rulings", ordered_json::array()}};
    for (const CutExposure& x : t.exposures) j["rulings"].push_back(cut_exposure(x, book));
    if (!t.problems.empty()) j["problems"] = t.problems;
    return j;
}

// A value written at `depth` in a document dumped with an indent of two: its lines after the
// first moved in by the depth. nlohmann's serializer starts at that indent itself, as `dump`
// would for the value nested that deep, so the text is written once, not written and moved.
std::string dump_at(const ordered_json& j, int depth) {
    std::string out;
    nlohmann::detail::serializer<ordered_json> writer(
        nlohmann::detail::output_adapter<char, std::string>(out), ' ',
        nlohmann::json::error_handler_t::replace);
    writer.dump(j, true, false, 2, static_cast<unsigned>(depth) * 2);
    return out;
}

// A deal as the report writes it, with the players' columns where the code scores by players.
ordered_json deal_json(const Report& r, const DealReport& d) {
    ordered_json j = deal(d, *r.book);
    if (d.players) {
        j["players"] = columns_deal_json(r, d);
        add_option_columns(j, r, d);
    }
    return j;
}

// A deal in the JSON document: its object, indented for its place in the list of deals.
class DealText : public DealFormatter {
  public:
    std::string text(const Report& r, const DealReport& d) override {
        return dump_at(deal_json(r, d), 2);
    }
};

// A deal in JSON lines: the deal and the rubber after it, on one line.
class LineText : public DealFormatter {
  public:
    std::string text(const Report& r, const DealReport& d) override {
        ordered_json line = {{"format", "bridgelaws-report-line/1"},
                             {"log", r.log->file},
                             {"code", r.book->id},
                             {"deal", deal_json(r, d)},
                             {"rubber", bl::rubber(d.rubber, *r.book, r.in_units)}};
        return line.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    }
};

// One document a log (a list of them for several logs), written as it goes: the head, the
// deals one by one, and the rubbers, which follow the last rubber, from a spool.
class JsonWriter : public ReportWriter {
  public:
    JsonWriter(Spool& out, size_t logs) : out_(out), list_(logs > 1) {}

    void begin(const Report& r) override {
        if (list_) out_ << (reports_ == 0 ? "[\n" : ",\n");
        ++reports_;
        ordered_json head = {{"format", "bridgelaws-report/1"}, {"code", r.book->id}};
        if (r.table) head["table"] = table(*r.table, *r.book);
        std::string text = dump_at(head, 0);
        text.resize(text.size() - 2); // the closing "\n}": the deals follow
        out_ << text << ",\n  \"deals\": [";
        deals_ = 0;
        rubbers_.clear();
        finished_ = 0;
    }
    void rubber(const Report& r, const RubberState& finished) override {
        rubbers_ << (finished_++ ? ",\n    " : "\n    ") << dump_at(rubber_json(r, finished), 2);
    }
    void deal(const Report& r, const DealReport& d) override { deal(r, d, DealText().text(r, d)); }
    void deal(const Report&, const DealReport&, std::string_view text) override {
        out_ << (deals_++ ? ",\n    " : "\n    ") << text;
    }
    std::unique_ptr<DealFormatter> formatter(const Report&) const override {
        return std::make_unique<DealText>();
    }
    void end(const Report& r) override {
        out_ << (deals_ ? "\n  ]" : "]");
        ordered_json last = rubber_json(r, r.rubbers.back());
        if (r.players)
            last["finished"] = r.players->rubbers().back().finished; // the players' rubber
        out_ << ",\n  \"rubber\": " << dump_at(last, 1);
        if (r.players) out_ << ",\n  \"players\": " << dump_at(columns_json(r), 1);
        if (finished_) {
            out_ << ",\n  \"rubbers\": [";
            rubbers_.copy_to(out_);
            out_ << ",\n    " << dump_at(rubber_json(r, r.rubbers.back()), 2) << "\n  ]";
        }
        out_ << (list_ ? "\n}" : "\n}\n");
    }
    void finish() override {
        if (list_) out_ << "\n]\n";
    }
    void start_at(size_t log) override { reports_ = log; }

  private:
    static ordered_json rubber_json(const Report& r, const RubberState& s) {
        return bl::rubber(s, *r.book, r.in_units);
    }

    Spool& out_;
    bool list_;
    size_t reports_ = 0;
    size_t deals_ = 0;
    Spool rubbers_;
    size_t finished_ = 0;
};

// One line a deal: the deal as the report gives it and the rubber after it
// (docs/report-additions.md).
class JsonLinesWriter : public ReportWriter {
  public:
    explicit JsonLinesWriter(Spool& out) : out_(out) {}
    void begin(const Report&) override {}
    void rubber(const Report&, const RubberState&) override {}
    void deal(const Report& r, const DealReport& d) override { out_ << LineText().text(r, d); }
    void deal(const Report&, const DealReport&, std::string_view text) override { out_ << text; }
    std::unique_ptr<DealFormatter> formatter(const Report&) const override {
        return std::make_unique<LineText>();
    }
    void end(const Report&) override {}

  private:
    Spool& out_;
};

} // namespace

std::unique_ptr<ReportWriter> json_writer(Spool& out, size_t logs) {
    return std::make_unique<JsonWriter>(out, logs);
}

std::unique_ptr<ReportWriter> jsonl_writer(Spool& out) {
    return std::make_unique<JsonLinesWriter>(out);
}

std::string report_json(const Report& r) {
    Spool out(SIZE_MAX);
    write_report(r, *json_writer(out, 1));
    return out.str();
}

} // namespace bl
