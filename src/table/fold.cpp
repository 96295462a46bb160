// The event fold's driver: the deal's lists folded event by event, each event sent to the step
// of its phase (table/fold_state.h lists the files), the usual cards of the play taken by the
// hot path (table/play_run.h).
#include "table/fold.h"

#include "core/card.h"
#include "log/log_fields.h"
#include "table/fold_state.h"
#include "table/play_run.h"

#include <cstdint>

namespace bl {
namespace fold {

Error event_error(const FoldState& f, const Event& e, int i, const std::string& what) {
    return Error{f.file, e.line, e.column,
                 event_place(f.index, f.list, size_t(i)) + ": \"" + event_text(e) + "\": " + what};
}

Situation& note(FoldState& f, Infraction id, Seat offender, int event, Status status) {
    const State& s = f.s;
    Situation x;
    x.id = id;
    x.offender = offender;
    x.event = event;
    // After the last card of the deal the play is over, though the trick is not yet quitted.
    x.phase = s.trick_done && s.tricks_played == RANKS - 1 ? Phase::End : s.phase;
    x.status = status;
    x.trick = s.phase == Phase::Play ? s.tricks_played + 1 : 0;
    // The offender plays Dummy's hand (the three-player games: he sits opposite the seat with no
    // player), whatever seat deals: Dummy Bridge R3 lets him declare from his own hand.
    if (s.absent != NO_SEAT && offender != NO_SEAT && offender == partner(s.absent))
        x.set(Flag::DummyPlayer);
    f.rec.situations.push_back(x);
    return f.rec.situations.back();
}

void note_card(FoldState& f, Infraction id, const Event& e, int i) {
    Situation& x = note(f, id, e.by, i);
    x.card = e.card;
    if (f.p.trump_turned.value && e.card == f.deal.turn_up) x.set(Flag::TrumpCard);
}

namespace {

// Honours "must be called at the end of the hand" (Short Bridge Law 7): a call counts for the
// score once no card is left to play (the last card played, the rest claimed, or every hand
// thrown down); one made while the play goes on does not.
void calls_honours(FoldState& f, const Event& e) {
    const State& s = f.s;
    const bool played_out = s.phase == Phase::End || (s.trick_done && s.tricks_played == RANKS - 1);
    if (played_out || f.claim_by != NO_SEAT || all_down(f))
        f.rec.honours_called[side_of(e.by)] = true;
}

// The rest of the table's talk and acts: remarks and questions, Dummy's hand laid down, the
// score written.
std::optional<Error> apply_other(FoldState& f, const Event& e, int i) {
    switch (e.verb) {
    case Verb::Cut: f.s.cut = true; break;
    case Verb::Suggests: note(f, Infraction::DummySuggestion, e.by, i).card = e.card; break;
    case Verb::CallsAttention: note(f, Infraction::AttentionToTrick, e.by, i); break;
    case Verb::DrawsAttention: draws_attention(f, e, i); break;
    case Verb::Consults: note(f, Infraction::Consultation, e.by, i); break;
    case Verb::LaysDown: f.s.dummy_down = true; break;
    case Verb::AsksHavingNone: asks_having_none(f, e); break;
    case Verb::Answers:
        if (e.answer == Answer::None) establish_suspended(f, e.by);
        break;
    case Verb::Cuts:
    case Verb::Shuffles:
    case Verb::DealsWith:
        return event_error(f, e, i,
                           "the cut, the shuffle and the pack of a deal are written in its "
                           "\"during-deal\" list");
    case Verb::TouchesCards:
    case Verb::Interrupts:
    case Verb::OmitsCut:
        return event_error(f, e, i,
                           "this happens while the cards are dealt: write it in the deal's "
                           "\"during-deal\" list");
    case Verb::Scores: f.rec.scores_written = true; break; // checked once the deal is scored
    case Verb::CallsHonours: calls_honours(f, e); break;
    default: break; // questions, answers: recorded in the log, no change
    }
    return std::nullopt;
}

std::optional<Error> apply(FoldState& f, const Event& e, int i) {
    if (e.verb == Verb::Plays) f.new_deal = -1; // the play went on: no new deal was had
    switch (e.verb) {
    case Verb::Declares: declares(f, e, i); break;
    case Verb::LeavesIt: leaves_it(f, e, i); break;
    case Verb::Doubles: doubles(f, e, i); break;
    case Verb::AsksToLead: asks_to_lead(f, e, i); break;
    case Verb::SaysYes: declines(f, e, true); break;
    case Verb::IsSatisfied: declines(f, e, false); break;
    case Verb::Plays: return plays(f, e, i);
    case Verb::Exposes: return exposes(f, e, i);
    case Verb::TakesBack: return takes_back(f, e, i);
    case Verb::Quits: quits(f, i); break;
    case Verb::Elects: elects(f, e, i); break;
    case Verb::Calls: calls(f, e, i); break;
    case Verb::ThrowsDown: throws_down(f, e, i); break;
    case Verb::Claims: claims(f, e, i); break;
    case Verb::LooksAt: return looks_at(f, e, i);
    case Verb::TakesUp: takes_up(f, e, i); break;
    case Verb::NamesTrumpCard: names_trump_card(f, e, i); break;
    case Verb::ForgetsTrumpCard: return forgets_trump_card(f, e, i);
    case Verb::Counts: counts(f, e.by, i); break;
    case Verb::ShowsOtherPack: return shows_other_pack(f, e, i);
    default: return apply_other(f, e, i);
    }
    return std::nullopt;
}

// The usual cards from event i on, short of `to` (play_run.h), with the states before them
// when the history is kept; the first event not taken. Anything open goes the long way, and
// so does a trick to quit with a renounce to settle. Kept beside the loop that calls it at
// almost every trick, where it is inlined: called in fold_play.cpp it cost the fold about a
// hundred instructions a deal (callgrind, docs/performance.md).
inline int usual_cards(FoldState& f, int i, int to, std::vector<State>* history) {
    if (f.open) return i;
    const uint8_t tricks_before = f.s.tricks_played;
    const int next =
        play_run(f.s, f.deal.events.data(), i, to, f.renounces.empty(), f.rec.tricks, history);
    if (next > i) f.new_deal = -1;
    if (f.s.tricks_played != tricks_before) {
        // What `quit` clears beyond the trick (the rest is clear when nothing is open).
        f.disobeyed.clear();
        f.together_by = NO_SEAT;
    }
    return next;
}

// Two loops, so that the test for the history is not made at every event of the fast path.
// From event `from` to the end (the number of events returned) or, without history and
// `until_irregular`, to the event where the first situation is noted (its index returned,
// the state before it in f.before).
template <bool keep_history>
Result<int> fold_events(FoldState& f, int from, bool until_irregular = false) {
    const Event* events = f.deal.events.data();
    const int n = int(f.deal.events.size());
    if (keep_history) f.rec.history.reserve(f.rec.history.size() + size_t(n - from) + 1);
    for (int i = from; i < n; ++i) {
        if (keep_history) f.rec.history.push_back(f.s);
        const Event& e = events[i];
        if (e.verb == Verb::Plays) {
            const int next = usual_cards(f, i, n, keep_history ? &f.rec.history : nullptr);
            if (next > i) {
                i = next - 1;
                continue;
            }
        }
        f.current = i;
        if (!keep_history && until_irregular) f.before = f.s; // the long path only: a few a deal
        if (auto err = apply(f, e, i)) return *err;
        f.open = something_open(f);
        if (!keep_history && until_irregular && !f.rec.situations.empty()) return i;
    }
    return n;
}

std::optional<Error> fold_during_deal(FoldState& f) {
    f.list = "during-deal";
    for (size_t i = 0; i < f.deal.during_deal.size(); ++i)
        if (auto e = during_deal(f, f.deal.during_deal[i], int(i))) return e;
    f.list = "events";
    return std::nullopt;
}

std::optional<Error> run(FoldState& f, History history) {
    if (auto e = start(f)) return e;
    if (auto e = fold_during_deal(f)) return e;
    deal_facts(f);
    const int n = int(f.deal.events.size());
    // An irregularity of the deal itself is ruled on with the states from the first event.
    if (history == History::FromFirstIrregularity && !f.rec.situations.empty())
        history = History::Whole;
    f.rec.history_from = history == History::Whole ? 0 : n;
    auto stopped = history == History::Whole
                       ? fold_events<true>(f, 0)
                       : fold_events<false>(f, 0, history == History::FromFirstIrregularity);
    if (!stopped) return stopped.error();
    if (*stopped < n) {
        // The first irregularity: the state before its event, kept as the event went by.
        f.rec.history_from = *stopped;
        f.rec.history.push_back(f.before);
        if (auto rest = fold_events<true>(f, *stopped + 1); !rest) return rest.error();
    }
    f.current = n;
    finish(f);
    f.rec.history.push_back(f.s);
    return std::nullopt;
}

// The deal's events asked of memory all at once, before the fold reads the first. An archive of
// thousands of deals held in memory no longer fits the core's cache (10 000 deals: 17 MB of
// events); a deal's 1.7 KB then arrive together, not a line at a time as the play reaches them.
void prefetch_events(const Deal& deal) {
    constexpr uintptr_t line = 64; // the cache line of x86-64 cores (and of most ARM64 ones)
    const auto first = reinterpret_cast<uintptr_t>(deal.events.data());
    const uintptr_t end = first + deal.events.size() * sizeof(Event);
    for (uintptr_t a = first & ~(line - 1); a < end; a += line)
        __builtin_prefetch(reinterpret_cast<const void*>(a));
}

} // namespace
} // namespace fold

void DealRecord::clear() {
    history.clear();
    history_from = 0;
    tricks.clear();
    situations.clear();
    ends = DealEnd::Played;
    scores_written = false;
    honours_called = {};
}

std::optional<Error> fold_deal_into(DealRecord& rec, const Deal& deal, const Lawbook& book,
                                    const std::string& file, int index, History history,
                                    Seat rubber_first_dealer) {
    fold::prefetch_events(deal);
    rec.clear();
    fold::FoldState f(deal, book, file, index, rec);
    f.first_dealer = rubber_first_dealer == NO_SEAT ? deal.dealer : rubber_first_dealer;
    return fold::run(f, history);
}

bool fold_reads_first_dealer(const Parameters& p) { return p.dummy_seat_first_dealer.value; }

Result<DealRecord> fold_deal(const Deal& deal, const Lawbook& book, const std::string& file,
                             int index, bool keep_history) {
    DealRecord rec;
    if (auto e = fold_deal_into(rec, deal, book, file, index,
                                keep_history ? History::Whole : History::End))
        return *e;
    return rec;
}

} // namespace bl
