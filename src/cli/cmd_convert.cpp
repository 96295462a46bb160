// bridgelaws convert FILE --to yaml|xml|pbn [--from auto|yaml|xml|pbn] [-o OUT] [--code ID]
#include "command.h"
#include "core/output_file.h"
#include "core/yaml_reader.h"
#include "log/game_log.h"
#include "log/log_file.h"
#include "log/log_writer.h"
#include "log/log_xml.h"
#include "option_checks.h"
#include "pbn/pbn.h"

#include <cctype>
#include <iostream>

namespace bl::cli {
namespace {

struct ConvertArgs {
    std::string input, output, code;
    std::string from = "auto";
    std::string to;
    bool deals_only = false;
};

bool ends_with_pbn(std::string path) {
    for (char& c : path) c = char(std::tolower(static_cast<unsigned char>(c)));
    return path.size() > 4 && path.ends_with(".pbn");
}

// The input's form: as told, or by the extension .pbn, or by content (XML begins with '<',
// PBN with '%' or '[', anything else is YAML).
std::string input_format(const ConvertArgs& a, const std::string& text) {
    if (a.from != "auto") return a.from;
    if (ends_with_pbn(a.input)) return "pbn";
    if (sniff_log_format(text) == LogFormat::Xml) return "xml";
    const size_t first = text.find_first_not_of(" \t\r\n");
    return first != std::string::npos && (text[first] == '%' || text[first] == '[') ? "pbn"
                                                                                    : "yaml";
}

int run_convert(const ConvertArgs& a, const LawLibrary& lib) {
    auto text = read_file(a.input);
    if (!text) return fail(text.error());
    const std::string from = input_format(a, *text);
    GameLog log;
    std::vector<std::string> notes;
    if (from == "pbn") {
        // The play is kept where it can be Bridge Whist play under the code the log will be
        // replayed under: the one named, else the default.
        const std::string code = a.code.empty() ? BRIDGELAWS_DEFAULT_CODE : a.code;
        auto book = lib.load(code);
        if (!book) return fail(book.error());
        auto imported = parse_pbn(*text, input_name(a.input), {&*book, a.deals_only});
        if (!imported) return fail(imported.error());
        log = std::move(imported->log);
        notes = std::move(imported->summary);
        log.code = code;
    } else {
        auto read = from == "xml" ? parse_log_xml(*text, input_name(a.input)) : parse_log_yaml(*text, input_name(a.input));
        if (!read) return fail(read.error());
        log = std::move(*read);
    }
    if (!a.code.empty()) log.code = a.code;
    std::string out;
    if (a.to == "pbn") {
        if (log.code.empty())
            return fail(
                {a.input, 0, 0,
                 "the log names no code, and PBN export reads the play under one; pass --code"});
        auto book = lib.load(log.code);
        if (!book) return fail(book.error());
        auto pbn = write_pbn(log, *book);
        if (!pbn) return fail(pbn.error());
        out = pbn->text;
        notes.insert(notes.end(), pbn->notes.begin(), pbn->notes.end());
    } else {
        std::vector<std::string> header = notes;
        if (from == "pbn")
            header.insert(header.begin(), "Converted by bridgelaws from " + a.input + " (PBN)" +
                                              (notes.empty() ? "." : "; what PBN did not say:"));
        out = write_log(log, a.to == "xml" ? LogFormat::Xml : LogFormat::Yaml, header);
    }
    if (!a.output.empty()) {
        if (auto e = replace_file(a.output, out)) return fail(*e);
    } else {
        std::cout << out;
    }
    for (const std::string& n : notes) std::cerr << "bridgelaws: note: " << n << "\n";
    return 0;
}

const Registration convert_command(15, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<ConvertArgs>();
    auto* c = app.add_subcommand("convert", "Convert a game log between YAML, XML and PBN");
    c->add_option("file", args->input, "The log (YAML or XML) or PBN file; - for standard input")->required();
    c->add_option("--to", args->to, "Output format")
        ->required()
        ->check(one_of({"yaml", "xml", "pbn"}));
    c->add_option("--from", args->from, "Input format (default: by extension and content)")
        ->check(one_of({"auto", "yaml", "xml", "pbn"}));
    c->add_option("-o,--output", args->output,
                  "Write to this file instead of standard output (- for standard output)")
        ->transform(dash_for_standard_output());
    c->add_flag("--deals-only", args->deals_only, "From PBN: only the deals (hands, dealer, players), no declaration or play");
    c->add_option(
        "--code", args->code,
        "Code of laws: written into the log; for PBN import, the code the play must fit (default " BRIDGELAWS_DEFAULT_CODE
        "); for PBN export, the code the play is read under");
    return [args, &ctx] { return run_convert(*args, ctx.library()); };
});

} // namespace
} // namespace bl::cli
