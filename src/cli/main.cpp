// The bridgelaws command line: a thin layer over the core library.
#include "../card.h"
#include "../game_log.h"
#include "../lawbook.h"
#include "../replay.h"
#include "../report.h"
#include "../laws_view.h"

#include <CLI/CLI.hpp>

#include <iostream>

namespace {

constexpr int BAD_INPUT = 2;

int fail(const bl::Error& e) {
    std::cerr << "bridgelaws: " << e.describe() << "\n";
    return BAD_INPUT;
}

struct ReplayArgs {
    std::vector<std::string> logs;
    std::string code;
    std::string format = "text";
};

int run_replay(const ReplayArgs& a, const bl::LawLibrary& lib) {
    // Everything is read and ruled before anything is printed: bad input prints nothing.
    std::string out;
    std::vector<std::string> jsons;
    for (const std::string& path : a.logs) {
        auto log = bl::read_log(path);
        if (!log) return fail(log.error());
        const std::string code = !a.code.empty() ? a.code : log->code;
        if (code.empty()) return fail({path, 0, 0, "the log names no code; add \"code: club-1904\" or pass --code"});
        auto book = lib.load(code);
        if (!book) return fail(book.error());
        auto report = bl::replay(*log, *book);
        if (!report) return fail(report.error());
        if (a.format == "json") jsons.push_back(bl::report_json(*report));
        else out += bl::report_text(*report);
    }
    if (a.format == "json") {
        if (jsons.size() == 1) out = jsons.front();
        else {
            out = "[\n";
            for (size_t i = 0; i < jsons.size(); ++i) out += jsons[i].substr(0, jsons[i].size() - 1) + (i + 1 < jsons.size() ? ",\n" : "\n");
            out += "]\n";
        }
    }
    std::cout << out;
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"bridgelaws: the laws of Bridge (c. 1904) as data; replays game logs and rules on them"};
    app.require_subcommand(1);
    std::string laws_dir;
    app.add_option("--laws", laws_dir, "Directory of the law tables (default: $BRIDGELAWS_LAWS or the built-in one)");

    ReplayArgs replay;
    auto* rp = app.add_subcommand("replay", "Replay game logs: the play, every ruling, the score and the rubber");
    rp->add_option("logs", replay.logs, "Game log files (YAML)")->required();
    rp->add_option("--code", replay.code, "Code of laws to apply (overrides the log's code)");
    rp->add_option("--format", replay.format, "Output format")->check(CLI::IsMember({"text", "json"}));

    std::vector<std::string> laws_args;
    auto* lw = app.add_subcommand("laws", "List the codes, a code's laws, or one law in full");
    lw->add_option("args", laws_args, "[CODE [N]]")->expected(0, 2);

    std::vector<std::string> diff_args;
    auto* df = app.add_subcommand("diff", "Show, law by law, what differs between two codes");
    df->add_option("codes", diff_args, "CODE_A CODE_B")->expected(2)->required();

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? 0 : BAD_INPUT;
    }
    const bl::LawLibrary lib = bl::LawLibrary::standard(laws_dir);
    try {
        if (*rp) return run_replay(replay, lib);
        if (*lw) return bl::run_laws(lib, laws_args, std::cout, std::cerr);
        if (*df) return bl::run_diff(lib, diff_args[0], diff_args[1], std::cout, std::cerr);
    } catch (const std::exception& e) {
        // A bug, not bad input: say so plainly rather than die silently.
        std::cerr << "bridgelaws: internal error: " << e.what() << "\n";
        return 3;
    }
    return 0;
}
