// `bridgelaws diff` written out: as text for the terminal, as Markdown to paste into an editor's
// note, or as JSON (docs/laws.md, "diff"). Each grouped by heading, with the summary first.
#pragma once

#include "laws/law_diff.h"

#include <string>

namespace bl {

std::string diff_text(const CodeDiff& d);
std::string diff_markdown(const CodeDiff& d);
std::string diff_json(const CodeDiff& d);

} // namespace bl
