#include "check/check_gate.h"

#include "check/check_families.h"
#include "core/yaml_reader.h"

#include <algorithm>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace bl {

namespace {

// The checks that find a flaw of the printed text itself; every other check finds an editing
// mistake (a rule, a citation, a figure or a `refs` the table has wrong). procedure/endless is
// the code's when its law says so (a warning), the table's otherwise (an error). An overlay's
// rule against a base law it does not amend is the printed overlay's (or house rules') own word.
bool about_the_code(const Finding& f) {
    static const char* const code_checks[] = {"references/paragraph", "references/other-matter",
                                              "references/stale",     "coverage/no-provision",
                                              "procedure/limit",      "arithmetic/honours-gap",
                                              "duplicates/law",       "overlays/contradicts-base"};
    if (f.check == "procedure/endless") return f.severity != Severity::Error;
    return std::any_of(std::begin(code_checks), std::end(code_checks),
                       [&](const char* c) { return f.check == c; });
}

bool names_check(const std::string& wanted, const std::string& check) {
    return wanted == check || (check.size() > wanted.size() && check.starts_with(wanted) &&
                               check[wanted.size()] == '/');
}

bool matches(const AcceptedFinding& a, const Finding& f) {
    return names_check(a.check, f.check) && (a.laws.empty() || a.laws == f.laws) &&
           (a.match.empty() || f.message.find(a.match) != std::string::npos);
}

bool same(const Finding& a, const Finding& b) {
    return a.check == b.check && a.laws == b.laws && a.message == b.message;
}

Finding unmatched(const AcceptedFinding& a, bool matched_table_mistake) {
    std::string what = "check " + a.check + (a.laws.empty() ? "" : ", " + law_list(a.laws)) +
                       (a.match.empty() ? "" : ", \"" + a.match + "\"");
    std::string message =
        "The accepted finding (" + what + ") matches no finding of the printed code";
    message +=
        matched_table_mistake
            ? ": it matches a mistake in the table, which is to be mended (or, while it waits, "
              "accepted with \"about: table\")."
            : ": the flaw it records is gone or the entry is mistyped; correct it or remove it.";
    return finding(Severity::Warning, "accepted/unmatched", a.laws, message, a.line);
}

int rank(const Finding& f) {
    if (f.check == "coverage/no-provision") return 2; // a silence the table records: the least news
    return f.about == About::Table ? 0 : 1;
}

} // namespace

About about_of(const Finding& f) { return about_the_code(f) ? About::Code : About::Table; }

std::string_view about_name(About a) { return a == About::Code ? "code" : "table"; }

Result<Baseline> read_baseline(const std::string& path) {
    auto text = read_file(path);
    if (!text) return text.error();
    const std::string hint = ": a baseline is the output of \"bridgelaws check --format json\"";
    const auto j = nlohmann::json::parse(*text, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("codes") || !j["codes"].is_array())
        return Error{path, 0, 0, "not a baseline" + hint};
    Baseline out;
    for (const auto& c : j["codes"]) {
        if (!c.is_object() || !c.value("code", nlohmann::json()).is_string() ||
            !c.value("findings", nlohmann::json()).is_array())
            return Error{path, 0, 0, "a code without its id or findings" + hint};
        auto& fs = out[c["code"].get<std::string>()];
        for (const auto& f : c["findings"]) {
            if (!f.is_object() || !f.value("check", nlohmann::json()).is_string() ||
                !f.value("message", nlohmann::json()).is_string())
                return Error{path, 0, 0, "a finding without its check or message" + hint};
            Finding x;
            x.check = f["check"].get<std::string>();
            x.message = f["message"].get<std::string>();
            for (const auto& l : f.value("laws", nlohmann::json::array()))
                if (l.is_string()) x.laws.push_back(l.get<std::string>());
            fs.push_back(std::move(x));
        }
    }
    return out;
}

void accept(std::vector<Finding>& findings, const std::vector<AcceptedFinding>& accepted,
            const std::vector<Finding>* baseline, const std::string& baseline_file) {
    std::vector<Finding> stale;
    for (const AcceptedFinding& a : accepted) {
        bool used = false, table_mistake = false;
        for (Finding& f : findings) {
            if (!matches(a, f)) continue;
            if (f.about == About::Table && !a.table_work) {
                table_mistake = true;
                continue;
            }
            used = true;
            if (f.accepted.empty())
                f.accepted = (a.table_work ? "table work still to do: " : "") + a.reason;
        }
        if (!used) stale.push_back(unmatched(a, table_mistake));
    }
    findings.insert(findings.end(), stale.begin(), stale.end());
    if (!baseline) return;
    for (Finding& f : findings)
        if (f.accepted.empty() && std::any_of(baseline->begin(), baseline->end(),
                                              [&](const Finding& b) { return same(f, b); }))
            f.accepted = "in the baseline " + baseline_file;
}

void select_and_order(std::vector<Finding>& findings, const CheckOptions& options) {
    std::erase_if(findings, [&](const Finding& f) {
        if (f.severity > options.severity) return true;
        return !options.only.empty() &&
               std::none_of(options.only.begin(), options.only.end(),
                            [&](const std::string& o) { return names_check(o, f.check); });
    });
    std::stable_sort(findings.begin(), findings.end(), [](const Finding& a, const Finding& b) {
        if (a.accepted.empty() != b.accepted.empty()) return a.accepted.empty();
        if (a.severity != b.severity) return a.severity < b.severity;
        return rank(a) < rank(b);
    });
}

bool fails(const Finding& f) { return f.accepted.empty() && f.severity != Severity::Info; }

} // namespace bl
