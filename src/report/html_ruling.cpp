// One ruling on the page, for a committee to print and hand to the players: what happened and
// where in the log, the laws quoted (the remedy first), the choice and its consequences, and
// what each option would make of the hand and the rubber.
#include "report/html_dom.h"

#include "log/event.h"
#include "report/house_rules.h"
#include "report/law_quote.h"
#include "report/report_columns.h"
#include "report/ruling_words.h"
#include "report/words.h"

#include <fmt/format.h>

namespace bl::html {

namespace {

// The event a ruling is about, as the log wrote it.
std::string logged_event(const DealReport& d, const Situation& x) {
    const std::vector<Event>& list = x.phase == Phase::Deal ? d.deal->during_deal : d.deal->events;
    if (x.event < 0 || size_t(x.event) >= list.size()) return {};
    return event_words(list[size_t(x.event)]);
}

void quote_law(xml_node box, const Page& page, const std::string& number, bool remedy) {
    xml_node q = el(box, "blockquote");
    xml_node p = el(q, "p");
    el(p, "span", "law", law_cited(page.book, number) + (remedy ? ", which gives the remedy. " : ". "));
    const Law* law = page.book.law(number);
    if (!law) {
        text(p, "(its text is not in the table)");
        return;
    }
    if (!law->heading.empty()) el(p, "span", "heading", law->heading + ". ");
    text(p, law->text);
    if (!law->amendment.empty()) {
        xml_node am = el(q, "p", "amendment");
        el(am, "em", "", "As amended by " + house_rules_words(page.book, law->amended_by) + ": ");
        text(am, law->amendment);
    }
}

void options(xml_node box, const Ruling& r) {
    if (r.options.size() < 2 && !r.elected) return;
    xml_node list = el(box, "ul", "options");
    for (Option o : r.options) {
        const bool chosen = r.elected && *r.elected == o;
        xml_node li = el(list, "li", chosen ? "elected" : "");
        text(li, capitalised(phrase(o)) + (chosen ? " \u2014 elected" : ""));
    }
}

// The hand and the rubber under each option, in a box of its own that scrolls sideways on a
// narrow screen rather than the page.
void what_if_table(xml_node box, const Page& page, const Ruling& r) {
    const std::vector<WhatIfRow> rows = what_if_rows(r);
    if (rows.empty()) return;
    el(box, "p", "what-if-title", "What each option makes of the deal:");
    xml_node t = el(el(box, "div", "scroll"), "table", "what-if");
    xml_node head = el(el(t, "thead"), "tr");
    const std::string net = fmt::format("Net for {}", SIDE_NAMES[claimants(r)]);
    for (const char* h : {"Option", "Tricks", "The hand's score", "After it"})
        el(head, "th", "", h);
    el(head, "th", "", net);
    xml_node body = el(t, "tbody");
    for (const WhatIfRow& w : rows) {
        xml_node tr = el(body, "tr", w.mark.rfind("the best", 0) == 0 ? "best" : "");
        xml_node first = el(tr, "td", "option", capitalised(phrase(w.option)));
        if (!w.mark.empty()) el(first, "span", "mark", " (" + w.mark + ")");
        if (!w.score) {
            el(tr, "td", "instead", capitalised(w.instead) + ".").append_attribute("colspan") = "4";
            continue;
        }
        const OptionScore& o = *w.score;
        el(tr, "td", "", fmt::format("NS {}, EW {}", o.tricks[NS], o.tricks[EW]));
        el(tr, "td", "",
           fmt::format("NS {} below, {} above; EW {} below, {} above", o.below[NS], o.above[NS],
                       o.below[EW], o.above[EW]));
        el(tr, "td", "",
           o.players ? columns_option_text(page.r, o)
                     : fmt::format("the rubber NS {}, EW {}", o.total[NS], o.total[EW]));
        el(tr, "td", "pts", fmt::format("{:+}", o.net));
    }
}

} // namespace

void ruling_box(xml_node sec, const Page& page, const DealReport& d, const Ruling& r, int n,
                size_t count) {
    const Situation& x = r.situation;
    const SeatWords who = [&page](Seat s) { return page.who(s); };
    xml_node box = el(sec, "div", "ruling");
    el(box, "h3", "",
       fmt::format("Ruling{}: {}{}", count > 1 ? fmt::format(" {}", n) : "", phrase(x.id),
                   x.offender == NO_SEAT ? "" : " by " + page.who(x.offender)));
    const std::string ev = logged_event(d, x);
    el(box, "p", "where",
       capitalised(where_in_log(d, x)) + ", " + std::string(phrase(x.phase)) +
           (ev.empty() ? "" : ": \u201C" + ev + "\u201D") + ".");
    xml_node facts = el(box, "p", "facts", what_happened(x, who) + ". ");
    el(facts, "span", "status", status_sentence(r));
    const std::string remedy = remedy_law(r, page.book);
    for (const std::string& number : laws_remedy_first(r.laws, remedy))
        quote_law(box, page, number, number == remedy);
    for (const std::string& s : house_rule_sentences(page.book, d, r)) el(box, "p", "house-rule", s);
    const std::string choice = choice_sentence(r, who);
    if (!choice.empty()) el(box, "p", "provision", choice);
    options(box, r);
    for (const std::string& c : consequence_sentences(r)) el(box, "p", "consequences", c);
    what_if_table(box, page, r);
    if (r.rule && !r.rule->note.empty()) el(box, "p", "note", plain_prose(r.rule->note));
    for (const auto& [id, choice] : r.readings)
        if (const Reading* rd = page.book.reading(id))
            el(box, "p", "reading", reading_sentence(*rd, choice));
}

} // namespace bl::html
