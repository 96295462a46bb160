// A ruling in plain words, shared by the text and the HTML reports: what happened and where in
// the log, its status, who may choose, which consequences apply and which only if elected, an
// open point of the code, and the what-if of its options said honestly.
#pragma once

#include "replay/replay.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace bl {

// How a report names a seat: "N (Mr. A)" in text, "Mr. A (N)" on the page.
using SeatWords = std::function<std::string(Seat)>;

// Where the event stands in the log (1-based line and column), when the ruling has one.
struct LogPlace {
    int line = 0, column = 0;
};
std::optional<LogPlace> log_place(const DealReport& d, const Situation& x);

// "at event 16 (line 42 of the log)", counting from 1; without an event, where the ruling comes
// from in words: "from the hands as dealt", "from the score written", "from who dealt".
std::string where_in_log(const DealReport& d, const Situation& x);

// How the declaration came to the player who made it, true to the report's declaration.left:
// "The dealer leaves it; " whenever he left it, with "his partner passes it back; " when the
// partner returned it (Club 1904 50, Elwell 47); "" when the dealer declared.
std::string declaration_lead_in(const State& end);

// The event as the log wrote it ("E plays D3"), an option elected said in words.
std::string event_words(const Event& e);

// "E (Mr. Y) renounced in trick 1 (♦3) holding a card of the suit led, ...": a sentence without
// its full stop, read aloud by a committee.
std::string what_happened(const Situation& x, const SeatWords& who);

// "The irregularity stands." and the like, with the ruling's election problem if any.
std::string status_sentence(const Ruling& r);

// "N (Mr. A) or S (Mr. C) may choose: ...", "The penalty: ...", "The correction: ...".
std::string choice_sentence(const Ruling& r, const SeatWords& who);

// The consequences as they stand: those that apply ("Consequence: ..."), and those that would
// apply only if the penalty were claimed or an option elected ("If they elect ...: ...").
std::vector<std::string> consequence_sentences(const Ruling& r);

// An open point of the code the rule depends on, and how the engine reads it.
// The reading in words, with the alternative the ruling applied (its default when `choice` is it).
std::string reading_sentence(const Reading& rd, const std::string& choice);

// One row of a ruling's what-if. `score` is null where nothing certain can be scored: the
// option's effect depends on the play that would have followed, or the hand is void.
struct WhatIfRow {
    Option option{};
    const OptionScore* score = nullptr;
    std::string instead; // in place of a score: why there is none
    std::string mark;    // "the best for the claimants", "scores the same as ..."
};
std::vector<WhatIfRow> what_if_rows(const Ruling& r);
// Who the net of an option is counted for: the side the penalty serves (the offender's
// adversaries).
Side claimants(const Ruling& r);

// Whether a ruling leaves the deal's score open: a penalty not yet claimed or elected.
bool leaves_score_open(const Ruling& r);

} // namespace bl
