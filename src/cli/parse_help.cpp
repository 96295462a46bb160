#include "parse_help.h"

#include "core/suggest.h"

#include <cctype>
#include <string_view>

namespace bl::cli {

namespace {

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : ", ") + w;
    return out;
}

std::vector<std::string> command_names(CLI::App& app) {
    std::vector<std::string> out;
    for (CLI::App* sub : app.get_subcommands({})) out.push_back(sub->get_name());
    return out;
}

// The option of `app` (or of the commands above it: global options count anywhere) that a word
// names, or null.
const CLI::Option* option_named(CLI::App* app, const std::string& word) {
    const std::string name = word.substr(0, word.find('='));
    for (; app; app = app->get_parent())
        for (const CLI::Option* opt : app->get_options())
            if (opt->check_name(name)) return opt;
    return nullptr;
}

std::vector<std::string> option_names(CLI::App* app) {
    std::vector<std::string> out;
    for (; app; app = app->get_parent())
        for (const CLI::Option* opt : app->get_options()) {
            for (const std::string& l : opt->get_lnames()) out.push_back("--" + l);
            for (const std::string& s : opt->get_snames()) out.push_back("-" + s);
        }
    return out;
}

std::string unknown_option(CLI::App* app, const std::string& word) {
    const std::string name = word.substr(0, word.find('='));
    const std::string where = app->get_parent() ? " for \"" + app->get_name() + "\"" : "";
    return "unknown option \"" + name + "\"" + where + did_you_mean(name, option_names(app)) +
           " (bridgelaws " + (app->get_parent() ? app->get_name() + " " : "") +
           "--help lists them)";
}

// The commands CLI11 had gone into when it stopped ("cases run"), or "".
std::pair<CLI::App*, std::string> command_being_parsed(CLI::App& app) {
    CLI::App* at = &app;
    std::string words;
    while (!at->get_subcommands().empty()) {
        at = at->get_subcommands().front();
        words += (words.empty() ? "" : " ") + at->get_name();
    }
    return {at, words};
}

// "logs is required", for a positional of `at`: what the command needs, in its help's words.
std::string missing_positional(CLI::App* at, const std::string& words, const std::string& what) {
    constexpr std::string_view IS_REQUIRED = " is required";
    if (!what.ends_with(IS_REQUIRED)) return what;
    const size_t is = what.size() - IS_REQUIRED.size();
    const CLI::Option* opt = at->get_option_no_throw(what.substr(0, is));
    if (!opt || !opt->get_positional() || opt->get_description().empty()) return what;
    std::string description = opt->get_description();
    description[0] = char(std::tolower(static_cast<unsigned char>(description[0])));
    return (words.empty() ? "bridgelaws" : words) + " needs its " + opt->get_name() + ": " +
           description;
}

// "--jobs: 1 required INT:[1 - 256] missing", CLI11's words for an option given no value.
std::string plain_mismatch(const std::string& what) {
    const size_t colon = what.find(": ");
    if (colon == std::string::npos || !what.ends_with(" missing") ||
        what.find(" required ", colon) == std::string::npos)
        return what;
    return what.substr(0, colon) + " needs a value";
}

} // namespace

std::string explain_parse_error(CLI::App& app, const CLI::ParseError& e) {
    const auto [at, words] = command_being_parsed(app);
    return plain_mismatch(missing_positional(at, words, e.what())) + " (see bridgelaws " +
           (words.empty() ? "" : words + " ") + "--help)";
}

std::vector<std::string> arguments(int argc, char** argv) { return {argv + 1, argv + argc}; }

// Walks the words as CLI11 would: into each command named, past each option and its value.
std::string explain_unknown(CLI::App& app, const std::vector<std::string>& args) {
    CLI::App* at = &app;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& w = args[i];
        if (w == "--") break;
        if (w.size() > 1 && w[0] == '-') {
            const CLI::Option* opt = option_named(at, w);
            if (!opt) return unknown_option(at, w);
            if (opt->get_type_size_max() > 0 && w.find('=') == std::string::npos) ++i; // its value
            continue;
        }
        const auto subs = command_names(*at);
        if (subs.empty()) continue; // a positional argument of the command
        CLI::App* sub = nullptr;
        for (CLI::App* s : at->get_subcommands({}))
            if (s->check_name(w)) sub = s;
        if (!sub)
            return "unknown command \"" + w + "\"" + did_you_mean(w, subs) +
                   " (the commands: " + joined(subs) + ")";
        at = sub;
    }
    return {};
}

void name_defaults(CLI::App& app) {
    for (CLI::Option* opt : app.get_options({})) {
        if (opt->get_type_size_max() == 0 || opt->get_positional()) continue;
        opt->capture_default_str();
        const std::string value = opt->get_default_str();
        opt->default_str("");
        if (value.empty() || value == "[]" ||
            opt->get_description().find("default") != std::string::npos)
            continue;
        opt->description(opt->get_description() + " (default: " + value + ")");
    }
    for (CLI::App* sub : app.get_subcommands({})) name_defaults(*sub);
}

} // namespace bl::cli
