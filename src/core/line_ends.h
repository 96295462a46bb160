// The line ends ('\n') in a text, counted sixteen bytes at a time: the XML reader finds an
// event's line by them, and the log splitter counts the lines of the deals it cuts.
#pragma once

#include <cstddef>
#include <string_view>

namespace bl {

size_t line_ends(std::string_view s);

// The column of the character that follows `line_so_far` (the text of its line before it):
// a column a character, not a byte of one (UTF-8 continuation bytes do not count).
int column_after(std::string_view line_so_far);

} // namespace bl
