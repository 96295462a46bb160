#include "report/law_quote.h"

#include <algorithm>
#include <cctype>
#include <regex>

namespace bl {

namespace {

bool closing_mark(char c) { return c == '.' || c == ';' || c == ':' || c == '?' || c == '!'; }

// What may close a sentence after its mark: a quotation mark or a bracket ("... Law 50.)]").
bool closer(char c) { return c == '"' || c == '\'' || c == ')' || c == ']'; }

// Whether the full stop at `stop` closes a sentence: it follows a word of two letters or more
// with a small letter in it (not "I.", "II.", "1st." or "i.e.").
bool closes_a_word(const std::string& text, size_t stop) {
    size_t begin = stop;
    while (begin > 0 && std::isalpha(static_cast<unsigned char>(text[begin - 1]))) --begin;
    if (stop - begin < 2) return false;
    if (begin > 0 && text[begin - 1] == '.') return false; // "i.e."
    for (size_t i = begin; i < stop; ++i)
        if (std::islower(static_cast<unsigned char>(text[i]))) return true;
    return false;
}

// Whether a sentence ends at text[i] (a closing mark, perhaps with a quotation mark after it):
// a line break follows, or a space and the mark is not a full stop inside an abbreviation.
bool boundary_at(const std::string& text, size_t i) {
    if (!closing_mark(text[i])) return false;
    size_t next = i + 1;
    while (next < text.size() && closer(text[next])) ++next;
    if (next >= text.size()) return true;
    if (text[next] == '\n') return true;
    if (text[next] != ' ') return false;
    if (text[i] == '.') return closes_a_word(text, i);
    return text[i] == '?' || text[i] == '!';
}

void trim_into(std::string s, std::vector<std::string>& out) {
    for (char& c : s)
        if (c == '\n') c = ' ';
    const size_t first = s.find_first_not_of(' ');
    if (first == std::string::npos) return;
    const size_t last = s.find_last_not_of(' ');
    out.push_back(s.substr(first, last - first + 1));
}

} // namespace

bool ends_sentence(const std::string& s) {
    size_t end = s.size();
    for (bool more = true; more;) {
        more = false;
        while (end > 0 && closer(s[end - 1])) --end, more = true;
        // A closing quotation mark written as U+201D (three bytes).
        if (end >= 3 && s.compare(end - 3, 3, "\u201D") == 0) end -= 3, more = true;
    }
    return end > 0 && closing_mark(s[end - 1]);
}

std::vector<std::string> law_sentences(const std::string& text) {
    std::vector<std::string> out;
    size_t start = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        if (!boundary_at(text, i)) continue;
        size_t end = i + 1;
        while (end < text.size() && closer(text[end])) ++end;
        trim_into(text.substr(start, end - start), out);
        start = end;
    }
    if (start < text.size()) trim_into(text.substr(start), out);
    return out;
}

std::string law_excerpt(const std::string& text, size_t limit) {
    std::string out;
    for (const std::string& s : law_sentences(text)) {
        if (!out.empty() && out.size() + 1 + s.size() > limit) break;
        out += (out.empty() ? "" : " ") + s;
    }
    return out;
}

std::string remedy_law(const std::vector<std::string>& laws, Provision provision,
                       const std::string& note, const Lawbook& book) {
    if (provision != Provision::Penalty || laws.size() < 2) return "";
    const auto listed = [&](const std::string& n) {
        return std::find(laws.begin(), laws.end(), n) != laws.end();
    };
    // "Law 90 I: ..." or "Law 57: ...": the note opens on the law it sums up.
    static const std::regex opening(R"(^Law ([0-9]+[A-Za-z]?)( [IVX]+)?:)");
    std::smatch m;
    if (std::regex_search(note, m, opening) && listed(m[1].str())) return m[1].str();
    for (const std::string& n : laws)
        if (const Law* l = book.law(n); l && l->text.find("penalt") != std::string::npos) return n;
    return "";
}

std::string remedy_law(const Ruling& r, const Lawbook& book) {
    return remedy_law(r.laws, r.provision, r.rule ? r.rule->note : std::string(), book);
}

std::vector<std::string> laws_remedy_first(std::vector<std::string> laws,
                                           const std::string& remedy) {
    const auto it = std::find(laws.begin(), laws.end(), remedy);
    if (it != laws.end()) std::rotate(laws.begin(), it, it + 1);
    return laws;
}

std::vector<std::string> laws_remedy_first(const Ruling& r, const Lawbook& book) {
    return laws_remedy_first(r.laws, remedy_law(r, book));
}

} // namespace bl
