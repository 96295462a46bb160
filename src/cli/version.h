// `bridgelaws version` and `bridgelaws --version`: the program's version (the CMake project's)
// and the edition of each law table it reads, so a ruling can be traced to both.
#pragma once

#include "command.h"

namespace bl::cli {

int print_version(const Context& ctx);

} // namespace bl::cli
