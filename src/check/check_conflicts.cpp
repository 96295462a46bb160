// conflicts: two rules of one code for the same situation, neither naming more facts than the
// other (so neither is the more specific, the only precedence a table can state), that give
// different rulings. Found by putting every situation that can arise to each rule alone.
#include "check/check_families.h"
#include "check/check_situations.h"

#include <fmt/format.h>
#include <map>

namespace bl {

namespace {

struct Clash {
    const Probe* first = nullptr;
    size_t situations = 0;
    Ruling a, b;
};

// The rules that match the probe and name the most facts: those find_rule chooses between.
std::vector<size_t> most_specific(const SoloRules& solos, const Probe& p) {
    std::vector<size_t> best;
    int most = -1;
    for (size_t i = 0; i < solos.size(); ++i) {
        if (!solos.matches(i, p)) continue;
        const int named = solos.rule(i).when.named();
        if (named > most) best.clear(), most = named;
        if (named == most) best.push_back(i);
    }
    return best;
}

void report(const Lawbook& book, Infraction id, const SoloRules& solos, const std::map<std::pair<size_t, size_t>, Clash>& clashes,
            Findings& out) {
    for (const auto& [pair, clash] : clashes) {
        const Rule &a = solos.rule(pair.first), &b = solos.rule(pair.second);
        std::vector<std::string> laws = a.laws;
        for (const std::string& l : b.laws)
            if (std::find(laws.begin(), laws.end(), l) == laws.end()) laws.push_back(l);
        const Rule* chosen = find_rule(book, clash.first->x, probe_state());
        out.push_back(finding(
            Severity::Error, "conflicts/same-situation", laws,
            fmt::format("Two rules govern {} by {} ({} situation{}), and neither is more specific: the rule at line {} ({}) "
                        "gives {}, the rule at line {} ({}) gives {}. Nothing states which prevails; the engine applies the "
                        "one at line {}.",
                        name(id), describe(*clash.first), clash.situations, clash.situations == 1 ? "" : "s in all", a.line,
                        law_list(a.laws), remedy_text(clash.a), b.line, law_list(b.laws), remedy_text(clash.b),
                        chosen ? chosen->line : a.line),
            a.line));
    }
}

} // namespace

void check_conflicts(const CheckContext& c, Findings& out) {
    for (size_t i = 0; i < names_of<Infraction>().size(); ++i) {
        const Infraction id = Infraction(i);
        const SoloRules solos(c.book, id);
        if (solos.size() < 2) continue;
        const std::vector<Probe> ps = probes(c.book, id);
        std::map<std::pair<size_t, size_t>, Clash> clashes;
        for (const Probe& p : ps) {
            const std::vector<size_t> best = most_specific(solos, p);
            for (size_t x = 0; x < best.size(); ++x)
                for (size_t y = x + 1; y < best.size(); ++y) {
                    Ruling ra = solos.ruling(best[x], p), rb = solos.ruling(best[y], p);
                    if (same_remedy(ra, rb)) continue;
                    Clash& k = clashes[{best[x], best[y]}];
                    if (!k.first) k.first = &p, k.a = std::move(ra), k.b = std::move(rb);
                    ++k.situations;
                }
        }
        report(c.book, id, solos, clashes, out);
    }
}

} // namespace bl
