#include "laws/accepted_findings.h"

namespace bl {

namespace {

template <class Node>
AcceptedFinding read_one(const BasicYamlReader<Node>& r, const Node& n, const std::string& code) {
    r.only_keys(n, {"check", "laws", "match", "about", "reason"}, "an accepted finding");
    AcceptedFinding a;
    a.code = code;
    a.line = n.Mark().line + 1;
    a.check = r.scalar(
        r.required(n, "check", "the check id of the finding, e.g. \"check: references/stale\""),
        "a check id");
    if (n["laws"]) a.laws = r.strings(n["laws"], "laws");
    if (n["match"]) a.match = r.scalar(n["match"], "words of the finding's message");
    if (n["about"]) {
        const std::string about = r.scalar(n["about"], "code or table");
        if (about != "code" && about != "table")
            r.fail(n["about"], "about is \"code\" (a flaw of the printed code, the default) or "
                               "\"table\" (work on the table "
                               "still to do), not \"" +
                                   about + "\"");
        a.table_work = about == "table";
    }
    // An acceptance without a reason is a finding silenced, not a finding answered.
    a.reason = r.scalar(
        r.required(n, "reason",
                   "say why the finding is accepted: what in the printed code the table records"),
        "a reason");
    if (a.reason.empty())
        r.fail(n["reason"], "the reason is empty: say why the finding is accepted");
    return a;
}

} // namespace

template <class Node>
std::vector<AcceptedFinding> read_accepted_findings(const BasicYamlReader<Node>& reader,
                                                    const Node& n, const std::string& code) {
    if (!n.IsSequence())
        reader.fail(n, "\"accepted-findings\" is a list of {check: ID, laws: [N], match: "
                       "\"words\", reason: \"why\"}");
    std::vector<AcceptedFinding> out;
    for (const Node& x : n) out.push_back(read_one(reader, x, code));
    return out;
}

template std::vector<AcceptedFinding> read_accepted_findings(const YamlReader&, const YAML::Node&,
                                                             const std::string&);
template std::vector<AcceptedFinding> read_accepted_findings(const BasicYamlReader<YamlNode>&,
                                                             const YamlNode&, const std::string&);

} // namespace bl
