// A word diff of two texts (git's --word-diff, for laws): the new text whole, with the words
// removed and the words added marked. Words are cut at spaces only, so a character written in
// several bytes (an em dash, a curly quote) is never cut.
#pragma once

#include <string>
#include <vector>

namespace bl {

enum class WordOp { Same, Removed, Added };

struct WordRun {
    WordOp op = WordOp::Same;
    std::string text; // the words of the run, with the spacing between them
};

// The runs that turn `a` into `b`, in reading order (a removal before the addition replacing it).
std::vector<WordRun> word_diff(const std::string& a, const std::string& b);

// The words removed and added, lower case, letters and digits only: what decides substance.
std::vector<std::string> changed_words(const std::vector<WordRun>& runs);

// Whether a change of these words alters a rule, a value, a party or a time limit (docs/laws.md,
// "Wording and substance"): a figure or number word, a party, a word of obligation, permission,
// negation or remedy, or a word of time.
bool changes_substance(const std::vector<std::string>& changed);

// The runs written for a terminal ([-removed-]{+added+}) or for Markdown (~~removed~~ **added**).
std::string word_diff_text(const std::vector<WordRun>& runs);
std::string word_diff_markdown(const std::vector<WordRun>& runs);

} // namespace bl
