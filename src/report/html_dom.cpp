#include "report/html_dom.h"

#include "core/card.h"
#include "report/hand_diagram.h"

#include <fmt/format.h>

#include <string_view>

namespace bl::html {

namespace {

// Elements that HTML writes without an end tag.
bool void_element(const char* name) {
    for (const char* v : {"meta", "br", "hr", "img", "col", "link", "wbr"})
        if (std::string_view(name) == v) return true;
    return false;
}

bool red(Suit s) { return s == HEARTS || s == DIAMONDS; }

} // namespace

void close_empty_elements(xml_node n) {
    for (xml_node c : n.children())
        if (c.type() == pugi::node_element) close_empty_elements(c);
    if (n.type() == pugi::node_element && !n.first_child() && !void_element(n.name()))
        n.append_child(pugi::node_pcdata);
}

xml_node el(xml_node parent, const char* name, const std::string& cls) {
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

void symbol(xml_node parent, Suit s, const std::string& cls) {
    el(parent, "span", cls + (red(s) ? " red" : ""), SUIT_SYMBOLS[s]);
}

void card(xml_node parent, Card c) {
    if (c >= CARDS) return void(text(parent, "?"));
    symbol(parent, suit_of(c), "card-suit");
    text(parent, rank_label(rank_of(c)));
}

std::string law_list(const std::vector<std::string>& laws) {
    if (laws.empty()) return "";
    std::string out = laws.size() == 1 ? "Law " : "Laws ";
    for (size_t i = 0; i < laws.size(); ++i) out += (i ? ", " : "") + laws[i];
    return out;
}

std::string Page::who(Seat s) const {
    if (s == NO_SEAT) return "-";
    return names[s].empty() ? seat_name(s) : fmt::format("{} ({})", names[s], seat_name(s));
}

std::string Page::side_players(Side side) const {
    const Seat a = side == NS ? N : E, b = partner(a);
    if (log.players[a].empty() || log.players[b].empty()) return SIDE_NAMES[side];
    return fmt::format("{} ({} and {})", SIDE_NAMES[side], log.players[a], log.players[b]);
}

} // namespace bl::html
