#include "laws/overlay_template.h"

#include "laws/parameter_diff.h"

#include <fmt/format.h>
#include <map>

namespace bl {

namespace {

std::string laws_of(const std::vector<std::string>& laws) {
    std::string s;
    for (const std::string& l : laws) s += (s.empty() ? "" : ", ") + l;
    return laws.size() == 1 ? "Law " + s : "Laws " + s;
}

std::string header(const Lawbook& base, const std::string& id) {
    return fmt::format(R"~(# House rules written as an overlay on {base} ({title}).
# Everything this file does not change is {base}'s. As written it changes nothing: uncomment and
# edit what your club changes. docs/house-rules.md walks through every section.
#   bridgelaws check {id}.yaml         finds mistakes (exit 0: none new)
#   bridgelaws diff {base} {id}.yaml   shows what the house rules change
#   bridgelaws replay GAME.yaml --code {id}.yaml
id: {id}                 # the file's name without .yaml
title: "House rules of the club, on {base}"
edition: "the year the committee adopted them"
extends: {base}
source:
  - seed: "house rules"
    part: "where the committee's rules are written (a minute book, a card on the wall)"
notes:
  - "What the house rules are for, in a sentence or two."
)~",
                       fmt::arg("base", base.id), fmt::arg("title", base.title),
                       fmt::arg("id", id));
}

std::string laws_section(const Lawbook& base) {
    const Law& sample = base.laws.front();
    return fmt::format(R"~(
# Laws. Amend a law of {base}: its text stays, and yours is shown with it as "as amended by these
# house rules". Or add a rule of your own, numbered H1, H2, ... so it cannot clash with a law.
laws: []
#  - number: "{n}"
#    amends: "{n}"
#    text: "The house rule, in the committee's words."
#  - number: "H1"
#    heading: "House rules"
#    text: "A rule of the club's own."
)~",
                       fmt::arg("base", base.id), fmt::arg("n", sample.number));
}

std::string parameters_section(const Lawbook& base) {
    std::string out =
        "\n# Parameters. Each replaces the base's value, citing the law (yours or the base's) that "
        "gives it:\n"
        "#   KEY: {value: V, law: \"N\"}   (docs/laws.md lists every key and its values)\n"
        "parameters: {}\n";
    for (const ParameterChange& p : parameter_changes(Lawbook{}, base))
        out += fmt::format("#  {}: {{value: ..., law: \"{}\"}}   # now: {} ({})\n", p.key,
                           p.to_laws.empty() ? "?" : p.to_laws.front(), p.to, laws_of(p.to_laws));
    return out;
}

std::string readings_section(const Lawbook& base) {
    std::string out = "\n# Readings of open points. The base reads each as below; a reading "
                      "restated here must keep\n"
                      "# one of its alternatives (docs/laws.md, \"Readings\").\n";
    for (const Reading& r : base.readings) {
        std::string others;
        for (const auto& [id, meaning] : r.others) others += (others.empty() ? "" : ", ") + id;
        out += fmt::format("#   {}: {}{}\n", r.id, r.default_reading,
                           others.empty() ? "" : " (or " + others + ")");
    }
    return out;
}

std::string rules_section(const Lawbook& base) {
    std::map<std::string, int> count;
    for (const Rule& r : base.rules) ++count[std::string(name(r.id))];
    std::string out = R"~(
# Rules. To change one situation, give the rule under rule-changes with the base rule's own
# infraction id and "when": it replaces that rule alone, and the base's other rules for the
# infraction stay in force. A rule whose "when" is new is added.
rule-changes: []
#  - id: revoke
#    when: {offender: dealer}
#    laws: ["H1"]
#    provision: penalty
#    elector: dealer-adversaries
#    options: [add-three-tricks]
#
# To replace all of the base's rules for an infraction, give the new ones under infractions.
infractions: []
#
# The base's rules, by infraction (bridgelaws laws )~" +
                      base.id + R"~( N shows the rules that apply law N):
)~";
    for (const auto& [id, n] : count)
        out += fmt::format("#   {}: {} rule{}\n", id, n, n == 1 ? "" : "s");
    return out + R"~(
# Findings of "bridgelaws check" that are flaws of the printed code, accepted with the reason:
accepted-findings: []
#  - check: coverage/no-provision
#    laws: ["57"]
#    reason: "The code is silent here, and the committee has not ruled."
)~";
}

} // namespace

std::string overlay_skeleton(const Lawbook& base, const std::string& id) {
    return header(base, id) + laws_section(base) + parameters_section(base) +
           readings_section(base) + rules_section(base);
}

} // namespace bl
