// duplicates: two laws of one code that say the same thing, found by word overlap: nearly all
// the words of the shorter law are in the longer one, the two are of a size, and what the longer
// adds names no matter of the code (no word of its headings): "save as provided above" adds a
// qualification, "as to doubling or redoubling" extends the law to another matter. Two laws
// that each say something the other does not ("right-hand" and "left-hand") are not the same.
#include "check/check_families.h"
#include "laws/laws_view.h"

#include <algorithm>
#include <iterator>
#include <set>

#include <fmt/format.h>

namespace bl {

namespace {

constexpr size_t SHORTEST = 4;       // stems below which a law is too short to judge
constexpr double CONTAINED = 0.9;    // share of the shorter law's stems found in the other
constexpr double ALIKE = 0.6;        // Dice similarity of the two

// The words of `a` that `b` lacks, as a reader would quote them.
std::string extra_words(const std::string& a, const std::string& b) {
    std::vector<std::string> wa = words(a), wb = words(b), extra;
    std::sort(wb.begin(), wb.end());
    for (const std::string& w : wa) {
        auto it = std::lower_bound(wb.begin(), wb.end(), w);
        if (it != wb.end() && *it == w) wb.erase(it);
        else extra.push_back(w);
    }
    std::string s;
    for (size_t i = 0; i < extra.size() && i < 12; ++i) s += (s.empty() ? "" : " ") + extra[i];
    return extra.size() > 12 ? s + " ..." : s;
}

std::string difference(const Law& a, const Law& b) {
    const std::string ab = extra_words(a.text, b.text), ba = extra_words(b.text, a.text);
    if (ab.empty() && ba.empty()) return "They are word for word the same.";
    std::string s;
    if (!ab.empty()) s += fmt::format("Law {} adds \"{}\".", a.number, ab);
    if (!ba.empty()) s += fmt::format("{}Law {} adds \"{}\".", s.empty() ? "" : " ", b.number, ba);
    return s;
}

// The stems of `a` that `b` lacks (both sorted).
std::vector<std::string> lacking(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    std::vector<std::string> out;
    std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

bool names_a_matter(const std::vector<std::string>& added, const std::set<std::string>& heading_words) {
    return std::any_of(added.begin(), added.end(), [&](const std::string& w) { return heading_words.count(w) > 0; });
}

bool duplicates(const std::vector<std::string>& a, const std::vector<std::string>& b, const std::set<std::string>& heading_words,
                const CodeWords& words) {
    const bool a_shorter = a.size() <= b.size();
    const auto &shorter = a_shorter ? a : b, &longer = a_shorter ? b : a;
    if (shorter.size() < SHORTEST) return false;
    if (2 * shorter.size() < ALIKE * double(a.size() + b.size())) return false; // too unlike in size to be alike
    const double common = double(shared(shorter, longer));
    if (common / double(shorter.size()) < CONTAINED || 2 * common / double(a.size() + b.size()) < ALIKE) return false;
    const auto own = lacking(shorter, longer); // what the shorter says that the longer does not
    const bool shorter_adds = std::any_of(own.begin(), own.end(), [&](const std::string& w) { return words.distinctive(w); });
    return !shorter_adds && !names_a_matter(lacking(longer, shorter), heading_words);
}

} // namespace

void check_duplicates(const CheckContext& c, Findings& out) {
    const auto& laws = c.book.laws;
    std::vector<std::vector<std::string>> text;
    std::set<std::string> heading_words;
    for (const Law& l : laws) {
        text.push_back(stems(l.text));
        std::sort(text.back().begin(), text.back().end());
        for (const std::string& w : stems(l.heading)) heading_words.insert(w);
    }
    for (size_t i = 0; i < laws.size(); ++i)
        for (size_t j = i + 1; j < laws.size(); ++j) {
            if (!duplicates(text[i], text[j], heading_words, c.words)) continue;
            out.push_back(finding(Severity::Warning, "duplicates/law", {laws[i].number, laws[j].number},
                                  fmt::format("Laws {} and {} say the same thing: \"{}\" and \"{}\". {}", laws[i].number,
                                              laws[j].number, quote(laws[i].text, 100), quote(laws[j].text, 100),
                                              difference(laws[i], laws[j])),
                                  laws[j].line));
        }
}

} // namespace bl
