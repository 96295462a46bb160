#include "teach/teach_words.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <sstream>

namespace bl {

namespace {

std::string dehyphen(std::string s) {
    for (char& ch : s)
        if (ch == '-') ch = ' ';
    return s;
}

std::string phrase(const std::map<std::string, std::string>& phrases, const std::string& id) {
    const auto it = phrases.find(id);
    return it != phrases.end() ? it->second : dehyphen(id);
}

// Only the ids whose hyphen-free form reads badly; the rest read well as they are.
const std::map<std::string, std::string> OPTION_PHRASES = {
    {"new-deal", "a new deal"},
    {"stand", "let it stand"},
    {"compel-declaration", "compel the declaration"},
    {"call-card", "call the card"},
    {"call-suit", "call a suit"},
    {"call-highest", "call on him to play his highest"},
    {"call-lowest", "call on him to play his lowest"},
    {"require-win", "require him to win the trick"},
    {"require-lose", "require him to lose the trick"},
    {"forbid-suit", "forbid him to lead the suit"},
    {"double-stands", "let the double stand"},
    {"double-void", "make the double void"},
    {"deduct-three-tricks-value", "deduct the value of three tricks"},
    {"add-three-tricks-value", "add the value of three tricks"},
    {"transfer-three-tricks", "transfer three tricks"},
    {"transfer-one-trick", "transfer one trick"},
    {"play-suggested", "have the suggested card played"},
    {"not-play-suggested", "forbid the suggested card"},
    {"place-cards", "place the cards"},
    {"take-back", "have the card taken back"},
    {"cut-again", "cut again"},
    {"correct-score", "correct the score"},
    {"lay-down-trump-card", "have the trump card laid down"},
    {"restore-card", "have the card restored"},
};

const std::map<std::string, std::string> CONSEQUENCE_PHRASES = {
    {"forfeit-double", "the double is forfeited"},
    {"no-game-this-hand", "no game for the offending side this hand"},
    {"no-slam-this-hand", "no slam for the offending side this hand"},
    {"no-further-doubling", "no further doubling"},
    {"card-exposed", "the card is exposed"},
    {"penalty-lost", "the penalty is lost"},
    {"cannot-rectify", "the error cannot be put right"},
    {"loses-deal", "the offender loses the deal"},
};

// Each irregularity as "a revoke by S" reads: a noun phrase.
const std::map<std::string, std::string> INFRACTION_PHRASES = {
    {"deal-irregular", "an irregular deal"},
    {"exposed-in-deal", "a card exposed in dealing"},
    {"dealer-looked", "the dealer looking at a card in dealing"},
    {"deal-out-of-turn", "a deal out of turn"},
    {"misdeal", "a misdeal"},
    {"exposed-before-declaration", "a card exposed before the declaration"},
    {"exposed-before-lead", "a card exposed before the first lead"},
    {"declaration-unauthorised", "a declaration made without leave"},
    {"declaration-passed-back", "the declaration passed back"},
    {"declaration-by-adversary", "a declaration made by an adversary"},
    {"double-out-of-turn", "a double out of turn"},
    {"redouble-out-of-turn", "a re-double out of turn"},
    {"ask-out-of-turn", "\"May I lead?\" asked out of turn"},
    {"lead-without-asking", "a lead without asking \"May I lead?\""},
    {"lead-before-doubling-complete", "a lead before the doubling is done"},
    {"consultation", "consultation over the doubling"},
    {"revoke", "a revoke"},
    {"renounce-corrected", "a renounce corrected in time"},
    {"lead-out-of-turn", "a lead out of turn"},
    {"lead-from-wrong-hand", "a lead from the wrong hand"},
    {"exposed-card", "an exposed card"},
    {"cards-played-together", "two or more cards played together"},
    {"played-before-partner", "a card played before partner's turn"},
    {"attention-to-trick", "attention called to the trick"},
    {"dummy-suggestion", "a suggestion from Dummy"},
    {"dummy-intervention", "an intervention by Dummy"},
    {"omitted-play", "a card not played to a trick"},
    {"surplus-card", "a card too many"},
    {"failure-to-comply", "a penalty not complied with"},
    {"claim", "a claim of tricks"},
    {"cards-thrown-down", "cards thrown down on the table"},
    {"wrong-pack", "a wrong pack"},
    {"wrong-card-named", "a wrong card named"},
    {"warning-partner", "a warning to partner"},
    {"wrong-penalty", "a wrong penalty exacted"},
    {"looked-at-quitted-trick", "looking at a quitted trick"},
    {"erroneous-score", "an error in the score"},
    {"shuffle-after-cut", "a shuffle after the cut"},
    {"trump-card-irregular", "the trump card turned irregularly"},
    {"dummy-looked", "Dummy looking at cards"},
    {"looked-too-early", "cards looked at too early"},
    {"cut-irregular", "an irregular cut"},
    {"trump-card-forgotten", "the dealer unable to recollect the trump card"},
};

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

// Whether the full stop at `stop` closes a word (not "I", "II", "1st" or "i.e").
bool ends_on_a_word(const std::string& text, size_t stop) {
    size_t begin = stop;
    while (begin > 0 && std::isalpha(static_cast<unsigned char>(text[begin - 1]))) --begin;
    const std::string word = text.substr(begin, stop - begin);
    if (begin > 0 && !std::isspace(static_cast<unsigned char>(text[begin - 1])) && text[begin - 1] != '"') return false;
    if (word.size() < 2) return false;
    return std::any_of(word.begin(), word.end(), [](char ch) { return std::islower(static_cast<unsigned char>(ch)); });
}

} // namespace

std::vector<std::string> strings(const nlohmann::json& list) {
    std::vector<std::string> out;
    if (list.is_array())
        for (const auto& s : list) out.push_back(s.is_string() ? s.get<std::string>() : s.dump());
    return out;
}

std::string option_words(const std::string& id) { return phrase(OPTION_PHRASES, id); }
std::string consequence_words(const std::string& id) { return phrase(CONSEQUENCE_PHRASES, id); }
std::string infraction_words(const std::string& id) { return phrase(INFRACTION_PHRASES, id); }

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
    std::string text = law->text;
    for (char& ch : text)
        if (ch == '\n') ch = ' ';
    // The first sentence long enough to say something, ending on a word: "The penalty for a
    // revoke— I." is a heading, and "may demand, 1st." a numbered list going on.
    for (size_t stop = text.find(". ", 60); stop != std::string::npos; stop = text.find(". ", stop + 1)) {
        if (ends_on_a_word(text, stop)) {
            text.resize(stop + 1);
            break;
        }
    }
    if (text.size() > limit) {
        const size_t space = text.rfind(' ', limit);
        text = text.substr(0, space == std::string::npos ? limit : space) + " ...";
    }
    return "\"" + text + "\"";
}

} // namespace bl
