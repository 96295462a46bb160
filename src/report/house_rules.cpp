#include "report/house_rules.h"

#include <fmt/format.h>

namespace bl {

namespace {

// "Law 6", "Laws 4, 7": as the reports have always listed a line's laws.
std::string numbers(const std::vector<std::string>& laws) {
    std::string out = laws.size() == 1 ? "Law " : "Laws ";
    for (size_t i = 0; i < laws.size(); ++i) out += (i ? ", " : "") + laws[i];
    return out;
}

bool amended(const Lawbook& book, const std::string& number) {
    const Law* law = book.law(number);
    return law && !law->amended_by.empty();
}

std::string trump_words(Denom d) { return d == NO_TRUMPS ? "no trumps" : DENOM_NAMES[d]; }

} // namespace

std::string house_rules_words(const Lawbook& book, const std::string& overlay_id) {
    const std::string title = book.title_of(overlay_id);
    return fmt::format("these house rules ({})", title.empty() ? overlay_id : title);
}

std::string law_cited(const Lawbook& book, const std::string& number) {
    const Law* law = book.law(number);
    if (!law || law->amended_by.empty()) return "Law " + number;
    return fmt::format("Law {} as amended by {}", number, house_rules_words(book, law->amended_by));
}

std::string laws_as_set(const Lawbook& book, const std::vector<std::string>& laws,
                        const std::string& set_by) {
    if (laws.empty()) return "";
    if (!set_by.empty()) return numbers(laws) + " as amended by " + house_rules_words(book, set_by);
    if (amended_laws(book, laws).empty()) return numbers(laws);
    std::string out;
    for (size_t i = 0; i < laws.size(); ++i) out += (i ? "; " : "") + law_cited(book, laws[i]);
    return out;
}

std::string score_line_laws(const Lawbook& book, const ScoreLine& line) {
    return laws_as_set(book, line.laws, line.set_by);
}

std::string score_line_house_rules(const Lawbook& book, const ScoreLine& line) {
    if (!line.set_by.empty()) return book.title_of(line.set_by);
    for (const std::string& n : line.laws)
        if (amended(book, n)) return book.title_of(book.law(n)->amended_by);
    return "";
}

std::vector<AmendedLaw> amended_laws(const Lawbook& book, const std::vector<std::string>& laws) {
    std::vector<AmendedLaw> out;
    for (const std::string& n : laws)
        if (amended(book, n)) out.push_back({n, book.title_of(book.law(n)->amended_by)});
    return out;
}

std::string rule_house_rules(const Lawbook& book, const Ruling& r) {
    if (!r.rule || book.chain.size() < 2 || r.rule->code == book.chain.front()) return "";
    return book.title_of(r.rule->code);
}

std::optional<LimitApplied> limit_applied(const Lawbook& book, const DealReport& d,
                                          const Ruling& r) {
    const auto& limit = book.params.doubling_limit;
    if (!r.situation.has(Flag::PastLimit) || !limit.value) return std::nullopt;
    LimitApplied out{*limit.value, limit.laws, limit.set_by};
    const int event = r.situation.event;
    if (event >= 0 && d.record.keeps(event)) {
        const State& at = d.record.before(event);
        if (at.trump != NO_DENOM) {
            out.trump = at.trump;
            out.trick_value = book.params.trick_value.value[at.trump] * at.multiplier();
            out.would_be = out.trick_value * 2;
        }
    }
    return out;
}

std::vector<std::string> house_rule_sentences(const Lawbook& book, const DealReport& d,
                                              const Ruling& r) {
    std::vector<std::string> out;
    if (const std::string title = rule_house_rules(book, r); !title.empty())
        out.push_back(fmt::format("A house rule decides this ruling: the rule applied is that of "
                                  "these house rules ({}), not the printed code's.",
                                  title));
    if (const auto l = limit_applied(book, d, r)) {
        std::string s = fmt::format("The doubling limit decides it: the limit of {} points ({}",
                                    l->limit, numbers(l->laws));
        s += l->set_by.empty() ? ")" : " as amended by " + house_rules_words(book, l->set_by) + ")";
        if (l->trick_value > 0)
            s += fmt::format("; at {} the trick stood at {}, and this double would carry it to {}, "
                             "past the limit",
                             trump_words(l->trump), l->trick_value, l->would_be);
        out.push_back(s + ". A double past the limit cannot be made and counts for nothing.");
    }
    return out;
}

} // namespace bl
