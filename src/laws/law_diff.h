// Two codes compared as an editor's note (`bridgelaws diff`, docs/laws.md "diff"): the laws paired
// by content, with splits, merges and an overlay's amendments, each changed law's whole text with
// the changed words marked; the rules, readings and parameters that differ; and a summary.
#pragma once

#include "laws/laws_view.h"
#include "laws/parameter_diff.h"
#include "laws/rule_diff.h"
#include "laws/word_diff.h"

#include <array>
#include <string>
#include <vector>

namespace bl {

struct LawEntry {
    LawChange change = LawChange::Same;
    const Law* a = nullptr;         // the law in the first code (null: added)
    const Law* b = nullptr;         // ... in the second (null: removed)
    std::vector<const Law*> also_b; // a split: the second code's other laws that carry the text
    std::vector<const Law*> also_a; // a merge: the first code's other laws now in this one
    bool substance = false;         // a split, merge or amendment that changes substance
    std::vector<WordRun> words;     // the first text to the second, changed words marked
    std::string heading;            // the group it is shown under
};

constexpr size_t LAW_CHANGE_KINDS = 9;

struct CodeDiff {
    const Lawbook* a = nullptr;
    const Lawbook* b = nullptr;
    std::vector<LawEntry> laws;                 // the laws that differ, in the second code's order
    std::array<int, LAW_CHANGE_KINDS> counts{}; // by LawChange, the same laws included
    std::vector<RuleChange> rules;
    std::vector<ReadingChange> readings;
    std::vector<ParameterChange> parameters;
    std::vector<std::string> main; // the main changes, a sentence each
};

CodeDiff diff_codes(const Lawbook& a, const Lawbook& b);

const char* law_change_name(LawChange c); // "changed in substance", ...
// "Law 56", "Laws 56 and 58": the numbers of an entry on one side.
std::string entry_laws(const LawEntry& e, bool second);

} // namespace bl
