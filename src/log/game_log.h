// The game log (shared/spec/log-format.md): the model and its YAML reader.
#pragma once

#include "core/error.h"
#include "log/event.h"
#include "core/types.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace bl {

struct SideScore {
    int below = 0, above = 0, games = 0;
};

struct Deal {
    Seat dealer = NO_SEAT;
    std::array<CardSet, SEATS> hands{};
    std::array<int, SEATS> counts{}; // cards written per hand (duplicates within a hand count twice)
    Card turn_up = NO_CARD;
    std::vector<Event> during_deal;
    std::vector<Event> events;
    int line = 0;
    // A duplicate board's name (docs/log-additions.md): the deal was dealt from that board, its
    // dealer fixed by the board, not by turn round the table. Empty for a deal at a rubber table.
    std::string board;
};

struct Cut {
    std::string player;
    Card card = NO_CARD;
};

struct GameLog {
    std::string file;
    std::string code; // may be empty: the command line then names it
    int code_line = 0; // where the code is named, for an unknown code's error (0: unknown)
    std::array<std::string, SEATS> players{};
    std::optional<std::array<SideScore, 2>> score;
    std::vector<std::vector<Cut>> cutting;
    std::vector<Deal> deals;
};

// Reads a log from YAML text; `file` names it in errors.
Result<GameLog> parse_log_yaml(const std::string& text, const std::string& file);
// Reads one deal: `text` is a YAML list of one item, as it stands under "deals:"; `index` is its
// 1-based number for messages. Lines are counted from the start of `text`.
Result<Deal> parse_deal_yaml(const std::string& text, const std::string& file, int index);
// Reads a log file (YAML).
Result<GameLog> read_log(const std::string& path);

} // namespace bl
