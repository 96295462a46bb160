#include "pbn/pbn.h"

#include "core/card.h"
#include "log/log_fields.h"
#include "pbn/pbn_notes.h"
#include "pbn/pbn_play_check.h"
#include "table/state.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>

namespace bl {

namespace {

struct PbnWord {
    std::string text;
    int line = 0, column = 0;
};

// [Name "value"] and the section of words that follows it (the play, the auction).
struct PbnTag {
    std::string name, value;
    int line = 0, column = 0; // of the value
    std::vector<PbnWord> section;
};

struct PbnGame {
    std::vector<PbnTag> tags;
    const PbnTag* find(const std::string& name) const {
        for (const PbnTag& t : tags)
            if (t.name == name) return &t;
        return nullptr;
    }
};

// Splits PBN text into games (separated by an empty line) of tags and section words, skipping
// escape lines (%), comments ({...} and ; to the end of the line) and the annotations of the
// play (!, ?, $N, =N=).
class PbnLexer {
  public:
    PbnLexer(const std::string& text, const std::string& file) : t_(text), file_(file) {}

    std::vector<PbnGame> games() {
        while (at_ < t_.size()) step();
        end_game();
        return std::move(games_);
    }

  private:
    [[noreturn]] void fail(int line, int column, const std::string& message) const {
        throw InputError({file_, line, column, message});
    }

    char peek() const { return at_ < t_.size() ? t_[at_] : '\0'; }
    void advance() {
        if (t_[at_] == '\n') {
            ++line_;
            column_ = 1;
        } else if ((static_cast<unsigned char>(t_[at_]) & 0xC0) != 0x80) {
            ++column_;
        }
        ++at_;
    }
    void skip_line() {
        while (at_ < t_.size() && t_[at_] != '\n') advance();
    }

    void step() {
        const char c = peek();
        if (c == '\n') {
            if (!line_has_content_) end_game();
            line_has_content_ = false;
            advance();
            return;
        }
        if (c == ' ' || c == '\t' || c == '\r') return advance();
        line_has_content_ = true;
        if ((c == '%' && column_ == 1) || c == ';') return skip_line();
        if (c == '{') return comment();
        if (c == '[') return tag();
        word();
    }

    void comment() {
        const int line = line_, column = column_;
        while (at_ < t_.size() && t_[at_] != '}') advance();
        if (at_ >= t_.size()) fail(line, column, "a comment opened with { is not closed with }");
        advance();
    }

    void tag() {
        const int line = line_, column = column_;
        advance(); // [
        while (peek() == ' ' || peek() == '\t') advance();
        PbnTag tag;
        while (std::isalnum(static_cast<unsigned char>(peek())) || peek() == '_') {
            tag.name += peek();
            advance();
        }
        if (tag.name.empty())
            fail(line, column, "a tag is [Name \"value\"], the name in letters and digits");
        while (peek() == ' ' || peek() == '\t') advance();
        if (peek() != '"')
            fail(line_, column_,
                 "[" + tag.name + ": the value follows in double quotes, [" + tag.name +
                     " \"value\"]");
        advance();
        tag.line = line_;
        tag.column = column_;
        while (at_ < t_.size() && peek() != '"' && peek() != '\n') {
            if (peek() == '\\' && at_ + 1 < t_.size() &&
                (t_[at_ + 1] == '"' || t_[at_ + 1] == '\\'))
                advance();
            tag.value += peek();
            advance();
        }
        if (peek() != '"')
            fail(tag.line, tag.column - 1,
                 "[" + tag.name + ": the value is not closed with \" on its line");
        advance();
        while (peek() == ' ' || peek() == '\t') advance();
        if (peek() != ']')
            fail(line_, column_,
                 "[" + tag.name + " \"" + tag.value + "\": the tag is not closed with ]");
        advance();
        game_.tags.push_back(std::move(tag));
    }

    void word() {
        PbnWord w{{}, line_, column_};
        while (at_ < t_.size() && !std::isspace(static_cast<unsigned char>(peek())) &&
               std::string_view("[]{};").find(peek()) == std::string_view::npos) {
            w.text += peek();
            advance();
        }
        if (w.text.empty())
            fail(line_, column_, "\"" + std::string(1, peek()) + "\" stands outside a tag");
        if (game_.tags.empty())
            fail(w.line, w.column,
                 "\"" + w.text +
                     "\" stands before any tag; a game begins with tags, [Name \"value\"]");
        // Annotations of a play: a NAG ($12), a note reference (=1=), a mark (SK!, SK?).
        if (w.text[0] == '$' || w.text[0] == '=') return;
        while (w.text.size() > 1 && (w.text.back() == '!' || w.text.back() == '?'))
            w.text.pop_back();
        game_.tags.back().section.push_back(std::move(w));
    }

    void end_game() {
        if (!game_.tags.empty()) games_.push_back(std::move(game_));
        game_ = {};
    }

    const std::string& t_;
    const std::string& file_;
    size_t at_ = 0;
    int line_ = 1, column_ = 1;
    bool line_has_content_ = false;
    PbnGame game_;
    std::vector<PbnGame> games_;
};

struct Contract {
    int level = 0; // 0 when not written
    Denom denom = NO_DENOM;
    int risk = 0; // 1: X, 2: XX
    bool pass = false;
};

std::optional<Contract> parse_contract(std::string s) {
    for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
    Contract out;
    if (s == "PASS") {
        out.pass = true;
        return out;
    }
    size_t i = 0;
    if (i < s.size() && s[i] >= '1' && s[i] <= '7') out.level = s[i++] - '0';
    if (s.compare(i, 2, "NT") == 0) {
        out.denom = NO_TRUMPS;
        i += 2;
    } else if (i < s.size() && std::string_view("SHDC").find(s[i]) != std::string_view::npos) {
        out.denom = Denom(std::string_view("SHDC").find(s[i++]));
    } else {
        return std::nullopt;
    }
    while (i < s.size() && s[i] == 'X' && out.risk < 2) {
        ++out.risk;
        ++i;
    }
    if (i != s.size()) return std::nullopt;
    return out;
}

Event play_of(Seat by, Card c, const PbnWord& w) {
    Event e;
    e.by = by;
    e.verb = Verb::Plays;
    e.card = c;
    e.cards.add(c);
    e.line = w.line;
    e.column = w.column;
    return e;
}

// PBN writes "-" for a hand it does not give ("N:AKQ.J32.T98.765 - - -").
bool hand_missing(const std::string& deal) {
    const size_t colon = deal.find(':');
    size_t at = colon == std::string::npos ? 0 : colon + 1;
    while (at < deal.size()) {
        const size_t end = std::min(deal.find(' ', at), deal.size());
        if (deal.compare(at, end - at, "-") == 0) return true;
        at = end + 1;
    }
    return false;
}

// An unknown value: PBN writes "?" (or leaves the value empty).
bool unknown(const std::string& v) { return v.empty() || v == "?"; }

class PbnImporter {
  public:
    PbnImporter(const std::string& file, const PbnOptions& options, PbnImport& out)
        : file_(file), options_(options), out_(out) {}

    void run(const std::vector<PbnGame>& games) {
        out_.log.file = file_;
        std::map<std::string, std::string> previous; // "#" repeats the previous game's value
        for (PbnGame game : games) {
            for (PbnTag& t : game.tags) {
                if (t.value == "#" && previous.count(t.name)) t.value = previous[t.name];
                previous[t.name] = t.value;
            }
            deal(game);
        }
        out_.summary = tally_.lines(int(out_.log.deals.size()));
        if (options_.deals_only)
            out_.summary.push_back("--deals-only: the deals alone (hands, dealer, players), no declaration and no play");
        if (dialogue_absent_ && options_.book)
            out_.summary.push_back(
                "PBN does not record the doubling dialogue: where the play is kept, the contract was "
                "undoubled, so the log writes the leader asking \"May I lead?\" and his partner saying yes");
        else if (dialogue_absent_)
            note("PBN does not record the doubling dialogue (\"May I lead?\", doubles, "
                 "\"satisfied\"): the log "
                 "has none; write it in each deal's events before the first lead, as it was said "
                 "at the table");
    }

  private:
    [[noreturn]] void fail(const PbnTag& t, const std::string& message) const {
        throw InputError({file_, t.line, t.column,
                          place_ + ": [" + t.name + " \"" + t.value + "\"]: " + message});
    }
    void note(const std::string& s) { out_.notes.push_back(s); }
    // A note on this deal: in full in `notes`, and counted under `kind` for the summary.
    void deal_note(const std::string& kind, const std::string& s) {
        note(place_ + ": " + s);
        tally_.add(kind, int(out_.log.deals.size()) + 1);
    }

    const PbnTag& required(const PbnGame& g, const char* name, const std::string& hint) const {
        const PbnTag* t = g.find(name);
        if (!t || unknown(t->value)) {
            const PbnTag& first = g.tags.front();
            throw InputError({file_, first.line, 0, place_ + ": no [" + name + "] tag: " + hint});
        }
        return *t;
    }

    // A tag given again in a game with another value: PBN's import format reads the first and
    // passes over the rest, as this reader does (PbnGame::find); said, so that the value passed
    // over is not lost unseen.
    void repeated_tags(const PbnGame& g) {
        for (const PbnTag& again : g.tags) {
            const PbnTag& first = *g.find(again.name);
            if (&first == &again || first.value == again.value) continue;
            deal_note("[" + again.name +
                          "] given twice with two values: the first is kept, as "
                          "PBN reads it",
                      "[" + again.name + " \"" + again.value + "\"] (line " +
                          std::to_string(again.line) + ") repeats [" + first.name + " \"" +
                          first.value + "\"] (line " + std::to_string(first.line) +
                          "); PBN reads a tag's first value, so \"" + first.value + "\" is kept");
        }
    }

    void deal(const PbnGame& g) {
        const int index = int(out_.log.deals.size()) + 1;
        place_ = "deal " + std::to_string(index);
        Deal d;
        if (const PbnTag* board = g.find("Board"); board && !unknown(board->value)) {
            place_ += " (board " + board->value + ")";
            d.board = board->value; // dealt from the board: its dealer is the board's, not by turn
        }
        d.line = g.tags.front().line;
        repeated_tags(g);
        const PbnTag& dealer = required(g, "Dealer", "a log needs the dealer, [Dealer \"N\"]");
        if (const std::string p = read_seat_field(dealer.value, d.dealer); !p.empty())
            fail(dealer, p);
        const PbnTag& hands =
            required(g, "Deal", "a log needs the four hands, [Deal \"N:AKQ4.J32.T98.765 ...\"]");
        if (hand_missing(hands.value))
            fail(hands, "a hand is not given (\"-\"); a log needs all four");
        if (const std::string p = read_deal_hands(hands.value, d); !p.empty()) fail(hands, p);
        players(g);
        occasion(g, "Event", out_.log.event, d.event);
        occasion(g, "Date", out_.log.date, d.date);
        const std::optional<Contract> contract = read_contract(g);
        const bool declared = declaration(g, d, contract);
        play(g, d, contract);
        if (options_.deals_only) d.events.clear();
        else if (options_.book) keep_play(d, declared, contract);
        out_.log.deals.push_back(std::move(d));
    }

    void keep_play(Deal& d, bool declared, const std::optional<Contract>& c) {
        const std::string why = keep_bridge_whist_play(d, *options_.book, {declared, c && c->risk > 0});
        if (!why.empty()) deal_note("play dropped, " + why, "the play is not written: " + why);
    }

    void players(const PbnGame& g) {
        static constexpr const char* TAGS[] = {"North", "East", "South", "West"};
        for (int s = 0; s < SEATS; ++s) {
            const PbnTag* t = g.find(TAGS[s]);
            if (!t || unknown(t->value)) continue;
            std::string& name = out_.log.players[s];
            if (name.empty())
                name = t->value;
            else if (name != t->value)
                deal_note("a player's name differs from the first game's; the first is kept",
                          std::string("[") + TAGS[s] + " \"" + t->value +
                          "\"] differs from the earlier \"" + name +
                          "\"; a log names one table, so the first name is kept");
        }
    }

    // [Event] or [Date]: the log's, from the first game that gives it; a later game giving
    // another keeps its own in the deal.
    static void occasion(const PbnGame& g, const char* tag, std::string& log, std::string& deal) {
        const PbnTag* t = g.find(tag);
        if (!t || unknown(t->value)) return;
        if (log.empty())
            log = t->value;
        else if (log != t->value)
            deal = t->value;
    }

    std::optional<Contract> read_contract(const PbnGame& g) {
        const PbnTag* t = g.find("Contract");
        if (!t || unknown(t->value)) {
            deal_note("no contract: no declaration and no play", "no contract: the declaration is not written, nor the play (its order needs "
                      "the trump)");
            return std::nullopt;
        }
        auto c = parse_contract(t->value);
        if (!c)
            fail(*t, "a contract is a level (1 to 7), a denomination (S, H, D, C or NT) and X or "
                     "XX, or Pass");
        if (c->pass) {
            deal_note("passed out: no declaration and no play", "the deal was passed out (Contract \"Pass\"), which Bridge Whist does not "
                      "know: no declaration "
                      "and no play are written");
            return std::nullopt;
        }
        if (c->level > 1)
            deal_note("the contract's level is not carried (Bridge Whist has none)", "the contract's level (" + std::to_string(c->level) +
                      ") has no meaning in Bridge Whist and is not carried");
        if (c->risk > 0)
            deal_note("doubled: no double is written (PBN does not say who doubled, or when)",
                      std::string("the contract is ") +
                      (c->risk == 1 ? "doubled (X)" : "re-doubled (XX)") +
                      ", but PBN does not say who doubled or when: no double is written");
        return c;
    }

    // In Bridge Whist the dealer declares, or leaves it to his partner; PBN names the declarer.
    // Whether the declaration is written.
    bool declaration(const PbnGame& g, Deal& d, const std::optional<Contract>& c) {
        if (!c) return false;
        const PbnTag* t = g.find("Declarer");
        if (!t || unknown(t->value)) {
            deal_note("no declarer: no declaration", "no declarer: the declaration (" + std::string(DENOM_NAMES[c->denom]) +
                      ") is not written");
            return false;
        }
        Seat declarer = NO_SEAT;
        if (const std::string p = read_seat_field(t->value, declarer); !p.empty()) fail(*t, p);
        if (!partners(declarer, d.dealer)) {
            deal_note("declarer not on the dealer's side: no declaration",
                      "the declarer " + seat_name(declarer) +
                      " is not on the dealer's side (the dealer is " + seat_name(d.dealer) +
                      "): in Bridge Whist the dealer or his partner declares, so the "
                      "declaration is not written");
            return false;
        }
        Event e;
        e.by = d.dealer;
        e.verb = Verb::LeavesIt;
        if (declarer != d.dealer) d.events.push_back(e);
        e.by = declarer;
        e.verb = Verb::Declares;
        e.trump = c->denom;
        d.events.push_back(e);
        return true;
    }

    void play(const PbnGame& g, Deal& d, const std::optional<Contract>& c) {
        const PbnTag* t = g.find("Play");
        if (!t || unknown(t->value) || t->section.empty()) {
            deal_note("no play in the file", "no play ([Play] section): the log has none");
            return;
        }
        if (!c) return;
        Seat first = NO_SEAT;
        if (const std::string p = read_seat_field(t->value, first); !p.empty()) fail(*t, p);
        dialogue_absent_ = true;
        const std::vector<PbnWord>& words = t->section;
        Seat leader = first;
        size_t at = 0;
        int trick_no = 0;
        while (at < words.size() && words[at].text != "*") {
            ++trick_no;
            Trick trick;
            trick.leader = leader;
            std::array<const PbnWord*, SEATS> word_of{};
            // The columns are seats in order from the opening leader, whoever led the trick.
            for (int col = 0; col < SEATS && at < words.size() && words[at].text != "*";
                 ++col, ++at) {
                const PbnWord& w = words[at];
                if (w.text == "-" || w.text == "--") continue;
                const CardParse card = parse_card(w.text);
                if (!card.problem.empty())
                    throw InputError({file_, w.line, w.column,
                                      place_ + ", [Play] trick " + std::to_string(trick_no) +
                                          ": \"" + w.text + "\": " + card.problem});
                const Seat s = Seat((first + col) & 3);
                trick.by_seat[s] = card.card;
                word_of[s] = &w;
            }
            Seat s = leader;
            for (int i = 0; i < SEATS; ++i, s = next(s))
                if (trick.has(s)) d.events.push_back(play_of(s, trick.by_seat[s], *word_of[s]));
            if (!trick.has(leader) || trick.next_to_play() != NO_SEAT) {
                if (at < words.size() && words[at].text != "*")
                    deal_note("an incomplete trick: the play is written up to it",
                              "trick " + std::to_string(trick_no) +
                              " is incomplete, so who led the next is not known: "
                              "the play is written up to it");
                else if (trick_no < RANKS)
                    deal_note("the play stops before the thirteenth trick (a claim is not written)",
                              "the play ends in trick " + std::to_string(trick_no) +
                              claim_result(g));
                return;
            }
            leader = trick.winner(c->denom);
        }
        if (trick_no < RANKS)
            deal_note("the play stops before the thirteenth trick (a claim is not written)",
                      "the play ends after trick " + std::to_string(trick_no) + claim_result(g));
    }

    // What PBN says of the tricks not played, which the log cannot record as said.
    static std::string claim_result(const PbnGame& g) {
        const PbnTag* r = g.find("Result");
        const std::string result =
            r && !unknown(r->value) ? " ([Result \"" + r->value + "\"])" : "";
        return result + "; PBN does not record a claim or concession as said, so the log has none";
    }

    const std::string& file_;
    const PbnOptions& options_;
    PbnImport& out_;
    NoteTally tally_;
    std::string place_;
    bool dialogue_absent_ = false;
};

} // namespace

Result<PbnImport> parse_pbn(const std::string& text, const std::string& file, const PbnOptions& options) {
    try {
        PbnImport out;
        const std::vector<PbnGame> games = PbnLexer(text, file).games();
        if (games.empty())
            return Error{file, 0, 0, "no PBN game in the file (no [Tag \"value\"] found)"};
        PbnImporter(file, options, out).run(games);
        return out;
    } catch (const InputError& e) {
        return e.error;
    }
}

} // namespace bl
