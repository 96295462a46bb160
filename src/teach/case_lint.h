// `bridgelaws cases lint`: the mechanical half of the case review's checklist (docs/cases.md,
// "Reviewing a case"). A case that gives its answer away in the title, quotes a law short of the
// clause that decides it, cites a law its ruling does not use, carries OCR marks into a quotation
// or speaks of contracts and declarers does not teach the laws of 1904; each is found here, with
// the file, the line and how to put it right.
#pragma once

#include "laws/lawbook.h"
#include "teach/case_file.h"

#include <string>
#include <vector>

namespace bl {

enum class LintKind {
    GivesAway,    // the title or story holds the expected option's or consequence's words
    QuoteCut,     // a quotation stops inside a clause without an ellipsis
    Misquote,     // a quotation given as a law's words is not in that law
    LawNotUsed,   // an explanation cites a law the code's ruling does not use
    OcrMark,      // *, §, ‖, † or a "t" for a dagger inside a quotation
    ModernTerm,   // "contract", "declarer", "opening lead" ... where the code has its own words
    Prerequisite, // a prerequisite that names no case, or a level missing
};

// "gives-away", "quote-cut", ...: the kind as the command prints it.
std::string lint_kind_name(LintKind kind);
const std::vector<LintKind>& all_lint_kinds();

struct LintFinding {
    std::string file;
    int line = 0;
    LintKind kind{};
    std::string message; // what is wrong and how to put it right
};

// "file:line: kind: message".
std::string describe(const LintFinding& f);

// The findings on one case, given what the engine reports under each code it names
// (run_case's outcomes, in the order of c.expect).
std::vector<LintFinding> lint_case(const Case& c, const std::vector<CaseOutcome>& outcomes,
                                   const LawLibrary& lib);

} // namespace bl
