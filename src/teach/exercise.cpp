#include "teach/exercise.h"

#include "teach/question_bank.h"
#include "teach/teach_words.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

namespace bl {

namespace {

using nlohmann::json;

std::string upper(std::string s) {
    for (char& ch : s) ch = char(std::toupper(static_cast<unsigned char>(ch)));
    return s;
}

// The words of an answer line, commas and "and"/"or" taken as spaces.
std::vector<std::string> answer_words(const std::string& line) {
    std::string spaced = line;
    for (char& ch : spaced)
        if (ch == ',' || ch == ';' || ch == '.') ch = ' ';
    std::istringstream in(spaced);
    std::vector<std::string> out;
    for (std::string w; in >> w;)
        if (w != "and" && w != "or" && w != "&") out.push_back(w);
    return out;
}

// The law's words, in full but for a very long law, for the last hint.
std::string law_words(const Lawbook& book, const std::string& number) {
    const Law* law = book.law(number);
    if (!law) return "";
    std::string text = law->text;
    std::replace(text.begin(), text.end(), '\n', ' ');
    if (text.size() > 700) text = text.substr(0, text.rfind(' ', 700)) + " ...";
    return fmt::format("Law {}: \"{}\"", number, text);
}

std::string laws_hint(const std::vector<std::string>& laws, const std::string& what) {
    return fmt::format("{} {} {}.", laws.size() == 1 ? "Law" : "Laws", or_list(laws), what);
}

// The law that gives the remedy: the first of the ruling's laws that speaks of a penalty or of
// what a player may do (the first defines the offence, as Law 89 the revoke, or gives it all).
std::string remedy_law(const Lawbook& book, const json& ruling) {
    const std::vector<std::string> laws = strings(ruling["laws"]);
    for (const std::string& n : laws)
        if (const Law* l = book.law(n))
            if (l->text.find("penalty") != std::string::npos ||
                l->text.find(" may ") != std::string::npos)
                return n;
    return laws.empty() ? "" : laws[0];
}

ExerciseField chooser_field(const Case& c, const CodeRuling& code, const json& ruling) {
    ExerciseField f{
        "chooser", "Who may choose or exact the penalty? Write the seats (e.g. N S), or none.",
        {},        {},
        "",        {}};
    f.key = strings(ruling["elector"]);
    std::sort(f.key.begin(), f.key.end());
    std::vector<std::string> named;
    for (const std::string& s : f.key) named.push_back(seat_words(c.log, s));
    f.answer = named.empty() ? "No one: there is no penalty to choose." : or_list(named) + ".";
    const std::string law = remedy_law(code.book, ruling);
    f.hints = {f.key.empty()
                   ? "Nudge: is there a penalty at all?"
                   : fmt::format("Nudge: {} player{} may choose, and never the offender's side.",
                                 f.key.size(), f.key.size() == 1 ? "" : "s"),
               laws_hint({law}, "says who may demand the penalty"), law_words(code.book, law)};
    return f;
}

ExerciseField remedies_field(const CodeRuling& code, const std::vector<CodeRuling>& others,
                             const json& ruling) {
    ExerciseField f{
        "remedies",
        "Which remedies may be had now? Write their numbers from the list (e.g. 1 3), or none.",
        {},
        {},
        "",
        {}};
    std::vector<std::string> ids = strings(ruling["options"]);
    const std::string infraction = ruling.value("infraction", "");
    std::vector<const CodeRuling*> books{&code};
    for (const CodeRuling& o : others) books.push_back(&o);
    for (const CodeRuling* b : books)
        for (const Rule& r : b->book.rules)
            if (name(r.id) == infraction)
                for (Option o : r.options) ids.push_back(std::string(name(o)));
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    const bool lost = ruling.value("status", "") == "waived";
    for (size_t i = 0; i < ids.size(); ++i) {
        f.menu.push_back(option_words(ids[i]));
        const auto opts = strings(ruling["options"]);
        if (!lost && std::find(opts.begin(), opts.end(), ids[i]) != opts.end())
            f.key.push_back(std::to_string(i + 1));
    }
    std::vector<std::string> words;
    for (const std::string& k : f.key) words.push_back(f.menu[std::stoul(k) - 1]);
    f.answer = lost            ? "None: the penalty is lost."
               : words.empty() ? "None: " + remedy_words(ruling)
                               : or_list(words) + ".";
    const std::vector<std::string> laws = strings(ruling["laws"]);
    f.hints = {lost ? "Nudge: look at when the penalty was claimed, or who spoke first."
                    : fmt::format("Nudge: the law gives {} remed{}.", f.key.size(),
                                  f.key.size() == 1 ? "y" : "ies"),
               laws_hint({lost ? laws.back() : remedy_law(code.book, ruling)},
                         lost ? "decides whether the penalty still stands" : "gives the remedies"),
               law_words(code.book, lost ? laws.back() : remedy_law(code.book, ruling))};
    return f;
}

ExerciseField laws_field(const CodeRuling& code, const json& ruling) {
    ExerciseField f{"laws", "Which laws decide it? Write their numbers (e.g. 89 90).",
                    {},     strings(ruling["laws"]),
                    "",     {}};
    f.answer = laws_hint(f.key, "decide it");
    std::sort(f.key.begin(), f.key.end());
    const std::string first = strings(ruling["laws"]).front();
    f.hints = {fmt::format("Nudge: {} law{}: the one that names the offence, the one that gives "
                           "the remedy, and any that decides whether it still stands.",
                           f.key.size(), f.key.size() == 1 ? "" : "s"),
               fmt::format("Law {} names the offence; the others follow it or are cited by it "
                           "(bridgelaws laws {} {}).",
                           first, code.code, first),
               law_words(code.book, first)};
    return f;
}

ExerciseField score_field(const CodeRuling& code, const json& deal) {
    ExerciseField f{"score",
                    "What does the deal add to the score? Write four numbers: North-South below, "
                    "above, East-West below, above (e.g. 16 8 0 0).",
                    {},
                    {},
                    "",
                    {}};
    const json& s = deal["score"];
    for (const char* side : {"NS", "EW"})
        for (const char* col : {"below", "above"})
            f.key.push_back(std::to_string(s[side].value(col, 0)));
    f.answer = score_words(s);
    std::set<std::string> laws;
    std::vector<std::string> lines;
    for (const json& l : deal.value("score_lines", json::array())) {
        for (const std::string& n : strings(l["laws"])) laws.insert(n);
        lines.push_back(fmt::format("{} {}", l.value("side", ""), l.value("what", "")));
    }
    const std::vector<std::string> law_list(laws.begin(), laws.end());
    f.hints = {fmt::format("Nudge: North and South took {} tricks, East and West {}; count the "
                           "tricks above six at the trump's value, then honours.",
                           deal["tricks"].value("NS", 0), deal["tricks"].value("EW", 0)),
               law_list.empty()
                   ? "No law scores this deal."
                   : laws_hint(law_list, "give the values") +
                         fmt::format(" (bridgelaws laws {} {})", code.code, law_list.front()),
               lines.empty()
                   ? ""
                   : "The lines of the score: " + fmt::format("{}", fmt::join(lines, "; ")) + "."};
    return f;
}

} // namespace

std::vector<ExerciseField> exercise_fields(const Case& c, const CodeRuling& code,
                                           const std::vector<CodeRuling>& others) {
    std::vector<ExerciseField> out;
    const json* ruling = first_ruling(code.report);
    if (ruling) {
        out.push_back(chooser_field(c, code, *ruling));
        out.push_back(remedies_field(code, others, *ruling));
        if (!(*ruling)["laws"].empty()) out.push_back(laws_field(code, *ruling));
    }
    if (code.report.contains("deals") && !code.report["deals"].empty()) {
        const json& deal = code.report["deals"].back();
        if (deal.value("ends", "") == "played") out.push_back(score_field(code, deal));
    }
    return out;
}

FieldCheck check_field(const ExerciseField& f, const std::string& line, std::string& problem) {
    std::vector<std::string> got = answer_words(line);
    if (got.empty()) {
        problem = "no answer given: " + f.ask;
        return FieldCheck::Unreadable;
    }
    if (got.size() == 1 && (got[0] == "none" || got[0] == "None" || got[0] == "-")) got.clear();
    for (std::string& w : got) {
        // A whole number: digits, with a minus sign first only in a score (a deduction).
        const size_t sign = f.id == "score" && w.size() > 1 && w[0] == '-' ? 1 : 0;
        const bool number =
            w.size() > sign && std::all_of(w.begin() + long(sign), w.end(), [](char ch) {
                return std::isdigit(static_cast<unsigned char>(ch)) != 0;
            });
        if (f.id == "chooser") {
            w = upper(w.substr(0, 1));
            if (w != "N" && w != "E" && w != "S" && w != "W")
                return problem = "\"" + w + "\" is not a seat: write N, E, S or W",
                       FieldCheck::Unreadable;
        } else if (f.id == "laws") {
            w = upper(w);
        } else if (!number || w.size() > 4) {
            return problem = "\"" + w + "\" is not a number", FieldCheck::Unreadable;
        }
        if (f.id == "remedies" && (std::stoul(w) < 1 || std::stoul(w) > f.menu.size()))
            return problem =
                       fmt::format("there is no remedy {} in the list (1 to {})", w, f.menu.size()),
                   FieldCheck::Unreadable;
    }
    if (f.id == "score") {
        if (got.size() != 4)
            return problem = "write four numbers: North-South below, above, East-West below, above",
                   FieldCheck::Unreadable;
        for (std::string& w : got) w = std::to_string(std::stol(w));
        return got == f.key ? FieldCheck::Right : FieldCheck::Wrong;
    }
    std::sort(got.begin(), got.end());
    got.erase(std::unique(got.begin(), got.end()), got.end());
    return got == f.key ? FieldCheck::Right : FieldCheck::Wrong;
}

ExerciseScore run_exercise(const std::string& setting, const std::vector<ExerciseField>& fields,
                           std::istream& in, std::ostream& out, bool echo) {
    ExerciseScore score;
    out << setting << "\nWrite the ruling, a field at a time.\n";
    for (const ExerciseField& f : fields) {
        ++score.fields;
        out << "\n" << wrapped(f.ask, 76, "");
        for (size_t i = 0; i < f.menu.size(); ++i)
            out << fmt::format("  {}. {}\n", i + 1, f.menu[i]);
        size_t hint = 0;
        bool right = false;
        while (!right) {
            out << "> " << std::flush;
            std::string line, problem;
            if (!std::getline(in, line)) {
                out << "\nNo more answers (end of input): the exercise stops here.\n";
                score.ended_early = true;
                break;
            }
            if (echo) out << line << "\n";
            const FieldCheck check = check_field(f, line, problem);
            if (check == FieldCheck::Unreadable) {
                out << "  Sorry, " << problem << ".\n";
                continue;
            }
            right = check == FieldCheck::Right;
            if (right) {
                out << "  Right.\n";
                if (hint == 0) ++score.first_time;
            } else if (hint < f.hints.size() && !f.hints[hint].empty()) {
                out << wrapped("Not quite. " + f.hints[hint++], 76, "    ", "  ");
                ++score.hints;
            } else {
                out << wrapped("The answer: " + f.answer, 76, "    ", "  ");
                break;
            }
        }
        if (score.ended_early) break;
    }
    out << fmt::format("\nExercise: {} of {} fields right at the first try, {} hint(s).\n",
                       score.first_time, score.fields, score.hints);
    return score;
}

} // namespace bl
