// A <deal> cut from an archive, read without building an XML tree when it is in the plain form
// the writer gives it: its attributes, and at most one <events> of plain text. Most of an
// archive's deals are; reading them this way costs a fraction of an XML parse (issue 22:
// docs/performance.md, "The plain deal").
#pragma once

#include "log/game_log.h"

#include <optional>
#include <string_view>

namespace bl {

// The deal `text` holds (its places counted from the text's start, as the XML reader counts
// them), or nothing when the text is not in the plain form or holds any problem: the XML reader
// then reads it, and says what is wrong. Where both read a deal, they read the same deal.
std::optional<Deal> read_plain_deal_xml(std::string_view text);
// The same into `out`, whose lists keep their room (a deal at a time, no allocation a deal),
// the places the file's where the text's first character stands at `first_line` and
// `first_column` (as LogPiece counts them). False as above; `out` is then left half read.
bool read_plain_deal_xml(std::string_view text, Deal& out, int first_line = 1,
                         int first_column = 1);

} // namespace bl
