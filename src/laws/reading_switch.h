// Readings as switches: an open point's alternatives are encoded as rules (`if-reading`), and an
// overlay (`readings: {id: choice}`) or one run (`--reading ID=CHOICE`) picks which applies.
#pragma once

#include "core/error.h"
#include "laws/lawbook.h"

#include <map>
#include <optional>
#include <string>

namespace bl {

// Resolves the readings a table picks into `book.chosen`, and checks every rule's `if-reading`:
// each id must be a reading of the code and each choice its default or one of its others.
std::optional<Error> resolve_readings(Lawbook& book);

// Picks one reading for a run: "ID=CHOICE" (the command line's --reading). The parameters an
// alternative carries are laid over the table's; a base it names needs LawLibrary::load.
std::optional<Error> choose_reading(Lawbook& book, const std::string& spec);

// The alternatives of a reading: its default first, then its others.
std::vector<std::string> alternatives(const Reading& r);

// Whether an alternative of the reading reads its table on another base (`extends`).
bool switches_base(const Reading& r);

// The tables (by id) whose base an alternative in force names in place of the one the book was
// read on, each with that base: empty when the book stands on the bases its readings ask for.
std::map<std::string, std::string> bases_to_switch(const Lawbook& book);

} // namespace bl
