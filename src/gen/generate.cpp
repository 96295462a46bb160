// The generator of logs (gen/generate.h): the log and its deals, the pack shuffled and dealt,
// the plan of a deal's irregularity drawn, and the irregularities of the deal itself. The rest
// of a deal is made by phase (gen/generator.h lists the files).
#include "gen/generate.h"

#include "gen/generator.h"

#include "core/bounded_queue.h"
#include "core/thread_apart.h"

#include <thread>
#include <utility>
#include <vector>

namespace bl {

namespace gen {

Generator::Generator(const GenOptions& o, const Lawbook& book, std::function<void(Deal&&)> take)
    : o_(o), book_(book), p_(book.params), rng_(o.seed), take_(std::move(take)) {
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
        slips_.insert(slips_.end(), {Slip::ExposedBeforeDeclaration, Slip::DeclarationByAdversary,
                                     Slip::DeclarationUnauthorised, Slip::DoubleOutOfTurn,
                                     Slip::RedoubleOutOfTurn, Slip::AskOutOfTurn,
                                     Slip::ExposedBeforeLead, Slip::LeadWithoutAsking});
    if (!p_.trump_turned.value && p_.leave_to_partner.value)
        slips_.push_back(Slip::DeclarationPassedBack);
    if (p_.dummy.value) slips_.insert(slips_.end(), {Slip::DummySuggests, Slip::DrawsAttention});
    if (p_.dummy.value && !p_.dummy_absent.value) slips_.push_back(Slip::DummyLooks);
}

std::optional<Error> Generator::run() {
    rubber_.code = book_.id;
    Seat dealer = Seat(rng_.below(SEATS));
    // Whole rubbers: past the deals asked for, play on until the rubber in progress ends.
    const size_t most = size_t(o_.deals) + 1000;
    if (o_.jobs > 1) return run_beside(dealer, most);
    while (wanted()) {
        const bool again = deal(dealer);
        if (error_) return error_;
        if (auto e = keep(std::move(deal_))) return e;
        if (!again) dealer = next(dealer); // a new deal is dealt by the same dealer
        if (kept_ >= most) break;
    }
    return std::nullopt;
}

// A deal made, replayed with the rubber in progress, and handed on: a deal that does not replay
// is never handed on.
std::optional<Error> Generator::keep(Deal&& d) {
    ++kept_;
    if (auto e = rubber_goes_on(d)) return e;
    take_(std::move(d));
    if (o_.after_deal) o_.after_deal();
    return std::nullopt;
}

// The same log on two threads. The making of a deal does not depend on its check (the replay
// that tells where a rubber ends), only the log's end does: one thread makes the deals in the
// order run() makes them, from the same draws, a bounded queue ahead; this one checks them and
// says when the log ends. The deals made beyond it are dropped.
std::optional<Error> Generator::run_beside(Seat dealer, size_t most) {
    struct Made {
        Deal deal;
        std::optional<Error> error;
    };
    // A batch of deals a hand-over, so that neither thread is woken for every deal.
    constexpr size_t batch = 32;
    BoundedQueue<std::vector<Made>> made(4);
    std::thread maker = start_apart([&] {
        std::vector<Made> ready;
        for (Seat d = dealer;;) {
            const bool again = deal(d);
            ready.push_back({std::move(deal_), error_});
            const bool last = error_.has_value() || size_t(made_) >= most;
            if ((ready.size() == batch || last) && !made.push(std::exchange(ready, {}))) break;
            if (last) break;
            if (!again) d = next(d);
        }
        made.close();
    });
    std::optional<Error> error;
    const auto goes_on = [&] { return !error && wanted() && kept_ < most; };
    while (goes_on()) {
        std::optional<std::vector<Made>> deals = made.pop();
        if (!deals) break;
        for (size_t k = 0; k < deals->size() && goes_on(); ++k) {
            Made& m = (*deals)[k];
            error = m.error ? m.error : keep(std::move(m.deal));
        }
    }
    made.close();
    maker.join();
    return error;
}

// Deals and plays one deal into the log; true when it ended in a new deal.
bool Generator::deal(Seat dealer) {
    deal_ = Deal{};
    deal_.dealer = dealer;
    ++made_;
    shuffle_and_deal(deal_);
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
void Generator::shuffle_and_deal(Deal& d) {
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

Plan Generator::plan() {
    Plan p;
    if (!rng_.chance(o_.infractions)) return p;
    p.slip = rng_.pick(slips_);
    p.trick = 1 + int(rng_.below(12));
    p.followers = int(rng_.below(4));
    p.variant = rng_.chance(0.5);
    return p;
}

// Irregular hands and the incidents of the deal itself; true when the deal ends there.
bool Generator::before_the_play() {
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

Card Generator::random_card(CardSet hand, Card except) {
    if (except != NO_CARD) hand.remove(except);
    if (hand.empty()) return NO_CARD;
    // The k-th card of the hand, lowest first.
    uint64_t k = rng_.below(uint64_t(hand.size()));
    for (Card c : hand)
        if (k-- == 0) return c;
    return NO_CARD;
}

} // namespace gen

GameLog generated_header(const Lawbook& book) {
    GameLog header;
    header.code = book.id;
    header.players = {"Mr. A", "Mr. Y", "Mr. B", "Mr. Z"};
    return header;
}

std::optional<Error> generate_deals(const GenOptions& options, const Lawbook& book,
                                    const std::function<void(Deal&&)>& take) {
    if (options.deals < 1 || options.deals > 10'000'000)
        return Error{"", 0, 0,
                     "--deals is a number of deals from 1 to 10000000, not " +
                         std::to_string(options.deals)};
    if (!(options.infractions >= 0 && options.infractions <= 1))
        return Error{"", 0, 0,
                     "--infractions is the share of deals with an irregularity, from 0 to 1"};
    return gen::Generator(options, book, take).run();
}

Result<GameLog> generate_log(const GenOptions& options, const Lawbook& book) {
    GameLog log = generated_header(book);
    if (auto e =
            generate_deals(options, book, [&](Deal&& d) { log.deals.push_back(std::move(d)); }))
        return *e;
    // Copied once made: each deal's events were pushed one by one among the generator's own
    // allocations, their buffers scattered through the heap with room to spare; in the copy each
    // deal's lists are exactly their size and follow one another, as a log read from a file
    // lies. Replayed in memory (the bench's (c), 10 000 deals), the log as made was 6-9% slower
    // than its copy or the same log read from its XML (docs/performance.md, session 23).
    GameLog compact = log;
    return compact;
}

} // namespace bl
