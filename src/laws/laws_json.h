// `bridgelaws laws --format json`: the codes, a code's laws, or one law, for programs (a club's
// web page, an editor's script) rather than for reading. The same three views as the text.
#pragma once

#include "laws/lawbook.h"

#include <string>
#include <vector>

namespace bl {

// The JSON text (one document, newline-terminated) for `args` ([CODE [N]]), or an Error.
Result<std::string> laws_json(const LawLibrary& lib, const std::vector<std::string>& args);

} // namespace bl
