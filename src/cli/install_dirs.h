// Where the program finds its own law tables and teaching cases: beside the installed program
// (PREFIX/bin/bridgelaws reads PREFIX/share/bridgelaws/), else in the source tree it was built
// from, so that the same binary works from the build tree and once installed.
#pragma once

#include <string>

namespace bl::cli {

// PREFIX/share/bridgelaws for an installed program; "" when the program is not installed.
std::string installed_share_dir();

// The law tables: $BRIDGELAWS_LAWS, else the installed ones, else the source tree's.
std::string default_laws_dir();

// The teaching cases: cases/ in the current folder (a club's own, or the repository's), else
// the installed ones, else the source tree's.
std::string default_cases_dir();

} // namespace bl::cli
