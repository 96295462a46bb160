// The HTML report's building blocks (internal to src/report): elements written with pugixml,
// cards and suit symbols, and what every part of the page needs to know of the report.
#pragma once

#include "replay/replay.h"

#include <pugixml.hpp>

#include <array>
#include <string>
#include <vector>

namespace bl::html {

using pugi::xml_node;

// The page's style sheet (html_style.cpp): screen, narrow screen and print.
extern const char* const STYLE;

xml_node el(xml_node parent, const char* name, const std::string& cls = {});
xml_node el(xml_node parent, const char* name, const std::string& cls, const std::string& content);
xml_node text(xml_node parent, const std::string& s);
// A suit symbol, red for hearts and diamonds.
void symbol(xml_node parent, Suit s, const std::string& cls = "sym");
void card(xml_node parent, Card c);
// "Law 12" or "Laws 12, 13".
std::string law_list(const std::vector<std::string>& laws);
// pugixml writes an empty element as <td />, which HTML reads as an open tag: every empty
// element but the void ones gets an empty text, written <td></td>.
void close_empty_elements(xml_node n);

// The report being written and who sits where in the deal being written.
struct Page {
    const Report& r;
    const GameLog& log;
    const Lawbook& book;
    std::array<std::string, SEATS> names;

    explicit Page(const Report& report)
        : r(report), log(*report.log), book(*report.book), names(report.log->players) {}
    // "Mr. A (N)", or "N" where the log names no player.
    std::string who(Seat s) const;
    // "NS (Mr. A and Mr. C)".
    std::string side_players(Side side) const;
};

// A ruling's box: what happened and where, its laws quoted, the choice, the consequences and
// the what-if table (html_ruling.cpp).
void ruling_box(xml_node sec, const Page& page, const DealReport& d, const Ruling& r, int n,
                size_t count);

// The score sheets after the deals: above and below the line, a rule under each game
// (html_sheet.cpp). One rubber's sheet, from its deals (`index` of `count` rubbers).
void score_sheet(xml_node article, const Page& page, const std::vector<const DealReport*>& deals,
                 const RubberState& s, size_t index, size_t count);
// Where the code scores by players: every rubber's sheet, from the deals of `page.r`.
void players_score_sheets(xml_node article, const Page& page);

} // namespace bl::html
