// Readings as switches: an open point's alternatives are encoded as rules (`if-reading`), and an
// overlay (`readings: {id: choice}`) or one run (`--reading ID=CHOICE`) picks which applies.
#pragma once

#include "core/error.h"
#include "laws/lawbook.h"

#include <optional>
#include <string>

namespace bl {

// Resolves the readings a table picks into `book.chosen`, and checks every rule's `if-reading`:
// each id must be a reading of the code and each choice its default or one of its others.
std::optional<Error> resolve_readings(Lawbook& book);

// Picks one reading for a run: "ID=CHOICE" (the command line's --reading).
std::optional<Error> choose_reading(Lawbook& book, const std::string& spec);

// The alternatives of a reading: its default first, then its others.
std::vector<std::string> alternatives(const Reading& r);

} // namespace bl
