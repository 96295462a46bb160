#include "teach/question_bank.h"

#include "replay/replay.h"
#include "report/report.h"
#include "teach/teach_words.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace bl {

namespace {

using nlohmann::json;

const char* const SEATS = "NESW";

std::string lower(std::string s) {
    for (char& ch : s) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    return s;
}

bool says(const std::string& question, std::initializer_list<const char*> words) {
    const std::string q = " " + lower(question);
    return std::any_of(words.begin(), words.end(),
                       [&](const char* w) { return q.find(w) != std::string::npos; });
}

// The wrong answers gathered so far, each once and never the right one.
struct Choices {
    std::string right;
    std::vector<Choice> wrong;
    void add(const std::string& text, const std::string& source) {
        if (text.empty() || text == right) return;
        for (const Choice& c : wrong)
            if (c.text == text) return;
        wrong.push_back({text, source});
    }
};

// The ruling under `r` on the same irregularity as `ruling` (the first of the same infraction).
const json* same_irregularity(const CodeRuling& r, const json& ruling) {
    for (const json& d : r.report["deals"])
        for (const json& x : d["rulings"])
            if (x.value("infraction", "") == ruling.value("infraction", "")) return &x;
    return nullptr;
}

bool lost(const json& ruling) { return ruling.value("status", "") == "waived"; }

// What the laws give now: a penalty waived or lost gives nothing, whatever it would have been.
std::string remedy_now(const json& ruling) {
    if (!lost(ruling)) return remedy_words(ruling);
    return "Nothing now: the penalty is lost, and the tricks stand as played.";
}

std::string chooser_words(const Case& c, const std::vector<std::string>& seats) {
    std::vector<std::string> names;
    for (const std::string& s : seats) names.push_back(seat_words(c.log, s));
    if (names.empty()) return "No one: there is nothing to choose.";
    return (names.size() == 1 ? names[0] + " alone" : or_list(names) + ", either of them") + ".";
}

std::vector<std::string> seat_list(std::initializer_list<int> seats) {
    std::vector<std::string> out;
    for (int s : seats) out.push_back(std::string(1, SEATS[s % 4]));
    std::sort(out.begin(), out.end());
    return out;
}

void who_chooses(const Case& c, const json& ruling, const std::vector<const CodeRuling*>& others,
                 Choices& ch) {
    std::vector<std::string> right = strings(ruling["elector"]);
    std::sort(right.begin(), right.end());
    ch.right = chooser_words(c, right);
    for (const CodeRuling* o : others)
        if (const json* r = same_irregularity(*o, ruling)) {
            std::vector<std::string> e = strings((*r)["elector"]);
            std::sort(e.begin(), e.end());
            if (!e.empty()) ch.add(chooser_words(c, e), o->code);
        }
    const std::string offender = ruling.value("offender", "");
    const int at = offender.empty() ? 0 : int(std::string(SEATS).find(offender[0]));
    ch.add(chooser_words(c, seat_list({at + 1, at + 3})), "the wrong chooser");
    ch.add(chooser_words(c, seat_list({at + 1})), "the wrong chooser");
    ch.add(chooser_words(c, seat_list({at + 3})), "the wrong chooser");
    ch.add(chooser_words(c, seat_list({at + 2})), "the wrong chooser: the offender's partner");
}

// "Yes" with the remedy, or "No" because it is lost.
std::string in_time_words(const json& ruling) {
    if (lost(ruling)) return "No: the penalty is lost; the tricks and the score stand as played.";
    if (ruling.value("provision", "") != "penalty")
        return "There is nothing to claim: " + lower(remedy_words(ruling));
    return "Yes: the penalty stands. " + remedy_words(ruling);
}

void in_time(const json& ruling, const std::vector<const CodeRuling*>& others, Choices& ch) {
    ch.right = in_time_words(ruling);
    for (const CodeRuling* o : others)
        if (const json* r = same_irregularity(*o, ruling)) ch.add(in_time_words(*r), o->code);
    // The other time: as if the limit had not passed, or had.
    json turned = ruling;
    turned["status"] = lost(ruling) ? "established" : "waived";
    if (turned["provision"] == "penalty") ch.add(in_time_words(turned), "the wrong time limit");
}

void which_remedy(const json& ruling, const CodeRuling& main,
                  const std::vector<const CodeRuling*>& others, Choices& ch) {
    ch.right = remedy_now(ruling);
    if (lost(ruling))
        ch.add(remedy_words(ruling), "the wrong time limit: the penalty as if claimed in time");
    for (const CodeRuling* o : others)
        if (const json* r = same_irregularity(*o, ruling)) ch.add(remedy_now(*r), o->code);
    const std::string infraction = ruling.value("infraction", "");
    std::vector<const CodeRuling*> books = others;
    books.insert(books.begin(), &main);
    for (const CodeRuling* o : books)
        for (const Rule& rule : o->book.rules)
            if (name(rule.id) == infraction)
                ch.add(remedy_words(rule), o->code + ", in other circumstances");
}

// The deal the question is on: the ruling's, else the last.
const json* focus_deal(const json& report, const json* ruling) {
    if (!report.contains("deals") || report["deals"].empty()) return nullptr;
    for (const json& d : report["deals"])
        for (const json& r : d["rulings"])
            if (ruling && &r == ruling) return &d;
    return &report["deals"].back();
}

void score_becomes(const json& report, const json* ruling,
                   const std::vector<const CodeRuling*>& others, Choices& ch) {
    const json* deal = focus_deal(report, ruling);
    ch.right = score_words((*deal)["score"]);
    const size_t index = size_t(deal->value("index", 0));
    for (const CodeRuling* o : others)
        if (o->report.contains("deals") && index < o->report["deals"].size())
            ch.add(score_words(o->report["deals"][index]["score"]), o->code);
    if (ruling && ruling->contains("options_score"))
        for (const json& s : (*ruling)["options_score"])
            ch.add(score_words(s["score"]),
                   "the score with another option: " + option_words(s.value("option", "")));
}

std::string ask_words(QuestionKind kind, const Case& c, const CodeRuling& code,
                      const json* ruling) {
    const std::string what =
        ruling ? infraction_words(ruling->value("infraction", "")) + by_offender(c.log, *ruling)
               : "";
    switch (kind) {
    case QuestionKind::WhoChooses:
        return fmt::format("Under {}, who may choose the penalty for {}?", code_name(code.book),
                           what);
    case QuestionKind::InTime:
        return fmt::format("Under {}, does the penalty for {} still stand when it is claimed?",
                           code_name(code.book), what);
    case QuestionKind::WhichRemedy:
        return fmt::format("Under {}, what do the laws give for {}?", code_name(code.book), what);
    case QuestionKind::ScoreBecomes:
        return fmt::format("Under {}, what does the deal add to each side's score?",
                           code_name(code.book));
    }
    return "";
}

} // namespace

const json* first_ruling(const json& report) {
    if (!report.contains("deals")) return nullptr;
    for (const auto& d : report["deals"])
        if (!d["rulings"].empty()) return &d["rulings"][0];
    return nullptr;
}

std::string question_kind_name(QuestionKind kind) {
    static const std::map<QuestionKind, std::string> names = {
        {QuestionKind::WhoChooses, "who-chooses"},
        {QuestionKind::InTime, "in-time"},
        {QuestionKind::WhichRemedy, "which-remedy"},
        {QuestionKind::ScoreBecomes, "score"}};
    return names.at(kind);
}

QuestionKind question_kind(const Case& c, const json* ruling) {
    if (!ruling) return QuestionKind::ScoreBecomes;
    const bool penalty = ruling->value("provision", "") == "penalty";
    if (penalty && !(*ruling)["elector"].empty() && says(c.question, {" who ", "who may", "whose"}))
        return QuestionKind::WhoChooses;
    if (says(c.question, {"in time", "too late", "still", "time limit", "after the cut", "lost"}) ||
        lost(*ruling))
        return QuestionKind::InTime;
    if (says(c.question, {"score"}) && (*ruling).contains("options_score"))
        return QuestionKind::ScoreBecomes;
    return QuestionKind::WhichRemedy;
}

std::optional<BankQuestion> bank_question(const Case& c, const std::vector<CodeRuling>& codes,
                                          size_t main, const std::vector<CodeRuling>& others,
                                          Prng& prng, size_t wrong) {
    const CodeRuling& code = codes.at(main);
    const json* ruling = first_ruling(code.report);
    const QuestionKind kind = question_kind(c, ruling);
    if (kind == QuestionKind::ScoreBecomes && !focus_deal(code.report, ruling)) return std::nullopt;
    std::vector<const CodeRuling*> rest;
    for (size_t i = 0; i < codes.size(); ++i)
        if (i != main) rest.push_back(&codes[i]);
    for (const CodeRuling& o : others) rest.push_back(&o);
    Choices ch;
    switch (kind) {
    case QuestionKind::WhoChooses: who_chooses(c, *ruling, rest, ch); break;
    case QuestionKind::InTime: in_time(*ruling, rest, ch); break;
    case QuestionKind::WhichRemedy: which_remedy(*ruling, code, rest, ch); break;
    case QuestionKind::ScoreBecomes: score_becomes(code.report, ruling, rest, ch); break;
    }
    if (ch.wrong.empty()) return std::nullopt;
    if (ch.wrong.size() > wrong) ch.wrong.resize(wrong);
    BankQuestion q{c.file,
                   code.code,
                   kind,
                   ask_words(kind, c, code, ruling),
                   ch.wrong,
                   0,
                   ruling ? ruling->value("status", "") : ""};
    q.choices.push_back({ch.right, "the ruling"});
    prng.shuffle(q.choices);
    q.right = size_t(std::find_if(q.choices.begin(), q.choices.end(),
                                  [&](const Choice& x) { return x.text == ch.right; }) -
                     q.choices.begin());
    return q;
}

std::vector<Lawbook> library_books(const LawLibrary& lib) {
    std::vector<Lawbook> out;
    for (const std::string& id : lib.ids())
        if (auto book = lib.load(id)) out.push_back(std::move(*book));
    return out;
}

std::vector<CodeRuling> other_codes(const Case& c, const std::vector<Lawbook>& books) {
    std::vector<CodeRuling> out;
    for (const Lawbook& book : books) {
        if (std::any_of(c.expect.begin(), c.expect.end(),
                        [&](const CaseExpectation& e) { return e.code == book.id; }))
            continue;
        auto report = replay(c.log, book);
        if (!report) continue;
        out.push_back({book.id, book, json::parse(report_json(*report)), "", true});
    }
    return out;
}

std::vector<CodeRuling> other_codes(const Case& c, const LawLibrary& lib) {
    return other_codes(c, library_books(lib));
}

json question_json(const BankQuestion& q) {
    json choices = json::array();
    for (const Choice& c : q.choices) choices.push_back({{"text", c.text}, {"source", c.source}});
    return {{"case", q.case_file}, {"code", q.code},     {"kind", question_kind_name(q.kind)},
            {"ask", q.ask},        {"choices", choices}, {"right", q.right},
            {"status", q.status}};
}

std::string score_words(const json& score) {
    std::vector<std::string> parts;
    for (const auto& [side, words] :
         {std::pair{"NS", "North and South"}, std::pair{"EW", "East and West"}}) {
        const json s = score.value(side, json::object());
        const int below = s.value("below", 0), above = s.value("above", 0);
        if (below == 0 && above == 0)
            parts.push_back(fmt::format("{} nothing", words));
        else if (above == 0)
            parts.push_back(fmt::format("{} {} below the line", words, below));
        else if (below == 0)
            parts.push_back(fmt::format("{} {} above the line", words, above));
        else
            parts.push_back(fmt::format("{} {} below the line and {} above", words, below, above));
    }
    return parts[0] + "; " + parts[1] + ".";
}

} // namespace bl
