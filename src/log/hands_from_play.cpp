#include "log/hands_from_play.h"

#include "core/card.h"

namespace bl {
namespace {

constexpr const char* GIVE_THEM =
    "; the hands are read from the play only when every card is played, so give them, e.g. "
    "hands: \"N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32\"";

// The first card both seats played, if any.
std::string played_by_two(const std::array<CardSet, SEATS>& played) {
    for (int a = 0; a < SEATS; ++a)
        for (int b = a + 1; b < SEATS; ++b)
            if (const CardSet both = played[a] & played[b]; !both.empty())
                return card_name(both.lowest()) + " is played by both " + seat_name(Seat(a)) +
                       " and " + seat_name(Seat(b));
    return {};
}

// "cards played N 1, E 0, S 0, W 1, not 13 each", or "" when each played thirteen.
std::string short_hands(const std::array<CardSet, SEATS>& played) {
    std::string counts;
    bool whole = true;
    for (int s = 0; s < SEATS; ++s) {
        counts += (s ? ", " : "") + seat_name(Seat(s)) + " " + std::to_string(played[s].size());
        whole = whole && played[s].size() == RANKS;
    }
    return whole ? "" : "cards played " + counts + ", not 13 each";
}

} // namespace

std::string hands_from_play(Deal& d) {
    std::array<CardSet, SEATS> played{};
    for (const Event& e : d.events)
        if (e.verb == Verb::Plays && e.by != NO_SEAT) played[e.by] |= e.cards;
    std::string problem = played_by_two(played);
    if (problem.empty()) problem = short_hands(played);
    if (!problem.empty())
        return "no \"hands\", and the play does not give them: " + problem + GIVE_THEM;
    d.hands = played;
    d.counts.fill(RANKS);
    return {};
}

} // namespace bl
