#include "laws/rule_diff.h"

#include "laws/rule_changes.h"

#include <algorithm>
#include <bit>
#include <fmt/format.h>

namespace bl {

namespace {

template <class E> std::string mask_words(unsigned mask) {
    std::string s;
    const auto names = names_of<E>();
    for (size_t i = 0; i < names.size(); ++i)
        if (mask & (1u << i)) s += (s.empty() ? "" : ", ") + std::string(names[i]);
    return s;
}

std::string numbers(unsigned mask, int lo, int hi) {
    std::string s;
    for (int k = lo; k <= hi; ++k)
        if (mask & (1u << k)) s += (s.empty() ? "" : ", ") + std::to_string(k);
    return s;
}

std::string when_words(const Conditions& c) {
    std::vector<std::string> parts;
    if (c.offender) parts.push_back("the offender: " + mask_words<Role>(c.offender));
    if (c.phase) parts.push_back("in the " + mask_words<Phase>(c.phase));
    if (c.should_have_led)
        parts.push_back("who should have led: " + mask_words<Role>(c.should_have_led));
    if (c.followed) parts.push_back("after " + numbers(c.followed, 0, 3) + " played to the trick");
    if (c.trick) parts.push_back("trick " + numbers(c.trick, 1, 13));
    if (c.position) parts.push_back("place in the trick " + numbers(c.position, 1, 4));
    if (c.claimed)
        parts.push_back(std::string("claimed ") + (c.claimed == 1   ? "in time"
                                                   : c.claimed == 2 ? "late"
                                                                    : "in time or late"));
    if (c.call) parts.push_back("the call disobeyed: " + mask_words<CallKind>(c.call));
    const auto flags = names_of<Flag>();
    for (size_t f = 0; f < flags.size(); ++f)
        if (c.flags_named & (1u << f))
            parts.push_back(std::string(flags[f]) + ((c.flags_value & (1u << f)) ? "" : ": no"));
    std::string s;
    for (const std::string& p : parts) s += (s.empty() ? "" : "; ") + p;
    return s.empty() ? "any situation" : s;
}

template <class E> std::string list_words(const std::vector<E>& v) {
    std::string s;
    for (E e : v) s += (s.empty() ? "" : ", ") + std::string(name(e));
    return s.empty() ? "none" : s;
}

std::string follows_words(const Rule& r) {
    std::string s;
    for (const auto& [o, cs] : r.follows)
        s += (s.empty() ? "" : "; ") + std::string(name(o)) + " brings " + list_words(cs);
    return s.empty() ? "none" : s;
}

std::string laws_words(const std::vector<std::string>& laws) {
    std::string s;
    for (const std::string& l : laws) s += (s.empty() ? "" : ", ") + l;
    return s.empty() ? "none" : s;
}

std::vector<std::string> renumbered(const std::vector<std::string>& laws,
                                    const std::map<std::string, std::string>& renumber) {
    std::vector<std::string> out;
    for (const std::string& l : laws) {
        const auto it = renumber.find(l);
        out.push_back(it == renumber.end() ? l : it->second);
    }
    return out;
}

std::string remedy_words(const Rule& r) {
    std::string s = std::string(name(r.provision));
    if (!r.options.empty())
        s += "; " + std::string(name(r.elector)) + " chooses between " + list_words(r.options);
    if (!r.consequences.empty()) s += "; " + list_words(r.consequences);
    return s;
}

std::vector<FieldChange> compare(const Rule& x, const Rule& y,
                                 const std::map<std::string, std::string>& renumber) {
    std::vector<FieldChange> out;
    const auto field = [&](const char* f, const std::string& a, const std::string& b) {
        if (a != b) out.push_back({f, a, b});
    };
    field("situation", when_words(x.when), when_words(y.when));
    field("provision", std::string(name(x.provision)), std::string(name(y.provision)));
    field("who chooses", std::string(name(x.elector)), std::string(name(y.elector)));
    field("options", list_words(x.options), list_words(y.options));
    field("consequences", list_words(x.consequences), list_words(y.consequences));
    field("what an option brings", follows_words(x), follows_words(y));
    field("time limit", std::string(name(x.until)), std::string(name(y.until)));
    field("partners may consult", x.consult ? "yes" : "no", y.consult ? "yes" : "no");
    field("rectifiable", x.rectifiable ? "yes" : "no", y.rectifiable ? "yes" : "no");
    field("laws cited", laws_words(renumbered(x.laws, renumber)), laws_words(y.laws));
    return out;
}

// Pairs the two codes' rules for one infraction: the same situation first, then a lone rule on
// each side (the situation itself changed).
void diff_infraction(Infraction id, std::vector<const Rule*> xs, std::vector<const Rule*> ys,
                     const std::map<std::string, std::string>& renumber,
                     std::vector<RuleChange>& out) {
    std::vector<std::pair<const Rule*, const Rule*>> pairs;
    for (auto x = xs.begin(); x != xs.end();) {
        auto y = std::find_if(ys.begin(), ys.end(),
                              [&](const Rule* r) { return same_when(r->when, (*x)->when); });
        if (y == ys.end()) {
            ++x;
            continue;
        }
        pairs.emplace_back(*x, *y), ys.erase(y), x = xs.erase(x);
    }
    if (xs.size() == 1 && ys.size() == 1)
        pairs.emplace_back(xs.front(), ys.front()), xs.clear(), ys.clear();
    for (const auto& [x, y] : pairs) {
        auto fields = compare(*x, *y, renumber);
        if (!fields.empty())
            out.push_back(
                {id, when_words(y->when), ItemChange::Changed, std::move(fields), {}, y->laws});
    }
    for (const Rule* x : xs)
        out.push_back({id,
                       when_words(x->when),
                       ItemChange::Removed,
                       {},
                       remedy_words(*x),
                       renumbered(x->laws, renumber)});
    for (const Rule* y : ys)
        out.push_back({id, when_words(y->when), ItemChange::Added, {}, remedy_words(*y), y->laws});
}

std::vector<const Rule*> rules_for(const Lawbook& book, Infraction id) {
    std::vector<const Rule*> out;
    for (const Rule& r : book.rules)
        if (r.id == id) out.push_back(&r);
    return out;
}

std::string others_words(const Reading& r) {
    std::string s;
    for (const auto& [id, meaning] : r.others) s += (s.empty() ? "" : ", ") + id;
    return s.empty() ? "none" : s;
}

} // namespace

std::vector<RuleChange> rule_changes(const Lawbook& a, const Lawbook& b,
                                     const std::map<std::string, std::string>& renumber) {
    std::vector<RuleChange> out;
    for (size_t i = 0; i < names_of<Infraction>().size(); ++i)
        diff_infraction(Infraction(i), rules_for(a, Infraction(i)), rules_for(b, Infraction(i)),
                        renumber, out);
    return out;
}

std::vector<ReadingChange> reading_changes(const Lawbook& a, const Lawbook& b) {
    std::vector<ReadingChange> out;
    for (const Reading& x : a.readings) {
        const Reading* y = b.reading(x.id);
        if (!y) {
            out.push_back({x.id,
                           x.question,
                           ItemChange::Removed,
                           {{"reading applied", x.default_reading, "-"}}});
            continue;
        }
        ReadingChange c{x.id, y->question, ItemChange::Changed, {}};
        if (x.default_reading != y->default_reading)
            c.fields.push_back({"reading applied", x.default_reading, y->default_reading});
        if (others_words(x) != others_words(*y))
            c.fields.push_back({"other readings", others_words(x), others_words(*y)});
        if (!c.fields.empty()) out.push_back(std::move(c));
    }
    for (const Reading& y : b.readings)
        if (!a.reading(y.id))
            out.push_back({y.id,
                           y.question,
                           ItemChange::Added,
                           {{"reading applied", "-", y.default_reading}}});
    return out;
}

std::string rule_title(const RuleChange& c) { return fmt::format("{} ({})", name(c.id), c.when); }

const char* item_change_name(ItemChange c) {
    switch (c) {
    case ItemChange::Changed: return "changed";
    case ItemChange::Added: return "added";
    case ItemChange::Removed: return "removed";
    }
    return "?";
}

} // namespace bl
