// Checks of an option's value that say in plain words what is wrong with the value refused and
// what to give instead. CLI11's own said "Value x not in range 1 to 256" of a word that is no
// number at all, and "0.000000 to 1.000000" of the range 0 to 1.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace bl::cli {

// A whole number from `lo` to `hi`: `"x" is not a whole number; give one from 1 to 256`.
CLI::Validator whole_number(long long lo, long long hi);

// A number from `lo` to `hi`, fractions allowed: `2 is out of range; give a number from 0 to 1`.
CLI::Validator number(double lo, double hi);

// One of `words`: `"jsn" is not one of text, json or html; did you mean "json"?`.
CLI::Validator one_of(std::vector<std::string> words);

// An output file where "-" names standard output, as "-" names standard input among the inputs
// (`gen -o -`): "-" becomes "", the option's value for standard output. For ->transform().
CLI::Validator dash_for_standard_output();

} // namespace bl::cli
