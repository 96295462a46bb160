// `bridgelaws check`: a code of laws checked for consistency, as an editor of the code would.
// Each finding says how serious it is, which check found it, the laws involved and, in a
// sentence, what is wrong. The check families are in check_*.cpp; docs/check.md lists them.
#pragma once

#include "laws/lawbook.h"

#include <ostream>
#include <string>
#include <vector>

namespace bl {

enum class Severity : uint8_t { Error, Warning, Info };

// What a finding is about: a flaw of the printed code, which the table faithfully records (the
// editors may accept it), or a mistake in the table, which is to be mended (check_gate.h).
enum class About : uint8_t { Table, Code };

struct Finding {
    Severity severity = Severity::Info;
    std::string check;             // family/name: "references/stale"
    std::vector<std::string> laws; // the laws involved, in the code's numbering
    std::string message;           // a sentence a person understands
    std::string reading;           // the table's reading that bears on it, if any
    int line = 0;                  // where in the table (0: the table as a whole)
    About about = About::Table;
    std::string accepted; // why the editors accept it (the table's accepted-findings or a baseline); empty: new
};

struct CodeCheck {
    std::string code, title, file;
    std::vector<Finding> findings;   // the new ones, then (when asked for) the accepted ones
    std::vector<std::string> tables; // the derived scoring tables, when asked for
    int accepted = 0;                // findings accepted, listed or not
    int count(Severity s) const;     // new findings of that severity
};

// How `bridgelaws check` reports and what fails it (docs/check.md).
struct CheckOptions {
    std::string format = "text";  // text, json or markdown
    bool tables = false;          // add the derived scoring tables
    Severity severity = Severity::Info; // show findings this serious or more
    std::vector<std::string> only;      // show only these families or check ids
    std::string baseline;               // a file of accepted findings: an earlier `check --format json`
    bool show_accepted = false;         // list the accepted findings too, with their reasons
};

// The codes the checker compares a code with: the library's other base codes, loaded.
using Editions = std::vector<const Lawbook*>;

// Every check on one resolved code. `base`: an overlay's resolved base (its own findings are
// left out, so an overlay is charged only with what it brings); null for a base code.
std::vector<Finding> check_code(const Lawbook& book, const Lawbook* base, const Editions& editions);

// For the reader, not findings: the value of a trick, of each honours holding and of chicane at
// each denomination, and the tricks needed for game from each score (check_arithmetic.cpp).
std::vector<std::string> scoring_tables(const Lawbook& book);
// The cells of those tables. The points a holding of honours (aces at no trumps) scores: the best
// row it satisfies, 0 where none; chicane. The tricks above the book needed to reach game from `score`
// at `trick_value` a trick (doubled tricks: the multiplied value); 0 where more tricks are needed
// than one hand has.
int holding_value(const Parameters& p, Denom d, int held, int in_one_hand);
int chicane_value(const Parameters& p, Denom d); // 0 at no trumps or where the code has none
int tricks_for_game(const Parameters& p, int trick_value, int score);

std::string check_text(const std::vector<CodeCheck>& checks);
std::string check_json(const std::vector<CodeCheck>& checks);
std::string check_markdown(const std::vector<CodeCheck>& checks);

// The command: 0 no new error or warning, 1 at least one, 2 a table or baseline that cannot be read.
int run_check(const LawLibrary& lib, const std::vector<std::string>& codes, const CheckOptions& options, std::ostream& out,
              std::ostream& err);

std::string_view severity_name(Severity s);

} // namespace bl
