#include "log/log_writer.h"

#include "core/card.h"
#include "log/log_fields.h"

#include <pugixml.hpp>

#include <algorithm>
#include <array>
#include <cassert>
#include <cctype>
#include <sstream>

namespace bl {

namespace {

// The cards a player showed in cutting: one, or several he exposed ("HQ H3").
std::string cut_cards(const Cut& c) {
    if (!c.shown.several()) return card_name(c.card);
    std::string out = card_name(c.card);
    for (Card x : c.shown)
        if (x != c.card) out += " " + card_name(x);
    return out;
}

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

std::string score_text(const SideScore& s) {
    return "{below: " + std::to_string(s.below) + ", above: " + std::to_string(s.above) +
           ", games: " + std::to_string(s.games) + "}";
}

// An XML comment may not hold "--".
std::string xml_comment_text(std::string s) {
    for (size_t p; (p = s.find("--")) != std::string::npos;) s.replace(p, 2, "- -");
    return " " + s + (s.ends_with("-") ? "  " : " ");
}

// One comment line at the indentation given.
std::string comment_line(const std::string& words, const std::string& indent) {
    return indent + (words.empty() ? "#" : "# " + words) + "\n";
}

// An item's lines with its comments: those before it on lines of their own; those after it
// one a line, on its lines in turn (where a line has none yet), the rest on lines of their own
// after it. So a comment read on the second line of `cutting:` is written there again.
// A kept key's lines are its text (a block scalar's words): its comments after it stand below it.
std::string commented(const std::string& item, const Comments& c, const std::string& indent,
                      bool on_lines = true) {
    std::string out;
    for (const std::string& b : c.before) out += comment_line(b, indent);
    size_t next = 0;
    std::istringstream lines(item);
    for (std::string line; std::getline(lines, line);) {
        if (on_lines && next < c.after.size() && line.find('#') == std::string::npos)
            line += "  # " + c.after[next++];
        out += line + "\n";
    }
    for (; next < c.after.size(); ++next) out += comment_line(c.after[next], indent);
    return out;
}

const KeptKey* kept_key(const std::vector<KeptKey>& kept, const std::string& key) {
    const auto k =
        std::find_if(kept.begin(), kept.end(), [&](const KeptKey& x) { return x.key == key; });
    return k == kept.end() ? nullptr : &*k;
}

constexpr std::array<const char*, 8> MODEL_KEYS = {"format",  "code",  "event",   "date",
                                                   "players", "score", "cutting", "deals"};

// The top-level keys in the order the log was written, each model key it did not write (a code
// given by --code) after the model key before it; kept keys the order forgot at the end.
std::vector<std::string> written_key_order(const GameLog& log) {
    std::vector<std::string> order = log.key_order;
    for (size_t m = 0; m < MODEL_KEYS.size(); ++m) {
        if (std::find(order.begin(), order.end(), MODEL_KEYS[m]) != order.end()) continue;
        auto at = order.begin();
        for (size_t p = m; p-- > 0;)
            if (auto f = std::find(order.begin(), order.end(), MODEL_KEYS[p]); f != order.end()) {
                at = f + 1;
                break;
            }
        order.insert(at, MODEL_KEYS[m]);
    }
    for (const KeptKey& k : log.kept)
        if (std::find(order.begin(), order.end(), k.key) == order.end()) order.push_back(k.key);
    return order;
}

// A kept key of a deal, its lines indented under the deal.
std::string indented(const std::string& yaml, const std::string& indent) {
    std::string out;
    std::istringstream lines(yaml);
    for (std::string line; std::getline(lines, line);)
        out += (line.empty() ? "" : indent) + line + "\n";
    return out;
}

const Comments* event_comments(const std::vector<std::pair<size_t, Comments>>& notes, size_t i) {
    const auto at =
        std::find_if(notes.begin(), notes.end(), [&](const auto& n) { return n.first == i; });
    return at == notes.end() ? nullptr : &at->second;
}

void yaml_events(std::string& out, const char* key, const std::vector<Event>& events,
                 const std::vector<std::pair<size_t, Comments>>& notes) {
    out += std::string("    ") + key + ":" + (events.empty() ? " []\n" : "\n");
    for (size_t i = 0; i < events.size(); ++i) {
        const std::string line = "      - " + event_text(events[i]) + "\n";
        const Comments* c = event_comments(notes, i);
        out += c ? commented(line, *c, "      ") : line;
    }
}

std::string yaml_deal(const Deal& d) {
    std::string head = "  - dealer: " + seat_name(d.dealer) + "\n";
    if (!d.board.empty()) head += "    board: " + yaml_quoted(d.board) + "\n";
    if (!d.event.empty()) head += "    event: " + yaml_quoted(d.event) + "\n";
    if (!d.date.empty()) head += "    date: " + yaml_quoted(d.date) + "\n";
    head += "    hands: \"" + written_hands(d) + "\"\n";
    if (d.turn_up != NO_CARD) head += "    turn-up: " + card_name(d.turn_up) + "\n";
    // The deal's comments on its own lines, not on its events'.
    std::string out = commented(head, d.notes.comments, "  ");
    if (!d.during_deal.empty()) yaml_events(out, "during-deal", d.during_deal, d.notes.during_deal);
    yaml_events(out, "events", d.events, d.notes.events);
    for (const KeptKey& k : d.notes.kept)
        out += commented(indented(k.yaml, "    "), k.comments, "    ", false);
    return out;
}

// The lines of one model key ("" when the log has nothing for it).
std::string yaml_model_key(const GameLog& log, const std::string& key) {
    if (key == "format") return std::string("format: ") + LOG_FORMAT + "\n";
    if (key == "code") return log.code.empty() ? "" : "code: " + yaml_scalar(log.code) + "\n";
    if (key == "event") return log.event.empty() ? "" : "event: " + yaml_quoted(log.event) + "\n";
    if (key == "date") return log.date.empty() ? "" : "date: " + yaml_quoted(log.date) + "\n";
    if (key == "players") {
        std::string players;
        for (int s = 0; s < SEATS; ++s)
            if (!log.players[s].empty())
                players += (players.empty() ? "" : ", ") + seat_name(Seat(s)) + ": " +
                           yaml_scalar(log.players[s]);
        return players.empty() ? "" : "players: {" + players + "}\n";
    }
    if (key == "score")
        return !log.score ? ""
                          : "score:\n  NS: " + score_text((*log.score)[NS]) +
                                "\n  EW: " + score_text((*log.score)[EW]) + "\n";
    if (key == "cutting") {
        std::string out = log.cutting.empty() ? "" : "cutting:\n";
        for (const std::vector<Cut>& round : log.cutting) {
            std::string cuts;
            for (const Cut& c : round)
                cuts += (cuts.empty() ? "" : ", ") + yaml_scalar(c.player) + ": " + cut_cards(c);
            out += "  - {" + cuts + "}\n";
        }
        return out;
    }
    std::string out = log.deals.empty() ? "deals: []\n" : "deals:\n";
    for (const Deal& d : log.deals) out += yaml_deal(d);
    return out;
}

void xml_comment(pugi::xml_node parent, const std::string& words) {
    parent.append_child(pugi::node_comment).set_value(xml_comment_text(words).c_str());
}

void xml_comments(pugi::xml_node parent, const std::vector<std::string>& comments) {
    for (const std::string& c : comments) xml_comment(parent, c);
}

// A kept key: <x-yaml key="story">, its YAML lines as character data ("]]>" split across two
// sections, as CDATA cannot hold it).
void xml_kept_key(pugi::xml_node parent, const KeptKey& k) {
    xml_comments(parent, k.comments.before);
    pugi::xml_node node = parent.append_child("x-yaml");
    node.append_attribute("key") = k.key.c_str();
    xml_comments(node, k.comments.after);
    std::string rest = k.yaml;
    for (size_t p; (p = rest.find("]]>")) != std::string::npos; rest = rest.substr(p + 2))
        node.append_child(pugi::node_cdata).set_value(rest.substr(0, p + 2).c_str());
    node.append_child(pugi::node_cdata).set_value(rest.c_str());
}

// Events, each an <e>, its comments inside it: those before it before its text, those after it
// after (a comment between two <e> stands before the next; one before the first, after the deal).
void xml_events(pugi::xml_node parent, const std::vector<Event>& events,
                const std::vector<std::pair<size_t, Comments>>& notes) {
    for (size_t i = 0; i < events.size(); ++i) {
        const Comments* c = event_comments(notes, i);
        pugi::xml_node e = parent.append_child("e");
        if (c) xml_comments(e, c->before);
        e.append_child(pugi::node_pcdata).set_value(event_text(events[i]).c_str());
        if (c) xml_comments(e, c->after);
    }
}

void xml_deal(pugi::xml_node root, const Deal& d) {
    xml_comments(root, d.notes.comments.before);
    pugi::xml_node deal = root.append_child("deal");
    deal.append_attribute("dealer") = seat_name(d.dealer).c_str();
    if (!d.board.empty()) deal.append_attribute("board") = d.board.c_str();
    if (!d.event.empty()) deal.append_attribute("event") = d.event.c_str();
    if (!d.date.empty()) deal.append_attribute("date") = d.date.c_str();
    deal.append_attribute("hands") = written_hands(d).c_str();
    if (d.turn_up != NO_CARD) deal.append_attribute("turn-up") = card_name(d.turn_up).c_str();
    xml_comments(deal, d.notes.comments.after);
    if (!d.during_deal.empty())
        xml_events(deal.append_child("during-deal"), d.during_deal, d.notes.during_deal);
    if (!d.notes.events.empty()) {
        xml_events(deal, d.events, d.notes.events); // commented: an element each
    } else if (!d.events.empty()) {
        // The deal's events as lines of one <events> element: the compact form (docs/xml-log.md).
        std::string lines = "\n";
        for (const Event& e : d.events) lines += event_text(e) + "\n";
        deal.append_child("events").text().set(lines.c_str());
    }
    for (const KeptKey& k : d.notes.kept) xml_kept_key(deal, k);
}

void xml_model_key(pugi::xml_node root, const GameLog& log, const std::string& key,
                   const Comments& comments) {
    const pugi::xml_node last = root.last_child();
    if (key == "players" && std::any_of(log.players.begin(), log.players.end(),
                                        [](const std::string& p) { return !p.empty(); })) {
        pugi::xml_node players = root.append_child("players");
        for (int s = 0; s < SEATS; ++s)
            if (!log.players[s].empty())
                players.append_attribute(seat_name(Seat(s)).c_str()) = log.players[s].c_str();
    }
    for (int side = 0; key == "score" && log.score && side < 2; ++side) {
        const SideScore& s = (*log.score)[side];
        pugi::xml_node score = root.append_child("score");
        score.append_attribute("side") = SIDE_NAMES[side];
        score.append_attribute("below") = s.below;
        score.append_attribute("above") = s.above;
        score.append_attribute("games") = s.games;
    }
    if (key == "cutting" && !log.cutting.empty()) {
        pugi::xml_node cutting = root.append_child("cutting");
        for (const std::vector<Cut>& r : log.cutting) {
            pugi::xml_node round = cutting.append_child("round");
            for (const Cut& c : r) {
                pugi::xml_node cut = round.append_child("cut");
                cut.append_attribute("player") = c.player.c_str();
                cut.append_attribute("card") = cut_cards(c).c_str();
            }
        }
    }
    // The comments before the key's first element; those after it inside it.
    pugi::xml_node first = last ? last.next_sibling() : root.first_child();
    if (!first) return xml_comments(root, comments.before), xml_comments(root, comments.after);
    for (const std::string& b : comments.before)
        root.insert_child_before(pugi::node_comment, first).set_value(xml_comment_text(b).c_str());
    for (const std::string& a : comments.after)
        first.append_child(pugi::node_comment).set_value(xml_comment_text(a).c_str());
}

} // namespace

std::string written_hands(const Deal& d) {
    std::string out = seat_name(d.dealer) + ":";
    Seat s = d.dealer;
    for (int i = 0; i < SEATS; ++i, s = next(s))
        out += (i ? " " : "") + written_hand(d.hands[s], d.counts[s]);
    return out;
}

namespace {

// Where a log written a deal at a time (LogWriter) has its deals: a line that no log's text
// holds, in the header's text, split there.
constexpr std::string_view YAML_DEALS_MARK = "\x01"
                                             "deals\x01\n";
constexpr const char* XML_DEALS_MARK = "bridgelaws-deals-go-here";

// `mark`: the deals' place marked, "deals:" written before it (there is at least one deal).
std::string yaml_log(const GameLog& log, const std::vector<std::string>& notes, bool mark) {
    std::string out = yaml_comments(notes);
    for (const std::string& key : written_key_order(log)) {
        if (const KeptKey* k = kept_key(log.kept, key)) {
            out += commented(k->yaml, k->comments, "", false);
            continue;
        }
        const auto c = log.key_comments.find(key);
        if (mark && key == "deals") {
            const Comments comments = c == log.key_comments.end() ? Comments{} : c->second;
            assert(comments.after.empty() && "the comments after \"deals\" go on the deals' lines");
            out += commented("deals:\n", comments, "") + std::string(YAML_DEALS_MARK);
            continue;
        }
        out += commented(yaml_model_key(log, key),
                         c == log.key_comments.end() ? Comments{} : c->second, "");
    }
    for (const std::string& c : log.closing_comments) out += comment_line(c, "");
    return out;
}

// pugixml's text into a string.
struct StringWriter : pugi::xml_writer {
    std::string text;
    void write(const void* data, size_t size) override {
        text.append(static_cast<const char*>(data), size);
    }
};

// `mark`: an empty element of its own where the deals go.
std::string xml_log(const GameLog& log, const std::vector<std::string>& notes, bool mark) {
    pugi::xml_document doc;
    pugi::xml_node decl = doc.append_child(pugi::node_declaration);
    decl.append_attribute("version") = "1.0";
    decl.append_attribute("encoding") = "UTF-8";
    for (const std::string& note : notes) xml_comment(doc, note);
    // The comments of the keys that are the root's attributes stand before it.
    for (const char* key : {"format", "code", "event", "date"})
        if (const auto c = log.key_comments.find(key); c != log.key_comments.end())
            xml_comments(doc, c->second.before), xml_comments(doc, c->second.after);
    pugi::xml_node root = doc.append_child("log");
    root.append_attribute("format") = LOG_FORMAT;
    if (!log.code.empty()) root.append_attribute("code") = log.code.c_str();
    if (!log.event.empty()) root.append_attribute("event") = log.event.c_str();
    if (!log.date.empty()) root.append_attribute("date") = log.date.c_str();
    for (const std::string& key : written_key_order(log)) {
        if (key == "format" || key == "code" || key == "event" || key == "date") continue;
        if (const KeptKey* k = kept_key(log.kept, key)) {
            xml_kept_key(root, *k);
            continue;
        }
        const auto c = log.key_comments.find(key);
        const Comments comments = c == log.key_comments.end() ? Comments{} : c->second;
        if (key == "deals") {
            xml_comments(root, comments.before), xml_comments(root, comments.after);
            if (mark) root.append_child(XML_DEALS_MARK);
            for (const Deal& d : log.deals) xml_deal(root, d);
        } else {
            xml_model_key(root, log, key, comments);
        }
    }
    xml_comments(root, log.closing_comments);
    StringWriter out;
    doc.save(out, " ", pugi::format_indent, pugi::encoding_utf8);
    return std::move(out.text);
}

} // namespace

std::string write_log_yaml(const GameLog& log, const std::vector<std::string>& notes) {
    return yaml_log(log, notes, false);
}

std::string write_log_xml(const GameLog& log, const std::vector<std::string>& notes) {
    return xml_log(log, notes, false);
}

std::string write_log(const GameLog& log, LogFormat format, const std::vector<std::string>& notes) {
    return format == LogFormat::Xml ? write_log_xml(log, notes) : write_log_yaml(log, notes);
}

LogWriter::LogWriter(const GameLog& header, LogFormat format, const std::vector<std::string>& notes)
    : format_(format) {
    GameLog without_deals = header;
    without_deals.deals.clear();
    const bool xml = format == LogFormat::Xml;
    head_ = xml ? xml_log(without_deals, notes, true) : yaml_log(without_deals, notes, true);
    const std::string mark =
        xml ? " <" + std::string(XML_DEALS_MARK) + " />\n" : std::string(YAML_DEALS_MARK);
    const size_t at = head_.find(mark);
    assert(at != std::string::npos);
    tail_ = head_.substr(at + mark.size());
    head_.resize(at);
}

// A deal as the whole log's text has it: in XML, the deal and its comments printed one level
// in, as pugixml prints the log's children.
std::string LogWriter::deal(const Deal& d) const {
    if (format_ != LogFormat::Xml) return yaml_deal(d);
    pugi::xml_document doc;
    pugi::xml_node root = doc.append_child("log");
    xml_deal(root, d);
    StringWriter out;
    for (pugi::xml_node n : root.children())
        n.print(out, " ", pugi::format_indent, pugi::encoding_utf8, 1);
    return std::move(out.text);
}

} // namespace bl
