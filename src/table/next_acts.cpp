#include "table/next_acts.h"

#include "core/card.h"
#include "table/fold.h"

#include <array>

namespace bl {
namespace {

// The acts of the declaration and the doubling, as the log writes them after the seat.
constexpr std::array<const char*, 10> DIALOGUE = {
    "declares spades",    "declares hearts", "declares diamonds", "declares clubs",
    "declares no-trumps", "leaves it",       "doubles",           "asks to lead",
    "says yes",           "is satisfied"};

// The dialogue as far as a state shows it: an act that changes none of this did nothing.
bool same_dialogue(const State& a, const State& b) {
    return a.phase == b.phase && a.declarer == b.declarer && a.trump == b.trump &&
           a.left == b.left && a.doublings == b.doublings && a.speaker == b.speaker &&
           a.first_declined == b.first_declined && a.asked == b.asked &&
           a.doubling_closed == b.doubling_closed && a.last_doubler == b.last_doubler;
}

// The dialogue is open until the opening lead stands alone on the table (an early lead may
// leave a double open: Club 59, Elwell 56).
bool dialogue_open(const State& s) {
    return s.phase == Phase::Declaration || s.phase == Phase::Doubling ||
           (s.phase == Phase::Play && s.tricks_played == 0 && s.trick.count <= 1);
}

Seat play_turn(const State& s, Denom trump) {
    if (s.phase == Phase::End || s.tricks_played == RANKS) return NO_SEAT;
    if (s.trick_done) return s.trick.winner(trump);
    return s.trick.count == 0 ? s.to_lead : s.trick.next_to_play();
}

class Trial {
  public:
    Trial(const Deal& deal, const Lawbook& book, const std::string& file, int index)
        : deal_(deal), book_(book), file_(file), index_(index) {}

    // The deal with `e` added, folded: what it noted at `e`, and whether it changed anything.
    std::optional<OfferedAct> offer(const Event& e, const State& before, std::string text) {
        Deal tried = deal_;
        tried.events.push_back(e);
        auto rec = fold_deal(tried, book_, file_, index_, false);
        if (!rec) return std::nullopt; // a physical impossibility: not an act to offer
        const int at = int(deal_.events.size());
        for (const Situation& x : rec->situations)
            if (x.event == at) return OfferedAct{e.by, std::move(text), x.id};
        if (same_dialogue(rec->end(), before)) return std::nullopt;
        return OfferedAct{e.by, std::move(text), std::nullopt};
    }

  private:
    const Deal& deal_;
    const Lawbook& book_;
    const std::string& file_;
    int index_;
};

// The leader's lead now, when the dialogue is not over: with any card he holds.
std::optional<OfferedAct> lead(Trial& trial, const State& s) {
    if (s.phase != Phase::Declaration && s.phase != Phase::Doubling) return std::nullopt;
    const Seat leader = next(s.dealer);
    const CardSet held = s.hand[leader] & ~s.played;
    if (held.empty()) return std::nullopt;
    Event e;
    e.by = leader;
    e.verb = Verb::Plays;
    e.card = held.lowest();
    e.cards = CardSet::of(e.card);
    auto offered = trial.offer(e, s, seat_name(leader) + " leads");
    if (offered && !offered->infraction && s.doubling_closed) return std::nullopt; // plain play
    return offered;
}

} // namespace

Result<NextActs> next_acts(const Deal& deal, const Lawbook& book, const std::string& file,
                           int index) {
    auto folded = fold_deal(deal, book, file, index, false);
    if (!folded) return folded.error();
    const State& s = folded->end();
    NextActs out;
    out.phase = s.phase;
    out.turn = play_turn(s, s.trump);
    if (!dialogue_open(s)) return out;
    Trial trial(deal, book, file, index);
    Seat first_regular = NO_SEAT;
    for (int k = 0; k < SEATS; ++k) {
        const Seat by = Seat((deal.dealer + k) % SEATS);
        for (const char* act : DIALOGUE) {
            const std::string text = seat_name(by) + " " + act;
            Event e;
            if (!parse_event_text(text, e).empty()) continue;
            if (auto offered = trial.offer(e, s, text)) {
                if (!offered->infraction && first_regular == NO_SEAT) first_regular = by;
                out.acts.push_back(std::move(*offered));
            }
        }
    }
    if (auto early = lead(trial, s)) out.acts.push_back(std::move(*early));
    if (first_regular != NO_SEAT && s.phase != Phase::Play) out.turn = first_regular;
    return out;
}

} // namespace bl
