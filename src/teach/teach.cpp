#include "teach/teach.h"

#include "core/card.h"
#include "report/hand_diagram.h"
#include "report/law_quote.h"
#include "report/ruling_words.h"
#include "report/text_wrap.h"
#include "report/words.h"
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

std::string labelled_diagram(const GameLog& log, const Deal& deal, size_t width) {
    std::array<std::string, SEATS> labels;
    for (int s = 0; s < SEATS; ++s)
        labels[s] = seat_words(log, std::string(1, SEAT_CHARS[s])) + (s == deal.dealer ? ", dealer" : "");
    std::string out;
    const size_t room = width == 0 ? SIZE_MAX : width > 4 ? width - 4 : 0; // 0: not wrapped
    for (const std::string& line : diagram_lines(deal.hands, labels, room)) out += KEEP_LINE + ("    " + line) + "\n";
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
        out_ += "    " + with_card_symbols(event_words(e)) + (focus ? "   <- the irregularity" : "") + "\n";
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

std::string told_deal(const Case& c, int index, const CaseFocus& f, size_t width) {
    const Deal& deal = c.log.deals.at(index);
    std::string out = c.log.deals.size() > 1 ? fmt::format("\nDeal {} of {}", index + 1, c.log.deals.size()) : "\nThe deal";
    out += fmt::format(": {} deals{}.\n\n", seat_words(c.log, std::string(1, SEAT_CHARS[deal.dealer])),
                       deal.turn_up == NO_CARD ? "" : " and turns up " + card_label(deal.turn_up) + " for trumps");
    out += labelled_diagram(c.log, deal, width) + "\n";
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

std::string seats_words(const GameLog& log, const nlohmann::json& seats) {
    std::vector<std::string> out;
    for (const std::string& s : strings(seats)) out.push_back(seat_words(log, s));
    return or_list(out);
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

// The option that serves the claimants best, said only when it is so: the electors are the
// offender's adversaries, and one option, scored on what is certain, nets them more than every
// other ("" otherwise: a tie, or the choice is not theirs).
std::string honest_best(const nlohmann::json& ruling) {
    if (!ruling.contains("options_score") || !ruling["offender"].is_string()) return "";
    const std::string offender = ruling["offender"].get<std::string>();
    const auto side = [](const std::string& seat) { return seat == "N" || seat == "S" ? 0 : 1; };
    const auto electors = strings(ruling["elector"]);
    if (electors.empty()) return "";
    for (const std::string& e : electors)
        if (side(e) == side(offender)) return "";
    std::string best;
    int top = 0, at_top = 0;
    for (const auto& s : ruling["options_score"]) {
        const auto o = parse_name<Option>(s.value("option", ""));
        if (!o || depends_on_play(*o) || *o == Option::NewDeal) continue;
        const int net = s.value("net", 0);
        if (at_top == 0 || net > top) top = net, at_top = 1, best = s.value("option", "");
        else if (net == top) ++at_top;
    }
    return at_top == 1 && ruling["options_score"].size() > 1 ? best : "";
}

// One option's figures, or why there are none: its effect depends on the play that would have
// followed, or the hand is void.
std::string option_figures(const std::string& option, const nlohmann::json* score) {
    const auto o = parse_name<Option>(option);
    if (o && depends_on_play(*o)) return "depends on the play that would have followed; the log cannot show it";
    if (o && *o == Option::NewDeal) return "the hand is void: nothing is scored for it";
    if (!score) return "";
    std::string out = deal_score((*score)["tricks"], (*score)["score"]);
    if (score->contains("players")) out += "; the columns: " + players_score((*score)["players"]);
    return out;
}

std::string option_lines(const nlohmann::json& ruling) {
    std::map<std::string, const nlohmann::json*> scores;
    if (ruling.contains("options_score"))
        for (const auto& s : ruling["options_score"]) scores[s.value("option", "")] = &s;
    const std::string best = honest_best(ruling);
    std::string out;
    int n = 0;
    for (const std::string& o : strings(ruling["options"])) {
        const std::string label = fmt::format("      {}. ", ++n);
        out += para(option_words(o) + (o == best ? " (the best for the claimants)" : ""), "         ", label);
        const std::string figures = scores.empty() ? "" : option_figures(o, scores.count(o) ? scores[o] : nullptr);
        if (!figures.empty()) out += para(figures, "         ");
    }
    return out;
}

std::string elected_line(const nlohmann::json& ruling) {
    if (!ruling.contains("elected") || !ruling["elected"].is_string()) return "";
    return fmt::format("    Applied here: {}.\n", option_words(ruling["elected"].get<std::string>()));
}


std::string ruling_text(const GameLog& log, const Lawbook& book, const nlohmann::json& r, int deal, size_t deals) {
    std::string out = para(fmt::format("{}{}{}; {}.", capitalised(infraction_words(r.value("infraction", ""))), by_offender(log, r),
                                       deals > 1 ? fmt::format(" in deal {}", deal + 1) : "", status_phrase(r.value("status", ""))),
                           "  ");
    const auto laws = remedy_first(r, book);
    if (!laws.empty()) out += "    " + law_numbers(laws) + ":\n";
    for (const std::string& n : laws) {
        const std::string quote = law_quote(book, n);
        if (!quote.empty()) out += para(quote, std::string(11, ' '), fmt::format("      {:>3}  ", n));
    }
    out += para(remedy_words(r), "    ");
    if (!r["elector"].empty()) out += para("Who chooses: " + seats_words(log, r["elector"]) + ".", "    ");
    if (!r["options"].empty()) out += option_lines(r);
    return out + elected_line(r);
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

std::string teach_setting(const Case& c, const CaseFocus& focus, size_t width) {
    const size_t rule = std::min(display_width(c.name), width == 0 ? display_width(c.name) : width);
    std::string out = para(c.name, "") + KEEP_LINE + std::string(rule, '=') + "\n\n";
    if (!c.story.empty()) out += para(c.story, "");
    if (focus.ruled) {
        out += told_deal(c, focus.deal, focus, width);
    } else {
        for (size_t i = 0; i < c.log.deals.size(); ++i) out += told_deal(c, int(i), focus, width);
    }
    return wrap_lines(out + "\nThe question:\n" + para(c.question, "  "), width);
}

std::string teach_ruling(const Case& c, const CodeRuling& r, size_t width) {
    std::string out = fmt::format("\nUnder {}:\n", code_name(r.book));
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
    if (!r.explain.empty()) out += "  Why:\n" + para(r.explain, "    ");
    if (!r.agrees) out += "  Note: the case expects another ruling here; the engine does not yet give the law's answer.\n";
    return wrap_lines(out, width);
}

Case case_of_log(const std::string& path, GameLog log, const std::string& code) {
    Case c;
    c.file = path;
    c.name = "The log " + path;
    c.question = "How is each irregularity ruled?";
    c.expect.push_back({code.empty() ? log.code : code, nlohmann::json::object(), ""});
    c.log = std::move(log);
    return c;
}

std::string teach_log(const Case& c, const std::vector<CodeRuling>& codes, size_t width) {
    std::string out = para(c.name, "") + KEEP_LINE + std::string(std::min(display_width(c.name), width ? width : 1000), '=') + "\n";
    const nlohmann::json& first = codes.front().report;
    const size_t deals = first["deals"].size();
    int count = 0, n = 0;
    for (const auto& d : first["deals"]) count += int(d["rulings"].size());
    if (count == 0) out += "\nThe log has no irregularity to rule on.\n";
    for (const auto& d : first["deals"]) {
        const int deal = d.value("index", 0);
        for (size_t k = 0; k < d["rulings"].size(); ++k) {
            const auto& r = d["rulings"][k];
            const CaseFocus focus{true, deal, r.value("event", -1), r.value("phase", "") == "deal"};
            out += fmt::format("\nRuling {} of {}\n", ++n, count) + told_deal(c, deal, focus, width);
            out += "\nThe question:\n" +
                   para(fmt::format("How is {}{} ruled?", infraction_words(r.value("infraction", "")), by_offender(c.log, r)), "  ");
            for (const CodeRuling& code : codes) {
                out += fmt::format("\nUnder {}:\n", code_name(code.book));
                const auto& same = code.report["deals"].at(size_t(deal))["rulings"];
                if (k < same.size()) out += ruling_text(c.log, code.book, same[k], deal, deals);
                else out += "  No irregularity to rule on here.\n";
            }
        }
    }
    return wrap_lines(out, width);
}

} // namespace bl
