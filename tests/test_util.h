// Shared helpers for the tests: the project's paths, the law library, running the program.
#pragma once

#include "log/game_log.h"
#include "laws/lawbook.h"
#include "replay/replay.h"

#include <string>

namespace bl::test {

std::string source_path(const std::string& relative);
const LawLibrary& library();
const Lawbook& code(const std::string& id); // loaded once; fails the test if it cannot be

// Replays a log under a code of the library; fails the test on error (an empty report then).
Report replayed(const GameLog& log, const std::string& id);

// Writes `text` to a file of that name in the tests' temporary folder; returns its path.
std::string write_temp(const std::string& name, const std::string& text);

// Parses a log given as YAML text; fails the test on error.
GameLog log_from(const std::string& yaml);

struct Run {
    int status = -1;
    std::string out, err;
};
// Runs the bridgelaws program with the arguments (a shell command line fragment).
Run run_cli(const std::string& args);
// Runs it reading a pipe: `input_command | bridgelaws args`.
Run run_cli_piped(const std::string& input_command, const std::string& args);

// A whole deal in which each seat holds one suit (N spades, E hearts, S diamonds, W clubs), as
// a log: the given declaration and doubling events, then the play, the leader playing his top
// card and the others their lowest. The holder of the trump suit ruffs the first trick and wins
// every trick; at no trumps the eldest hand wins every trick with his own suit.
std::string one_suit_each_log(const std::string& code, char dealer, const std::string& bidding, Denom trump);

} // namespace bl::test
