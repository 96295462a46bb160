// bridgelaws gen --deals N --seed S [--infractions RATE] [--code ID] [--to yaml|xml] [-o FILE]
// A progress line on standard error while it runs, when that is a terminal (progress.h).
#include "command.h"
#include "core/output_file.h"
#include "gen/generate.h"
#include "log/log_writer.h"
#include "option_checks.h"
#include "progress.h"

#include <algorithm>
#include <iostream>
#include <optional>
#include <thread>
#include <utility>

#include <unistd.h>

namespace bl::cli {
namespace {

struct GenArgs {
    GenOptions options;
    std::string code = BRIDGELAWS_DEFAULT_CODE; // the build names the default code (src/CMakeLists.txt)
    std::string to = "yaml";
    std::string output;
    GenArgs() { options.jobs = int(std::max(1u, std::thread::hardware_concurrency())); }
};

// The log written as its deals are made, in the memory of a deal: to standard output as it
// goes, or to a file put in place of `path` once complete (FileReplacement), so that a run that
// fails leaves the old file as it was.
int run_gen(const GenArgs& a, const LawLibrary& lib) {
    auto book = lib.load(a.code);
    if (!book) return fail(book.error());
    const LogWriter writer(generated_header(*book),
                           a.to == "xml" ? LogFormat::Xml : LogFormat::Yaml);
    std::optional<FileReplacement> file;
    if (!a.output.empty()) file.emplace(a.output);
    const auto put = [&](std::string_view text) {
        if (file)
            file->write(text);
        else
            std::cout << text;
    };
    // No progress line over a log that scrolls past on the same terminal.
    std::optional<Progress> progress;
    if (file || !::isatty(STDOUT_FILENO)) progress.emplace("Generating", a.options.deals);
    GenOptions options = a.options;
    options.after_deal = [&] {
        if (progress) progress->deal();
    };
    bool begun = false; // the head written with the first deal: options refused print nothing
    const auto e = generate_deals(options, *book, [&](Deal&& d) {
        if (!std::exchange(begun, true)) put(writer.head());
        put(writer.deal(d));
    });
    if (progress) progress->finish();
    if (e) return fail(*e);
    put(writer.tail());
    if (file)
        if (auto failed = file->commit()) return fail(*failed);
    return 0;
}

const Registration gen_command(40, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<GenArgs>();
    auto* gen = app.add_subcommand("gen", "Generate realistic game logs (random deals, whole rubbers, irregularities at a rate)");
    gen->add_option("--deals", args->options.deals,
                    "At least this many deals; the log ends with the rubber in progress")
        ->check(whole_number(1, 10'000'000));
    gen->add_option("--seed", args->options.seed, "Seed: the same seed gives the same log, byte for byte");
    gen->add_option("--infractions", args->options.infractions,
                    "Share of deals with an irregularity, 0 to 1")
        ->check(number(0.0, 1.0));
    gen->add_option("--code", args->code, "Code of laws the players follow and the log names");
    gen->add_option("--jobs", args->options.jobs,
                    "Threads (default: the number of cores): with 2 or more, the deals are made on "
                    "one and checked on another; the log is the same")
        ->check(whole_number(1, 256));
    gen->add_option("--to", args->to, "Output format")->check(one_of({"yaml", "xml"}));
    gen->add_option("-o,--output", args->output,
                    "Write to this file instead of standard output (- for standard output)")
        ->transform(dash_for_standard_output());
    return [args, &ctx] { return run_gen(*args, ctx.library()); };
});

} // namespace
} // namespace bl::cli
