// `teach --exercise CASE`: the learner writes the ruling field by field (who may choose, the
// remedies, the laws, the score) and each answer is checked against the engine's ruling. A wrong
// answer earns a hint, and the hints climb a ladder: a nudge, then the law's number, then the
// law's words; after the last the answer is shown and the exercise goes on.
#pragma once

#include "teach/teach.h"

#include <istream>
#include <ostream>
#include <string>
#include <vector>

namespace bl {

enum class FieldCheck { Right, Wrong, Unreadable };

// One field of the ruling to be written, with its key and its hints.
struct ExerciseField {
    std::string id;  // "chooser", "remedies", "laws", "score"
    std::string ask; // the prompt, with the form of the answer
    std::vector<std::string>
        menu; // the numbered list the answer picks from ("remedies"), else empty
    std::vector<std::string>
        key;            // the right answer, normalised (sorted seats, option numbers, laws, points)
    std::string answer; // the right answer in words, shown after the last hint
    std::vector<std::string> hints; // the ladder: a nudge, the law's number, the law's words
};

// The fields of the exercise on the first ruling under `code` (the score alone for a case with
// no ruling, where the deal is played).
std::vector<ExerciseField> exercise_fields(const Case& c, const CodeRuling& code,
                                           const std::vector<CodeRuling>& others);

// Reads an answer for a field: right, wrong, or unreadable (with what is wrong in `problem`).
FieldCheck check_field(const ExerciseField& f, const std::string& line, std::string& problem);

struct ExerciseScore {
    int fields = 0, first_time = 0, hints = 0;
    bool ended_early = false;
};

// Asks each field, with the hint ladder after each wrong answer.
ExerciseScore run_exercise(const std::string& setting, const std::vector<ExerciseField>& fields,
                           std::istream& in, std::ostream& out, bool echo = false);

} // namespace bl
