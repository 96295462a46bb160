// A code's laws as one page: an index by section (runs of laws under one heading), then each
// law with its text, editorial notes, the laws it cites and those citing it, the parameters it
// gives, the rules that apply it and the cases of the casebook that reach it.
#pragma once

#include "laws/lawbook.h"
#include "site/case_set.h"

#include <string>
#include <vector>

namespace bl::site {

// A run of consecutive laws under the same heading.
struct Section {
    std::string heading;
    size_t first = 0, last = 0; // indices into Lawbook::laws, inclusive
};
std::vector<Section> sections(const Lawbook& book);

// `reaching`: the casebook's cases whose rulings under this code cite each law, by number.
std::string code_page(const Lawbook& book,
                      const std::map<std::string, std::vector<const SiteCase*>>& reaching = {});

} // namespace bl::site
