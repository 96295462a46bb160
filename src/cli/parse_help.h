// What the command line says when it cannot be parsed: the misspelt command or option named,
// with the nearest real one ("did you mean"), instead of CLI11's bare "not expected".
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace bl::cli {

// The words given after the program's name.
std::vector<std::string> arguments(int argc, char** argv);

// For a command line that failed to parse: the unknown command or option with a suggestion,
// or "" when neither is the trouble (CLI11's own message is then the better one).
std::string explain_unknown(CLI::App& app, const std::vector<std::string>& args);

// Any other failure to parse, in the program's words: the error (a value refused, a file
// missing), then where the command's options are described, as one line.
std::string explain_parse_error(CLI::App& app, const CLI::ParseError& e);

// Adds "(default: X)" to the help of every option that has a default, in every command.
void name_defaults(CLI::App& app);

} // namespace bl::cli
