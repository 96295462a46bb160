#include "laws/laws_view.h"

#include "core/card.h"
#include "laws/diff_report.h"
#include "laws/word_diff.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <set>
#include <sstream>

namespace bl {

namespace {

constexpr int BAD_INPUT = 2;

std::string one_line(const std::string& text, size_t width) {
    std::string s;
    for (char c : text) s += (c == '\n' ? ' ' : c);
    if (s.size() <= width) return s;
    size_t cut = width - 3;
    while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut; // never inside a character
    return s.substr(0, cut) + "...";
}

} // namespace

std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> out;
    std::string w;
    for (char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c))) w += char(std::tolower(static_cast<unsigned char>(c)));
        else if (!w.empty()) out.push_back(std::move(w)), w.clear();
    }
    if (!w.empty()) out.push_back(w);
    return out;
}

namespace {

// Dice similarity of the word bags: 1 for the same words.
double similarity(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    if (a.empty() && b.empty()) return 1;
    std::multiset<std::string> sa(a.begin(), a.end());
    size_t common = 0;
    for (const std::string& w : b) {
        auto it = sa.find(w);
        if (it != sa.end()) sa.erase(it), ++common;
    }
    return 2.0 * double(common) / double(a.size() + b.size());
}

// The share of the shorter text found in the longer in the same order (longest common
// subsequence): a law restated with a clause added keeps its run of words, where a law on the
// same matter that merely shares its vocabulary does not (Club 72 and Elwell 69, not Club 76).
double in_order(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    if (a.empty() || b.empty()) return a.empty() && b.empty() ? 1 : 0;
    std::vector<uint16_t> prev(b.size() + 1, 0), row(b.size() + 1, 0);
    for (size_t i = 0; i < a.size(); ++i) {
        for (size_t j = 0; j < b.size(); ++j) row[j + 1] = a[i] == b[j] ? uint16_t(prev[j] + 1) : std::max(row[j], prev[j + 1]);
        std::swap(prev, row);
    }
    return double(prev[b.size()]) / double(std::min(a.size(), b.size()));
}

// Two headings are one when the one begins with the other, letters alone compared: an edition
// may print "Doubling. Re-doubling" over a law of the section "Doubling, Re-doubling, etc.".
bool same_heading(const std::string& a, const std::string& b) {
    std::string x, y;
    for (const std::string& w : words(a)) x += w;
    for (const std::string& w : words(b)) y += w;
    if (x.size() > y.size()) std::swap(x, y);
    return x == y || (x.size() >= 5 && y.rfind(x, 0) == 0);
}

// The words of a law's opening clause, up to its first colon or full stop.
std::vector<std::string> opening(const std::string& text) {
    return words(text.substr(0, std::min(text.find(':'), text.find(". "))));
}

// A law rewritten round the same opening clause under the same heading ("Honours are credited to
// the original holders and are valued as follows:" over a list in 1904 and a table in 1907) is
// the same law, however little of the rest it keeps.
bool same_opening(const Law& a, const Law& b) {
    const auto x = opening(a.text), y = opening(b.text);
    return x.size() >= 6 && y.size() >= 6 && same_heading(a.heading, b.heading) &&
           similarity(x, y) >= 0.85;
}

void print_law(const Lawbook& book, const Law& l, std::ostream& out) {
    out << fmt::format("{} Law {}{}\n\n", book.id, l.number, l.heading.empty() ? "" : " -- " + l.heading);
    out << l.text << "\n";
    if (!l.amendment.empty()) out << fmt::format("\nAs amended by {}: {}\n", l.amended_by, l.amendment);
    if (!l.refs.empty()) {
        out << "\nCites:";
        for (const std::string& r : l.refs) out << " " << r << (book.law(r) ? "" : " (no such law)");
        out << "\n";
    }
    std::string cited_by;
    for (const Law& other : book.laws)
        if (std::find(other.refs.begin(), other.refs.end(), l.number) != other.refs.end()) cited_by += " " + other.number;
    if (!cited_by.empty()) out << "Cited by:" << cited_by << "\n";
    for (const Rule& r : book.rules)
        if (std::find(r.laws.begin(), r.laws.end(), l.number) != r.laws.end())
            out << fmt::format("Rules: {} ({}){}\n", name(r.id), name(r.provision), r.note.empty() ? "" : ": " + r.note);
    for (const std::string& e : l.editorial) out << "Editorial: " << e << "\n";
}

} // namespace

int run_laws(const LawLibrary& lib, const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    if (args.empty()) {
        for (const std::string& id : lib.ids()) {
            auto book = lib.load(id);
            if (!book) {
                err << "bridgelaws: " << book.error().describe() << "\n";
                return BAD_INPUT;
            }
            out << fmt::format("{:<16} {:>4} laws  {}{}\n", id, book->laws.size(), book->title,
                               book->extends.empty() ? "" : " (extends " + book->extends + ")");
        }
        return 0;
    }
    auto book = lib.load(args[0]);
    if (!book) {
        err << "bridgelaws: " << book.error().describe() << "\n";
        return BAD_INPUT;
    }
    if (args.size() == 1) {
        out << fmt::format("{} -- {} ({})\n", book->id, book->title, book->edition);
        for (const Law& l : book->laws)
            out << fmt::format("{:>4}  {:<24} {}\n", l.number, one_line(l.heading, 24), one_line(l.text, 70));
        return 0;
    }
    const Law* l = book->law(args[1]);
    if (!l) {
        err << fmt::format("bridgelaws: {} has no law {} (laws {} to {})\n", book->id, args[1], book->laws.front().number,
                           book->laws.back().number);
        return BAD_INPUT;
    }
    print_law(*book, *l, out);
    return 0;
}

std::vector<LawPair> align_laws(const Lawbook& a, const Lawbook& b) {
    std::vector<std::vector<std::string>> wa, wb;
    for (const Law& l : a.laws) wa.push_back(words(l.text));
    for (const Law& l : b.laws) wb.push_back(words(l.text));
    // Greedy best match, best pairs first, each law used once.
    struct Cand {
        double s;
        size_t i, j;
    };
    std::vector<Cand> cands;
    for (size_t i = 0; i < wa.size(); ++i)
        for (size_t j = 0; j < wb.size(); ++j) {
            const double bag = similarity(wa[i], wb[j]);
            const bool opens_alike = same_opening(a.laws[i], b.laws[j]);
            if (bag < 0.25 && !opens_alike) continue; // nothing in common worth ordering
            double s = (bag + in_order(wa[i], wb[j])) / 2;
            if (a.laws[i].number == b.laws[j].number) s += 0.05; // prefer the same number on near ties
            // Laws under the same heading may have been rewritten more freely than laws that moved.
            const double enough = same_heading(a.laws[i].heading, b.laws[j].heading) ? 0.4 : 0.6;
            if (opens_alike) s = std::max(s, enough);
            if (s >= enough && (bag >= enough - 0.15 || opens_alike)) cands.push_back({s, i, j});
        }
    std::sort(cands.begin(), cands.end(), [](const Cand& x, const Cand& y) { return x.s > y.s; });
    std::vector<int> match_a(wa.size(), -1), match_b(wb.size(), -1);
    for (const Cand& c : cands)
        if (match_a[c.i] < 0 && match_b[c.j] < 0) match_a[c.i] = int(c.j), match_b[c.j] = int(c.i);
    std::vector<LawPair> out;
    for (size_t i = 0; i < wa.size(); ++i) {
        LawPair p;
        p.a = &a.laws[i];
        if (match_a[i] < 0) {
            p.change = LawChange::Removed;
        } else {
            const size_t j = size_t(match_a[i]);
            p.b = &b.laws[j];
            p.similarity = similarity(wa[i], wb[j]);
            if (wa[i] == wb[j]) p.change = p.a->number == p.b->number ? LawChange::Same : LawChange::Renumbered;
            else p.change = changes_substance(changed_words(word_diff(p.a->text, p.b->text))) ? LawChange::Substance : LawChange::Wording;
        }
        out.push_back(p);
    }
    for (size_t j = 0; j < wb.size(); ++j)
        if (match_b[j] < 0) out.push_back({nullptr, &b.laws[j], LawChange::Added, 0});
    return out;
}

namespace {

template <class T> std::string show(const T& v) { return fmt::format("{}", v); }
std::string show(const std::optional<int>& v) { return v ? std::to_string(*v) : "none"; }
std::string show(bool v) { return v ? "true" : "false"; }
std::string show(const std::array<int, 5>& v) {
    return fmt::format("S {} H {} D {} C {} NT {}", v[0], v[1], v[2], v[3], v[4]);
}
std::string show(const std::vector<int>& ranks) {
    std::string s;
    for (int r : ranks) s += RANK_CHARS[r];
    return s;
}
std::string show(const HonourRow& r) {
    return fmt::format("{}{}={}{}", r.held, r.in_one_hand ? fmt::format("({} in one hand)", r.in_one_hand) : "", r.value,
                       r.per_trick ? "x" : "");
}
std::string show(const std::optional<HonourRow>& r) { return r ? show(*r) : "none"; }
std::string show(const std::vector<HonourRow>& rows) {
    std::string s;
    for (const HonourRow& r : rows) s += (s.empty() ? "" : ", ") + show(r);
    return s.empty() ? "none" : s;
}
std::string show(const std::vector<ScoreKind>& kinds) {
    std::string s;
    for (ScoreKind k : kinds) s += (s.empty() ? "" : ", ") + std::string(name(k));
    return s.empty() ? "none" : s;
}
std::string show(const std::vector<GameValueRow>& rows) {
    std::string s;
    for (const GameValueRow& r : rows) s += (s.empty() ? "" : ", ") + fmt::format("<{}:{}", r.adversaries_below, r.value);
    return s.empty() ? "none" : s;
}

template <class T> ParameterShown shown(const char* key, const Cited<T>& c) {
    return {key, c.set ? show(c.value) : "-", &c.laws, c.set};
}

} // namespace

std::vector<ParameterShown> parameters_shown(const Lawbook& book) {
    const Parameters& p = book.params;
    return {
        shown("trump turned", p.trump_turned),
        shown("dummy", p.dummy),
        shown("leave-to-partner", p.leave_to_partner),
        shown("misdeal-loses-deal", p.misdeal_loses_deal),
        shown("new-deal-dealer (same)", p.new_deal_same_dealer),
        shown("doubling", p.doubling),
        shown("doubling-limit", p.doubling_limit),
        shown("ask-to-lead-addressee (declarer after a double)", p.ask_declarer_after_double),
        shown("doublers (the leader only)", p.only_leader_doubles),
        shown("dummy-points-out-wrong-hand", p.dummy_points_out_wrong_hand),
        shown("last-trick-may-be-seen", p.last_trick_may_be_seen),
        shown("adversary-declares-for-dummy", p.adversary_declares_for_dummy),
        shown("redouble-when-left void", p.redouble_void_when_left),
        shown("dummy-player absent", p.dummy_absent),
        shown("dummy-seat first-dealer", p.dummy_seat_first_dealer),
        shown("book", p.book),
        shown("game", p.game),
        shown("rubber-games", p.rubber_games),
        shown("rubber-bonus", p.rubber_bonus),
        shown("score-mode points", p.score_points),
        shown("trick-value", p.trick_value),
        shown("honour-cards", p.honour_cards),
        shown("honours-trumps", p.honours_trumps),
        shown("honours-no-trumps", p.honours_no_trumps),
        shown("honours-score-limit", p.honours_score_limit),
        shown("honours-must-be-called", p.honours_must_be_called),
        shown("chicane", p.chicane),
        shown("double-chicane", p.double_chicane),
        shown("chicane-method (deduct)", p.chicane_deducts),
        shown("grand-slam", p.grand_slam),
        shown("little-slam", p.little_slam),
        shown("slam-counts-penalty-tricks", p.slam_counts_penalty_tricks),
        shown("game-values", p.game_values),
        shown("deduct-losers-game", p.deduct_losers_game),
        shown("no-game-cap", p.no_game_cap),
        shown("score-order", p.score_order),
        shown("score-columns players", p.score_by_players),
        shown("adversaries-tricks above-line", p.adversaries_above),
        shown("chicane-credit holder", p.chicane_to_holder),
        shown("deduction-column offender", p.deduct_offender_column),
        shown("game-bonus", p.game_bonus),
        shown("score-floor zero", p.score_floor_zero),
    };
}

int run_diff(const LawLibrary& lib, const std::string& ida, const std::string& idb, const std::string& format, std::ostream& out,
             std::ostream& err) {
    auto a = lib.load(ida);
    if (!a) return err << "bridgelaws: " << a.error().describe() << "\n", BAD_INPUT;
    auto b = lib.load(idb);
    if (!b) return err << "bridgelaws: " << b.error().describe() << "\n", BAD_INPUT;
    const CodeDiff d = diff_codes(*a, *b);
    out << (format == "json" ? diff_json(d) : format == "markdown" ? diff_markdown(d) : diff_text(d));
    return 0;
}

} // namespace bl
