// coverage: every situation that can arise under the code is governed by a rule, or recorded as
// one the code makes no provision for. A situation with neither is a gap in the table.
#include "check/check_families.h"
#include "check/check_situations.h"

#include <fmt/format.h>
#include <map>
#include <set>

namespace bl {

namespace {

std::string either(const std::vector<std::string>& items) {
    std::string s;
    for (size_t i = 0; i < items.size(); ++i) s += (i == 0 ? "" : i + 1 == items.size() ? " or " : ", ") + items[i];
    return s;
}

// The roles and phases of a group of situations, as a phrase: "the eldest hand or the dealer's
// right-hand adversary in the doubling"; roles in different phases are named one by one.
std::string who_and_when(const std::vector<const Probe*>& ps) {
    std::vector<std::pair<std::string, std::vector<std::string>>> roles; // role, its phases, in order met
    for (const Probe* p : ps) {
        const std::string who = p->role ? role_text(*p->role) : "no one in particular", when = phase_text(p->x.phase);
        auto it = std::find_if(roles.begin(), roles.end(), [&](const auto& r) { return r.first == who; });
        if (it == roles.end()) it = roles.insert(roles.end(), {who, {}});
        if (std::find(it->second.begin(), it->second.end(), when) == it->second.end()) it->second.push_back(when);
    }
    const bool same_phases = std::all_of(roles.begin(), roles.end(), [&](const auto& r) { return r.second == roles.front().second; });
    std::vector<std::string> who, each;
    for (const auto& [role, phases] : roles) who.push_back(role), each.push_back(role + " " + either(phases));
    if (same_phases) return either(who) + " " + either(roles.front().second);
    std::string s;
    for (const std::string& e : each) s += (s.empty() ? "" : "; ") + e;
    return s;
}

// How many of the cells' situations the group holds, when a fact of the rules splits them.
std::string some_of(const std::vector<const Probe*>& group, size_t of_all) {
    if (group.size() == of_all) return "";
    return fmt::format(" in {} of the {} situations the rules' facts tell apart (e.g. {})", group.size(), of_all,
                       describe(*group.front()));
}

// One finding for all the situations of an infraction that no rule governs, with the laws the
// table's other rules for it cite, so the reader sees where the missing rule belongs.
void report_gaps(const Lawbook& book, Infraction id, const std::vector<const Probe*>& gaps, size_t of_all, Findings& out) {
    if (gaps.empty()) return;
    std::vector<std::string> laws;
    int line = 0;
    for (const Rule& r : book.rules) {
        if (r.id != id) continue;
        line = line ? line : r.line;
        for (const std::string& l : r.laws)
            if (std::find(laws.begin(), laws.end(), l) == laws.end()) laws.push_back(l);
    }
    std::string message = fmt::format("No rule governs {} by {}{}, and the table does not record that the code makes no "
                                      "provision for it.",
                                      name(id), who_and_when(gaps), some_of(gaps, of_all));
    if (line) message += fmt::format(" The table's other rules for {} cite {}.", name(id), law_list(laws));
    out.push_back(finding(Severity::Error, "coverage/gap", laws, message, line));
}

// The yes-or-no facts a rule names: what tells two silences of one infraction apart.
std::string flag_facts(const Conditions& when) {
    std::string s;
    const auto flags = names_of<Flag>();
    for (size_t f = 0; f < flags.size(); ++f)
        if (when.flags_named & (1u << f))
            s += std::string(s.empty() ? "" : ", ") + ((when.flags_value & (1u << f)) ? "" : "not ") + flags[f];
    return s.empty() ? "" : " (" + s + ")";
}

void report_silences(Infraction id, const std::map<const Rule*, std::vector<const Probe*>>& silent, Findings& out) {
    for (const auto& [rule, group] : silent) {
        Finding f = finding(Severity::Warning, "coverage/no-provision", rule->laws,
                            fmt::format("The code makes no provision for {} by {}{}.", name(id), who_and_when(group),
                                        flag_facts(rule->when)),
                            rule->line);
        if (!rule->note.empty()) f.message += " Table: " + quote(rule->note, 160);
        if (!rule->readings.empty()) f.reading = rule->readings.front();
        out.push_back(std::move(f));
    }
}

} // namespace

void check_coverage(const CheckContext& c, Findings& out) {
    for (size_t i = 0; i < names_of<Infraction>().size(); ++i) {
        const Infraction id = Infraction(i);
        const std::vector<Probe> ps = probes(c.book, id);
        std::set<std::pair<int, int>> gap_cells; // (role, phase) with a situation no rule governs
        std::vector<const Probe*> gaps;
        std::map<const Rule*, std::vector<const Probe*>> silent;
        for (const Probe& p : ps) {
            const Rule* r = find_rule(c.book, p.x, probe_state());
            if (!r) gaps.push_back(&p), gap_cells.insert({p.role ? int(*p.role) : -1, int(p.x.phase)});
            else if (r->provision == Provision::NoProvision) silent[r].push_back(&p);
        }
        size_t in_gap_cells = 0;
        for (const Probe& p : ps) in_gap_cells += gap_cells.count({p.role ? int(*p.role) : -1, int(p.x.phase)});
        report_gaps(c.book, id, gaps, in_gap_cells, out);
        report_silences(id, silent, out);
    }
}

} // namespace bl
