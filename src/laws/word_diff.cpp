#include "laws/word_diff.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace bl {

namespace {

struct Token {
    std::string word, space; // the word as printed, and the spacing after it
};

std::vector<Token> tokens(const std::string& text) {
    std::vector<Token> out;
    size_t i = 0;
    while (i < text.size()) {
        const size_t start = i;
        while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        const size_t end = i;
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        if (end > start)
            out.push_back({text.substr(start, end - start), text.substr(end, i - end)});
    }
    return out;
}

std::string normal(const std::string& w);

// Two words are the same when their letters and digits are, whatever the case and punctuation
// ("Law" and "law", "hold—" and "hold"); marks alone are compared as printed.
bool same_word(const Token& x, const Token& y) {
    const std::string a = normal(x.word), b = normal(y.word);
    return a.empty() && b.empty() ? x.word == y.word : a == b;
}

// Longest common subsequence of the words, by a table of suffix lengths.
std::vector<std::pair<size_t, size_t>> common(const std::vector<Token>& a,
                                              const std::vector<Token>& b) {
    std::vector<std::vector<uint16_t>> len(a.size() + 1, std::vector<uint16_t>(b.size() + 1, 0));
    for (size_t i = a.size(); i-- > 0;)
        for (size_t j = b.size(); j-- > 0;)
            len[i][j] = same_word(a[i], b[j]) ? uint16_t(len[i + 1][j + 1] + 1)
                                              : std::max(len[i + 1][j], len[i][j + 1]);
    std::vector<std::pair<size_t, size_t>> out;
    for (size_t i = 0, j = 0; i < a.size() && j < b.size();) {
        if (same_word(a[i], b[j]))
            out.emplace_back(i++, j++);
        else if (len[i + 1][j] >= len[i][j + 1])
            ++i;
        else
            ++j;
    }
    return out;
}

void add(std::vector<WordRun>& runs, WordOp op, const Token& t) {
    if (runs.empty() || runs.back().op != op)
        runs.push_back({op, ""});
    else if (runs.back().text.back() != ' ' && runs.back().text.back() != '\n')
        runs.back().text += ' ';
    runs.back().text += t.word;
    const bool paragraph = t.space.find('\n') != std::string::npos;
    runs.back().text += paragraph ? "\n" : " ";
}

std::string normal(const std::string& w) {
    std::string s;
    for (char c : w)
        if (std::isalnum(static_cast<unsigned char>(c)))
            s += char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string trimmed(const std::string& s) {
    size_t e = s.size();
    while (e > 0 && (s[e - 1] == ' ' || s[e - 1] == '\n')) --e;
    return s.substr(0, e);
}

std::string marked(const std::vector<WordRun>& runs, const char* del_open, const char* del_close,
                   const char* add_open, const char* add_close) {
    std::string out;
    for (const WordRun& r : runs) {
        const std::string body = trimmed(r.text), tail = r.text.substr(body.size());
        if (r.op == WordOp::Same)
            out += r.text;
        else
            out += (r.op == WordOp::Removed ? del_open : add_open) + body +
                   (r.op == WordOp::Removed ? del_close : add_close) + tail;
    }
    return trimmed(out);
}

} // namespace

std::vector<WordRun> word_diff(const std::string& a, const std::string& b) {
    const auto ta = tokens(a), tb = tokens(b);
    std::vector<WordRun> runs;
    size_t i = 0, j = 0;
    for (const auto& [ci, cj] : common(ta, tb)) {
        while (i < ci) add(runs, WordOp::Removed, ta[i++]);
        while (j < cj) add(runs, WordOp::Added, tb[j++]);
        add(runs, WordOp::Same, tb[j++]), ++i;
    }
    while (i < ta.size()) add(runs, WordOp::Removed, ta[i++]);
    while (j < tb.size()) add(runs, WordOp::Added, tb[j++]);
    return runs;
}

namespace {

std::vector<std::string> words_of(const std::string& text) {
    std::vector<std::string> out;
    for (const Token& t : tokens(text)) {
        // "re-double" is the words "re" and "double"
        std::string part;
        for (char c : t.word + "-") {
            if (c == '-') {
                if (!normal(part).empty()) out.push_back(normal(part));
                part.clear();
            } else {
                part += c;
            }
        }
    }
    return out;
}

} // namespace

namespace {

// The letters of a run with the spelling of its time evened out: "honors" and "honours",
// "toward" and "towards", "penalized" and "penalised", "any one" and "anyone", "i. e." and
// "i.e.", "no trump" and "no-trump" are one spelling.
std::string spelling(const std::string& text) {
    std::string s = normal(text);
    static const std::pair<const char*, const char*> variants[] = {
        {"honour", "honor"}, {"favour", "favor"}, {"colour", "color"}, {"wards", "ward"},
        {"ise", "ize"},      {"isa", "iza"}};
    for (const auto& [british, american] : variants)
        for (size_t at = s.find(british); at != std::string::npos; at = s.find(british, at))
            s.replace(at, std::string(british).size(), american);
    return s;
}

// A removal followed at once by an addition that differs from it only in spelling.
bool respelt(const std::vector<WordRun>& runs, size_t i) {
    return i + 1 < runs.size() && runs[i].op == WordOp::Removed && runs[i + 1].op == WordOp::Added &&
           spelling(runs[i].text) == spelling(runs[i + 1].text);
}

} // namespace

std::vector<std::string> changed_words(const std::vector<WordRun>& all) {
    std::vector<WordRun> runs;
    for (size_t i = 0; i < all.size(); ++i)
        if (respelt(all, i))
            ++i; // a change of spelling is no change of words
        else
            runs.push_back(all[i]);
    std::multiset<std::string> removed, added;
    for (const WordRun& r : runs)
        for (std::string& w : words_of(r.text)) {
            if (r.op == WordOp::Removed)
                removed.insert(std::move(w));
            else if (r.op == WordOp::Added)
                added.insert(std::move(w));
        }
    // A word removed in one place and added in another ("53-56" for "53 to 56") did not change.
    std::vector<std::string> out;
    for (const std::string& w : removed)
        if (auto it = added.find(w); it != added.end())
            added.erase(it);
        else
            out.push_back(w);
    out.insert(out.end(), added.begin(), added.end());
    return out;
}

bool changes_substance(const std::vector<std::string>& changed) {
    static const std::set<std::string> words = {
        // figures in words
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "twenty", "thirty", "forty", "fifty", "hundred", "once", "twice",
        "double", "treble", "single", "half", "first", "second", "third", "fourth", "last", "all",
        "any", "each", "every", "both", "only",
        // parties
        "dealer", "partner", "partners", "adversary", "adversaries", "eldest", "dummy", "player",
        "players", "declarer", "doubler", "offender", "offending", "side", "sides", "leader",
        "either", "neither",
        // obligation, permission, negation, remedy
        "may", "must", "shall", "should", "cannot", "can", "not", "no", "nor", "without", "unless",
        "except", "penalty", "penalties", "liable", "right", "rights", "call", "called", "demand",
        "lead", "led", "play", "played", "trick", "tricks", "score", "scores", "deal", "deals",
        "new", "count", "counts", "points", "honours", "honors", "consent", "void", "stand", "re",
        "redouble", "doubled", "limit", "exposed", "revoke", "trump", "trumps",
        // the value and rank of cards and suits
        "value", "equal", "lowest", "highest", "lower", "higher", "rank", "heart", "hearts",
        "diamond", "diamonds", "club", "clubs", "spade", "spades", "suit", "suits",
        // time
        "before", "after", "until", "till", "when", "while", "once", "again", "time", "during",
        "end", "then", "thereafter"};
    return std::any_of(changed.begin(), changed.end(), [](const std::string& w) {
        return words.count(w) > 0 || (!w.empty() && std::isdigit(static_cast<unsigned char>(w[0])));
    });
}

std::string word_diff_text(const std::vector<WordRun>& runs) {
    return marked(runs, "[-", "-]", "{+", "+}");
}

std::string word_diff_markdown(const std::vector<WordRun>& runs) {
    return marked(runs, "~~", "~~", "**", "**");
}

} // namespace bl
