#include "game_log.h"

#include "card.h"

#include "yaml_reader.h"

#include <algorithm>

#include <initializer_list>

namespace bl {

namespace {

class LogReader : YamlReader {
  public:
    using YamlReader::YamlReader;

    GameLog read(const YAML::Node& root) {
        GameLog log;
        log.file = file();
        if (!root.IsMap()) fail(root, "a game log is a YAML map with the keys format, code and deals");
        for (auto it = root.begin(); it != root.end(); ++it) {
            const std::string key = it->first.as<std::string>();
            if (key.rfind("x-", 0) == 0) continue; // tools' own notes
            static const std::initializer_list<const char*> known = {
                "format", "code", "players", "score", "cutting", "deals",
                // teaching-case keys (docs/cases.md)
                "name", "story", "question", "expect", "explain", "subject"};
            if (std::find_if(known.begin(), known.end(), [&](const char* k) { return key == k; }) == known.end())
                fail(it->first, "unknown key \"" + key + "\" (expected format, code, players, score, cutting, deals, or a key beginning with x-)");
        }
        const YAML::Node format = required(root, "format", "the first line of a log is \"format: bridgelaws/1\"");
        if (scalar(format) != "bridgelaws/1")
            fail(format, "format \"" + scalar(format) + "\" is not supported; write \"format: bridgelaws/1\"");
        if (root["code"]) log.code = scalar(root["code"]);
        if (root["players"]) read_players(root["players"], log);
        if (root["score"]) log.score = read_score(root["score"]);
        if (root["cutting"]) read_cutting(root["cutting"], log);
        const YAML::Node deals = required(root, "deals", "a log lists its deals under \"deals:\"");
        if (!deals.IsSequence()) fail(deals, "\"deals\" is a list of deals");
        for (size_t i = 0; i < deals.size(); ++i) log.deals.push_back(read_deal(deals[i], int(i) + 1));
        return log;
    }

  private:
    Seat seat(const YAML::Node& n) const {
        auto s = parse_seat(scalar(n, "a seat"));
        if (!s) fail(n, "\"" + n.Scalar() + "\" is not a seat (N, E, S or W)");
        return *s;
    }

    void read_players(const YAML::Node& n, GameLog& log) const {
        if (!n.IsMap()) fail(n, "\"players\" maps seats to names: {N: Mr. A, E: Mr. Y, S: Mr. B, W: Mr. Z}");
        for (auto it = n.begin(); it != n.end(); ++it) log.players[seat(it->first)] = scalar(it->second, "a name");
    }

    std::array<SideScore, 2> read_score(const YAML::Node& n) const {
        if (!n.IsMap()) fail(n, "\"score\" maps each side to {below, above, games}");
        std::array<SideScore, 2> out{};
        for (auto it = n.begin(); it != n.end(); ++it) {
            const std::string side = scalar(it->first, "a side");
            if (side != "NS" && side != "EW") fail(it->first, "\"" + side + "\" is not a side (NS or EW)");
            const YAML::Node v = it->second;
            if (!v.IsMap()) fail(v, "a side's score is {below: N, above: N, games: N}");
            only_keys(v, {"below", "above", "games"}, "score of " + side);
            SideScore& s = out[side == "NS" ? NS : EW];
            if (v["below"]) s.below = integer(v["below"], "below");
            if (v["above"]) s.above = integer(v["above"], "above");
            if (v["games"]) s.games = integer(v["games"], "games");
            if (s.games < 0 || s.games > 2) fail(v["games"], "games is 0, 1 or 2");
        }
        return out;
    }

    void read_cutting(const YAML::Node& n, GameLog& log) const {
        if (!n.IsSequence()) fail(n, "\"cutting\" is a list of rounds, each a map from player name to card");
        for (const YAML::Node& round : n) {
            if (!round.IsMap()) fail(round, "a round of cutting maps player names to cards: {Mr. A: HQ, Mr. B: D8}");
            std::vector<Cut> cuts;
            for (auto it = round.begin(); it != round.end(); ++it) {
                CardParse c = parse_card(scalar(it->second, "a card"));
                if (!c.problem.empty()) fail(it->second, "cut card \"" + it->second.Scalar() + "\": " + c.problem);
                cuts.push_back({scalar(it->first, "a name"), c.card});
            }
            log.cutting.push_back(std::move(cuts));
        }
    }

    void read_hands(const YAML::Node& n, Deal& d) const {
        if (n.IsScalar()) {
            DealParse p = parse_pbn_deal(n.Scalar());
            if (!p.problem.empty()) fail(n, "hands: " + p.problem);
            d.hands = p.hands;
            d.counts = p.counts;
            return;
        }
        if (!n.IsMap()) fail(n, "\"hands\" is a PBN deal string or a map from seat to hand");
        std::array<bool, SEATS> seen{};
        for (auto it = n.begin(); it != n.end(); ++it) {
            const Seat s = seat(it->first);
            HandParse h = parse_hand(scalar(it->second, "a hand"));
            if (!h.problem.empty()) fail(it->second, seat_name(s) + "'s hand: " + h.problem);
            d.hands[s] = h.cards;
            d.counts[s] = h.count;
            seen[s] = true;
        }
        for (int s = 0; s < SEATS; ++s)
            if (!seen[s]) fail(n, "hands: " + seat_name(Seat(s)) + "'s hand is missing");
    }

    Event read_event(const YAML::Node& n, const std::string& where) const {
        Event e;
        e.line = n.Mark().line + 1;
        e.column = n.Mark().column + 1;
        std::string problem;
        std::string shown;
        if (n.IsScalar()) {
            shown = n.Scalar();
            problem = parse_event_text(shown, e);
        } else if (n.IsMap()) {
            only_keys(n, {"by", "act", "card", "trump", "option", "suit", "tricks", "answer"}, where);
            const YAML::Node act = required(n, "act", "an event map names its verb as \"act\"");
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
            if (const YAML::Node c = n["card"]) {
                if (c.IsSequence())
                    for (const YAML::Node& x : c) args.push_back(scalar(x, "a card"));
                else
                    args.push_back(scalar(c, "a card"));
            }
            problem = parse_event_map(e, args);
            shown = event_text(e);
        } else {
            fail(n, where + ": an event is a string (\"W plays SK\") or a map ({by: W, act: plays, card: SK})");
        }
        if (!problem.empty()) fail(n, where + ": \"" + shown + "\": " + problem);
        return e;
    }

    std::vector<Event> read_events(const YAML::Node& n, int deal, const char* list) const {
        std::vector<Event> out;
        if (!n) return out;
        if (!n.IsSequence()) fail(n, std::string("\"") + list + "\" is a list of events");
        for (size_t i = 0; i < n.size(); ++i)
            out.push_back(read_event(n[i], "deal " + std::to_string(deal) + ", " +
                                                (std::string(list) == "events" ? "" : std::string(list) + " ") +
                                                "event " + std::to_string(i)));
        return out;
    }

    Deal read_deal(const YAML::Node& n, int index) const {
        if (!n.IsMap()) fail(n, "deal " + std::to_string(index) + " is a map with dealer, hands and events");
        only_keys(n, {"dealer", "hands", "turn-up", "during-deal", "events"}, "deal " + std::to_string(index));
        Deal d;
        d.line = n.Mark().line + 1;
        d.dealer = seat(required(n, "dealer", "each deal names its dealer (N, E, S or W)"));
        read_hands(required(n, "hands", "each deal gives the four hands, e.g. \"N:AKQ4.J32.T98.765 ...\""), d);
        if (const YAML::Node t = n["turn-up"]) {
            CardParse c = parse_card(scalar(t, "a card"));
            if (!c.problem.empty()) fail(t, "turn-up \"" + t.Scalar() + "\": " + c.problem);
            d.turn_up = c.card;
        }
        d.during_deal = read_events(n["during-deal"], index, "during-deal");
        d.events = read_events(n["events"], index, "events");
        return d;
    }

};

} // namespace

Result<GameLog> parse_log_yaml(const std::string& text, const std::string& file) {
    return parse_yaml(text, file, [&](const YAML::Node& root) { return LogReader(file).read(root); });
}

Result<GameLog> read_log(const std::string& path) {
    auto text = read_file(path);
    if (!text) return text.error();
    return parse_log_yaml(*text, path);
}

} // namespace bl
