// references/rule-other-matter: a rule citing a law whose text shares no distinctive word with the
// situation the rule governs (its infraction, the facts of its `when`, its remedies, its note),
// e.g. a revoke rule citing the law on cutting. A heuristic, like references/other-matter: it says
// where to look.
#include "check/check_families.h"

#include <algorithm>
#include <fmt/format.h>
#include <map>
#include <set>

namespace bl {

namespace {

std::string spaced(std::string_view id) {
    std::string s(id);
    std::replace(s.begin(), s.end(), '-', ' ');
    return s;
}

template <class E> void add_mask(std::string& out, unsigned mask) {
    const auto names = names_of<E>();
    for (size_t i = 0; i < names.size(); ++i)
        if (mask & (1u << i)) out += " " + spaced(names[i]);
}

// The words of the situation a rule governs, of the remedies it gives and of its note (which
// quotes or sums up the laws it applies).
std::vector<std::string> situation_stems(const Rule& r) {
    std::string text = spaced(name(r.id)) + " " + r.note;
    add_mask<Role>(text, r.when.offender);
    add_mask<Phase>(text, r.when.phase);
    add_mask<CallKind>(text, r.when.call);
    add_mask<Flag>(text, r.when.flags_named);
    for (Option o : r.options) text += " " + spaced(name(o));
    for (Consequence c : r.consequences) text += " " + spaced(name(c));
    return stems(text);
}

// A law many infractions apply is a general one ("Every other irregularity is without penalty"):
// it shares no word with any one situation and is not suspect for that.
constexpr size_t GENERAL_LAW = 4;

std::map<std::string, std::set<Infraction>> citing(const Lawbook& book) {
    std::map<std::string, std::set<Infraction>> out;
    for (const Rule& r : book.rules)
        for (const std::string& n : r.laws) out[n].insert(r.id);
    return out;
}

} // namespace

void check_rule_laws(const CheckContext& c, Findings& out) {
    const auto cited_by = citing(c.book);
    for (const Rule& r : c.book.rules) {
        if (c.own && r.code != c.book.id) continue; // an overlay is charged only with its own rules
        for (const std::string& n : r.laws) {
            const Law* law = c.book.law(n);
            if (!law || cited_by.at(n).size() >= GENERAL_LAW)
                continue; // a loader error, or a general law
            // The situation, and the other laws the rule applies: a law that defines a term for
            // them (the revoke, for a renounce corrected) shares their words.
            std::string others;
            for (const std::string& m : r.laws)
                if (const Law* o = c.book.law(m); o && m != n)
                    others += " " + o->heading + " " + o->text;
            auto situation = situation_stems(r);
            for (std::string& s : stems(others)) situation.push_back(std::move(s));
            std::sort(situation.begin(), situation.end());
            auto text = stems(law->heading + " " + law->text + " " + law->amendment);
            std::erase_if(text, [&](const std::string& s) { return !c.words.distinctive(s); });
            std::sort(text.begin(), text.end());
            if (shared(situation, text) > 0) continue;
            out.push_back(finding(
                Severity::Warning, "references/rule-other-matter", {n},
                fmt::format(
                    "The rule for {} cites Law {}, whose text shares no distinctive word with the "
                    "situation, its remedies, the rule's note or the other laws it cites (Law {}: "
                    "\"{}\"): is the number mistyped?",
                    name(r.id), n, n, quote(law->text, 80)),
                r.line));
        }
    }
}

} // namespace bl
