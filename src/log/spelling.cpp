#include "log/spelling.h"

#include "core/card.h"
#include "core/suggest.h"

#include <cctype>

namespace bl {

namespace {

std::string quoted(std::string_view w) { return "\"" + std::string(w) + "\""; }

std::string upper(std::string_view w) {
    std::string out(w);
    for (char& c : out) c = char(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : ", ") + w;
    return out;
}

// The seat a player's name points to ("West", "Miss West"): the compass word, if any.
std::string compass_seat(std::string_view word) {
    static constexpr std::pair<const char*, const char*> COMPASS[] = {
        {"north", "N"}, {"east", "E"}, {"south", "S"}, {"west", "W"}};
    std::string l(word);
    for (char& c : l) c = char(std::tolower(static_cast<unsigned char>(c)));
    for (auto [long_name, seat] : COMPASS)
        if (l == long_name) return seat;
    return {};
}

} // namespace

std::string seat_problem(std::string_view word) {
    if (word.size() == 1 && parse_seat(upper(word)))
        return quoted(word) + " is not a seat: seats are written in capitals, " +
               quoted(upper(word));
    if (const std::string s = compass_seat(word); !s.empty())
        return quoted(word) + " is not a seat: write the seat's letter, " + quoted(s);
    return quoted(word) + " is not a seat (N, E, S or W)";
}

std::string trump_problem(std::string_view word) {
    const std::string u = upper(word);
    if (u == "NT" || u == "N-T" || u == "NO-TRUMPS-")
        return quoted(word) + " is not a trump: no-trumps is written \"no-trumps\"";
    return quoted(word) + " is not a trump: spades, hearts, diamonds, clubs or no-trumps" +
           did_you_mean(word, {"spades", "hearts", "diamonds", "clubs", "no-trumps"});
}

std::string verb_problem(std::string_view word, const std::vector<std::string>& verbs) {
    if (word == "leads" || word == "led" || word == "lead")
        return quoted(word) + " is not a verb: a lead is written as a play, e.g. \"W plays H5\" "
                              "(the first card of a trick is its lead)";
    return quoted(word) +
           " is not a verb (e.g. plays, declares, doubles, leaves it, asks to lead)" +
           did_you_mean(word, verbs);
}

std::string name_problem(std::string_view name) {
    const size_t last = name.rfind(' ');
    const std::string s =
        compass_seat(last == std::string_view::npos ? name : name.substr(last + 1));
    return quoted(name) +
           " stands where a seat belongs: an event begins with the seat (N, E, S or W), not the "
           "player's name" +
           (s.empty() ? "" : ", here " + quoted(s)) + "; the names go under \"players\"";
}

std::string option_problem(std::string_view word, const std::vector<std::string>& options) {
    const std::string near = did_you_mean(word, options);
    return quoted(word) + " is not an option id" +
           (near.empty() ? " (" + joined(options) + ")" : near);
}

} // namespace bl
