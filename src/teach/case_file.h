// Teaching cases (docs/cases.md): a log with a story, a question, and the expected ruling under
// each code; run against the engine, compared on the report contract's keys.
#pragma once

#include "core/error.h"
#include "log/game_log.h"
#include "laws/lawbook.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace bl {

struct CaseExpectation {
    std::string code;
    nlohmann::json expected; // {"rulings": [...], "deals": [...], "rubber": {...}}: a subset of the report
    std::string explain;
    int explain_line = 0; // where the explanation is written, for `cases lint`
};

struct Case {
    std::string file, name, subject, story, question;
    int level = 0;                          // 1 first steps .. 3 fine points; 0 not given
    std::vector<std::string> prerequisites; // cases to study first: "SUBJECT/NAME" (docs/cases.md)
    int name_line = 0, story_line = 0, question_line = 0, level_line = 0; // 1-based, for `cases lint`
    GameLog log;
    std::vector<CaseExpectation> expect;
};

Result<Case> read_case(const std::string& path);

struct CaseOutcome {
    std::string code;
    bool passed = false;
    std::vector<std::string> differences; // what differs, for the runner's output
    nlohmann::json actual;                // the report, for coverage and --update
};

// Replays the case under each code it names and compares with what it expects.
std::vector<CaseOutcome> run_case(const Case& c, const LawLibrary& lib);

// The `expect:` block the engine gives now, for `cases run --update`.
std::string expectation_yaml(const Case& c, const std::vector<CaseOutcome>& outcomes);

// Rewrites the case file's `expect:` block (everything from the line "expect:" to the next
// top-level key or the end) and leaves the rest of the file as it was. The file is replaced
// whole or not at all (replace_file): a failed write leaves it untouched.
Result<bool> rewrite_expectations(const std::string& path, const std::string& block);

// Every case file under the paths (files, or folders searched recursively), sorted.
std::vector<std::string> case_files(const std::vector<std::string>& paths);

} // namespace bl
