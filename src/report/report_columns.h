// The players' columns in the reports, where the code scores by players (player_columns.h):
// who sat where in each deal, what each column took, the rubber and the pairwise settlement.
#pragma once

#include "replay/replay.h"

#include <nlohmann/json.hpp>

#include <array>
#include <string>

namespace bl {

// The name at each seat in this deal: the log's players, or where the code scores by players,
// the players as seated for the deal and "Dummy" opposite the dealer.
std::array<std::string, SEATS> seat_names(const Report& r, const DealReport& d);

// Text: a deal's columns (empty where the code scores by sides), one of the players' rubbers with
// its settlement, and all of them.
std::string columns_deal_text(const Report& r, const DealReport& d);
std::string columns_rubber_text(const Report& r, const PlayerRubberState& s);
std::string columns_rubbers_text(const Report& r);

// JSON (docs/report-additions.md): a deal's `players`, and the report's `players`.
nlohmann::ordered_json columns_deal_json(const Report& r, const DealReport& d);
nlohmann::ordered_json columns_json(const Report& r);

// One option of a ruling (its what-if): what it puts in each column and the players' rubber after
// the deal, as text (empty where the code scores by sides) and as the option's JSON `players`.
std::string columns_option_text(const Report& r, const OptionScore& o);
nlohmann::ordered_json columns_option_json(const Report& r, const OptionScore& o);

} // namespace bl
