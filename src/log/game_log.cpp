#include "log/game_log.h"

#include "core/card.h"
#include "core/yaml_reader.h"
#include "log/hands_from_play.h"
#include "log/log_comments.h"
#include "log/log_fields.h"

#include <algorithm>
#include <initializer_list>

namespace bl {

namespace {

// Reads yaml-cpp's nodes or the compact tree (core/yaml_tree.h), the same way.
template <class Node> class LogReader : BasicYamlReader<Node> {
    using Base = BasicYamlReader<Node>;
    using Base::fail, Base::file, Base::integer, Base::only_keys, Base::required, Base::scalar;

  public:
    using Base::Base;

    GameLog read(const Node& root) {
        GameLog log;
        log.file = file();
        if (!root.IsMap()) fail(root, "a game log is a YAML map with the keys format, code and deals");
        for (auto it = root.begin(); it != root.end(); ++it) {
            const std::string key = it->first.template as<std::string>();
            if (key.rfind("x-", 0) == 0) continue; // tools' own notes
            static const std::initializer_list<const char*> known = {
                "format", "code", "players", "score", "cutting", "deals", "event", "date",
                // teaching-case keys (docs/cases.md)
                "name", "story", "question", "expect", "explain", "subject", "level",
                "prerequisites"};
            if (std::find_if(known.begin(), known.end(), [&](const char* k) { return key == k; }) == known.end())
                fail(it->first, "unknown key \"" + key +
                                    "\" (expected format, code, players, score, cutting, deals, "
                                    "event, date, or a key beginning with x-)");
        }
        const Node format = required(root, "format", "the first line of a log is \"format: bridgelaws/1\"");
        if (scalar(format) != LOG_FORMAT)
            fail(format, "format \"" + scalar(format) + "\" is not supported; write \"format: " + LOG_FORMAT + "\"");
        if (root["code"]) {
            log.code = scalar(root["code"]);
            log.code_line = root["code"].Mark().line + 1;
        }
        if (root["players"]) read_players(root["players"], log);
        if (root["event"]) log.event = scalar(root["event"], "an event's name");
        if (root["date"]) log.date = scalar(root["date"], "a date");
        if (root["score"]) log.score = read_score(root["score"]);
        if (root["cutting"]) read_cutting(root["cutting"], log);
        const Node deals = required(root, "deals", "a log lists its deals under \"deals:\"");
        if (!deals.IsSequence()) fail(deals, "\"deals\" is a list of deals");
        for (size_t i = 0; i < deals.size(); ++i) log.deals.push_back(read_deal(deals[i], int(i) + 1));
        return log;
    }

    // One deal, the only item of a list (a piece of a log cut at its deals: log_split.h).
    Deal read_listed_deal(const Node& list, int index) const {
        if (!list.IsSequence() || list.size() != 1) fail(list, "deal " + std::to_string(index) + " is one item of the list under \"deals:\"");
        return read_deal(list[0], index);
    }

  private:
    // Fails at `n` when a shared field reader finds a problem.
    void check(const Node& n, const std::string& problem) const {
        if (!problem.empty()) fail(n, problem);
    }

    Seat seat(const Node& n) const {
        Seat s = NO_SEAT;
        check(n, read_seat_field(scalar(n, "a seat"), s));
        return s;
    }

    void read_players(const Node& n, GameLog& log) const {
        if (!n.IsMap()) fail(n, "\"players\" maps seats to names: {N: Mr. A, E: Mr. Y, S: Mr. B, W: Mr. Z}");
        for (auto it = n.begin(); it != n.end(); ++it) log.players[seat(it->first)] = scalar(it->second, "a name");
    }

    std::array<SideScore, 2> read_score(const Node& n) const {
        if (!n.IsMap()) fail(n, "\"score\" maps each side to {below, above, games}");
        std::array<SideScore, 2> out{};
        for (auto it = n.begin(); it != n.end(); ++it) {
            const std::string name = scalar(it->first, "a side");
            Side side = NS;
            check(it->first, read_side_field(name, side));
            const Node v = it->second;
            if (!v.IsMap()) fail(v, "a side's score is {below: N, above: N, games: N}");
            only_keys(v, {"below", "above", "games"}, "score of " + name);
            SideScore& s = out[side];
            if (v["below"]) s.below = integer(v["below"], "below");
            if (v["above"]) s.above = integer(v["above"], "above");
            if (v["games"]) s.games = integer(v["games"], "games");
            check(v["games"], check_games(s.games));
        }
        return out;
    }

    void read_cutting(const Node& n, GameLog& log) const {
        if (!n.IsSequence()) fail(n, "\"cutting\" is a list of rounds, each a map from player name to card");
        for (const Node& round : n) {
            if (!round.IsMap()) fail(round, "a round of cutting maps player names to cards: {Mr. A: HQ, Mr. B: D8}");
            std::vector<Cut> cuts;
            for (auto it = round.begin(); it != round.end(); ++it) {
                Cut cut;
                check(it->second, read_cut_cards(scalar(it->second, "a card"), cut));
                cut.player = scalar(it->first, "a name");
                cuts.push_back(cut);
            }
            log.cutting.push_back(std::move(cuts));
        }
    }

    void read_hands(const Node& n, Deal& d) const {
        if (n.IsScalar()) return check(n, read_deal_hands(n.Scalar(), d));
        if (!n.IsMap()) fail(n, "\"hands\" is a PBN deal string or a map from seat to hand");
        std::array<bool, SEATS> seen{};
        for (auto it = n.begin(); it != n.end(); ++it) {
            const Seat s = seat(it->first);
            check(it->second, read_seat_hand(s, scalar(it->second, "a hand"), d));
            seen[s] = true;
        }
        for (int s = 0; s < SEATS; ++s)
            if (!seen[s]) fail(n, "hands: " + seat_name(Seat(s)) + "'s hand is missing");
    }

    Event read_event(const Node& n, const std::string& where) const {
        Event e;
        e.line = n.Mark().line + 1;
        e.column = n.Mark().column + 1;
        if (n.IsScalar()) {
            check(n, read_event_string(n.Scalar(), where, e));
            return e;
        }
        if (!n.IsMap())
            fail(n, where + ": an event is a string (\"W plays SK\") or a map ({by: W, act: plays, card: SK})");
        only_keys(n,
                  {"by", "act", "card", "trump", "option", "suit", "tricks", "answer", "side",
                   "points", "trick", "seat"},
                  where);
        const Node act = required(n, "act", "an event map names its verb as \"act\"");
        auto verb = parse_name<Verb>(scalar(act, "a verb"));
        if (!verb) fail(act, where + ": \"" + act.Scalar() + "\" is not a verb (" + name_list<Verb>() + ")");
        e.verb = *verb;
        if (n["by"]) e.by = seat(n["by"]);
        if (verb_takes_seat(e.verb) && e.by == NO_SEAT) fail(n, where + ": \"" + act.Scalar() + "\" needs \"by\", the seat");
        std::vector<std::string> args;
        // Argument keys in the order the string form writes them.
        if (n["option"]) args.push_back(scalar(n["option"], "an option"));
        if (n["trump"]) args.push_back(scalar(n["trump"], "a trump"));
        if (n["suit"]) args.push_back(scalar(n["suit"], "a suit"));
        if (n["answer"]) args.push_back(scalar(n["answer"], "an answer"));
        if (n["tricks"]) args.push_back(scalar(n["tricks"], "a number of tricks"));
        if (n["side"]) args.push_back(scalar(n["side"], "a side")); // deals-with, scores
        if (const Node t = n["trick"]) {                      // looks-at: a quitted trick
            args.push_back("trick");
            if (!(t.IsScalar() && t.Scalar() == "last"))
                args.push_back(scalar(t, "a trick number"));
        }
        if (n["seat"]) args.push_back(scalar(n["seat"], "a seat")); // looks-at: a hand looked over
        if (const Node p = n["points"]) {                     // scores: below [, above]
            if (p.IsSequence())
                for (const Node& x : p) args.push_back(scalar(x, "a number of points"));
            else
                args.push_back(scalar(p, "a number of points"));
        }
        if (const Node c = n["card"]) {
            if (c.IsSequence())
                for (const Node& x : c) args.push_back(scalar(x, "a card"));
            else
                args.push_back(scalar(c, "a card"));
        }
        const std::string problem = parse_event_map(e, args);
        if (!problem.empty()) fail(n, where + ": \"" + event_text(e) + "\": " + problem);
        return e;
    }

    std::vector<Event> read_events(const Node& n, int deal, const char* list) const {
        std::vector<Event> out;
        if (!n) return out;
        if (!n.IsSequence()) fail(n, std::string("\"") + list + "\" is a list of events");
        for (size_t i = 0; i < n.size(); ++i) out.push_back(read_listed_event(n[i], deal, list, i));
        return out;
    }

    // An event written as a sentence, the usual form, read without spelling out its place in the
    // log, which only a message needs; any other, or a sentence at fault, by read_event.
    Event read_listed_event(const Node& n, int deal, const char* list, size_t index) const {
        if (n.IsScalar()) {
            Event e;
            e.line = n.Mark().line + 1;
            e.column = n.Mark().column + 1;
            if (parse_event_text(n.Scalar(), e).empty()) return e;
        }
        return read_event(n, event_place(deal, list, index));
    }

    Deal read_deal(const Node& n, int index) const {
        if (!n.IsMap()) fail(n, "deal " + std::to_string(index) + " is a map with dealer, hands and events");
        only_keys(n,
                  {"dealer", "board", "event", "date", "hands", "turn-up", "during-deal", "events"},
                  "deal " + std::to_string(index));
        Deal d;
        d.line = n.Mark().line + 1;
        d.dealer = seat(required(n, "dealer", DEALER_HINT));
        if (const Node b = n["board"]) d.board = scalar(b, "a board's name");
        if (const Node e = n["event"]) d.event = scalar(e, "an event's name");
        if (const Node t = n["date"]) d.date = scalar(t, "a date");
        const Node hands = n["hands"];
        if (hands) {
            d.hands_line = hands.Mark().line + 1;
            d.hands_column = hands.Mark().column + 1;
            read_hands(hands, d);
        }
        if (const Node t = n["turn-up"]) check(t, read_turn_up(scalar(t, "a card"), d));
        d.during_deal = read_events(n["during-deal"], index, "during-deal");
        d.events = read_events(n["events"], index, "events");
        // Without hands, the whole play gives them (docs/log-additions.md).
        if (const std::string problem = hands ? "" : hands_from_play(d); !problem.empty())
            fail(n, "deal " + std::to_string(index) + ": " + problem);
        return d;
    }

};

} // namespace

Result<GameLog> parse_log_yaml(const std::string& text, const std::string& file, LogExtras extras) {
    if (extras == LogExtras::Keep) // for convert, from yaml-cpp's nodes, which keep the comments
        return parse_yaml(text, file, [&](const YAML::Node& root) {
            GameLog log = LogReader<YAML::Node>(file).read(root);
            keep_yaml_extras(root, text, log);
            return log;
        });
    return parse_yaml_tree(text, file, [&]<class Node>(const Node& root) {
        return LogReader<Node>(file).read(root);
    });
}

Result<Deal> parse_deal_yaml(const std::string& text, const std::string& file, int index) {
    return parse_yaml_tree(text, file, [&]<class Node>(const Node& root) {
        return LogReader<Node>(file).read_listed_deal(root, index);
    });
}

Result<GameLog> read_log(const std::string& path) {
    auto text = read_file(path);
    if (!text) return text.error();
    return parse_log_yaml(*text, path);
}

} // namespace bl
