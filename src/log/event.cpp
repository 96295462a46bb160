#include "log/event.h"

#include "core/card.h"
#include "log/spelling.h"

#include <array>
#include <charconv>
#include <optional>
#include <span>
#include <vector>

namespace bl {

namespace {

constexpr const char* VERBS[] = {
    "declares", "leaves-it", "doubles", "asks-to-lead", "says-yes", "is-satisfied", "plays",
    "exposes", "asks-having-none", "answers", "takes-back", "quits", "claims", "throws-down",
    "suggests", "calls-attention", "consults", "elects", "calls", "takes-up", "calls-honours",
    "looks-at", "draws-attention", "lays-down", "cut",
    // docs/log-additions.md
    "cuts", "shuffles", "counts", "deals-with", "shows-other-pack", "scores", "names-trump-card",
    "forgets-trump-card", "touches-cards", "interrupts", "omits-cut"};

// The verbs as views, their lengths known at compile time: every event is matched against them.
constexpr auto VERB_WORDS = [] {
    std::array<std::string_view, std::size(VERBS)> out{};
    for (size_t i = 0; i < out.size(); ++i) out[i] = VERBS[i];
    return out;
}();

// The verbs grouped by their first letter (a counting sort), so that an event is matched
// against the two or three verbs that begin as its word does, not all of them.
struct VerbsByLetter {
    std::array<uint8_t, std::size(VERBS)> order{};
    std::array<uint8_t, 27> start{}; // order[start[l] .. start[l + 1]) begin with 'a' + l
};

constexpr VerbsByLetter VERBS_BY_LETTER = [] {
    VerbsByLetter t;
    for (std::string_view v : VERB_WORDS) ++t.start[v[0] - 'a' + 1];
    for (size_t l = 1; l < t.start.size(); ++l) t.start[l] += t.start[l - 1];
    std::array<uint8_t, 27> next = t.start;
    for (size_t v = 0; v < VERB_WORDS.size(); ++v) t.order[next[VERB_WORDS[v][0] - 'a']++] = uint8_t(v);
    return t;
}();

using Words = std::span<const std::string_view>;

std::vector<std::string> option_ids() {
    const auto names = names_of<Option>();
    return {names.begin(), names.end()};
}

// The longest event is a seat, a verb and thirteen cards; room for more, so that a longer one
// is read far enough to be told what is wrong with it. Archives hold millions of events: the
// words are split into a buffer on the stack, not a vector.
constexpr size_t MAX_WORDS = 24;

struct Split {
    std::array<std::string_view, MAX_WORDS> buffer;
    size_t count = 0;
    bool overflow = false;
    Words words() const { return {buffer.data(), count}; }
};

Split split_words(std::string_view s) {
    Split out;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
        if (j > i) {
            if (out.count == MAX_WORDS) {
                out.overflow = true;
                break;
            }
            out.buffer[out.count++] = s.substr(i, j - i);
        }
        i = j;
    }
    return out;
}

// How many words of `words` (from `at`) spell the verb; 0 when they do not.
size_t verb_match(std::string_view verb, Words words, size_t at) {
    size_t n = 0;
    while (!verb.empty()) {
        const size_t dash = verb.find('-');
        const std::string_view part = verb.substr(0, dash);
        if (at + n >= words.size() || words[at + n] != part) return 0;
        ++n;
        verb = dash == std::string_view::npos ? std::string_view{} : verb.substr(dash + 1);
    }
    return n;
}

std::string read_cards(Event& e, Words args, size_t max) {
    if (args.empty()) return "it names no card (e.g. SK)";
    if (args.size() > max) return "it names " + std::to_string(args.size()) + " cards; one is expected";
    for (auto a : args) {
        CardParse c = parse_card(a);
        if (!c.problem.empty()) return std::string(a) + ": " + c.problem;
        if (e.cards.has(c.card)) return std::string(a) + " is named twice";
        if (e.card == NO_CARD) e.card = c.card;
        e.cards.add(c.card);
    }
    return {};
}

// A word that is a whole number from lo to hi, or nothing.
std::optional<int> whole_number(std::string_view word, int lo, int hi) {
    int n = -1;
    auto [p, ec] = std::from_chars(word.data(), word.data() + word.size(), n);
    if (ec != std::errc{} || p != word.data() + word.size() || n < lo || n > hi)
        return std::nullopt;
    return n;
}

// "S looks at DQ" (a card, while dealing), "E looks at trick 3" or "E looks at trick" (a
// trick turned and quitted; without a number, the last), "N looks at E" (a hand looked over).
std::string read_looked_at(Event& e, Words args) {
    if (args.size() == 1 && args[0] == "trick") {
        e.tricks = 0;
        return {};
    }
    if (!args.empty() && args[0] == "trick") {
        const auto n = args.size() == 2 ? whole_number(args[1], 1, RANKS) : std::nullopt;
        if (!n)
            return "\"looks at trick\" names the trick by its number, 1 to 13, or nothing for the "
                   "last trick turned";
        e.tricks = int8_t(*n);
        return {};
    }
    if (args.size() == 1) {
        if (auto seat = parse_seat(args[0])) {
            e.seat = *seat;
            return {};
        }
    }
    if (args.empty())
        return "it names no card (e.g. SK), trick (\"trick 3\") or seat (N, E, S or W)";
    return read_cards(e, args, 1);
}

// "N scores NS 24 16": the points written for a side for the deal, below the line and above it.
std::string read_written_score(Event& e, Words args) {
    const char* form = "\"scores\" names a side and the points written for the deal: \"scores NS 24\" (below the line) or \"scores NS 24 16\" (below, above)";
    if (args.size() < 2 || args.size() > 3 || (args[0] != "NS" && args[0] != "EW")) return form;
    e.side = args[0] == "NS" ? int8_t(NS) : int8_t(EW);
    std::array<int16_t*, 2> into{&e.below, &e.above};
    for (size_t k = 1; k < args.size(); ++k) {
        const auto n = whole_number(args[k], 0, 9999);
        if (!n) return "\"" + std::string(args[k]) + "\" is not a number of points (0 to 9999)";
        *into[k - 1] = int16_t(*n);
    }
    if (e.above < 0) e.above = 0;
    return {};
}

// "elects OPTION [SUIT|CARD]".
std::string read_election(Event& e, Words args) {
    if (args.empty()) return "an election names an option, e.g. \"elects call-suit hearts\"";
    auto o = parse_name<Option>(args[0]);
    if (!o) return option_problem(args[0], option_ids());
    e.has_option = true;
    e.option = *o;
    if (args.size() == 1) return {};
    if (args.size() > 2) return "an election takes an option and at most one suit or card";
    if (auto s = parse_suit_name(args[1])) {
        e.suit = *s;
        return {};
    }
    return read_cards(e, args.subspan(1, 1), 1);
}

std::string read_arguments(Event& e, Words args) {
    const auto none = [&]() -> std::string {
        return args.empty() ? std::string{}
                            : "\"" + std::string(name(e.verb)) + "\" takes no argument, but \"" +
                                  std::string(args[0]) + "\" follows";
    };
    switch (e.verb) {
    case Verb::Declares: {
        std::string t;
        for (auto a : args) t += (t.empty() ? "" : "-") + std::string(a); // "no trumps" too
        auto d = parse_denom(t);
        if (!d) return trump_problem(t);
        e.trump = *d;
        return {};
    }
    case Verb::Plays:
    case Verb::Exposes:
    case Verb::TakesBack: return read_cards(e, args, CARDS);
    case Verb::Suggests: return read_cards(e, args, 1);
    case Verb::LooksAt: return read_looked_at(e, args);
    case Verb::ShowsOtherPack: return read_cards(e, args, 1);
    case Verb::Scores: return read_written_score(e, args);
    case Verb::DealsWith:
        if (args.size() != 1 || (args[0] != "NS" && args[0] != "EW")) return "\"deals with\" names the side whose pack is dealt: NS or EW";
        e.side = args[0] == "NS" ? int8_t(NS) : int8_t(EW);
        return {};
    case Verb::Cuts: return args.empty() ? std::string{} : read_cards(e, args, CARDS); // the cards exposed in cutting
    case Verb::Calls:
        if (args.size() == 1) {
            if (auto s = parse_suit_name(args[0])) {
                e.suit = *s;
                return {};
            }
        }
        return read_cards(e, args, 1);
    case Verb::Answers:
        if (args.size() == 1 && args[0] == "none") e.answer = Answer::None;
        else if (args.size() == 1 && args[0] == "has") e.answer = Answer::Has;
        else return "the answer is \"none\" or \"has\"";
        return {};
    case Verb::Claims: {
        if (args.empty()) return {};
        const auto n = args.size() == 1 ? whole_number(args[0], 0, RANKS) : std::nullopt;
        if (!n) return "a claim names a number of tricks from 0 to 13, or nothing for the rest";
        e.tricks = int8_t(*n);
        return {};
    }
    case Verb::Elects: return read_election(e, args);
    default: return none();
    }
}

} // namespace

template <> std::span<const char* const> names_of<Verb>() { return VERBS; }

bool verb_takes_seat(Verb v) { return v != Verb::Quits && v != Verb::Cut; }

namespace {

// "W plays SK", by far the most common event, read without splitting it into words; anything
// else (or a problem in it) goes the general way.
bool read_plain_play(std::string_view t, Event& out) {
    if (t.size() != 10 || t.substr(1, 7) != " plays ") return false;
    const auto seat = parse_seat(t.substr(0, 1));
    if (!seat) return false;
    const Card c = card_of(t.substr(8));
    if (c == NO_CARD) return false;
    out.by = *seat;
    out.verb = Verb::Plays;
    out.card = c;
    out.cards = CardSet::of(c);
    return true;
}

// The number of words of the longest verb that matches at `at` ("calls attention" before
// "calls"), 0 for none; the verb into `out`.
size_t match_verb(Words words, size_t at, Verb& out) {
    size_t best = 0;
    const char first = at < words.size() && !words[at].empty() ? words[at][0] : '\0';
    if (first < 'a' || first > 'z') return 0;
    const int l = first - 'a';
    for (size_t k = VERBS_BY_LETTER.start[l]; k < VERBS_BY_LETTER.start[l + 1]; ++k) {
        const size_t v = VERBS_BY_LETTER.order[k];
        const size_t n = verb_match(VERB_WORDS[v], words, at);
        if (n > best) {
            best = n;
            out = Verb(v);
        }
    }
    return best;
}

std::vector<std::string> verb_names() { return {VERB_WORDS.begin(), VERB_WORDS.end()}; }

// What is wrong with an event whose verb is not found: a player's name where the seat belongs
// ("Miss West plays SK"), a seat in lower case, or a word that is no verb.
std::string unknown_start(Words words, size_t at) {
    Verb ignored{};
    if (at == 0 && words[0].size() == 1) return seat_problem(words[0]);
    if (at == 0) {
        for (size_t n = 1; n <= 2 && n < words.size(); ++n) {
            if (match_verb(words, n, ignored) == 0) continue;
            std::string name;
            for (size_t i = 0; i < n; ++i) name += (i ? " " : "") + std::string(words[i]);
            return name_problem(name);
        }
    }
    if (at >= words.size()) return "a seat with no verb";
    return verb_problem(words[at], verb_names());
}

} // namespace

std::string parse_event_text(std::string_view text, Event& out) {
    if (read_plain_play(text, out)) return {};
    const Split split = split_words(text);
    if (split.overflow) return "an event has at most " + std::to_string(MAX_WORDS) + " words";
    const Words words = split.words();
    if (words.empty()) return "the event is empty";
    size_t at = 0;
    if (auto seat = parse_seat(words[0])) {
        out.by = *seat;
        at = 1;
    }
    const size_t best = match_verb(words, at, out.verb);
    if (best == 0) return unknown_start(words, at);
    if (verb_takes_seat(out.verb) && out.by == NO_SEAT)
        return "\"" + std::string(name(out.verb)) + "\" needs a seat first (N, E, S or W)";
    if (!verb_takes_seat(out.verb) && out.by != NO_SEAT)
        return "\"" + std::string(name(out.verb)) + "\" is done by no seat";
    return read_arguments(out, words.subspan(at + best));
}

std::string parse_event_map(Event& out, const std::vector<std::string>& args) {
    std::vector<std::string_view> views(args.begin(), args.end());
    return read_arguments(out, views);
}

std::string event_text(const Event& e) {
    std::string out;
    if (e.by != NO_SEAT) out = seat_name(e.by) + " ";
    std::string verb(name(e.verb));
    for (char& c : verb)
        if (c == '-') c = ' ';
    out += verb;
    if (e.verb == Verb::Declares) out += std::string(" ") + DENOM_NAMES[e.trump];
    if (e.has_option) out += " " + std::string(name(e.option));
    if (e.suit != NO_SUIT) out += " " + suit_name(e.suit);
    if (e.verb == Verb::Answers) out += e.answer == Answer::None ? " none" : " has";
    if (e.verb == Verb::DealsWith) out += e.side == NS ? " NS" : " EW";
    if (e.verb == Verb::Scores)
        out += std::string(e.side == NS ? " NS " : " EW ") + std::to_string(e.below) + " " + std::to_string(e.above);
    if (e.verb == Verb::Claims && e.tricks >= 0) out += " " + std::to_string(e.tricks);
    if (e.verb == Verb::LooksAt && e.tricks >= 0)
        out += e.tricks ? " trick " + std::to_string(e.tricks) : " trick";
    if (e.verb == Verb::LooksAt && e.seat != NO_SEAT) out += " " + seat_name(e.seat);
    if (e.card != NO_CARD) {
        out += " " + card_name(e.card);
        for (Card c : e.cards)
            if (c != e.card) out += " " + card_name(c);
    }
    return out;
}

} // namespace bl
