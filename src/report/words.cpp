#include "report/words.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cctype>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace bl {

namespace {

// In the order of the enums in core/vocab.h (tests/report/words_test.cpp checks the counts).
constexpr const char* INFRACTION_WORDS[] = {"an irregular deal",
                                            "a card exposed in dealing",
                                            "the dealer looking at a card in dealing",
                                            "a deal out of turn",
                                            "a misdeal",
                                            "a card exposed before the declaration",
                                            "a card exposed before the first lead",
                                            "a declaration made without leave",
                                            "the declaration passed back",
                                            "a declaration made by an adversary",
                                            "a double out of turn",
                                            "a re-double out of turn",
                                            "\u201CMay I lead?\u201D asked out of turn",
                                            "a lead without asking \u201CMay I lead?\u201D",
                                            "a lead before the doubling is done",
                                            "consultation over the doubling",
                                            "a revoke",
                                            "a renounce corrected in time",
                                            "a lead out of turn",
                                            "a lead from the wrong hand",
                                            "an exposed card",
                                            "two or more cards played together",
                                            "a card played before partner's turn",
                                            "attention called to the trick",
                                            "a suggestion from Dummy",
                                            "an intervention by Dummy",
                                            "a card not played to a trick",
                                            "a card too many",
                                            "a penalty not complied with",
                                            "a claim of tricks",
                                            "cards thrown down on the table",
                                            "a wrong pack",
                                            "a wrong card named",
                                            "a warning to partner",
                                            "a wrong penalty exacted",
                                            "looking at a quitted trick",
                                            "an error in the score",
                                            "a shuffle after the cut",
                                            "the trump card turned irregularly",
                                            "Dummy looking at cards",
                                            "cards looked at too early",
                                            "an irregular cut",
                                            "the dealer unable to recollect the trump card"};

constexpr const char* OPTION_WORDS[] = {"a new deal",
                                        "let it stand",
                                        "go on with the play",
                                        "compel the declaration",
                                        "call the card",
                                        "call a suit",
                                        "call on him to play his highest",
                                        "call on him to play his lowest",
                                        "require him to win the trick",
                                        "require him to lose the trick",
                                        "forbid him to lead the suit",
                                        "let the double stand",
                                        "make the double void",
                                        "take three tricks",
                                        "deduct the value of three tricks",
                                        "add the value of three tricks",
                                        "deduct three points",
                                        "add three points",
                                        "transfer three tricks",
                                        "transfer one trick",
                                        "have the suggested card played",
                                        "forbid the suggested card",
                                        "place the cards",
                                        "have the card taken back",
                                        "cut again",
                                        "correct the score",
                                        "have the trump card laid down",
                                        "have the card restored"};

constexpr const char* CONSEQUENCE_WORDS[] = {"the offender's right to double is forfeited",
                                             "no game for the offending side this hand",
                                             "no slam for the offending side this hand",
                                             "no further doubling this hand",
                                             "the card is exposed and may be called",
                                             "the penalty is lost",
                                             "the error cannot be put right",
                                             "the offender loses his deal"};

constexpr const char* STATUS_WORDS[] = {"the irregularity stands", "corrected in time",
                                        "still open: the log ends before it is settled",
                                        "the penalty is lost"};

constexpr const char* PHASE_WORDS[] = {"in the deal", "during the declaration",
                                       "during the doubling", "in the play",
                                       "after the last trick"};

constexpr const char* DEAL_END_WORDS[] = {"played out", "a new deal", "the hands abandoned",
                                          "a misdeal"};

template <class E, size_t N> std::string_view word_of(const char* const (&words)[N], E id) {
    const auto i = static_cast<size_t>(id);
    return i < N ? words[i] : "?";
}

std::string dehyphen(std::string_view id) {
    std::string out(id);
    for (char& c : out)
        if (c == '-') c = ' ';
    return out;
}

template <class E> std::string from_id(std::string_view id) {
    const auto e = parse_name<E>(id);
    return e ? std::string(phrase(*e)) : dehyphen(id);
}

} // namespace

std::string_view phrase(Infraction id) { return word_of(INFRACTION_WORDS, id); }
std::string_view phrase(Option id) { return word_of(OPTION_WORDS, id); }
std::string_view phrase(Consequence id) { return word_of(CONSEQUENCE_WORDS, id); }
std::string_view phrase(Status id) { return word_of(STATUS_WORDS, id); }
std::string_view phrase(Phase id) { return word_of(PHASE_WORDS, id); }
std::string_view phrase(DealEnd id) { return word_of(DEAL_END_WORDS, id); }

std::string infraction_phrase(std::string_view id) { return from_id<Infraction>(id); }
std::string option_phrase(std::string_view id) { return from_id<Option>(id); }
std::string consequence_phrase(std::string_view id) { return from_id<Consequence>(id); }
std::string status_phrase(std::string_view id) { return from_id<Status>(id); }

bool depends_on_play(Option id) {
    switch (id) {
    case Option::CallCard:
    case Option::CallSuit:
    case Option::CallHighest:
    case Option::CallLowest:
    case Option::RequireWin:
    case Option::RequireLose:
    case Option::ForbidSuit:
    case Option::PlaySuggested:
    case Option::NotPlaySuggested:
    case Option::TakeBack:
    case Option::RestoreCard: return true;
    default: return false;
    }
}

namespace {

// The ids of two words or more: a single word ("revoke", "misdeal") is English already.
template <class E> void hyphenated(std::vector<std::string>& out) {
    for (const char* id : names_of<E>())
        if (std::string_view(id).find('-') != std::string_view::npos) out.emplace_back(id);
}

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-'; }

} // namespace

// The ids' words found a word at a time: an id stands in the text only as a whole word (no
// letter, digit or hyphen either side), so each word with a hyphen is looked up once, not the
// whole text searched for each id (a text report words every ruling here).
std::string plain_prose(std::string_view text) {
    static const std::unordered_set<std::string_view> ids = [] {
        static std::vector<std::string> names;
        hyphenated<Infraction>(names), hyphenated<Option>(names), hyphenated<Consequence>(names);
        hyphenated<Provision>(names), hyphenated<Status>(names), hyphenated<DealEnd>(names),
            hyphenated<Elector>(names);
        hyphenated<Until>(names);
        for ([[maybe_unused]] const std::string& id : names)
            assert(std::all_of(id.begin(), id.end(), word_char) && "an id is one word");
        return std::unordered_set<std::string_view>(names.begin(), names.end());
    }();
    std::string out;
    out.reserve(text.size());
    for (size_t at = 0; at < text.size();) {
        size_t end = at;
        while (end < text.size() && word_char(text[end])) ++end;
        if (end == at) {
            out += text[at++];
            continue;
        }
        const std::string_view word = text.substr(at, end - at);
        const bool id = word.find('-') != std::string_view::npos && ids.contains(word);
        if (id)
            out += dehyphen(word);
        else
            out += word;
        at = end;
    }
    return out;
}

std::string capitalised(std::string_view s) {
    std::string out(s);
    if (!out.empty()) out[0] = char(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

} // namespace bl
