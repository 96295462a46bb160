#include "log/log_writer.h"

#include "core/card.h"
#include "log/log_fields.h"

#include <pugixml.hpp>

#include <algorithm>
#include <cctype>
#include <sstream>

namespace bl {

namespace {

// The hand, with its first card written again as often as the hand held duplicates: the
// reader keeps the set and the count, so the deal reads back as irregular as it was.
std::string written_hand(CardSet hand, int count) {
    std::string out = hand_string(hand);
    const int repeats = count - hand.size();
    if (repeats <= 0 || hand.empty()) return out;
    const size_t first = out.find_first_not_of(".-");
    out.insert(first, std::string(size_t(repeats), out[first]));
    return out;
}

std::string yaml_quoted(const std::string& s) {
    std::string out = "\"";
    for (const char c : s) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\t': out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                static constexpr char HEX[] = "0123456789ABCDEF";
                out += std::string("\\x") + HEX[(c >> 4) & 0xF] + HEX[c & 0xF];
            } else {
                out += c;
            }
        }
    }
    return out + "\"";
}

// Plain where YAML reads it back as the same string in a flow map ("Mr. A", a code id),
// quoted otherwise.
std::string yaml_scalar(const std::string& s) {
    const bool plain = !s.empty() && std::isalpha(static_cast<unsigned char>(s[0])) &&
                       s.back() != ' ' && s != "null" && s != "Null" && s != "NULL" &&
                       std::all_of(s.begin(), s.end(), [](char c) {
                           return std::isalnum(static_cast<unsigned char>(c)) || c == ' ' ||
                                  c == '.' || c == '-' || c == '\'';
                       });
    return plain ? s : yaml_quoted(s);
}

// Comment lines, one per line of each note.
std::string yaml_comments(const std::vector<std::string>& notes) {
    std::string out;
    for (const std::string& note : notes) {
        std::istringstream lines(note);
        for (std::string line; std::getline(lines, line);) out += "# " + line + "\n";
    }
    return out;
}

void yaml_events(std::string& out, const char* key, const std::vector<Event>& events) {
    out += std::string("    ") + key + ":" + (events.empty() ? " []\n" : "\n");
    for (const Event& e : events) out += "      - " + event_text(e) + "\n";
}

std::string score_text(const SideScore& s) {
    return "{below: " + std::to_string(s.below) + ", above: " + std::to_string(s.above) +
           ", games: " + std::to_string(s.games) + "}";
}

// An XML comment may not hold "--".
std::string xml_comment_text(std::string s) {
    for (size_t p; (p = s.find("--")) != std::string::npos;) s.replace(p, 2, "- -");
    return " " + s + (s.ends_with("-") ? "  " : " ");
}

void xml_events(pugi::xml_node parent, const std::vector<Event>& events) {
    for (const Event& e : events) parent.append_child("e").text().set(event_text(e).c_str());
}

} // namespace

std::string written_hands(const Deal& d) {
    std::string out = seat_name(d.dealer) + ":";
    Seat s = d.dealer;
    for (int i = 0; i < SEATS; ++i, s = next(s))
        out += (i ? " " : "") + written_hand(d.hands[s], d.counts[s]);
    return out;
}

std::string write_log_yaml(const GameLog& log, const std::vector<std::string>& notes) {
    std::string out = yaml_comments(notes);
    out += std::string("format: ") + LOG_FORMAT + "\n";
    if (!log.code.empty()) out += "code: " + yaml_scalar(log.code) + "\n";
    std::string players;
    for (int s = 0; s < SEATS; ++s)
        if (!log.players[s].empty())
            players += (players.empty() ? "" : ", ") + seat_name(Seat(s)) + ": " +
                       yaml_scalar(log.players[s]);
    if (!players.empty()) out += "players: {" + players + "}\n";
    if (log.score)
        out += "score:\n  NS: " + score_text((*log.score)[NS]) +
               "\n  EW: " + score_text((*log.score)[EW]) + "\n";
    if (!log.cutting.empty()) out += "cutting:\n";
    for (const std::vector<Cut>& round : log.cutting) {
        std::string cuts;
        for (const Cut& c : round)
            cuts += (cuts.empty() ? "" : ", ") + yaml_scalar(c.player) + ": " + card_name(c.card);
        out += "  - {" + cuts + "}\n";
    }
    out += log.deals.empty() ? "deals: []\n" : "deals:\n";
    for (const Deal& d : log.deals) {
        out += "  - dealer: " + seat_name(d.dealer) + "\n";
        if (!d.board.empty()) out += "    board: " + yaml_quoted(d.board) + "\n";
        out += "    hands: \"" + written_hands(d) + "\"\n";
        if (d.turn_up != NO_CARD) out += "    turn-up: " + card_name(d.turn_up) + "\n";
        if (!d.during_deal.empty()) yaml_events(out, "during-deal", d.during_deal);
        yaml_events(out, "events", d.events);
    }
    return out;
}

std::string write_log_xml(const GameLog& log, const std::vector<std::string>& notes) {
    pugi::xml_document doc;
    pugi::xml_node decl = doc.append_child(pugi::node_declaration);
    decl.append_attribute("version") = "1.0";
    decl.append_attribute("encoding") = "UTF-8";
    for (const std::string& note : notes)
        doc.append_child(pugi::node_comment).set_value(xml_comment_text(note).c_str());
    pugi::xml_node root = doc.append_child("log");
    root.append_attribute("format") = LOG_FORMAT;
    if (!log.code.empty()) root.append_attribute("code") = log.code.c_str();
    bool named = false;
    for (const std::string& p : log.players) named = named || !p.empty();
    if (named) {
        pugi::xml_node players = root.append_child("players");
        for (int s = 0; s < SEATS; ++s)
            if (!log.players[s].empty())
                players.append_attribute(seat_name(Seat(s)).c_str()) = log.players[s].c_str();
    }
    for (int side = 0; log.score && side < 2; ++side) {
        const SideScore& s = (*log.score)[side];
        pugi::xml_node score = root.append_child("score");
        score.append_attribute("side") = SIDE_NAMES[side];
        score.append_attribute("below") = s.below;
        score.append_attribute("above") = s.above;
        score.append_attribute("games") = s.games;
    }
    if (!log.cutting.empty()) {
        pugi::xml_node cutting = root.append_child("cutting");
        for (const std::vector<Cut>& r : log.cutting) {
            pugi::xml_node round = cutting.append_child("round");
            for (const Cut& c : r) {
                pugi::xml_node cut = round.append_child("cut");
                cut.append_attribute("player") = c.player.c_str();
                cut.append_attribute("card") = card_name(c.card).c_str();
            }
        }
    }
    for (const Deal& d : log.deals) {
        pugi::xml_node deal = root.append_child("deal");
        deal.append_attribute("dealer") = seat_name(d.dealer).c_str();
        if (!d.board.empty()) deal.append_attribute("board") = d.board.c_str();
        deal.append_attribute("hands") = written_hands(d).c_str();
        if (d.turn_up != NO_CARD) deal.append_attribute("turn-up") = card_name(d.turn_up).c_str();
        if (!d.during_deal.empty()) xml_events(deal.append_child("during-deal"), d.during_deal);
        // The deal's events as lines of one <events> element: the compact form (docs/xml-log.md).
        if (!d.events.empty()) {
            std::string lines = "\n";
            for (const Event& e : d.events) lines += event_text(e) + "\n";
            deal.append_child("events").text().set(lines.c_str());
        }
    }
    std::ostringstream out;
    doc.save(out, " ", pugi::format_indent, pugi::encoding_utf8);
    return out.str();
}

std::string write_log(const GameLog& log, LogFormat format, const std::vector<std::string>& notes) {
    return format == LogFormat::Xml ? write_log_xml(log, notes) : write_log_yaml(log, notes);
}

} // namespace bl
