#include "table/fold.h"

#include "table/calls.h"
#include "core/card.h"
#include "log/log_fields.h"
#include "table/play_run.h"
#include "table/ruling.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <optional>
#include <set>

namespace bl {

Seat Trick::next_to_play() const {
    if (leader == NO_SEAT) return NO_SEAT;
    Seat s = leader;
    for (int i = 0; i < SEATS; ++i, s = next(s))
        if (!has(s)) return s;
    return NO_SEAT;
}

Seat Trick::winner(Denom trump) const {
    // The suit led is the suit of the first card from the leader round (the leader's own card,
    // unless it has been taken back). A trump beats any card of the suit led, which beats any
    // other; within a suit the card's number rises with its rank: so the winner holds the highest
    // trump played, else the highest card of the suit led. By masks, without a branch a card.
    if (leader == NO_SEAT) return NO_SEAT;
    Seat first = leader;
    while (by_seat[first] == NO_CARD) {
        first = next(first);
        if (first == leader) return NO_SEAT;
    }
    // A bit a seat's card, unrolled by hand (at -O2 a loop over the four seats stays a loop).
    const auto bit = [](Card x) { return uint64_t(x < CARDS) << (x & 63); };
    const uint64_t n = bit(by_seat[N]), e = bit(by_seat[E]), s = bit(by_seat[S]),
                   w = bit(by_seat[W]);
    const CardSet cards(n | e | s | w);
    const uint64_t trumps = trump < NO_TRUMPS ? CardSet::suit(Suit(trump)).bits() : 0;
    const uint64_t led = CardSet::suit(suit_of(by_seat[first])).bits();
    const uint64_t top = uint64_t(1) << winning_card(cards.bits(), trumps, led);
    // The seat from the bits, not by reading the seats' bytes back: they were just written one by
    // one, and a wider read of them waits for the stores (a store-forwarding stall).
    return Seat(((e | w) & top ? 1 : 0) | ((s | w) & top ? 2 : 0));
}

Role State::role_of(Seat s) const {
    if (s == dealer) return Role::Dealer;
    if (s == partner(dealer)) return Role::Dummy;
    return s == next(dealer) ? Role::Eldest : Role::RightAdversary;
}

namespace {

class Folder {
  public:
    Folder(const Deal& deal, const Lawbook& book, const std::string& file, int index, DealRecord& rec)
        : deal_(deal), book_(book), p_(book.params), file_(file), index_(index), rec_(rec) {}

    std::optional<Error> run(History history) {
        if (auto e = start()) return e;
        list_ = "during-deal";
        for (size_t i = 0; i < deal_.during_deal.size(); ++i)
            if (auto e = during_deal(deal_.during_deal[i], int(i))) return e;
        list_ = "events";
        const int n = int(deal_.events.size());
        // An irregularity of the deal itself is ruled on with the states from the first event.
        if (history == History::FromFirstIrregularity && !rec_.situations.empty())
            history = History::Whole;
        rec_.history_from = history == History::Whole ? 0 : n;
        auto stopped = history == History::Whole
                           ? fold_events<true>(0)
                           : fold_events<false>(0, history == History::FromFirstIrregularity);
        if (!stopped) return stopped.error();
        if (*stopped < n) {
            // The first irregularity: the state before its event, kept as the event went by.
            rec_.history_from = *stopped;
            rec_.history.push_back(before_);
            if (auto rest = fold_events<true>(*stopped + 1); !rest) return rest.error();
        }
        current_ = n;
        finish();
        rec_.history.push_back(s_);
        return std::nullopt;
    }

  private:
    // Two loops, so that the test for the history is not made at every event of the fast path.
    // From event `from` to the end (the number of events returned) or, without history and
    // `until_irregular`, to the event where the first situation is noted (its index returned,
    // the state before it in before_).
    template <bool keep_history> Result<int> fold_events(int from, bool until_irregular = false) {
        const Event* events = deal_.events.data();
        const int n = int(deal_.events.size());
        if (keep_history) rec_.history.reserve(rec_.history.size() + size_t(n - from) + 1);
        for (int i = from; i < n; ++i) {
            if (keep_history) rec_.history.push_back(s_);
            const Event& e = events[i];
            if (e.verb == Verb::Plays) {
                const int next = usual_cards(i, n, keep_history ? &rec_.history : nullptr);
                if (next > i) {
                    i = next - 1;
                    continue;
                }
            }
            current_ = i;
            if (!keep_history && until_irregular) before_ = s_; // the long path only: a few a deal
            if (auto err = apply(e, i)) return *err;
            open_ = something_open();
            if (!keep_history && until_irregular && !rec_.situations.empty()) return i;
        }
        return n;
    }

    Error error(const Event& e, int i, const std::string& what) const {
        return Error{file_, e.line, e.column,
                     event_place(index_, list_, size_t(i)) + ": \"" + event_text(e) +
                         "\": " + what};
    }

    Situation& note(Infraction id, Seat offender, int event, Status status = Status::Established) {
        Situation x;
        x.id = id;
        x.offender = offender;
        x.event = event;
        // After the last card of the deal the play is over, though the trick is not yet quitted.
        x.phase = s_.trick_done && s_.tricks_played == RANKS - 1 ? Phase::End : s_.phase;
        x.status = status;
        x.trick = s_.phase == Phase::Play ? s_.tricks_played + 1 : 0;
        rec_.situations.push_back(x);
        return rec_.situations.back();
    }

    std::optional<Error> start() {
        s_.dealer = deal_.dealer;
        s_.hand = deal_.hands;
        s_.to_lead = next(deal_.dealer);
        // Thirteen cards written to each hand, and the hands a whole pack without a card
        // twice, make thirteen cards in each (a hand's count is at least its size). The hands
        // cover the pack and hold fifty-two cards between them only when no card is twice.
        // Worked without branches: almost every deal is perfect.
        CardSet all;
        int written_wrong = 0, held = 0;
        for (int seat = 0; seat < SEATS; ++seat) {
            written_wrong |= deal_.counts[seat] ^ RANKS;
            held += deal_.hands[seat].size();
            all |= deal_.hands[seat];
        }
        const bool counts = written_wrong == 0;
        const bool perfect_pack = (all == CardSet::full()) & (held == CARDS);
        if (!counts || !perfect_pack) {
            s_.phase = Phase::Deal;
            // Where the code has misdeals, a perfect pack wrongly distributed is a misdeal (Short
            // Bridge Law 44 IV); a pack proved imperfect is a new deal by the same dealer (37, 47).
            note(p_.misdeal_loses_deal.value && perfect_pack ? Infraction::Misdeal
                                                             : Infraction::DealIrregular,
                 deal_.dealer, -1);
        }
        if (p_.trump_turned.value) {
            if (deal_.turn_up == NO_CARD)
                return Error{file_, deal_.line, 0, "deal " + std::to_string(index_) + ": this code turns the trump card; give \"turn-up: CARD\""};
            if (!deal_.hands[deal_.dealer].has(deal_.turn_up))
                return Error{file_, deal_.line, 0, "deal " + std::to_string(index_) + ": the turn-up " + card_name(deal_.turn_up) +
                                                       " is the last card dealt, so it is one of the dealer's (" + seat_name(deal_.dealer) + ")"};
            s_.trump = suit_of(deal_.turn_up);
            s_.phase = Phase::Play;
            s_.doubling_closed = true;
        } else {
            s_.phase = Phase::Declaration;
        }
        return std::nullopt;
    }

    std::optional<Error> during_deal(const Event& e, int i) {
        const Phase saved = s_.phase;
        s_.phase = Phase::Deal;
        if (e.verb == Verb::Exposes) note_card(Infraction::ExposedInDeal, e, i);
        else if (e.verb == Verb::LooksAt && e.card == NO_CARD)
            return error(e, i,
                         "while the cards are dealt, \"looks at\" names the card the dealer looked "
                         "at, e.g. \"S looks at DQ\"");
        else if (e.verb == Verb::LooksAt) note_card(Infraction::DealerLooked, e, i);
        else if (e.verb == Verb::Cuts || e.verb == Verb::Shuffles) cut_and_shuffle(e, i);
        else if (e.verb == Verb::Elects) elects(e, i, true); // a claim made, or the deal stopped, while the cards are dealt
        else if (e.verb == Verb::DealsWith && e.side != side_of(deal_.dealer)) note(Infraction::WrongPack, e.by, i); // the adversaries' pack
        else if (e.verb != Verb::DealsWith) return error(e, i, "only \"cuts\", \"shuffles\", \"deals with\", \"exposes\", \"looks at\" and \"elects\" happen while the cards are cut and dealt");
        s_.phase = saved;
        return std::nullopt;
    }

    // The pack cut for this deal (cards exposed in cutting), and shuffled after the cut
    // (docs/log-additions.md). A fresh cut after a shuffle is the remedy, not another fault.
    void cut_and_shuffle(const Event& e, int i) {
        if (e.verb == Verb::Cuts) {
            if (!e.cards.empty()) note(Infraction::CutIrregular, e.by, i).card = e.card;
            pack_cut_ = true;
        } else {
            if (pack_cut_) note(Infraction::ShuffleAfterCut, e.by, i);
            pack_cut_ = false;
        }
    }

    // A situation about one card, which may be the turned trump card.
    void note_card(Infraction id, const Event& e, int i) {
        Situation& x = note(id, e.by, i);
        x.card = e.card;
        if (p_.trump_turned.value && e.card == deal_.turn_up) x.set(Flag::TrumpCard);
    }

    std::optional<Error> apply(const Event& e, int i) {
        if (e.verb == Verb::Plays) new_deal_ = -1; // the play went on: no new deal was had
        switch (e.verb) {
        case Verb::Declares: declares(e, i); break;
        case Verb::LeavesIt: leaves_it(e, i); break;
        case Verb::Doubles: doubles(e, i); break;
        case Verb::AsksToLead: asks_to_lead(e, i); break;
        case Verb::SaysYes: declines(e, i, true); break;
        case Verb::IsSatisfied: declines(e, i, false); break;
        case Verb::Plays: return plays(e, i);
        case Verb::Exposes: return exposes(e, i);
        case Verb::TakesBack: return takes_back(e, i);
        case Verb::Quits: quits(e, i); break;
        case Verb::Cut: s_.cut = true; break;
        case Verb::Elects: elects(e, i); break;
        case Verb::Calls: calls(e, i); break;
        case Verb::Suggests: note(Infraction::DummySuggestion, e.by, i).card = e.card; break;
        case Verb::CallsAttention: note(Infraction::AttentionToTrick, e.by, i); break;
        case Verb::DrawsAttention: draws_attention(e, i); break;
        case Verb::Consults: note(Infraction::Consultation, e.by, i); break;
        case Verb::ThrowsDown:
            throws_down(e, i);
            thrown_ |= s_.hand[e.by];
            break;
        case Verb::Claims:
            note(Infraction::Claim, e.by, i);
            claim_by_ = e.by;
            claim_tricks_ = e.tricks;
            break;
        case Verb::LaysDown: s_.dummy_down = true; break;
        case Verb::AsksHavingNone: asks_having_none(e); break;
        case Verb::Answers:
            if (e.answer == Answer::None) establish_suspended(e.by);
            break;
        case Verb::LooksAt: return looks_at(e, i);
        case Verb::TakesUp: takes_up(e, i); break;
        case Verb::NamesTrumpCard: names_trump_card(e, i); break;
        case Verb::Counts: counts(e.by, i); break;
        case Verb::Cuts:
        case Verb::Shuffles:
        case Verb::DealsWith: return error(e, i, "the cut, the shuffle and the pack of a deal are written in its \"during-deal\" list");
        case Verb::ShowsOtherPack:
            // A card of the other pack found among the cards dealt to the player (written in his hand).
            if (!deal_.hands[e.by].has(e.card)) return error(e, i, seat_name(e.by) + " was not dealt " + card_name(e.card));
            note(Infraction::WrongPack, e.by, i).card = e.card;
            break;
        case Verb::Scores: rec_.scores_written = true; break; // checked once the deal is scored
        case Verb::CallsHonours: rec_.honours_called[side_of(e.by)] = true; break; // for the score
        default: break; // questions, answers: recorded in the log, no change
        }
        return std::nullopt;
    }

    // "W counts": a player counts his cards. A hand short with the other three right, found
    // only after its holder has played a card, was found then (Club Law 43), not at the deal.
    void counts(Seat by, int i) {
        const bool played = (deal_.hands[by] & s_.played).size() > 0;
        auto start = std::find_if(rec_.situations.begin(), rec_.situations.end(), [](const Situation& x) { return x.event == -1; });
        if (!played || start == rec_.situations.end() || !only_short(by)) return;
        const Situation found = *start;
        rec_.situations.erase(start);
        note(found.id, found.offender, i);
    }

    // Three hands of thirteen, `by`'s fewer, and no card twice.
    bool only_short(Seat by) const {
        CardSet all;
        for (int seat = 0; seat < SEATS; ++seat) {
            if ((all & deal_.hands[seat]).size() > 0 || deal_.hands[seat].size() != deal_.counts[seat]) return false;
            if (seat == by ? deal_.counts[seat] >= RANKS : deal_.counts[seat] != RANKS) return false;
            all |= deal_.hands[seat];
        }
        return true;
    }

    // --- the declaration ---------------------------------------------------------------------

    void declares(const Event& e, int i) {
        if (s_.phase != Phase::Declaration) {
            if (side_of(e.by) != s_.declaring_side()) note(Infraction::DeclarationByAdversary, e.by, i);
            return; // "A declaration once made cannot be altered"
        }
        const Seat entitled = s_.left ? partner(s_.dealer) : s_.dealer;
        if (for_dummy_ && e.by == previous(s_.dealer)) {
            // Passed to Dummy's hand, the adversary declares for it by rule (Dummy Bridge R5,
            // Three-handed R5): the code's rule says whether that is an offence; the trump stands.
            note(Infraction::DeclarationByAdversary, e.by, i);
            s_.trump = e.trump;
            s_.declarer = e.by;
            open_doubling();
            return;
        }
        if (side_of(e.by) != s_.declaring_side()) {
            note(Infraction::DeclarationByAdversary, e.by, i); // proceed as if it had not been made
            return;
        }
        // After passing the declaration back, the partner may still make it: the codes compel him
        // to (Club 1904 50 II, Elwell 47) or say he must (1903 49).
        const bool passed_back = passed_back_ && e.by == partner(s_.dealer);
        if (e.by != entitled && !passed_back) note(Infraction::DeclarationUnauthorised, e.by, i);
        s_.trump = e.trump;
        s_.declarer = e.by;
        open_doubling();
    }

    void leaves_it(const Event& e, int i) {
        if (s_.phase != Phase::Declaration) return;
        if (e.by == s_.dealer && !s_.left && p_.leave_to_partner.value) {
            s_.left = true;
            for_dummy_ = p_.adversary_declares_for_dummy.value;
        } else if (e.by == partner(s_.dealer) && !s_.left &&
                   p_.adversary_declares_for_dummy.value) {
            // The declaration passed to Dummy's hand, for the adversary to make by rule.
            note(Infraction::DeclarationPassedBack, e.by, i);
            for_dummy_ = true;
        } else if (e.by == partner(s_.dealer) && s_.left) {
            note(Infraction::DeclarationPassedBack, e.by, i);
            s_.left = false; // the declaration is back with the dealer, pending the penalty
            passed_back_ = true;
        }
    }

    void open_doubling() {
        s_.phase = Phase::Doubling;
        s_.speaker = next(s_.dealer);
        s_.doubling_closed = !p_.doubling.value || limit_reached();
    }

    // --- the doubling dialogue ---------------------------------------------------------------

    // No double may carry the value of a trick past the limit.
    bool limit_reached() const {
        const auto& limit = p_.doubling_limit.value;
        return limit && s_.trump != NO_DENOM && p_.trick_value.value[s_.trump] * s_.multiplier() * 2 > *limit;
    }

    Seat first_right(Side side) const {
        if (s_.last_doubler[side] != NO_SEAT) return s_.last_doubler[side];
        return side == s_.declaring_side() ? s_.declarer : next(s_.dealer);
    }

    void doubles(const Event& e, int i) {
        const bool declaring = side_of(e.by) == s_.declaring_side();
        if (forfeited_ >> e.by & 1u) {
            // His partner exposed a card before the lead and the code takes his right away: the
            // double counts for nothing.
            note(declaring ? Infraction::RedoubleOutOfTurn : Infraction::DoubleOutOfTurn, e.by, i)
                .set(Flag::Forfeited);
            return;
        }
        if (e.by == refused_) {
            // The adversary who last doubled refused the consent an early lead made this player's
            // re-double need (Club 59, Elwell 56): made anyway, it counts for nothing.
            note(Infraction::DoubleOutOfTurn, e.by, i).set(Flag::Refused);
            return;
        }
        if (!declaring && p_.only_leader_doubles.value && e.by != next(s_.dealer)) {
            note(Infraction::DoubleOutOfTurn, e.by, i); // only the leader can double: no effect
            return;
        }
        if (declaring && no_redouble()) {
            note(Infraction::RedoubleOutOfTurn, e.by, i).set(Flag::Left); // it counts for nothing
            return;
        }
        if (open_double_ >= 0 && !declaring && s_.phase == Phase::Play && s_.tricks_played == 0 &&
            s_.trick.count == 1) {
            ++s_.doublings;
            s_.last_doubler[side_of(e.by)] = e.by;
            rec_.situations[size_t(open_double_)].doubled = true; // its election may yet refuse it
            open_double_ = -1;
            return;
        }
        if (s_.phase != Phase::Doubling || s_.doubling_closed || e.by != s_.speaker) {
            Situation& x = note(
                declaring ? Infraction::RedoubleOutOfTurn : Infraction::DoubleOutOfTurn, e.by, i);
            if (s_.phase == Phase::Doubling && p_.doubling.value && limit_reached())
                x.set(Flag::PastLimit);
            if (s_.left) x.set(Flag::Left);
            // A double when no doubling may follow counts for nothing.
            if (s_.phase != Phase::Doubling || !p_.doubling.value || s_.doubling_closed) return;
        }
        // The double takes effect at once; a refusal under the law undoes it.
        if (e.by == s_.speaker && !s_.doubling_closed) {
            ++regular_doublings_;
        } else {
            rec_.situations.back().doubled = true; // the double out of turn just noted counts
        }
        ++s_.doublings;
        s_.last_doubler[side_of(e.by)] = e.by;
        s_.speaker = first_right(other(side_of(e.by)));
        s_.first_declined = false;
        s_.asked = false;
        if (limit_reached() || no_redouble()) s_.doubling_closed = true;
    }

    // The trump made from Dummy's hand, where the code lets the declaring side no re-double (Ames
    // R4: the dealer "has seen X's cards"): the adversaries' double ends the doubling.
    bool no_redouble() const { return s_.left && p_.redouble_void_when_left.value; }

    // "May I lead?": the holder of the adversaries' right declines by asking it of his partner.
    // Where the code puts the question to the declaring side after a double ("May I play?",
    // addressed to the player holding the right), the leader asks and that player answers.
    void asks_to_lead(const Event& e, int i) {
        if (s_.phase != Phase::Doubling) return;
        const bool leader = e.by == next(s_.dealer);
        if (e.by == s_.speaker && side_of(e.by) != s_.declaring_side()) {
            s_.asked = true;
            decline(e.by);
        } else if (leader && p_.ask_declarer_after_double.value && s_.speaker != NO_SEAT &&
                   side_of(s_.speaker) == s_.declaring_side()) {
            s_.asked = true;
        } else {
            note(Infraction::AskOutOfTurn, e.by, i);
        }
    }

    void declines(const Event& e, int i, bool answering) {
        (void)i;
        if (s_.phase != Phase::Doubling || e.by != s_.speaker) return;
        if (answering && !s_.asked) return;
        decline(e.by);
    }

    void decline(Seat by) {
        if (!s_.first_declined) {
            s_.first_declined = true;
            s_.speaker = partner(by);
        } else {
            s_.doubling_closed = true;
            s_.speaker = NO_SEAT;
        }
    }

    // --- the play ------------------------------------------------------------------------------

    bool holds(const Event& e) const { return (e.cards & ~s_.hand[e.by]).empty(); }

    // Why a card of the event is not the player's to play or show.
    Error not_held(const Event& e, int i) const {
        for (Card c : e.cards) {
            if (s_.hand[e.by].has(c)) continue;
            if (s_.played.has(c)) return error(e, i, card_name(c) + " has already been played");
            return error(e, i, seat_name(e.by) + " does not hold " + card_name(c));
        }
        assert(!"not_held called for cards held");
        return error(e, i, "a card is not held");
    }

    // The usual cards from event i on, short of `to` (play_run.h), with the states before them
    // when the history is kept; the first event not taken. Anything open goes the long way, and
    // so does a trick to quit with a renounce to settle.
    int usual_cards(int i, int to, std::vector<State>* history) {
        if (open_) return i;
        const uint8_t tricks_before = s_.tricks_played;
        const int next =
            play_run(s_, deal_.events.data(), i, to, renounces_.empty(), rec_.tricks, history);
        if (next > i) new_deal_ = -1;
        if (s_.tricks_played != tricks_before) {
            // What `quit` clears beyond the trick (the rest is clear when nothing is open).
            disobeyed_.clear();
            together_by_ = NO_SEAT;
        }
        return next;
    }

    // What the next card's checks depend on beyond the trick itself. Kept in `open_`, brought up
    // to date after every event of the long path and every trick quitted.
    bool something_open() const {
        return !calls_.empty() || !suspended_.empty() || false_lead_ >= 0 || taken_back_;
    }

    std::optional<Error> plays(const Event& e, int i) {
        if (s_.phase == Phase::End || (s_.trick_done && s_.tricks_played == RANKS - 1))
            return error(e, i, "the deal is over: all thirteen tricks have been played");
        if (!holds(e)) return not_held(e, i);
        if (s_.phase == Phase::Declaration || s_.phase == Phase::Deal) {
            // A card played before there are trumps is a card exposed.
            for (Card c : e.cards) s_.exposed.add(c);
            Situation& x = note(Infraction::ExposedBeforeDeclaration, e.by, i);
            x.card = e.card;
            forfeit_if_ruled(x);
            return std::nullopt;
        }
        if (s_.phase == Phase::Doubling) opening_lead(e, i);
        if (s_.trick_done) quit();
        if (e.cards.several()) {
            note(Infraction::CardsPlayedTogether, e.by, i).card = e.card;
            for (Card c : e.cards)
                if (c != e.card) s_.exposed.add(c);
            together_by_ = e.by;
            together_ = e.cards;
        }
        obey_calls(e, i);
        establish_suspended(e.by);
        if (s_.trick.count == 0) lead(e, i);
        else if (!follow(e, i)) return std::nullopt;
        place(e.by, e.card);
        return std::nullopt;
    }

    void opening_lead(const Event& e, int i) {
        // Where only the leader may double, his lead declines his side's right, asked or not.
        const bool sole_right =
            p_.only_leader_doubles.value &&
            (s_.speaker == NO_SEAT || side_of(s_.speaker) != s_.declaring_side());
        const bool early = e.by == next(s_.dealer) && !s_.doubling_closed && !sole_right;
        const bool begun =
            s_.asked ||
            regular_doublings_ > 0; // the dialogue had begun (not by a double out of turn)
        s_.phase = Phase::Play; // an irregular opening lead belongs to the play
        if (early) {
            const Situation& x =
                note(begun ? Infraction::LeadBeforeDoublingComplete : Infraction::LeadWithoutAsking,
                     e.by, i);
            // "Such lead shall not affect the right of either adversary to double" (Club 59,
            // Elwell 56): where the code's rule offers the consent (double-stands) the partner's
            // re-double needs, the leader's side may still double while the lead stands alone.
            const Rule* r = begun ? find_rule(book_, x, s_) : nullptr;
            const bool consent = r && std::find(r->options.begin(), r->options.end(),
                                                Option::DoubleStands) != r->options.end();
            open_double_ = consent ? int(rec_.situations.size()) - 1 : -1;
            consent_ = open_double_;
        }
        s_.doubling_closed = true;
        if (p_.dummy.value) s_.dummy_down = true;
    }

    // The dealer plays dummy's cards, so a false lead from either hand of his is his.
    Seat offender_for(Seat card_holder) const {
        return p_.dummy.value && card_holder == s_.dummy_seat() ? s_.dealer : card_holder;
    }

    void lead(const Event& e, int i) {
        s_.trick.leader = e.by;
        if (e.by == s_.to_lead) return;
        const bool wrong_hand = p_.dummy.value && side_of(e.by) == s_.declaring_side() &&
                                side_of(s_.to_lead) == s_.declaring_side();
        Situation& x = note(wrong_hand ? Infraction::LeadFromWrongHand : Infraction::LeadOutOfTurn, offender_for(e.by), i);
        x.should_have_led = s_.to_lead;
        x.followed = 0;
        x.card = e.card;
        false_lead_ = int(rec_.situations.size()) - 1;
    }

    // Returns false when the card does not go to the trick (a second card from the same hand).
    bool follow(const Event& e, int i) {
        if (leads_again(e.by)) {
            // The leader leads again without waiting for his partner to play (Club 74, Elwell
            // 73, Short Bridge 57): a play out of order with no place in the trick; the card is
            // exposed, not played.
            note(Infraction::PlayedBeforePartner, offender_for(e.by), i).card = e.card;
            s_.exposed.add(e.card);
            return false;
        }
        if (s_.trick.has(e.by)) {
            note(Infraction::SurplusCard, offender_for(e.by), i).card = e.card;
            s_.exposed.add(e.card);
            return false;
        }
        const Seat expected = s_.trick.next_to_play();
        if (e.by != expected) {
            Situation& x = note(Infraction::PlayedBeforePartner, offender_for(e.by), i);
            x.card = e.card;
            x.position = (e.by - s_.trick.leader + SEATS) % SEATS + 1;
            if (x.position == 4 && s_.trick.has(partner(s_.trick.leader))) x.set(Flag::ThirdPlayed);
        }
        const Suit led = s_.trick.led();
        if (suit_of(e.card) != led && s_.hand[e.by].has_suit(led)) {
            Situation& x = note(Infraction::Revoke, e.by, i, Status::Pending);
            x.card = e.card;
            x.position = (e.by - s_.trick.leader + SEATS) % SEATS + 1;
            renounces_.push_back(int(rec_.situations.size()) - 1);
        }
        if (false_lead_ >= 0) ++rec_.situations[false_lead_].followed;
        return true;
    }

    bool leads_again(Seat by) const {
        return by == s_.trick.leader && s_.trick.has(by) && !s_.trick_done &&
               !s_.trick.has(partner(by));
    }

    void place(Seat by, Card c) {
        s_.hand[by].remove(c);
        s_.exposed.remove(c);
        s_.played.add(c);
        s_.trick.by_seat[by] = c;
        s_.trick_done |= ++s_.trick.count == SEATS; // without a branch: true one card in four
    }

    // The trick is turned and quitted: renounces in it become revokes.
    void quit() {
        const Seat w = s_.trick.winner(s_.trump);
        // Field by field: a trick built whole on the stack and copied is read back wider than
        // it was written, and the processor stalls on that (a store-forwarding failure).
        QuittedTrick& q = rec_.tricks.emplace_back();
        q.winner = w;
        q.trick.leader = s_.trick.leader;
        q.trick.count = s_.trick.count;
        for (int seat = 0; seat < SEATS; ++seat) q.trick.by_seat[seat] = s_.trick.by_seat[seat];
        ++s_.won[side_of(w)];
        ++s_.tricks_played;
        s_.to_lead = w;
        s_.trick = Trick{};
        s_.trick_done = false;
        false_lead_ = -1;
        taken_back_ = false;
        disobeyed_.clear();
        together_by_ = NO_SEAT;
        // A renounce asked about ("Having none?") before the trick was quitted stays open.
        for (int r : renounces_) {
            if (asked_.count(r)) suspended_.push_back(r);
            else settle(r);
        }
        renounces_.clear();
        if (s_.tricks_played == RANKS) s_.phase = Phase::End;
        open_ = something_open();
    }

    void settle(int r) {
        rec_.situations[r].status = Status::Established;
        rec_.situations[r].settled_event = current_;
    }

    // "Having none?": the partner asks the player who renounced (dummy may ask the dealer).
    void asks_having_none(const Event& e) {
        for (int r : renounces_)
            if (partners(rec_.situations[r].offender, e.by) && rec_.situations[r].offender != e.by) asked_.insert(r);
    }

    // A suspended renounce is established when the revoking side plays to the next trick, or
    // when the question is answered "none".
    void establish_suspended(Seat by) {
        if (suspended_.empty()) return;
        std::erase_if(suspended_, [&](int r) {
            if (!partners(rec_.situations[r].offender, by)) return false;
            settle(r);
            return true;
        });
    }

    void quits(const Event& e, int i) {
        if (s_.trick_done) {
            quit();
        } else if (s_.trick.count > 0) {
            // The seat that failed to play, Dummy's included: the codes rule Dummy's omission
            // apart (Club 87, Elwell 83 "not being dummy").
            note(Infraction::OmittedPlay, s_.trick.next_to_play(), i);
            quit();
        }
        (void)e;
    }

    std::optional<Error> takes_back(const Event& e, int i) {
        taken_back_ = true;
        for (Card c : e.cards) {
            if (s_.trick.by_seat[e.by] != c)
                return error(e, i, card_name(c) + " is not " + seat_name(e.by) + "'s card in the current trick, so it cannot be taken back");
            s_.trick.by_seat[e.by] = NO_CARD;
            --s_.trick.count;
            s_.trick_done = false;
            s_.played.remove(c);
            s_.hand[e.by].add(c);
            s_.exposed.add(c); // it has been seen: the codes may treat it as exposed
            for (int r : renounces_) {
                Situation& x = rec_.situations[r];
                if (x.card == c) {
                    x.status = Status::Corrected;
                    x.id = Infraction::RenounceCorrected;
                    x.settled_event = i;
                }
            }
            std::erase_if(renounces_, [&](int r) { return rec_.situations[r].status == Status::Corrected; });
            // A card played against a call, taken back: whether that corrects it is the code's
            // to say (a rule's `rectifiable`, Elwell 75); the call binds again.
            std::erase_if(disobeyed_, [&](const std::pair<int, Call>& d) {
                Situation& x = rec_.situations[d.first];
                if (x.card != c || x.offender != e.by) return false;
                x.withdrawn = true;
                x.withdrawn_event = i;
                calls_.push_back(d.second);
                return true;
            });
            if (s_.trick.count == 0) {
                s_.trick.leader = NO_SEAT; // the false lead withdrawn: the right hand leads
                // Whether that corrects it is the code's to say (a rule's `rectifiable`).
                if (false_lead_ >= 0) {
                    rec_.situations[false_lead_].withdrawn = true;
                    rec_.situations[false_lead_].withdrawn_event = i;
                }
                false_lead_ = -1;
            }
        }
        return std::nullopt;
    }

    std::optional<Error> exposes(const Event& e, int i) {
        if (!holds(e)) return not_held(e, i);
        for (Card c : e.cards) s_.exposed.add(c);
        Infraction id = Infraction::ExposedCard;
        if (s_.phase == Phase::Declaration) id = Infraction::ExposedBeforeDeclaration;
        else if (s_.phase == Phase::Doubling) id = Infraction::ExposedBeforeLead;
        Situation& x = note(id, e.by, i);
        x.card = e.card;
        forfeit_if_ruled(x);
        return std::nullopt;
    }

    // A card exposed before the lead may cost the offender's partner his right to double or
    // re-double, where the code's rule says so (consequence forfeit-double).
    void forfeit_if_ruled(const Situation& x) {
        if (x.phase != Phase::Declaration && x.phase != Phase::Doubling) return;
        const Rule* r = find_rule(book_, x, s_);
        if (!r || std::find(r->consequences.begin(), r->consequences.end(),
                            Consequence::ForfeitDouble) == r->consequences.end())
            return;
        forfeited_ |= uint8_t(1u << partner(x.offender));
    }

    // --- remarks ------------------------------------------------------------------------------

    void draws_attention(const Event& e, int i) {
        const bool dummy = s_.dummy_down && e.by == s_.dummy_seat();
        // Where the code lets Dummy point out a lead from the wrong hand, doing so is no
        // intervention (the 1903 Club code, Law 60).
        if (dummy && p_.dummy_points_out_wrong_hand.value && false_lead_ >= 0 &&
            rec_.situations[false_lead_].id == Infraction::LeadFromWrongHand)
            return;
        note(dummy ? Infraction::DummyIntervention : Infraction::WarningPartner, e.by, i);
    }

    // --- looking at cards ---------------------------------------------------------------------

    // "looks at CARD": the dealer looked at a card before the deal was complete, found after it.
    // "looks at trick N": a trick turned and quitted looked at. "looks at SEAT": a hand looked
    // over (docs/log-additions.md).
    std::optional<Error> looks_at(const Event& e, int i) {
        if (e.seat != NO_SEAT) return looks_over(e, i);
        if (e.card == NO_CARD) return looks_at_trick(e, i);
        note_card(Infraction::DealerLooked, e, i);
        return std::nullopt;
    }

    // The codes forbid looking at a quitted trick before the end of the hand; some let any
    // player see the last trick turned (last-trick-may-be-seen), which is then no irregularity.
    std::optional<Error> looks_at_trick(const Event& e, int i) {
        const int quitted = s_.tricks_played;
        // A trick complete on the table, not yet turned (the next lead or `quits` turns it).
        if (s_.trick_done && e.tricks == quitted + 1) return std::nullopt;
        if (e.tricks > quitted)
            return error(e, i,
                         "trick " + std::to_string(e.tricks) +
                             " has not been turned and quitted (" + std::to_string(quitted) +
                             (quitted == 1 ? " has" : " have") + " been)");
        if (quitted == 0) return error(e, i, "no trick has been turned and quitted yet");
        const bool hand_over = s_.phase == Phase::End || (s_.trick_done && quitted == RANKS - 1);
        const bool last = e.tricks == 0 || e.tricks == quitted;
        if (hand_over || (last && p_.last_trick_may_be_seen.value)) return std::nullopt;
        note(Infraction::LookedAtQuittedTrick, e.by, i);
        return std::nullopt;
    }

    // Dummy looking over another player's hand (or leaving his seat to watch the play): the
    // only looking at a hand the codes speak of.
    std::optional<Error> looks_over(const Event& e, int i) {
        if (e.seat == e.by)
            return error(e, i, "a player looking at his own hand is nothing irregular here");
        if (!p_.dummy.value || p_.dummy_absent.value)
            return error(
                e, i,
                std::string("\"looks at SEAT\" records Dummy looking over another hand, and ") +
                    (p_.dummy.value ? "in this code Dummy's hand has no player"
                                    : "this code has no Dummy"));
        if (e.by != s_.dummy_seat())
            return error(e, i,
                         "\"looks at SEAT\" records Dummy looking over another hand; " +
                             seat_name(e.by) + " is not Dummy (" + seat_name(s_.dummy_seat()) +
                             " is)");
        note(Infraction::DummyLooked, e.by, i);
        return std::nullopt;
    }

    // --- cards thrown down -------------------------------------------------------------------

    void throws_down(const Event& e, int i) {
        Situation& x = note(Infraction::CardsThrownDown, e.by, i);
        if (claim_by_ != NO_SEAT && claim_by_ == s_.dealer) x.set(Flag::AfterClaim);
        thrown_down_ |= uint8_t(1u << e.by);
    }

    // Every hand face upwards on the table (Dummy's counts once it is laid down): the hands are
    // abandoned (Club 77).
    void mark_all_down() {
        uint8_t down = thrown_down_;
        if (s_.dummy_down) down |= uint8_t(1u << s_.dummy_seat());
        if (down != (1u << SEATS) - 1) return;
        for (Situation& x : rec_.situations)
            if (x.id == Infraction::CardsThrownDown) x.set(Flag::AllDown);
    }

    // --- the turned trump card ---------------------------------------------------------------

    // The dealer takes the trump card into his hand when it is his turn to play to the first
    // trick (Short Bridge Law 52); `takes up` written earlier was too soon (54), written after
    // the first trick was quitted, too late (52). Without it, he took it up in time.
    void takes_up(const Event& e, int i) {
        if (!p_.trump_turned.value || e.by != s_.dealer || trump_taken_) return;
        trump_taken_ = true;
        const bool first_trick = s_.phase != Phase::Play || s_.tricks_played == 0;
        const bool his_turn =
            s_.trick.count > 0 && !s_.trick_done && s_.trick.next_to_play() == s_.dealer;
        const bool too_soon = first_trick && !s_.trick.has(s_.dealer) && !his_turn;
        const bool too_late = !first_trick;
        if (!too_soon && !too_late) return;
        note(Infraction::TrumpCardIrregular, e.by, i).card = deal_.turn_up;
    }

    // A player names the turned trump card once the dealer has taken it into his hand (Short
    // Bridge Law 53: it cannot then be asked for). Taken up without `takes up`, it is in his hand
    // once he has played to the first trick. (The dealer who cannot recollect it, Law 55, is
    // not a fault of his own: his adversaries' call is the same.)
    void names_trump_card(const Event& e, int i) {
        if (!p_.trump_turned.value || e.by == s_.dealer) return;
        const bool taken = trump_taken_ || s_.tricks_played > 0 || s_.trick.has(s_.dealer);
        if (taken) note(Infraction::TrumpCardIrregular, e.by, i).card = deal_.turn_up;
    }

    // --- elections -----------------------------------------------------------------------------

    // An election answers the latest open situation whose rule offers that option (or, if none
    // does, the latest open one, so the wrong election is reported). Only an option the law
    // gives takes effect in the play: a call, a new deal, a double refused.
    void elects(const Event& e, int i, bool in_deal = false) {
        Situation* target = nullptr;
        const Rule* rule = nullptr; // the target's rule, where it offers the option
        for (auto it = rec_.situations.rbegin(); it != rec_.situations.rend(); ++it) {
            if (it->elected_event >= 0 || it->elected_in_deal || it->status == Status::Waived)
                continue;
            if (!target) target = &*it;
            const Rule* r = find_rule(book_, *it, s_);
            if (r && std::find(r->options.begin(), r->options.end(), e.option) != r->options.end()) {
                target = &*it;
                rule = r;
                break;
            }
        }
        // The table agreed on a new deal, whether or not the law gave it, unless the play goes on.
        if (e.option == Option::NewDeal) new_deal_ = i;
        if (!target) return;
        target->elected_event = in_deal ? -1 : i;
        target->elected_in_deal = in_deal;
        target->elected = e.option;
        target->elected_by = e.by;
        target->elected_suit = e.suit;
        target->elected_card = e.card;
        target->late = s_.cut;
        if (!rule) {
            // A penalty is due, and another than the law gives is demanded (Elwell Law 102).
            const Rule* due = find_rule(book_, *target, s_);
            // (Where the penalty is fixed, it is claimed under another name: it stands.)
            if (due && due->provision == Provision::Penalty && due->options.size() > 1) note(Infraction::WrongPenalty, e.by, i);
            return;
        }
        if (auto c = call_from_election(e.option, *target, s_, e.suit, e.card)) calls_.push_back(*c);
        doubling_election(*target, e.option, *rule);
    }

    // What an election does to the doubling, as the rule gives it. double-void: the double the
    // situation concerns does not stand (the double out of turn itself, or the re-double an
    // early lead leaves to the consent of the last doubler: Club 59, Elwell 56); undone if it
    // was made, refused if it is still to come. Whether the doubling then ends is the rule's
    // consequence (no-further-doubling, e.g. Club 57-58), not the option's.
    void doubling_election(Situation& x, Option o, const Rule& r) {
        const int index = int(&x - rec_.situations.data());
        if (o == Option::DoubleVoid) {
            if (x.doubled && s_.doublings > 0) --s_.doublings;
            x.doubled = false;
            if (open_double_ == index) open_double_ = -1;
            if (consent_ == index) refused_ = partner(x.offender); // consent refused, for good
        }
        if (r.brings(o, Consequence::NoFurtherDoubling)) {
            s_.doubling_closed = true;
            open_double_ = -1;
        }
    }

    // A play either obeys the calls that bind it, or is a failure to comply.
    void obey_calls(const Event& e, int i) {
        if (calls_.empty()) return;
        std::erase_if(calls_, [&](const Call& c) {
            const CallOutcome o = judge(c, s_, e.by, e.card);
            if (o == CallOutcome::Failed) {
                Situation& x = note(Infraction::FailureToComply, e.by, i);
                x.card = e.card;
                x.call = c.kind;
                disobeyed_.push_back({int(rec_.situations.size()) - 1, c});
            }
            return o != CallOutcome::NotYet;
        });
    }

    Seat holder(Card c) const {
        for (int seat = 0; seat < SEATS; ++seat)
            if (s_.hand[seat].has(c)) return Seat(seat);
        return NO_SEAT;
    }

    // "S calls C3": the exposed card is demanded now; "S calls clubs": the suit for the next
    // lead of the caller's adversaries.
    void calls(const Event& e, int i) {
        if (names_card_for_trick(e.card)) return;
        Call c;
        if (e.card != NO_CARD) {
            // Naming a card still in a hand and not exposed names a wrong card (Club Law 78): no
            // call binds. (A card on the trick is named to say which of several played counts.)
            if (!s_.exposed.has(e.card) && !thrown_.has(e.card) && holder(e.card) != NO_SEAT) {
                note(Infraction::WrongCardNamed, e.by, i).card = e.card;
                return;
            }
            c.kind = Call::Kind::Card;
            c.card = e.card;
            c.who = holder(e.card);
            if (c.who == NO_SEAT) return;
            c.side = side_of(c.who);
        } else {
            c.kind = Call::Kind::LeadSuit;
            c.suit = e.suit;
            c.side = other(side_of(e.by));
        }
        calls_.push_back(c);
    }

    // Of two or more cards played together, the entitled player names the one that counts for the
    // trick; the rest are exposed (the log contract; Elwell 72, Club 73).
    bool names_card_for_trick(Card named) {
        if (named == NO_CARD || together_by_ == NO_SEAT || !together_.has(named)) return false;
        const Seat by = together_by_;
        const Card counted = s_.trick.by_seat[by];
        if (counted == NO_CARD || counted == named || !s_.hand[by].has(named)) return false;
        s_.trick.by_seat[by] = named;
        s_.hand[by].remove(named);
        s_.played.add(named);
        s_.exposed.remove(named);
        s_.played.remove(counted);
        s_.hand[by].add(counted);
        s_.exposed.add(counted);
        together_by_ = NO_SEAT;
        return true;
    }

    void finish() {
        mark_all_down();
        if (s_.trick_done) quit();
        for (int r : renounces_) settle(r);
        for (int r : suspended_) settle(r);
        renounces_.clear();
        suspended_.clear();
        if (new_deal_ >= 0) {
            rec_.ends = DealEnd::NewDeal;
            return;
        }
        if (s_.tricks_played < RANKS && claim_by_ != NO_SEAT) settle_claim();
        if (s_.tricks_played < RANKS) rec_.ends = DealEnd::Abandoned;
    }

    // The log ends on a claim: the tricks still to play go as claimed (the rest, or that many).
    void settle_claim() {
        const int remaining = RANKS - s_.tricks_played;
        const int claimed = claim_tricks_ < 0 ? remaining : std::min<int>(claim_tricks_, remaining);
        s_.won[side_of(claim_by_)] += uint8_t(claimed);
        s_.won[other(side_of(claim_by_))] += uint8_t(remaining - claimed);
        s_.tricks_played = RANKS;
        s_.trick = Trick{};
        s_.phase = Phase::End;
    }

    const Deal& deal_;
    const Lawbook& book_;
    const Parameters& p_;
    const std::string& file_;
    int index_;
    DealRecord& rec_;
    State s_;
    std::vector<int> renounces_; // pending renounces in the current trick
    int false_lead_ = -1;        // the open false lead of the current trick
    int current_ = -1;           // the event being folded
    int new_deal_ = -1;          // the election of a new deal, if the play did not go on
    std::vector<Call> calls_;    // calls that bind a coming play
    std::vector<std::pair<int, Call>>
        disobeyed_;              // failures to comply in the current trick, with the call
    std::set<int> asked_;        // renounces asked about before the trick was quitted
    std::vector<int> suspended_; // ... and so not yet established after it
    bool trump_taken_ = false;   // the turned trump card is in the dealer's hand
    uint8_t thrown_down_ = 0;    // bit per seat that threw its cards face upwards
    uint8_t forfeited_ = 0;      // bit per seat that has lost the right to double
    bool passed_back_ = false;   // the dealer's partner passed the declaration back
    int regular_doublings_ = 0;  // doubles and re-doubles made in turn
    bool for_dummy_ = false;     // the declaration was passed to Dummy's hand
    const char* list_ = "events"; // the deal's list being folded, for the place in an error
    int open_double_ = -1;       // the situation (an early lead) that leaves one double open,
                                 // to be consented to or refused by its election
    int consent_ = -1;           // that situation, still once the double is made
    Seat refused_ = NO_SEAT;     // the player whose re-double its election refused
    Seat together_by_ = NO_SEAT; // cards played together to the current trick: by whom ...
    CardSet together_;           // ... and which
    Seat claim_by_ = NO_SEAT;    // the last claim of the remaining tricks
    int claim_tricks_ = -1;
    bool pack_cut_ = false;      // the deal's pack has been cut (during-deal "cuts")
    CardSet thrown_;             // cards thrown face upwards on the table
    bool taken_back_ = false;    // a card of the current trick was taken back (it may leave a gap)
    bool open_ = false;          // something_open(), as of the last event of the long path
    State before_;               // the state before the last event of the long path
};

} // namespace

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
                                    const std::string& file, int index, History history) {
    rec.clear();
    return Folder(deal, book, file, index, rec).run(history);
}

Result<DealRecord> fold_deal(const Deal& deal, const Lawbook& book, const std::string& file, int index, bool keep_history) {
    DealRecord rec;
    if (auto e = fold_deal_into(rec, deal, book, file, index,
                                keep_history ? History::Whole : History::End))
        return *e;
    return rec;
}

} // namespace bl
