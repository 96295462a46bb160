#include "parse_help.h"

#include "core/suggest.h"
#include "teach/teach_words.h"

#include <fmt/format.h>

#include <cctype>
#include <optional>
#include <regex>
#include <sstream>
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

// The command's words for a message: "replay", "cases run"; "bridgelaws" for the program.
std::string command_words(const std::string& words) { return words.empty() ? "bridgelaws" : words; }

std::string lowered_first(std::string text) {
    if (!text.empty()) text[0] = char(std::tolower(static_cast<unsigned char>(text[0])));
    return text;
}

// The values an option takes, from its type's name ("TEXT:{yaml,xml,pbn}"): ", one of yaml, xml
// or pbn", or "" where it names none.
std::string values_taken(const CLI::Option& opt) {
    const std::string type = opt.get_type_name();
    const size_t open = type.find('{'), close = type.rfind('}');
    if (open == std::string::npos || close == std::string::npos || close < open) return "";
    std::vector<std::string> values;
    std::stringstream list(type.substr(open + 1, close - open - 1));
    for (std::string v; std::getline(list, v, ',');) values.push_back(v);
    return ", one of " + or_list(values);
}

// "logs is required", "--to is required": what the command needs, in its help's words.
std::optional<std::string> missing_argument(CLI::App* at, const std::string& words,
                                            const std::string& what) {
    constexpr std::string_view IS_REQUIRED = " is required";
    if (!what.ends_with(IS_REQUIRED)) return std::nullopt;
    const std::string name = what.substr(0, what.size() - IS_REQUIRED.size());
    const CLI::Option* opt = at->get_option_no_throw(name);
    if (!opt || opt->get_description().empty()) return std::nullopt;
    if (opt->get_positional())
        return command_words(words) + " needs its " + opt->get_name() + ": " +
               lowered_first(opt->get_description());
    return command_words(words) + " needs " + name + ": " + lowered_first(opt->get_description()) +
           values_taken(*opt);
}

// "--jobs: 1 required INT:[1 - 256] missing", CLI11's words for an option given no value.
std::optional<std::string> missing_value(const std::string& what) {
    const size_t colon = what.find(": ");
    if (colon == std::string::npos || !what.ends_with(" missing") ||
        what.find(" required ", colon) == std::string::npos)
        return std::nullopt;
    return what.substr(0, colon) + " needs a value";
}

// "codes: At least 2 required but received 1", "args: At Most 2 required but received 3":
// CLI11's words for too few or too many of a command's words.
std::optional<std::string> wrong_count(CLI::App* at, const std::string& words,
                                       const std::string& what) {
    static const std::regex COUNT(R"(^(.+): At (most|least) (\d+) required but received (\d+)$)",
                                  std::regex::icase);
    std::smatch m;
    if (!std::regex_match(what, m, COUNT)) return std::nullopt;
    const CLI::Option* opt = at->get_option_no_throw(m[1].str());
    if (!opt || !opt->get_positional()) return std::nullopt;
    const int least = opt->get_items_expected_min(), most = opt->get_items_expected_max();
    const bool at_most = std::tolower(static_cast<unsigned char>(m[2].str()[0])) == 'm';
    const std::string bound = least == most ? "" : at_most ? "at most " : "at least ";
    const std::string n = m[3].str(), given = m[4].str();
    return command_words(words) + " takes " + bound + n + (n == "1" ? " word" : " words") + " (" +
           opt->get_description() + "), not " + given;
}

// "The following arguments were not expected: e d c b": CLI11 lists them last first.
std::optional<std::string> unexpected_words(const std::string& words, const std::string& what) {
    for (const std::string_view head : {"The following arguments were not expected: ",
                                        "The following argument was not expected: "}) {
        if (!what.starts_with(head)) continue;
        std::vector<std::string> extra;
        std::stringstream list(what.substr(head.size()));
        for (std::string w; list >> w;) extra.push_back(w);
        return command_words(words) + " takes fewer words: " +
               fmt::format("{}", fmt::join(extra.rbegin(), extra.rend(), " ")) + " not expected";
    }
    return std::nullopt;
}

// "A subcommand is required" (`cases` alone): the commands it takes.
std::optional<std::string> missing_command(CLI::App& at, const std::string& words,
                                           const std::string& what) {
    if (what != "A subcommand is required" || command_names(at).empty()) return std::nullopt;
    return command_words(words) + " needs a command: " + or_list(command_names(at));
}

// CLI11's message in the program's words, where it is one of those above.
std::string plain_words(CLI::App* at, const std::string& words, const std::string& what) {
    if (auto s = missing_command(*at, words, what)) return *s;
    if (auto s = missing_argument(at, words, what)) return *s;
    if (auto s = missing_value(what)) return *s;
    if (auto s = wrong_count(at, words, what)) return *s;
    if (auto s = unexpected_words(words, what)) return *s;
    return what;
}

} // namespace

std::string explain_parse_error(CLI::App& app, const CLI::ParseError& e) {
    const auto [at, words] = command_being_parsed(app);
    return plain_words(at, words, e.what()) + " (see bridgelaws " +
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
