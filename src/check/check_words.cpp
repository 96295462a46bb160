#include "check/check_words.h"

#include "laws/laws_view.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace bl {

namespace {

bool ends_with(const std::string& w, const char* tail) { return w.ends_with(tail); }

void cut(std::string& w, size_t n) { w.erase(w.size() - n); }

// Words that carry no matter of their own; "re" is the "re-" of "re-double".
const std::set<std::string>& stop_words() {
    static const std::set<std::string> s = {
        "a", "an", "the", "and", "or", "nor", "of", "to", "in", "on", "at", "by", "for", "with", "from", "as", "is", "are",
        "be", "been", "was", "were", "it", "its", "he", "him", "his", "they", "them", "their", "this", "that", "these",
        "those", "which", "who", "whom", "whose", "when", "where", "if", "but", "not", "no", "so", "such", "than", "then",
        "there", "any", "all", "may", "must", "shall", "should", "can", "cannot", "could", "would", "will", "has", "have",
        "had", "do", "does", "done", "e", "g", "i", "ii", "iii", "iv", "v", "vi", "vii", "re", "law", "laws", "rule",
        "see", "under", "provided", "other", "either", "each", "every", "one", "same"};
    return s;
}

const std::map<std::string, int>& number_words() {
    static const std::map<std::string, int> m = {
        {"one", 1}, {"two", 2}, {"three", 3}, {"four", 4}, {"five", 5}, {"six", 6}, {"seven", 7}, {"eight", 8},
        {"nine", 9}, {"ten", 10}, {"eleven", 11}, {"twelve", 12}, {"thirteen", 13}, {"fourteen", 14},
        {"fifteen", 15}, {"sixteen", 16}, {"seventeen", 17}, {"eighteen", 18}, {"nineteen", 19}, {"twenty", 20},
        {"thirty", 30}, {"forty", 40}, {"fifty", 50}, {"sixty", 60}, {"seventy", 70}, {"eighty", 80}, {"ninety", 90},
        {"single", 1}, {"double", 2}, {"twice", 2}, {"thrice", 3}, {"treble", 3}};
    return m;
}

bool all_digits(const std::string& w) {
    return !w.empty() && w.size() < 7 && std::all_of(w.begin(), w.end(), [](unsigned char c) { return std::isdigit(c); });
}

} // namespace

std::string stem(std::string w) {
    if (w.size() > 4 && ends_with(w, "ies")) cut(w, 3), w += "y";
    if (w.size() > 5 && ends_with(w, "ing")) cut(w, 3);
    else if (w.size() > 4 && ends_with(w, "ed")) cut(w, 2);
    if (w.size() > 3 && ends_with(w, "s") && !ends_with(w, "ss")) cut(w, 1);
    if (w.size() > 4 && ends_with(w, "e")) cut(w, 1);
    if (w.size() > 5 && ends_with(w, "our")) cut(w, 3), w += "or"; // honour -> honor, as the American code spells it
    return w;
}

std::vector<std::string> stems(const std::string& text) {
    std::vector<std::string> out;
    for (const std::string& w : words(text))
        if (!stop_words().count(w)) out.push_back(stem(w));
    return out;
}

size_t shared(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    size_t n = 0;
    for (auto i = a.begin(), j = b.begin(); i != a.end() && j != b.end();) {
        if (*i < *j) ++i;
        else if (*j < *i) ++j;
        else ++n, ++i, ++j;
    }
    return n;
}

std::set<int> numbers_stated(const std::string& text) {
    std::set<int> out;
    int current = 0;
    bool in_number = false;
    const auto flush = [&] {
        if (in_number) out.insert(current);
        current = 0, in_number = false;
    };
    for (const std::string& w : words(text)) {
        if (all_digits(w)) {
            flush();
            out.insert(std::stoi(w));
        } else if (auto it = number_words().find(w); it != number_words().end()) {
            if (in_number && current % 10 == 0 && current >= 20 && it->second < 10) current += it->second; // twenty-eight
            else flush(), current = it->second, in_number = true;
        } else if (w == "hundred") {
            current = std::max(current, 1) * 100, in_number = true;
        } else if (!(in_number && w == "and")) {
            flush();
        }
    }
    flush();
    return out;
}

CodeWords::CodeWords(const Lawbook& book) {
    std::map<std::string, int> laws_having;
    for (const Law& l : book.laws) {
        std::vector<std::string> s = stems(l.heading + " " + l.text), t = stems(l.text);
        std::sort(s.begin(), s.end());
        std::sort(t.begin(), t.end());
        texts_.push_back(std::move(t));
        std::vector<std::string> unique = s;
        unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
        for (const std::string& w : unique) ++laws_having[w];
        laws_.push_back(std::move(s));
    }
    const size_t rare = std::max<size_t>(3, book.laws.size() / 4);
    for (const auto& [w, n] : laws_having)
        if (size_t(n) < rare && !all_digits(w)) distinctive_.insert(w);
}

std::vector<std::string> CodeWords::topic(const std::vector<std::string>& text, size_t law_index, bool heading) const {
    std::vector<std::string> out;
    const auto& law = heading ? laws_[law_index] : texts_[law_index];
    for (const std::string& w : text)
        if (distinctive(w) && std::binary_search(law.begin(), law.end(), w)) out.push_back(w);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace bl
