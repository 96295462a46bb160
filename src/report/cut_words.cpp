#include "report/cut_words.h"

#include "core/card.h"
#include "report/words.h"
#include "table/ruling.h"

#include <fmt/format.h>

namespace bl {

namespace {

std::string listed(const std::vector<std::string>& items, const char* sep) {
    std::string out;
    for (const std::string& s : items) out += (out.empty() ? "" : sep) + s;
    return out;
}

// "Cutting, round 1: Mr. A exposed H3 and HQ; the ruling: cut again (Laws 16, 35); he cut
// again." The law quoted is the first of the rule's laws (Law 16 before 35).
CutSentence exposure(const CutExposure& x, const Lawbook& book) {
    const Ruling r = cut_ruling(book);
    std::vector<std::string> cards;
    for (Card c : x.cards) cards.push_back(card_name(c));
    std::string s =
        fmt::format("Cutting, round {}: {} exposed {}", x.round, x.player, listed(cards, " and "));
    if (r.elected) s += "; the ruling: " + std::string(phrase(*r.elected));
    if (!r.laws.empty())
        s += (r.laws.size() == 1 ? " (Law " : " (Laws ") + listed(r.laws, ", ") + ")";
    s += x.cut_again ? "; he cut again." : ".";
    return {s, r.laws.empty() ? nullptr : book.law(r.laws.front())};
}

} // namespace

std::vector<CutSentence> cut_sentences(const TableFormed& t, const Lawbook& book) {
    std::vector<CutSentence> out;
    if (t.settled) {
        out.push_back(
            {fmt::format("Cutting ({} round{}): {} and {} play against {} and {}; {} deals first.",
                         t.cuts, t.cuts == 1 ? "" : "s", t.pairs[0][0], t.pairs[0][1],
                         t.pairs[1][0], t.pairs[1][1], t.first_dealer)});
        out.push_back({t.agrees ? "The seating and the first dealer agree with the cut."
                                : "The seating or the first dealer does not agree with the cut."});
    }
    for (const CutExposure& x : t.exposures) out.push_back(exposure(x, book));
    for (const std::string& p : t.problems) out.push_back({"Cutting: " + p + "."});
    return out;
}

} // namespace bl
