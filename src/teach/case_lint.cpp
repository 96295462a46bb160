#include "teach/case_lint.h"

#include "teach/quotation.h"
#include "teach/teach_words.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <set>

namespace bl {

namespace {

using nlohmann::json;

// Words of the present game that the codes of 1904 do not use, with the period's words.
struct ModernTerm {
    std::vector<std::string> words; // plain_words of the term
    std::string instead;
    std::vector<std::string> unless_followed_by; // "declarer of the trump" is Law 57's own
};
const std::vector<ModernTerm> MODERN_TERMS = {
    {{"contract"},
     "there is no contract in Bridge Whist: say what the maker of the trump must win, or the odd "
     "tricks",
     {}},
    {{"contracts"}, "there are no contracts in Bridge Whist", {}},
    {{"declarer"},
     "say \"the dealer\" (who plays both hands) or \"the maker of the trump\"",
     {"of", "the", "trump"}},
    {{"declarers"}, "say \"the dealer\" or \"the maker of the trump\"", {}},
    {{"opening", "lead"}, "say \"the first lead\" or \"the lead to the first trick\"", {}},
    {{"bid"}, "nobody bids in Bridge Whist: the dealer or his partner declares the trump", {}},
    {{"bids"}, "nobody bids in Bridge Whist: the dealer or his partner declares the trump", {}},
    {{"bidding"},
     "there is no bidding in Bridge Whist: there is the declaration and the doubling",
     {}},
    {{"auction"},
     "there is no auction in Bridge Whist: there is the declaration and the doubling",
     {}},
    {{"vulnerable"}, "Bridge Whist knows no vulnerability", {}},
    {{"defender"}, "say \"the adversary\" (the codes' word)", {}},
    {{"defenders"}, "say \"the adversaries\" (the codes' word)", {}},
};

std::string stem(std::string w) {
    if (w.size() > 3 && w.back() == 's') w.pop_back();
    return w;
}

// Whether `phrase` (words) occurs in `text` (words), each word compared by its stem.
bool contains_phrase(const std::vector<std::string>& text, const std::vector<std::string>& phrase) {
    if (phrase.empty() || phrase.size() > text.size()) return false;
    for (size_t i = 0; i + phrase.size() <= text.size(); ++i) {
        size_t k = 0;
        while (k < phrase.size() && stem(text[i + k]) == stem(phrase[k])) ++k;
        if (k == phrase.size()) return true;
    }
    return false;
}

// An option's or consequence's words without the article: "a new deal" -> "new deal".
std::vector<std::string> telling_words(const std::string& words) {
    std::vector<std::string> out = plain_words(words);
    if (!out.empty() && (out.front() == "a" || out.front() == "the")) out.erase(out.begin());
    return out;
}

struct Linter {
    const Case& c;
    const LawLibrary& lib;
    std::vector<LintFinding> out;

    void add(int line, LintKind kind, std::string message) {
        out.push_back({c.file, line, kind, std::move(message)});
    }

    void gives_away(const json& report) {
        for (const json& deal : report["deals"])
            for (const json& r : deal["rulings"]) {
                std::vector<std::string> phrases;
                if (r["elected"].is_string())
                    phrases.push_back(option_words(r["elected"].get<std::string>()));
                for (const std::string& k : strings(r["consequences"]))
                    phrases.push_back(consequence_words(k));
                for (const std::string& p : phrases) {
                    const auto words = telling_words(p);
                    if (contains_phrase(plain_words(c.name), words))
                        add(c.name_line, LintKind::GivesAway,
                            fmt::format("the title says \"{}\", which is the answer: name the "
                                        "situation, not its outcome",
                                        p));
                    if (contains_phrase(plain_words(c.story), words))
                        add(c.story_line, LintKind::GivesAway,
                            fmt::format(
                                "the story says \"{}\", which is the answer: stop the story at the "
                                "question, and tell the election in the explanation",
                                p));
                }
            }
    }

    // The laws the code's report relies on: its rulings' and its score lines'.
    static std::set<std::string> laws_used(const json& report) {
        std::set<std::string> used;
        for (const json& deal : report["deals"]) {
            for (const json& r : deal["rulings"])
                for (const std::string& n : strings(r["laws"])) used.insert(n);
            if (deal.contains("score_lines"))
                for (const json& l : deal["score_lines"])
                    for (const std::string& n : strings(l["laws"])) used.insert(n);
        }
        return used;
    }

    // "the 1904 Law 81", "Elwell's Law 77": a law of another code, named for comparison.
    static bool names_another_code(const std::string& prose, size_t at) {
        const std::string before = prose.substr(at >= 24 ? at - 24 : 0, at >= 24 ? 24 : at);
        for (const char* w :
             {"190", "Elwell", "Club", "American", "English", "Short Bridge", "Badsworth", "Ames",
              "Continental", "other code", "Dummy Bridge", "Three-handed"})
            if (before.find(w) != std::string::npos) return true;
        return false;
    }

    // The laws that arise in the case under a code: where the code rules, the laws of its
    // rulings, those they cite and those citing them, the other laws of the same part of the
    // code (its heading) and of its rules on the same irregularity; every case also arises under
    // the laws of its score lines. Where the code does not rule, any law of the code may be the
    // procedure the case shows (the doubling, the cut), so only its existence is checked.
    static std::set<std::string> laws_arising(const json& report, const Lawbook& book,
                                              bool& ruled) {
        std::set<std::string> out = laws_used(report), headings;
        std::set<std::string> infractions;
        ruled = false;
        for (const json& deal : report["deals"])
            for (const json& r : deal["rulings"]) {
                ruled = ruled || !r["laws"].empty(); // a code silent on the case rests on no law
                infractions.insert(r.value("infraction", ""));
            }
        for (const Rule& rule : book.rules)
            if (infractions.count(std::string(name(rule.id))))
                out.insert(rule.laws.begin(), rule.laws.end());
        for (const std::string& n : std::set<std::string>(out))
            if (const Law* l = book.law(n)) {
                out.insert(l->refs.begin(), l->refs.end());
                headings.insert(l->heading);
            }
        for (const Law& l : book.laws)
            if (headings.count(l.heading) ||
                std::any_of(l.refs.begin(), l.refs.end(),
                            [&](const std::string& r) { return out.count(r) > 0; }))
                out.insert(l.number);
        return out;
    }

    // Every law the explanation names must be the code's; the one it rests on (its first,
    // unless named as another code's) must arise in the ruling. The others may be the
    // background a learner needs (Dummy going down, the consultation allowed).
    void laws_not_used(const CaseExpectation& e, const json& report, const Lawbook& book) {
        bool ruled = false, first = true;
        const std::set<std::string> arising = laws_arising(report, book, ruled);
        std::set<std::string> said;
        for (const LawMention& m : law_mentions(e.explain)) {
            if (names_another_code(e.explain, m.at) || !said.insert(m.number).second) continue;
            const bool leads = first;
            first = false;
            if (!book.law(m.number))
                add(e.explain_line, LintKind::LawNotUsed,
                    fmt::format(
                        "the explanation under {} cites Law {}, which the code does not have: "
                        "check the number (bridgelaws laws {}), or name the code it comes from",
                        e.code, m.number, e.code));
            else if (leads && ruled && !arising.count(m.number))
                add(e.explain_line, LintKind::LawNotUsed,
                    fmt::format(
                        "the explanation under {} rests on Law {}, which does not arise in the "
                        "ruling (it rests on Laws {}): begin with the law that decides the case, "
                        "or name the code a comparison comes from (\"the 1904 Law {}\")",
                        e.code, m.number, fmt::join(laws_used(report), ", "), m.number));
        }
    }

    void quote_checks(const CaseExpectation& e, const Lawbook& book) {
        for (const Quotation& q : quotations(e.explain)) {
            ocr_marks(e, q);
            const Law* law = q.attributed.empty() ? nullptr : book.law(q.attributed);
            std::optional<QuoteMatch> m = law ? find_in_law(q.text, *law) : std::nullopt;
            for (size_t i = 0; !m && i < book.laws.size(); ++i)
                m = find_in_law(q.text, book.laws[i]);
            if (!m && !q.attributed.empty()) m = in_any_code(q.text);
            if (!m) {
                if (!q.attributed.empty())
                    add(e.explain_line, LintKind::Misquote,
                        fmt::format("the explanation under {} gives \"{}\" as the words of Law {}, "
                                    "but no law of the code says so: quote the law as printed "
                                    "(bridgelaws laws {} {})",
                                    e.code, q.text, q.attributed, e.code, q.attributed));
                continue;
            }
            if (!m->reaches_end && !m->clause_boundary && !m->ellipsis)
                add(e.explain_line, LintKind::QuoteCut,
                    fmt::format("the quotation \"{}\" stops inside a clause (the law goes on \"{} "
                                "...\"): quote to the end of the clause, or end with \"...\"",
                                q.text, m->next_words));
        }
    }

    // Where a quotation is another code's words ("the Club code (1904 Law 45) ... '...'").
    std::optional<QuoteMatch> in_any_code(const std::string& quote) const {
        for (const std::string& id : lib.ids())
            if (auto other = lib.load(id))
                for (const Law& l : other->laws)
                    if (auto m = find_in_law(quote, l)) return m;
        return std::nullopt;
    }

    void ocr_marks(const CaseExpectation& e, const Quotation& q) {
        const bool mark = q.text.find_first_of("*") != std::string::npos ||
                          q.text.find("\xC2\xA7") != std::string::npos ||
                          q.text.find("\xE2\x80\x96") != std::string::npos ||
                          q.text.find("\xE2\x80\xA0") != std::string::npos;
        const std::vector<std::string> words = plain_words(q.text);
        const bool dagger_t = std::count(words.begin(), words.end(), "t") > 0 &&
                              q.text.find("'t") == std::string::npos &&
                              q.text.find("\xE2\x80\x99t") == std::string::npos;
        if (mark || dagger_t)
            add(e.explain_line, LintKind::OcrMark,
                fmt::format("the quotation \"{}\" under {} carries a mark of the printed page or "
                            "the OCR (*, \xC2\xA7, \xE2\x80\x96, \xE2\x80\xA0 or a \"t\" for a "
                            "dagger): quote the law's words without it",
                            q.text, e.code));
    }

    void modern_terms(const std::string& prose, int line, const std::string& where,
                      const std::vector<const Lawbook*>& books) {
        const std::vector<std::string> words = plain_words(prose);
        for (const ModernTerm& t : MODERN_TERMS) {
            for (size_t i = 0; i + t.words.size() <= words.size(); ++i) {
                if (!std::equal(t.words.begin(), t.words.end(), words.begin() + long(i))) continue;
                const size_t after = i + t.words.size();
                const auto& f = t.unless_followed_by;
                if (!f.empty() && after + f.size() <= words.size() &&
                    std::equal(f.begin(), f.end(), words.begin() + long(after)))
                    continue;
                if (f.empty() && std::any_of(books.begin(), books.end(), [&](const Lawbook* b) {
                        return uses_words(*b, t.words);
                    }))
                    continue;
                add(line, LintKind::ModernTerm,
                    fmt::format("{} says \"{}\": {}", where, fmt::join(t.words, " "), t.instead));
                break;
            }
        }
    }

    static bool uses_words(const Lawbook& book, const std::vector<std::string>& words) {
        return std::any_of(book.laws.begin(), book.laws.end(), [&](const Law& l) {
            const auto text = plain_words(l.text);
            return std::search(text.begin(), text.end(), words.begin(), words.end()) != text.end();
        });
    }

    void course_place() {
        if (c.level == 0)
            add(1, LintKind::Prerequisite,
                "the case has no level: add \"level: 1\" (first steps), 2 (the usual rulings) or 3 "
                "(fine points and comparisons) after the subject");
        const std::filesystem::path root =
            std::filesystem::path(c.file).parent_path().parent_path();
        for (const std::string& p : c.prerequisites) {
            std::error_code ec;
            if (!std::filesystem::exists(root / (p + ".yaml"), ec))
                add(c.level_line, LintKind::Prerequisite,
                    fmt::format("prerequisite \"{}\" names no case ({} does not exist): write "
                                "SUBJECT/NAME of a case under {}",
                                p, (root / (p + ".yaml")).string(), root.string()));
            if (std::filesystem::path(c.file).replace_extension() == root / p)
                add(c.level_line, LintKind::Prerequisite,
                    fmt::format("the case names itself as its prerequisite \"{}\"", p));
        }
    }
};

} // namespace

// Each kind with the name the command prints, in the order of docs/cases.md.
const std::vector<std::pair<LintKind, const char*>>& lint_kind_names() {
    static const std::vector<std::pair<LintKind, const char*>> names = {
        {LintKind::GivesAway, "gives-away"}, {LintKind::QuoteCut, "quote-cut"},
        {LintKind::Misquote, "misquote"},    {LintKind::LawNotUsed, "law-not-used"},
        {LintKind::OcrMark, "ocr-mark"},     {LintKind::ModernTerm, "modern-term"},
        {LintKind::Prerequisite, "course"}};
    return names;
}

const std::vector<LintKind>& all_lint_kinds() {
    static const std::vector<LintKind> kinds = [] {
        std::vector<LintKind> out;
        for (const auto& [kind, name] : lint_kind_names()) out.push_back(kind);
        return out;
    }();
    return kinds;
}

std::string lint_kind_name(LintKind kind) {
    for (const auto& [k, name] : lint_kind_names())
        if (k == kind) return name;
    return "?";
}

std::string describe(const LintFinding& f) {
    return fmt::format("{}:{}: {}: {}", f.file, f.line, lint_kind_name(f.kind), f.message);
}

std::vector<LintFinding> lint_case(const Case& c, const std::vector<CaseOutcome>& outcomes,
                                   const LawLibrary& lib) {
    Linter l{c, lib, {}};
    std::vector<Lawbook> books;
    for (const CaseExpectation& e : c.expect)
        if (auto b = lib.load(e.code)) books.push_back(std::move(*b));
    std::vector<const Lawbook*> all;
    for (const Lawbook& b : books) all.push_back(&b);
    l.modern_terms(c.name, c.name_line, "the title", all);
    l.modern_terms(c.story, c.story_line, "the story", all);
    l.modern_terms(c.question, c.question_line, "the question", all);
    for (size_t i = 0; i < c.expect.size() && i < outcomes.size(); ++i) {
        const CaseExpectation& e = c.expect[i];
        const Lawbook* book = nullptr;
        for (const Lawbook& b : books)
            if (b.id == e.code) book = &b;
        if (outcomes[i].actual.is_null() || !book) continue;
        l.gives_away(outcomes[i].actual);
        l.laws_not_used(e, outcomes[i].actual, *book);
        l.quote_checks(e, *book);
        l.modern_terms(e.explain, e.explain_line, "the explanation under " + e.code, {book});
    }
    l.course_place();
    // One finding per kind and place and message: a phrase given away under two codes is one fault.
    std::sort(l.out.begin(), l.out.end(), [](const LintFinding& a, const LintFinding& b) {
        return std::tie(a.line, a.kind, a.message) < std::tie(b.line, b.kind, b.message);
    });
    l.out.erase(std::unique(l.out.begin(), l.out.end(),
                            [](const LintFinding& a, const LintFinding& b) {
                                return a.line == b.line && a.kind == b.kind &&
                                       a.message == b.message;
                            }),
                l.out.end());
    return l.out;
}

} // namespace bl
