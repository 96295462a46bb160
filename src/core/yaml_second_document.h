// A second document in a YAML text. YAML::Load, and the builders after it (core/yaml_load.h,
// core/yaml_tree.h), read the first alone: the rest of the file (a second log or table put after
// the first, `cat a.yaml b.yaml` of files that begin with "---") would be lost unseen.
#pragma once

namespace bl::yaml_events {

// Thrown by yaml_events::feed where another document follows the first; read_yaml_root
// (core/yaml_reader.h) tells it as the user's Error.
struct SecondDocument {
    int line = 0; // where it begins (its "---"), 1-based
};

} // namespace bl::yaml_events
