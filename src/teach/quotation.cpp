#include "teach/quotation.h"

#include <cctype>
#include <regex>

namespace bl {

namespace {

bool is_word_char(char ch) { return std::isalnum(static_cast<unsigned char>(ch)) != 0; }

// A word of a text and where it ends, so that the punctuation after it can be read.
struct Word {
    std::string text;
    size_t begin = 0, end = 0;
};

std::vector<Word> words_of(const std::string& text) {
    std::vector<Word> out;
    for (size_t i = 0; i < text.size();) {
        if (!is_word_char(text[i])) {
            ++i;
            continue;
        }
        Word w;
        w.begin = i;
        while (i < text.size() && is_word_char(text[i]))
            w.text += char(std::tolower(static_cast<unsigned char>(text[i++])));
        w.end = i;
        out.push_back(std::move(w));
    }
    return out;
}

// The marks that open a quotation and the ones that close it (UTF-8 for the curly ones).
struct Marks {
    std::string open, close;
    bool apostrophe; // the closing mark is also an apostrophe: closes only before a non-letter
};
const std::vector<Marks> MARKS = {{"\"", "\"", false},
                                  {"\xE2\x80\x9C", "\xE2\x80\x9D", false},
                                  {"'", "'", true},
                                  {"\xE2\x80\x98", "\xE2\x80\x99", true}};

bool opens_here(const std::string& s, size_t i, const Marks& m) {
    if (s.compare(i, m.open.size(), m.open) != 0) return false;
    return i == 0 || !is_word_char(s[i - 1]); // not the apostrophe of "dealer's"
}

size_t closing(const std::string& s, size_t from, const Marks& m) {
    for (size_t j = s.find(m.close, from); j != std::string::npos; j = s.find(m.close, j + 1)) {
        const size_t after = j + m.close.size();
        if (!m.apostrophe || after >= s.size() || !is_word_char(s[after])) return j;
    }
    return std::string::npos;
}

// Someone else's words about a law, not the law's: "Badsworth on Law 4: '...'", "as Badsworth
// says ('...')", the law's footnote.
bool someone_elses(const std::string& text) {
    for (const char* w : {"Badsworth", "comment", "footnote", "etiquette", "Ames", "Hoyle", "note",
                          "reading", "\"", "'"})
        if (text.find(w) != std::string::npos) return true;
    return false;
}

// The law the prose names just before a quotation: "Law 97: '...'", "Law 97 says, '...'".
std::string attributed_law(const std::string& prose, size_t quote_at) {
    std::string out;
    for (const LawMention& m : law_mentions(prose.substr(0, quote_at))) {
        const size_t word = prose.find(' ', m.at); // the number, after "Law"
        const std::string gap = prose.substr(word, quote_at - word);
        const std::string before = prose.substr(m.at >= 30 ? m.at - 30 : 0, m.at >= 30 ? 30 : m.at);
        const bool theirs = someone_elses(gap) ||
                            someone_elses(before.substr(
                                before.rfind('.') == std::string::npos ? 0 : before.rfind('.')));
        out = gap.size() <= 60 && gap.find(". ") == std::string::npos && !theirs ? m.number : "";
    }
    return out;
}

bool roman_heading(const std::string& word) {
    return word == "i" || word == "ii" || word == "iii" || word == "iv" || word == "v" ||
           word == "vi";
}

// Finds `piece` (a word list) in `law` at or after word `from`; the index after its last word.
std::optional<size_t> find_words(const std::vector<std::string>& piece,
                                 const std::vector<Word>& law, size_t from) {
    if (piece.empty()) return from;
    for (size_t i = from; i + piece.size() <= law.size(); ++i) {
        size_t k = 0;
        while (k < piece.size() && law[i + k].text == piece[k]) ++k;
        if (k == piece.size()) return i + k;
    }
    return std::nullopt;
}

std::vector<std::string> split_at_ellipses(const std::string& quote) {
    std::vector<std::string> out;
    size_t start = 0;
    for (size_t i = 0; i < quote.size();) {
        size_t mark =
            quote.compare(i, 3, "...") == 0 || quote.compare(i, 3, "\xE2\x80\xA6") == 0 ? 3 : 0;
        // "[a new deal]": the quoter's own words, standing for the law's
        if (quote[i] == '[' && quote.find(']', i) != std::string::npos)
            mark = quote.find(']', i) - i + 1;
        if (mark == 0) {
            ++i;
            continue;
        }
        out.push_back(quote.substr(start, i - start));
        i += mark;
        start = i;
    }
    out.push_back(quote.substr(start));
    return out;
}

bool ends_with_ellipsis(const std::string& quote) {
    const size_t last = quote.find_last_not_of(" .,;:'\"\xE2\x80\x99\xE2\x80\x9D");
    const std::string tail = quote.substr(last == std::string::npos ? 0 : last + 1);
    return tail.find("...") != std::string::npos ||
           quote.find("\xE2\x80\xA6", quote.size() >= 6 ? quote.size() - 6 : 0) !=
               std::string::npos;
}

} // namespace

std::vector<std::string> plain_words(const std::string& text) {
    std::vector<std::string> out;
    for (Word& w : words_of(text)) out.push_back(std::move(w.text));
    return out;
}

std::vector<Quotation> quotations(const std::string& prose, size_t min_words) {
    std::vector<Quotation> out;
    for (size_t i = 0; i < prose.size(); ++i) {
        for (const Marks& m : MARKS) {
            if (!opens_here(prose, i, m)) continue;
            const size_t begin = i + m.open.size();
            const size_t end = closing(prose, begin, m);
            if (end == std::string::npos) continue;
            Quotation q{prose.substr(begin, end - begin), i, ""};
            if (plain_words(q.text).size() >= min_words) {
                q.attributed = attributed_law(prose, i);
                out.push_back(std::move(q));
            }
            i = end + m.close.size() - 1;
            break;
        }
    }
    return out;
}

std::optional<QuoteMatch> find_in_law(const std::string& quote, const Law& law) {
    const std::vector<Word> text = words_of(law.text);
    size_t at = 0;
    bool first = true;
    for (const std::string& piece : split_at_ellipses(quote)) {
        const std::vector<std::string> words = plain_words(piece);
        if (words.empty()) continue;
        const auto end = find_words(words, text, at);
        if (!end) return std::nullopt;
        at = *end;
        first = false;
    }
    if (first) return std::nullopt;
    QuoteMatch m;
    m.reaches_end = at >= text.size();
    m.ellipsis = ends_with_ellipsis(quote);
    if (!m.reaches_end) {
        const std::string between =
            law.text.substr(text[at - 1].end, text[at].begin - text[at - 1].end);
        const size_t last = quote.find_last_not_of(" '\"\xE2\x80\x99\xE2\x80\x9D");
        const bool stops = last != std::string::npos &&
                           std::string(".;:!?").find(quote[last]) != std::string::npos;
        m.clause_boundary = stops || roman_heading(text[at].text) ||
                            between.find_first_of(".,;:!?)-[") != std::string::npos ||
                            between.find("\xE2\x80\x94") != std::string::npos; // an em dash
        for (size_t k = at; k < text.size() && k < at + 6; ++k)
            m.next_words += (k > at ? " " : "") + text[k].text;
    }
    return m;
}

std::vector<LawMention> law_mentions(const std::string& prose) {
    std::vector<LawMention> out;
    static const std::regex mention(
        R"(\bLaws? ((\d+[A-Z]?)((\s*(,|and|to|-|–|or)\s*)\d+[A-Z]?)*))");
    static const std::regex number(R"(\d+[A-Z]?)");
    for (auto it = std::sregex_iterator(prose.begin(), prose.end(), mention);
         it != std::sregex_iterator(); ++it) {
        const std::string list = (*it)[1].str();
        std::vector<std::string> numbers;
        for (auto n = std::sregex_iterator(list.begin(), list.end(), number);
             n != std::sregex_iterator(); ++n)
            numbers.push_back(n->str());
        const bool range = numbers.size() == 2 && (list.find('-') != std::string::npos ||
                                                   list.find(" to ") != std::string::npos);
        if (range && std::isdigit(static_cast<unsigned char>(numbers[1].back())) &&
            std::stoi(numbers[1]) - std::stoi(numbers[0]) < 30) {
            for (int k = std::stoi(numbers[0]); k <= std::stoi(numbers[1]); ++k)
                out.push_back({std::to_string(k), size_t(it->position())});
            continue;
        }
        for (const std::string& n : numbers) out.push_back({n, size_t(it->position())});
    }
    return out;
}

} // namespace bl
