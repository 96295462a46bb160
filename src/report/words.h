// The one table of plain words for the report's ids: every infraction, option, consequence,
// status, phase and deal end as a sentence says it. The text and HTML reports and `teach` read
// their words here; the ids themselves appear only in JSON (report-format.md).
#pragma once

#include "core/vocab.h"

#include <string>
#include <string_view>

namespace bl {

// "a double out of turn", "a revoke": a noun phrase, after which "by N (Mr. A)" reads.
std::string_view phrase(Infraction id);
// "let the double stand", "take three tricks": what the elector may have done.
std::string_view phrase(Option id);
// "no game for the offending side this hand".
std::string_view phrase(Consequence id);
// "the irregularity stands", "the claim is still open".
std::string_view phrase(Status id);
// "in the play", "during the doubling".
std::string_view phrase(Phase id);
// "a new deal", "the hands abandoned".
std::string_view phrase(DealEnd id);

// The same from an id as JSON writes it; an id the vocabulary does not know loses its hyphens.
std::string infraction_phrase(std::string_view id);
std::string option_phrase(std::string_view id);
std::string consequence_phrase(std::string_view id);
std::string status_phrase(std::string_view id);

// Whether an option's effect depends on the play that would have followed it (a card or a suit
// called, a trick to be won or lost): its score cannot be known from the log's play.
bool depends_on_play(Option id);

// Prose written by the tables' editors (a rule's note, a reading) with any id of the vocabularies
// above that stands in it as a word ("a call of that kind has no rule (no-provision)") said
// in words ("... (no provision)"). The ids stay in JSON.
std::string plain_prose(std::string_view text);

// "A revoke" from "a revoke": the first letter in capitals.
std::string capitalised(std::string_view s);

} // namespace bl
