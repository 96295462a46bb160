#include "report/html_dom.h"
#include "report/house_rules.h"

#include "report/report_columns.h"

#include <fmt/format.h>

#include <cstdlib>

namespace bl::html {

namespace {

class SheetWriter {
  public:
    SheetWriter(xml_node article, const Page& page)
        : a_(article), r_(page.r), log_(page.log), book_(page.book), page_(page) {}

    // ----- the score sheet: above and below the line, a rule under each game -----

    // One score entry in a cell: the points and, smaller, what they are for.
    void entry(xml_node cell, int points, const std::string& what) {
        xml_node div = el(cell, "div");
        el(div, "span", "pts", std::to_string(points));
        el(text(div, " "), "span", "what", what);
    }

    // Scoring by players: every sheet, from the report's deals.
    void run() { players_sheets(); }

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
                                      l.laws.empty() ? "" : " (" + score_line_laws(book_, l) + ")"));
        }
    }

    void result(xml_node sec, const RubberState& s) {
        xml_node p = el(sec, "p", "result");
        text(p, fmt::format("Rubber: games NS {}, EW {}; total NS {}, EW {}. ", s.games[NS],
                            s.games[EW], s.total[NS], s.total[EW]));
        if (s.finished)
            text(p, fmt::format("{} win the rubber (bonus {}, {}): {} {} points.",
                                SIDE_NAMES[*s.winner], book_.params.rubber_bonus.value,
                                parameter_laws(book_, book_.params.rubber_bonus),
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
            sec.append_attribute("id") =
                rubbers.size() > 1 ? fmt::format("score-sheet-{}", i + 1).c_str() : "score-sheet";
            el(sec, "h2", "",
               rubbers.size() > 1 ? fmt::format("Score sheet, rubber {}", i + 1)
                                  : std::string("Score sheet"));
            xml_node t = el(sec, "table", "sheet");
            xml_node head = el(el(t, "thead"), "tr");
            for (const std::string& n : r_.players->names()) el(head, "th", "", n);
            xml_node body = el(t, "tbody");
            for (auto it = deals[i].rbegin(); it != deals[i].rend(); ++it)
                players_row(body, **it, true);
            draw_line(body);
            for (const DealReport* d : deals[i]) players_row(body, *d, false);
            xml_node total = el(body, "tr", "total");
            const PlayerRubberState& s = rubbers[i];
            for (int p = 0; p < PLAYERS; ++p)
                el(total, "td", "",
                   fmt::format("{} below, {} above; games {}; total {}", s.below[p], s.above[p],
                               s.games[p], s.total[p]));
            el(sec, "p", "result", columns_rubber_text(r_, s));
        }
    }

    void players_row(xml_node body, const DealReport& d, bool above) {
        bool any = false;
        for (const ColumnCredit& c : d.players->credits)
            any = any || (above ? c.above : c.below) != 0;
        if (!any) return;
        xml_node tr = el(body, "tr", above || d.players->game_won_by.empty() ? "" : "game");
        for (const ColumnCredit& c : d.players->credits) {
            xml_node td = el(tr, "td");
            const int points = above ? c.above : c.below;
            if (points)
                entry(td, points, fmt::format("({}){}", d.index + 1, c.dealer ? " dealer" : ""));
        }
    }

  private:
    std::string side_players(Side s) const { return page_.side_players(s); }

    xml_node a_;
    const Report& r_;
    const GameLog& log_;
    const Lawbook& book_;
    const Page& page_;
};

} // namespace

void players_score_sheets(xml_node article, const Page& page) { SheetWriter(article, page).run(); }

void score_sheet(xml_node article, const Page& page, const std::vector<const DealReport*>& deals,
                 const RubberState& s, size_t index, size_t count) {
    SheetWriter(article, page).sheet(deals, s, index, count);
}

} // namespace bl::html
