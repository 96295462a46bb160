#include "laws/law_diff.h"

#include <algorithm>
#include <fmt/format.h>
#include <map>
#include <set>

namespace bl {

namespace {

// The share of `part`'s words found in `whole` (each word used once).
double contained(const std::vector<std::string>& part, const std::vector<std::string>& whole) {
    if (part.empty()) return 0;
    std::multiset<std::string> w(whole.begin(), whole.end());
    size_t found = 0;
    for (const std::string& x : part) {
        auto it = w.find(x);
        if (it != w.end()) w.erase(it), ++found;
    }
    return double(found) / double(part.size());
}

// The words that carry matter: short words ("if", "the", "be") are in every law and would make
// any two laws look alike.
std::vector<std::string> content(const std::string& text) {
    std::vector<std::string> out = words(text);
    std::erase_if(out, [](const std::string& w) { return w.size() < 4; });
    return out;
}

// A law's text as in force: with an overlay's amending text after it.
std::string in_force(const Law& l) {
    return l.amendment.empty() ? l.text : l.text + "\n" + l.amendment;
}

std::string joined(const std::vector<const Law*>& laws) {
    std::string s;
    for (const Law* l : laws) s += (s.empty() ? "" : "\n") + in_force(*l);
    return s;
}

// Most of a short law's words inside another law: the text was cut out of it (or into it).
constexpr double PART_OF = 0.75;
constexpr size_t SHORTEST_PART = 6;

// The law of `book` that holds most of `part`'s words, when it holds enough of them.
const Law* holder(const std::vector<std::string>& part, const Lawbook& book) {
    if (part.size() < SHORTEST_PART) return nullptr;
    const Law* best = nullptr;
    double best_share = PART_OF;
    for (const Law& l : book.laws) {
        const double share = contained(part, content(l.text));
        if (share >= best_share) best = &l, best_share = share;
    }
    return best;
}

// The words of `whole` its partner does not have: what a split carried elsewhere.
std::vector<std::string> leftover(const std::vector<std::string>& whole,
                                  const std::vector<std::string>& partner) {
    std::multiset<std::string> p(partner.begin(), partner.end());
    std::vector<std::string> out;
    for (const std::string& w : whole)
        if (auto it = p.find(w); it != p.end())
            p.erase(it);
        else
            out.push_back(w);
    return out;
}

// Of the paired laws, the one whose words its partner lacks are found in `law` (one text cut in
// two: 1903's Law 56 went to 1904's Laws 56 and 58).
LawEntry* cut_from(const Law& law, std::vector<LawEntry>& entries, bool from_first) {
    const auto mine = content(law.text);
    LawEntry* best = nullptr;
    double best_share = 0.6;
    for (LawEntry& e : entries) {
        if (!e.a || !e.b) continue;
        const auto rest = from_first ? leftover(content(e.a->text), content(e.b->text))
                                     : leftover(content(e.b->text), content(e.a->text));
        if (rest.size() < SHORTEST_PART) continue;
        const double share = from_first ? contained(rest, mine) : contained(mine, rest);
        if (share >= best_share) best = &e, best_share = share;
    }
    return best;
}

void find_splits_and_merges(std::vector<LawEntry>& entries, const Lawbook& a, const Lawbook& b) {
    std::map<const Law*, LawEntry*> by_a, by_b;
    for (LawEntry& e : entries) {
        if (e.a) by_a[e.a] = &e;
        if (e.b) by_b[e.b] = &e;
    }
    for (LawEntry& e : entries) {
        if (e.change == LawChange::Added) {
            const Law* from = holder(content(e.b->text), a);
            LawEntry* whole = from ? by_a[from] : cut_from(*e.b, entries, true);
            if (!whole || !whole->b) continue; // the holder itself removed: shown as it is
            whole->also_b.push_back(e.b), whole->change = LawChange::Split,
                                          e.change = LawChange::Same, e.b = nullptr;
        } else if (e.change == LawChange::Removed) {
            const Law* into = holder(content(e.a->text), b);
            LawEntry* whole = into ? by_b[into] : cut_from(*e.a, entries, false);
            if (!whole || !whole->a || whole->change == LawChange::Split) continue;
            whole->also_a.push_back(e.a), whole->change = LawChange::Merged,
                                          e.change = LawChange::Same, e.a = nullptr;
        }
    }
    std::erase_if(entries, [](const LawEntry& e) { return !e.a && !e.b; });
}

// The marked words and, for a change of text, whether it is of wording or of substance.
void mark_words(LawEntry& e) {
    std::vector<const Law*> as{}, bs{};
    if (e.a) as.push_back(e.a);
    as.insert(as.end(), e.also_a.begin(), e.also_a.end());
    if (e.b) bs.push_back(e.b);
    bs.insert(bs.end(), e.also_b.begin(), e.also_b.end());
    const auto by_number = [](const Law* x, const Law* y) {
        return std::stoi("0" + x->number) < std::stoi("0" + y->number);
    };
    std::stable_sort(bs.begin(), bs.end(), by_number);
    e.words = word_diff(joined(as), joined(bs));
    const bool changed = std::any_of(e.words.begin(), e.words.end(),
                                     [](const WordRun& r) { return r.op != WordOp::Same; });
    e.substance = changed && changes_substance(changed_words(e.words));
    if (e.b && e.a && !e.b->amendment.empty() && e.b->amendment != e.a->amendment &&
        e.change != LawChange::Split && e.change != LawChange::Merged)
        e.change = LawChange::Amended;
    if (e.change == LawChange::Wording && e.substance) e.change = LawChange::Substance;
    if (e.change == LawChange::Substance && !e.substance) e.change = LawChange::Wording;
    if ((e.change == LawChange::Same || e.change == LawChange::Renumbered) && changed)
        e.change = e.substance ? LawChange::Substance : LawChange::Wording;
}

// The second code's order; a removed law after the law that preceded it.
void order(std::vector<LawEntry>& entries, const Lawbook& b) {
    std::map<const Law*, size_t> at;
    for (size_t i = 0; i < b.laws.size(); ++i) at[&b.laws[i]] = i;
    double last = -1;
    std::vector<std::pair<double, LawEntry>> keyed;
    for (LawEntry& e : entries) {
        last = e.b ? double(at[e.b]) : last + 0.001;
        keyed.emplace_back(last, std::move(e));
    }
    std::stable_sort(keyed.begin(), keyed.end(),
                     [](const auto& x, const auto& y) { return x.first < y.first; });
    entries.clear();
    for (auto& [k, e] : keyed) entries.push_back(std::move(e));
}

std::string list_numbers(const std::vector<std::string>& n) {
    if (n.size() == 1) return "Law " + n.front();
    std::string s = "Laws ";
    for (size_t i = 0; i < n.size(); ++i)
        s += (i == 0 ? "" : i + 1 == n.size() ? " and " : ", ") + n[i];
    return s;
}

void summarise(CodeDiff& d) {
    std::vector<std::string> substance, amended;
    for (const LawEntry& e : d.laws) {
        if (e.change == LawChange::Split)
            d.main.push_back(fmt::format("{}'s {} became {}.", d.a->id, entry_laws(e, false),
                                         entry_laws(e, true)));
        if (e.change == LawChange::Merged)
            d.main.push_back(fmt::format("{}'s {} became {}.", d.a->id, entry_laws(e, false),
                                         entry_laws(e, true)));
        if (e.change == LawChange::Substance) substance.push_back(e.b->number);
        if (e.change == LawChange::Amended) amended.push_back(e.b->number);
    }
    if (!amended.empty())
        d.main.push_back(fmt::format("{} amends {}.", d.b->id, list_numbers(amended)));
    if (!substance.empty())
        d.main.push_back(fmt::format("{} changed in substance.", list_numbers(substance)));
    for (const ParameterChange& p : d.parameters) d.main.push_back(parameter_line(p) + ".");
    std::vector<std::string> infractions;
    for (const RuleChange& r : d.rules)
        if (std::find(infractions.begin(), infractions.end(), std::string(name(r.id))) ==
            infractions.end())
            infractions.push_back(std::string(name(r.id)));
    if (!infractions.empty()) {
        std::string list;
        for (size_t i = 0; i < infractions.size(); ++i)
            list += (i == 0 ? "" : i + 1 == infractions.size() ? " and " : ", ") + infractions[i];
        d.main.push_back(fmt::format("The rules differ for {}.", list));
    }
    if (!d.readings.empty())
        d.main.push_back(fmt::format("{} of the readings of open points differ{}.",
                                     d.readings.size(), d.readings.size() == 1 ? "s" : ""));
}

} // namespace

CodeDiff diff_codes(const Lawbook& a, const Lawbook& b) {
    CodeDiff d;
    d.a = &a, d.b = &b;
    for (const LawPair& p : align_laws(a, b)) {
        LawEntry e;
        e.change = p.change, e.a = p.a, e.b = p.b;
        d.laws.push_back(std::move(e));
    }
    find_splits_and_merges(d.laws, a, b);
    std::map<std::string, std::string> renumber;
    for (LawEntry& e : d.laws) {
        mark_words(e);
        if (e.a && e.b) renumber[e.a->number] = e.b->number;
        const Law* shown = e.b ? e.b : e.a;
        e.heading = shown->heading.empty() ? "Other laws" : shown->heading;
        ++d.counts[size_t(e.change)];
    }
    std::erase_if(d.laws, [](const LawEntry& e) { return e.change == LawChange::Same; });
    order(d.laws, b);
    d.rules = rule_changes(a, b, renumber);
    d.readings = reading_changes(a, b);
    d.parameters = parameter_changes(a, b);
    summarise(d);
    return d;
}

const char* law_change_name(LawChange c) {
    switch (c) {
    case LawChange::Same: return "same";
    case LawChange::Renumbered: return "renumbered";
    case LawChange::Wording: return "changed in wording";
    case LawChange::Substance: return "changed in substance";
    case LawChange::Added: return "added";
    case LawChange::Removed: return "removed";
    case LawChange::Split: return "split";
    case LawChange::Merged: return "merged";
    case LawChange::Amended: return "amended";
    }
    return "?";
}

std::string entry_laws(const LawEntry& e, bool second) {
    std::vector<const Law*> laws;
    if (second) {
        if (e.b) laws.push_back(e.b);
        laws.insert(laws.end(), e.also_b.begin(), e.also_b.end());
    } else {
        if (e.a) laws.push_back(e.a);
        laws.insert(laws.end(), e.also_a.begin(), e.also_a.end());
    }
    if (laws.empty()) return "-";
    std::stable_sort(laws.begin(), laws.end(), [](const Law* x, const Law* y) {
        return std::stoi("0" + x->number) < std::stoi("0" + y->number);
    });
    std::vector<std::string> n;
    for (const Law* l : laws) n.push_back(l->number);
    return list_numbers(n);
}

} // namespace bl
