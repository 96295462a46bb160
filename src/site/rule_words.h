// A rule of a code in plain words, as the site shows it on a law's page and in the concordance:
// the situation it applies to, who chooses, between what, until when, and what follows.
#pragma once

#include "laws/lawbook.h"

#include <string>

namespace bl::site {

// The facts a rule names, "the offender dealer or dummy; in the play; trick 1", or "" for any.
std::string conditions_words(const Conditions& when);

// The situation: the infraction in plain words and its facts.
std::string situation_words(const Rule& rule);

// The rule as a definition list (HTML): provision, elector, options, timing, consequences,
// the laws (links into `book`'s page), readings and note.
std::string rule_html(const Lawbook& book, const Rule& rule);

} // namespace bl::site
