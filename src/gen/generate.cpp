#include "gen/generate.h"

#include "table/calls.h"
#include "table/fold.h"
#include "gen/gen_player.h"
#include "core/prng.h"
#include "replay/replay.h"
#include "table/ruling.h"
#include "scoring/scoring.h"

#include <algorithm>
#include <array>
#include <optional>

namespace bl {

namespace {

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

Event make_event(Seat by, Verb verb) {
    Event e;
    e.by = by;
    e.verb = verb;
    return e;
}

Event card_event(Seat by, Verb verb, Card c, CardSet more = {}) {
    Event e = make_event(by, verb);
    e.card = c;
    e.cards = more | CardSet::of(c);
    return e;
}

class Generator {
  public:
    Generator(const GenOptions& o, const Lawbook& book) : o_(o), book_(book), p_(book.params), rng_(o.seed) {
        slips_ = {Slip::IrregularHands,      Slip::ExposedInDeal,
                  Slip::DealerLooked,        Slip::LeadOutOfTurn,
                  Slip::LeadOutOfTurn,       Slip::RenounceCorrected,
                  Slip::RenounceCorrected,   Slip::RenounceEstablished,
                  Slip::RenounceEstablished, Slip::ExposedCard,
                  Slip::ExposedCard,         Slip::CardsPlayedTogether,
                  Slip::PlayedBeforePartner, Slip::Consults,
                  Slip::CallsAttention,      Slip::Claims,
                  Slip::LooksAtTrick};
        if (!p_.trump_turned.value)
            slips_.insert(slips_.end(), {Slip::ExposedBeforeDeclaration, Slip::DeclarationByAdversary, Slip::DeclarationUnauthorised,
                                         Slip::DoubleOutOfTurn, Slip::RedoubleOutOfTurn, Slip::AskOutOfTurn, Slip::ExposedBeforeLead,
                                         Slip::LeadWithoutAsking});
        if (!p_.trump_turned.value && p_.leave_to_partner.value) slips_.push_back(Slip::DeclarationPassedBack);
        if (p_.dummy.value) slips_.insert(slips_.end(), {Slip::DummySuggests, Slip::DrawsAttention});
        if (p_.dummy.value && !p_.dummy_absent.value) slips_.push_back(Slip::DummyLooks);
    }

    Result<GameLog> run() {
        log_.code = book_.id;
        log_.players = {"Mr. A", "Mr. Y", "Mr. B", "Mr. Z"};
        rubber_.code = book_.id;
        Seat dealer = Seat(rng_.below(SEATS));
        // Whole rubbers: past the deals asked for, play on until the rubber in progress ends.
        const size_t most = size_t(o_.deals) + 1000;
        while (log_.deals.size() < size_t(o_.deals) || !rubber_.deals.empty()) {
            const bool again = deal(dealer);
            if (error_) return *error_;
            if (auto e = rubber_goes_on()) return *e;
            if (!again) dealer = next(dealer); // a new deal is dealt by the same dealer
            if (log_.deals.size() >= most) break;
        }
        return std::move(log_);
    }

  private:
    // --- one deal --------------------------------------------------------------------------

    // Deals and plays one deal into the log; true when it ended in a new deal.
    bool deal(Seat dealer) {
        Deal d;
        d.dealer = dealer;
        shuffle_and_deal(d);
        log_.deals.push_back(std::move(d));
        t_ = State{};
        t_.dealer = dealer;
        t_.hand = cur().hands;
        t_.to_lead = next(dealer);
        t_.trump = p_.trump_turned.value ? Denom(suit_of(cur().turn_up)) : NO_DENOM;
        calls_.clear();
        ended_ = false;
        plan_ = plan();
        if (before_the_play()) return true;
        if (!p_.trump_turned.value) {
            declaration();
            if (ended_ || error_) return ended_;
            doubling();
            if (ended_ || error_) return ended_;
        }
        play();
        if (!ended_ && !error_) finish();
        return ended_;
    }

    // The pack shuffled and dealt one card at a time from the eldest hand, so the last card
    // (the turn-up, where the code turns one) is the dealer's.
    void shuffle_and_deal(Deal& d) {
        std::vector<Card> pack(CARDS);
        for (int c = 0; c < CARDS; ++c) pack[c] = Card(c);
        rng_.shuffle(pack);
        Seat s = next(d.dealer);
        for (Card c : pack) {
            d.hands[s].add(c);
            s = next(s);
        }
        d.counts = {RANKS, RANKS, RANKS, RANKS};
        if (p_.trump_turned.value) d.turn_up = pack.back();
    }

    Plan plan() {
        Plan p;
        if (!rng_.chance(o_.infractions)) return p;
        p.slip = rng_.pick(slips_);
        p.trick = 1 + int(rng_.below(12));
        p.followers = int(rng_.below(4));
        p.variant = rng_.chance(0.5);
        return p;
    }

    bool slip(Slip s) const { return plan_.slip == s; }
    bool slip_now(Slip s) const { return plan_.slip == s && t_.tricks_played + 1 == plan_.trick; }
    Deal& cur() { return log_.deals.back(); }
    void emit(const Event& e) { cur().events.push_back(e); }

    // Irregular hands and the incidents of the deal itself; true when the deal ends there.
    bool before_the_play() {
        Deal& d = cur();
        const Seat dealer = d.dealer;
        if (slip(Slip::IrregularHands)) {
            // A card in the wrong hand (one hand of fourteen, one of twelve), or a card of
            // another pack (one card twice, one missing). The turn-up stays the dealer's.
            const Seat from = Seat(rng_.below(SEATS)), to = Seat((from + 1 + rng_.below(3)) % SEATS);
            const Card moved = random_card(d.hands[from], d.turn_up);
            const Card copy = random_card(d.hands[to], d.turn_up);
            if (moved != NO_CARD && copy != NO_CARD) {
                d.hands[from].remove(moved);
                if (plan_.variant) {
                    d.hands[to].add(moved);
                    ++d.counts[to], --d.counts[from];
                } else {
                    d.hands[from].add(copy);
                }
                t_.hand = d.hands;
            }
            elect(0.9);
        }
        if (slip(Slip::ExposedInDeal)) {
            const Seat by = Seat(rng_.below(SEATS));
            d.during_deal.push_back(card_event(by, Verb::Exposes, random_card(d.hands[by])));
            elect(0.6);
        }
        if (slip(Slip::DealerLooked)) {
            d.during_deal.push_back(card_event(dealer, Verb::LooksAt, random_card(d.hands[dealer])));
            elect(0.6);
        }
        return ended_ || error_.has_value();
    }

    Card random_card(CardSet hand, Card except = NO_CARD) {
        if (except != NO_CARD) hand.remove(except);
        if (hand.empty()) return NO_CARD;
        // The k-th card of the hand, lowest first.
        uint64_t k = rng_.below(uint64_t(hand.size()));
        for (Card c : hand)
            if (k-- == 0) return c;
        return NO_CARD;
    }

    // --- the declaration and the doubling --------------------------------------------------

    void declaration() {
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

    static Event declares(Seat by, Denom trump) {
        Event e = make_event(by, Verb::Declares);
        e.trump = trump;
        return e;
    }

    // The dialogue as the code runs it: the engine's own fold says who holds the right to
    // speak next, so the generator follows every code's variant of it.
    void doubling() {
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
            if (!st || st->phase != Phase::Doubling || st->doubling_closed || st->speaker == NO_SEAT) break;
            const Seat sp = st->speaker;
            const bool declaring = side_of(sp) == side_of(dealer);
            if (wants_to_double(t_.hand[sp], st->trump, declaring, st->doublings)) emit(make_event(sp, Verb::Doubles));
            else if (!declaring && !st->first_declined) emit(make_event(sp, Verb::AsksToLead));
            else if (declaring && p_.ask_declarer_after_double.value && !st->asked) emit(make_event(eldest, Verb::AsksToLead));
            else emit(make_event(sp, st->asked ? Verb::SaysYes : Verb::IsSatisfied));
        }
        if (const auto st = oracle()) t_.trump = st->trump;
    }

    // --- the play --------------------------------------------------------------------------

    void play() {
        for (int trick = 1; trick <= RANKS && !ended_ && !error_; ++trick) {
            settle();
            if (!incidents_before_the_lead()) return;
            if (slip_now(Slip::LeadOutOfTurn)) {
                if (!false_lead()) return;
                if (t_.trick_done) continue; // all followed: the trick stands
            }
            if (!play_trick(t_.to_lead)) return;
        }
    }

    // Incidents between tricks; false when the deal ends.
    bool incidents_before_the_lead() {
        const Seat dealer = t_.dealer, dummy = partner(dealer);
        const Seat defender = rng_.chance(0.5) ? next(dealer) : previous(dealer);
        if (slip_now(Slip::ExposedCard) && !t_.hand[defender].empty()) {
            emit(card_event(defender, Verb::Exposes, random_card(t_.hand[defender])));
            elect(0.6);
        } else if (slip_now(Slip::Consults)) {
            emit(make_event(defender, Verb::Consults));
            elect(0.3);
        } else if (slip_now(Slip::DummySuggests) && !t_.hand[dummy].empty()) {
            emit(card_event(dummy, Verb::Suggests, random_card(t_.hand[dummy])));
            elect(0.3);
        } else if (slip_now(Slip::DrawsAttention)) {
            emit(make_event(dummy, Verb::DrawsAttention));
            elect(0.3);
        } else if (slip_now(Slip::Claims)) {
            emit(make_event(dealer, Verb::Claims));
            elect(0.3);
        } else if (slip_now(Slip::LooksAtTrick) && t_.tricks_played > 1) {
            // The last trick turned (lawful in some codes) or one before it, by number or not.
            // The trick just played is on the table until the next lead turns it.
            const int quitted = t_.tricks_played - 1;
            Event e = make_event(Seat(rng_.below(SEATS)), Verb::LooksAt);
            e.tricks = int8_t(rng_.chance(0.3) ? 0 : 1 + rng_.below(quitted));
            emit(e);
        } else if (slip_now(Slip::DummyLooks)) {
            // Over an adversary's hand, or watching his partner's play.
            Event e = make_event(dummy, Verb::LooksAt);
            e.seat = rng_.chance(0.8) ? defender : dealer;
            emit(e);
        }
        return !ended_ && !error_;
    }

    // A lead by the wrong hand, followed by 0-3 players; when not all have played, every card
    // is taken back and the right hand leads. False when the deal ends.
    bool false_lead() {
        const Seat right = t_.to_lead;
        const Seat wrong = Seat((right + 1 + rng_.below(3)) % SEATS);
        Seat s = wrong;
        std::vector<Seat> played;
        for (int i = 0; i <= plan_.followers; ++i, s = next(s)) {
            if (t_.hand[s].empty()) return false;
            play_card(s, pick_card(s));
            played.push_back(s);
        }
        if (t_.trick_done) return true;
        if (elect(0.4)) return false;
        for (auto it = played.rbegin(); it != played.rend(); ++it) take_back(*it);
        return true;
    }

    // The four cards of a trick from the leader; false when a hand runs out (an irregular deal).
    bool play_trick(Seat leader) {
        std::array<Seat, SEATS> order = {leader, next(leader), partner(leader), previous(leader)};
        if (slip_now(Slip::PlayedBeforePartner)) std::swap(order[2], order[3]);
        bool renounced = false;
        for (int pos = 0; pos < SEATS; ++pos) {
            const Seat s = order[pos];
            if (t_.trick.has(s)) continue;
            if (t_.hand[s].empty()) return false;
            if (pos == 2 && slip_now(Slip::CallsAttention)) emit(make_event(order[0], Verb::CallsAttention));
            if (pos > 0 && !renounced && (slip_now(Slip::RenounceCorrected) || slip_now(Slip::RenounceEstablished)) && renounce(s)) {
                renounced = true;
                if (slip(Slip::RenounceEstablished)) continue;
                take_back(s); // seen in time: the renounce is corrected
                if (elect(0.5)) return false;
            }
            const Card c = pick_card(s);
            const CardSet rest = t_.hand[s] & ~CardSet::of(c);
            if (slip_now(Slip::CardsPlayedTogether) && !together_ && !rest.empty() && pos >= 1 + int(rng_.below(3))) {
                together_ = true;
                play_card(s, c, CardSet::of(random_card(rest)));
                if (elect(0.5)) return false;
                continue;
            }
            play_card(s, c);
        }
        together_ = false;
        if (slip_now(Slip::PlayedBeforePartner) && elect(0.3)) return false;
        return !ended_ && !error_;
    }

    // Plays a card of another suit while holding the suit led; false when the hand cannot.
    bool renounce(Seat s) {
        const Suit led = t_.trick.led();
        if (led == NO_SUIT || !t_.hand[s].has_suit(led)) return false;
        const CardSet others = t_.hand[s] & ~CardSet::suit(led);
        if (others.empty()) return false;
        play_card(s, others.lowest());
        return true;
    }

    // The card the player chooses: one that follows suit and obeys the calls that bind him.
    Card pick_card(Seat s) {
        settle();
        const CardSet legal = following_cards(t_, s);
        CardSet allowed;
        for (Card c : legal)
            if (std::none_of(calls_.begin(), calls_.end(), [&](const Call& k) { return judge(k, t_, s, c) == CallOutcome::Failed; }))
                allowed.add(c);
        return choose_card(t_, s, allowed.empty() ? legal : allowed);
    }

    // --- the table model: what the fold will make of the same events ------------------------

    void play_card(Seat s, Card c, CardSet more = {}) {
        settle();
        emit(card_event(s, Verb::Plays, c, more));
        std::erase_if(calls_, [&](const Call& k) { return judge(k, t_, s, c) != CallOutcome::NotYet; });
        if (t_.trick.count == 0) t_.trick.leader = s;
        t_.hand[s].remove(c);
        t_.played.add(c);
        t_.trick.by_seat[s] = c;
        if (++t_.trick.count == SEATS) t_.trick_done = true;
    }

    void take_back(Seat s) {
        const Card c = t_.trick.by_seat[s];
        emit(card_event(s, Verb::TakesBack, c));
        t_.trick.by_seat[s] = NO_CARD;
        --t_.trick.count;
        t_.trick_done = false;
        t_.played.remove(c);
        t_.hand[s].add(c);
        if (t_.trick.count == 0) t_.trick.leader = NO_SEAT;
    }

    // The trick is quitted once four cards are on it (the fold does it at the next play).
    void settle() {
        if (!t_.trick_done) return;
        const Seat w = t_.trick.winner(t_.trump);
        ++t_.won[side_of(w)];
        ++t_.tricks_played;
        t_.to_lead = w;
        t_.trick = Trick{};
        t_.trick_done = false;
    }

    void finish() {
        settle();
        call_honours();
        if (plan_.slip == Slip::None) return;
        // A revoke is claimed at the end of the hand; now and then too late, after the cut.
        if (slip(Slip::RenounceEstablished) && rng_.chance(0.25)) emit(make_event(NO_SEAT, Verb::Cut));
        elect(0.6);
    }

    // Where the code scores only honours called (Short Bridge 6-7), the side holding them calls
    // them at the end of the hand, as players do.
    void call_honours() {
        if (!p_.honours_must_be_called.value) return;
        const HonoursHeld h = honours_held(p_, cur().hands, t_.trump);
        if (h.points > 0) emit(make_event(Seat(h.side), Verb::CallsHonours)); // N for NS, E for EW
    }

    // --- elections -------------------------------------------------------------------------

    // The state after the events so far, from the engine's own fold.
    std::optional<State> oracle() {
        auto rec = fold_deal(cur(), book_, "", int(log_.deals.size()), false);
        if (!rec) {
            error_ = rec.error();
            return std::nullopt;
        }
        return rec->history.back();
    }

    // With chance p, a player elects a penalty for the latest irregularity not yet ruled on:
    // mostly an option the law gives, by a player it entitles; now and then not. True when
    // the deal ends with it (a new deal).
    bool elect(double p) {
        if (!rng_.chance(p)) return false;
        auto rec = fold_deal(cur(), book_, "", int(log_.deals.size()), true);
        if (!rec) {
            error_ = rec.error();
            return true;
        }
        const auto open = std::find_if(rec->situations.rbegin(), rec->situations.rend(), [](const Situation& x) { return x.elected_event < 0; });
        if (open == rec->situations.rend()) return false;
        const Situation& x = *open;
        const Ruling r = rule_on(book_, x, rec->at(x));
        if (r.provision != Provision::Penalty || r.options.empty()) return false;
        Event e = make_event(NO_SEAT, Verb::Elects);
        e.has_option = true;
        e.option = rng_.pick(r.options);
        if (e.option == Option::NewDeal && r.options.size() > 1 && rng_.chance(0.5)) e.option = rng_.pick(r.options);
        e.by = !r.elector.empty() ? rng_.pick(r.elector) : x.offender != NO_SEAT ? next(x.offender) : next(t_.dealer);
        if (rng_.chance(0.2)) { // an election that cannot take effect
            static const std::vector<Option> tried = {Option::CallSuit, Option::CallHighest, Option::TakeThreeTricks, Option::Stand,
                                                      Option::ForbidSuit, Option::DoubleStands};
            if (x.offender != NO_SEAT && rng_.chance(0.5)) e.by = x.offender;
            else e.option = rng_.pick(tried);
        }
        if (e.option == Option::CallSuit) e.suit = Suit(rng_.below(SUITS));
        if (e.option == Option::CallCard && x.card != NO_CARD) e.card = x.card, e.cards = CardSet::of(x.card);
        emit(e);
        if (e.option == Option::NewDeal) return ended_ = true;
        follow_election(e);
        return error_.has_value();
    }

    // The call the election makes, as the fold makes it, so that the players obey it.
    void follow_election(const Event& e) {
        const int at = int(cur().events.size()) - 1;
        auto rec = fold_deal(cur(), book_, "", int(log_.deals.size()), true);
        if (!rec) {
            error_ = rec.error();
            return;
        }
        const auto x = std::find_if(rec->situations.begin(), rec->situations.end(), [&](const Situation& s) { return s.elected_event == at; });
        if (x == rec->situations.end()) return;
        if (auto c = call_from_election(e.option, *x, rec->before(at), e.suit, e.card)) calls_.push_back(*c);
        // A card called: the elector names it, and it binds its holder's next play.
        if (e.option == Option::CallCard && e.card != NO_CARD) {
            Call c;
            for (int s = 0; s < SEATS; ++s)
                if (t_.hand[s].has(e.card)) c.who = Seat(s);
            if (c.who == NO_SEAT) return;
            c.card = e.card;
            c.side = side_of(c.who);
            emit(card_event(e.by, Verb::Calls, e.card));
            calls_.push_back(c);
        }
    }

    // --- whole rubbers ---------------------------------------------------------------------

    // Replays the rubber in progress with the deal just made; it ends when the engine says so.
    // A deal the engine cannot replay is the generator's bug: an Error, never a written log.
    std::optional<Error> rubber_goes_on() {
        rubber_.deals.push_back(cur());
        auto report = replay(rubber_, book_);
        if (!report) {
            Error e = report.error();
            e.message = "internal error: generated deal " + std::to_string(log_.deals.size()) + " does not replay: " + e.message;
            return e;
        }
        if (report->rubbers.back().finished) rubber_.deals.clear();
        return std::nullopt;
    }

    const GenOptions& o_;
    const Lawbook& book_;
    const Parameters& p_;
    Prng rng_;
    std::vector<Slip> slips_;
    GameLog log_;
    GameLog rubber_; // the deals of the rubber in progress
    // The deal being made.
    State t_;
    Plan plan_;
    std::vector<Call> calls_;
    bool ended_ = false;
    bool together_ = false;
    std::optional<Error> error_;
};

} // namespace

Result<GameLog> generate_log(const GenOptions& options, const Lawbook& book) {
    if (options.deals < 1 || options.deals > 10'000'000)
        return Error{"", 0, 0, "--deals is a number of deals from 1 to 10000000, not " + std::to_string(options.deals)};
    if (!(options.infractions >= 0 && options.infractions <= 1))
        return Error{"", 0, 0, "--infractions is the share of deals with an irregularity, from 0 to 1"};
    return Generator(options, book).run();
}

} // namespace bl
