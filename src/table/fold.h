// The event fold: replays a deal's events into table states, one per event, and records every
// irregular situation it meets (the adjudicator rules on them). It never stops on an
// irregularity; it stops only on a physical impossibility (a card not held), which is an error.
#pragma once

#include "core/error.h"
#include "log/game_log.h"
#include "laws/lawbook.h"
#include "table/state.h"

#include <array>
#include <optional>
#include <vector>

namespace bl {

// An irregularity as the fold saw it, with the facts a rule's `when` may ask about.
struct Situation {
    Infraction id{};
    Seat offender = NO_SEAT;
    int event = -1; // index in the deal's events (or during-deal list; -1 from the hands)
    Phase phase = Phase::Play;
    Status status = Status::Established;
    Seat should_have_led = NO_SEAT;
    int followed = -1;      // for a false lead: players who played to it after the offender
    int trick = 0;          // 1-13 in the play
    int position = 0;       // the offender's place in the trick (1: the lead), for plays
    bool late = false;      // claimed after the cut
    bool withdrawn = false; // the offender took the act back (a false lead, with any cards played to it)
    int withdrawn_event = -1;
    int settled_event = -1; // where a renounce became a revoke (or was corrected)
    Card card = NO_CARD;    // the card concerned (a renounce, an exposed card)
    bool doubled = false;   // the double it concerns counts (its own, or one it left open)
    std::optional<CallKind> call; // for a failure to comply: the kind of call disobeyed
    uint16_t flags = 0;           // bit per Flag that holds
    bool has(Flag f) const { return (flags >> unsigned(f)) & 1u; }
    void set(Flag f) { flags = uint16_t(flags | (1u << unsigned(f))); }
    // The election, when the log records one.
    int elected_event = -1;       // index in the deal's events
    bool elected_in_deal = false; // ... or made while the cards were dealt (`during-deal`)
    Option elected{};
    Seat elected_by = NO_SEAT;
    bool claimant_looked = false; // he had looked at his own cards (Club 40, until claimant-looked)
    Suit elected_suit = NO_SUIT;
    Card elected_card = NO_CARD;
};

// How much of the states a fold keeps: the end alone; the state before every event; or the state
// before every event from the deal's first irregularity on (what a ruling can ask for).
enum class History : uint8_t { End, Whole, FromFirstIrregularity };

struct DealRecord {
    // history[i - history_from]: the state before event i, for the events from `history_from`
    // on; back(): the end. A deal folded without history has only the end (history_from is the
    // number of events); a situation of the deal phase (event -1) makes the history whole.
    std::vector<State> history;
    int history_from = 0;
    std::vector<QuittedTrick> tricks;
    std::vector<Situation> situations;
    DealEnd ends = DealEnd::Played;
    bool scores_written = false; // the log records the score written at the table (a `scores` event)
    // A player of the side called its honours. The deal's events end before the next trump card
    // is turned, so a call among them is in time (Short Bridge Law 6).
    std::array<bool, 2> honours_called{};

    const State& end() const { return history.back(); }
    // The state before event i (the end after the last); i must be kept (`keeps`).
    const State& before(int i) const { return history[size_t(i - history_from)]; }
    bool keeps(int i) const {
        return i >= history_from && size_t(i - history_from) < history.size();
    }
    // The state at which a situation is ruled on: when it happened (the first event's, for an
    // irregularity of the deal itself).
    const State& at(const Situation& x) const {
        return x.phase == Phase::Deal || x.event < 0 ? before(0) : before(x.event);
    }
    void clear();
};

// Replays one deal under a code. `index` is the deal's 1-based number for error messages.
// Without `keep_history`, history holds only the end state.
Result<DealRecord> fold_deal(const Deal& deal, const Lawbook& book, const std::string& file, int index,
                             bool keep_history = true);
// The same into a record that is reused from deal to deal, so that its buffers are allocated once.
// The streaming replay keeps the history FromFirstIrregularity: a regular deal keeps only its end,
// and an irregular one is still folded once.
// `rubber_first_dealer`: the dealer of the rubber's first deal, where the code seats Dummy there
// (dummy-seat: first-dealer, Dummy Bridge R2); none: the deal is taken as the rubber's first.
std::optional<Error> fold_deal_into(DealRecord& rec, const Deal& deal, const Lawbook& book,
                                    const std::string& file, int index, History history,
                                    Seat rubber_first_dealer = NO_SEAT);

// Whether a fold reads the rubber's first dealer (where dummy sits by it), so that a deal folded
// without knowing it (replay --jobs folds deals ahead of the rubber) must be folded again.
bool fold_reads_first_dealer(const Parameters& p);

} // namespace bl
