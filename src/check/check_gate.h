// `check` as a gate (docs/check.md, "A gate"): each finding classed as about the printed code or
// about the table, the findings the editors accept (the table's `accepted-findings:` or a baseline
// file) set apart, the rest ordered by importance and filtered as asked. What is left new fails.
#pragma once

#include "check/check.h"
#include "core/error.h"

#include <map>
#include <string>
#include <vector>

namespace bl {

// What a check id is about: the printed code or the table (an editing mistake).
About about_of(const Finding& f);

// Findings of an earlier `check --format json`, by code: each accepted as it stands.
using Baseline = std::map<std::string, std::vector<Finding>>;
Result<Baseline> read_baseline(const std::string& path);

// Marks the findings accepted by `accepted` (only flaws of the printed code are accepted by a
// table) or by the baseline, and adds a finding for every acceptance that matches no finding (a
// setting that would otherwise silently do nothing).
void accept(std::vector<Finding>& findings, const std::vector<AcceptedFinding>& accepted,
            const std::vector<Finding>* baseline, const std::string& baseline_file);

// Keeps the findings `options` asks for, most important first: errors, warnings, info; within a
// severity the table's mistakes before the code's flaws, and recorded silences last.
void select_and_order(std::vector<Finding>& findings, const CheckOptions& options);

// Whether a finding fails the check: new, and an error or a warning.
bool fails(const Finding& f);

std::string_view about_name(About a); // "table", "code"

} // namespace bl
