// The law tables of the source tree's laws/ as they were when the program was built, as trees
// (core/yaml_tree_image.h): a table whose file holds the same bytes is read from its image,
// without libyaml; any other text, an edited table or a club's own, is parsed. Written at build
// time by src/laws/image/write_law_images.cpp.
#pragma once

#include "core/yaml_tree_image.h"

#include <span>

namespace bl {

std::span<const YamlTreeImage> law_images();

} // namespace bl
