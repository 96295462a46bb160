// `bridgelaws new-overlay BASE -o FILE`: the commented skeleton of a club's house rules as an
// overlay on a code (docs/house-rules.md). As written it loads and changes nothing; every section
// is there, with the base's parameters, readings and rules listed in comments to start from.
#pragma once

#include "laws/lawbook.h"

#include <string>

namespace bl {

// `id` is the overlay's id, the file's name without ".yaml" (the loader insists).
std::string overlay_skeleton(const Lawbook& base, const std::string& id);

} // namespace bl
