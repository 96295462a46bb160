#include "log/log_xml.h"

#include "core/lone_returns.h"
#include "core/xml_reader.h"
#include "log/event_lines.h"
#include "log/hands_from_play.h"
#include "log/log_fields.h"
#include "log/plain_deal_xml.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <string_view>
#include <tuple>

namespace bl {

namespace {

bool named(pugi::xml_node n, const char* name) { return std::strcmp(n.name(), name) == 0; }

// An event's text with line breaks and tabs read as spaces, trimmed: XML may wrap it.
std::string event_words(std::string s) {
    for (char& c : s)
        if (c == '\n' || c == '\r' || c == '\t') c = ' ';
    const size_t first = s.find_first_not_of(' ');
    if (first == std::string::npos) return {};
    return s.substr(first, s.find_last_not_of(' ') - first + 1);
}

class LogXmlReader : XmlReader {
  public:
    using XmlReader::XmlReader;

    Result<GameLog> run() {
        if (auto e = parse()) return *e;
        try {
            return read(root());
        } catch (const InputError& e) {
            return e.error;
        }
    }

    // One <deal> element on its own (a piece of a log cut at its deals: log_split.h).
    Result<Deal> run_deal(int index) {
        enclosed_by({"log"});
        if (auto e = parse()) return *e;
        try {
            if (!named(root(), "deal")) fail(root(), "expected a <deal> element, not <" + std::string(root().name()) + ">");
            return read_deal(root(), index);
        } catch (const InputError& e) {
            return e.error;
        }
    }

  private:
    void check(pugi::xml_node n, const std::string& problem) const {
        if (!problem.empty()) fail(n, problem);
    }
    void check(pugi::xml_attribute a, const std::string& problem) const {
        if (!problem.empty()) fail(a, problem);
    }

    // The child elements that carry meaning: tools' notes and other namespaces are skipped.
    template <class Fn>
    void each_element(pugi::xml_node n, const std::string& text_hint, Fn&& fn) const {
        no_text(n, text_hint);
        for (const pugi::xml_node c : n.children())
            if (c.type() == pugi::node_element && !ignored(c.name())) fn(c);
    }

    [[noreturn]] void unexpected(pugi::xml_node c, pugi::xml_node in, const char* expected) const {
        fail(c, "<" + std::string(c.name()) + "> is not part of <" + in.name() + "> (expected " +
                    expected + ", or a name beginning with x-)");
    }

    GameLog read(pugi::xml_node root) const {
        if (!named(root, "log"))
            fail(root, "the root element is <" + std::string(root.name()) +
                           ">; a game log in XML is <log format=\"bridgelaws/1\" code=\"...\">");
        only_attributes(root, {"format", "code", "event", "date"});
        const pugi::xml_attribute format =
            required(root, "format", "a log is <log format=\"bridgelaws/1\">");
        if (std::string(format.value()) != LOG_FORMAT)
            fail(format, "format \"" + std::string(format.value()) +
                             "\" is not supported; write format=\"" + LOG_FORMAT + "\"");
        GameLog log;
        log.file = file();
        log.code = root.attribute("code").value();
        log.event = root.attribute("event").value();
        log.date = root.attribute("date").value();
        log.code_line = place(root).first;
        bool players = false, cutting = false;
        std::array<bool, 2> scored{};
        // The deals counted first: an archive's list grown a deal at a time moved every deal
        // read so far again and again.
        size_t deals = 0;
        for (const pugi::xml_node c : root.children("deal"))
            deals += c.type() == pugi::node_element;
        log.deals.reserve(deals);
        each_element(root, "a log holds elements only", [&](pugi::xml_node c) {
            if (named(c, "players")) {
                once(c, players);
                read_players(c, log);
            } else if (named(c, "score")) {
                read_score(c, log, scored);
            } else if (named(c, "cutting")) {
                once(c, cutting);
                read_cutting(c, log);
            } else if (named(c, "deal")) {
                log.deals.push_back(read_deal(c, int(log.deals.size()) + 1));
            } else {
                unexpected(c, root, "players, score, cutting or deal");
            }
        });
        keep_extras(root, log);
        return log;
    }

    // What the model does not hold, for convert: the comments, each before the item it stands
    // before (those inside an element after it), and the kept keys (<x-yaml key="...">).
    void keep_extras(pugi::xml_node root, GameLog& log) const {
        std::vector<std::string> pending;
        for (pugi::xml_node c = document().first_child(); c && c != root; c = c.next_sibling())
            if (c.type() == pugi::node_comment) pending.push_back(comment_words(c));
        log.key_order = {"format"};
        for (const char* a : {"code", "event", "date"})
            if (root.attribute(a)) log.key_order.push_back(a);
        append(log.key_comments["format"].before, pending);
        size_t deal = 0;
        for (const pugi::xml_node c : root.children()) {
            if (c.type() == pugi::node_comment) pending.push_back(comment_words(c));
            if (c.type() != pugi::node_element) continue;
            Comments* comments = nullptr;
            if (named(c, "x-yaml")) {
                log.kept.push_back({c.attribute("key").value(), cdata(c), {}});
                log.key_order.push_back(log.kept.back().key);
                comments = &log.kept.back().comments;
            } else if (named(c, "deal") && deal < log.deals.size()) {
                if (deal == 0) log.key_order.push_back("deals");
                comments = &log.deals[deal++].notes.comments;
            } else if (named(c, "players") || named(c, "score") || named(c, "cutting")) {
                if (std::find(log.key_order.begin(), log.key_order.end(), c.name()) ==
                    log.key_order.end())
                    log.key_order.push_back(c.name());
                comments = &log.key_comments[c.name()];
            }
            if (!comments) continue;
            append(comments->before, pending);
            if (!named(c, "deal")) comments->after = inner_comments(c);
        }
        log.closing_comments = std::move(pending);
    }

    static void append(std::vector<std::string>& to, std::vector<std::string>& from) {
        to.insert(to.end(), from.begin(), from.end());
        from.clear();
    }

    // A comment's words, as the writer spaced them (" words ").
    static std::string comment_words(pugi::xml_node c) {
        std::string s = c.value();
        if (s.starts_with(' ')) s.erase(0, 1);
        while (s.ends_with(' ')) s.pop_back();
        return s;
    }

    static std::vector<std::string> inner_comments(pugi::xml_node n) {
        std::vector<std::string> out;
        for (const pugi::xml_node c : n.children())
            if (c.type() == pugi::node_comment) out.push_back(comment_words(c));
        return out;
    }

    // A kept key's YAML: its character data (and any text) as written.
    static std::string cdata(pugi::xml_node n) {
        std::string out;
        for (const pugi::xml_node c : n.children())
            if (c.type() == pugi::node_cdata || c.type() == pugi::node_pcdata) out += c.value();
        return out;
    }

    void once(pugi::xml_node n, bool& seen) const {
        if (seen) fail(n, "<" + std::string(n.name()) + "> is given twice");
        seen = true;
    }

    void empty_element(pugi::xml_node n) const {
        each_element(n, "it takes attributes only", [&](pugi::xml_node c) {
            fail(c, "<" + std::string(n.name()) + "> holds no element, not <" + c.name() + ">");
        });
    }

    void read_players(pugi::xml_node n, GameLog& log) const {
        only_attributes(n, {"N", "E", "S", "W"});
        empty_element(n);
        for (const pugi::xml_attribute a : n.attributes()) {
            Seat s = NO_SEAT;
            if (read_seat_field(a.name(), s).empty()) log.players[s] = a.value();
        }
    }

    int count(pugi::xml_attribute a, const char* what) const {
        int v = 0;
        if (a) check(a, read_count_field(a.value(), what, v));
        return v;
    }

    void read_score(pugi::xml_node n, GameLog& log, std::array<bool, 2>& scored) const {
        only_attributes(n, {"side", "below", "above", "games"});
        empty_element(n);
        const pugi::xml_attribute side_attr =
            required(n, "side",
                     "each <score> names its side: <score side=\"NS\" below=\"18\" above=\"40\" "
                     "games=\"1\"/>");
        Side side = NS;
        check(side_attr, read_side_field(side_attr.value(), side));
        if (!log.score)
            log.score.emplace();
        else if (scored[side])
            fail(n, std::string("the score of ") + SIDE_NAMES[side] + " is given twice");
        scored[side] = true;
        SideScore& s = (*log.score)[side];
        s.below = count(n.attribute("below"), "below");
        s.above = count(n.attribute("above"), "above");
        s.games = count(n.attribute("games"), "games");
        check(n.attribute("games"), check_games(s.games));
    }

    void read_cutting(pugi::xml_node n, GameLog& log) const {
        only_attributes(n, {});
        each_element(
            n, "a round of cutting is <round><cut player=\"Mr. A\" card=\"HQ\"/>...</round>",
            [&](pugi::xml_node r) {
                if (!named(r, "round")) unexpected(r, n, "round");
                only_attributes(r, {});
                std::vector<Cut> cuts;
                each_element(
                    r, "each cut is <cut player=\"Mr. A\" card=\"HQ\"/>", [&](pugi::xml_node c) {
                        if (!named(c, "cut")) unexpected(c, r, "cut");
                        only_attributes(c, {"player", "card"});
                        empty_element(c);
                        Cut cut;
                        cut.player =
                            required(c, "player", "a cut names the player by name").value();
                        const pugi::xml_attribute card =
                            required(c, "card", "a cut names the card cut, e.g. card=\"HQ\"");
                        check(card, read_cut_cards(card.value(), cut));
                        cuts.push_back(cut);
                    });
                log.cutting.push_back(std::move(cuts));
            });
    }

    // `list` and `index` name the event in an error; the name is written only then.
    Event read_event(pugi::xml_node n, int deal, const char* list, size_t index) const {
        if (n.first_attribute()) only_attributes(n, {});
        const auto [line, column] = XmlReader::place(n.first_child() ? n.first_child() : n);
        return read_event_at(event_words(text(n)), line, column, deal, list, index);
    }

    // <events>: the compact form, one event a line (blank lines skipped). The lines are counted
    // within the text, so places stay right whatever the line ends.
    void read_event_lines(pugi::xml_node n, int deal, std::vector<Event>& out) const {
        if (n.first_attribute()) only_attributes(n, {});
        for (const pugi::xml_node body : n.children()) {
            if (body.type() == pugi::node_comment) continue; // kept by keep_deal_extras
            if (body.type() != pugi::node_pcdata)
                fail(n, "<events> holds only text, one event a line (\"W plays SK\")");
            read_event_text(body.value(), deal, out);
        }
    }

    void read_event_text(std::string_view text, int deal, std::vector<Event>& out) const {
        const auto [line, column] = place_of(text.data());
        bl::read_event_lines(text, line, column, out, [&](std::string_view words, int at_line, int at) {
            out.push_back(read_event_at(words, at_line, at, deal, "events", out.size()));
            return true;
        });
    }

    // One event's text, standing at `line` and `column`; `list` and `index` name it in an error.
    Event read_event_at(std::string_view words, int line, int column, int deal, const char* list, size_t index) const {
        Event e;
        e.line = line;
        e.column = column;
        if (!parse_event_text(words, e).empty()) {
            // Read again to describe the problem, with the event's place, written only then; into
            // an event of its own: the first reading left in `e` the cards it had read, which the
            // second would find named twice ("W plays HA QQ": "HA is named twice").
            Event again;
            const std::string problem =
                read_event_string(std::string(words), event_place(deal, list, index), again);
            throw InputError({file(), line, column, problem});
        }
        return e;
    }

    std::vector<Event> read_during_deal(pugi::xml_node n, int deal) const {
        only_attributes(n, {});
        std::vector<Event> out;
        each_element(n, "each event is an element, <e>E exposes C3</e>", [&](pugi::xml_node c) {
            if (!named(c, "e")) unexpected(c, n, "e");
            out.push_back(read_event(c, deal, "during-deal", out.size()));
        });
        return out;
    }

    Deal read_deal(pugi::xml_node n, int index) const {
        only_attributes(n, {"dealer", "board", "event", "date", "hands", "turn-up"});
        Deal d;
        d.line = XmlReader::place(n).first;
        const pugi::xml_attribute dealer = required(n, "dealer", DEALER_HINT);
        check(dealer, read_seat_field(dealer.value(), d.dealer));
        d.board = n.attribute("board").value();
        d.event = n.attribute("event").value();
        d.date = n.attribute("date").value();
        const pugi::xml_attribute hands = n.attribute("hands");
        if (hands) {
            std::tie(d.hands_line, d.hands_column) = place_of(hands.value());
            check(hands, read_deal_hands(hands.value(), d));
        }
        if (const pugi::xml_attribute t = n.attribute("turn-up"))
            check(t, read_turn_up(t.value(), d));
        bool during = false;
        each_element(n, "each event is an element, <e>W plays SK</e>", [&](pugi::xml_node c) {
            if (named(c, "e")) {
                d.events.push_back(read_event(c, index, "events", d.events.size()));
            } else if (named(c, "events")) {
                read_event_lines(c, index, d.events);
            } else if (named(c, "during-deal")) {
                once(c, during);
                d.during_deal = read_during_deal(c, index);
            } else {
                unexpected(c, n, "e, events or during-deal");
            }
        });
        // Without hands, the whole play gives them (docs/log-additions.md).
        if (const std::string problem = hands ? "" : hands_from_play(d); !problem.empty())
            fail(n, "deal " + std::to_string(index) + ": " + problem);
        keep_deal_extras(n, d);
        return d;
    }

    // A deal's comments and kept keys: those before its first element stand after the deal's
    // first line; a comment before an event (between two <e>, or inside one before its text)
    // is the event's, one inside an <e> after its text after it.
    void keep_deal_extras(pugi::xml_node n, Deal& d) const {
        // Most deals have nothing to keep: their events are not counted again.
        if (!has_notes(n)) return;
        std::vector<std::string> pending;
        size_t index = 0;
        bool first = true;
        for (const pugi::xml_node c : n.children()) {
            if (c.type() == pugi::node_comment) pending.push_back(comment_words(c));
            if (c.type() != pugi::node_element) continue;
            if (first) append(d.notes.comments.after, pending), first = false;
            if (named(c, "e")) {
                event_notes(c, event_at(d.notes.events, index++), pending);
            } else if (named(c, "events")) {
                for (const pugi::xml_node line : c.children()) {
                    if (line.type() == pugi::node_comment) pending.push_back(comment_words(line));
                    if (line.type() != pugi::node_pcdata) continue;
                    if (!pending.empty() && index < d.events.size())
                        append(event_at(d.notes.events, index).before, pending);
                    index += events_in(line.value());
                }
            } else if (named(c, "during-deal")) {
                size_t i = 0;
                for (const pugi::xml_node e : c.children()) {
                    if (e.type() == pugi::node_comment) pending.push_back(comment_words(e));
                    if (named(e, "e")) event_notes(e, event_at(d.notes.during_deal, i++), pending);
                }
            } else if (named(c, "x-yaml")) {
                d.notes.kept.push_back({c.attribute("key").value(), cdata(c), {}});
                append(d.notes.kept.back().comments.before, pending);
                d.notes.kept.back().comments.after = inner_comments(c);
            }
        }
        append(d.notes.comments.after, pending); // after its last element: kept with the deal
        std::erase_if(d.notes.events, [](const auto& e) { return e.second.empty(); });
        std::erase_if(d.notes.during_deal, [](const auto& e) { return e.second.empty(); });
    }

    // Whether a deal holds a comment or a kept key anywhere keep_deal_extras looks: in the
    // deal, in its <events>, <e> and <during-deal>, and in the <e> of <during-deal>.
    static bool has_notes(pugi::xml_node n, int depth = 0) {
        for (const pugi::xml_node c : n.children()) {
            if (c.type() == pugi::node_comment || (depth == 0 && named(c, "x-yaml"))) return true;
            if (depth < 2 && c.type() == pugi::node_element && has_notes(c, depth + 1)) return true;
        }
        return false;
    }

    static Comments& event_at(std::vector<std::pair<size_t, Comments>>& list, size_t i) {
        if (list.empty() || list.back().first != i) list.emplace_back(i, Comments{});
        return list.back().second;
    }

    // An <e>'s comments: those pending before it, and those inside it, before or after its text.
    static void event_notes(pugi::xml_node e, Comments& to, std::vector<std::string>& pending) {
        append(to.before, pending);
        bool text = false;
        for (const pugi::xml_node c : e.children()) {
            text = text || c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata;
            if (c.type() == pugi::node_comment)
                (text ? to.after : to.before).push_back(comment_words(c));
        }
    }

    // The events a text of <events> holds: its lines that are not blank.
    static size_t events_in(std::string_view text) {
        size_t n = 0;
        for (size_t start = 0; start <= text.size();) {
            const size_t end = std::min(text.find('\n', start), text.size());
            if (text.substr(start, end - start).find_first_not_of(" \t\r") !=
                std::string_view::npos)
                ++n;
            start = end + 1;
        }
        return n;
    }
};

} // namespace

Result<GameLog> parse_log_xml(const std::string& text, const std::string& file) {
    // Returns alone as line ends (core/lone_returns.h): read as line feeds, so that an error
    // names the line an editor shows. A text without them is read as it is, not copied.
    if (has_lone_return(text)) return LogXmlReader(file, lone_returns_as_newlines(text)).run();
    return LogXmlReader(file, text).run();
}

Result<Deal> parse_deal_xml(const std::string& text, const std::string& file, int index) {
    if (std::optional<Deal> plain = read_plain_deal_xml(text)) return std::move(*plain);
    return parse_deal_xml_tree(text, file, index);
}

Result<Deal> parse_deal_xml_tree(const std::string& text, const std::string& file, int index) {
    return LogXmlReader(file, text).run_deal(index);
}

} // namespace bl
