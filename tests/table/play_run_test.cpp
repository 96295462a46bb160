#include "core/card.h"
#include "gen/generate.h"
#include "log/event.h"
#include "table/fold.h"
#include "table/play_run.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace bl;
using bl::test::code;

namespace {

// The deals of a generated log without irregularities (club-1904: a dummy, declarations and
// doublings of every kind).
const GameLog& regular_log() {
    static const GameLog log = [] {
        GenOptions o;
        o.deals = 40;
        o.seed = 7;
        auto log = generate_log(o, code("club-1904"));
        if (!log) throw std::runtime_error(log.error().describe());
        return *log;
    }();
    return log;
}

// A deal's play from its second card: the state then (in the play, the opening lead made) and
// the index of that card.
struct Play {
    const Deal* deal;
    State start;
    int from;
};

Play play_of(const Deal& deal) {
    auto rec = fold_deal(deal, code("club-1904"), "gen.yaml", 1, true);
    if (!rec) throw std::runtime_error(rec.error().describe());
    int first = 0;
    while (deal.events[size_t(first)].verb != Verb::Plays) ++first;
    return {&deal, rec->before(first + 1), first + 1};
}

void expect_same(const State& a, const State& b, const std::string& where) {
    EXPECT_EQ(a.hand, b.hand) << where;
    EXPECT_EQ(a.played, b.played) << where;
    EXPECT_EQ(a.exposed, b.exposed) << where;
    EXPECT_EQ(a.trick.leader, b.trick.leader) << where;
    EXPECT_EQ(a.trick.count, b.trick.count) << where;
    EXPECT_EQ(a.trick.by_seat, b.trick.by_seat) << where;
    EXPECT_EQ(a.trick_done, b.trick_done) << where;
    EXPECT_EQ(a.tricks_played, b.tricks_played) << where;
    EXPECT_EQ(a.won, b.won) << where;
    EXPECT_EQ(a.to_lead, b.to_lead) << where;
}

Event event(const std::string& text) {
    Event e;
    EXPECT_EQ(parse_event_text(text, e), "") << text;
    return e;
}

// W to lead at spades in the play, hands as in the fold tests (N: AKQ4 of spades, E: T98, S:
// J7, W: 6532), hearts trumps.
State spades_led_by_west() {
    State s;
    s.hand = parse_pbn_deal("N:AKQ4.J32.T98.765 T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32")
                 .hands;
    s.phase = Phase::Play;
    s.dealer = S;
    s.trump = HEARTS;
    s.to_lead = W;
    return s;
}

} // namespace

TEST(PlayRun, AWholeDealAtOnceIsTheSameAsCardByCard) {
    for (const Deal& deal : regular_log().deals) {
        const Play p = play_of(deal);
        const int n = int(deal.events.size());
        State whole = p.start, one = p.start;
        std::vector<QuittedTrick> whole_tricks, one_tricks;
        const int stop = play_run(whole, deal.events.data(), p.from, n, true, whole_tricks);
        int i = p.from;
        while (i < n && play_run(one, deal.events.data(), i, i + 1, true, one_tricks) == i + 1) ++i;
        // The generator's deals end on the thirteenth trick's last card, complete, not quitted.
        EXPECT_EQ(stop, n);
        EXPECT_EQ(i, stop);
        expect_same(whole, one, "deal at line " + std::to_string(deal.line));
        EXPECT_EQ(whole.tricks_played, RANKS - 1);
        EXPECT_TRUE(whole.trick_done);
        ASSERT_EQ(whole_tricks.size(), one_tricks.size());
        for (size_t t = 0; t < whole_tricks.size(); ++t) {
            EXPECT_EQ(whole_tricks[t].winner, one_tricks[t].winner);
            EXPECT_EQ(whole_tricks[t].trick.by_seat, one_tricks[t].trick.by_seat);
        }
    }
}

TEST(PlayRun, TheTricksWonAreTheTricksTheirWinnerTookByTheLaws) {
    for (const Deal& deal : regular_log().deals) {
        const Play p = play_of(deal);
        State s = p.start;
        std::vector<QuittedTrick> tricks;
        play_run(s, deal.events.data(), p.from, int(deal.events.size()), true, tricks);
        std::array<int, 2> won{};
        for (size_t t = 0; t < tricks.size(); ++t) {
            // Trick::winner compares the cards one by one; the run finds the winner by masks.
            EXPECT_EQ(tricks[t].winner, tricks[t].trick.winner(s.trump)) << t;
            ++won[side_of(tricks[t].winner)];
            if (t + 1 < tricks.size()) EXPECT_EQ(tricks[t + 1].trick.leader, tricks[t].winner) << t;
        }
        EXPECT_EQ(won[NS], s.won[NS]);
        EXPECT_EQ(won[EW], s.won[EW]);
        EXPECT_EQ(s.to_lead, tricks.back().winner);
    }
}

TEST(PlayRun, TheHistoryHoldsTheStateBeforeEachCardTaken) {
    const Deal& deal = regular_log().deals.at(3);
    const Play p = play_of(deal);
    const int n = int(deal.events.size());
    State s = p.start;
    std::vector<QuittedTrick> tricks;
    std::vector<State> history;
    ASSERT_EQ(play_run(s, deal.events.data(), p.from, n, true, tricks, &history), n);
    // Before `from` is the caller's; then one state for each later card.
    ASSERT_EQ(history.size(), size_t(n - p.from - 1));
    for (int k = p.from + 1; k < n; ++k) {
        State upto = p.start;
        std::vector<QuittedTrick> ignored;
        ASSERT_EQ(play_run(upto, deal.events.data(), p.from, k, true, ignored), k);
        expect_same(history[size_t(k - p.from - 1)], upto, "before event " + std::to_string(k));
        EXPECT_EQ(history[size_t(k - p.from - 1)].phase, Phase::Play);
        EXPECT_EQ(history[size_t(k - p.from - 1)].dealer, p.start.dealer);
    }
}

TEST(PlayRun, StopsUntouchedAtTheFirstCardThatIsNotTheUsualOne) {
    struct Case {
        const char* why;
        std::vector<std::string> events;
        int taken;
    };
    const std::vector<Case> cases = {
        {"a renounce (S holds spades)",
         {"W plays S6", "N plays SA", "E plays S8", "S plays D2"},
         3},
        {"out of turn", {"W plays S6", "E plays S8"}, 1},
        {"a lead out of turn", {"N plays SA"}, 0},
        {"a card not held", {"W plays S6", "N plays SJ"}, 1},
        {"two cards", {"W plays S6", "N plays SA SK"}, 1},
        {"not a play", {"W plays S6", "N exposes SA"}, 1},
        // At a lead the next four events are read together: the first not a play (no card).
        {"not a play at the lead", {"W claims", "W plays S6", "N plays SA", "E plays S8"}, 0},
        {"the next lead not the winner's",
         {"W plays S6", "N plays SA", "E plays S8", "S plays S7", "E plays ST"},
         4},
        // E wins the first trick of clubs, W the second; E, void, trumps the third and leads.
        {"the lead after a trick trumped: N out of turn",
         {"W plays C2", "N plays C5", "E plays CK", "S plays CQ", "E plays C4", "S plays C9",
          "W plays CA", "N plays C6", "W plays C3", "N plays C7", "E plays H7", "S plays C8",
          "E plays HA", "N plays S4"},
         13},
    };
    for (const Case& c : cases) {
        std::vector<Event> events;
        for (const std::string& t : c.events) events.push_back(event(t));
        State s = spades_led_by_west();
        std::vector<QuittedTrick> tricks;
        EXPECT_EQ(play_run(s, events.data(), 0, int(events.size()), true, tricks), c.taken)
            << c.why;
        // The state is that after the cards taken, card by card.
        State upto = spades_led_by_west();
        std::vector<QuittedTrick> ignored;
        for (int i = 0; i < c.taken; ++i) play_run(upto, events.data(), i, i + 1, true, ignored);
        expect_same(s, upto, c.why);
        EXPECT_EQ(s.played.size(), c.taken) << c.why;
    }
}

TEST(PlayRun, ATrickWithARenounceToSettleIsNotQuitted) {
    std::vector<Event> events;
    for (const char* t : {"W plays S6", "N plays SA", "E plays S8", "S plays S7", "N plays SK"})
        events.push_back(event(t));
    State s = spades_led_by_west();
    std::vector<QuittedTrick> tricks;
    EXPECT_EQ(play_run(s, events.data(), 0, 5, false, tricks), 4);
    EXPECT_TRUE(s.trick_done);
    EXPECT_TRUE(tricks.empty());
    EXPECT_EQ(play_run(s, events.data(), 4, 5, true, tricks), 5);
    ASSERT_EQ(tricks.size(), 1u);
    EXPECT_EQ(tricks[0].winner, N);
    EXPECT_EQ(s.won[NS], 1);
    EXPECT_EQ(s.trick.leader, N);
}

TEST(PlayRun, TakesNothingOutsideThePlay) {
    std::vector<Event> events = {event("W plays S6")};
    State s = spades_led_by_west();
    s.phase = Phase::Doubling;
    std::vector<QuittedTrick> tricks;
    EXPECT_EQ(play_run(s, events.data(), 0, 1, true, tricks), 0);
    EXPECT_TRUE(s.played.empty());
}

// A run that quits no trick writes none, into a record that has no buffer yet (replay_fuzz found
// the copy of no tricks from a null pointer, undefined behaviour that clang's UBSan reports).
TEST(PlayRun, ARunThatQuitsNoTrickWritesNone) {
    std::vector<Event> events = {event("W plays S6")};
    State s = spades_led_by_west();
    std::vector<QuittedTrick> tricks;
    EXPECT_EQ(play_run(s, events.data(), 0, 1, true, tricks), 1);
    EXPECT_TRUE(tricks.empty());
    EXPECT_EQ(s.trick.leader, W);
    EXPECT_EQ(s.trick.count, 1);
    EXPECT_TRUE(s.played.has(make_card(SPADES, *parse_rank("6"))));
}

namespace {

// The run of events[from, n) taken at once (whole tricks where they are regular), and card by
// card (each card alone, never a whole trick): the same cards taken, the same state, the same
// tricks quitted.
void expect_whole_as_card_by_card(const State& start, const std::vector<Event>& events, int from,
                                  const std::string& where) {
    const int n = int(events.size());
    State whole = start, one = start;
    std::vector<QuittedTrick> whole_tricks, one_tricks;
    const int stop = play_run(whole, events.data(), from, n, true, whole_tricks);
    int i = from;
    while (i < n && play_run(one, events.data(), i, i + 1, true, one_tricks) == i + 1) ++i;
    EXPECT_EQ(stop, i) << where;
    expect_same(whole, one, where);
    ASSERT_EQ(whole_tricks.size(), one_tricks.size()) << where;
    for (size_t t = 0; t < whole_tricks.size(); ++t) {
        EXPECT_EQ(whole_tricks[t].winner, one_tricks[t].winner) << where << ", trick " << t;
        EXPECT_EQ(whole_tricks[t].trick.leader, one_tricks[t].trick.leader) << where;
        EXPECT_EQ(whole_tricks[t].trick.count, one_tricks[t].trick.count) << where;
        EXPECT_EQ(whole_tricks[t].trick.by_seat, one_tricks[t].trick.by_seat) << where;
    }
    // With the history: the same run, and the state before each card taken after the first,
    // made from the cards taken, as card by card.
    State with = start;
    std::vector<QuittedTrick> with_tricks;
    std::vector<State> history;
    EXPECT_EQ(play_run(with, events.data(), from, n, true, with_tricks, &history), stop) << where;
    expect_same(with, whole, where + ", with the history");
    ASSERT_EQ(history.size(), size_t(std::max(stop - from - 1, 0))) << where;
    State upto = start;
    std::vector<QuittedTrick> ignored;
    for (int k = from; k + 1 < stop; ++k) {
        play_run(upto, events.data(), k, k + 1, true, ignored);
        expect_same(history[size_t(k - from)], upto,
                    where + ", the state before event " + std::to_string(k + 1));
    }
}

} // namespace

// Whole tricks are taken by a faster path than single cards: a card made irregular anywhere in
// the play (another card of the player's, which may be one he has played or a renounce; a card
// by the next seat; two cards; an exposure) stops both at the same card, with the same state.
TEST(PlayRun, AnIrregularCardAnywhereStopsTheWholeTricksWhereItStopsCardByCard) {
    const Deal& deal = regular_log().deals.at(5);
    const Play p = play_of(deal);
    const int n = int(deal.events.size());
    int stopped_early = 0;
    for (int k = p.from; k < n; ++k) {
        const Event& e = deal.events[size_t(k)];
        std::vector<std::pair<std::string, Event>> changes;
        for (Card c : deal.hands[e.by]) {
            if (c == e.card) continue;
            Event other = e;
            other.cards = CardSet::of(c);
            other.card = c;
            changes.push_back({"plays " + card_name(c), other});
        }
        Event by_next = e;
        by_next.by = next(e.by);
        changes.push_back({"by the next seat", by_next});
        Event two = e;
        for (Card c : deal.hands[e.by])
            if (c != e.card) two.cards.add(c);
        changes.push_back({"several cards", two});
        Event exposes = e;
        exposes.verb = Verb::Exposes;
        changes.push_back({"exposes", exposes});
        for (const auto& [what, changed] : changes) {
            std::vector<Event> events = deal.events;
            events[size_t(k)] = changed;
            const std::string where = "event " + std::to_string(k) + " " + what;
            expect_whole_as_card_by_card(p.start, events, p.from, where);
            State s = p.start;
            std::vector<QuittedTrick> tricks;
            stopped_early += play_run(s, events.data(), p.from, n, true, tricks) < n;
        }
    }
    // The seat, the cards and the verb changed stop the run at least (another card may not).
    EXPECT_GE(stopped_early, (n - p.from) * 3);
}

// A run that begins with a trick complete (left by the caller, or by a run stopped at the
// next lead) quits it as the next trick is taken whole, as it would card by card.
TEST(PlayRun, ACompleteTrickBeforeTheRunIsQuittedByTheNextTakenWhole) {
    const Deal& deal = regular_log().deals.at(2);
    const Play p = play_of(deal);
    State s = p.start;
    std::vector<QuittedTrick> tricks;
    // The first trick completed, not quitted: the run stops short of the next lead.
    ASSERT_EQ(play_run(s, deal.events.data(), p.from, p.from + 3, true, tricks), p.from + 3);
    ASSERT_TRUE(s.trick_done);
    ASSERT_TRUE(tricks.empty());
    expect_whole_as_card_by_card(s, deal.events, p.from + 3, "from a complete trick");
    std::vector<QuittedTrick> rest;
    State whole = s;
    ASSERT_EQ(play_run(whole, deal.events.data(), p.from + 3, int(deal.events.size()), true, rest),
              int(deal.events.size()));
    EXPECT_EQ(rest.size(), size_t(RANKS - 1));
    EXPECT_EQ(rest.front().trick.by_seat, s.trick.by_seat);
}

// The run keeps each hand as the hands less the cards played, which holds only when no card is
// in two hands: a deal written with a card twice is left to the long way.
TEST(PlayRun, HandsWithACardTwiceGoTheLongWay) {
    std::vector<Event> events;
    for (const char* t : {"W plays S6", "N plays SA", "E plays S8", "S plays S7"})
        events.push_back(event(t));
    State s = spades_led_by_west();
    s.hand[E].add(make_card(SPADES, ACE)); // SA written in N's hand and in E's
    std::vector<QuittedTrick> tricks;
    EXPECT_EQ(play_run(s, events.data(), 0, 4, true, tricks), 0);
    EXPECT_TRUE(s.played.empty());
    // Without it, the same trick is taken whole.
    State apart = spades_led_by_west();
    EXPECT_EQ(play_run(apart, events.data(), 0, 4, true, tricks), 4);
    EXPECT_TRUE(apart.trick_done);
}

// A trick counted complete with its leader's card missing, as the fold left it after a seat
// played twice to one trick (replay_fuzz: the run read the suit led from the missing card, found
// no winner, and asked for the place of a card the trick did not hold). The fold goes on with it.
TEST(PlayRun, ATrickWithAGapGoesTheLongWay) {
    State s = spades_led_by_west();
    s.trick.leader = W;
    s.trick.count = SEATS;
    s.trick_done = true;
    for (const auto& [seat, card] : {std::pair{N, make_card(SPADES, ACE)},
                                     {E, make_card(SPADES, 6)},
                                     {S, make_card(SPADES, 5)}}) { // SA, S8, S7
        s.hand[seat].remove(card);
        s.played.add(card);
        s.trick.by_seat[seat] = card;
    }
    const std::vector<Event> events = {event("N plays SK")};
    std::vector<QuittedTrick> tricks;
    EXPECT_EQ(play_run(s, events.data(), 0, 1, true, tricks), 0);
    EXPECT_TRUE(tricks.empty());
    EXPECT_EQ(s.trick.count, SEATS);
    // The same trick without the gap is quitted to its winner, who leads the next.
    State whole = s;
    whole.trick.by_seat[W] = make_card(SPADES, 4); // the six
    whole.hand[W].remove(make_card(SPADES, 4));
    EXPECT_EQ(play_run(whole, events.data(), 0, 1, true, tricks), 1);
    EXPECT_EQ(tricks.size(), 1u);
}
