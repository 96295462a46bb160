#include "laws/lawbook.h"

#include "core/card.h"
#include "core/suggest.h"
#include "core/yaml_reader.h"
#include "laws/accepted_findings.h"
#include "laws/law_images.h"
#include "laws/parameter_overlay.h"
#include "laws/reading_switch.h"
#include "laws/rule_changes.h"
#include "laws/rule_reader.h"
#include "laws/table_checks.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <set>
#include <string_view>
#include <unordered_set>

#ifndef BRIDGELAWS_INSTALLED_LAWS_DIR
#define BRIDGELAWS_INSTALLED_LAWS_DIR "/usr/share/bridgelaws/laws"
#endif
#ifndef BRIDGELAWS_LAWS_DIR
#define BRIDGELAWS_LAWS_DIR "laws"
#endif

namespace bl {

int Conditions::named() const {
    return (offender != 0) + (phase != 0) + (should_have_led != 0) + (followed != 0) + (trick != 0) + (claimed != 0) +
           (position != 0) + (call != 0) + std::popcount(flags_named);
}

bool Rule::brings(Option o, Consequence c) const {
    const auto has = [c](const std::vector<Consequence>& v) {
        return std::find(v.begin(), v.end(), c) != v.end();
    };
    if (has(consequences)) return true;
    for (const auto& [option, more] : follows)
        if (option == o && has(more)) return true;
    return false;
}

const Law* Lawbook::law(const std::string& number) const {
    for (const Law& l : laws)
        if (l.number == number) return &l;
    return nullptr;
}

std::string Lawbook::title_of(const std::string& table_id) const {
    const auto it = titles.find(table_id);
    return it == titles.end() ? std::string() : it->second;
}

const Reading* Lawbook::reading(const std::string& rid) const {
    for (const Reading& r : readings)
        if (r.id == rid) return &r;
    return nullptr;
}

namespace {

// Reads the compact tree (core/yaml_tree.h) or yaml-cpp's nodes, the same way.
template <class Node> class TableReader : RuleReader<Node> {
    using Base = RuleReader<Node>;
    using Base::boolean, Base::fail, Base::file, Base::integer, Base::only_keys, Base::required,
        Base::scalar, Base::strings, Base::read_readings, Base::read_rules;
    template <class E> E word(const Node& v, const char* what) const {
        return Base::template word<E>(v, what);
    }

  public:
    using Base::Base;

    Lawbook read(const Node& root) {
        only_keys(root, {"id", "title", "edition", "source", "extends", "notes", "laws", "parameters", "infractions", "readings",
                         "accepted-findings", "rule-changes"},
                  "the table");
        Lawbook book;
        book.file = file();
        book.id = scalar(required(root, "id", "a table names its code id, e.g. \"id: my-club\" (bridgelaws laws lists the codes)"), "an id");
        book.title = scalar(required(root, "title", "a table gives the code's title as printed"), "a title");
        book.edition = scalar(required(root, "edition", "a table gives its edition or year"), "an edition");
        book.titles[book.id] = book.title;
        if (root["extends"]) book.extends = scalar(root["extends"], "a code id");
        read_sources(required(root, "source", "a table names its seed files: [{seed: FILE, part: ...}]"), book);
        if (root["notes"]) book.notes = strings(root["notes"], "notes");
        read_laws(required(root, "laws", "a table lists every law of the code under \"laws:\""), book);
        if (root["parameters"]) read_parameters(root["parameters"], book.params);
        if (root["readings"]) read_readings(root["readings"], book);
        if (root["infractions"]) read_rules(root["infractions"], book);
        if (root["rule-changes"]) read_rule_changes(root["rule-changes"], book);
        if (root["accepted-findings"]) book.accepted_findings = read_accepted_findings(*this, root["accepted-findings"], book.id);
        check_table_yaml(*this, root, book);
        return book;
    }

  private:
    // The single-rule changes are written as rules are; only their resolution differs.
    void read_rule_changes(const Node& n, Lawbook& book) const {
        Lawbook changes;
        changes.id = book.id;
        read_rules(n, changes);
        book.rule_changes = std::move(changes.rules);
    }

    void read_sources(const Node& n, Lawbook& book) const {
        if (!n.IsSequence()) fail(n, "\"source\" is a list of {seed: FILE, part: \"where in the seed\"}");
        for (const Node& s : n) {
            only_keys(s, {"seed", "part"}, "a source");
            book.sources.push_back({scalar(required(s, "seed", "the seed file name"), "a file name"),
                                    s["part"] ? scalar(s["part"], "a description") : std::string{}});
        }
    }

    void read_laws(const Node& n, Lawbook& book) const {
        if (!n.IsSequence()) fail(n, "\"laws\" is a list of laws");
        std::map<std::string, int> seen;
        for (const Node& l : n) {
            only_keys(l, {"number", "heading", "text", "refs", "editorial", "amends"}, "a law");
            Law law;
            law.line = l.Mark().line + 1;
            law.code = book.id;
            law.number = scalar(required(l, "number", "each law has its number as printed"), "a law number");
            const std::string where = "law " + law.number;
            law.heading = l["heading"] ? scalar(l["heading"], "a heading") : "";
            law.text = scalar(required(l, "text", where + " needs its text"), "the law's text");
            if (l["refs"]) law.refs = strings(l["refs"], "refs");
            if (l["editorial"]) law.editorial = strings(l["editorial"], "editorial");
            if (l["amends"]) law.amends = scalar(l["amends"], "a law number");
            if (law.amends.empty()) {
                auto [it, fresh] = seen.emplace(law.number, law.line);
                if (!fresh) fail(l["number"], "law " + law.number + " is numbered twice (first at line " + std::to_string(it->second) + ")");
            }
            book.laws.push_back(std::move(law));
        }
    }

    // One parameter: `{value: V, law: "N"}` or `{value: V, laws: [...]}`, with reading and note.
    template <class T, class Fn> void cited(const Node& n, const std::string& key, Cited<T>& out, Fn&& value) const {
        only_keys(n, {"value", "law", "laws", "reading", "note"}, "parameter " + key);
        if (!n["law"] && !n["laws"]) fail(n, "parameter " + key + " has no citation: give \"law\" or \"laws\"");
        out.laws = n["law"] ? std::vector<std::string>{scalar(n["law"], "a law number")} : strings(n["laws"], "laws");
        if (n["reading"]) out.reading = scalar(n["reading"], "a reading id");
        if (n["note"]) out.note = scalar(n["note"], "a note");
        out.value = value(required(n, "value", "parameter " + key + " needs a value"));
        out.set = true;
        out.line = n.Mark().line + 1;
    }

    std::optional<int> optional_int(const Node& v, const char* what) const {
        if (v.IsNull()) return std::nullopt;
        return integer(v, what);
    }

    HonourRow honour_row(const Node& r) const {
        only_keys(r, {"held", "in-one-hand", "value", "unit"}, "an honours row");
        HonourRow row;
        if (r["held"]) row.held = integer(r["held"], "held");
        if (r["in-one-hand"]) row.in_one_hand = integer(r["in-one-hand"], "in-one-hand");
        row.value = integer(required(r, "value", "an honours row has a value"), "value");
        const std::string unit = r["unit"] ? scalar(r["unit"], "a unit") : "tricks";
        if (unit != "tricks" && unit != "points") fail(r["unit"], "unit is \"tricks\" or \"points\", not \"" + unit + "\"");
        row.per_trick = unit == "tricks";
        return row;
    }

    std::vector<HonourRow> honour_rows(const Node& v) const {
        if (!v.IsSequence()) fail(v, "honours are a list of rows {held, in-one-hand, value, unit}");
        std::vector<HonourRow> rows;
        for (const Node& r : v) rows.push_back(honour_row(r));
        return rows;
    }

    std::optional<HonourRow> optional_row(const Node& v) const {
        if (v.IsNull()) return std::nullopt;
        return honour_row(v);
    }

    bool choice(const Node& v, const char* yes, const char* no, const std::string& key) const {
        const std::string s = scalar(v, "a word");
        if (s != yes && s != no) fail(v, key + " is \"" + yes + "\" or \"" + no + "\", not \"" + s + "\"");
        return s == yes;
    }

    void read_parameters(const Node& n, Parameters& p) const override {
        if (!n.IsMap()) fail(n, "\"parameters\" is a map from parameter name to {value, law}");
        const auto flag = [&](const char* what) { return [this, what](const Node& v) { return boolean(v, what); }; };
        const auto whole = [&](const char* what) { return [this, what](const Node& v) { return integer(v, what); }; };
        const auto maybe = [&](const char* what) { return [this, what](const Node& v) { return optional_int(v, what); }; };
        const auto rows = [&](const Node& v) { return honour_rows(v); };
        const auto row = [&](const Node& v) { return optional_row(v); };
        // One parameter a line: the table reads as the list of keys (docs/laws.md).
        // clang-format off
        const std::map<std::string, Setter> table = {
            {"trump", [&](auto& v, auto& k) { cited(v, k, p.trump_turned, [&](const auto& x) { return choice(x, "turned", "declared", k); }); }},
            {"dummy", [&](auto& v, auto& k) { cited(v, k, p.dummy, flag("dummy")); }},
            {"leave-to-partner", [&](auto& v, auto& k) { cited(v, k, p.leave_to_partner, flag("leave-to-partner")); }},
            {"misdeal-loses-deal", [&](auto& v, auto& k) { cited(v, k, p.misdeal_loses_deal, flag("misdeal-loses-deal")); }},
            {"doubling", [&](auto& v, auto& k) { cited(v, k, p.doubling, flag("doubling")); }},
            {"new-deal-dealer", [&](auto& v, auto& k) { cited(v, k, p.new_deal_same_dealer, [&](const auto& x) { return choice(x, "same", "next", k); }); }},
            {"doubling-limit", [&](auto& v, auto& k) { cited(v, k, p.doubling_limit, maybe("doubling-limit")); }},
            {"ask-to-lead-addressee", [&](auto& v, auto& k) { cited(v, k, p.ask_declarer_after_double, [&](const auto& x) { return choice(x, "declarer-after-double", "partner", k); }); }},
            {"doublers", [&](auto& v, auto& k) { cited(v, k, p.only_leader_doubles, [&](const auto& x) { return choice(x, "leader", "either-adversary", k); }); }},
            {"dummy-points-out-wrong-hand", [&](auto& v, auto& k) { cited(v, k, p.dummy_points_out_wrong_hand, flag("dummy-points-out-wrong-hand")); }},
            {"last-trick-may-be-seen", [&](auto& v, auto& k) { cited(v, k, p.last_trick_may_be_seen, flag("last-trick-may-be-seen")); }},
            {"adversary-declares-for-dummy", [&](auto& v, auto& k) { cited(v, k, p.adversary_declares_for_dummy, flag("adversary-declares-for-dummy")); }},
            {"redouble-when-left", [&](auto& v, auto& k) { cited(v, k, p.redouble_void_when_left, [&](const auto& x) { return choice(x, "void", "allowed", k); }); }},
            {"dummy-player", [&](auto& v, auto& k) { cited(v, k, p.dummy_absent, [&](const auto& x) { return choice(x, "absent", "present", k); }); }},
            {"dummy-seat", [&](auto& v, auto& k) { cited(v, k, p.dummy_seat_first_dealer, [&](const auto& x) { return choice(x, "first-dealer", "dealer-partner", k); }); }},
            {"book", [&](auto& v, auto& k) { cited(v, k, p.book, whole("book")); }},
            {"game", [&](auto& v, auto& k) { cited(v, k, p.game, whole("game")); }},
            {"rubber-games", [&](auto& v, auto& k) { cited(v, k, p.rubber_games, whole("rubber-games")); }},
            {"rubber-bonus", [&](auto& v, auto& k) { cited(v, k, p.rubber_bonus, whole("rubber-bonus")); }},
            {"score-mode", [&](auto& v, auto& k) { cited(v, k, p.score_points, [&](const auto& x) { return choice(x, "points", "rubber-line", k); }); }},
            {"trick-value", [&](auto& v, auto& k) { cited(v, k, p.trick_value, [&](const auto& x) { return trick_values(x); }); }},
            {"honour-cards", [&](auto& v, auto& k) { cited(v, k, p.honour_cards, [&](const auto& x) { return ranks(x); }); }},
            {"honours-trumps", [&](auto& v, auto& k) { cited(v, k, p.honours_trumps, rows); }},
            {"honours-no-trumps", [&](auto& v, auto& k) { cited(v, k, p.honours_no_trumps, rows); }},
            {"honours-score-limit", [&](auto& v, auto& k) { cited(v, k, p.honours_score_limit, maybe("honours-score-limit")); }},
            {"honours-must-be-called", [&](auto& v, auto& k) { cited(v, k, p.honours_must_be_called, flag("honours-must-be-called")); }},
            {"chicane", [&](auto& v, auto& k) { cited(v, k, p.chicane, row); }},
            {"double-chicane", [&](auto& v, auto& k) { cited(v, k, p.double_chicane, row); }},
            {"chicane-method", [&](auto& v, auto& k) { cited(v, k, p.chicane_deducts, [&](const auto& x) { return choice(x, "deduct-from-adversaries", "add", k); }); }},
            {"grand-slam", [&](auto& v, auto& k) { cited(v, k, p.grand_slam, maybe("grand-slam")); }},
            {"little-slam", [&](auto& v, auto& k) { cited(v, k, p.little_slam, maybe("little-slam")); }},
            {"slam-counts-penalty-tricks", [&](auto& v, auto& k) { cited(v, k, p.slam_counts_penalty_tricks, flag("slam-counts-penalty-tricks")); }},
            {"game-values", [&](auto& v, auto& k) { cited(v, k, p.game_values, [&](const auto& x) { return game_values(x); }); }},
            {"deduct-losers-game", [&](auto& v, auto& k) { cited(v, k, p.deduct_losers_game, flag("deduct-losers-game")); }},
            {"no-game-cap", [&](auto& v, auto& k) { cited(v, k, p.no_game_cap, whole("no-game-cap")); }},
            {"score-order", [&](auto& v, auto& k) { cited(v, k, p.score_order, [&](const auto& x) { return score_order(x); }); }},
            {"score-columns", [&](auto& v, auto& k) { cited(v, k, p.score_by_players, [&](const auto& x) { return choice(x, "players", "sides", k); }); }},
            {"adversaries-tricks", [&](auto& v, auto& k) { cited(v, k, p.adversaries_above, [&](const auto& x) { return choice(x, "above-line", "towards-game", k); }); }},
            {"chicane-credit", [&](auto& v, auto& k) { cited(v, k, p.chicane_to_holder, [&](const auto& x) { return choice(x, "holder", "each-adversary", k); }); }},
            {"deduction-column", [&](auto& v, auto& k) { cited(v, k, p.deduct_offender_column, [&](const auto& x) { return choice(x, "offender", "side", k); }); }},
            {"game-bonus", [&](auto& v, auto& k) { cited(v, k, p.game_bonus, whole("game-bonus")); }},
            {"score-floor", [&](auto& v, auto& k) { cited(v, k, p.score_floor_zero, [&](const auto& x) { return choice(x, "zero", "none", k); }); }},
        };
        // clang-format on
        set_each(n, table);
    }

    using Setter = std::function<void(const Node&, const std::string&)>;

    // Each parameter of the table's map set by its setter; an unknown name is refused.
    void set_each(const Node& n, const std::map<std::string, Setter>& table) const {
        for (auto it = n.begin(); it != n.end(); ++it) {
            const std::string key = scalar(it->first, "a parameter name");
            auto setter = table.find(key);
            if (setter == table.end()) {
                std::string known;
                for (auto& [k, _] : table) known += (known.empty() ? "" : ", ") + k;
                fail(it->first, "unknown parameter \"" + key + "\" (known: " + known + ")");
            }
            if (!it->second.IsMap()) fail(it->second, "parameter " + key + " is a map {value: ..., law: \"N\"}");
            setter->second(it->second, key);
        }
    }

    std::array<int, 5> trick_values(const Node& v) const {
        only_keys(v, {"spades", "hearts", "diamonds", "clubs", "no-trumps"}, "trick-value");
        std::array<int, 5> out{};
        for (int d = 0; d < 5; ++d)
            out[d] = integer(required(v, DENOM_NAMES[d], std::string("trick-value gives ") + DENOM_NAMES[d]), DENOM_NAMES[d]);
        return out;
    }

    std::vector<int> ranks(const Node& v) const {
        std::vector<int> out;
        for (const std::string& s : strings(v, "honour-cards")) {
            auto r = parse_rank(s);
            if (!r) fail(v, "honour-cards: \"" + s + "\" is not a rank (A K Q J T ...)");
            out.push_back(*r);
        }
        return out;
    }

    std::vector<GameValueRow> game_values(const Node& v) const {
        std::vector<GameValueRow> out;
        if (v.IsNull()) return out;
        if (!v.IsSequence()) fail(v, "game-values is a list of {adversaries-below: N, value: V}");
        for (const Node& r : v) {
            only_keys(r, {"adversaries-below", "value"}, "a game-values row");
            out.push_back({integer(required(r, "adversaries-below", "the losers' score bound"), "adversaries-below"),
                           integer(required(r, "value", "the game's value"), "value")});
        }
        return out;
    }

    // Each kind once: a kind written twice would be scored twice.
    std::vector<ScoreKind> score_order(const Node& v) const {
        if (!v.IsSequence())
            fail(v, "score-order is a list of kinds of score (" + name_list<ScoreKind>() + ")");
        std::vector<ScoreKind> out;
        for (const Node& x : v) {
            const ScoreKind k = word<ScoreKind>(x, "a kind of score");
            if (std::find(out.begin(), out.end(), k) != out.end())
                fail(x, "score-order names " + std::string(name(k)) + " twice");
            out.push_back(k);
        }
        return out;
    }
};

Error at(const std::string& file, int line, std::string message) { return Error{file, line, 0, std::move(message)}; }

// Applies an overlay onto its resolved base; errors name the overlay's file.
std::optional<Error> apply_overlay(Lawbook& base, const Lawbook& over) {
    for (const Law& l : over.laws) {
        if (l.amends.empty()) {
            if (base.law(l.number)) return at(over.file, l.line, "law " + l.number + " is already a law of " + base.id + "; an overlay amends it with \"amends: " + l.number + "\" or numbers its own rules R1, R2, ...");
            base.laws.push_back(l);
            continue;
        }
        auto it = std::find_if(base.laws.begin(), base.laws.end(), [&](const Law& b) { return b.number == l.amends; });
        if (it == base.laws.end()) return at(over.file, l.line, "law " + l.number + " amends law " + l.amends + ", which " + base.id + " does not have");
        it->amendment = l.text;
        it->amended_by = over.id;
        for (const std::string& e : l.editorial) it->editorial.push_back(over.id + ": " + e);
    }
    overlay_parameters(base.params, over.params, over.id);
    // A base already resolved (a table given as text) keeps the values as written apart.
    if (base.params_as_written) overlay_parameters(*base.params_as_written, over.params, over.id);
    base.titles[over.id] = over.title;
    std::set<Infraction> replaced;
    for (const Rule& r : over.rules) replaced.insert(r.id);
    std::erase_if(base.rules, [&](const Rule& r) { return replaced.count(r.id) > 0; });
    base.rules.insert(base.rules.end(), over.rules.begin(), over.rules.end());
    apply_rule_changes(base.rules, over.rule_changes);
    base.accepted_findings.insert(base.accepted_findings.end(), over.accepted_findings.begin(), over.accepted_findings.end());
    for (const Reading& r : over.readings) {
        std::erase_if(base.readings, [&](const Reading& b) { return b.id == r.id; });
        base.readings.push_back(r);
    }
    base.reading_choices.insert(base.reading_choices.end(), over.reading_choices.begin(), over.reading_choices.end());
    base.id = over.id;
    base.title = over.title;
    base.edition = over.edition;
    base.extends = over.extends;
    base.file = over.file;
    base.sources.insert(base.sources.end(), over.sources.begin(), over.sources.end());
    base.notes.insert(base.notes.end(), over.notes.begin(), over.notes.end());
    return std::nullopt;
}

// What a resolved code must have, and what its rules and parameters must point at.
std::optional<Error> validate(const Lawbook& book) {
    const Parameters& p = book.params;
    const std::pair<const char*, bool> required[] = {
        {"trump", p.trump_turned.set}, {"dummy", p.dummy.set}, {"book", p.book.set},
        {"game", p.game.set}, {"rubber-games", p.rubber_games.set}, {"rubber-bonus", p.rubber_bonus.set},
        {"score-mode", p.score_points.set}, {"trick-value", p.trick_value.set},
        {"honour-cards", p.honour_cards.set}, {"honours-trumps", p.honours_trumps.set}};
    for (auto [key, set] : required)
        if (!set) return at(book.file, 0, std::string("parameter ") + key + " is missing (a code needs it to be played)");
    // The law numbers once: each rule cites a few of some three hundred laws.
    std::unordered_set<std::string_view> numbers;
    for (const Law& l : book.laws) numbers.insert(l.number);
    for (const Rule& r : book.rules) {
        for (const std::string& n : r.laws)
            if (!numbers.count(n)) return at(book.file, r.line, std::string("rule ") + std::string(name(r.id)) + " cites law " + n + ", which " + book.id + " does not have");
        for (const std::string& rd : r.readings)
            if (!book.reading(rd))
                return at(book.file, r.line, "rule " + std::string(name(r.id)) + " names reading " + rd + ", which is not defined");
    }
    return std::nullopt;
}

} // namespace

Result<Lawbook> parse_lawbook_yaml(const std::string& text, const std::string& file) {
    return parse_yaml_tree(
        text, file,
        [&]<class Node>(const Node& root) { return TableReader<Node>(file).read(root); },
        law_images());
}

LawLibrary::LawLibrary(std::string dir) : dir_(std::move(dir)) {}

LawLibrary LawLibrary::standard(const std::string& dir) {
    if (!dir.empty()) return LawLibrary(dir);
    if (const char* env = std::getenv("BRIDGELAWS_LAWS"); env && *env) return LawLibrary(env);
    // The source tree's tables while developing; the installed ones once the library is installed.
    std::error_code ec;
    return LawLibrary(std::filesystem::is_directory(BRIDGELAWS_LAWS_DIR, ec) ? BRIDGELAWS_LAWS_DIR : BRIDGELAWS_INSTALLED_LAWS_DIR);
}

std::vector<std::string> LawLibrary::ids() const {
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir_, ec))
        if (entry.path().extension() == ".yaml") out.push_back(entry.path().stem().string());
    std::sort(out.begin(), out.end());
    return out;
}

Result<Lawbook> LawLibrary::load(const std::string& id_or_path) const {
    const bool is_path = id_or_path.find('/') != std::string::npos || id_or_path.ends_with(".yaml");
    const std::string path = is_path ? id_or_path : dir_ + "/" + id_or_path + ".yaml";
    if (!is_path && !std::filesystem::exists(path)) {
        std::string known;
        for (const std::string& id : ids()) known += (known.empty() ? "" : ", ") + id;
        return Error{"", 0, 0, "unknown code \"" + id_or_path + "\"" + did_you_mean(id_or_path, ids()) + " (known: " + known + ")"};
    }
    auto book = load_resolved(path, {});
    if (!book) return book;
    // A reading whose alternative in force reads the table on another base: loaded again on it.
    const auto bases = bases_to_switch(*book);
    if (bases.empty()) return book;
    for (const auto& [table, base] : bases)
        if (!std::filesystem::exists(dir_ + "/" + base + ".yaml"))
            return Error{path, 0, 0,
                         "a reading in force reads " + table + " on the code \"" + base +
                             "\", which is not a code in " + dir_ +
                             " (bridgelaws laws lists the codes)"};
    book = load_resolved(path, bases);
    if (book && !bases_to_switch(*book).empty())
        return Error{path, 0, 0,
                     "the readings in force ask for another base again once the table is read on " +
                         bases.begin()->second +
                         ": a reading of that base may not switch the base back"};
    return book;
}

Result<Lawbook> LawLibrary::load_resolved(const std::string& path,
                                          const std::map<std::string, std::string>& bases) const {
    auto book = load_file(path, {}, bases);
    if (!book) return book;
    if (auto e = validate(*book)) return *e;
    if (auto e = resolve_readings(*book)) return *e;
    for (const std::string& spec : picks_)
        if (strict_picks_ || book->reading(spec.substr(0, spec.find('='))))
            if (auto e = choose_reading(*book, spec)) return *e;
    return book;
}

Result<Lawbook> LawLibrary::load_file(const std::string& path, std::vector<std::string> seen,
                                      const std::map<std::string, std::string>& bases) const {
    auto text = read_file(path);
    if (!text) return text.error();
    auto book = parse_lawbook_yaml(*text, path);
    if (!book) return book;
    const std::string stem = std::filesystem::path(path).stem().string();
    if (book->id != stem) return Error{path, 1, 0, "the table's id \"" + book->id + "\" differs from its file name \"" + stem + ".yaml\""};
    if (book->extends.empty()) {
        book->chain = {book->id};
        return book;
    }
    if (auto it = bases.find(book->id); it != bases.end()) book->extends = it->second;
    seen.push_back(book->id);
    if (std::find(seen.begin(), seen.end(), book->extends) != seen.end())
        return Error{path, 0, 0, "\"extends\" goes round in a circle: " + extends_chain(seen) + " extends " + book->extends};
    const std::string base_path = dir_ + "/" + book->extends + ".yaml";
    if (!std::filesystem::exists(base_path)) return Error{path, 0, 0, "extends \"" + book->extends + "\", which is not a code in " + dir_};
    auto base = load_file(base_path, seen, bases);
    if (!base) return base;
    Lawbook resolved = std::move(*base);
    if (auto e = check_overlay(resolved, *book)) return *e;
    if (auto e = apply_overlay(resolved, *book)) return *e;
    resolved.chain.push_back(book->id);
    return resolved;
}

Result<Lawbook> LawLibrary::load_text(const std::string& text, const std::string& name) const {
    auto book = parse_lawbook_yaml(text, name);
    if (!book) return book;
    book->chain = {book->id};
    if (!book->extends.empty()) {
        const auto known = ids();
        if (std::find(known.begin(), known.end(), book->extends) == known.end())
            return Error{name, 0, 0, "extends \"" + book->extends + "\", which is not a code of the library"};
        auto base = load(book->extends);
        if (!base) return base;
        Lawbook resolved = std::move(*base);
        if (auto e = apply_overlay(resolved, *book)) return *e;
        resolved.chain.push_back(book->id);
        book = std::move(resolved);
    }
    if (auto e = validate(*book)) return *e;
    if (auto e = resolve_readings(*book)) return *e;
    if (const auto bases = bases_to_switch(*book); !bases.empty())
        return Error{name, 0, 0,
                     "a reading in force reads " + bases.begin()->first + " on " +
                         bases.begin()->second +
                         ": a table given as text cannot change its base's base; save it in the "
                         "laws folder"};
    return book;
}

} // namespace bl
