#include "report/report.h"

#include "core/card.h"
#include "report/cut_words.h"
#include "report/hand_diagram.h"
#include "report/house_rules.h"
#include "report/law_quote.h"
#include "report/report_columns.h"
#include "report/report_stream.h"
#include "report/ruling_words.h"
#include "report/text_wrap.h"
#include "report/words.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>

namespace bl {

namespace {

std::string seat_label(const std::array<std::string, SEATS>& names, Seat s) {
    if (s == NO_SEAT) return "-";
    return names[s].empty() ? seat_name(s) : fmt::format("{} ({})", seat_name(s), names[s]);
}

class TextReport {
  public:
    TextReport(const Report& r, size_t width)
        : r_(r), width_(width), log_(*r.log), book_(*r.book), names_(r.log->players) {}

    // Each part returns its text, wrapped, and keeps none.
    std::string head() {
        out_ += fmt::format("{} ({}), edition {}\n", book_.title, book_.id, book_.edition);
        if (!log_.file.empty()) out_ += fmt::format("Log: {}\n", log_.file);
        if (r_.table) table(*r_.table);
        return take();
    }

    std::string deal_text(const DealReport& d) {
        deal(d);
        return take();
    }

    std::string rubber_text(const RubberState& s) {
        rubber(s);
        return take();
    }

    // Where the code scores by players: the players' rubbers, after the deals.
    std::string columns_rubbers() { return wrap_lines(columns_rubbers_text(r_), width_); }

  private:
    std::string take() {
        std::string text = wrap_lines(out_, width_);
        out_.clear();
        return text;
    }

    void deal(const DealReport& d) {
        const State& end = d.record.history.back();
        names_ = seat_names(r_, d);
        out_ +=
            fmt::format("\nDeal {}: {} deals.\n", d.index + 1, seat_label(names_, d.deal->dealer));
        for (int s = 0; s < SEATS; ++s)
            out_ += fmt::format("  {:<2} {}\n", SEAT_CHARS[s], hand_string(d.deal->hands[s]));
        diagram(*d.deal);
        declaration(d, end);
        int t = 0;
        for (const QuittedTrick& q : d.record.tricks) {
            std::string cards;
            Seat s = q.trick.leader;
            for (int i = 0; i < SEATS; ++i, s = next(s))
                if (q.trick.has(s))
                    cards += fmt::format("{}{} {}", cards.empty() ? "" : ", ", seat_name(s),
                                         card_name(q.trick.by_seat[s]));
            out_ += fmt::format("  Trick {:>2}: {} led; {} -- won by {}\n", ++t,
                                seat_name(q.trick.leader), cards, seat_name(q.winner));
        }
        int n = 0;
        for (const Ruling& ru : d.rulings) ruling(d, ru, ++n, d.rulings.size());
        if (!d.scored) {
            out_ += fmt::format("  The deal ends: {}; nothing is scored.\n", phrase(d.record.ends));
            return;
        }
        provisional(d);
        out_ += fmt::format("  Tricks: NS {}, EW {}.\n", d.score.tricks[NS], d.score.tricks[EW]);
        for (const ScoreLine& l : d.score.lines)
            out_ += fmt::format("  {} {:>4} {}  {}{}\n", SIDE_NAMES[l.side], l.points,
                                l.above ? "above" : "below", l.what,
                                l.laws.empty() ? "" : " (" + score_line_laws(book_, l) + ")");
        if (d.score.lines.empty()) out_ += "  Nothing is scored.\n";
        if (d.players) {
            out_ += columns_deal_text(r_, d); // the sides keep no score of their own
            return;
        }
        if (d.game_won)
            out_ += fmt::format(
                "  {} win a game ({}).\n", SIDE_NAMES[*d.game_won],
                laws_as_set(book_, {book_.params.game.laws.front()}, book_.params.game.set_by));
        running_score(d.rubber);
    }

    // The score as a scorer keeps it: the totals, and the game in progress below the line.
    void running_score(const RubberState& s) {
        out_ += fmt::format(
            "  Score: NS {} below, {} above; EW {} below, {} above; games NS {}, EW {}.",
            s.below[NS], s.above[NS], s.below[EW], s.above[EW], s.games[NS], s.games[EW]);
        if (s.finished)
            out_ += " The rubber is over.\n";
        else
            out_ += fmt::format(" The game in progress: NS {}, EW {} below the line.\n",
                                s.game_score[NS], s.game_score[EW]);
    }

    // A penalty not yet claimed leaves the score open: said so, and shown both ways.
    void provisional(const DealReport& d) {
        std::vector<std::string> open;
        for (size_t i = 0; i < d.rulings.size(); ++i)
            if (leaves_score_open(d.rulings[i])) open.push_back(std::to_string(i + 1));
        if (open.empty()) return;
        std::string which;
        for (size_t i = 0; i < open.size(); ++i) which += (i ? ", " : "") + open[i];
        out_ += fmt::format(
            "  The score is provisional: the penalty of ruling {} is still open. As the log "
            "stands, "
            "with no penalty claimed, the deal scores as below; with it claimed, as the ruling's "
            "options show above.\n",
            which);
    }

    // The hands as the books print them, under the one-line hands above.
    void diagram(const Deal& deal) {
        std::array<std::string, SEATS> labels;
        for (int s = 0; s < SEATS; ++s)
            labels[s] = seat_label(names_, Seat(s)) + (s == deal.dealer ? ", dealer" : "");
        out_ += "\n";
        const size_t room = width_ == 0 ? SIZE_MAX : width_ > 4 ? width_ - 4 : 0; // 0: not wrapped
        for (const std::string& line : diagram_lines(deal.hands, labels, room))
            out_ += KEEP_LINE + ("    " + line) + "\n";
        out_ += "\n";
    }

    void declaration(const DealReport& d, const State& end) {
        if (end.trump == NO_DENOM) {
            out_ += "  No trump was declared.\n";
            return;
        }
        if (book_.params.trump_turned.value) {
            out_ += fmt::format("  The trump card turned: {}; {} are trumps ({}).\n",
                                card_name(d.deal->turn_up), DENOM_NAMES[end.trump],
                                parameter_laws(book_, book_.params.trump_turned));
            return;
        }
        out_ += fmt::format("  {}{} declares {} ({}).\n", declaration_lead_in(end),
                            seat_label(names_, end.declarer), DENOM_NAMES[end.trump],
                            parameter_laws(book_, book_.params.trump_turned));
        if (end.multiplier() > 1)
            out_ += fmt::format("  Doubled: each trick counts {} times its value ({}).\n",
                                end.multiplier(), parameter_laws(book_, book_.params.doubling));
    }

    std::string who(Seat s) const { return seat_label(names_, s); }

    void ruling(const DealReport& d, const Ruling& r, int n, size_t count) {
        const Situation& x = r.situation;
        const SeatWords words = [this](Seat s) { return who(s); };
        out_ += fmt::format("  Ruling{} {}: {}. {}\n", count > 1 ? fmt::format(" {}", n) : "",
                            where_in_log(d, x), what_happened(x, words), status_sentence(r));
        const std::string remedy = remedy_law(r, book_);
        for (const std::string& number : laws_remedy_first(r.laws, remedy))
            quote(number, number == remedy);
        for (const std::string& s : house_rule_sentences(book_, d, r)) out_ += "    " + s + "\n";
        const std::string choice = choice_sentence(r, words);
        if (!choice.empty()) out_ += "    " + choice + "\n";
        for (const std::string& c : consequence_sentences(r)) out_ += "    " + c + "\n";
        what_if(r);
        if (r.rule && !r.rule->note.empty())
            out_ += fmt::format("    {}\n", plain_prose(r.rule->note));
        for (const auto& [id, choice] : r.readings)
            if (const Reading* rd = book_.reading(id))
                out_ += "    " + reading_sentence(*rd, choice) + "\n";
    }

    // One law, quoted in whole sentences; the law that gives the remedy says so.
    void quote(const std::string& number, bool remedy) {
        const Law* law = book_.law(number);
        const std::string label =
            fmt::format("{}{}", law_cited(book_, number), remedy ? ", which gives the remedy" : "");
        if (!law || law->text.empty()) {
            out_ += fmt::format("    {}: its text is not in the table.\n", label);
            return;
        }
        out_ += fmt::format("    {}: \u201C{}\u201D\n", label, law_excerpt(law->text));
        if (!law->amendment.empty())
            out_ += fmt::format("    As amended: \u201C{}\u201D\n", law_excerpt(law->amendment));
    }

    // What each option would make of the hand and the rubber, as far as it can be known.
    void what_if(const Ruling& r) {
        const std::vector<WhatIfRow> rows = what_if_rows(r);
        if (rows.empty()) return;
        out_ += "    What each option makes of the deal:\n";
        for (const WhatIfRow& w : rows) {
            std::string line = fmt::format("      If they {}: ", phrase(w.option));
            line += w.score ? option_figures(r, *w.score) : w.instead;
            out_ += line + (w.mark.empty() ? "" : " -- " + w.mark) + ".\n";
        }
    }

    // The figures of one option: the sides', or where the code scores by players, the columns.
    std::string option_figures(const Ruling& r, const OptionScore& o) const {
        const std::string hand = fmt::format(
            "tricks NS {}, EW {}; the hand NS {} below, {} above, EW {} below, {} above",
            o.tricks[NS], o.tricks[EW], o.below[NS], o.above[NS], o.below[EW], o.above[EW]);
        if (o.players) return hand + "; " + columns_option_text(r_, o);
        return hand + fmt::format("; the rubber after it NS {}, EW {}; net for {} {:+}",
                                  o.total[NS], o.total[EW], SIDE_NAMES[claimants(r)], o.net);
    }

    // The cut for partners and deal, each sentence wrapped as it comes; a law quoted under its
    // sentence.
    void table(const TableFormed& t) {
        const std::vector<CutSentence> lines = cut_sentences(t, book_);
        if (t.settled) out_ += "\n";
        for (const CutSentence& c : lines) {
            out_ += c.words + "\n";
            if (c.law)
                out_ += fmt::format("  Law {}: \"{}\"\n", c.law->number, law_excerpt(c.law->text));
        }
    }

    void rubber(const RubberState& s) {
        out_ += fmt::format("\nRubber: games NS {}, EW {}; total NS {}, EW {}.\n", s.games[NS],
                            s.games[EW], s.total[NS], s.total[EW]);
        if (!s.finished) {
            out_ += "The rubber is not finished.\n";
            return;
        }
        out_ += fmt::format("{} win the rubber (bonus {}, {}): {} {} points.\n",
                            SIDE_NAMES[*s.winner], book_.params.rubber_bonus.value,
                            parameter_laws(book_, book_.params.rubber_bonus),
                            s.points >= 0 ? "they win" : "they lose", std::abs(s.points));
        if (r_.in_units)
            out_ += fmt::format("Settled in units of ten (five and over count one): {} units.\n",
                                settlement_units(s.points));
    }

    const Report& r_;
    size_t width_;
    const GameLog& log_;
    const Lawbook& book_;
    std::array<std::string, SEATS> names_; // who sits where in the deal being written
    std::string out_;
};

// A deal's text on a thread of its own: a TextReport keeps only the deal being written.
class TextFormatter : public DealFormatter {
  public:
    TextFormatter(const Report& r, size_t width) : report_(r, width) {}
    void text(const Report&, const DealReport& d, std::string& out) override {
        out = report_.deal_text(d);
    }

  private:
    TextReport report_;
};

// The text a log at a time: the rubbers, listed after the deals, wait in a spool.
class TextWriter : public ReportWriter {
  public:
    TextWriter(Spool& out, size_t width) : out_(out), width_(width) {}

    void begin(const Report& r) override {
        report_ = std::make_unique<TextReport>(r, width_);
        rubbers_.clear();
        out_ << report_->head();
    }
    void rubber(const Report& r, const RubberState& finished) override {
        if (!r.players) rubbers_ << report_->rubber_text(finished);
    }
    void deal(const Report&, const DealReport& d) override { out_ << report_->deal_text(d); }
    void deal(const Report&, const DealReport&, std::string_view text) override { out_ << text; }
    std::unique_ptr<DealFormatter> formatter(const Report& r) const override {
        return std::make_unique<TextFormatter>(r, width_);
    }
    void end(const Report& r) override {
        if (r.players) {
            out_ << report_->columns_rubbers();
        } else {
            rubbers_ << report_->rubber_text(r.rubbers.back());
            rubbers_.copy_to(out_);
        }
        report_.reset();
    }

  private:
    Spool& out_;
    size_t width_;
    std::unique_ptr<TextReport> report_;
    Spool rubbers_;
};

} // namespace

std::unique_ptr<ReportWriter> text_writer(Spool& out, size_t width) {
    return std::make_unique<TextWriter>(out, width);
}

std::string report_text(const Report& r, size_t width) {
    Spool out(SIZE_MAX);
    write_report(r, *text_writer(out, width));
    return out.str();
}

} // namespace bl
