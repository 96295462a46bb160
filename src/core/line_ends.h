// The line ends ('\n') in a text, counted sixteen bytes at a time: the XML reader finds an
// event's line by them, and the log splitter counts the lines of the deals it cuts.
#pragma once

#include <cstddef>
#include <string_view>

namespace bl {

size_t line_ends(std::string_view s);

} // namespace bl
