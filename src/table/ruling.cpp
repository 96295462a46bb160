#include "table/ruling.h"

#include "core/card.h"
#include "table/deadline.h"

#include <algorithm>

namespace bl {

namespace {

bool in_mask(unsigned mask, unsigned bit) { return mask == 0 || (mask >> bit) & 1; }

bool matches(const Conditions& c, const Situation& x, const State& at) {
    if (c.offender && (x.offender == NO_SEAT || !in_mask(c.offender, unsigned(at.role_of(x.offender))))) return false;
    if (!in_mask(c.phase, unsigned(x.phase))) return false;
    if (c.should_have_led && (x.should_have_led == NO_SEAT || !in_mask(c.should_have_led, unsigned(at.role_of(x.should_have_led)))))
        return false;
    if (c.followed && (x.followed < 0 || !in_mask(c.followed, unsigned(x.followed)))) return false;
    if (c.trick && (x.trick <= 0 || !in_mask(c.trick, unsigned(x.trick)))) return false;
    if (c.claimed && !in_mask(c.claimed, x.late ? 1u : 0u)) return false;
    if (c.position && (x.position <= 0 || !in_mask(c.position, unsigned(x.position)))) return false;
    if (c.call && (!x.call || !in_mask(c.call, unsigned(*x.call)))) return false;
    if ((x.flags & c.flags_named) != c.flags_value) return false;
    return true;
}

std::vector<Seat> electors(Elector e, const Situation& x, const State& at) {
    const Side offended = x.offender == NO_SEAT ? other(at.declaring_side()) : other(side_of(x.offender));
    const Seat a = offended == NS ? N : E;
    switch (e) {
    case Elector::Dealer: return {at.dealer};
    case Elector::Eldest: return {next(at.dealer)};
    case Elector::RightAdversary: return {previous(at.dealer)};
    case Elector::Declarer: return at.declarer == NO_SEAT ? std::vector<Seat>{} : std::vector<Seat>{at.declarer};
    case Elector::LastDoubler: {
        const Seat d = at.last_doubler[offended];
        return d == NO_SEAT ? std::vector<Seat>{} : std::vector<Seat>{d};
    }
    case Elector::AdversariesOfOffender:
    case Elector::EitherAdversary: return {a, partner(a)};
    case Elector::DealerAdversaries: {
        const Seat l = next(at.dealer);
        return {std::min(l, partner(l)), std::max(l, partner(l))};
    }
    case Elector::Dummy: return {at.dummy_seat()};
    case Elector::None: return {};
    case Elector::AnyPlayer: return {N, E, S, W};
    }
    return {};
}

// Where Dummy's hand has no player of its own (the three-player games), Dummy's seat cannot
// choose a penalty: the player who plays it, opposite, speaks for their side (in Dummy Bridge
// he is "the dealer" when Dummy deals, R4-R7).
// The seat is the fold's (State::absent); a state made elsewhere (the checker's) that names none
// takes the dealer's partner's where the code seats Dummy there.
void drop_voiceless(std::vector<Seat>& electors, const Parameters& p, const State& at) {
    Seat voiceless = at.absent;
    if (voiceless == NO_SEAT && p.dummy_absent.value && !p.dummy_seat_first_dealer.value &&
        at.dealer != NO_SEAT)
        voiceless = at.dummy_seat();
    if (voiceless == NO_SEAT ||
        std::find(electors.begin(), electors.end(), voiceless) == electors.end())
        return;
    std::erase(electors, voiceless);
    const Seat player = partner(voiceless);
    if (std::find(electors.begin(), electors.end(), player) == electors.end())
        electors.push_back(player);
}

const char* until_phrase(Until u) {
    switch (u) {
    case Until::Cut: return "when the cards are cut for the next deal";
    case Until::SecondHandPlays: return "when the second hand has played";
    case Until::NextLead: return "at the next lead";
    case Until::TrickQuitted: return "when the trick is turned and quitted";
    case Until::DummyLaidDown: return "when dummy's hand is on the table";
    case Until::FirstLead: return "at the first lead";
    case Until::DoublingDeclared: return "once the doubling is declared";
    case Until::PartnerPlayed: return "when the offender's partner has played";
    case Until::OffenderSideNextLeads: return "when the offender or his partner next leads";
    default: return "at the moment the law names";
    }
}

// Forbidding the leader to lead a suit (Club 1903 69, Club 1904 71, Elwell 68) concerns the
// opening lead: chosen once it is made, it binds nothing, though the exposed card itself may
// still be called until it is played.
bool after_opening_lead(const Situation& x, const std::function<int(Until)>& lapse) {
    return x.elected == Option::ForbidSuit && lapse && !x.elected_in_deal &&
           x.elected_event > lapse(Until::FirstLead);
}

// Whether the claim's time ran out with nothing claimed. A remedy that stands of itself while the
// deal lasts (a surplus card restored) is not lost by the deal's ending.
bool lapses_unclaimed(const Rule& r, const std::function<int(Until)>& lapse) {
    if (!lapse || r.until == Until::None || lapse(r.until) == NEVER) return false;
    return !(r.claimed == Claim::OfItself && r.until == Until::EndOfDeal);
}

} // namespace

std::vector<Seat> electors_of(const Lawbook& book, const Rule& r, const Situation& x, const State& at) {
    std::vector<Seat> out = electors(r.elector, x, at);
    drop_voiceless(out, book.params, at);
    return out;
}

const Rule* find_rule(const Lawbook& book, const Situation& x, const State& at) {
    const Rule* best = nullptr;
    for (const Rule& r : book.rules) {
        if (r.id != x.id || !book.in_force(r) || !matches(r.when, x, at)) continue;
        if (!best || r.when.named() > best->when.named()) best = &r;
    }
    return best;
}

namespace {

// A penalty elected at the table (x.elected): in order, whether the law gives that option, the
// player is entitled to choose, had not looked at his cards where that bars him, chose in time,
// and (a suit forbidden) before the opening lead; the election stands, or its problem is told.
void judge_election(Ruling& out, const Rule& r, const Situation& x,
                    const std::function<int(Until)>& lapse) {
    const bool allowed = std::find(r.options.begin(), r.options.end(), x.elected) != r.options.end();
    const bool entitled = out.elector.empty() || std::find(out.elector.begin(), out.elector.end(), x.elected_by) != out.elector.end();
    const bool too_late = lapse && !x.elected_in_deal && x.elected_event > lapse(r.until);
    if (!allowed) out.election_problem = std::string(name(x.elected)) + " is not an option the law gives here";
    else if (!entitled) out.election_problem = seat_name(x.elected_by) + " is not entitled to choose the penalty";
    else if (x.claimant_looked && r.until == Until::ClaimantLooked)
        out.election_problem = seat_name(x.elected_by) +
                               " had looked at his cards: the claim may not be made by a "
                               "player who has looked at any of his cards";
    else if (too_late) out.election_problem = "claimed too late: the claim lapses " + std::string(until_phrase(r.until));
    else if (after_opening_lead(x, lapse))
        out.election_problem =
            "the leader may be forbidden a suit only before the opening lead";
    if (out.election_problem.empty()) out.elected = x.elected;
    else if (too_late) out.status = Status::Waived;
    // The only player who might claim has looked at his cards: nobody can claim it now.
    else if (entitled && x.claimant_looked && r.until == Until::ClaimantLooked &&
             out.elector == std::vector<Seat>{x.elected_by})
        out.status = Status::Waived;
    // The entitled side claimed the penalty under another name: a fixed penalty still stands.
    else if (entitled && r.claimed == Claim::OfItself && !r.options.empty() && out.status == Status::Established)
        out.elected = r.options.front();
}

} // namespace

Ruling rule_on(const Lawbook& book, const Situation& x, const State& at, const std::function<int(Until)>& lapse) {
    Ruling out;
    out.situation = x;
    out.status = x.status;
    out.rule = find_rule(book, x, at);
    if (!out.rule) return out;
    const Rule& r = *out.rule;
    out.provision = r.provision;
    for (const std::string& id : r.readings) out.readings.emplace_back(id, book.choice(id));
    for (const auto& w : r.if_reading)
        if (std::none_of(out.readings.begin(), out.readings.end(), [&](const auto& u) { return u.first == w.first; }))
            out.readings.push_back(w);
    out.laws = r.laws;
    // Withdrawn in time, where the code allows it, the act is corrected.
    const bool rectified =
        r.rectifiable && x.withdrawn && (!lapse || x.withdrawn_event < lapse(r.until));
    if (rectified) out.status = Status::Corrected;
    if (r.provision != Provision::Penalty) return out;
    out.elector = electors_of(book, r, x, at);
    out.options = r.options;
    if (!rectified) out.consequences = r.consequences; // corrected in time: nothing follows
    // The law closes the claim (a revoke claimed after the cut): what it would have given is
    // listed, and nothing of it applies.
    if (r.claimed == Claim::Lapsed) {
        out.status = Status::Waived;
        if (x.elected_event >= 0 || x.elected_in_deal)
            out.election_problem = "claimed too late: the claim lapses " + std::string(until_phrase(r.until));
        return out;
    }
    if (x.elected_event >= 0 || x.elected_in_deal) {
        judge_election(out, r, x, lapse);
    } else if (lapses_unclaimed(r, lapse)) {
        out.status = Status::Waived; // the right lapsed unclaimed
        out.lapsed_event = lapse(r.until);
    } else if (r.claimed == Claim::OfItself && !r.options.empty() && out.status == Status::Established) {
        out.elected = r.options.front(); // a penalty that stands of itself
    }
    // A remedy the elector must claim changes nothing until he does: open while he still may.
    if (out.status == Status::Established && !out.elected && r.claimed == Claim::ByElector) out.status = Status::Pending;
    if (out.elected)
        for (const auto& [option, more] : r.follows)
            if (option == *out.elected) out.consequences.insert(out.consequences.end(), more.begin(), more.end());
    return out;
}

namespace {

// What ruling r does to the score with `elected` as its election, when it is in force.
void penalise(const Ruling& r, std::optional<Option> elected, Penalties& pen) {
    const Seat off = r.situation.offender;
    if (r.provision != Provision::Penalty || off == NO_SEAT) return;
    const Side os = side_of(off), gets = other(os);
    bool effective = false;
    if (elected) {
        effective = true;
        switch (*elected) {
        case Option::TakeThreeTricks:
        case Option::TransferThreeTricks: pen.tricks_to[gets] += 3; break;
        case Option::TransferOneTrick: pen.tricks_to[gets] += 1; break;
        case Option::DeductThreeTricksValue: pen.trick_values_deduct[off] += 3; break;
        case Option::AddThreeTricksValue: pen.trick_values_add[gets] += 3; break;
        case Option::DeductThreePoints: pen.points_deduct[off] += 3; break;
        case Option::AddThreePoints: pen.points_add[gets] += 3; break;
        default: effective = false; break;
        }
    }
    for (Consequence c : r.consequences) {
        if (c == Consequence::NoGameThisHand) pen.no_game[os] = true, effective = true;
        if (c == Consequence::NoSlamThisHand) pen.no_slam[os] = true, effective = true;
    }
    if (effective) pen.laws.insert(pen.laws.end(), r.laws.begin(), r.laws.end());
}

} // namespace

void apply_to_score(const Ruling& r, const State& at, Penalties& pen) {
    (void)at;
    if (r.status == Status::Waived || r.status == Status::Corrected || r.status == Status::Pending) return;
    penalise(r, r.elected, pen);
}

void apply_to_score_if_elected(const Ruling& r, Option o, Penalties& pen) { penalise(r, o, pen); }

} // namespace bl
