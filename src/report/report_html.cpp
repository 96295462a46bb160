#include "report/report_html.h"

#include "core/card.h"
#include "report/hand_diagram.h"
#include "report/html_dom.h"
#include "report/house_rules.h"
#include "report/report_columns.h"
#include "report/words.h"

#include <fmt/format.h>

#include <sstream>

namespace bl {

namespace {

using namespace html;

class HtmlWriter {
  public:
    HtmlWriter(const Report& r, xml_node article)
        : r_(r), log_(*r.log), book_(*r.book), a_(article), page_(r) {}

    void run() {
        header();
        for (const DealReport& d : r_.deals) deal(d);
        score_sheets(a_, page_);
    }

  private:
    std::string who(Seat s) const { return page_.who(s); }

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
        page_.names = seat_names(r_, d);
        xml_node sec = el(a_, "section", "deal");
        sec.append_attribute("id") = fmt::format("deal-{}", d.index + 1).c_str();
        el(sec, "h2", "", fmt::format("Deal {}: {} deals", d.index + 1, who(d.deal->dealer)));
        xml_node top = el(sec, "div", "top");
        diagram(top, *d.deal, end);
        facts(el(top, "div", "facts"), d, end);
        play(sec, d);
        int n = 0;
        for (const Ruling& ru : d.rulings) ruling_box(sec, page_, d, ru, ++n, d.rulings.size());
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
                                   parameter_laws(book_, p.trump_turned)));
        } else {
            el(f, "p", "declaration",
               fmt::format("{}{} declares {} ({}).", end.left ? "The dealer leaves it; " : "",
                           who(end.declarer), DENOM_NAMES[end.trump],
                           parameter_laws(book_, p.trump_turned)));
        }
        if (end.multiplier() > 1)
            el(f, "p", "doubling",
               fmt::format("Doubled: each trick counts {} times its value ({}).", end.multiplier(),
                           parameter_laws(book_, p.doubling)));
        else if (end.trump != NO_DENOM && !p.trump_turned.value)
            el(f, "p", "doubling", "Not doubled.");
        if (d.scored)
            el(f, "p", "tricks",
               fmt::format("Tricks: NS {}, EW {}.", d.score.tricks[NS], d.score.tricks[EW]));
        else
            el(f, "p", "tricks",
               fmt::format("The deal ends: {}; nothing is scored.", phrase(d.record.ends)));
        if (!d.rulings.empty())
            el(f, "p", "",
               fmt::format("{} ruling{} below.", d.rulings.size(),
                           d.rulings.size() == 1 ? "" : "s"));
    }

    void play(xml_node sec, const DealReport& d) {
        if (d.record.tricks.empty()) return;
        xml_node t = el(el(sec, "div", "scroll"), "table", "play");
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

    void hand_score(xml_node sec, const DealReport& d) {
        if (!d.scored) return;
        xml_node t = el(sec, "table", "lines");
        for (const ScoreLine& l : d.score.lines) {
            xml_node tr = el(t, "tr");
            el(tr, "td", "", SIDE_NAMES[l.side]);
            el(tr, "td", "pts", std::to_string(l.points));
            el(tr, "td", "", l.above ? "above" : "below");
            el(tr, "td", "", l.what + (l.laws.empty() ? "" : " (" + score_line_laws(book_, l) + ")"));
        }
        if (d.score.lines.empty()) el(el(t, "tr"), "td", "", "Nothing is scored.");
        if (d.players) el(sec, "p", "columns", columns_deal_text(r_, d));
        if (d.game_won)
            el(sec, "p", "game",
               fmt::format("{} win a game ({}).", SIDE_NAMES[*d.game_won],
                           laws_as_set(book_, {book_.params.game.laws.front()},
                                       book_.params.game.set_by)));
    }

    const Report& r_;
    const GameLog& log_;
    const Lawbook& book_;
    xml_node a_;
    Page page_; // who sits where in the deal being written
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
