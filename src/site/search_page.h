// Search (docs/site.md): an index of every law's text and heading, the codes' sections and the
// cases' names and stories, as JSON on search.html, and a few lines of script that find the
// entries holding every word asked for. The search box of every page sends its words here.
#pragma once

#include "laws/lawbook.h"
#include "site/case_set.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace bl::site {

// Each entry: {t: title, u: link, x: the text searched and shown}.
nlohmann::json search_index(const std::vector<Lawbook>& books, const std::vector<SiteCase>& cases);

std::string search_page(const std::vector<Lawbook>& books, const std::vector<SiteCase>& cases);

// search.js: the page's script.
extern const char* const SEARCH_SCRIPT;

} // namespace bl::site
