// The width text is written to: the terminal's columns when standard output is one, else 80
// (a pipe, a file, a pager).
#pragma once

#include <cstddef>

namespace bl::cli {

size_t output_width();

// The columns of the terminal `fd` is, or 0 when it is not one.
size_t terminal_columns(int fd);

} // namespace bl::cli
