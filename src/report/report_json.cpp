#include "report/report.h"

#include "core/card.h"
#include "core/json_out.h"
#include "report/house_rules.h"
#include "report/report_columns.h"
#include "report/report_stream.h"
#include "report/ruling_words.h"

#include <algorithm>
#include <optional>

namespace bl {

namespace {

void seat_or_null(JsonOut& o, Seat s) {
    if (s == NO_SEAT)
        o.null();
    else
        o.value(seat_name(s));
}

template <class E> void names(JsonOut& o, const std::vector<E>& v) {
    o.array();
    for (E e : v) o.value(name(e));
    o.end();
}

void per_side(JsonOut& o, int ns, int ew) { o.object().field("NS", ns).field("EW", ew).end(); }

// {"NS": {"below": .., "above": ..}, "EW": {..}}
void side_scores(JsonOut& o, const std::array<int, 2>& below, const std::array<int, 2>& above) {
    o.object();
    for (Side side : {NS, EW})
        o.key(SIDE_NAMES[side])
            .object()
            .field("below", below[side])
            .field("above", above[side])
            .end();
    o.end();
}

void declaration(JsonOut& o, const State& end, const Deal& deal, const Lawbook& book) {
    if (end.trump == NO_DENOM) {
        o.null();
        return;
    }
    o.object();
    if (book.params.trump_turned.value) {
        o.null_field("by").field("trump", DENOM_NAMES[end.trump]);
        o.field("turned", card_name(deal.turn_up)).field("left", false);
    } else {
        o.key("by");
        seat_or_null(o, end.declarer);
        o.field("trump", DENOM_NAMES[end.trump]).field("left", end.dealer_left);
    }
    o.end();
}

// What of the house rules decided the ruling (docs/report-additions.md): the overlay's rule, the
// laws it amends, the doubling limit that stopped a double. Added only where there is any.
void house_rules(JsonOut& o, const Lawbook& book, const DealReport& d, const Ruling& r) {
    const std::string title = rule_house_rules(book, r);
    const std::vector<AmendedLaw> amended = amended_laws(book, r.laws);
    if (!title.empty() || !amended.empty()) {
        o.key("house_rules").object();
        if (!title.empty()) o.field("rule", title);
        if (!amended.empty()) {
            o.key("amended_laws").array();
            for (const AmendedLaw& a : amended)
                o.object().field("law", a.law).field("by", a.title).end();
            o.end();
        }
        o.end();
    }
    if (const auto l = limit_applied(book, d, r)) {
        o.key("limit").object().field("parameter", "doubling-limit").field("value", l->limit);
        o.field("laws", l->laws);
        if (l->set_by.empty())
            o.null_field("set_by");
        else
            o.field("set_by", book.title_of(l->set_by));
        if (l->trick_value > 0)
            o.field("trick_value", l->trick_value).field("would_be", l->would_be);
        o.end();
    }
}

// What the code gives, in the contract's order: status, provision, laws, elector, options,
// consequences, elected.
void add_remedy(JsonOut& o, const Ruling& r, const std::vector<Seat>& elector) {
    o.field("status", name(r.status)).field("provision", name(r.provision)).field("laws", r.laws);
    o.key("elector").array();
    for (Seat s : elector) o.value(seat_name(s));
    o.end();
    names(o.key("options"), r.options);
    names(o.key("consequences"), r.consequences);
    if (r.elected)
        o.field("elected", name(*r.elected));
    else
        o.null_field("elected");
}

// Each option's what-if; where the code scores by players, what it puts in each column.
void option_scores(JsonOut& o, const Report& rep, const Ruling& r) {
    o.key("options_score").array();
    for (const OptionScore& s : r.option_scores) {
        o.object().field("option", name(s.option));
        per_side(o.key("tricks"), s.tricks[NS], s.tricks[EW]);
        side_scores(o.key("score"), s.below, s.above);
        o.key("rubber").object();
        per_side(o.key("total"), s.total[NS], s.total[EW]);
        per_side(o.key("games"), s.games[NS], s.games[EW]);
        o.field("finished", s.rubber_finished).end();
        o.field("net", s.net);
        if (rep.players) o.field("players", columns_option_json(rep, s));
        o.end();
    }
    o.end();
    if (r.best)
        o.field("best_option", name(*r.best));
    else
        o.null_field("best_option");
}

// The readings in force, and each reading's choice under its id (a reading named twice at its
// first place with its last choice, as a JSON object keeps one key).
void readings(JsonOut& o, const Ruling& r) {
    o.key("readings").array();
    for (const auto& reading : r.readings) o.value(reading.first);
    o.end().key("reading_choices").object();
    for (auto at = r.readings.begin(); at != r.readings.end(); ++at) {
        const auto same = [&](const auto& reading) { return reading.first == at->first; };
        if (std::any_of(r.readings.begin(), at, same)) continue;
        o.field(at->first, std::find_if(r.readings.rbegin(), r.readings.rend(), same)->second);
    }
    o.end();
}

void ruling(JsonOut& o, const Report& rep, const DealReport& d, const Ruling& r) {
    const Situation& x = r.situation;
    o.object()
        .field("event", x.event)
        .field("phase", name(x.phase))
        .field("infraction", name(x.id));
    seat_or_null(o.key("offender"), x.offender);
    add_remedy(o, r, r.elector);
    // Where the event stands in the log, for a reader to find it (docs/report-additions.md).
    if (const auto place = log_place(d, x))
        o.field("line", place->line).field("column", place->column);
    if (x.card != NO_CARD) o.field("card", card_name(x.card));
    if (!r.election_problem.empty()) o.field("election_problem", r.election_problem);
    if (!r.option_scores.empty()) option_scores(o, rep, r);
    if (r.rule && !r.rule->note.empty()) o.field("note", r.rule->note);
    if (!r.readings.empty()) readings(o, r);
    house_rules(o, *rep.book, d, r);
    o.end();
}

// `finished`: where the code scores by players, the players' rubber's end in place of the sides'.
void rubber(JsonOut& o, const RubberState& s, const Lawbook& book, bool in_units,
            std::optional<bool> finished = std::nullopt) {
    o.object();
    per_side(o.key("games"), s.games[NS], s.games[EW]);
    o.field("finished", finished.value_or(s.finished));
    per_side(o.key("total"), s.total[NS], s.total[EW]);
    if (s.winner)
        o.field("winner", SIDE_NAMES[*s.winner]);
    else
        o.null_field("winner");
    if (s.finished)
        o.field("points", s.points);
    else
        o.null_field("points");
    if (book.params.game_values.set && !book.params.game_values.value.empty())
        o.key("game_values")
            .object()
            .field("NS", s.game_values[NS])
            .field("EW", s.game_values[EW])
            .end();
    if (in_units) {
        if (s.finished)
            o.field("units", settlement_units(s.points));
        else
            o.null_field("units");
    }
    o.end();
}

void score_lines(JsonOut& o, const Lawbook& book, const DealReport& d) {
    o.key("score_lines").array();
    for (const ScoreLine& l : d.score.lines) {
        o.object().field("side", SIDE_NAMES[l.side]).field("column", l.above ? "above" : "below");
        o.field("points", l.points).field("what", l.what).field("laws", l.laws);
        if (const std::string title = score_line_house_rules(book, l); !title.empty())
            o.field("house_rules", title);
        o.end();
    }
    o.end();
}

// A deal as the report writes it, with the players' columns where the code scores by players.
void deal(JsonOut& o, const Report& r, const DealReport& d) {
    const State& end = d.record.history.back();
    o.object().field("index", d.index).field("dealer", seat_name(d.deal->dealer));
    declaration(o.key("declaration"), end, *d.deal, *r.book);
    o.field("multiplier", end.multiplier());
    o.key("rulings").array();
    for (const Ruling& ruled : d.rulings) ruling(o, r, d, ruled);
    o.end();
    per_side(o.key("tricks"), d.scored ? d.score.tricks[NS] : end.won[NS],
             d.scored ? d.score.tricks[EW] : end.won[EW]);
    side_scores(o.key("score"), d.score.below, d.score.above);
    o.field("ends", name(d.record.ends));
    score_lines(o, *r.book, d);
    if (d.players) o.field("players", columns_deal_json(r, d));
    o.end();
}

// A cut of more than one card (Law 16): the code's ruling, the offender named as he cut.
void cut_exposure(JsonOut& o, const CutExposure& x, const Lawbook& book) {
    const Ruling r = cut_ruling(book);
    o.object().field("round", x.round).field("infraction", name(Infraction::CutIrregular));
    o.field("offender", x.player).key("cards").array();
    for (Card c : x.cards) o.value(card_name(c));
    o.end();
    add_remedy(o, r, {});
    o.field("cut_again", x.cut_again);
    if (r.rule && !r.rule->note.empty()) o.field("note", r.rule->note);
    o.end();
}

void table(JsonOut& o, const TableFormed& t, const Lawbook& book) {
    const Side low = t.low_pair_side.value_or(NS);
    o.object().key("partners");
    if (t.settled)
        o.object()
            .field("NS", t.pairs[low == NS ? 0 : 1])
            .field("EW", t.pairs[low == NS ? 1 : 0])
            .end();
    else
        o.null();
    if (t.settled)
        o.field("first_dealer", t.first_dealer);
    else
        o.null_field("first_dealer");
    o.field("cuts", t.cuts).field("agrees", t.agrees).key("rulings").array();
    for (const CutExposure& x : t.exposures) cut_exposure(o, x, book);
    o.end();
    if (!t.problems.empty()) o.field("problems", t.problems);
    o.end();
}

// A value written at `depth` in a document indented by two.
template <class Write> std::string json_at(int depth, Write write) {
    std::string out;
    JsonOut o(out, true, depth);
    write(o);
    return out;
}

// A deal in the JSON document: its object, indented for its place in the list of deals.
class DealText : public DealFormatter {
  public:
    void text(const Report& r, const DealReport& d, std::string& out) override {
        out.clear();
        JsonOut o(out, true, 2);
        deal(o, r, d);
    }
};

// A deal in JSON lines: the deal and the rubber after it, on one line.
class LineText : public DealFormatter {
  public:
    void text(const Report& r, const DealReport& d, std::string& line) override {
        line.clear();
        JsonOut o(line, false);
        o.object().field("format", "bridgelaws-report-line/1").field("log", r.log->file);
        o.field("code", r.book->id);
        deal(o.key("deal"), r, d);
        bl::rubber(o.key("rubber"), d.rubber, *r.book, r.in_units);
        o.end();
        line += '\n';
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
        std::string head;
        JsonOut o(head, true); // left open: the deals follow
        o.object().field("format", "bridgelaws-report/1").field("code", r.book->id);
        if (r.table) table(o.key("table"), *r.table, *r.book);
        out_ << head << ",\n  \"deals\": [";
        deals_ = 0;
        rubbers_.clear();
        finished_ = 0;
    }
    void rubber(const Report& r, const RubberState& finished) override {
        rubbers_ << (finished_++ ? ",\n    " : "\n    ") << rubber_json(r, finished, 2);
    }
    void deal(const Report& r, const DealReport& d) override {
        DealText().text(r, d, text_);
        deal(r, d, text_);
    }
    void deal(const Report&, const DealReport&, std::string_view text) override {
        out_ << (deals_++ ? ",\n    " : "\n    ") << text;
    }
    std::unique_ptr<DealFormatter> formatter(const Report&) const override {
        return std::make_unique<DealText>();
    }
    void end(const Report& r) override {
        out_ << (deals_ ? "\n  ]" : "]");
        std::optional<bool> finished; // where the code scores by players, the players' rubber's
        if (r.players) finished = r.players->rubbers().back().finished;
        out_ << ",\n  \"rubber\": " << rubber_json(r, r.rubbers.back(), 1, finished);
        if (r.players)
            out_ << ",\n  \"players\": "
                 << json_at(1, [&](JsonOut& o) { o.value(columns_json(r)); });
        if (finished_) {
            out_ << ",\n  \"rubbers\": [";
            rubbers_.copy_to(out_);
            out_ << ",\n    " << rubber_json(r, r.rubbers.back(), 2) << "\n  ]";
        }
        out_ << (list_ ? "\n}" : "\n}\n");
    }
    void finish() override {
        if (list_) out_ << "\n]\n";
    }
    void start_at(size_t log) override { reports_ = log; }

  private:
    static std::string rubber_json(const Report& r, const RubberState& s, int depth,
                                   std::optional<bool> finished = std::nullopt) {
        return json_at(depth, [&](JsonOut& o) { bl::rubber(o, s, *r.book, r.in_units, finished); });
    }

    Spool& out_;
    bool list_;
    size_t reports_ = 0;
    size_t deals_ = 0;
    Spool rubbers_;
    size_t finished_ = 0;
    std::string text_; // a deal's, kept for its buffer (DealFormatter::text)
};

// One line a deal: the deal as the report gives it and the rubber after it
// (docs/report-additions.md).
class JsonLinesWriter : public ReportWriter {
  public:
    explicit JsonLinesWriter(Spool& out) : out_(out) {}
    void begin(const Report&) override {}
    void rubber(const Report&, const RubberState&) override {}
    void deal(const Report& r, const DealReport& d) override {
        LineText().text(r, d, line_);
        out_ << line_;
    }
    void deal(const Report&, const DealReport&, std::string_view text) override { out_ << text; }
    std::unique_ptr<DealFormatter> formatter(const Report&) const override {
        return std::make_unique<LineText>();
    }
    void end(const Report&) override {}

  private:
    Spool& out_;
    std::string line_; // a deal's, kept for its buffer (DealFormatter::text)
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
