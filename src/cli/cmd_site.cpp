// bridgelaws site OUT [--code ID ...]: the laws as a static site (docs/site.md).
#include "command.h"
#include "site/site.h"

#include <iostream>

namespace bl::cli {
namespace {

struct SiteArgs {
    std::string out;
    std::vector<std::string> codes;
};

const Registration reg(95, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<SiteArgs>();
    auto* site = app.add_subcommand(
        "site", "Write the codes of laws and their concordance as a static web site");
    site->add_option("out", args->out, "Folder to write the site into (created if missing)")
        ->required();
    site->add_option("--code", args->codes,
                     "Only these codes (ids or table files); default: every code")
        ->delimiter(',');
    return [args, &ctx] {
        if (auto e = site::build_site(ctx.library(), args->codes, args->out)) return fail(*e);
        std::cout << "Site written to " << args->out << "/index.html\n";
        return 0;
    };
});

} // namespace
} // namespace bl::cli
