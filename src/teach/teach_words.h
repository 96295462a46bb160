// Plain words for a learner: the report's ids (options, consequences, infractions) said as a
// sentence says them, seats with their players, and a law quoted briefly.
#pragma once

#include "log/game_log.h"
#include "laws/lawbook.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace bl {

// A report's list of ids or seats as strings ([] for a missing key).
std::vector<std::string> strings(const nlohmann::json& list);

// A code as a learner reads it: its title in plain case, with the id the commands take, to tell
// apart codes of one title: "The Laws of Bridge (1904) [club-1904]".
std::string code_name(const Lawbook& book);

// "take-three-tricks" -> "take three tricks"; ids without a phrase lose their hyphens.
std::string option_words(const std::string& id);
std::string consequence_words(const std::string& id);
std::string infraction_words(const std::string& id);

// "a, b or c".
std::string or_list(const std::vector<std::string>& items);

// The text's words in lines of at most `width` characters, each line behind `indent`, the
// first behind `first` when given (a hanging indent: "  1. ...").
std::string wrapped(const std::string& text, size_t width, const std::string& indent, const std::string& first = {});

// One paragraph on one line behind `indent` (or `first`, a hanging indent): wrap_lines
// (report/text_wrap.h) fits it to the screen at the end, so the same text reads at 40 columns
// and at 120.
std::string para(const std::string& text, const std::string& indent, const std::string& first = {});

// "Law 90" or "Laws 89, 90, 91".
std::string law_numbers(const std::vector<std::string>& laws);

// A ruling's (report JSON) laws with the one that gives the remedy first (report/law_quote.h).
std::vector<std::string> remedy_first(const nlohmann::json& ruling, const Lawbook& book);

// "E (Mr. Y)", or "E" when the log names no player.
std::string seat_words(const GameLog& log, const std::string& seat);
// " by N (Mr. A)" for a ruling's offender, or "" where there is none (an erroneous score).
std::string by_offender(const GameLog& log, const nlohmann::json& ruling);
// The same with the seat alone: " by N".
std::string by_offender(const nlohmann::json& ruling);

// What a ruling (report JSON) gives, without who chooses: "No penalty.", "A penalty: take three
// tricks, deduct three tricks' value or add three tricks' value; and no game this hand.", or where
// no one is at fault (is_correction) "A correction: correct the score."
std::string remedy_words(const nlohmann::json& ruling);
// The same for a rule of a table, so rules and rulings read alike (the quiz's choices).
std::string remedy_words(const Rule& rule);

// The law's first whole sentences, as many as fit in `limit` characters (at least one, never cut
// inside a sentence: report/law_quote.h), in quotes; "" when the
// code has no such law.
std::string law_quote(const Lawbook& book, const std::string& number, size_t limit = 160);

} // namespace bl
