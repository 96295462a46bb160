#include "report/ruling_words.h"

#include "core/card.h"
#include "log/event.h"
#include "report/hand_diagram.h"
#include "report/words.h"

#include <fmt/format.h>

#include <algorithm>

namespace bl {

namespace {

std::string or_words(const std::vector<std::string>& items, const char* last = " or ") {
    std::string out;
    for (size_t i = 0; i < items.size(); ++i)
        out += (i == 0 ? "" : i + 1 == items.size() ? last : ", ") + items[i];
    return out;
}

std::string option_list(const std::vector<Option>& options) {
    std::vector<std::string> words;
    for (Option o : options) words.emplace_back(phrase(o));
    return or_words(words);
}

std::string consequence_list(const std::vector<Consequence>& cs) {
    std::vector<std::string> words;
    for (Consequence c : cs) words.emplace_back(phrase(c));
    return or_words(words, " and ");
}

const Event* event_of(const DealReport& d, const Situation& x) {
    const std::vector<Event>& list = x.phase == Phase::Deal ? d.deal->during_deal : d.deal->events;
    if (x.event < 0 || size_t(x.event) >= list.size()) return nullptr;
    return &list[size_t(x.event)];
}

// "no one played to it after", "one player played to it after".
std::string followers(int n) {
    if (n <= 0) return "no one played to it after";
    return n == 1 ? "one player played to it after"
                  : fmt::format("{} players played to it after", n);
}

// Whether those who may choose are the side the penalty serves: only then is an option "the
// best for the claimants".
bool claimants_choose(const Ruling& r) {
    if (r.elector.empty() || r.situation.offender == NO_SEAT) return false;
    return std::all_of(r.elector.begin(), r.elector.end(),
                       [&](Seat s) { return side_of(s) == claimants(r); });
}

void mark_best(std::vector<WhatIfRow>& rows, bool claimants_elect) {
    std::vector<WhatIfRow*> scored;
    for (WhatIfRow& w : rows)
        if (w.score) scored.push_back(&w);
    if (scored.size() < 2) return;
    int best = scored.front()->score->net;
    for (const WhatIfRow* w : scored) best = std::max(best, w->score->net);
    std::vector<WhatIfRow*> top;
    for (WhatIfRow* w : scored)
        if (w->score->net == best) top.push_back(w);
    if (top.size() == 1) {
        if (claimants_elect) top.front()->mark = "the best for the claimants";
        return;
    }
    if (top.size() == scored.size()) {
        for (WhatIfRow* w : top) w->mark = "these options score the same";
        return;
    }
    for (WhatIfRow* w : top) {
        std::vector<std::string> others;
        for (const WhatIfRow* o : top)
            if (o != w) others.push_back("\u201C" + std::string(phrase(o->option)) + "\u201D");
        w->mark = "scores the same as " + or_words(others, " and ");
    }
}

} // namespace

std::string declaration_lead_in(const State& end) {
    if (!end.dealer_left) return "";
    // `left` is cleared when the partner passes the declaration back (fold_dialogue.cpp).
    return end.left ? "The dealer leaves it; "
                    : "The dealer leaves it; his partner passes it back; ";
}

std::string event_words(const Event& e) {
    std::string out = event_text(e);
    if (!e.has_option) return out;
    const std::string id = " " + std::string(name(e.option));
    const size_t at = out.find(id);
    if (at != std::string::npos)
        out.replace(at, id.size(), ": \u201C" + std::string(phrase(e.option)) + "\u201D");
    return out;
}

std::optional<LogPlace> log_place(const DealReport& d, const Situation& x) {
    const Event* e = event_of(d, x);
    if (!e || e->line <= 0) return std::nullopt;
    return LogPlace{e->line, e->column};
}

std::string where_in_log(const DealReport& d, const Situation& x) {
    if (x.event >= 0) {
        const auto place = log_place(d, x);
        const std::string list = x.phase == Phase::Deal ? " while dealing" : "";
        return place ? fmt::format("at event {}{} (line {} of the log)", x.event + 1, list,
                                   place->line)
                     : fmt::format("at event {}{}", x.event + 1, list);
    }
    switch (x.id) {
    case Infraction::DealOutOfTurn: return "from who dealt the deal";
    case Infraction::ErroneousScore: return "from the score written for the deal";
    case Infraction::CutIrregular:
    case Infraction::ShuffleAfterCut: return "from the cut";
    default: return x.phase == Phase::Deal ? "from the hands as dealt" : "from the deal as a whole";
    }
}

std::string what_happened(const Situation& x, const SeatWords& who_of) {
    const std::string who = who_of(x.offender);
    const std::string card = x.card == NO_CARD ? "" : " " + card_label(x.card);
    const std::string trick = x.trick > 0 ? fmt::format(" in trick {}", x.trick) : "";
    // An erroneous score has no offender (the score is corrected, no one is penalised): the
    // irregularity is named alone, not "by" a placeholder.
    if (x.offender == NO_SEAT) return capitalised(phrase(x.id)) + card + trick;
    switch (x.id) {
    case Infraction::Revoke:
        return fmt::format(
            "{} renounced{} ({}) holding a card of the suit led, and did not correct it in time",
            who, trick, card_label(x.card));
    case Infraction::RenounceCorrected:
        return fmt::format("{} renounced{} ({}) and took the card back in time", who, trick,
                           card_label(x.card));
    case Infraction::LeadOutOfTurn:
    case Infraction::LeadFromWrongHand:
        return fmt::format("{} led{}{} when {} should have led; {}", who, card, trick,
                           who_of(x.should_have_led), followers(x.followed));
    case Infraction::ExposedCard:
    case Infraction::ExposedBeforeLead:
    case Infraction::ExposedBeforeDeclaration:
    case Infraction::ExposedInDeal:
        return fmt::format("{} exposed{} {}", who, card, phrase(x.phase));
    case Infraction::PlayedBeforePartner:
        if (x.position == 0)
            return fmt::format("{} led again{}{} without waiting for his partner to play", who,
                               card, trick);
        return fmt::format("{} played{}{} out of his turn, in place {} of the trick", who, card,
                           trick, x.position);
    case Infraction::FailureToComply:
        return fmt::format("{} played{}{} against the call that bound him", who, card, trick);
    case Infraction::DealOutOfTurn: return fmt::format("{} dealt out of turn", who);
    default: return fmt::format("{} by {}{}{}", capitalised(phrase(x.id)), who, card, trick);
    }
}

std::string status_sentence(const Ruling& r) {
    std::string out = capitalised(phrase(r.status)) + ".";
    if (r.election_problem.empty()) return out;
    const Situation& x = r.situation;
    // The engine's reason in plain words, never another's: an option the rule gives may still
    // fail (three tricks cannot be taken from a side that has fewer, replay.cpp).
    std::string why = r.election_problem;
    if (why.find("is not an option the law gives") != std::string::npos)
        why = fmt::format("\u201C{}\u201D is not an option the law gives here", phrase(x.elected));
    else if (why.find("entitled") != std::string::npos)
        why = seat_name(x.elected_by) + " is not entitled to choose the penalty";
    return out + " The election fails: " + why + ".";
}

std::string choice_sentence(const Ruling& r, const SeatWords& who) {
    if (r.provision == Provision::NoProvision) return "The code makes no provision for it.";
    if (r.provision == Provision::NoPenalty) return "The code gives no penalty.";
    if (r.options.empty()) return "";
    std::vector<std::string> electors;
    for (Seat s : r.elector) electors.push_back(who(s));
    // No elector: the remedy follows of itself; where no one is at fault it corrects.
    std::string out =
        electors.empty()
            ? fmt::format("The {}: {}.", is_correction(r.situation.id) ? "correction" : "penalty",
                          option_list(r.options))
            : fmt::format("{} may choose: {}.", or_words(electors), option_list(r.options));
    if (r.elected)
        out += fmt::format(" Elected: {}.", phrase(*r.elected));
    else if (r.status == Status::Pending)
        out += " Nothing is elected yet.";
    return out;
}

std::vector<std::string> consequence_sentences(const Ruling& r) {
    std::vector<std::string> out;
    if (!r.consequences.empty()) {
        const std::string list = consequence_list(r.consequences);
        switch (r.status) {
        case Status::Established: out.push_back("Consequence: " + list + "."); break;
        case Status::Pending: out.push_back("If the penalty is claimed: " + list + "."); break;
        default:
            out.push_back("Had the penalty been claimed in time: " + list +
                          "; it was not, so none applies.");
            break;
        }
    }
    if (!r.rule || r.status == Status::Corrected || r.status == Status::Waived) return out;
    for (const auto& [option, more] : r.rule->follows)
        if (!r.elected || *r.elected != option)
            out.push_back(fmt::format("If \u201C{}\u201D is elected: {}.", phrase(option),
                                      consequence_list(more)));
    return out;
}

std::string reading_sentence(const Reading& rd, const std::string& choice) {
    if (choice.empty() || choice == rd.default_reading)
        return plain_prose(fmt::format("An open point of the code: {} Read here as follows: {}",
                                       rd.question, rd.reason));
    for (const auto& [id, meaning] : rd.others)
        if (id == choice)
            return plain_prose(fmt::format("An open point of the code: {} Read here, as chosen for this ruling, as follows: {}",
                                           rd.question, meaning));
    return plain_prose(fmt::format("An open point of the code: {} Read here as chosen for this ruling.", rd.question));
}

Side claimants(const Ruling& r) {
    return r.situation.offender == NO_SEAT ? NS : other(side_of(r.situation.offender));
}

std::vector<WhatIfRow> what_if_rows(const Ruling& r) {
    std::vector<WhatIfRow> rows;
    for (const OptionScore& o : r.option_scores) {
        WhatIfRow w{o.option, &o, {}, {}};
        if (depends_on_play(o.option)) {
            w.score = nullptr;
            w.instead = fmt::format(
                "depends on the play: the law lets them {}, and the play that would have "
                "followed is not in the log",
                phrase(o.option));
        } else if (o.option == Option::NewDeal) {
            w.score = nullptr;
            w.instead = "the hand is void and dealt again: nothing is scored for it";
        }
        rows.push_back(w);
    }
    mark_best(rows, claimants_choose(r));
    return rows;
}

bool leaves_score_open(const Ruling& r) { return r.status == Status::Pending; }

} // namespace bl
