#include "report/report_html.h"
#include "core/card.h"
#include "report/cut_words.h"
#include "report/hand_diagram.h"
#include "report/house_rules.h"
#include "report/html_dom.h"
#include "report/report_columns.h"
#include "report/report_stream.h"
#include "report/ruling_words.h"
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

    const Page& page() const { return page_; }

    void header() {
        xml_node h = el(a_, "header");
        el(h, "h1", "", fmt::format("{} ({}), edition {}", book_.title, book_.id, book_.edition));
        if (!log_.file.empty()) el(h, "p", "meta", "Log: " + log_.file);
        std::string table;
        for (Seat s : {N, E, S, W})
            if (!log_.players[s].empty()) table += (table.empty() ? "" : ", ") + who(s);
        if (!table.empty()) el(h, "p", "meta", "At the table: " + table + ".");
        if (r_.table) cutting(h, *r_.table);
    }

    // ----- one deal -----

    void deal(const DealReport& d) { write_deal(d); }
    // Who sits where in deal `d`: the score sheets name the players of the last deal written.
    void seat(const DealReport& d) { page_.names = seat_names(r_, d); }

  private:
    std::string who(Seat s) const { return page_.who(s); }

    // The cut for partners and deal, as the text report says it; a law quoted under its sentence.
    void cutting(xml_node h, const TableFormed& t) {
        for (const CutSentence& c : cut_sentences(t, book_)) {
            el(h, "p", "meta cut", c.words);
            if (!c.law) continue;
            xml_node p = el(el(h, "blockquote"), "p");
            el(p, "span", "law", law_cited(book_, c.law->number) + ". ");
            text(p, c.law->text);
        }
    }

    void write_deal(const DealReport& d) {
        const State& end = d.record.history.back();
        seat(d);
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
               fmt::format("{}{} declares {} ({}).", declaration_lead_in(end), who(end.declarer),
                           DENOM_NAMES[end.trump], parameter_laws(book_, p.trump_turned)));
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
            el(tr, "td", "",
               l.what + (l.laws.empty() ? "" : " (" + score_line_laws(book_, l) + ")"));
        }
        if (d.score.lines.empty()) el(el(t, "tr"), "td", "", "Nothing is scored.");
        if (d.players) el(sec, "p", "columns", columns_deal_text(r_, d));
        if (d.game_won)
            el(sec, "p", "game",
               fmt::format(
                   "{} win a game ({}).", SIDE_NAMES[*d.game_won],
                   laws_as_set(book_, {book_.params.game.laws.front()}, book_.params.game.set_by)));
    }

    const Report& r_;
    const GameLog& log_;
    const Lawbook& book_;
    xml_node a_;
    Page page_; // who sits where in the deal being written
};

// What a score sheet needs of a deal: its number and score, without the deal and its history.
DealReport sheet_copy(const DealReport& d) {
    DealReport slim;
    slim.index = d.index;
    slim.scored = d.scored;
    slim.score = d.score;
    slim.game_won = d.game_won;
    slim.rubber = d.rubber;
    slim.players = d.players;
    return slim;
}

// The page's head: everything before the first report, the title naming every log.
std::string page_head(const std::vector<std::string>& titles) {
    pugi::xml_document doc;
    xml_node head = doc.append_child("head");
    el(head, "meta").append_attribute("charset") = "utf-8";
    xml_node viewport = el(head, "meta");
    viewport.append_attribute("name") = "viewport";
    viewport.append_attribute("content") = "width=device-width, initial-scale=1";
    std::string title = "bridgelaws report";
    for (size_t i = 0; i < titles.size(); ++i) title += (i ? ", " : ": ") + titles[i];
    el(head, "title", "", title);
    el(head, "style", "", STYLE);
    close_empty_elements(head);
    std::ostringstream out;
    out << "<!DOCTYPE html>\n<html lang=\"en\">\n";
    head.print(out, " ", pugi::format_indent, pugi::encoding_utf8, 1);
    out << " <body>\n";
    return out.str();
}

const char* const PAGE_TAIL = " </body>\n</html>\n";

// The page a deal at a time: each part is built in a scratch <article>, written out at its
// depth in the page (html > body > article) and dropped. The score sheets, after the deals,
// wait in a spool; a rubber's deals are kept (their scores only) until its sheet is written.
// The article's parts written at their depth, then dropped.
std::string take_parts(xml_node article) {
    close_empty_elements(article);
    std::ostringstream text;
    for (xml_node part = article.first_child(); part; part = part.next_sibling())
        part.print(text, " ", pugi::format_indent, pugi::encoding_utf8, 3);
    while (article.first_child()) article.remove_child(article.first_child());
    return std::move(text).str();
}

// A deal's section on a thread of its own, in a scratch article of its own.
class HtmlFormatter : public DealFormatter {
  public:
    explicit HtmlFormatter(const Report& r)
        : article_(el(doc_.append_child("body"), "article", "report")), writer_(r, article_) {}
    void text(const Report&, const DealReport& d, std::string& out) override {
        writer_.deal(d);
        out = take_parts(article_);
    }

  private:
    pugi::xml_document doc_;
    xml_node article_;
    HtmlWriter writer_;
};

class HtmlStreamWriter : public ReportWriter {
  public:
    HtmlStreamWriter(Spool& out, std::vector<std::string> titles, bool whole_page)
        : out_(out), titles_(std::move(titles)), whole_page_(whole_page) {}

    void begin(const Report& r) override {
        if (whole_page_ && reports_ == 0) out_ << page_head(titles_);
        ++reports_;
        doc_.reset();
        article_ = el(doc_.append_child("body"), "article", "report");
        writer_ = std::make_unique<HtmlWriter>(r, article_);
        out_ << "  <article class=\"report\">\n";
        writer_->header();
        flush(out_);
        sheets_.clear();
        rubber_deals_.clear();
        rubbers_ = 0;
    }
    void rubber(const Report& r, const RubberState& finished) override {
        if (r.players) return;
        sheet(finished, rubbers_ + 2);
        rubber_deals_.clear();
        ++rubbers_;
    }
    void deal(const Report&, const DealReport& d) override {
        writer_->deal(d);
        flush(out_);
        rubber_deals_.push_back(sheet_copy(d));
    }
    void deal(const Report&, const DealReport& d, std::string_view text) override {
        writer_->seat(d);
        out_ << text;
        rubber_deals_.push_back(sheet_copy(d));
    }
    std::unique_ptr<DealFormatter> formatter(const Report& r) const override {
        return std::make_unique<HtmlFormatter>(r);
    }
    void end(const Report& r) override {
        if (r.players) {
            Report whole = r; // its deals: the kept scores of every deal
            whole.deals = std::move(rubber_deals_);
            players_score_sheets(article_, Page(whole));
            flush(out_);
        } else {
            sheet(r.rubbers.back(), rubbers_ + 1);
            sheets_.copy_to(out_);
        }
        out_ << "  </article>\n";
        writer_.reset();
        rubber_deals_.clear();
    }
    void finish() override {
        if (whole_page_) out_ << PAGE_TAIL;
    }
    void start_at(size_t log) override { reports_ = log; }

  private:
    void sheet(const RubberState& s, size_t count) {
        std::vector<const DealReport*> deals;
        for (const DealReport& d : rubber_deals_) deals.push_back(&d);
        score_sheet(article_, writer_->page(), deals, s, rubbers_, count);
        flush(sheets_);
    }

    // The scratch article's parts written, then dropped.
    void flush(Spool& to) { to << take_parts(article_); }

    Spool& out_;
    std::vector<std::string> titles_;
    bool whole_page_;
    size_t reports_ = 0;
    pugi::xml_document doc_;
    xml_node article_;
    std::unique_ptr<HtmlWriter> writer_;
    Spool sheets_;
    std::vector<DealReport> rubber_deals_;
    size_t rubbers_ = 0;
};

std::string title_of(const Report& r) { return r.log->file.empty() ? r.book->id : r.log->file; }

} // namespace

std::unique_ptr<ReportWriter> html_writer(Spool& out, const std::vector<std::string>& titles) {
    return std::make_unique<HtmlStreamWriter>(out, titles, true);
}

struct HtmlReport::Articles {
    Spool text{SIZE_MAX};
    HtmlStreamWriter writer{text, {}, false};
};

HtmlReport::HtmlReport() : articles_(std::make_unique<Articles>()) {}

HtmlReport::~HtmlReport() = default;

void HtmlReport::add(const Report& r) {
    titles_.push_back(title_of(r));
    write_report(r, articles_->writer);
}

std::string HtmlReport::str() const {
    return page_head(titles_) + articles_->text.str() + PAGE_TAIL;
}

std::string report_html(const Report& r) {
    HtmlReport page;
    page.add(r);
    return page.str();
}

} // namespace bl
