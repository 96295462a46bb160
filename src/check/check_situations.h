// The situations the checker puts to a code's rules: for each infraction, every role that can
// commit it and every phase in which it can arise under the code's parameters, crossed with the
// values of every other fact some rule of the code names. The rules are asked through
// find_rule and rule_on (ruling.h), as the adjudicator asks them.
#pragma once

#include "table/fold.h"
#include "laws/lawbook.h"
#include "table/ruling.h"

#include <optional>
#include <string>
#include <vector>

namespace bl {

struct Probe {
    Situation x;
    std::optional<Role> role; // the offender's role; none when the situation has no offender
};

// The state every probe is read in: North deals and declares, so North is the dealer, South
// his partner, East the eldest hand and West the right-hand adversary; each side's last doubler
// is its first.
const State& probe_state();
Seat seat_of(Role r);

// Every situation of `id` that can arise under the code (none when it cannot arise at all).
std::vector<Probe> probes(const Lawbook& book, Infraction id);

// "the dealer's right-hand adversary, in the play, trick 13, the other three having followed".
std::string describe(const Probe& p);
std::string role_text(Role r);
std::string phase_text(Phase p);

// One rule of a code on its own, so that find_rule and rule_on say what that rule alone gives.
class SoloRules {
  public:
    SoloRules(const Lawbook& book, Infraction id);
    size_t size() const { return solos_.size(); }
    const Rule& rule(size_t i) const { return solos_[i].rules.front(); }
    bool matches(size_t i, const Probe& p) const { return find_rule(solos_[i], p.x, probe_state()) != nullptr; }
    Ruling ruling(size_t i, const Probe& p) const { return rule_on(solos_[i], p.x, probe_state()); }

  private:
    std::vector<Lawbook> solos_;
};

// Whether two rulings differ in what the code gives: provision, electors, options,
// consequences or time limit.
bool same_remedy(const Ruling& a, const Ruling& b);

// "penalty: adversaries-of-offender elect new-deal or stand, until deal-completed".
std::string remedy_text(const Ruling& r);

} // namespace bl
