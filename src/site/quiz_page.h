// The quiz in the browser (docs/site.md): the question bank of `teach --quiz`
// (teach/question_bank.h: who chooses, in time, which remedy, what the score becomes; the wrong
// answers what other codes rule for the same situation) on one page as JSON, and a small script
// that asks them a question at a time, answered by clicking, the law shown after each answer
// and the score kept on the page.
#pragma once

#include "site/case_set.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace bl::site {

// A question per case that has one to ask, in course order; the choices shuffled by one fixed
// seed, so one set of tables and cases gives one site. Each: {case, page, code, ask, setting,
// choices, right, because}.
nlohmann::json quiz_questions(const std::vector<SiteCase>& cases);

std::string quiz_page(const std::vector<SiteCase>& cases);

// quiz.js: the page's script.
extern const char* const QUIZ_SCRIPT;

} // namespace bl::site
