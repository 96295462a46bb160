// The bridgelaws command line: a thin layer over the core library. Each subcommand is in its
// own file (cmd_*.cpp) and registers itself.
#include "command.h"
#include "core/output_file.h"
#include "install_dirs.h"
#include "parse_help.h"
#include "version.h"

#include <algorithm>
#include <filesystem>
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

namespace {

// A folder of law tables must be one, and hold at least one table: otherwise every command
// would quietly find no code.
std::optional<Error> check_laws_dir(const std::string& dir, bool given) {
    const std::string how = given ? "" : " (from $BRIDGELAWS_LAWS or the installation)";
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec))
        return Error{dir, 0, 0, "no such folder of law tables" + how + "; --laws names a folder of *.yaml tables"};
    if (LawLibrary(dir).ids().empty())
        return Error{dir, 0, 0, "no law tables (*.yaml) in this folder" + how + "; --laws names a folder of *.yaml tables"};
    return std::nullopt;
}

int no_command(CLI::App& app) {
    std::string names;
    for (CLI::App* sub : app.get_subcommands({})) names += (names.empty() ? "" : ", ") + sub->get_name();
    std::cerr << "bridgelaws: a command is required: " << names << " (bridgelaws --help describes them)\n";
    return BAD_INPUT;
}

} // namespace

} // namespace bl::cli

static int run_program(int argc, char** argv) {
    using namespace bl::cli;
    // Named, so that the usage lines say "bridgelaws", not the path it was run by.
    CLI::App app{"bridgelaws: the laws of Bridge (c. 1904) as data; replays game logs and rules on them", "bridgelaws"};
    app.require_subcommand(0, 1);
    app.fallthrough(); // global options (--laws) are accepted after the command too
    Context ctx;
    app.add_option("--laws", ctx.laws_dir, "Directory of the law tables (default: $BRIDGELAWS_LAWS, else the installed ones)");
    bool version = false;
    app.add_flag("--version", version, "The program's version and the edition of each law table");
    auto& commands = registry();
    std::sort(commands.begin(), commands.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::pair<CLI::App*, std::function<int()>>> runners;
    for (auto& [order, setup] : commands) {
        const size_t before = app.get_subcommands({}).size();
        auto run = setup(app, ctx);
        runners.emplace_back(app.get_subcommands({}).at(before), std::move(run));
    }
    name_defaults(app);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const std::string why = e.get_exit_code() == 0 ? "" : explain_unknown(app, arguments(argc, argv));
        if (e.get_exit_code() == 0) return app.exit(e) == 0 ? 0 : BAD_INPUT; // --help
        std::cerr << "bridgelaws: " << (why.empty() ? explain_parse_error(app, e) : why) << "\n";
        return BAD_INPUT;
    }
    const bool given = !ctx.laws_dir.empty();
    if (!given) ctx.laws_dir = default_laws_dir();
    if (auto bad = check_laws_dir(ctx.laws_dir, given)) return fail(*bad);
    if (version) return print_version(ctx);
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
    return no_command(app);
}

int main(int argc, char** argv) { return bl::cli::run_checked(argc, argv, run_program); }
