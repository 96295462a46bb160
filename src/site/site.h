// `bridgelaws site OUT/`: the codes of laws as a static site (docs/site.md): an index of the
// codes, each code's laws on one page, the concordance and the matrix, the differences between
// editions, the casebook, the quiz and search; one style sheet and two small scripts. Nothing
// external: the pages work from a folder (file://) as from any web host.
#pragma once

#include "core/error.h"
#include "laws/lawbook.h"
#include "site/case_set.h"

#include <optional>
#include <string>
#include <vector>

namespace bl::site {

// The pages by file name, with their text: what build_site writes.
std::vector<std::pair<std::string, std::string>>
site_pages(const std::vector<Lawbook>& books, const std::vector<SiteCase>& cases = {});

// Loads the codes (every code of the library when `codes` is empty) and the cases under
// `cases_dir` (none when it is empty), and writes the site into `out_dir`, creating it; each
// file is written whole or not at all (replace_file). Nothing is written when a code or a case
// cannot be read.
std::optional<Error> build_site(const LawLibrary& lib, const std::vector<std::string>& codes,
                                const std::string& out_dir, const std::string& cases_dir = {});

} // namespace bl::site
