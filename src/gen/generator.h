// Inside the log generator (gen/generate.h): the generator of one log, its plan for a deal's
// irregularity and the events it writes. Internal to src/gen/; its methods are defined by the
// phase of the deal they make:
//
//   generate.cpp        the log and its deals: the pack shuffled and dealt, the plan drawn,
//                       the irregularities of the deal itself
//   gen_dialogue.cpp    the declaration and the doubling dialogue
//   gen_play.cpp        the play: tricks, false leads, renounces, incidents between tricks,
//                       and the table model that follows the fold
//   gen_elections.cpp   elections of penalties (asked of the engine's own fold and rulings),
//                       and whole rubbers
#pragma once

#include "core/prng.h"
#include "gen/generate.h"
#include "replay/replay.h"
#include "table/calls.h"
#include "table/state.h"

#include <optional>
#include <vector>

namespace bl::gen {

// The irregularities the generator commits on purpose: each is one the fold detects.
enum class Slip : uint8_t {
    None,
    // before the play
    IrregularHands,
    ExposedInDeal,
    DealerLooked,
    ExposedBeforeDeclaration,
    DeclarationByAdversary,
    DeclarationUnauthorised,
    DeclarationPassedBack,
    DoubleOutOfTurn,
    RedoubleOutOfTurn,
    AskOutOfTurn,
    ExposedBeforeLead,
    LeadWithoutAsking,
    // in the play
    LeadOutOfTurn,
    RenounceCorrected,
    RenounceEstablished,
    ExposedCard,
    CardsPlayedTogether,
    PlayedBeforePartner,
    Consults,
    DummySuggests,
    CallsAttention,
    DrawsAttention,
    Claims,
    LooksAtTrick,
    DummyLooks,
};

struct Plan {
    Slip slip = Slip::None;
    int trick = 0;     // the trick (1-12) of a slip in the play
    int followers = 0; // players who follow a false lead (0-3)
    bool variant = false;
};

inline Event make_event(Seat by, Verb verb) {
    Event e;
    e.by = by;
    e.verb = verb;
    return e;
}

inline Event card_event(Seat by, Verb verb, Card c, CardSet more = {}) {
    Event e = make_event(by, verb);
    e.card = c;
    e.cards = more | CardSet::of(c);
    return e;
}

class Generator {
  public:
    // `take`: each deal once made and checked, in the log's order.
    Generator(const GenOptions& o, const Lawbook& book, std::function<void(Deal&&)> take);
    std::optional<Error> run();

  private:
    // generate.cpp: the log, on one thread or made on one and checked on another
    bool wanted() const { return kept_ < size_t(o_.deals) || !rubber_.deals.empty(); }
    std::optional<Error> keep(Deal&& d);
    std::optional<Error> run_beside(Seat dealer, size_t most);

    // generate.cpp: one deal
    bool deal(Seat dealer);
    void shuffle_and_deal(Deal& d);
    Plan plan();
    bool before_the_play();
    Card random_card(CardSet hand, Card except = NO_CARD);

    bool slip(Slip s) const { return plan_.slip == s; }
    bool slip_now(Slip s) const { return plan_.slip == s && t_.tricks_played + 1 == plan_.trick; }
    Deal& cur() { return deal_; }
    void emit(const Event& e) { cur().events.push_back(e); }

    // gen_dialogue.cpp: the declaration and the doubling
    void declaration();
    static Event declares(Seat by, Denom trump);
    void doubling();

    // gen_play.cpp: the play, and the table model (what the fold will make of the same events)
    void play();
    bool incidents_before_the_lead();
    bool false_lead();
    bool play_trick(Seat leader);
    bool renounce(Seat s);
    Card pick_card(Seat s);
    void play_card(Seat s, Card c, CardSet more = {});
    void take_back(Seat s);
    void settle();
    void finish();
    void call_honours();

    // gen_elections.cpp: elections, and whole rubbers
    std::optional<State> oracle();
    bool elect(double p);
    void follow_election(const Event& e);
    std::optional<Error> rubber_goes_on(const Deal& d);

    const GenOptions& o_;
    const Lawbook& book_;
    const Parameters& p_;
    Prng rng_;
    std::vector<Slip> slips_;
    // The log as checked (the thread that checks the deals): the deals handed on, and those of
    // the rubber in progress.
    std::function<void(Deal&&)> take_;
    size_t kept_ = 0;
    GameLog rubber_;
    std::optional<Replayer> replayer_; // and their replay, a deal at a time
    // The deal being made (the thread that makes them).
    Deal deal_;
    int made_ = 0; // deals made, this one included
    State t_;
    Plan plan_;
    std::vector<Call> calls_;
    bool ended_ = false;
    bool together_ = false;
    std::optional<Error> error_;
};

} // namespace bl::gen
