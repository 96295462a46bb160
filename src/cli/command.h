// Each subcommand registers itself from its own file, so commands are added without touching
// main.cpp: a static Registration names the setup function.
#pragma once

#include "laws/lawbook.h"

#include <CLI/CLI.hpp>

#include <functional>
#include <string>
#include <vector>

namespace bl::cli {

constexpr int BAD_INPUT = 2;

struct Context {
    std::string laws_dir;
    LawLibrary library() const { return LawLibrary::standard(laws_dir); }
    // The library with readings picked for the run (--reading ID=CHOICE, docs/laws.md).
    LawLibrary library(const std::vector<std::string>& readings, bool strict) const {
        LawLibrary lib = library();
        lib.pick_readings(readings, strict);
        return lib;
    }
};

// Adds --reading ID=CHOICE (repeatable) to a subcommand.
inline void add_reading_option(CLI::App* sub, std::vector<std::string>& readings) {
    sub->add_option("--reading", readings,
                    "Pick an alternative of an open point for this run: ID=CHOICE (bridgelaws laws CODE lists the readings)")
        ->allow_extra_args(false); // one ID=CHOICE an option: what follows is the command's files
}



// Adds the subcommand to the app; returns the function that runs it once it is chosen.
using Setup = std::function<std::function<int()>(CLI::App& app, const Context& ctx)>;

struct Registration {
    Registration(int order, Setup setup);
};

std::vector<std::pair<int, Setup>>& registry();

// Prints "bridgelaws: file:line:col: message" to stderr and returns BAD_INPUT, or
// exit_status::write_failed for an output that could not be written.
int fail(const Error& e);

// Runs the program with standard output checked, a closed pipe and a full disk answered, and
// running out of memory reported (checked_run.cpp; README, "Exit statuses").
int run_checked(int argc, char** argv, int (*program)(int, char**));

} // namespace bl::cli
