// bridgelaws check [CODE|FILE...] [--format text|json|markdown] [--severity LEVEL] [--only FAMILY]
//                  [--baseline FILE] [--accepted] [--tables]
#include "check/check.h"
#include "command.h"
#include "option_checks.h"

#include <iostream>

namespace bl::cli {
namespace {

struct CheckArgs {
    std::vector<std::string> codes;
    CheckOptions options;
    std::string severity = "info";
};

const Registration check(40, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<CheckArgs>();
    auto* ck = app.add_subcommand(
        "check", "Check codes of laws for consistency (every code in the library by default)");
    ck->add_option("codes", args->codes, "Code ids or table files (YAML)");
    ck->add_option("--format", args->options.format, "Output format")
        ->check(one_of({"text", "json", "markdown"}));
    ck->add_option("--severity", args->severity,
                   "Show findings this serious or more (error, warning, info)")
        ->check(one_of({"error", "warning", "info"}));
    ck->add_option("--only", args->options.only,
                   "Show only these check families or check ids (e.g. references, coverage/gap)")
        ->delimiter(',')
        ->allow_extra_args(false); // one list a flag: the codes after it stay codes
    ck->add_option("--baseline", args->options.baseline,
                   "Accept the findings of an earlier `check --format json` saved in FILE");
    ck->add_flag("--accepted", args->options.show_accepted,
                 "Also list the accepted findings, with their reasons");
    ck->add_flag("--tables", args->options.tables, "Also print each code's derived scoring tables");
    return [args, &ctx] {
        args->options.severity = args->severity == "error"     ? Severity::Error
                                 : args->severity == "warning" ? Severity::Warning
                                                               : Severity::Info;
        return run_check(ctx.library(), args->codes, args->options, std::cout, std::cerr);
    };
});

} // namespace
} // namespace bl::cli
