// bridgelaws check [CODE|FILE...] [--format text|json] [--tables]
#include "check/check.h"
#include "command.h"

#include <iostream>

namespace bl::cli {
namespace {

struct CheckArgs {
    std::vector<std::string> codes;
    std::string format = "text";
    bool tables = false;
};

const Registration check(40, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<CheckArgs>();
    auto* ck = app.add_subcommand("check", "Check codes of laws for consistency (every code in the library by default)");
    ck->add_option("codes", args->codes, "Code ids or table files (YAML)");
    ck->add_option("--format", args->format, "Output format")->check(CLI::IsMember({"text", "json"}));
    ck->add_flag("--tables", args->tables, "Also print each code's derived scoring tables");
    return [args, &ctx] { return run_check(ctx.library(), args->codes, args->format, args->tables, std::cout, std::cerr); };
});

} // namespace
} // namespace bl::cli
