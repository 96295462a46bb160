// Quotations in a case's prose, and where they stand in a law's text: the words a case puts in
// quotation marks, and whether they are the law's own words, whole or cut at a clause.
#pragma once

#include "laws/lawbook.h"

#include <optional>
#include <string>
#include <vector>

namespace bl {

struct Quotation {
    std::string text;       // between the marks
    size_t at = 0;          // offset of the opening mark in the prose
    std::string attributed; // "97" when the prose says "Law 97: '...'" just before; else ""
};

// The quotations of at least `min_words` words ('...', "...", ‘...’, “...”), with the law each is
// given as the words of, where the prose says so just before it.
std::vector<Quotation> quotations(const std::string& prose, size_t min_words = 4);

// Where a quotation stands in a law's text. Pieces joined by an ellipsis are found in order.
struct QuoteMatch {
    bool reaches_end = false;     // the quotation runs to the law's last word
    bool clause_boundary = false; // or stops where the law's text has punctuation
    bool ellipsis = false;        // or says with "..." that it stops short
    std::string next_words;       // the law's words just after the quotation, for the message
};
std::optional<QuoteMatch> find_in_law(const std::string& quote, const Law& law);

// The words of a text, lower case, letters and digits only ("dealer's" -> "dealer", "s").
std::vector<std::string> plain_words(const std::string& text);

// Each law number the prose cites ("Law 97", "Laws 89, 90 and 97", "Laws 89-91"), with the
// offset of the word "Law".
struct LawMention {
    std::string number;
    size_t at = 0;
};
std::vector<LawMention> law_mentions(const std::string& prose);

} // namespace bl
