// The course: the cases in the order a learner takes them, by subject (the deal first, the
// score last), then by level, each after the cases it names as prerequisites. `teach --list`
// prints it; `teach --course` walks through it, a case at a time.
#pragma once

#include "laws/lawbook.h"
#include "teach/case_file.h"

#include <istream>
#include <ostream>
#include <string>
#include <vector>

namespace bl {

struct CourseEntry {
    std::string file;
    std::string key; // "revoke/dealer-revokes": how prerequisites name a case
    std::string subject, name;
    int level = 0;
    std::vector<std::string> prerequisites;
};

// Every case under `root` in course order. An error names a case that cannot be read, a
// prerequisite that names no case, or prerequisites that go round in a circle.
Result<std::vector<CourseEntry>> course_order(const std::string& root);

// The course as a list: a heading per subject, then "  12. [level 2] revoke/... : title
// (after: ...)".
std::string course_list(const std::vector<CourseEntry>& course);

struct CourseProgress {
    int taught = 0, skipped = 0;
    bool stopped = false; // the learner stopped, or the input ran out, before the end
};

// Walks through the course from entry `from` (0-based): each case told up to its question,
// then, on an empty line, its rulings; "s" skips a case's rulings, "q" stops. Lines are read
// from `in`; `echo` writes each after its prompt, for input that is not typed at a terminal.
CourseProgress run_course(const std::vector<CourseEntry>& course, const LawLibrary& lib,
                          std::istream& in, std::ostream& out, bool echo = false, size_t from = 0);

} // namespace bl
