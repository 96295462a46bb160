#include "report/report_html.h"

#include "core/card.h"
#include "report/hand_diagram.h"
#include "report/report_columns.h"

#include <pugixml.hpp>

#include <fmt/format.h>

#include <cctype>
#include <cstdlib>
#include <sstream>
#include <string_view>

namespace bl {

namespace {

using pugi::xml_node;

// Printed in <style>; written as text, so it holds no '<', '>' or '&' (pugixml would escape them).
constexpr const char* STYLE = R"(
body { font-family: Georgia, "Times New Roman", serif; color: #111; background: #fff;
       max-width: 62em; margin: 1.5em auto; padding: 0 1em; line-height: 1.35; }
h1 { font-size: 1.5em; margin: 0 0 .2em; }
h2 { font-size: 1.2em; border-bottom: 1px solid #777; margin: 1.6em 0 .6em; padding-bottom: .15em; }
h3 { font-size: 1em; margin: 0 0 .4em; }
.meta { color: #444; margin: .1em 0; }
.red { color: #c00; }
.top { display: flex; flex-wrap: wrap; gap: 1.5em 3em; align-items: flex-start; }
table.diagram { border-collapse: collapse; }
table.diagram td { vertical-align: top; padding: .2em .7em; }
.hand .who { font-weight: bold; white-space: nowrap; }
.hand .role { font-weight: normal; font-style: italic; color: #555; }
.hand .suit { white-space: nowrap; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: .95em; }
.sym { display: inline-block; width: 1.3em; font-family: "DejaVu Sans", sans-serif; }
td.compass { vertical-align: middle; text-align: center; }
.table-top { display: inline-block; border: 2px solid #333; border-radius: 3px; width: 6.5em; padding: .3em 0;
             background: #f3f1e6; font-size: .9em; }
.table-top .n, .table-top .s { display: block; font-weight: bold; }
.table-top .we { display: flex; justify-content: space-between; padding: .2em .5em; font-weight: bold; }
.table-top .trumps { display: block; font-size: .85em; }
.facts p { margin: .2em 0; }
table.play { border-collapse: collapse; margin: 1em 0 .3em; }
table.play th, table.play td { border: 1px solid #aaa; padding: .12em .6em; text-align: center; white-space: nowrap; }
table.play th { background: #eee; }
table.play td.led { text-decoration: underline; }
table.play td.led::before { content: "\25B8"; font-size: .8em; margin-right: .15em; }
table.play td.won { font-weight: bold; outline: 2px solid #222; outline-offset: -3px; background: #f6f0d8; }
.legend { font-size: .85em; color: #444; margin: 0 0 1em; }
.ruling { border: 2px solid #444; border-radius: 4px; padding: .6em 1em; margin: 1em 0; background: #fbfaf4;
          break-inside: avoid; }
.ruling .status { font-variant: small-caps; }
.ruling blockquote { margin: .4em 0 .4em .6em; padding: .1em .8em; border-left: 3px solid #999; }
.ruling blockquote .law { font-weight: bold; }
.ruling blockquote .heading { font-style: italic; }
.ruling ul { margin: .2em 0 .4em; }
.ruling li.elected { font-weight: bold; }
.ruling .problem { color: #a00; }
.ruling .note { font-style: italic; }
table.lines { border-collapse: collapse; margin: .6em 0; }
table.lines td { padding: .05em .6em; }
table.lines td.pts { text-align: right; }
table.sheet { border-collapse: collapse; margin: .5em 0 1em; min-width: 28em; }
table.sheet th { border-bottom: 1px solid #000; padding: .2em 1em; }
table.sheet td { padding: .1em 1em; vertical-align: bottom; width: 50%; border-left: 1px solid #000; }
table.sheet td:first-child { border-left: none; }
table.sheet .pts { font-weight: bold; display: inline-block; min-width: 2.5em; text-align: right; }
table.sheet .what { font-size: .8em; color: #444; }
table.sheet tr.the-line td { border-bottom: 3px double #000; }
table.sheet tr.game td { border-bottom: 1px solid #000; }
table.sheet tr.total td { border-top: 1px solid #000; font-weight: bold; }
.result { font-weight: bold; }
@media print {
  body { max-width: none; margin: 0; padding: 0; font-size: 10pt; }
  section.deal { break-before: page; }
  section.deal:first-of-type { break-before: auto; }
  .ruling, table.play, table.diagram, table.sheet { break-inside: avoid; }
  .red { color: #c00; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  table.play td.won, .table-top { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
}
)";

// Elements that HTML writes without an end tag.
bool void_element(const char* name) {
    for (const char* v : {"meta", "br", "hr", "img", "col", "link", "wbr"})
        if (std::string_view(name) == v) return true;
    return false;
}

// pugixml writes an empty element as <td />, which HTML reads as an open tag: give each empty
// non-void element an empty text, written as <td></td>.
void close_empty_elements(xml_node n) {
    for (xml_node c : n.children())
        if (c.type() == pugi::node_element) close_empty_elements(c);
    if (n.type() == pugi::node_element && !n.first_child() && !void_element(n.name()))
        n.append_child(pugi::node_pcdata);
}

xml_node el(xml_node parent, const char* name, const std::string& cls = {}) {
    xml_node n = parent.append_child(name);
    if (!cls.empty()) n.append_attribute("class") = cls.c_str();
    return n;
}

xml_node text(xml_node parent, const std::string& s) {
    parent.append_child(pugi::node_pcdata).set_value(s.c_str());
    return parent;
}

xml_node el(xml_node parent, const char* name, const std::string& cls, const std::string& content) {
    return text(el(parent, name, cls), content);
}

bool red(Suit s) { return s == HEARTS || s == DIAMONDS; }

// A suit symbol, red for hearts and diamonds.
void symbol(xml_node parent, Suit s, const std::string& cls = "sym") {
    el(parent, "span", cls + (red(s) ? " red" : ""), SUIT_SYMBOLS[s]);
}

void card(xml_node parent, Card c) {
    if (c >= CARDS) return void(text(parent, "?"));
    symbol(parent, suit_of(c), "card-suit");
    text(parent, rank_label(rank_of(c)));
}

// "lead-from-wrong-hand" -> "Lead from wrong hand".
std::string words_of(std::string_view id) {
    std::string out(id);
    for (char& c : out)
        if (c == '-') c = ' ';
    if (!out.empty()) out[0] = char(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

std::string law_list(const std::vector<std::string>& laws) {
    if (laws.empty()) return "";
    std::string out = laws.size() == 1 ? "Law " : "Laws ";
    for (size_t i = 0; i < laws.size(); ++i) out += (i ? ", " : "") + laws[i];
    return out;
}

class HtmlWriter {
  public:
    HtmlWriter(const Report& r, xml_node article)
        : r_(r), log_(*r.log), book_(*r.book), a_(article), names_(r.log->players) {}

    void run() {
        header();
        for (const DealReport& d : r_.deals) deal(d);
        score_sheets();
    }

  private:
    std::string who(Seat s) const {
        if (s == NO_SEAT) return "-";
        return names_[s].empty() ? seat_name(s) : fmt::format("{} ({})", names_[s], seat_name(s));
    }

    std::string side_players(Side side) const {
        const Seat a = side == NS ? N : E, b = partner(a);
        if (log_.players[a].empty() || log_.players[b].empty()) return SIDE_NAMES[side];
        return fmt::format("{} ({} and {})", SIDE_NAMES[side], log_.players[a], log_.players[b]);
    }

    void header() {
        xml_node h = el(a_, "header");
        el(h, "h1", "", fmt::format("{} ({}), edition {}", book_.title, book_.id, book_.edition));
        if (!log_.file.empty()) el(h, "p", "meta", "Log: " + log_.file);
        std::string table;
        for (Seat s : {N, E, S, W})
            if (!log_.players[s].empty()) table += (table.empty() ? "" : ", ") + who(s);
        if (!table.empty()) el(h, "p", "meta", "At the table: " + table + ".");
    }

    // ----- one deal -----

    void deal(const DealReport& d) {
        const State& end = d.record.history.back();
        names_ = seat_names(r_, d);
        xml_node sec = el(a_, "section", "deal");
        sec.append_attribute("id") = fmt::format("deal-{}", d.index + 1).c_str();
        el(sec, "h2", "", fmt::format("Deal {}: {} deals", d.index + 1, who(d.deal->dealer)));
        xml_node top = el(sec, "div", "top");
        diagram(top, *d.deal, end);
        facts(el(top, "div", "facts"), d, end);
        play(sec, d);
        for (const Ruling& ru : d.rulings) ruling(sec, d, ru);
        hand_score(sec, d);
    }

    void hand(xml_node cell, const Deal& deal, Seat s) {
        xml_node h = el(cell, "div", "hand");
        xml_node w = el(h, "div", "who", who(s));
        std::string role = s == deal.dealer ? "dealer" : "";
        if (book_.params.dummy.value && s == partner(deal.dealer)) role = "dummy";
        if (!role.empty()) el(text(w, " "), "span", "role", role);
        for (int k = 0; k < SUITS; ++k) {
            xml_node line = el(h, "div", "suit");
            symbol(line, Suit(k));
            text(line, holding_text(deal.hands[s], Suit(k)));
        }
    }

    void diagram(xml_node parent, const Deal& deal, const State& end) {
        xml_node t = el(parent, "table", "diagram");
        const auto row = [&] { return el(t, "tr"); };
        xml_node r1 = row();
        el(r1, "td");
        hand(el(r1, "td"), deal, N);
        el(r1, "td");
        xml_node r2 = row();
        hand(el(r2, "td"), deal, W);
        xml_node box = el(el(r2, "td", "compass"), "div", "table-top");
        el(box, "span", "n", "N");
        xml_node we = el(box, "span", "we");
        el(we, "span", "", "W");
        el(we, "span", "", "E");
        el(box, "span", "s", "S");
        if (end.trump < NO_TRUMPS) {
            xml_node tr = el(box, "span", "trumps", "trumps ");
            symbol(tr, Suit(end.trump));
        } else if (end.trump == NO_TRUMPS) {
            el(box, "span", "trumps", "no trumps");
        }
        hand(el(r2, "td"), deal, E);
        xml_node r3 = row();
        el(r3, "td");
        hand(el(r3, "td"), deal, S);
        el(r3, "td");
    }

    void facts(xml_node f, const DealReport& d, const State& end) {
        const Parameters& p = book_.params;
        if (end.trump == NO_DENOM) {
            el(f, "p", "declaration", "No trump was declared.");
        } else if (p.trump_turned.value) {
            xml_node line = el(f, "p", "declaration", "The trump card turned: ");
            card(line, d.deal->turn_up);
            text(line, fmt::format("; {} are trumps ({}).", DENOM_NAMES[end.trump],
                                   law_list(p.trump_turned.laws)));
        } else {
            el(f, "p", "declaration",
               fmt::format("{}{} declares {} ({}).", end.left ? "The dealer leaves it; " : "",
                           who(end.declarer), DENOM_NAMES[end.trump],
                           law_list(p.trump_turned.laws)));
        }
        if (end.multiplier() > 1)
            el(f, "p", "doubling",
               fmt::format("Doubled: each trick counts {} times its value ({}).", end.multiplier(),
                           law_list(p.doubling.laws)));
        else if (end.trump != NO_DENOM && !p.trump_turned.value)
            el(f, "p", "doubling", "Not doubled.");
        if (d.scored)
            el(f, "p", "tricks",
               fmt::format("Tricks: NS {}, EW {}.", d.score.tricks[NS], d.score.tricks[EW]));
        else
            el(f, "p", "tricks",
               fmt::format("The deal ends: {}; nothing is scored.", name(d.record.ends)));
        if (!d.rulings.empty())
            el(f, "p", "",
               fmt::format("{} ruling{} below.", d.rulings.size(),
                           d.rulings.size() == 1 ? "" : "s"));
    }

    void play(xml_node sec, const DealReport& d) {
        if (d.record.tricks.empty()) return;
        xml_node t = el(sec, "table", "play");
        xml_node head = el(el(t, "thead"), "tr");
        el(head, "th", "", "Trick");
        for (Seat s : {N, E, S, W}) el(head, "th", "", seat_name(s));
        el(head, "th", "", "Led by");
        el(head, "th", "", "Won by");
        xml_node body = el(t, "tbody");
        int n = 0;
        for (const QuittedTrick& q : d.record.tricks) {
            xml_node tr = el(body, "tr");
            el(tr, "td", "", std::to_string(++n));
            for (Seat s : {N, E, S, W}) {
                std::string cls = s == q.trick.leader ? "led" : "";
                if (s == q.winner) cls += cls.empty() ? "won" : " won";
                xml_node td = el(tr, "td", cls);
                if (q.trick.has(s))
                    card(td, q.trick.by_seat[s]);
                else
                    text(td, "-");
            }
            el(tr, "td", "", seat_name(q.trick.leader));
            el(tr, "td", "", seat_name(q.winner));
        }
        el(sec, "p", "legend",
           "\u25B8 underlined: the card led; boxed in bold: the card that won the trick.");
    }

    // The event a ruling is about, as the log wrote it.
    std::string event_of(const DealReport& d, const Situation& x) const {
        const std::vector<Event>& list =
            x.phase == Phase::Deal ? d.deal->during_deal : d.deal->events;
        if (x.event < 0 || size_t(x.event) >= list.size()) return {};
        return event_text(list[size_t(x.event)]);
    }

    void quote_law(xml_node box, const std::string& number) {
        xml_node q = el(box, "blockquote");
        xml_node p = el(q, "p");
        el(p, "span", "law", "Law " + number + ". ");
        const Law* law = book_.law(number);
        if (!law) {
            text(p, "(its text is not in the table)");
            return;
        }
        if (!law->heading.empty()) el(p, "span", "heading", law->heading + ". ");
        text(p, law->text);
        if (!law->amendment.empty()) {
            xml_node am = el(q, "p", "amendment");
            el(am, "em", "", "As amended by " + law->amended_by + ": ");
            text(am, law->amendment);
        }
    }

    void ruling(xml_node sec, const DealReport& d, const Ruling& r) {
        const Situation& x = r.situation;
        xml_node box = el(sec, "div", "ruling");
        // No offender (an erroneous score): the irregularity alone, not "by" a placeholder.
        el(box, "h3", "",
           fmt::format("Ruling: {}{}", words_of(name(x.id)),
                       x.offender == NO_SEAT ? "" : ", by " + who(x.offender)));
        xml_node facts = el(box, "p", "");
        const std::string ev = event_of(d, x);
        text(facts, x.event < 0
                        ? fmt::format("From the {} ({}). ", x.phase == Phase::Deal ? "deal" : "log",
                                      name(x.phase))
                        : fmt::format("Event {} ({}){}. ", x.event, name(x.phase),
                                      ev.empty() ? "" : ": \u201C" + ev + "\u201D"));
        if (x.card != NO_CARD) {
            text(facts, "The card: ");
            card(facts, x.card);
            text(facts, ". ");
        }
        el(facts, "span", "status", fmt::format("Status: {}.", name(r.status)));
        for (const std::string& n : r.laws) quote_law(box, n);
        provision(box, r);
        if (r.rule && !r.rule->note.empty()) el(box, "p", "note", r.rule->note);
        for (const auto& [id, choice] : r.readings)
            if (const Reading* rd = book_.reading(id))
                el(box, "p", "reading", fmt::format("Reading {}: {} Applied: {}.", id, rd->question, choice));
    }

    void provision(xml_node box, const Ruling& r) {
        if (r.provision == Provision::NoProvision) {
            el(box, "p", "provision", "The code makes no provision for it.");
            return;
        }
        if (r.provision == Provision::NoPenalty) {
            el(box, "p", "provision", "The code says there is no penalty.");
            return;
        }
        std::string electors;
        for (Seat s : r.elector) electors += (electors.empty() ? "" : " or ") + who(s);
        // Where no one is at fault the law's remedy corrects, and penalises no one.
        const char* fixed =
            is_correction(r.situation.id) ? "The correction:" : "The penalty is fixed:";
        el(box, "p", "provision", electors.empty() ? fixed : electors + " may choose:");
        xml_node list = el(box, "ul", "options");
        for (Option o : r.options) {
            const bool chosen = r.elected && *r.elected == o;
            xml_node li = el(list, "li", chosen ? "elected" : "");
            el(li, "code", "", std::string(name(o)));
            text(li, chosen ? " \u2014 elected" : "");
        }
        if (!r.consequences.empty()) {
            std::string c;
            for (Consequence k : r.consequences)
                c += (c.empty() ? "" : ", ") + std::string(name(k));
            el(box, "p", "consequences", "Consequences: " + c + ".");
        }
        if (!r.elected) el(box, "p", "", "Nothing was elected.");
        if (!r.election_problem.empty())
            el(box, "p", "problem", "The election fails: " + r.election_problem + ".");
    }

    void hand_score(xml_node sec, const DealReport& d) {
        if (!d.scored) return;
        xml_node t = el(sec, "table", "lines");
        for (const ScoreLine& l : d.score.lines) {
            xml_node tr = el(t, "tr");
            el(tr, "td", "", SIDE_NAMES[l.side]);
            el(tr, "td", "pts", std::to_string(l.points));
            el(tr, "td", "", l.above ? "above" : "below");
            el(tr, "td", "", l.what + (l.laws.empty() ? "" : " (" + law_list(l.laws) + ")"));
        }
        if (d.score.lines.empty()) el(el(t, "tr"), "td", "", "Nothing is scored.");
        if (d.players) el(sec, "p", "columns", columns_deal_text(r_, d));
        if (d.game_won)
            el(sec, "p", "game",
               fmt::format("{} win a game (Law {}).", SIDE_NAMES[*d.game_won],
                           book_.params.game.laws.front()));
    }

    // ----- the score sheet: above and below the line, a rule under each game -----

    // One score entry in a cell: the points and, smaller, what they are for.
    void entry(xml_node cell, int points, const std::string& what) {
        xml_node div = el(cell, "div");
        el(div, "span", "pts", std::to_string(points));
        el(text(div, " "), "span", "what", what);
    }

    void score_sheets() {
        if (r_.players) {
            players_sheets();
            return;
        }
        std::vector<std::vector<const DealReport*>> rubbers(1);
        bool finished = false;
        for (const DealReport& d : r_.deals) {
            if (d.scored && finished) {
                rubbers.emplace_back();
                finished = false;
            }
            rubbers.back().push_back(&d);
            finished = d.scored && d.rubber.finished;
        }
        for (size_t i = 0; i < rubbers.size(); ++i)
            sheet(rubbers[i], i < r_.rubbers.size() ? r_.rubbers[i] : r_.rubbers.back(), i,
                  rubbers.size());
    }

    void sheet(const std::vector<const DealReport*>& deals, const RubberState& s, size_t index,
               size_t count) {
        xml_node sec = el(a_, "section", "score-sheet");
        sec.append_attribute("id") =
            count > 1 ? fmt::format("score-sheet-{}", index + 1).c_str() : "score-sheet";
        el(sec, "h2", "",
           count > 1 ? fmt::format("Score sheet, rubber {}", index + 1)
                     : std::string("Score sheet"));
        xml_node t = el(sec, "table", "sheet");
        xml_node head = el(el(t, "thead"), "tr");
        el(head, "th", "", side_players(NS));
        el(head, "th", "", side_players(EW));
        xml_node body = el(t, "tbody");
        const bool brought = index == 0 && log_.score;
        // Above the line: written upwards from the line, so the latest hand stands highest.
        for (auto it = deals.rbegin(); it != deals.rend(); ++it) column_row(body, **it, true, "");
        if (brought) brought_forward(body, true);
        draw_line(body);
        if (brought) brought_forward(body, false);
        for (const DealReport* d : deals) column_row(body, *d, false, d->game_won ? "game" : "");
        xml_node total = el(body, "tr", "total");
        for (Side side : {NS, EW}) {
            xml_node td = el(total, "td");
            text(td, fmt::format("{} below, {} above; games {}", s.below[side], s.above[side],
                                 s.games[side]));
        }
        result(sec, s);
    }

    // The line itself, drawn under the last row above it (an empty row when nothing is above).
    static void draw_line(xml_node body) {
        xml_node last = body.last_child();
        if (!last) {
            last = el(body, "tr");
            el(last, "td");
            el(last, "td");
        }
        const std::string cls = last.attribute("class").value();
        last.remove_attribute("class");
        last.append_attribute("class") = (cls.empty() ? "the-line" : cls + " the-line").c_str();
    }

    void brought_forward(xml_node body, bool above) {
        xml_node tr = el(body, "tr");
        for (Side side : {NS, EW}) {
            const SideScore& sc = (*log_.score)[side];
            xml_node td = el(tr, "td");
            const int points = above ? sc.above : sc.below;
            if (points)
                entry(td, points,
                      above ? "brought forward"
                            : fmt::format("brought forward; games {}", sc.games));
        }
    }

    void column_row(xml_node body, const DealReport& d, bool above, const std::string& cls) {
        if (!d.scored) return;
        bool any = false;
        for (const ScoreLine& l : d.score.lines) any = any || l.above == above;
        if (!any && cls.empty()) return;
        xml_node tr = el(body, "tr", cls);
        for (Side side : {NS, EW}) {
            xml_node td = el(tr, "td");
            for (const ScoreLine& l : d.score.lines)
                if (l.side == side && l.above == above)
                    entry(td, l.points,
                          fmt::format("deal {}: {}{}", d.index + 1, l.what,
                                      l.laws.empty() ? "" : " (" + law_list(l.laws) + ")"));
        }
    }

    void result(xml_node sec, const RubberState& s) {
        xml_node p = el(sec, "p", "result");
        text(p, fmt::format("Rubber: games NS {}, EW {}; total NS {}, EW {}. ", s.games[NS],
                            s.games[EW], s.total[NS], s.total[EW]));
        if (s.finished)
            text(p, fmt::format("{} win the rubber (bonus {}, {}): {} {} points.",
                                SIDE_NAMES[*s.winner], book_.params.rubber_bonus.value,
                                law_list(book_.params.rubber_bonus.laws),
                                s.points >= 0 ? "they win" : "they lose", std::abs(s.points)));
        else
            text(p, "The rubber is not finished.");
    }

    // Scoring by players: a column each, the deal's number against each figure (Badsworth's
    // sheet), the totals and the settlement.
    void players_sheets() {
        const auto& rubbers = r_.players->rubbers();
        std::vector<std::vector<const DealReport*>> deals(1);
        for (const DealReport& d : r_.deals) {
            if (!d.players) continue;
            deals.back().push_back(&d);
            for (const ColumnCredit& c : d.players->credits)
                if (c.rubber_bonus && deals.size() < rubbers.size()) deals.emplace_back();
        }
        for (size_t i = 0; i < rubbers.size(); ++i) {
            xml_node sec = el(a_, "section", "score-sheet");
            sec.append_attribute("id") = rubbers.size() > 1 ? fmt::format("score-sheet-{}", i + 1).c_str() : "score-sheet";
            el(sec, "h2", "", rubbers.size() > 1 ? fmt::format("Score sheet, rubber {}", i + 1) : std::string("Score sheet"));
            xml_node t = el(sec, "table", "sheet");
            xml_node head = el(el(t, "thead"), "tr");
            for (const std::string& n : r_.players->names()) el(head, "th", "", n);
            xml_node body = el(t, "tbody");
            for (auto it = deals[i].rbegin(); it != deals[i].rend(); ++it) players_row(body, **it, true);
            draw_line(body);
            for (const DealReport* d : deals[i]) players_row(body, *d, false);
            xml_node total = el(body, "tr", "total");
            const PlayerRubberState& s = rubbers[i];
            for (int p = 0; p < PLAYERS; ++p)
                el(total, "td", "", fmt::format("{} below, {} above; games {}; total {}", s.below[p], s.above[p], s.games[p], s.total[p]));
            el(sec, "p", "result", columns_rubber_text(r_, s));
        }
    }

    void players_row(xml_node body, const DealReport& d, bool above) {
        bool any = false;
        for (const ColumnCredit& c : d.players->credits) any = any || (above ? c.above : c.below) != 0;
        if (!any) return;
        xml_node tr = el(body, "tr", above || d.players->game_won_by.empty() ? "" : "game");
        for (const ColumnCredit& c : d.players->credits) {
            xml_node td = el(tr, "td");
            const int points = above ? c.above : c.below;
            if (points) entry(td, points, fmt::format("({}){}", d.index + 1, c.dealer ? " dealer" : ""));
        }
    }

    const Report& r_;
    const GameLog& log_;
    const Lawbook& book_;
    xml_node a_;
    std::array<std::string, SEATS> names_; // who sits where in the deal being written
};

} // namespace

HtmlReport::HtmlReport() : doc_(std::make_unique<pugi::xml_document>()) {
    xml_node html = doc_->append_child("html");
    html.append_attribute("lang") = "en";
    xml_node head = el(html, "head");
    el(head, "meta").append_attribute("charset") = "utf-8";
    xml_node viewport = el(head, "meta");
    viewport.append_attribute("name") = "viewport";
    viewport.append_attribute("content") = "width=device-width, initial-scale=1";
    el(head, "title", "", "bridgelaws report");
    el(head, "style", "", STYLE);
    el(html, "body");
}

HtmlReport::~HtmlReport() = default;

void HtmlReport::add(const Report& r) {
    xml_node html = doc_->child("html");
    xml_node title = html.child("head").child("title");
    const std::string name = r.log->file.empty() ? r.book->id : r.log->file;
    const std::string was = title.text().get();
    title.text().set((reports_ == 0 ? "bridgelaws report: " + name : was + ", " + name).c_str());
    ++reports_;
    HtmlWriter(r, el(html.child("body"), "article", "report")).run();
}

std::string HtmlReport::str() const {
    pugi::xml_document page;
    page.append_copy(doc_->document_element());
    close_empty_elements(page.document_element());
    std::ostringstream out;
    out << "<!DOCTYPE html>\n";
    page.save(out, " ", pugi::format_indent | pugi::format_no_declaration, pugi::encoding_utf8);
    return out.str();
}

std::string report_html(const Report& r) {
    HtmlReport page;
    page.add(r);
    return page.str();
}

} // namespace bl
