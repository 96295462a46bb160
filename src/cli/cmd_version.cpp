// bridgelaws version  (also bridgelaws --version)
#include "version.h"

#include <fmt/format.h>

#include <iostream>

namespace bl::cli {

int print_version(const Context& ctx) {
    const LawLibrary lib = ctx.library();
    std::string out =
        fmt::format("bridgelaws {}\nlaw tables in {}:\n", BRIDGELAWS_VERSION, lib.dir());
    for (const std::string& id : lib.ids()) {
        auto book = lib.load(id);
        if (!book) return fail(book.error());
        out += fmt::format("  {:<16} {}\n", id, book->edition);
    }
    std::cout << out;
    return 0;
}

namespace {

const Registration version_command(90, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    app.add_subcommand("version", "The program's version and the edition of each law table");
    return [&ctx] { return print_version(ctx); };
});

} // namespace
} // namespace bl::cli
