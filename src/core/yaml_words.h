// A YAML syntax error said in plain words for the editor of a table or a log, who is not a
// programmer: what is wrong on the line and how to mend it, without the YAML library's own terms
// ("illegal map value", "end of map not found").
#pragma once

#include <string>

namespace bl {

// What is wrong at `line` (1-based) of `text`, given the YAML library's message for it; the
// library's message is never repeated, only read to tell the faults apart.
std::string yaml_problem_in_words(const std::string& library_message, const std::string& text,
                                  int line);

} // namespace bl
