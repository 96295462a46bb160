// `bridgelaws teach`: a case told for a learner. First the setting (the story, the hands, the
// events up to the irregularity, the question), then each code's ruling with its laws quoted,
// and where the codes differ, the difference side by side. Pure text from a case and the
// engine's reports, so the command line only reads files and waits for a key.
#pragma once

#include "teach/case_file.h"
#include "laws/lawbook.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace bl {

// One code's view of a case: the engine's report under the code (report-format.md) and the
// code's table, for the law texts.
struct CodeRuling {
    std::string code;
    Lawbook book;
    nlohmann::json report;
    std::string explain; // the case's explanation for a learner
    bool agrees = true;  // the engine rules as the case expects
};

// The case under each code it names (or only `only`, when given): replayed and compared with
// what the case expects. An error when the case does not name `only`, or a replay fails.
Result<std::vector<CodeRuling>> case_rulings(const Case& c, const LawLibrary& lib, const std::string& only = {});

// Where the case turns: the deal and event of the first ruling under any code. A case on
// which no code rules (a scoring case) is told whole, every deal.
struct CaseFocus {
    bool ruled = false;
    int deal = 0;
    int event = -1;           // in the deal's events, or its during-deal list; -1: the hands
    bool during_deal = false; // the irregularity happened while dealing
};
CaseFocus case_focus(const std::vector<CodeRuling>& codes);

// The name, the story, the hands as a diagram, the events up to and including the
// irregularity, and the question.
// Wrapped to `width` columns (report/text_wrap.h), the diagram whole.
std::string teach_setting(const Case& c, const CaseFocus& focus, size_t width = 78);

// One code's answer: each ruling (infraction, offender, laws quoted, who chooses, the options
// and what each makes of the score), the deal's score, and the case's explanation.
std::string teach_ruling(const Case& c, const CodeRuling& r, size_t width = 78);

// The rulings of several codes side by side, on the lines where they differ, in `width`
// columns; "" when there is one code or they all agree.
std::string teach_differences(const std::vector<CodeRuling>& codes, int width = 78);

// Any game log taught as a case is: `code` (or the log's own) as the one code it names, nothing
// expected of it.
Case case_of_log(const std::string& path, GameLog log, const std::string& code = {});

// Each ruling of a log in turn: the hands, the events up to the irregularity, the question,
// then each code's answer; wrapped to `width` columns.
std::string teach_log(const Case& c, const std::vector<CodeRuling>& codes, size_t width = 78);

} // namespace bl
