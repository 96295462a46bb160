// The cases of the casebook and the quiz (docs/site.md): every case under a folder in the
// course's order (subject by subject, then level), each replayed under the site's codes it names
// and under the site's other codes (what they would rule, for the quiz's wrong answers). The
// tables are loaded once and the logs replayed in memory, so two hundred cases take a second.
#pragma once

#include "core/error.h"
#include "laws/lawbook.h"
#include "teach/teach.h"

#include <map>
#include <string>
#include <vector>

namespace bl::site {

struct SiteCase {
    Case c;
    std::string key;                // "revoke/dealer-revokes": the course's name for it
    std::string page;               // "case-revoke-dealer-revokes.html"
    std::vector<CodeRuling> codes;  // under the codes it names that the site shows
    std::vector<CodeRuling> others; // under the site's other codes
};

// Every case under `root`, in course order (teach/course.h). An error names a case that cannot
// be read or replayed.
Result<std::vector<SiteCase>> site_cases(const std::string& root,
                                         const std::vector<Lawbook>& books);

// The laws each case's rulings cite, by code and law number: the cases that reach a law.
using CasesReaching = std::map<std::string, std::map<std::string, std::vector<const SiteCase*>>>;
CasesReaching cases_reaching(const std::vector<SiteCase>& cases);

} // namespace bl::site
