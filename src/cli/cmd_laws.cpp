// bridgelaws laws [CODE [N]] and bridgelaws diff CODE_A CODE_B
#include "command.h"
#include "laws/laws_json.h"
#include "laws/laws_view.h"
#include "option_checks.h"

#include <iostream>

namespace bl::cli {
namespace {

// The JSON view (laws/laws_json.h); the text view is laws_view's.
int laws_as_json(const LawLibrary& lib, const std::vector<std::string>& args) {
    auto text = laws_json(lib, args);
    if (!text) return fail(text.error());
    std::cout << *text;
    return 0;
}

const Registration laws(20, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<std::vector<std::string>>();
    auto format = std::make_shared<std::string>("text");
    auto* lw = app.add_subcommand("laws", "List the codes, a code's laws, or one law in full");
    lw->add_option("args", *args, "[CODE [N]]")->expected(0, 2);
    lw->add_option("--format", *format, "Output format")->check(one_of({"text", "json"}));
    return [args, format, &ctx] {
        return *format == "json" ? laws_as_json(ctx.library(), *args) : run_laws(ctx.library(), *args, std::cout, std::cerr);
    };
});

struct DiffArgs {
    std::vector<std::string> codes;
    std::string format = "text";
};

const Registration diff(30, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<DiffArgs>();
    auto* df = app.add_subcommand("diff", "Show what differs between two codes: laws (whole texts, changed words marked), rules, "
                                          "readings and parameters");
    df->add_option("codes", args->codes, "CODE_A CODE_B")->expected(2)->required();
    df->add_option("--format", args->format, "Output format (text, markdown, json)")
        ->check(one_of({"text", "markdown", "json"}));
    return [args, &ctx] { return run_diff(ctx.library(), args->codes[0], args->codes[1], args->format, std::cout, std::cerr); };
});

} // namespace
} // namespace bl::cli
