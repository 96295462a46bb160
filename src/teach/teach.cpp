#include "teach/teach.h"

#include "core/card.h"
#include "report/hand_diagram.h"
#include "teach/teach_words.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <sstream>

namespace bl {

namespace {

// ---- the setting --------------------------------------------------------------------------

std::string labelled_diagram(const GameLog& log, const Deal& deal) {
    std::array<std::string, SEATS> labels;
    for (int s = 0; s < SEATS; ++s)
        labels[s] = seat_words(log, std::string(1, SEAT_CHARS[s])) + (s == deal.dealer ? ", dealer" : "");
    std::string out;
    for (const std::string& line : diagram_lines(deal.hands, labels)) out += "    " + line + "\n";
    return out;
}

// "W takes back CA" -> "W takes back ♣A": the cards as the diagram shows them.
std::string with_card_symbols(const std::string& text) {
    std::istringstream words(text);
    std::string out, word;
    while (words >> word) {
        const bool card_like = word.size() >= 2 && word.size() <= 3 && std::isupper(static_cast<unsigned char>(word[0]));
        const Card c = card_like ? parse_card(word).card : NO_CARD;
        out += (out.empty() ? "" : " ") + (c == NO_CARD ? word : card_label(c));
    }
    return out;
}

// The plays are gathered into tricks of four cards, so a deal reads as the books print it;
// any other event stands on its own line (and a trick it interrupts goes on after it).
class EventTeller {
  public:
    void add(const Event& e, bool focus) {
        if (e.verb == Verb::Plays) return play(e, focus);
        flush();
        out_ += "    " + with_card_symbols(event_text(e)) + (focus ? "   <- the irregularity" : "") + "\n";
        if (e.verb == Verb::TakesBack) cards_ = std::max(0, cards_ - e.cards.size());
    }

    // Between tricks: the play so far ends on a whole trick.
    bool between_tricks() const { return cards_ == 0; }

    std::string done() {
        flush();
        return out_;
    }

  private:
    void play(const Event& e, bool focus) {
        std::string cards;
        for (Card c : e.cards) {
            cards += (cards.empty() ? "" : " ") + card_label(c);
            ++cards_;
        }
        const std::string played = fmt::format("{} {}", SEAT_CHARS[e.by], cards);
        line_ += (line_.empty() ? "" : ", ") + played;
        if (focus) focus_ = played;
        if (cards_ >= 4) flush();
    }

    void flush() {
        if (line_.empty()) return;
        out_ += fmt::format("    Trick {:>2}{}: {}{}\n", trick_ + 1, continued_ ? " (continued)" : "", line_,
                            focus_.empty() ? "" : "   <- the irregularity: " + focus_);
        continued_ = cards_ < 4;
        if (cards_ >= 4) ++trick_, cards_ = 0;
        line_.clear();
        focus_.clear();
    }

    std::string out_, line_, focus_;
    int trick_ = 0, cards_ = 0;
    bool continued_ = false;
};


// The events up to the irregularity at `focus` (all of them for -1), and on to the end of its
// trick: who followed a false lead, or took it back, is part of the question.
std::string told_events(const std::vector<Event>& events, int focus) {
    EventTeller teller;
    for (int i = 0; i < int(events.size()); ++i) {
        if (focus >= 0 && i > focus && teller.between_tricks()) break;
        teller.add(events[i], i == focus);
    }
    return teller.done();
}

std::string told_deal(const Case& c, int index, const CaseFocus& f) {
    const Deal& deal = c.log.deals.at(index);
    std::string out = c.log.deals.size() > 1 ? fmt::format("\nDeal {} of {}", index + 1, c.log.deals.size()) : "\nThe deal";
    out += fmt::format(": {} deals{}.\n\n", seat_words(c.log, std::string(1, SEAT_CHARS[deal.dealer])),
                       deal.turn_up == NO_CARD ? "" : " and turns up " + card_label(deal.turn_up) + " for trumps");
    out += labelled_diagram(c.log, deal) + "\n";
    const bool here = f.ruled && f.deal == index;
    if (!deal.during_deal.empty()) {
        out += "  While dealing:\n" + told_events(deal.during_deal, here && f.during_deal ? f.event : -1);
        if (here && f.during_deal) return out;
    }
    if (here && f.event < 0) return out + "  The irregularity is in the deal itself (who dealt, or the cards dealt).\n";
    if (deal.events.empty()) return out;
    out += here ? "  What happened, up to the irregularity and the end of its trick:\n" : "  What happened:\n";
    return out + told_events(deal.events, here ? f.event : -1);
}

// ---- the rulings --------------------------------------------------------------------------

// "THE LAWS OF BRIDGE. REPRINTED, ..." -> "The Laws of Bridge": the title's first sentence,
// in the case a reader expects.
std::string plain_title(std::string title) {
    const size_t stop = title.find(". ");
    if (stop != std::string::npos) title.resize(stop);
    if (std::any_of(title.begin(), title.end(), [](char ch) { return std::islower(static_cast<unsigned char>(ch)); })) return title;
    std::istringstream words(title);
    std::string out, word;
    for (bool first = true; words >> word; first = false) {
        for (char& ch : word) ch = char(std::tolower(static_cast<unsigned char>(ch)));
        if (first || (word != "of" && word != "the" && word != "and")) word[0] = char(std::toupper(static_cast<unsigned char>(word[0])));
        out += (out.empty() ? "" : " ") + word;
    }
    return out;
}



std::string seats_words(const GameLog& log, const nlohmann::json& seats) {
    std::vector<std::string> out;
    for (const std::string& s : strings(seats)) out.push_back(seat_words(log, s));
    return or_list(out);
}

std::string law_numbers(const std::vector<std::string>& laws) {
    std::string out = laws.size() == 1 ? "Law " : "Laws ";
    for (size_t i = 0; i < laws.size(); ++i) out += (i ? ", " : "") + laws[i];
    return out;
}

std::string side_score(const nlohmann::json& tricks, const nlohmann::json& score, const char* side) {
    const auto& s = score[side];
    return fmt::format("{} {} tricks: {} below, {} above", side, tricks.value(side, 0), s.value("below", 0), s.value("above", 0));
}

// "NS 9 tricks: 24 below, 32 above; EW 4 tricks: 24 below, 16 above".
std::string deal_score(const nlohmann::json& tricks, const nlohmann::json& score) {
    return side_score(tricks, score, "NS") + "; " + side_score(tricks, score, "EW");
}

// Why a deal scores nothing, for a learner.
std::string unplayed_words(const std::string& ends) {
    if (ends == "new-deal") return "as there is a new deal";
    if (ends == "misdeal") return "as it is a misdeal";
    return "as the log stops before the deal is played out";
}

// Where the code scores by players: "Mr. B 40 below, 66 above; Mr. Z nothing; ...".
std::string players_score(const nlohmann::json& players) {
    std::string out;
    for (const auto& c : players["columns"]) {
        const int below = c.value("below", 0), above = c.value("above", 0);
        out += (out.empty() ? "" : "; ") + c.value("player", std::string()) +
               (below || above ? fmt::format(" {} below, {} above", below, above)
                               : std::string(" nothing"));
    }
    return out;
}

std::string option_lines(const nlohmann::json& ruling) {
    std::map<std::string, const nlohmann::json*> scores;
    if (ruling.contains("options_score"))
        for (const auto& s : ruling["options_score"]) scores[s.value("option", "")] = &s;
    const std::string best = ruling.value("best_option", nlohmann::json()).is_string() ? ruling["best_option"].get<std::string>() : "";
    std::string out;
    int n = 0;
    for (const std::string& o : strings(ruling["options"])) {
        out += fmt::format("      {}. {}{}\n", ++n, option_words(o), o == best && scores.size() > 1 ? " (their best)" : "");
        if (scores.count(o)) out += fmt::format("         {}\n", deal_score((*scores[o])["tricks"], (*scores[o])["score"]));
        if (scores.count(o) && scores[o]->contains("players"))
            out +=
                fmt::format("         the columns: {}\n", players_score((*scores[o])["players"]));
    }
    return out;
}

std::string elected_line(const nlohmann::json& ruling) {
    if (!ruling.contains("elected") || !ruling["elected"].is_string()) return "";
    return fmt::format("    Applied here: {}.\n", option_words(ruling["elected"].get<std::string>()));
}

std::string ruling_text(const GameLog& log, const Lawbook& book, const nlohmann::json& r, int deal, size_t deals) {
    std::string what = infraction_words(r.value("infraction", ""));
    if (!what.empty()) what[0] = char(std::toupper(static_cast<unsigned char>(what[0])));
    std::string out = fmt::format("  {}{}{}; {}.\n", what, by_offender(log, r),
                                  deals > 1 ? fmt::format(" in deal {}", deal + 1) : "", r.value("status", ""));
    const auto laws = strings(r["laws"]);
    if (!laws.empty()) out += "    " + law_numbers(laws) + ":\n";
    for (const std::string& n : laws) {
        const std::string quote = law_quote(book, n);
        if (!quote.empty()) out += wrapped(quote, 64, std::string(11, ' '), fmt::format("      {:>3}  ", n));
    }
    out += wrapped(remedy_words(r), 72, "    ");
    if (!r["elector"].empty()) out += wrapped("Who chooses: " + seats_words(log, r["elector"]) + ".", 72, "    ");
    if (!r["options"].empty()) out += option_lines(r);
    return out + elected_line(r);
}

// ---- the differences ----------------------------------------------------------------------

struct Row {
    std::string label;
    std::vector<std::string> cells; // one per code
    bool differs() const { return std::any_of(cells.begin(), cells.end(), [&](const auto& c) { return c != cells[0]; }); }
};

std::vector<nlohmann::json> all_rulings(const nlohmann::json& report) {
    std::vector<nlohmann::json> out;
    if (report.contains("deals"))
        for (const auto& d : report["deals"])
            for (const auto& r : d["rulings"]) out.push_back(r);
    return out;
}

std::string cell(const std::vector<nlohmann::json>& rulings, size_t i, const std::function<std::string(const nlohmann::json&)>& f) {
    return i < rulings.size() ? f(rulings[i]) : "-";
}

// The options in one order, so that two codes giving the same choice compare equal.
nlohmann::json with_sorted_options(nlohmann::json ruling) {
    if (ruling["options"].is_array()) std::sort(ruling["options"].begin(), ruling["options"].end());
    return ruling;
}

std::vector<Row> comparison_rows(const std::vector<CodeRuling>& codes) {
    std::vector<std::vector<nlohmann::json>> rulings;
    size_t most = 0;
    for (const CodeRuling& c : codes) rulings.push_back(all_rulings(c.report)), most = std::max(most, rulings.back().size());
    std::vector<Row> rows;
    auto add = [&](const std::string& label, size_t i, const std::function<std::string(const nlohmann::json&)>& f) {
        Row row{label, {}};
        for (const auto& r : rulings) row.cells.push_back(cell(r, i, f));
        rows.push_back(row);
    };
    for (size_t i = 0; i < most; ++i) {
        const std::string n = most > 1 ? fmt::format(" {}", i + 1) : "";
        add("irregularity" + n, i, [](const auto& r) { return infraction_words(r.value("infraction", "")) + by_offender(r); });
        add("laws" + n, i, [](const auto& r) { return law_numbers(strings(r["laws"])); });
        add("ruling" + n, i, [](const auto& r) { return remedy_words(with_sorted_options(r)); });
        add("who chooses" + n, i, [](const auto& r) { return r["elector"].empty() ? "-" : or_list(strings(r["elector"])); });
    }
    const size_t deals = codes.front().report["deals"].size();
    for (size_t d = 0; d < deals; ++d) {
        const std::string n = deals > 1 ? fmt::format(" {}", d + 1) : "";
        Row tricks{"tricks" + n, {}}, score{"score" + n, {}};
        for (const CodeRuling& c : codes) {
            const auto& deal = c.report["deals"].at(d);
            tricks.cells.push_back(fmt::format("NS {}, EW {}", deal["tricks"].value("NS", 0), deal["tricks"].value("EW", 0)));
            score.cells.push_back(fmt::format("NS {}+{}, EW {}+{}", deal["score"]["NS"].value("below", 0), deal["score"]["NS"].value("above", 0),
                                              deal["score"]["EW"].value("below", 0), deal["score"]["EW"].value("above", 0)));
        }
        rows.push_back(tricks);
        rows.push_back(score);
    }
    return rows;
}

std::vector<std::string> cell_lines(const std::string& text, size_t width) {
    std::vector<std::string> out;
    std::istringstream lines(wrapped(text, width, ""));
    for (std::string l; std::getline(lines, l);) out.push_back(l);
    if (out.empty()) out.push_back("");
    return out;
}

std::string side_by_side(const std::vector<Row>& rows, const std::vector<std::string>& header, int width) {
    const size_t label = 16, gap = 2;
    const size_t column = std::max<size_t>(14, (size_t(width) - label) / header.size() - gap);
    std::string out;
    auto print = [&](const std::string& first, const std::vector<std::string>& cells) {
        std::vector<std::vector<std::string>> wrapped_cells;
        size_t height = 1;
        for (const auto& c : cells) wrapped_cells.push_back(cell_lines(c, column)), height = std::max(height, wrapped_cells.back().size());
        for (size_t l = 0; l < height; ++l) {
            std::string line = fmt::format("  {:<{}}", l == 0 ? first : "", label - 2);
            for (const auto& wc : wrapped_cells) line += fmt::format("{:<{}}", l < wc.size() ? wc[l] : "", column + gap);
            while (!line.empty() && line.back() == ' ') line.pop_back();
            out += line + "\n";
        }
    };
    print("", header);
    for (const Row& r : rows) print(r.label, r.cells);
    return out;
}

} // namespace

Result<std::vector<CodeRuling>> case_rulings(const Case& c, const LawLibrary& lib, const std::string& only) {
    std::vector<std::string> named;
    for (const CaseExpectation& e : c.expect) named.push_back(e.code);
    if (!only.empty() && std::find(named.begin(), named.end(), only) == named.end())
        return Error{c.file, 0, 0, fmt::format("the case does not name the code \"{}\"; it names {}", only, or_list(named))};
    std::vector<CodeRuling> out;
    for (const CaseOutcome& o : run_case(c, lib)) {
        if (!only.empty() && o.code != only) continue;
        if (o.actual.is_null()) return Error{c.file, 0, 0, fmt::format("under {}: {}", o.code, o.differences.empty() ? "the replay failed" : o.differences.front())};
        auto book = lib.load(o.code);
        if (!book) return book.error();
        const auto e = std::find_if(c.expect.begin(), c.expect.end(), [&](const CaseExpectation& x) { return x.code == o.code; });
        out.push_back({o.code, std::move(*book), o.actual, e->explain, o.passed});
    }
    return out;
}

CaseFocus case_focus(const std::vector<CodeRuling>& codes) {
    CaseFocus best;
    for (const CodeRuling& c : codes) {
        if (!c.report.contains("deals")) continue;
        for (const auto& d : c.report["deals"]) {
            if (d["rulings"].empty()) continue;
            const auto& r = d["rulings"][0];
            CaseFocus f{true, d.value("index", 0), r.value("event", -1), r.value("phase", "") == "deal"};
            const bool earlier = !best.ruled || f.deal < best.deal || (f.deal == best.deal && f.during_deal && !best.during_deal) ||
                                 (f.deal == best.deal && f.during_deal == best.during_deal && f.event < best.event);
            if (earlier) best = f;
            break;
        }
    }
    return best;
}

std::string teach_setting(const Case& c, const CaseFocus& focus) {
    std::string out = wrapped(c.name, 78, "") + std::string(std::min<size_t>(c.name.size(), 78), '=') + "\n\n";
    out += wrapped(c.story, 76, "");
    if (focus.ruled) {
        out += told_deal(c, focus.deal, focus);
    } else {
        for (size_t i = 0; i < c.log.deals.size(); ++i) out += told_deal(c, int(i), focus);
    }
    return out + "\nThe question:\n" + wrapped(c.question, 74, "  ");
}

std::string teach_ruling(const Case& c, const CodeRuling& r) {
    std::string out = fmt::format("\nUnder {} ({}):\n", r.code, plain_title(r.book.title));
    const auto& deals = r.report["deals"];
    bool any = false;
    for (const auto& d : deals)
        for (const auto& ru : d["rulings"]) out += ruling_text(c.log, r.book, ru, d.value("index", 0), deals.size()), any = true;
    if (!any) out += "  No irregularity to rule on.\n";
    for (const auto& d : deals) {
        const std::string which = deals.size() > 1 ? fmt::format(", deal {}", d.value("index", 0) + 1) : "";
        if (d.value("ends", "") != "played") {
            out += fmt::format("  Score{}: nothing, {}.\n", which, unplayed_words(d.value("ends", "")));
            continue;
        }
        out += fmt::format("  Score{}: {}.\n", which, deal_score(d["tricks"], d["score"]));
        if (any) continue; // a ruling case: the score lines would drown the ruling
        for (const auto& l : d["score_lines"])
            out += fmt::format("    {} {:>4} {}  {} ({})\n", l.value("side", ""), l.value("points", 0), l.value("column", ""),
                               l.value("what", ""), law_numbers(strings(l["laws"])));
    }
    if (!r.explain.empty()) out += "  Why:\n" + wrapped(r.explain, 72, "    ");
    if (!r.agrees) out += "  Note: the case expects another ruling here; the engine does not yet give the law's answer.\n";
    return out;
}

std::string teach_differences(const std::vector<CodeRuling>& codes, int width) {
    if (codes.size() < 2) return "";
    const auto rows = comparison_rows(codes);
    std::vector<Row> differing;
    bool substance = false;
    for (const Row& r : rows)
        if (r.differs()) differing.push_back(r), substance = substance || r.label.rfind("laws", 0) != 0;
    if (!substance) return "\nThe codes agree" + std::string(differing.empty() ? "." : ", under laws numbered differently.") + "\n";
    std::vector<std::string> header;
    for (const CodeRuling& c : codes) header.push_back(c.code);
    const bool scores = std::any_of(differing.begin(), differing.end(), [](const Row& r) { return r.label.rfind("score", 0) == 0; });
    return "\nWhere the codes differ:\n" + side_by_side(differing, header, width) +
           (scores ? "  (score: below the line+above it)\n" : "");
}

} // namespace bl
