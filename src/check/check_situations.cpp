#include "check/check_situations.h"

#include <algorithm>
#include <fmt/format.h>

namespace bl {

namespace {

// Bits of roles and phases, in the order of vocab.h.
constexpr uint8_t DEALER = 1, DUMMY = 2, ELDEST = 4, RIGHT = 8, ADVERSARIES = ELDEST | RIGHT, ALL = 15;
constexpr uint8_t DEALING = 1, DECLARING = 2, DOUBLING = 4, PLAYING = 8, ENDED = 16;

// MATCHED: the fold notes the situation only where a rule of the code matches it (the rules name
// the forbidden moments: looked-too-early), so no other situation arises.
enum Need : uint8_t {
    NONE = 0,
    DECLARED = 1,
    DOUBLES = 2,
    HAS_DUMMY = 4,
    TURNED = 8,
    LEAVES = 16,
    RULED = 32,
    MATCHED = 64
};

// Roles whose acts in the play are derived from the code's call penalties (below).
constexpr uint8_t BOUND_BY_CALLS = 0xF0, CALLERS = 0xE0;

// Where each infraction can arise. `with_dummy`: the roles when the dealer plays his partner's
// cards (he, not the dummy, then leads, plays out of order, omits a card or throws his hand
// down); `without`: when every player holds his own. Why each row is as it is: docs/check.md.
struct Arising {
    Infraction id;
    uint8_t phases, with_dummy, without, needs;
};

constexpr Arising ARISING[] = {
    {Infraction::DealIrregular, DEALING, DEALER, DEALER, NONE},
    {Infraction::ExposedInDeal, DEALING, ALL, ALL, NONE},
    {Infraction::DealerLooked, DEALING, DEALER, DEALER, NONE},
    {Infraction::DealOutOfTurn, DEALING, DEALER, DEALER, NONE},
    {Infraction::Misdeal, DEALING, DEALER, DEALER, NONE},
    {Infraction::WrongPack, DEALING, DEALER, DEALER, NONE},
    // A card of the other pack found in a hand ("shows other pack"), whoever holds it.
    {Infraction::WrongPack, DECLARING | DOUBLING | PLAYING | ENDED, ALL, ALL, NONE},
    // A short hand found by a count after its holder has played ("counts"): the dealer's still.
    {Infraction::DealIrregular, PLAYING | ENDED, DEALER, DEALER, NONE},
    {Infraction::ShuffleAfterCut, DEALING, DEALER, DEALER, NONE},
    {Infraction::CutIrregular, DEALING, ALL, ALL, NONE},
    // The trump card is the last card dealt: taken up too soon or too late, it is in the play.
    {Infraction::TrumpCardIrregular, PLAYING, DEALER, DEALER, TURNED},
    {Infraction::TrumpCardIrregular, PLAYING, DUMMY | ADVERSARIES, DUMMY | ADVERSARIES, TURNED},
    // The dealer declares himself unable to recollect the trump card (Short Bridge 55).
    {Infraction::TrumpCardForgotten, PLAYING, DEALER, DEALER, TURNED},
    {Infraction::ExposedBeforeDeclaration, DECLARING, ALL, ALL, DECLARED},
    {Infraction::DeclarationUnauthorised, DECLARING, DUMMY, DUMMY, DECLARED},
    {Infraction::DeclarationPassedBack, DECLARING, DUMMY, DUMMY, DECLARED | LEAVES},
    {Infraction::DeclarationByAdversary, DECLARING, ADVERSARIES, ADVERSARIES, DECLARED},
    {Infraction::ExposedBeforeLead, DOUBLING, ALL, ALL, DECLARED},
    // A double or re-double made once the lead is made (after an early lead, or refused) is
    // noted in the play.
    {Infraction::DoubleOutOfTurn, DOUBLING | PLAYING, ADVERSARIES, ADVERSARIES, DECLARED | DOUBLES},
    {Infraction::RedoubleOutOfTurn, DOUBLING | PLAYING, DEALER | DUMMY, DEALER | DUMMY,
     DECLARED | DOUBLES},
    {Infraction::AskOutOfTurn, DOUBLING, ADVERSARIES, ADVERSARIES, DECLARED | DOUBLES},
    {Infraction::LeadWithoutAsking, DOUBLING, ELDEST, ELDEST, DECLARED | DOUBLES},
    {Infraction::LeadBeforeDoublingComplete, DOUBLING, ELDEST, ELDEST, DECLARED | DOUBLES},
    {Infraction::Consultation, DECLARING | DOUBLING | PLAYING | ENDED, ALL, ALL, NONE},
    {Infraction::Revoke, PLAYING, ALL, ALL, NONE},
    {Infraction::RenounceCorrected, PLAYING, ALL, ALL, NONE},
    {Infraction::LeadOutOfTurn, PLAYING, DEALER | ADVERSARIES, ALL, NONE},
    {Infraction::LeadFromWrongHand, PLAYING, DEALER, 0, HAS_DUMMY},
    {Infraction::ExposedCard, PLAYING, DEALER | ADVERSARIES, ALL, NONE},
    {Infraction::CardsPlayedTogether, PLAYING, ALL, ALL, NONE},
    {Infraction::PlayedBeforePartner, PLAYING, DEALER | ADVERSARIES, ALL, NONE},
    {Infraction::AttentionToTrick, PLAYING, DEALER | ADVERSARIES, ALL, NONE},
    {Infraction::DummySuggestion, PLAYING, DUMMY, 0, HAS_DUMMY},
    {Infraction::DummyIntervention, PLAYING, DUMMY, 0, HAS_DUMMY},
    {Infraction::DummyLooked, PLAYING, DUMMY, 0, HAS_DUMMY},
    // Dummy's omission is Dummy's (the codes rule it apart: Club 87, Elwell 83 "not being dummy").
    {Infraction::OmittedPlay, PLAYING, ALL, ALL, NONE},
    // A second card from Dummy's hand is Dummy's (the codes rule it apart: Club 88, Elwell 84).
    {Infraction::SurplusCard, PLAYING, ALL, ALL, NONE},
    {Infraction::FailureToComply, PLAYING, BOUND_BY_CALLS, BOUND_BY_CALLS, NONE},
    {Infraction::WrongCardNamed, PLAYING, CALLERS, CALLERS, NONE},
    {Infraction::Claim, PLAYING, DEALER | ADVERSARIES, ALL, NONE},
    {Infraction::CardsThrownDown, PLAYING, DEALER | ADVERSARIES, ALL, NONE},
    {Infraction::WarningPartner, PLAYING, DEALER | ADVERSARIES, ALL, NONE},
    // An election outside the rule's choice, made whenever an election is: in the deal too.
    {Infraction::WrongPenalty, DEALING | DECLARING | DOUBLING | PLAYING | ENDED, ALL, ALL, NONE},
    {Infraction::LookedAtQuittedTrick, PLAYING, ALL, ALL, NONE},
    {Infraction::ErroneousScore, ENDED, 0, 0, NONE},
    {Infraction::LookedTooEarly, DECLARING | DOUBLING, ALL, ALL, RULED | MATCHED},
};

bool has(uint8_t mask, unsigned bit) { return (mask >> bit) & 1; }

uint8_t partners_of(uint8_t roles) {
    uint8_t out = 0;
    if (roles & DEALER) out |= DUMMY;
    if (roles & DUMMY) out |= DEALER;
    if (roles & ELDEST) out |= RIGHT;
    if (roles & RIGHT) out |= ELDEST;
    return out;
}

uint8_t other_side(uint8_t roles) {
    uint8_t out = 0;
    if (roles & (DEALER | DUMMY)) out |= ADVERSARIES;
    if (roles & ADVERSARIES) out |= DEALER | DUMMY;
    return out;
}

bool gives(const Rule& r, std::initializer_list<Option> any) {
    return std::any_of(any.begin(), any.end(),
                       [&](Option o) { return std::find(r.options.begin(), r.options.end(), o) != r.options.end(); });
}

// A failure to comply can arise only for a player some penalty call binds; a wrong card can be
// named only by a player who may call one.
uint8_t derived_roles(const Lawbook& book, uint8_t which) {
    uint8_t bound = 0, callers = 0;
    for (const Rule& r : book.rules) {
        if (r.provision != Provision::Penalty) continue;
        const uint8_t off = r.when.offender ? r.when.offender : ALL;
        if (gives(r, {Option::CallCard, Option::CallHighest, Option::CallLowest})) bound |= off;
        if (gives(r, {Option::CallSuit, Option::ForbidSuit})) bound |= off | partners_of(off);
        if (gives(r, {Option::RequireWin, Option::RequireLose})) bound |= partners_of(off);
        if (gives(r, {Option::CallCard})) callers |= other_side(off);
    }
    if (book.params.dummy.value) callers &= uint8_t(~DUMMY); // the dealer claims for his side
    return which == BOUND_BY_CALLS ? bound : callers;
}

bool needs_met(const Lawbook& book, Infraction id, uint8_t needs) {
    const Parameters& p = book.params;
    const bool declared = !p.trump_turned.value;
    if ((needs & DECLARED) && !declared) return false;
    if ((needs & DOUBLES) && !p.doubling.value) return false;
    if ((needs & HAS_DUMMY) && !p.dummy.value) return false;
    if ((needs & TURNED) && declared) return false;
    if ((needs & LEAVES) && !p.leave_to_partner.value) return false;
    if (needs & RULED)
        return std::any_of(book.rules.begin(), book.rules.end(), [&](const Rule& r) { return r.id == id; });
    return true;
}

uint8_t phases_of(const Lawbook& book) {
    return book.params.trump_turned.value ? DEALING | PLAYING | ENDED : DEALING | DECLARING | DOUBLING | PLAYING | ENDED;
}

// Which facts some rule of the code names for this infraction: only those need enumerating.
Conditions named_facts(const Lawbook& book, Infraction id) {
    Conditions c;
    for (const Rule& r : book.rules) {
        if (r.id != id) continue;
        c.should_have_led |= r.when.should_have_led;
        c.followed |= r.when.followed;
        c.trick |= r.when.trick;
        c.claimed |= r.when.claimed;
        c.position |= r.when.position;
        c.call |= r.when.call;
        c.flags_named |= r.when.flags_named;
    }
    return c;
}

bool is_lead(Infraction id) { return id == Infraction::LeadOutOfTurn || id == Infraction::LeadFromWrongHand; }

// The roles whose lead it may have been when `offender` led instead.
std::vector<Role> whose_lead(Infraction id, Role offender, bool dummy) {
    if (id == Infraction::LeadFromWrongHand) return {Role::Dealer, Role::Dummy};
    std::vector<Role> out;
    for (Role r : {Role::Dealer, Role::Dummy, Role::Eldest, Role::RightAdversary}) {
        if (r == offender) continue;
        // The dealer leading when his own side should lead is a lead from the wrong hand.
        if (dummy && offender == Role::Dealer && r == Role::Dummy) continue;
        out.push_back(r);
    }
    return out;
}

// Expands one probe over the values of one fact: `values` when a rule names the fact, else the
// first value alone (no rule can tell the others apart).
template <class Set>
void expand(std::vector<Probe>& probes, bool named, const std::vector<int>& values, Set set) {
    std::vector<Probe> out;
    for (const Probe& p : probes)
        for (size_t i = 0; i < (named ? values.size() : std::min<size_t>(1, values.size())); ++i) {
            Probe q = p;
            set(q, values[i]);
            out.push_back(q);
        }
    probes = std::move(out);
}

std::vector<int> range(int lo, int hi) {
    std::vector<int> v;
    for (int i = lo; i <= hi; ++i) v.push_back(i);
    return v;
}

void expand_facts(std::vector<Probe>& out, const Lawbook& book, Infraction id, Role role, Phase phase) {
    const Conditions named = named_facts(book, id);
    std::vector<Probe> ps(1);
    ps[0].role = role;
    ps[0].x.id = id;
    ps[0].x.offender = seat_of(role);
    ps[0].x.phase = phase;
    if (is_lead(id)) {
        std::vector<int> whose;
        for (Role r : whose_lead(id, role, book.params.dummy.value)) whose.push_back(int(r));
        expand(ps, named.should_have_led, whose, [](Probe& p, int v) { p.x.should_have_led = seat_of(Role(v)); });
        expand(ps, named.followed, range(0, 3), [](Probe& p, int v) { p.x.followed = v; });
    }
    if (phase == Phase::Play) expand(ps, named.trick, range(1, 13), [](Probe& p, int v) { p.x.trick = v; });
    // The place in the trick: a play out of order in the third or fourth place; a renounce is
    // made in the second, third or fourth place.
    if (id == Infraction::PlayedBeforePartner)
        expand(ps, named.position, {3, 4}, [](Probe& p, int v) { p.x.position = v; });
    if (id == Infraction::Revoke || id == Infraction::RenounceCorrected)
        expand(ps, named.position, {2, 3, 4}, [](Probe& p, int v) { p.x.position = v; });
    if (id == Infraction::FailureToComply)
        expand(ps, named.call, range(0, int(names_of<CallKind>().size()) - 1),
               [](Probe& p, int v) { p.x.call = CallKind(v); });
    for (size_t f = 0; f < names_of<Flag>().size(); ++f)
        expand(ps, (named.flags_named >> f) & 1u, {0, 1}, [f](Probe& p, int v) {
            if (v) p.x.set(Flag(f));
        });
    expand(ps, named.claimed, {0, 1}, [](Probe& p, int v) { p.x.late = v; });
    out.insert(out.end(), ps.begin(), ps.end());
}

std::string seat_role(Seat s) {
    return s == NO_SEAT ? "?" : role_text(probe_state().role_of(s));
}

std::string joined(const std::vector<std::string>& items, const char* last = " or ") {
    std::string out;
    for (size_t i = 0; i < items.size(); ++i) out += (i == 0 ? "" : i + 1 == items.size() ? last : ", ") + items[i];
    return out;
}

template <class E> std::vector<std::string> names(const std::vector<E>& v) {
    std::vector<std::string> out;
    for (E e : v) out.emplace_back(name(e));
    return out;
}

} // namespace

const State& probe_state() {
    static const State s = [] {
        State st;
        st.dealer = N;
        st.declarer = N;
        st.trump = HEARTS;
        st.phase = Phase::Play;
        st.last_doubler = {N, E};
        return st;
    }();
    return s;
}

Seat seat_of(Role r) {
    switch (r) {
    case Role::Dealer: return N;
    case Role::Dummy: return S;
    case Role::Eldest: return E;
    case Role::RightAdversary: return W;
    }
    return NO_SEAT;
}

std::vector<Probe> probes(const Lawbook& book, Infraction id) {
    std::vector<Probe> out;
    for (const Arising& a : ARISING) {
        if (a.id != id || !needs_met(book, id, a.needs)) continue;
        uint8_t roles = book.params.dummy.value ? a.with_dummy : a.without;
        if (roles == BOUND_BY_CALLS || roles == CALLERS) roles = derived_roles(book, roles);
        const uint8_t phases = a.phases & phases_of(book);
        for (unsigned ph = 0; ph < 5; ++ph) {
            if (!has(phases, ph)) continue;
            if (a.with_dummy == 0 && a.without == 0) { // a situation with no offender
                Probe p;
                p.x.id = id;
                p.x.phase = Phase(ph);
                out.push_back(p);
            }
            for (unsigned r = 0; r < 4; ++r)
                if (has(roles, r)) expand_facts(out, book, id, Role(r), Phase(ph));
        }
        if (a.needs & MATCHED)
            std::erase_if(out,
                          [&](const Probe& p) { return !find_rule(book, p.x, probe_state()); });
    }
    return out;
}

std::string role_text(Role r) {
    switch (r) {
    case Role::Dealer: return "the dealer";
    case Role::Dummy: return "the dealer's partner";
    case Role::Eldest: return "the eldest hand";
    case Role::RightAdversary: return "the dealer's right-hand adversary";
    }
    return "?";
}

std::string phase_text(Phase p) {
    switch (p) {
    case Phase::Deal: return "in the deal";
    case Phase::Declaration: return "before the trump is declared";
    case Phase::Doubling: return "in the doubling";
    case Phase::Play: return "in the play";
    case Phase::End: return "after the play";
    }
    return "?";
}

std::string describe(const Probe& p) {
    std::string s = (p.role ? role_text(*p.role) : std::string("no one in particular")) + " " + phase_text(p.x.phase);
    if (p.x.should_have_led != NO_SEAT) s += ", when it was " + seat_role(p.x.should_have_led) + "'s lead";
    if (p.x.followed >= 0) s += fmt::format(", {} player{} having played to it", p.x.followed, p.x.followed == 1 ? "" : "s");
    if (p.x.phase == Phase::Play && p.x.trick > 1) s += fmt::format(", at trick {}", p.x.trick);
    if (p.x.position > 0) s += p.x.position == 3 ? ", third in hand" : ", fourth in hand";
    if (p.x.call) s += fmt::format(", a call ({}) disobeyed", name(*p.x.call));
    for (size_t f = 0; f < names_of<Flag>().size(); ++f)
        if (p.x.has(Flag(f))) s += fmt::format(", {}", name(Flag(f)));
    if (p.x.late) s += ", claimed after the cut";
    return s;
}

SoloRules::SoloRules(const Lawbook& book, Infraction id) {
    for (const Rule& r : book.rules) {
        if (r.id != id) continue;
        Lawbook solo;
        solo.id = book.id;
        solo.params = book.params;
        solo.readings = book.readings; // a rule of one reading's alternative is in force as in the book
        solo.chosen = book.chosen;
        solo.rules = {r};
        solos_.push_back(std::move(solo));
    }
}

bool same_remedy(const Ruling& a, const Ruling& b) {
    const auto sorted = [](auto v) { return std::sort(v.begin(), v.end()), v; };
    const Until ua = a.rule ? a.rule->until : Until::None, ub = b.rule ? b.rule->until : Until::None;
    return a.provision == b.provision && sorted(a.elector) == sorted(b.elector) && sorted(a.options) == sorted(b.options) &&
           sorted(a.consequences) == sorted(b.consequences) && ua == ub;
}

std::string remedy_text(const Ruling& r) {
    if (r.provision == Provision::NoProvision) return "no provision";
    if (r.provision == Provision::NoPenalty) return "no penalty";
    std::string s = "a penalty";
    if (r.rule && r.rule->elector != Elector::None) s += fmt::format(" ({} elect{})", name(r.rule->elector), r.elector.size() == 1 ? "s" : "");
    if (!r.options.empty()) s += ": " + joined(names(r.options));
    if (!r.consequences.empty()) s += (r.options.empty() ? ": " : "; then ") + joined(names(r.consequences), " and ");
    if (r.rule && r.rule->until != Until::None) s += fmt::format(", until {}", name(r.rule->until));
    return s;
}

} // namespace bl
