// Shared helpers for the tests: the project's paths, the law library, logs of one deal written
// in code, folding and replaying them, running the program.
#pragma once

#include "log/game_log.h"
#include "laws/lawbook.h"
#include "replay/replay.h"
#include "table/fold.h"

#include <set>
#include <string>
#include <vector>

namespace bl::test {

std::string source_path(const std::string& relative);
const LawLibrary& library();
const Lawbook& code(const std::string& id); // loaded once; fails the test if it cannot be

// Replays a log under a code of the library; fails the test on error (an empty report then).
Report replayed(const GameLog& log, const std::string& id);

// Writes `text` to a file of that name in the tests' temporary folder; returns its path.
std::string write_temp(const std::string& name, const std::string& text);

// The whole text of a file ("" when it cannot be read).
std::string slurp(const std::string& path);
// The names of the entries of a folder.
std::set<std::string> names_in(const std::string& dir);
// `part` is somewhere in `text`.
bool has(const std::string& text, const std::string& part);
// `part` is somewhere in one of the notes.
bool noted(const std::vector<std::string>& notes, const std::string& part);

// A fresh empty folder of that name in the tests' temporary folder, readable by anyone; removed
// with all it holds when the test program ends. Returns its path.
std::string fresh_folder(const std::string& name);

// Parses a log given as YAML text; fails the test on error.
GameLog log_from(const std::string& yaml);
// The same for a log given as XML text.
GameLog log_from_xml(const std::string& xml);

// Inline, so that a test file's own constants may be built from them (initialised first).
// The deal most tests play, as a log's hands are written:
//   N AKQ4.J32.T98.765   E T98.AK7.Q5432.K4   S J7.Q986.AK.QJT98   W 6532.T54.J76.A32
inline const std::string HANDS =
    "N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32";
// S declares hearts and the doubling is over (W asks to lead, E says yes): W to lead.
inline const std::string OPEN =
    "      - S declares hearts\n      - W asks to lead\n      - E says yes\n";
// The head of a log with its code, its players and the score brought forward (the readers'
// tests of the whole contract); its deals follow.
inline const std::string SCORED_LOG_HEAD = "format: bridgelaws/1\n"
                                           "code: club-1904\n"
                                           "players: {N: Mr. A, E: Mr. Y, S: Mr. B, W: Mr. Z}\n"
                                           "score:\n"
                                           "  NS: {below: 18, above: 40, games: 1}\n"
                                           "  EW: {below: 6, above: 0, games: 0}\n";

// A log of one deal as YAML text: `dealer` deals `hands`, and `rest` follows the hands line
// (the deal's other keys: "    events:\n      - S declares hearts\n", a during-deal list, a
// turn-up).
std::string one_deal_log(const std::string& rest, char dealer = 'S',
                         const std::string& hands = HANDS);
// The same deal with `events` (lines "      - S declares hearts\n") as its events list.
std::string events_log(const std::string& events, char dealer = 'S');
// The start of a log of one deal as XML, up to the deal's open tag, unclosed:
// `<log format="bridgelaws/1">\n<deal dealer="S" hands="...". The test writes the rest.
std::string xml_deal_head(char dealer = 'S');

// The first deal of a log folded under a code of the library, with the log it was read from
// (a deadline or a ruling reads the deal too); fails the test on error.
struct Folded {
    GameLog log;
    DealRecord rec;
};
Folded folded(const std::string& yaml, const std::string& id);
// The rulings on the first deal of a log replayed under `book`; fails the test on error.
std::vector<Ruling> first_rulings(const GameLog& log, const Lawbook& book);

struct Run {
    int status = -1;
    std::string out, err;
};
// Runs the bridgelaws program with the arguments (a shell command line fragment).
Run run_cli(const std::string& args);
// Runs it reading a pipe: `input_command | bridgelaws args`.
Run run_cli_piped(const std::string& input_command, const std::string& args);

// A whole deal in which each seat holds one suit (N spades, E hearts, S diamonds, W clubs), as
// a log: the given declaration and doubling events, then the play, the leader playing his top
// card and the others their lowest. The holder of the trump suit ruffs the first trick and wins
// every trick; at no trumps the eldest hand wins every trick with his own suit.
std::string one_suit_each_log(const std::string& code, char dealer, const std::string& bidding, Denom trump);

} // namespace bl::test
