// Where a house rule decided a ruling or a score line: a law an overlay amends ("Law 90 as amended
// by these house rules (TITLE)"), a figure an overlay's parameter set, a rule an overlay wrote, and
// the limit that stops a double (the doubling limit and its law). Shared by the text, HTML and
// JSON reports, so that each says the same.
#pragma once

#include "replay/replay.h"

#include <optional>
#include <string>
#include <vector>

namespace bl {

// "these house rules (TITLE)": the overlay named by its title as the reader knows it.
std::string house_rules_words(const Lawbook& book, const std::string& overlay_id);

// "Law 90", or "Law 90 as amended by these house rules (TITLE)" where an overlay amends it.
std::string law_cited(const Lawbook& book, const std::string& number);

// "Law 6", "Laws 4, 7" for a parameter's laws, each law amended by an overlay said so, and the
// whole "as amended by these house rules (TITLE)" where the overlay `set_by` set the figure.
std::string laws_as_set(const Lawbook& book, const std::vector<std::string>& laws,
                        const std::string& set_by);
template <class T> std::string parameter_laws(const Lawbook& book, const Cited<T>& c) {
    return laws_as_set(book, c.laws, c.set_by);
}

// The same for a score line: "Law 6", "Laws 4, 7" for a score line, each law amended by an overlay
// said so, and the whole "as amended by these house rules (TITLE)" where an overlay's parameter set
// the line's figure.
std::string score_line_laws(const Lawbook& book, const ScoreLine& line);

// The title of the house rules that decided a score line (its figure or one of its laws), "" for
// none.
std::string score_line_house_rules(const Lawbook& book, const ScoreLine& line);

// One law of a ruling that an overlay amends, and the overlay's title.
struct AmendedLaw {
    std::string law, title;
};
std::vector<AmendedLaw> amended_laws(const Lawbook& book, const std::vector<std::string>& laws);

// The title of the overlay whose rule the ruling applied (a rule of the house rules rather than
// of the printed code), "" when the base code's rule applied.
std::string rule_house_rules(const Lawbook& book, const Ruling& r);

// The doubling limit that stopped a double, where the ruling is about a double past it.
struct LimitApplied {
    int limit = 0;                     // points a trick
    std::vector<std::string> laws;     // the limit's laws
    std::string set_by;                // the overlay that set the limit, "" for the code's own
    Denom trump = NO_DENOM;            // the trump and the trick's value when the double came
    int trick_value = 0, would_be = 0; // ... and what the double would have made it
};
std::optional<LimitApplied> limit_applied(const Lawbook& book, const DealReport& d,
                                          const Ruling& r);

// The sentences a report prints under a ruling: the rule of the house rules that applied, and the
// limit that stopped a double. Empty when neither did. (Each law an overlay amends is said so
// where the law is quoted: law_cited.)
std::vector<std::string> house_rule_sentences(const Lawbook& book, const DealReport& d,
                                              const Ruling& r);

} // namespace bl
