// The question bank: one question per case, of the kind the case turns on, for the terminal
// quiz (`teach --quiz`), the exercises and the handouts, and as JSON for a web quiz.
//
// The kinds: who may choose the penalty, whether the claim still stands (in time or lost), which
// remedies the law gives, and what the deal's score becomes. The key follows the ruling's status
// (a penalty waived or lost is keyed as lost, not as if it stood). The wrong answers are what
// other codes rule in the same situation, the wrong chooser and the wrong time: never a remedy
// no code gives for that irregularity.
#pragma once

#include <cstddef> // before prng.h, which uses size_t unqualified

#include "core/prng.h"
#include "teach/teach.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace bl {

enum class QuestionKind { WhoChooses, InTime, WhichRemedy, ScoreBecomes };
std::string
question_kind_name(QuestionKind kind); // "who-chooses", "in-time", "which-remedy", "score"

struct Choice {
    std::string text;
    std::string source; // where a wrong answer comes from: another code's id, "the wrong chooser" ...
};

struct BankQuestion {
    std::string case_file, code;
    QuestionKind kind{};
    std::string ask;
    std::vector<Choice> choices;
    size_t right = 0;
    std::string status; // the ruling's status the key follows ("" for a score question)
};

// The kind of question a case asks under a code: from its question's words where they say
// ("who", "in time", "score"), else from the ruling (a waived penalty: in time; none: score).
QuestionKind question_kind(const Case& c, const nlohmann::json* ruling);

// The question on `codes[main]`, with up to `wrong` wrong answers, shuffled by `prng`; nullopt
// when nothing can be asked (no ruling and no deal played, or no wrong answer to be found).
// `others` are the reports of the same log under the library's other codes, for wrong answers.
std::optional<BankQuestion> bank_question(const Case& c, const std::vector<CodeRuling>& codes,
                                          size_t main, const std::vector<CodeRuling>& others,
                                          Prng& prng, size_t wrong = 3);

// The log replayed under every code of the library the case does not name (the ones where it
// cannot be replayed are left out): what other codes would rule, for wrong answers.
std::vector<CodeRuling> other_codes(const Case& c, const LawLibrary& lib);
// The same from tables already loaded (every code of the library, library_books), for callers
// asking about many cases.
std::vector<CodeRuling> other_codes(const Case& c, const std::vector<Lawbook>& library_books);
std::vector<Lawbook> library_books(const LawLibrary& lib);

// A question as JSON: {case, code, kind, ask, choices: [{text, source}], right, status}.
nlohmann::json question_json(const BankQuestion& q);

// The first ruling a report gives, or null.
const nlohmann::json* first_ruling(const nlohmann::json& report);

// A deal's score in words: "North and South 16 below the line and 16 above; East and West nothing."
std::string score_words(const nlohmann::json& score);

} // namespace bl
