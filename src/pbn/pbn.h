// PBN (Portable Bridge Notation 2.1) in and out. A PBN game holds a contract bridge deal; a
// Bridge Whist log holds what happened at the table. What the two share is carried across: the
// hands, the dealer, the players, the declaration (from the contract's denomination and its
// declarer) and the play. What the other side cannot express is left out and said in `notes`,
// never invented (docs/interchange.md).
#pragma once

#include "core/error.h"
#include "log/game_log.h"
#include "laws/lawbook.h"

#include <string>
#include <vector>

namespace bl {

struct PbnImport {
    GameLog log;
    std::vector<std::string> notes;   // what PBN did not say, deal by deal
    std::vector<std::string> summary; // the same told once a file: "12 of 44 deals: ..."
};

struct PbnOptions {
    // Keep a game's play only where it can be Bridge Whist play under this code (a contract
    // bridge declarer or opening leader cannot be): pbn/pbn_play_check.h. Null keeps all play.
    const Lawbook* book = nullptr;
    bool deals_only = false; // the deals alone: hands, dealer, players; no declaration, no play
};

// Reads PBN text, one deal per game; `file` names it in errors.
Result<PbnImport> parse_pbn(const std::string& text, const std::string& file, const PbnOptions& options = {});

struct PbnExport {
    std::string text;
    std::vector<std::string> notes; // what the log says that PBN cannot
};

// Writes a log as PBN, the play as `book`'s fold reads it (take-backs settled, tricks as
// quitted); an error where the log cannot be replayed.
Result<PbnExport> write_pbn(const GameLog& log, const Lawbook& book);

} // namespace bl
