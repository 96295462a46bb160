// What to say when a word of a log is not what the log format expects, so that the message
// teaches the accepted spelling instead of only refusing: a seat in lower case ("w"), a player's
// name where a seat belongs ("Miss West plays"), "NT" for no-trumps, "leads" for "plays", and a
// near miss of a verb or an option id ("did you mean ...").
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace bl {

// Why `word` is not a seat, with the spelling meant where it can be told.
std::string seat_problem(std::string_view word);

// Why `word` is not a trump ("NT": write no-trumps).
std::string trump_problem(std::string_view word);

// Why `word`, where an event's verb belongs, is not a verb ("leads": write plays).
std::string verb_problem(std::string_view word, const std::vector<std::string>& verbs);

// Why a player's name ("Miss West") cannot stand where an event's seat belongs.
std::string name_problem(std::string_view name);

// Why `word` is not an option id, with the nearest id among `options`.
std::string option_problem(std::string_view word, const std::vector<std::string>& options);

} // namespace bl
