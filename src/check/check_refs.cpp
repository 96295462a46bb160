// references: every law a law, a parameter or a reading cites exists; each reference points at a
// law about the same matter as the sentence that cites it (they share a distinctive word); a
// reference that fits the law of that number in another edition better than here is named as
// inherited; "the second paragraph of this Law" points at a paragraph the law has; and the
// table's `refs` list every law the text cites.
#include "check/check_families.h"
#include "laws/laws_view.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <map>

namespace bl {

namespace {

bool is_number(const std::string& s) {
    return !s.empty() && s.size() < 5 && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
}

// A citation in a law's text: the numbers it names and the sentence it stands in.
struct Citation {
    std::vector<std::string> numbers;
    std::string sentence;
};

// "Laws 53-56" and "Law 6[1]" (an editor's repair) as plain words: "Laws 53 to 56", "Law 61".
std::string plain(const std::string& text) {
    std::string out;
    const auto digit = [&](size_t i) { return i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); };
    for (size_t i = 0; i < text.size(); ++i) {
        const bool after_digit = i > 0 && digit(i - 1);
        if (after_digit && text[i] == '[' && digit(i + 1)) continue;
        if (text[i] == ']' && after_digit) continue;
        if (after_digit && text[i] == '-' && digit(i + 1)) {
            out += " to ";
            continue;
        }
        out += text[i];
    }
    return out;
}

std::vector<std::string> sentences(const std::string& text) {
    std::vector<std::string> out(1);
    for (size_t i = 0; i < text.size(); ++i) {
        out.back() += text[i];
        if (text[i] == '.' && i + 1 < text.size() && text[i + 1] == ')') continue; // "(See Law 46.)" ends at the ")"
        const bool after_stop = i > 0 && text[i - 1] == '.' && text[i] == ')';
        const bool stop = text[i] == ';' || text[i] == '?' || after_stop || (text[i] == '.' && (i + 1 == text.size() || text[i + 1] == ' '));
        if (stop) out.emplace_back();
    }
    return out;
}

// The numbers after "Law", "Laws", "Rule" or "paragraphs" (Elwell 54 so cites laws): "Laws 40,
// 41 and 44", "Laws 53 to 56".
std::vector<std::string> cited_after(const std::vector<std::string>& w, size_t& i) {
    std::vector<std::string> nums;
    while (i + 1 < w.size()) {
        const std::string& next = w[i + 1];
        if (is_number(next)) {
            nums.push_back(next), ++i;
        } else if ((next == "to") && !nums.empty() && i + 2 < w.size() && is_number(w[i + 2])) {
            for (int n = std::stoi(nums.back()) + 1; n <= std::stoi(w[i + 2]); ++n) nums.push_back(std::to_string(n));
            i += 2;
        } else if ((next == "and" || next == "or") && !nums.empty() && i + 2 < w.size() && is_number(w[i + 2])) {
            ++i;
        } else {
            break;
        }
    }
    return nums;
}

std::vector<Citation> citations(const std::string& text) {
    std::vector<Citation> out;
    for (const std::string& s : sentences(plain(text))) {
        const std::vector<std::string> w = words(s);
        for (size_t i = 0; i < w.size(); ++i) {
            if (w[i] != "law" && w[i] != "laws" && w[i] != "rule" && w[i] != "rules" && w[i] != "paragraphs") continue;
            auto nums = cited_after(w, i);
            if (!nums.empty()) out.push_back({std::move(nums), s});
        }
    }
    return out;
}

// The refs of a law in runs of consecutive numbers: [53 54 55 56] [77].
std::vector<std::vector<std::string>> runs(const std::vector<std::string>& refs) {
    std::vector<std::vector<std::string>> out;
    for (const std::string& r : refs) {
        const bool follows = !out.empty() && is_number(r) && is_number(out.back().back()) &&
                             std::stoi(r) == std::stoi(out.back().back()) + 1;
        if (follows) out.back().push_back(r);
        else out.push_back({r});
    }
    return out;
}

int index_of(const Lawbook& book, const std::string& number) {
    for (size_t i = 0; i < book.laws.size(); ++i)
        if (book.laws[i].number == number) return int(i);
    return -1;
}

// The sentence that cites the run, or the whole text when none names its first number.
std::string context(const Law& l, const std::vector<std::string>& run) {
    for (const Citation& c : citations(l.text))
        if (std::find(c.numbers.begin(), c.numbers.end(), run.front()) != c.numbers.end()) return c.sentence;
    return l.text;
}

// The distinctive words a citing sentence shares with each law of a run, in one code.
struct Fit {
    std::vector<std::string> topic; // the words shared with most of the run
    int first = -1, last = -1;      // the run's place in the code (law indexes), contiguous
    int block_first = -1, block_last = -1; // the laws around it on the same matter
    bool found = false;
};

Fit fit(const Lawbook& book, const CodeWords& words, const std::vector<std::string>& run, const std::vector<std::string>& ctx) {
    Fit f;
    std::map<std::string, size_t> in_laws;
    for (const std::string& n : run) {
        const int i = index_of(book, n);
        if (i < 0 || (f.last >= 0 && i != f.last + 1)) return Fit{}; // not this code's laws in order
        if (f.first < 0) f.first = i;
        f.last = i;
        for (const std::string& w : words.topic(ctx, size_t(i))) ++in_laws[w];
    }
    for (const auto& [w, n] : in_laws)
        if (2 * n >= run.size()) f.topic.push_back(w);
    const auto on_topic = [&](int i) { return !words.topic(f.topic, size_t(i), false).empty(); };
    f.block_first = f.first, f.block_last = f.last;
    while (f.block_first > 0 && on_topic(f.block_first - 1)) --f.block_first;
    while (f.block_last + 1 < int(book.laws.size()) && on_topic(f.block_last + 1)) ++f.block_last;
    f.found = !f.topic.empty();
    return f;
}

int left_out(const Fit& f) { return (f.first - f.block_first) + (f.block_last - f.last); }

std::string span(const Lawbook& book, int first, int last) {
    return first == last ? "Law " + book.laws[size_t(first)].number
                         : fmt::format("Laws {} to {}", book.laws[size_t(first)].number, book.laws[size_t(last)].number);
}

// The stems as the words the sentence uses: "doubl" -> "doubling".
std::string words_text(const std::vector<std::string>& topic, const std::string& sentence) {
    std::string s;
    for (const std::string& t : topic) {
        std::string shown = t;
        for (const std::string& w : words(sentence))
            if (stem(w) == t) {
                shown = w;
                break;
            }
        s += (s.empty() ? "\"" : ", \"") + shown + "\"";
    }
    return s;
}

// A run that leaves out laws on its own matter here, but not (or less so) in another edition
// where the same law cites the same numbers: the citation was carried over from that numbering.
bool stale_run(const CheckContext& c, const Law& l, const std::vector<std::string>& run, const Fit& here, Findings& out) {
    const int missing = left_out(here);
    if (run.size() < 2 || missing == 0) return false;
    const Lawbook* best = nullptr;
    Fit best_fit;
    for (size_t e = 0; e < c.editions.size(); ++e) {
        const Lawbook& ed = *c.editions[e];
        const Law* same = ed.law(l.number);
        if (!same || same->refs != l.refs) continue; // the same law citing the same numbers
        Fit there = fit(ed, *c.edition_words[e], run, stems(context(*same, run)));
        if (!there.found || left_out(there) >= missing) continue;
        if (!best || left_out(there) < left_out(best_fit)) best = &ed, best_fit = there;
    }
    if (!best) return false;
    const int n = int(run.size());
    out.push_back(finding(
        Severity::Warning, "references/stale", {l.number},
        fmt::format("Law {} cites {} on {} (\"{}\"), but in this code the laws on that matter are {}, so the reference leaves "
                    "{} of them out. In {}, Law {} cites the same numbers and there they are {} of the {} laws on that matter "
                    "({}): the reference was carried over from that edition's numbering.",
                    l.number, law_list(run), words_text(here.topic, context(l, run)), quote(context(l, run), 140),
                    span(c.book, here.block_first, here.block_last), missing, best->id, l.number, n,
                    n + left_out(best_fit), span(*best, best_fit.block_first, best_fit.block_last)),
        l.line));
    return true;
}

// A single reference whose target shares nothing with the citing sentence here, but whose
// number in another edition is a law on the sentence's matter.
bool stale_single(const CheckContext& c, const Law& l, const std::string& n, const std::vector<std::string>& ctx, Findings& out) {
    for (size_t e = 0; e < c.editions.size(); ++e) {
        const Lawbook* ed = c.editions[e];
        const int i = index_of(*ed, n);
        if (i < 0) continue;
        const auto topic = c.edition_words[e]->topic(ctx, size_t(i));
        if (topic.size() < 2) continue;
        out.push_back(finding(Severity::Warning, "references/stale", {l.number, n},
                              fmt::format("Law {} cites Law {} (\"{}\"), a law on another matter; Law {} of {} (\"{}\") shares "
                                          "{} with the citing sentence: the number may be carried over from another numbering.",
                                          l.number, n, quote(c.book.law(n)->text, 70), n, ed->id, quote(ed->laws[size_t(i)].text, 70),
                                          words_text(topic, l.text)),
                              l.line));
        return true;
    }
    return false;
}

void check_run(const CheckContext& c, const Law& l, const std::vector<std::string>& run, Findings& out) {
    std::vector<std::string> ctx = stems(context(l, run));
    Fit here = fit(c.book, c.words, run, ctx);
    if (!here.found && ctx.size() < 12) { // a bare "(See Law 61.)": judge by the whole law
        ctx = stems(l.heading + " " + l.text);
        here = fit(c.book, c.words, run, ctx);
    }
    if (here.first < 0) return; // not a run of this code's laws in order (e.g. "R4", "54")
    if (here.found) {
        stale_run(c, l, run, here, out);
        return;
    }
    if (run.size() == 1 && stale_single(c, l, run.front(), ctx, out)) return;
    const Law& target = c.book.laws[size_t(here.first)];
    out.push_back(finding(Severity::Warning, "references/other-matter", {l.number, run.front()},
                          fmt::format("Law {} cites {} where it says \"{}\", but {} (\"{}{}\") shares no distinctive word with "
                                      "that sentence: the reference may point at another matter.",
                                      l.number, law_list(run), quote(context(l, run), 120), law_list(run),
                                      target.heading.empty() ? "" : target.heading + ": ", quote(target.text, 80)),
                          l.line));
}

void dangling_refs(const Lawbook& book, const Law& l, Findings& out) {
    std::vector<std::string> missing;
    for (const std::string& r : l.refs)
        if (!book.law(r)) missing.push_back(r);
    if (missing.empty()) return;
    out.push_back(finding(Severity::Error, "references/dangling", {l.number},
                          fmt::format("Law {} cites {}, which {} does not have (laws {} to {}).", l.number, law_list(missing),
                                      book.id, book.laws.front().number, book.laws.back().number),
                          l.line));
}

void unlisted_refs(const Law& l, Findings& out) {
    std::vector<std::string> unlisted;
    for (const Citation& cit : citations(l.text))
        for (const std::string& n : cit.numbers)
            if (std::find(l.refs.begin(), l.refs.end(), n) == l.refs.end() &&
                std::find(unlisted.begin(), unlisted.end(), n) == unlisted.end())
                unlisted.push_back(n);
    if (unlisted.empty()) return;
    out.push_back(finding(Severity::Warning, "references/unlisted", {l.number},
                          fmt::format("Law {}'s text cites {}, which its refs do not list.", l.number, law_list(unlisted)), l.line));
}

int ordinal(const std::string& w) {
    static const char* const ORD[] = {"first", "second", "third", "fourth", "fifth", "sixth"};
    for (int i = 0; i < 6; ++i)
        if (w == ORD[i]) return i + 1;
    return 0;
}

int paragraphs(const std::string& text) {
    int n = 0;
    bool in_line = false;
    for (char ch : text) {
        if (ch == '\n') in_line = false;
        else if (!std::isspace(static_cast<unsigned char>(ch)) && !in_line) in_line = true, ++n;
    }
    return std::max(n, 1);
}

// "the second paragraph of this Law" in a law printed as fewer paragraphs.
void paragraph_refs(const Lawbook& book, const Law& l, Findings& out) {
    const std::vector<std::string> w = words(l.text);
    for (size_t i = 0; i + 4 < w.size(); ++i) {
        const int k = ordinal(w[i]);
        if (!k || w[i + 1] != "paragraph" || w[i + 2] != "of" || w[i + 3] != "this" || w[i + 4] != "law") continue;
        const int have = paragraphs(l.text);
        if (k <= have) continue;
        const bool clauses = l.text.find(" II.") != std::string::npos;
        Finding f = finding(Severity::Error, "references/paragraph", {l.number},
                            fmt::format("Law {} refers to \"the {} paragraph of this Law\", but Law {} is printed as {} paragraph{}{}: "
                                        "the reference points at nothing.",
                                        l.number, w[i], l.number, have, have == 1 ? "" : "s",
                                        clauses ? " (a list of numbered clauses)" : ""),
                            l.line);
        for (const Reading& r : book.readings)
            if (std::find(r.laws.begin(), r.laws.end(), l.number) != r.laws.end() && r.question.find("paragraph") != std::string::npos)
                f.reading = r.id, f.message += fmt::format(" The table reads it as \"{}\" (reading {}).", r.default_reading, r.id);
        out.push_back(std::move(f));
    }
}

void parameter_refs(const Lawbook& book, Findings& out) {
    each_parameter(
        [&](const char* key, const auto& p) {
            if (!p.set) return;
            for (const std::string& n : p.laws)
                if (!book.law(n))
                    out.push_back(finding(Severity::Error, "references/dangling", {n},
                                          fmt::format("Parameter {} cites Law {}, which {} does not have.", key, n, book.id), p.line));
        },
        book.params);
}

void reading_refs(const Lawbook& book, Findings& out) {
    for (const Reading& r : book.readings)
        for (const std::string& n : r.laws)
            if (!book.law(n))
                out.push_back(finding(Severity::Error, "references/dangling", {n},
                                      fmt::format("Reading {} names Law {}, which {} does not have.", r.id, n, book.id)));
}

} // namespace

void check_references(const CheckContext& c, Findings& out) {
    for (const Law& l : c.book.laws) {
        dangling_refs(c.book, l, out);
        unlisted_refs(l, out);
        paragraph_refs(c.book, l, out);
        for (const auto& run : runs(l.refs)) check_run(c, l, run, out);
    }
    parameter_refs(c.book, out);
    reading_refs(c.book, out);
}

} // namespace bl
