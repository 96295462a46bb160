// The laws of a ruling as a committee reads them: the law that gives the remedy first, then the
// definition and the timing laws; each quoted in whole sentences, never cut inside a sentence,
// a word or a character.
#pragma once

#include "laws/lawbook.h"
#include "table/ruling.h"

#include <string>
#include <vector>

namespace bl {

// The law's text split into its sentences, each with its closing mark (". ; : ? !"); a numbered
// item ("I. Is at the option ...;") and a heading that runs on ("The penalty for a revoke—")
// stay with the sentence they open. Line breaks become spaces.
std::vector<std::string> law_sentences(const std::string& text);

// The law's first sentences, as many as fit in `limit` characters, but always at least one
// whole sentence: "" for an empty text.
std::string law_excerpt(const std::string& text, size_t limit = 320);

// Which of a penalty's laws gives the remedy: the law the rule's note opens on ("Law 90 I: the
// adversaries ..."), else the first whose words speak of a penalty ("The penalty for a revoke"),
// else none ("": the laws keep their order). The tables list a rule's laws in no fixed order, so
// the position in the list says nothing.
std::string remedy_law(const std::vector<std::string>& laws, Provision provision,
                       const std::string& note, const Lawbook& book);
std::string remedy_law(const Ruling& r, const Lawbook& book);

// The ruling's laws in the order a committee wants them: the law that gives the remedy first,
// then the definition and the timing laws in the ruling's order.
std::vector<std::string> laws_remedy_first(const Ruling& r, const Lawbook& book);
std::vector<std::string> laws_remedy_first(std::vector<std::string> laws,
                                           const std::string& remedy);

// Whether `s` ends a sentence: its last character (before a closing quotation mark) is
// ". ; : ? !". For the tests and for callers that join sentences.
bool ends_sentence(const std::string& s);

} // namespace bl
