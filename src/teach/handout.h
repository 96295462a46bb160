// `teach --handout DIR|CASE -o FILE.html`: a printable page per case (the story, the hands and
// what happened, the question with its choices, room for the learner's ruling) and, on pages
// of their own at the end, the answer key: each case's answer and every code's ruling.
#pragma once

#include "teach/teach.h"

#include <string>
#include <vector>

namespace bl {

// One case of the handout: the case, its rulings under each code it names, and the log
// replayed under the library's other codes (for the question's wrong answers).
struct HandoutCase {
    Case c;
    std::vector<CodeRuling> codes;
    std::vector<CodeRuling> others;
};

// The handout as one HTML page, its cases in the order given; `title` heads the first page.
// The question's choices are shuffled by `seed`, so one seed prints one handout.
std::string handout_html(const std::vector<HandoutCase>& cases, const std::string& title,
                         uint64_t seed = 1);

} // namespace bl
