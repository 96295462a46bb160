// unreachable: a rule that can never govern a ruling. Either no situation that can arise under
// the code has the facts its `when` names (a phase already passed when the situation arises, a
// role that cannot commit it), or every situation it matches is taken by a rule naming more
// facts. Found by putting every situation that can arise to each rule alone, as coverage does.
// A rule with no facts that gives no penalty, or records that the code makes no provision, for a
// situation which cannot arise ("Cannot arise: there is no dummy") is a record of what the code
// says, not a rule that misses; a penalty for it is reported.
#include "check/check_families.h"
#include "check/check_situations.h"

#include <fmt/format.h>

namespace bl {

namespace {

// The coverage probes, and a play before the partner in no place in the trick: the leader leading
// again before his partner has played (the fold gives it no position), which the coverage check
// counts with the third place.
std::vector<Probe> situations(const Lawbook& book, Infraction id) {
    std::vector<Probe> ps = probes(book, id);
    if (id != Infraction::PlayedBeforePartner) return ps;
    const size_t n = ps.size();
    for (size_t i = 0; i < n; ++i) {
        if (ps[i].x.position != 3) continue;
        Probe leads_again = ps[i];
        leads_again.x.position = 0;
        ps.push_back(leads_again);
    }
    return ps;
}

bool records_cannot_arise(const Rule& r) {
    return r.provision != Provision::Penalty && r.when.named() == 0;
}

// Whether some situation matched by rule i is governed by it (no matching rule names more facts).
bool ever_chosen(const SoloRules& solos, size_t i, const std::vector<Probe>& ps, bool& matched) {
    for (const Probe& p : ps) {
        if (!solos.matches(i, p)) continue;
        matched = true;
        bool outranked = false;
        for (size_t j = 0; j < solos.size() && !outranked; ++j)
            outranked = j != i && solos.rule(j).when.named() > solos.rule(i).when.named() &&
                        solos.matches(j, p);
        if (!outranked) return true;
    }
    return false;
}

std::string why_never(Infraction id, bool matched, bool arises) {
    if (!arises)
        return fmt::format(
            "{} cannot arise under this code's parameters (docs/check.md, where each infraction "
            "can arise)",
            name(id));
    if (!matched)
        return fmt::format(
            "no situation of {} that can arise has the facts its `when` names (the phase, the "
            "offender or another fact is never met when the situation arises)",
            name(id));
    return "every situation it matches is governed by a rule of the same infraction naming more "
           "facts";
}

} // namespace

void check_unreachable(const CheckContext& c, Findings& out) {
    for (size_t k = 0; k < names_of<Infraction>().size(); ++k) {
        const Infraction id = Infraction(k);
        const SoloRules solos(c.book, id);
        if (solos.size() == 0) continue;
        const std::vector<Probe> ps = situations(c.book, id);
        for (size_t i = 0; i < solos.size(); ++i) {
            const Rule& r = solos.rule(i);
            if (records_cannot_arise(r)) continue;
            bool matched = false;
            if (ever_chosen(solos, i, ps, matched)) continue;
            out.push_back(finding(
                Severity::Warning, "unreachable/never-matches", r.laws,
                fmt::format(
                    "The rule for {} at line {} ({}) can never govern a ruling: {}. Remove it, "
                    "or give it the facts under which its situation arises.",
                    name(id), r.line, law_list(r.laws), why_never(id, matched, !ps.empty())),
                r.line));
        }
    }
}

} // namespace bl
