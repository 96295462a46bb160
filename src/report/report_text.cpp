#include "report/report.h"

#include "core/card.h"
#include "report/hand_diagram.h"
#include "report/report_columns.h"

#include <fmt/format.h>

namespace bl {

namespace {

std::string law_list(const std::vector<std::string>& laws) {
    if (laws.empty()) return "";
    std::string out = laws.size() == 1 ? "Law " : "Laws ";
    for (size_t i = 0; i < laws.size(); ++i) out += (i ? ", " : "") + laws[i];
    return out;
}

std::string seat_label(const std::array<std::string, SEATS>& names, Seat s) {
    if (s == NO_SEAT) return "-";
    return names[s].empty() ? seat_name(s) : fmt::format("{} ({})", seat_name(s), names[s]);
}

class TextReport {
  public:
    explicit TextReport(const Report& r) : r_(r), log_(*r.log), book_(*r.book), names_(r.log->players) {}

    std::string run() {
        out_ += fmt::format("{} ({}), edition {}\n", book_.title, book_.id, book_.edition);
        if (!log_.file.empty()) out_ += fmt::format("Log: {}\n", log_.file);
        if (r_.table) table(*r_.table);
        for (const DealReport& d : r_.deals) deal(d);
        rubbers();
        return out_;
    }

  private:
    void deal(const DealReport& d) {
        const State& end = d.record.history.back();
        names_ = seat_names(r_, d);
        out_ += fmt::format("\nDeal {}: {} deals.\n", d.index + 1, seat_label(names_, d.deal->dealer));
        for (int s = 0; s < SEATS; ++s)
            out_ += fmt::format("  {:<2} {}\n", SEAT_CHARS[s], hand_string(d.deal->hands[s]));
        diagram(*d.deal);
        declaration(d, end);
        int t = 0;
        for (const QuittedTrick& q : d.record.tricks) {
            std::string cards;
            Seat s = q.trick.leader;
            for (int i = 0; i < SEATS; ++i, s = next(s))
                if (q.trick.has(s)) cards += fmt::format("{}{} {}", cards.empty() ? "" : ", ", seat_name(s), card_name(q.trick.by_seat[s]));
            out_ += fmt::format("  Trick {:>2}: {} led; {} -- won by {}\n", ++t, seat_name(q.trick.leader), cards, seat_name(q.winner));
        }
        for (const Ruling& ru : d.rulings) ruling(ru);
        if (!d.scored) {
            out_ += fmt::format("  The deal ends: {}; nothing is scored.\n", name(d.record.ends));
            return;
        }
        out_ += fmt::format("  Tricks: NS {}, EW {}.\n", d.score.tricks[NS], d.score.tricks[EW]);
        for (const ScoreLine& l : d.score.lines)
            out_ += fmt::format("  {} {:>4} {}  {}{}\n", SIDE_NAMES[l.side], l.points, l.above ? "above" : "below", l.what,
                                l.laws.empty() ? "" : " (" + law_list(l.laws) + ")");
        if (d.score.lines.empty()) out_ += "  Nothing is scored.\n";
        if (d.players) {
            out_ += columns_deal_text(r_, d); // the sides keep no score of their own
            return;
        }
        if (d.game_won) out_ += fmt::format("  {} win a game (Law {}).\n", SIDE_NAMES[*d.game_won], book_.params.game.laws.front());
        out_ += fmt::format("  Score: NS {} below, {} above; EW {} below, {} above; games NS {}, EW {}.\n", d.rubber.below[NS],
                            d.rubber.above[NS], d.rubber.below[EW], d.rubber.above[EW], d.rubber.games[NS], d.rubber.games[EW]);
    }

    // The hands as the books print them, under the one-line hands above.
    void diagram(const Deal& deal) {
        std::array<std::string, SEATS> labels;
        for (int s = 0; s < SEATS; ++s)
            labels[s] = seat_label(names_, Seat(s)) + (s == deal.dealer ? ", dealer" : "");
        out_ += "\n";
        for (const std::string& line : diagram_lines(deal.hands, labels)) out_ += "    " + line + "\n";
        out_ += "\n";
    }

    void declaration(const DealReport& d, const State& end) {
        if (end.trump == NO_DENOM) {
            out_ += "  No trump was declared.\n";
            return;
        }
        if (book_.params.trump_turned.value) {
            out_ += fmt::format("  The trump card turned: {}; {} are trumps ({}).\n", card_name(d.deal->turn_up),
                                DENOM_NAMES[end.trump], law_list(book_.params.trump_turned.laws));
            return;
        }
        out_ += fmt::format("  {}{} declares {} ({}).\n", end.left ? fmt::format("The dealer leaves it; ") : "",
                            seat_label(names_, end.declarer), DENOM_NAMES[end.trump], law_list(book_.params.trump_turned.laws));
        if (end.multiplier() > 1)
            out_ += fmt::format("  Doubled: each trick counts {} times its value ({}).\n", end.multiplier(),
                                law_list(book_.params.doubling.laws));
    }

    // What happened, in a sentence a committee can read aloud.
    std::string what_happened(const Situation& x) const {
        const std::string who = seat_label(names_, x.offender);
        const std::string card = x.card == NO_CARD ? "" : " " + card_name(x.card);
        const std::string trick = x.trick > 0 ? fmt::format(" in trick {}", x.trick) : "";
        // An erroneous score has no offender (the score is corrected, no one is penalised):
        // the irregularity is named alone, not "by" a placeholder.
        if (x.offender == NO_SEAT) return fmt::format("{}{}{}", name(x.id), card, trick);
        switch (x.id) {
        case Infraction::Revoke: return fmt::format("{} renounced{} ({}) holding a card of the suit led, and did not correct it in time", who, trick, card_name(x.card));
        case Infraction::RenounceCorrected: return fmt::format("{} renounced{} ({}) and took the card back in time", who, trick, card_name(x.card));
        case Infraction::LeadOutOfTurn:
        case Infraction::LeadFromWrongHand:
            return fmt::format("{} led{}{} when {} should have led; {} played to it after", who, card, trick,
                               seat_label(names_, x.should_have_led), x.followed == 1 ? "one player" : fmt::format("{} players", x.followed));
        case Infraction::ExposedCard:
        case Infraction::ExposedBeforeLead:
        case Infraction::ExposedBeforeDeclaration:
        case Infraction::ExposedInDeal: return fmt::format("{} exposed{} ({})", who, card, name(x.phase));
        case Infraction::PlayedBeforePartner:
            if (x.position == 0)
                return fmt::format("{} led again{}{} without waiting for his partner to play", who,
                                   card, trick);
            return fmt::format("{} played{}{} out of his turn, in place {} of the trick", who, card,
                               trick, x.position);
        case Infraction::FailureToComply: return fmt::format("{} played{}{} against the call that bound him", who, card, trick);
        case Infraction::DealOutOfTurn: return fmt::format("{} dealt out of turn", who);
        default: return fmt::format("{}: {}{}", name(x.id), who, card);
        }
    }

    void ruling(const Ruling& r) {
        const Situation& x = r.situation;
        out_ += fmt::format("  Ruling (event {}): {}. Status: {}.", x.event, what_happened(x), name(r.status));
        if (r.provision == Provision::NoProvision) {
            out_ += " The code makes no provision for it.\n";
            return;
        }
        out_ += fmt::format(" {}:", law_list(r.laws));
        if (!r.laws.empty())
            if (const Law* l = book_.law(r.laws.front())) out_ += fmt::format(" \"{}\"", quote(l->text));
        if (r.provision == Provision::NoPenalty) {
            out_ += " The code gives no penalty.\n";
        } else {
            std::string who, opts;
            for (Seat s : r.elector) who += (who.empty() ? "" : " or ") + seat_label(names_, s);
            for (Option o : r.options) opts += (opts.empty() ? "" : ", ") + std::string(name(o));
            // No elector: the remedy follows of itself, whoever claims it; where no one is at
            // fault it corrects, and penalises no one.
            const char* remedy = is_correction(x.id) ? "correction" : "penalty";
            if (!opts.empty() && who.empty())
                out_ += fmt::format(" The {}: {}.", remedy, opts);
            else if (!opts.empty()) out_ += fmt::format(" {} may choose: {}.", who, opts);
            for (Consequence c : r.consequences) out_ += fmt::format(" Consequence: {}.", name(c));
            for (const OptionScore& o : r.option_scores) out_ += option_line(r, o);
            if (!r.option_scores.empty()) out_ += "\n   ";
            if (r.elected) out_ += fmt::format(" Elected: {}.", name(*r.elected));
            if (!r.election_problem.empty()) out_ += fmt::format(" The election fails: {}.", r.election_problem);
            out_ += "\n";
        }
        if (r.rule && !r.rule->note.empty()) out_ += fmt::format("    {}\n", r.rule->note);
    }

    // What one option makes of the hand and the rubber: the sides', or where the code scores by
    // players, the players' columns.
    std::string option_line(const Ruling& r, const OptionScore& o) const {
        const char* best = r.best == o.option ? " -- the best for the claimants" : "";
        if (o.players)
            return fmt::format("\n    If {}: tricks NS {}, EW {}; the hand NS {}/{}, EW {}/{} "
                               "(below/above); {}{}.",
                               name(o.option), o.tricks[NS], o.tricks[EW], o.below[NS], o.above[NS],
                               o.below[EW], o.above[EW], columns_option_text(r_, o), best);
        return fmt::format("\n    If {}: tricks NS {}, EW {}; the hand NS {}/{}, EW {}/{} "
                           "(below/above); the rubber NS {}, EW {}{}.",
                           name(o.option), o.tricks[NS], o.tricks[EW], o.below[NS], o.above[NS],
                           o.below[EW], o.above[EW], o.total[NS], o.total[EW], best);
    }

    // The law quoted briefly: its first sentence, or its first words.
    static std::string quote(const std::string& text) {
        size_t end = text.find(". ");
        if (end == std::string::npos || end > 220) end = std::min<size_t>(text.size(), 220);
        std::string q = text.substr(0, end);
        return end < text.size() && text[end] != '.' ? q + "..." : q + (end < text.size() ? "." : "");
    }

    void table(const TableFormed& t) {
        if (t.settled) {
            out_ += fmt::format("\nCutting ({} round{}): {} and {} play against {} and {}; {} deals first.\n", t.cuts,
                                t.cuts == 1 ? "" : "s", t.pairs[0][0], t.pairs[0][1], t.pairs[1][0], t.pairs[1][1], t.first_dealer);
            out_ += t.agrees ? "The seating and the first dealer agree with the cut.\n"
                             : "The seating or the first dealer does not agree with the cut.\n";
        }
        for (const std::string& p : t.problems) out_ += "Cutting: " + p + ".\n";
    }

    void rubbers() {
        if (r_.players) {
            out_ += columns_rubbers_text(r_);
            return;
        }
        for (const RubberState& s : r_.rubbers) {
            out_ += fmt::format("\nRubber: games NS {}, EW {}; total NS {}, EW {}.\n", s.games[NS], s.games[EW], s.total[NS], s.total[EW]);
            if (!s.finished) {
                out_ += "The rubber is not finished.\n";
                continue;
            }
            out_ += fmt::format("{} win the rubber (bonus {}, {}): {} {} points.\n", SIDE_NAMES[*s.winner],
                                book_.params.rubber_bonus.value, law_list(book_.params.rubber_bonus.laws),
                                s.points >= 0 ? "they win" : "they lose", std::abs(s.points));
            if (r_.in_units)
                out_ += fmt::format("Settled in units of ten (five and over count one): {} units.\n", settlement_units(s.points));
        }
    }

    const Report& r_;
    const GameLog& log_;
    const Lawbook& book_;
    std::array<std::string, SEATS> names_; // who sits where in the deal being written
    std::string out_;
};

} // namespace

std::string report_text(const Report& r) { return TextReport(r).run(); }

} // namespace bl
