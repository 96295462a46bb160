// procedure: the doubling dialogue, played out by the engine's own fold (fold.h) under the
// code's parameters for every denomination: it must end, and in every state before it ends some
// player must have the next word. The limit must make sense for every denomination.
#include "check/check_families.h"
#include "table/fold.h"

#include <fmt/format.h>

namespace bl {

namespace {

constexpr int LONGEST = 40;     // doubles tried in a row before the dialogue is called endless
constexpr size_t EXPLORED = 6;  // events explored in every order (double, satisfied, ask to lead)

Deal probe_deal(Denom trump) {
    Deal d;
    d.dealer = N;
    for (int c = 0; c < CARDS; ++c) d.hands[c % SEATS].add(Card(c));
    d.counts = {RANKS, RANKS, RANKS, RANKS};
    Event e;
    e.by = N;
    e.verb = Verb::Declares;
    e.trump = trump;
    d.events.push_back(e);
    return d;
}

Event said(Seat by, Verb verb) {
    Event e;
    e.by = by;
    e.verb = verb;
    return e;
}

bool open(const State& s) { return s.phase == Phase::Doubling && !s.doubling_closed; }

std::string denom_name(Denom d) { return d == NO_TRUMPS ? "no trumps" : DENOM_NAMES[d]; }

// The state after the deal's events, under the code.
std::optional<State> after(const Deal& d, const Lawbook& book) {
    auto rec = fold_deal(d, book, book.file, 1, false);
    if (!rec) return std::nullopt;
    return rec->history.back();
}

// Every order of up to EXPLORED events: each state still open must name its speaker.
std::string unspoken(Deal& d, const Lawbook& book) {
    const auto s = after(d, book);
    if (!s || !open(*s)) return "";
    if (s->speaker == NO_SEAT) {
        std::string seq;
        for (const Event& e : d.events) seq += (seq.empty() ? "" : ", ") + event_text(e);
        return seq;
    }
    if (d.events.size() > EXPLORED) return "";
    for (Event e : {said(s->speaker, Verb::Doubles), said(s->speaker, Verb::IsSatisfied), said(next(N), Verb::AsksToLead)}) {
        d.events.push_back(e);
        std::string found = unspoken(d, book);
        d.events.pop_back();
        if (!found.empty()) return found;
    }
    return "";
}

// How many doubles in a row the dialogue allows, or -1 when it has not ended after LONGEST.
int doubles_allowed(const Lawbook& book, Denom trump) {
    Deal d = probe_deal(trump);
    for (int k = 0; k <= LONGEST; ++k) {
        const auto s = after(d, book);
        if (!s) return 0;
        if (!open(*s)) return s->doublings;
        if (s->speaker == NO_SEAT) return s->doublings;
        d.events.push_back(said(s->speaker, Verb::Doubles));
    }
    return -1;
}

std::string sentence_at(const std::string& text, size_t at) {
    size_t from = text.rfind(". ", at), to = text.find('.', at);
    from = from == std::string::npos ? 0 : from + 2;
    to = to == std::string::npos ? text.size() : to + 1;
    return text.substr(from, to - from);
}

// The sentence of the law that says doubling has no end, if one does.
std::string says_endless(const Lawbook& book, const std::vector<std::string>& laws) {
    static const char* const ENDLESS[] = {"indefinitely", "without limit", "no limit", "ad infinitum", "without end"};
    for (const std::string& n : laws)
        if (const Law* l = book.law(n))
            for (const char* w : ENDLESS)
                if (const size_t at = l->text.find(w); at != std::string::npos) return sentence_at(l->text, at);
    return "";
}

void endless(const Lawbook& book, Findings& out) {
    const auto& limit = book.params.doubling_limit;
    const std::vector<std::string> laws = limit.set ? limit.laws : book.params.doubling.laws;
    const std::string said_so = says_endless(book, laws);
    Finding f = said_so.empty()
                    ? finding(Severity::Error, "procedure/endless", laws,
                              fmt::format("Doubling never ends by rule: after {} doubles in a row the dialogue is still open, and "
                                          "{} does not say that doubling may go on without end.",
                                          LONGEST, law_list(laws)),
                              limit.line)
                    : finding(Severity::Warning, "procedure/endless", laws,
                              fmt::format("Doubling may go on without end ({}: \"{}\"); the dialogue ends only when a player "
                                          "declines, and no value of a trick is too high.",
                                          law_list(laws), quote(said_so, 120)),
                              limit.line);
    f.reading = limit.reading;
    out.push_back(std::move(f));
}

void limit_per_denomination(const Lawbook& book, Findings& out) {
    const auto& limit = book.params.doubling_limit;
    const int L = *limit.value;
    std::string stops;
    bool exact = false;
    for (Denom d = 0; d <= NO_TRUMPS; ++d) {
        const int v = book.params.trick_value.value[d];
        if (v <= 0) continue; // no value to double: the arithmetic check names it
        const int k = doubles_allowed(book, d);
        if (v > L)
            out.push_back(finding(Severity::Error, "procedure/limit", limit.laws,
                                  fmt::format("The doubling limit of {} is below the undoubled value of a trick at {} ({}): "
                                              "the limit is not well defined there.",
                                              L, denom_name(d), v),
                                  limit.line));
        else if (k == 0)
            out.push_back(finding(Severity::Warning, "procedure/limit", limit.laws,
                                  fmt::format("At {} no double is possible: doubling the trick value of {} would pass the limit of {}.",
                                              denom_name(d), v, L),
                                  limit.line));
        if (k > 0) {
            exact = exact || (v << k) == L;
            stops += fmt::format("{}{} at {} ({} double{})", stops.empty() ? "" : ", ", v << k, denom_name(d), k, k == 1 ? "" : "s");
        }
    }
    if (exact || stops.empty()) return;
    Finding f = finding(Severity::Info, "procedure/limit", limit.laws,
                        fmt::format("The limit of {} is never reached exactly: the value of a trick stops at {}.", L, stops),
                        limit.line);
    f.reading = limit.reading;
    out.push_back(std::move(f));
}

} // namespace

void check_procedure(const CheckContext& c, Findings& out) {
    const Parameters& p = c.book.params;
    if (!p.doubling.value) return;
    if (p.trump_turned.value) {
        out.push_back(finding(Severity::Warning, "procedure/unreachable", p.doubling.laws,
                              "Doubling is allowed, but the trump is turned, and the doubling dialogue follows a declaration: "
                              "no one may ever double.",
                              p.doubling.line));
        return;
    }
    for (Denom d = 0; d <= NO_TRUMPS; ++d) {
        Deal deal = probe_deal(d);
        const std::string seq = unspoken(deal, c.book);
        if (!seq.empty())
            out.push_back(finding(Severity::Error, "procedure/no-speaker", p.doubling.laws,
                                  fmt::format("After \"{}\" the doubling is still open but no player has the next word.", seq)));
    }
    for (Denom d = 0; d <= NO_TRUMPS; ++d)
        if (doubles_allowed(c.book, d) < 0) return endless(c.book, out);
    if (p.doubling_limit.value) limit_per_denomination(c.book, out);
}

} // namespace bl
