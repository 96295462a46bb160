// The ruling report: JSON (shared/spec/report-format.md) and text for a person.
#pragma once

#include "replay/replay.h"

#include <string>

namespace bl {

std::string report_json(const Report& r);
std::string report_text(const Report& r);

} // namespace bl
