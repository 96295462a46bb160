// crosscode: the same words read the same way. A law of this code whose text is nearly the same
// as a law of another code (their stems alike), where a rule applying it rules the same situation
// otherwise than the other code's rule, and neither rule (nor the reading it follows) says why
// the codes differ: both texts and both rules are shown. A heuristic, as the other word checks
// are (docs/check.md): it points an editor at a passage, it decides nothing.
#include "check/check_families.h"

#include <algorithm>
#include <cstring>

#include <fmt/format.h>

namespace bl {

namespace {

constexpr size_t SHORTEST = 12; // stems below which a law is too short to compare
constexpr double SAME = 0.8;    // Dice similarity of the stems: "nearly the same words"

std::vector<std::string> sorted_stems(const std::string& text) {
    auto s = stems(text);
    std::sort(s.begin(), s.end());
    return s;
}

bool same_when(const Conditions& a, const Conditions& b) {
    return a.offender == b.offender && a.phase == b.phase &&
           a.should_have_led == b.should_have_led && a.followed == b.followed &&
           a.trick == b.trick && a.claimed == b.claimed && a.position == b.position &&
           a.call == b.call && a.flags_named == b.flags_named && a.flags_value == b.flags_value;
}

// The remedies a rule gives. A right claimed by the elector may always be let go, so "new deal"
// and "new deal or stand" give the same; no penalty and no provision both give none.
std::vector<Option> remedies(const Rule& r) {
    auto o = r.options;
    if (r.claimed == Claim::ByElector) std::erase(o, Option::Stand);
    std::sort(o.begin(), o.end());
    return o;
}

bool same_ruling(const Rule& a, const Rule& b) {
    const bool pa = a.provision == Provision::Penalty, pb = b.provision == Provision::Penalty;
    return pa == pb && remedies(a) == remedies(b);
}

std::string rule_text(const Rule& r) {
    if (r.provision != Provision::Penalty) return std::string(name(r.provision));
    std::string s = "penalty";
    for (size_t i = 0; i < r.options.size(); ++i)
        s += (i ? ", " : ": ") + std::string(name(r.options[i]));
    return s;
}

// The code's family: its id up to the first hyphen, the word its tables use for it in prose.
std::string family(const std::string& id) { return id.substr(0, id.find('-')); }

bool mentions(const std::string& text, const std::string& word) {
    std::string lower = text;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char ch) { return char(std::tolower(ch)); });
    return lower.find(word) != std::string::npos;
}

// Whether the rule, or a reading it follows, gives the other code as the reason for a difference.
bool says_why(const Lawbook& book, const Rule& r, const std::string& other) {
    if (mentions(r.note, other)) return true;
    for (const std::string& id : r.readings)
        if (const Reading* rd = book.reading(id); rd && mentions(rd->reason, other)) return true;
    return false;
}

const Law* twin(const Law& law, const std::vector<std::string>& mine, const Lawbook& other,
                const std::vector<std::vector<std::string>>& theirs) {
    for (size_t j = 0; j < other.laws.size(); ++j) {
        const auto& t = theirs[j];
        if (t.size() < SHORTEST) continue;
        if (2.0 * double(shared(mine, t)) >= SAME * double(mine.size() + t.size()))
            return &other.laws[j];
    }
    (void)law;
    return nullptr;
}

bool cites(const Rule& r, const std::string& law) {
    return std::find(r.laws.begin(), r.laws.end(), law) != r.laws.end();
}

void compare(const CheckContext& c, const Law& mine, const Lawbook& other, const Law& theirs,
             Findings& out) {
    for (const Rule& a : c.book.rules) {
        if (!c.book.in_force(a) || !cites(a, mine.number)) continue;
        for (const Rule& b : other.rules) {
            if (!other.in_force(b) || b.id != a.id || !cites(b, theirs.number) ||
                !same_when(a.when, b.when))
                continue;
            if (same_ruling(a, b) || says_why(c.book, a, family(other.id)) ||
                says_why(other, b, family(c.book.chain.front())))
                continue;
            out.push_back(
                finding(Severity::Warning, "crosscode/read-differently", {mine.number},
                        fmt::format("Law {} reads nearly as {} Law {} (\"{}\" / \"{}\"), but the "
                                    "{} rule here gives {} and there "
                                    "{}; neither rule, nor a reading it follows, says what in the "
                                    "words of either code makes the "
                                    "difference.",
                                    mine.number, other.id, theirs.number, quote(mine.text),
                                    quote(theirs.text), name(a.id), rule_text(a), rule_text(b)),
                        a.line));
        }
    }
}

} // namespace

void check_crosscode(const CheckContext& c, Findings& out) {
    for (const Lawbook* other : c.editions) {
        if (family(other->id) == family(c.book.chain.front()))
            continue; // editions of one code: the diff's business
        std::vector<std::vector<std::string>> theirs;
        for (const Law& l : other->laws) theirs.push_back(sorted_stems(l.text));
        for (const Law& l : c.book.laws) {
            const auto mine = sorted_stems(l.text);
            if (mine.size() < SHORTEST) continue;
            if (const Law* t = twin(l, mine, *other, theirs)) compare(c, l, *other, *t, out);
        }
    }
}

} // namespace bl
