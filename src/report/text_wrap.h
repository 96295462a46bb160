// Text for a terminal or a page of any width: each line's words wrapped to the width, never a
// word broken, continuation lines indented under the line they continue. The reports and
// `teach` write whole paragraphs as one line and wrap them here at the end.
#pragma once

#include <string>
#include <vector>

namespace bl {

// A line that begins with this character is laid out already (a hand diagram): it is written
// as it is, without the mark.
constexpr char KEEP_LINE = '\x1f';

// Characters on screen: UTF-8 continuation bytes take no column.
size_t display_width(const std::string& s);

// Every line of `text` wrapped to `width` columns: a line's continuation is indented two more
// than its own indent. A word longer than the line stands alone on its line, whole. Lines
// marked KEEP_LINE are kept as they are. `width` 0: nothing is wrapped (marks are removed).
std::string wrap_lines(const std::string& text, size_t width);

// One paragraph's words in lines of at most `width` columns behind `indent`, the first behind
// `first` when given (a hanging indent: "  1. ...").
std::vector<std::string> wrap_words(const std::string& text, size_t width,
                                    const std::string& indent, const std::string& first = {});

} // namespace bl
