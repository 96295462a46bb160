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

// Comments a log's author wrote about an item (without the "#"): on lines of their own before it,
// and on its own line after it. Not read by the engine; kept so that `convert` loses none.
struct Comments {
    std::vector<std::string> before, after;
    bool empty() const { return before.empty() && after.empty(); }
    bool operator==(const Comments&) const = default;
};

// A key the model does not read (an x- note, a teaching-case key: name, story, expect, ...),
// kept as written: its YAML lines, the key's own included, unindented. Kept for `convert`.
struct KeptKey {
    std::string key, yaml;
    Comments comments;
    bool operator==(const KeptKey&) const = default;
};

// What a deal holds beyond the model: its comments, its events' (by index), its x- keys.
struct DealNotes {
    Comments comments;
    std::vector<std::pair<size_t, Comments>> events, during_deal;
    std::vector<KeptKey> kept;
    bool empty() const { return comments.empty() && events.empty() && during_deal.empty() && kept.empty(); }
    bool operator==(const DealNotes&) const = default;
};

struct Deal {
    Seat dealer = NO_SEAT;
    std::array<CardSet, SEATS> hands{};
    std::array<int, SEATS> counts{}; // cards written per hand (duplicates within a hand count twice)
    Card turn_up = NO_CARD;
    std::vector<Event> during_deal;
    std::vector<Event> events;
    int line = 0;
    // Cards written twice in the hands (within a hand or in two), and where the hands are
    // written: a card then missing from every hand and played is a slip in the hands, told there.
    CardSet written_twice;
    int hands_line = 0, hands_column = 0;
    // A duplicate board's name (docs/log-additions.md): the deal was dealt from that board, its
    // dealer fixed by the board, not by turn round the table. Empty for a deal at a rubber table.
    std::string board;
    // The deal's own event and date, where they differ from the log's (a PBN game's [Event] and
    // [Date]: docs/log-additions.md). Empty: the log's.
    std::string event, date;
    DealNotes notes; // comments and x- keys, for convert

    // Every field, the places included: two readings of the same text give equal deals
    // (plain_deal_xml.h and the XML reader).
    bool operator==(const Deal&) const = default;
};

struct Cut {
    std::string player;
    Card card = NO_CARD;
    // Every card shown: more than one when the player exposed more than one card in cutting
    // ("Mr. A: HQ H3"; Club Law 16: "he must cut again"), his cut then void.
    CardSet shown;
};

struct GameLog {
    std::string file;
    std::string code; // may be empty: the command line then names it
    int code_line = 0; // where the code is named, for an unknown code's error (0: unknown)
    std::array<std::string, SEATS> players{};
    // The event and the date the log was played at, as written (docs/log-additions.md; from a
    // PBN file's [Event] and [Date]). Empty when not given.
    std::string event, date;
    std::optional<std::array<SideScore, 2>> score;
    std::vector<std::vector<Cut>> cutting;
    std::vector<Deal> deals;
    // What the log holds beyond the model, for `convert` (docs/interchange.md): the top-level
    // keys in the order written (the model's and the kept), the keys the model does not read,
    // the comments before and after each model key, and those after the last item.
    std::vector<std::string> key_order;
    std::vector<KeptKey> kept;
    std::map<std::string, Comments> key_comments;
    std::vector<std::string> closing_comments;
};

// Whether a log read is also to keep what `convert` alone writes back: the comments and the keys
// the model does not read (GameLog's key_order, kept, key_comments, closing_comments).
enum class LogExtras { Keep, Skip };

// Reads a log from YAML text; `file` names it in errors.
Result<GameLog> parse_log_yaml(const std::string& text, const std::string& file,
                               LogExtras extras = LogExtras::Keep);
// Reads one deal: `text` is a YAML list of one item, as it stands under "deals:"; `index` is its
// 1-based number for messages. Lines are counted from the start of `text`.
Result<Deal> parse_deal_yaml(const std::string& text, const std::string& file, int index);
// Reads a log file (YAML).
Result<GameLog> read_log(const std::string& path);

} // namespace bl
