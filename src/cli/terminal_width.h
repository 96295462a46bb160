// The width text is written to: the terminal's columns when standard output is one, else 80
// (a pipe, a file, a pager).
#pragma once

#include <cstddef>

namespace bl::cli {

size_t output_width();

} // namespace bl::cli
