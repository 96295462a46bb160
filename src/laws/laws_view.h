// `bridgelaws laws` and `bridgelaws diff`: the law tables shown to a person.
#pragma once

#include "laws/lawbook.h"

#include <ostream>
#include <string>
#include <vector>

namespace bl {

int run_laws(const LawLibrary& lib, const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
// format: text, markdown or json.
int run_diff(const LawLibrary& lib, const std::string& a, const std::string& b, const std::string& format, std::ostream& out,
             std::ostream& err);

// How a law of one code corresponds to a law of another.
// Split: one law became several; Merged: several became one; Amended: an overlay amends it.
enum class LawChange { Same, Renumbered, Wording, Substance, Added, Removed, Split, Merged, Amended };

struct LawPair {
    const Law* a = nullptr;
    const Law* b = nullptr;
    LawChange change = LawChange::Same;
    double similarity = 0;
};

// The words of a text, lower case, in order: what the law comparisons (here and `check`) count.
std::vector<std::string> words(const std::string& text);

// Aligns the laws of two codes by their text, so renumbering shows.
std::vector<LawPair> align_laws(const Lawbook& a, const Lawbook& b);

// A parameter as the diff and the site show it: its key, its value ("-" when the code does not
// set it) and the laws that give it.
struct ParameterShown {
    std::string key, value;
    const std::vector<std::string>* laws = nullptr; // in the Lawbook shown
    bool set = false;
};
std::vector<ParameterShown> parameters_shown(const Lawbook& book);


} // namespace bl
