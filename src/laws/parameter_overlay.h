// Parameters laid over others key by key: an overlay's over its base's, and the values a
// reading's alternative carries over the table's (docs/laws.md).
#pragma once

#include "laws/lawbook.h"

#include <string>

namespace bl {

// Every parameter `o` sets replaces the one in `b`, and says who set it (`by`: an overlay's id).
void overlay_parameters(Parameters& b, const Parameters& o, const std::string& by);

} // namespace bl
