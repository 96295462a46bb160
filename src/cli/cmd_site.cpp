// bridgelaws site OUT [--cases DIR] [--code ID ...]: the laws as a static site (docs/site.md).
#include "command.h"
#include "install_dirs.h"
#include "site/site.h"

#include <filesystem>
#include <iostream>

namespace bl::cli {
namespace {

struct SiteArgs {
    std::string out;
    std::string cases;
    bool no_cases = false;
    std::vector<std::string> codes;
};

const Registration site_command(95, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<SiteArgs>();
    auto* site = app.add_subcommand(
        "site",
        "Write the codes of laws, their concordance, the casebook and a quiz as a static web site");
    site->add_option("out", args->out, "Folder to write the site into (created if missing)")
        ->required();
    site->add_option(
        "--cases", args->cases,
        "The folder of cases for the casebook and the quiz (default: cases/ here, else "
        "the installed ones)");
    site->add_flag("--no-cases", args->no_cases, "No casebook and no quiz: the laws only");
    site->add_option("--code", args->codes,
                     "Only these codes (ids or table files); default: every code")
        ->delimiter(',')
        ->allow_extra_args(false);
    return [args, &ctx] {
        const std::string cases = args->no_cases        ? ""
                                  : args->cases.empty() ? default_cases_dir()
                                                        : args->cases;
        if (!cases.empty() && !std::filesystem::is_directory(cases))
            return fail({cases, 0, 0, "no such folder of cases: give --cases DIR, or --no-cases"});
        if (auto e = site::build_site(ctx.library(), args->codes, args->out, cases))
            return fail(*e);
        std::cout << "Site written to " << args->out << "/index.html\n";
        return 0;
    };
});

} // namespace
} // namespace bl::cli
