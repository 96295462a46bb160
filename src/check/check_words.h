// The words of the laws as the checker compares them: crude stems, so that "doubling", "doubled"
// and "double" meet; the stems that are distinctive within one code; the numbers a law states.
// Heuristics, said so in docs/check.md: they decide what to show a reader, never a ruling.
#pragma once

#include "laws/lawbook.h"

#include <set>
#include <string>
#include <vector>

namespace bl {

// Lower case with the commonest English endings cut: "doubling" -> "doubl", "honours" -> "honor".
std::string stem(std::string word);

// The stems of a text in order, stop words left out.
std::vector<std::string> stems(const std::string& text);

// How many stems two sorted lists share (each occurrence counts once).
size_t shared(const std::vector<std::string>& a, const std::vector<std::string>& b);

// The numbers a text states, in figures or in words ("twenty-eight", "one hundred", "twice").
std::set<int> numbers_stated(const std::string& text);

// One code's laws as sorted stems, and which stems are distinctive: found in fewer than a
// quarter of its laws (or in two at most, in a small code), so that sharing one says two
// passages are about the same matter.
class CodeWords {
  public:
    explicit CodeWords(const Lawbook& book);
    bool distinctive(const std::string& s) const { return distinctive_.count(s) > 0; }
    // The distinctive stems of `text` that the law also has, in its heading or (with
    // `heading` false) in its text alone.
    std::vector<std::string> topic(const std::vector<std::string>& text, size_t law_index, bool heading = true) const;

  private:
    std::vector<std::vector<std::string>> laws_, texts_; // sorted stems: heading and text; text alone
    std::set<std::string> distinctive_;
};

} // namespace bl
