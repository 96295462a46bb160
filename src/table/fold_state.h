// Inside the event fold (table/fold.h): the working state of one deal's fold, shared by the
// files that fold each phase of the hand, and the steps each of them offers. Internal to
// src/table/: nothing outside the fold includes it.
//
//   fold.cpp              the driver: the loop over the events, the dispatch by verb, notes
//   fold_deal.cpp         the deal: the hands checked, cutting, shuffling, irregularities of
//   dealing fold_dialogue.cpp     the declaration and the doubling dialogue, up to the opening lead
//   fold_play.cpp         the play: tricks, renounces and revokes, cards taken back, exposures
//   fold_play_calls.cpp   the play: calls of exposed cards and suits, remarks, cards looked at,
//                         the turned trump card
//   fold_end.cpp          claims (of a penalty: elections; of the tricks) and the end of the hand
//
// Every step takes the state explicitly (`FoldState& f`): what a step may change is what it is
// given. The table state proper (`f.s`) is what a ruling sees; the rest is the fold's own
// bookkeeping of things still open.
#pragma once

#include "core/error.h"
#include "table/calls.h"
#include "table/fold.h"

#include <set>
#include <string>
#include <utility>
#include <vector>

namespace bl::fold {

struct FoldState {
    FoldState(const Deal& d, const Lawbook& b, const std::string& f, int i, DealRecord& r)
        : deal(d), book(b), p(b.params), file(f), index(i), rec(r) {}

    const Deal& deal;
    const Lawbook& book;
    const Parameters& p;
    const std::string& file;
    int index; // the deal's 1-based number, for error messages
    DealRecord& rec;
    State s;
    std::vector<int> renounces; // pending renounces in the current trick
    int false_lead = -1;        // the open false lead of the current trick
    int current = -1;           // the event being folded
    int new_deal = -1;          // the election of a new deal, if the play did not go on
    std::vector<Call> calls;    // calls that bind a coming play
    std::vector<std::pair<int, Call>>
        disobeyed;               // failures to comply in the current trick, with the call
    std::set<int> asked;         // renounces asked about before the trick was quitted
    std::vector<int> suspended;  // ... and so not yet established after it
    bool trump_taken = false;    // the turned trump card is in the dealer's hand
    uint8_t thrown_down = 0;     // bit per seat that threw its cards face upwards
    uint8_t forfeited = 0;       // bit per seat that has lost the right to double
    bool passed_back = false;    // the dealer's partner passed the declaration back
    int regular_doublings = 0;   // doubles and re-doubles made in turn
    bool for_dummy = false;      // the declaration was passed to Dummy's hand
    Seat passer = NO_SEAT;       // ... by this player, who declared nothing (the Dummy player)
    Seat first_dealer = NO_SEAT; // the dealer of the rubber's first deal (dummy-seat: first-dealer)
    uint8_t saw_dummy = 0;       // bit per seat that has looked at Dummy's hand (no player's)
    const char* list = "events"; // the deal's list being folded, for the place in an error
    int open_double = -1;        // the situation (an early lead) that leaves one double open,
                                 // to be consented to or refused by its election
    int consent = -1;            // that situation, still once the double is made
    Seat refused = NO_SEAT;      // the player whose re-double its election refused
    Seat together_by = NO_SEAT;  // cards played together to the current trick: by whom ...
    CardSet together;            // ... and which
    Seat claim_by = NO_SEAT;     // the last claim of the remaining tricks
    int claim_tricks = -1;
    bool pack_cut = false;           // the deal's pack has been cut (during-deal "cuts")
    Seat first_toucher = NO_SEAT;    // the first but the dealer to touch the cards being dealt
    bool interrupted = false;        // an adversary interrupted the dealer while he dealt
    int cut_omitted = -1;            // the during-deal event at which the dealer omitted the cut
    bool cut_omission_found = false; // ... and an adversary drew attention to it while dealing
    CardSet thrown;                  // cards thrown face upwards on the table
    bool taken_back = false; // a card of the current trick was taken back (it may leave a gap)
    bool open = false;       // something_open(), as of the last event of the long path
    State before;            // the state before the last event of the long path
};

// --- fold.cpp: shared by every phase ---------------------------------------------------------

// An error at event i of the list being folded (file, line, the event's place and text).
Error event_error(const FoldState& f, const Event& e, int i, const std::string& what);
// Records a situation at event `event` and returns it, for the caller to add its facts.
Situation& note(FoldState& f, Infraction id, Seat offender, int event,
                Status status = Status::Established);
// A situation about one card, which may be the turned trump card.
void note_card(FoldState& f, Infraction id, const Event& e, int i);

// --- fold_deal.cpp: the deal -------------------------------------------------------------------

std::optional<Error> start(FoldState& f);
std::optional<Error> during_deal(FoldState& f, const Event& e, int i);
// Once the deal is complete: the facts of the dealing (who touched the cards first, the dealer
// interrupted) on the situations of the deal that a rule may ask about.
void deal_facts(FoldState& f);
void counts(FoldState& f, Seat by, int i);
std::optional<Error> shows_other_pack(FoldState& f, const Event& e, int i);

// --- fold_dialogue.cpp: the declaration and the doubling --------------------------------------

void declares(FoldState& f, const Event& e, int i);
void leaves_it(FoldState& f, const Event& e, int i);
void doubles(FoldState& f, const Event& e, int i);
void asks_to_lead(FoldState& f, const Event& e, int i);
void declines(FoldState& f, const Event& e, bool answering);
// The first card of the play, made while the doubling is open: it ends the dialogue.
void opening_lead(FoldState& f, const Event& e, int i);
void doubling_election(FoldState& f, Situation& x, Option o, const Rule& r);
void forfeit_if_ruled(FoldState& f, const Situation& x);

// --- fold_play.cpp: tricks, renounces and revokes, exposures ----------------------------------

std::optional<Error> plays(FoldState& f, const Event& e, int i);
std::optional<Error> exposes(FoldState& f, const Event& e, int i);
std::optional<Error> takes_back(FoldState& f, const Event& e, int i);
void quits(FoldState& f, int i);
void quit(FoldState& f);
void settle(FoldState& f, int r);
void asks_having_none(FoldState& f, const Event& e);
void establish_suspended(FoldState& f, Seat by);
// What the next card's checks depend on beyond the trick itself (kept in `f.open`).
inline bool something_open(const FoldState& f) {
    return !f.calls.empty() || !f.suspended.empty() || f.false_lead >= 0 || f.taken_back;
}

// --- fold_play_calls.cpp: calls, remarks, looking, the trump card -----------------------------

void obey_calls(FoldState& f, const Event& e, int i);
void calls(FoldState& f, const Event& e, int i);
void draws_attention(FoldState& f, const Event& e, int i);
std::optional<Error> looks_at(FoldState& f, const Event& e, int i);
void takes_up(FoldState& f, const Event& e, int i);
void names_trump_card(FoldState& f, const Event& e, int i);
std::optional<Error> forgets_trump_card(FoldState& f, const Event& e, int i);

// --- fold_looks.cpp: looking at the cards ------------------------------------------------------

// "W looks at W" (his own hand), "S looks at N" (Dummy's hand, where it has no player).
std::optional<Error> looks_at_hand(FoldState& f, const Event& e, int i);
// The same while the cards are dealt: a player looking at his own cards.
std::optional<Error> looks_in_deal(FoldState& f, const Event& e, int i);
// A double or re-double by `by`, who may have looked at Dummy's hand.
void doubles_on_dummy(FoldState& f, Seat by, int i);

// --- fold_end.cpp: claims and the end of the hand ---------------------------------------------

void elects(FoldState& f, const Event& e, int i, bool in_deal = false);
void claim_by_call(FoldState& f, const Event& e, int i, Option option);
void throws_down(FoldState& f, const Event& e, int i);
void claims(FoldState& f, const Event& e, int i);
void finish(FoldState& f);
// Every hand is face upwards on the table (Dummy's once laid down).
bool all_down(const FoldState& f);

} // namespace bl::fold
