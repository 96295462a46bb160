// The fold's first phase, the deal: the hands checked as dealt, the trump card turned where the
// code turns it, and what happens while the cards are cut and dealt (the `during-deal` list:
// cutting, shuffling, the pack used, cards exposed or looked at by the dealer).
#include "core/card.h"
#include "table/fold_state.h"

#include <algorithm>

namespace bl::fold {

namespace {

// Thirteen cards written to each hand, and the hands a whole pack without a card twice, make
// thirteen cards in each (a hand's count is at least its size). The hands cover the pack and hold
// fifty-two cards between them only when no card is twice. Worked without branches: almost every
// deal is perfect. Where it is not, the irregularity of the deal is noted.
void check_hands(FoldState& f) {
    CardSet all;
    int written_wrong = 0, held = 0;
    for (int seat = 0; seat < SEATS; ++seat) {
        written_wrong |= f.deal.counts[seat] ^ RANKS;
        held += f.deal.hands[seat].size();
        all |= f.deal.hands[seat];
    }
    const bool counts = written_wrong == 0;
    const bool perfect_pack = (all == CardSet::full()) & (held == CARDS);
    if (counts && perfect_pack) return;
    f.s.phase = Phase::Deal;
    // Where the code has misdeals, a perfect pack wrongly distributed is a misdeal (Short
    // Bridge Law 44 IV); a pack proved imperfect is a new deal by the same dealer (37, 47).
    note(f,
         f.p.misdeal_loses_deal.value && perfect_pack ? Infraction::Misdeal
                                                      : Infraction::DealIrregular,
         f.deal.dealer, -1);
}

// Where the code turns the trump card, the last card dealt: the play follows at once.
std::optional<Error> turn_trump(FoldState& f) {
    const Deal& deal = f.deal;
    const auto error = [&](const std::string& what) {
        return Error{f.file, deal.line, 0, "deal " + std::to_string(f.index) + ": " + what};
    };
    if (deal.turn_up == NO_CARD)
        return error("this code turns the trump card; give \"turn-up: CARD\"");
    if (!deal.hands[deal.dealer].has(deal.turn_up))
        return error("the turn-up " + card_name(deal.turn_up) +
                     " is the last card dealt, so it is one of the dealer's (" +
                     seat_name(deal.dealer) + ")");
    f.s.trump = suit_of(deal.turn_up);
    f.s.phase = Phase::Play;
    f.s.doubling_closed = true;
    return std::nullopt;
}

// The pack cut for this deal (cards exposed in cutting), and shuffled after the cut
// (docs/log-additions.md). A fresh cut after a shuffle is the remedy, not another fault.
void cut_and_shuffle(FoldState& f, const Event& e, int i) {
    if (e.verb == Verb::Cuts) {
        if (!e.cards.empty()) note(f, Infraction::CutIrregular, e.by, i).card = e.card;
        f.pack_cut = true;
    } else {
        if (f.pack_cut) note(f, Infraction::ShuffleAfterCut, e.by, i);
        f.pack_cut = false;
    }
}

// Three hands of thirteen, `by`'s fewer, and no card twice.
bool only_short(const FoldState& f, Seat by) {
    const Deal& deal = f.deal;
    CardSet all;
    for (int seat = 0; seat < SEATS; ++seat) {
        if ((all & deal.hands[seat]).size() > 0 || deal.hands[seat].size() != deal.counts[seat])
            return false;
        if (seat == by ? deal.counts[seat] >= RANKS : deal.counts[seat] != RANKS) return false;
        all |= deal.hands[seat];
    }
    return true;
}

// The omitted cut found while the cards are dealt (Short Bridge 44 VII, Club 39 VII, Elwell
// 38 f): where the code has misdeals it is one, elsewhere a new deal. Found only once the deal
// is complete, the law gives nothing ("but not after having done so"): nothing is noted. Nor
// once the adversaries have looked at their cards ("and before looking at their cards"): either
// of them, the words naming the two together.
void finds_cut_omitted(FoldState& f, Seat by, int i) {
    if (f.cut_omitted < 0 || f.cut_omission_found || side_of(by) == side_of(f.deal.dealer)) return;
    if (f.s.has_looked(by) || f.s.has_looked(partner(by))) return;
    f.cut_omission_found = true;
    note(f, f.p.misdeal_loses_deal.value ? Infraction::Misdeal : Infraction::DealIrregular,
         f.deal.dealer, i);
}

// What the other players do while the dealer deals (docs/log-additions.md): touch the cards,
// interrupt him, point out that the pack was not cut; and the dealer omitting the cut.
std::optional<Error> while_dealing(FoldState& f, const Event& e, int i) {
    const Seat dealer = f.deal.dealer;
    const bool is_dealer = e.by == dealer;
    if (e.verb == Verb::OmitsCut && !is_dealer)
        return event_error(f, e, i,
                           "the dealer omits to have the pack cut to him; " + seat_name(e.by) +
                               " is not the dealer (" + seat_name(dealer) + ")");
    if (e.verb == Verb::OmitsCut && f.pack_cut)
        return event_error(f, e, i, "the pack was cut (a \"cuts\" above): remove one of them");
    if ((e.verb == Verb::TouchesCards || e.verb == Verb::Interrupts) && is_dealer)
        return event_error(f, e, i,
                           "the dealer handles the cards as he deals; \"touches cards\" and "
                           "\"interrupts\" are written for the other three players");
    if (e.verb == Verb::OmitsCut) f.cut_omitted = i;
    if (e.verb == Verb::TouchesCards && f.first_toucher == NO_SEAT) f.first_toucher = e.by;
    // Law 50 names the adversaries; the dealer's partner interrupting him is no matter.
    if (e.verb == Verb::Interrupts && side_of(e.by) != side_of(dealer)) f.interrupted = true;
    if (e.verb == Verb::DrawsAttention) finds_cut_omitted(f, e.by, i);
    return std::nullopt;
}

bool while_dealing_verb(Verb v) {
    return v == Verb::TouchesCards || v == Verb::Interrupts || v == Verb::OmitsCut ||
           v == Verb::DrawsAttention;
}

} // namespace

void deal_facts(FoldState& f) {
    for (Situation& x : f.rec.situations) {
        if (x.phase != Phase::Deal || x.offender == NO_SEAT) continue;
        if (x.id != Infraction::Misdeal && x.id != Infraction::ExposedInDeal) continue;
        if (f.first_toucher != NO_SEAT && side_of(f.first_toucher) != side_of(x.offender))
            x.set(Flag::OffendedTouchedFirst);
        if (x.id == Infraction::Misdeal && f.interrupted) x.set(Flag::DealerInterrupted);
    }
}

std::optional<Error> start(FoldState& f) {
    f.s.dealer = f.deal.dealer;
    f.s.hand = f.deal.hands;
    f.s.to_lead = next(f.deal.dealer);
    if (f.p.dummy_absent.value)
        f.s.absent = f.p.dummy_seat_first_dealer.value ? f.first_dealer : partner(f.deal.dealer);
    check_hands(f);
    if (f.p.trump_turned.value) return turn_trump(f);
    f.s.phase = Phase::Declaration;
    return std::nullopt;
}

std::optional<Error> during_deal(FoldState& f, const Event& e, int i) {
    const Phase saved = f.s.phase;
    f.s.phase = Phase::Deal;
    if (e.verb == Verb::Exposes)
        note_card(f, Infraction::ExposedInDeal, e, i);
    else if (e.verb == Verb::LooksAt && e.seat != NO_SEAT) {
        if (auto err = looks_in_deal(f, e, i)) return err;
    } else if (e.verb == Verb::LooksAt && e.card == NO_CARD)
        return event_error(f, e, i,
                           "while the cards are dealt, \"looks at\" names the card the dealer "
                           "looked at, e.g. \"S looks at DQ\", or the player's own cards, e.g. "
                           "\"W looks at W\"");
    else if (e.verb == Verb::LooksAt)
        note_card(f, Infraction::DealerLooked, e, i);
    else if (e.verb == Verb::Cuts || e.verb == Verb::Shuffles)
        cut_and_shuffle(f, e, i);
    else if (while_dealing_verb(e.verb)) {
        if (auto err = while_dealing(f, e, i)) return err;
    }
    // A claim made, or the deal stopped, while the cards are dealt.
    else if (e.verb == Verb::Elects)
        elects(f, e, i, true);
    // The adversaries' pack.
    else if (e.verb == Verb::DealsWith && e.side != side_of(f.deal.dealer))
        note(f, Infraction::WrongPack, e.by, i);
    else if (e.verb != Verb::DealsWith)
        return event_error(f, e, i,
                           "only \"cuts\", \"shuffles\", \"omits cut\", \"deals with\", "
                           "\"exposes\", \"looks at\", \"touches cards\", \"interrupts\", "
                           "\"draws attention\" and \"elects\" happen while the cards are cut "
                           "and dealt");
    f.s.phase = saved;
    return std::nullopt;
}

// "W counts": a player counts his cards. A hand short with the other three right, found only
// after its holder has played a card, was found then (Club Law 43), not at the deal.
void counts(FoldState& f, Seat by, int i) {
    auto& situations = f.rec.situations;
    const bool played = (f.deal.hands[by] & f.s.played).size() > 0;
    auto start = std::find_if(situations.begin(), situations.end(),
                              [](const Situation& x) { return x.event == -1; });
    if (!played || start == situations.end() || !only_short(f, by)) return;
    const Situation found = *start;
    situations.erase(start);
    note(f, found.id, found.offender, i);
}

// A card of the other pack found among the cards dealt to the player (written in his hand).
std::optional<Error> shows_other_pack(FoldState& f, const Event& e, int i) {
    if (!f.deal.hands[e.by].has(e.card))
        return event_error(f, e, i, seat_name(e.by) + " was not dealt " + card_name(e.card));
    note(f, Infraction::WrongPack, e.by, i).card = e.card;
    return std::nullopt;
}

} // namespace bl::fold
