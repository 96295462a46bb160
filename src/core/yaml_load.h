// YAML text to yaml-cpp nodes, parsed by libyaml.
//
// yaml-cpp's own scanner spends about 1,500 instructions a byte (three quarters of a desk
// request's time went into it); libyaml's parser is some twenty times quicker. The readers keep
// yaml-cpp's node API and its marks, so every message names the same line and column as before.
#pragma once

#include <yaml-cpp/yaml.h>

#include <string>

namespace bl {

// The first document of `text`, as YAML::Load would build it: the same tree, scalars, null
// values, tags ("?" plain, "!" quoted), keys in order (a key written twice kept twice) and
// marks. One mark differs, for the better: a value left empty (`key:` and nothing) is placed
// where it is missing, after the colon, where yaml-cpp names the start of what follows. Text that
// libyaml refuses, or nests deeper than yaml-cpp allows, is handed to YAML::Load, so that a faulty
// file is described in exactly yaml-cpp's words. Where a second document follows the first
// (which YAML::Load passes over), throws yaml_events::SecondDocument
// (core/yaml_second_document.h): nothing after the first is lost unseen.
YAML::Node load_yaml(const std::string& text);

} // namespace bl
