// bridgelaws replay LOG... [--code ID] [--format text|json|html]
#include "command.h"
#include "log_file.h"
#include "replay.h"
#include "report.h"
#include "report_html.h"

#include <iostream>

namespace bl::cli {
namespace {

struct ReplayArgs {
    std::vector<std::string> logs;
    std::string code;
    std::string format = "text";
    bool units = false;
};

int run_replay(const ReplayArgs& a, const LawLibrary& lib) {
    // Everything is read and ruled before anything is printed: bad input prints nothing.
    std::string out;
    std::vector<std::string> jsons;
    HtmlReport html;
    for (const std::string& path : a.logs) {
        auto log = read_any_log(path);
        if (!log) return fail(log.error());
        const std::string code = !a.code.empty() ? a.code : log->code;
        if (code.empty()) return fail({path, 0, 0, "the log names no code; add \"code: club-1904\" or pass --code"});
        auto book = lib.load(code);
        if (!book) {
            Error e = book.error();
            if (e.file.empty()) e.file = path; // the code the log names is unknown: say which log
            return fail(e);
        }
        auto report = replay(*log, *book);
        if (!report) return fail(report.error());
        report->in_units = a.units;
        if (a.format == "json") jsons.push_back(report_json(*report));
        else if (a.format == "html") html.add(*report);
        else out += report_text(*report);
    }
    if (a.format == "html") out = html.str();
    if (a.format == "json") {
        if (jsons.size() == 1) {
            out = jsons.front();
        } else {
            out = "[\n";
            for (size_t i = 0; i < jsons.size(); ++i)
                out += jsons[i].substr(0, jsons[i].size() - 1) + (i + 1 < jsons.size() ? ",\n" : "\n");
            out += "]\n";
        }
    }
    std::cout << out;
    return 0;
}

const Registration reg(10, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<ReplayArgs>();
    auto* rp = app.add_subcommand("replay", "Replay game logs: the play, every ruling, the score and the rubber");
    rp->add_option("logs", args->logs, "Game log files (YAML or XML)")->required();
    rp->add_option("--code", args->code, "Code of laws to apply (overrides the log's code)");
    rp->add_flag("--units", args->units, "Also settle the rubber in units of ten points (Badsworth: five and over count one)");
    rp->add_option("--format", args->format, "Output format")->check(CLI::IsMember({"text", "json", "html"}));
    return [args, &ctx] { return run_replay(*args, ctx.library()); };
});

} // namespace
} // namespace bl::cli
