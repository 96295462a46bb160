// The cut for partners and deal (Laws 14-21) in sentences, the same in the text and HTML
// reports: how the table was formed, whether the seating agrees, and each cut of more than one
// card (Law 16) with the code's ruling and the law that speaks of it.
#pragma once

#include "laws/lawbook.h"
#include "table/cutting.h"

#include <string>
#include <vector>

namespace bl {

struct CutSentence {
    std::string words;        // a whole sentence, ending with its full stop
    const Law* law = nullptr; // the law to quote under it, if any
};

std::vector<CutSentence> cut_sentences(const TableFormed& t, const Lawbook& book);

} // namespace bl
