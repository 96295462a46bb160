// The fold's last phase: claims and the end of the hand. A claim of a penalty (the election of an
// option the law gives), a claim of the remaining tricks, cards thrown down on the table, and the
// end of the log: the last trick quitted, renounces settled as revokes, the tricks claimed given,
// and how the deal ended (played, abandoned, a new deal).
#include "table/fold_state.h"
#include "table/ruling.h"

#include <algorithm>

namespace bl::fold {

namespace {

struct Target {
    Situation* situation = nullptr;
    const Rule* rule = nullptr; // the situation's rule, where it offers the option
};

// An election answers the open situation whose rule offers that option to the player who makes
// it: the latest such, whatever the order of the situations or of the elections (both sides
// revoking, Club 99: each side's election goes to the other side's revoke). Failing that, the
// latest whose rule offers the option (the player is then not entitled, and the ruling says so);
// failing that, the latest open one, so the wrong election is reported. `card`: a call of an
// exposed card answers the situation of that card first.
Target election_target(FoldState& f, Option option, Seat by, Card card) {
    Target entitled, offered, any;
    auto& situations = f.rec.situations;
    for (auto it = situations.rbegin(); it != situations.rend(); ++it) {
        if (it->elected_event >= 0 || it->elected_in_deal || it->status == Status::Waived) continue;
        if (!any.situation) any.situation = &*it;
        const Rule* r = find_rule(f.book, *it, f.s);
        if (!r || std::find(r->options.begin(), r->options.end(), option) == r->options.end()) continue;
        const auto who = electors_of(f.book, *r, *it, f.s);
        // "The claim may not be made by a player who has looked at any of his cards" (Club 40).
        const bool barred = r->until == Until::ClaimantLooked && f.s.has_looked(by);
        const bool may =
            !barred && (who.empty() || std::find(who.begin(), who.end(), by) != who.end());
        const bool this_card = card != NO_CARD && it->card == card;
        if (may && (!entitled.situation || (this_card && entitled.situation->card != card))) entitled = {&*it, r};
        if (!offered.situation) offered = {&*it, r};
    }
    return entitled.situation ? entitled : offered.situation ? offered : any;
}

// Every hand face upwards on the table (Dummy's counts once it is laid down): the hands are
// abandoned (Club 77). A fact of every situation of the deal: the cards thrown down, and a
// revoke established on the abandoned hands (Short Bridge 59).
void mark_all_down(FoldState& f) {
    if (!all_down(f)) return;
    for (Situation& x : f.rec.situations) x.set(Flag::AllDown);
}

// The log ends on a claim: the tricks still to play go as claimed (the rest, or that many).
void settle_claim(FoldState& f) {
    State& s = f.s;
    const int remaining = RANKS - s.tricks_played;
    const int claimed = f.claim_tricks < 0 ? remaining : std::min<int>(f.claim_tricks, remaining);
    s.won[side_of(f.claim_by)] += uint8_t(claimed);
    s.won[other(side_of(f.claim_by))] += uint8_t(remaining - claimed);
    s.tricks_played = RANKS;
    s.trick = Trick{};
    s.phase = Phase::End;
}

} // namespace

bool all_down(const FoldState& f) {
    uint8_t down = f.thrown_down;
    if (f.s.dummy_down) down |= uint8_t(1u << f.s.dummy_seat());
    return down == (1u << SEATS) - 1;
}

// Only an option the law gives takes effect in the play: a call, a new deal, a double refused.
void elects(FoldState& f, const Event& e, int i, bool in_deal) {
    const Target t = election_target(f, e.option, e.by, e.card);
    // The table agreed on a new deal, whether or not the law gave it, unless the play goes on.
    if (e.option == Option::NewDeal) f.new_deal = i;
    if (!t.situation) return;
    Situation& x = *t.situation;
    x.elected_event = in_deal ? -1 : i;
    x.elected_in_deal = in_deal;
    x.elected = e.option;
    x.elected_by = e.by;
    x.elected_suit = e.suit;
    x.elected_card = e.card;
    x.claimant_looked = f.s.has_looked(e.by);
    x.late = f.s.cut;
    if (!t.rule) {
        // A penalty is due, and another than the law gives is demanded (Elwell Law 102).
        const Rule* due = find_rule(f.book, x, f.s);
        // (Where the penalty is fixed, it is claimed under another name: it stands.)
        if (due && due->provision == Provision::Penalty && due->options.size() > 1)
            note(f, Infraction::WrongPenalty, e.by, i);
        return;
    }
    if (auto c = call_from_election(e.option, x, f.s, e.suit, e.card)) f.calls.push_back(*c);
    doubling_election(f, x, e.option, *t.rule);
}

// A call of an exposed card, or of a suit, with no election before it is the choice of calling
// (log-format: "A `calls` with no `elects` before it is the choice of calling"): it claims the
// call the law gives, and the ruling has it as elected.
void claim_by_call(FoldState& f, const Event& e, int i, Option option) {
    const Target t = election_target(f, option, e.by, e.card);
    if (!t.situation || !t.rule) return;
    // A called card answers its own exposure; two played at once, or a hand thrown down, is one
    // situation for several cards.
    const Situation& y = *t.situation;
    if (option == Option::CallCard && y.card != NO_CARD && y.card != e.card && y.id != Infraction::CardsPlayedTogether) return;
    Situation& x = *t.situation;
    x.elected_event = i;
    x.elected = option;
    x.elected_by = e.by;
    x.elected_suit = e.suit;
    x.elected_card = e.card;
    x.claimant_looked = f.s.has_looked(e.by);
    x.late = f.s.cut;
}

void throws_down(FoldState& f, const Event& e, int i) {
    Situation& x = note(f, Infraction::CardsThrownDown, e.by, i);
    if (f.claim_by != NO_SEAT && f.claim_by == f.s.dealer) x.set(Flag::AfterClaim);
    f.thrown_down |= uint8_t(1u << e.by);
    f.thrown |= f.s.hand[e.by];
}

void claims(FoldState& f, const Event& e, int i) {
    note(f, Infraction::Claim, e.by, i);
    f.claim_by = e.by;
    f.claim_tricks = e.tricks;
}

void finish(FoldState& f) {
    mark_all_down(f);
    if (f.s.trick_done) quit(f);
    for (int r : f.renounces) settle(f, r);
    for (int r : f.suspended) settle(f, r);
    f.renounces.clear();
    f.suspended.clear();
    if (f.new_deal >= 0) {
        f.rec.ends = DealEnd::NewDeal;
        return;
    }
    if (f.s.tricks_played < RANKS && f.claim_by != NO_SEAT) settle_claim(f);
    if (f.s.tricks_played < RANKS) f.rec.ends = DealEnd::Abandoned;
}

} // namespace bl::fold
