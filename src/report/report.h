// The ruling report: JSON (shared/spec/report-format.md) and text for a person.
#pragma once

#include "replay/replay.h"

#include <string>

namespace bl {

std::string report_json(const Report& r);
// Wrapped to `width` columns (0: not wrapped; the command passes the terminal's width, or 80).
std::string report_text(const Report& r, size_t width = 80);

} // namespace bl
