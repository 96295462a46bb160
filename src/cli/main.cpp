// The bridgelaws command line: a thin layer over the core library. Each subcommand is in its
// own file (cmd_*.cpp) and registers itself.
#include "command.h"
#include "core/output_file.h"

#include <algorithm>
#include <iostream>
#include <new>

namespace bl::cli {

std::vector<std::pair<int, Setup>>& registry() {
    static std::vector<std::pair<int, Setup>> r;
    return r;
}

Registration::Registration(int order, Setup setup) { registry().emplace_back(order, std::move(setup)); }

int fail(const Error& e) {
    std::cerr << "bridgelaws: " << e.describe() << "\n";
    return e.kind == Error::Kind::WriteFailed ? exit_status::write_failed : BAD_INPUT;
}

} // namespace bl::cli

static int run_program(int argc, char** argv) {
    using namespace bl::cli;
    CLI::App app{"bridgelaws: the laws of Bridge (c. 1904) as data; replays game logs and rules on them"};
    app.require_subcommand(1);
    Context ctx;
    app.add_option("--laws", ctx.laws_dir, "Directory of the law tables (default: $BRIDGELAWS_LAWS or the built-in one)");
    auto& commands = registry();
    std::sort(commands.begin(), commands.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::pair<CLI::App*, std::function<int()>>> runners;
    for (auto& [order, setup] : commands) {
        const size_t before = app.get_subcommands({}).size();
        auto run = setup(app, ctx);
        runners.emplace_back(app.get_subcommands({}).at(before), std::move(run));
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? 0 : BAD_INPUT;
    }
    try {
        for (auto& [sub, run] : runners)
            if (sub->parsed()) return run();
    } catch (const std::bad_alloc&) {
        throw; // not a bug: run_checked says the memory ran out
    } catch (const std::exception& e) {
        // A bug, not bad input: say so plainly rather than die silently.
        std::cerr << "bridgelaws: internal error: " << e.what() << "\n";
        return bl::exit_status::internal_error;
    }
    return 0;
}

int main(int argc, char** argv) { return bl::cli::run_checked(argc, argv, run_program); }
