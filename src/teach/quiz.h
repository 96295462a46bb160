// `bridgelaws teach --quiz`: a case told up to its question, then the learner picks the answer
// from numbered choices; right or wrong is said with the law, and the answers are scored at the
// end. The questions come from the question bank (question_bank.h).
#pragma once

#include <cstddef> // before prng.h, which uses size_t unqualified

#include "core/prng.h"
#include "teach/teach.h"

#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <variant>
#include <vector>

namespace bl {

struct QuizQuestion {
    std::string setting; // the case up to its question (teach_setting)
    std::string ask;     // what the learner is asked
    std::vector<std::string> choices;
    size_t right = 0;    // index into choices
    std::string because; // the laws, who chooses, and the case's explanation
};

// The bank's question on the case under `codes[main]` (question_bank.h: who chooses, in time,
// which remedy, or the score), told up to its question; nullopt when there is nothing to ask.
// `others`: the log under the library's other codes (other_codes), for wrong answers.
std::optional<QuizQuestion> quiz_question(const Case& c, const std::vector<CodeRuling>& codes, size_t main, Prng& prng,
                                          const std::vector<CodeRuling>& others = {});

// Reads an answer line: the choice's index (0-based), or what is wrong with the line.
std::variant<size_t, std::string> read_choice(const std::string& line, size_t count);

struct QuizScore {
    int right = 0, answered = 0;
    bool ended_early = false; // the input ran out before the last question
};

// Asks each question on `out`, reading answers from `in`; a bad line is asked again. `echo`
// writes each answer after its prompt, for input that is not typed at a terminal.
QuizScore run_quiz(const std::vector<QuizQuestion>& questions, std::istream& in, std::ostream& out, bool echo = false);

} // namespace bl
