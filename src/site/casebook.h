// The casebook (docs/site.md): a page per case told as `teach` tells it (the story, the hands,
// the events up to the irregularity, the question), then each code's ruling side by side with
// its laws quoted and linked and what each option makes of the score; and the casebook's index,
// a chapter per subject in the course's order.
#pragma once

#include "site/case_set.h"

#include <string>
#include <vector>

namespace bl::site {

std::string case_page(const SiteCase& sc);

std::string casebook_page(const std::vector<SiteCase>& cases);

// "Play errors": a subject's folder name as a chapter's title.
std::string subject_title(const std::string& subject);

} // namespace bl::site
