// bridgelaws new-overlay BASE -o FILE: the skeleton of a club's house rules (docs/house-rules.md).
#include "command.h"
#include "core/output_file.h"
#include "laws/overlay_template.h"

#include <filesystem>
#include <iostream>

namespace bl::cli {
namespace {

struct NewOverlayArgs {
    std::string base, output;
};

int write_skeleton(const LawLibrary& lib, const NewOverlayArgs& a) {
    auto base = lib.load(a.base);
    if (!base) return fail(base.error());
    const std::filesystem::path out(a.output);
    if (out.extension() != ".yaml")
        return fail(Error{a.output, 0, 0, "an overlay is a .yaml file: name it e.g. my-club.yaml"});
    if (std::filesystem::exists(out))
        return fail(Error{
            a.output, 0, 0,
            "the file exists already; choose another name or remove it (nothing was written)"});
    // Whole or not at all, as every file the program writes: a disk that fills leaves no
    // half an overlay behind.
    if (auto e = replace_file(a.output, overlay_skeleton(*base, out.stem().string())))
        return fail(*e);
    std::cerr << "bridgelaws: wrote " << a.output << ", an overlay on " << base->id
              << " that changes nothing yet\n";
    return 0;
}

const Registration new_overlay_command(35, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<NewOverlayArgs>();
    auto* cmd = app.add_subcommand(
        "new-overlay",
        "Write the commented skeleton of a club's house rules as an overlay on a code");
    cmd->add_option("base", args->base,
                    "The code the house rules change (a code id or a table file)")
        ->required();
    cmd->add_option("-o,--output", args->output,
                    "The overlay to write, e.g. my-club.yaml (its name is its id)")
        ->required();
    return [args, &ctx] { return write_skeleton(ctx.library(), *args); };
});

} // namespace
} // namespace bl::cli
