// The parameters of two codes compared, each in words: "doubling limit: no limit -> 100 points a
// trick", never a bare "none -> -".
#pragma once

#include "laws/lawbook.h"

#include <string>
#include <vector>

namespace bl {

struct ParameterChange {
    std::string key;      // the YAML key, "doubling-limit"
    std::string label;    // in words, "the doubling limit"
    std::string from, to; // each value in words; "not given (the engine's default)" when unset
    std::vector<std::string> from_laws, to_laws; // the citations
};

std::vector<ParameterChange> parameter_changes(const Lawbook& a, const Lawbook& b);

// "doubling limit: no limit -> 100 points a trick"
std::string parameter_line(const ParameterChange& c);

} // namespace bl
