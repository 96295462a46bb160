#include "teach/teach_words.h"

#include "report/law_quote.h"
#include "report/words.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

namespace bl {

namespace {

// `correction`: no one is at fault (is_correction), so the remedy is not called a penalty.
std::string remedy(const std::string& provision, const std::vector<std::string>& options,
                   const std::vector<std::string>& consequences, bool correction) {
    if (provision == "no-penalty") return "No penalty.";
    if (provision == "no-provision") return "The code makes no provision.";
    std::vector<std::string> parts;
    for (const std::string& o : options) parts.push_back(option_words(o));
    std::vector<std::string> after;
    for (const std::string& c : consequences) after.push_back(consequence_words(c));
    const std::string kind = correction ? "A correction" : "A penalty";
    std::string out = parts.empty() ? kind : kind + ": " + or_list(parts);
    for (size_t i = 0; i < after.size(); ++i) out += (i == 0 && parts.empty() ? ": " : "; ") + after[i];
    return out + ".";
}

// "THE LAWS OF BRIDGE. REPRINTED, ..." -> "The Laws of Bridge": the title's first sentence,
// in the case a reader expects.
std::string plain_title(std::string title) {
    const size_t stop = title.find(". ");
    if (stop != std::string::npos) title.resize(stop);
    if (std::any_of(title.begin(), title.end(),
                    [](char ch) { return std::islower(static_cast<unsigned char>(ch)); }))
        return title;
    std::istringstream words(title);
    std::string out, word;
    for (bool first = true; words >> word; first = false) {
        for (char& ch : word) ch = char(std::tolower(static_cast<unsigned char>(ch)));
        if (first || (word != "of" && word != "the" && word != "and"))
            word[0] = char(std::toupper(static_cast<unsigned char>(word[0])));
        out += (out.empty() ? "" : " ") + word;
    }
    return out;
}

} // namespace

std::vector<std::string> strings(const nlohmann::json& list) {
    std::vector<std::string> out;
    if (list.is_array())
        for (const auto& s : list) out.push_back(s.is_string() ? s.get<std::string>() : s.dump());
    return out;
}

std::string option_words(const std::string& id) { return option_phrase(id); }
std::string consequence_words(const std::string& id) { return consequence_phrase(id); }
std::string infraction_words(const std::string& id) { return infraction_phrase(id); }

std::string or_list(const std::vector<std::string>& items) {
    std::string out;
    for (size_t i = 0; i < items.size(); ++i) {
        if (i) out += i + 1 == items.size() ? " or " : ", ";
        out += items[i];
    }
    return out;
}

std::string wrapped(const std::string& text, size_t width, const std::string& indent, const std::string& first) {
    std::istringstream words(text);
    std::string out, line, word;
    auto flush = [&] {
        out += (out.empty() && !first.empty() ? first : indent) + line + "\n";
        line.clear();
    };
    while (words >> word) {
        if (!line.empty() && line.size() + 1 + word.size() > width) flush();
        line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty()) flush();
    return out;
}

std::string para(const std::string& text, const std::string& indent, const std::string& first) {
    std::string words;
    std::istringstream in(text);
    for (std::string w; in >> w;) words += (words.empty() ? "" : " ") + w;
    return (first.empty() ? indent : first) + words + "\n";
}

std::string law_numbers(const std::vector<std::string>& laws) {
    std::string out = laws.size() == 1 ? "Law " : "Laws ";
    for (size_t i = 0; i < laws.size(); ++i) out += (i ? ", " : "") + laws[i];
    return out;
}

std::vector<std::string> remedy_first(const nlohmann::json& ruling, const Lawbook& book) {
    const auto laws = strings(ruling["laws"]);
    const auto provision = parse_name<Provision>(ruling.value("provision", ""));
    const std::string note = ruling.value("note", nlohmann::json()).is_string() ? ruling["note"].get<std::string>() : "";
    return laws_remedy_first(laws, remedy_law(laws, provision ? *provision : Provision::NoProvision, note, book));
}

std::string seat_words(const GameLog& log, const std::string& seat) {
    for (int s = 0; s < SEATS; ++s)
        if (seat == std::string(1, SEAT_CHARS[s]) && !log.players[s].empty())
            return fmt::format("{} ({})", seat, log.players[s]);
    return seat;
}

std::string by_offender(const GameLog& log, const nlohmann::json& ruling) {
    const auto it = ruling.find("offender");
    if (it == ruling.end() || !it->is_string()) return "";
    return " by " + seat_words(log, it->get<std::string>());
}

std::string by_offender(const nlohmann::json& ruling) {
    static const GameLog nameless;
    return by_offender(nameless, ruling);
}

std::string remedy_words(const nlohmann::json& ruling) {
    const auto id = parse_name<Infraction>(ruling.value("infraction", ""));
    return remedy(ruling.value("provision", ""), strings(ruling["options"]),
                  strings(ruling["consequences"]), id && is_correction(*id));
}

std::string remedy_words(const Rule& rule) {
    std::vector<std::string> options, consequences;
    for (Option o : rule.options) options.emplace_back(name(o));
    for (Consequence c : rule.consequences) consequences.emplace_back(name(c));
    return remedy(std::string(name(rule.provision)), options, consequences, is_correction(rule.id));
}

std::string law_quote(const Lawbook& book, const std::string& number, size_t limit) {
    const Law* law = book.law(number);
    if (!law || law->text.empty()) return "";
    // Whole sentences only: the first of them, and those after it that fit (report/law_quote.h).
    const std::string text = law_excerpt(law->text, limit);
    return "\"" + text + "\"";
}

std::string code_name(const Lawbook& book) {
    return plain_title(book.title) + " [" + book.id + "]";
}

} // namespace bl
