// `bridgelaws site OUT/`: the codes of laws as a static site (docs/site.md): an index of the
// codes, each code's laws on one page, the concordance and the matrix, and one style sheet.
// Nothing external: the pages work from a folder (file://) as from any web host.
#pragma once

#include "core/error.h"
#include "laws/lawbook.h"

#include <optional>
#include <string>
#include <vector>

namespace bl::site {

// The pages by file name, with their text: what build_site writes.
std::vector<std::pair<std::string, std::string>> site_pages(const std::vector<Lawbook>& books);

// Loads the codes (every code of the library when `codes` is empty) and writes the site into
// `out_dir`, creating it; each file is written whole or not at all (replace_file).
std::optional<Error> build_site(const LawLibrary& lib, const std::vector<std::string>& codes,
                                const std::string& out_dir);

} // namespace bl::site
