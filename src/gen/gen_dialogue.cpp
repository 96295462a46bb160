// The generator's declaration and doubling dialogue: a player of the time's declaration, and
// the dialogue as the code runs it, with the irregularities of the declaration and the doubling
// committed on purpose.
#include "gen/gen_player.h"
#include "gen/generator.h"

namespace bl::gen {

void Generator::declaration() {
    const Seat dealer = t_.dealer, mate = partner(dealer);
    if (slip(Slip::ExposedBeforeDeclaration)) {
        const Seat by = Seat(rng_.below(SEATS));
        // A card played before there are trumps is a card exposed.
        emit(card_event(by, plan_.variant ? Verb::Plays : Verb::Exposes, random_card(t_.hand[by])));
        if (elect(0.6)) return;
    }
    if (slip(Slip::DeclarationByAdversary)) {
        const Seat by = plan_.variant ? next(dealer) : previous(dealer);
        emit(declares(by, partner_declaration(t_.hand[by])));
        if (elect(0.6)) return;
    }
    if (slip(Slip::DoubleOutOfTurn) && plan_.variant) {
        emit(make_event(next(dealer), Verb::Doubles)); // before there is anything to double
        if (elect(0.4)) return;
    }
    if (slip(Slip::DeclarationUnauthorised)) {
        emit(declares(mate, partner_declaration(t_.hand[mate])));
        elect(0.6);
        return;
    }
    if (slip(Slip::DeclarationPassedBack)) {
        emit(make_event(dealer, Verb::LeavesIt));
        emit(make_event(mate, Verb::LeavesIt));
        if (elect(0.6)) return;
        emit(declares(dealer, dealer_declaration(t_.hand[dealer], false)));
        return;
    }
    const Denom trump = dealer_declaration(t_.hand[dealer], p_.leave_to_partner.value);
    if (trump != NO_DENOM) {
        emit(declares(dealer, trump));
        return;
    }
    emit(make_event(dealer, Verb::LeavesIt));
    emit(declares(mate, partner_declaration(t_.hand[mate])));
}

Event Generator::declares(Seat by, Denom trump) {
    Event e = make_event(by, Verb::Declares);
    e.trump = trump;
    return e;
}

// The dialogue as the code runs it: the engine's own fold says who holds the right to
// speak next, so the generator follows every code's variant of it.
void Generator::doubling() {
    const Seat dealer = t_.dealer, eldest = next(dealer);
    if (slip(Slip::AskOutOfTurn)) {
        emit(make_event(partner(eldest), Verb::AsksToLead));
        if (elect(0.3)) return;
    }
    if (slip(Slip::DoubleOutOfTurn) && !plan_.variant) {
        emit(make_event(partner(eldest), Verb::Doubles)); // before the eldest hand has spoken
        if (elect(0.6)) return;
    }
    if (slip(Slip::RedoubleOutOfTurn)) {
        emit(make_event(partner(dealer), Verb::Doubles));
        if (elect(0.6)) return;
    }
    if (slip(Slip::ExposedBeforeLead)) {
        const Seat by = Seat(rng_.below(SEATS));
        emit(card_event(by, Verb::Exposes, random_card(t_.hand[by])));
        if (elect(0.6)) return;
    }
    for (int turn = 0; turn < 16 && !slip(Slip::LeadWithoutAsking); ++turn) {
        const auto st = oracle();
        if (!st || st->phase != Phase::Doubling || st->doubling_closed || st->speaker == NO_SEAT)
            break;
        const Seat sp = st->speaker;
        const bool declaring = side_of(sp) == side_of(dealer);
        if (wants_to_double(t_.hand[sp], st->trump, declaring, st->doublings))
            emit(make_event(sp, Verb::Doubles));
        else if (!declaring && !st->first_declined)
            emit(make_event(sp, Verb::AsksToLead));
        else if (declaring && p_.ask_declarer_after_double.value && !st->asked)
            emit(make_event(eldest, Verb::AsksToLead));
        else
            emit(make_event(sp, st->asked ? Verb::SaysYes : Verb::IsSatisfied));
    }
    if (const auto st = oracle()) t_.trump = st->trump;
}

} // namespace bl::gen
