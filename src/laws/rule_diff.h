// The structured meaning of two codes compared: every infraction rule whose elector, options,
// consequences, time limit or provision differ, and every reading (docs/laws.md, "diff").
#pragma once

#include "laws/lawbook.h"

#include <map>
#include <string>
#include <vector>

namespace bl {

struct FieldChange {
    std::string field; // "options", "who chooses", ...
    std::string from, to;
};

enum class ItemChange { Changed, Added, Removed };

struct RuleChange {
    Infraction id{};
    std::string
        when; // the situation in words ("the offender: dealer; phase: play"), or "any situation"
    ItemChange change = ItemChange::Changed;
    std::vector<FieldChange> fields; // for a changed rule
    std::string remedy;              // for an added or removed rule: what it gives, in words
    std::vector<std::string>
        laws; // the laws it cites, in the second code's numbering where it has them
};

struct ReadingChange {
    std::string id, question;
    ItemChange change = ItemChange::Changed;
    std::vector<FieldChange> fields;
};

// `renumber`: the first code's law numbers as the second numbers them (from the law alignment), so
// a rule citing the same law under a new number is not a change.
std::vector<RuleChange> rule_changes(const Lawbook& a, const Lawbook& b,
                                     const std::map<std::string, std::string>& renumber);
std::vector<ReadingChange> reading_changes(const Lawbook& a, const Lawbook& b);

// "revoke (the offender: dealer)"
std::string rule_title(const RuleChange& c);
const char* item_change_name(ItemChange c); // "changed", "added", "removed"

} // namespace bl
