// What a YAML log holds beyond the model, read so that `convert` loses nothing
// (docs/interchange.md): its comments, each tied to the item it stands before or on the line of,
// and the keys the model does not read (x- notes, teaching-case keys), kept as written.
#pragma once

#include "log/game_log.h"

#include <yaml-cpp/yaml.h>

#include <string>
#include <string_view>
#include <vector>

namespace bl {

// A comment of YAML text: its 0-based line, its words (after "#" and one space), and whether
// it stands alone on its line (else it follows something on the line).
struct YamlComment {
    int line = 0;
    std::string text;
    bool alone = false;
};

// Every comment of the text: a "#" at a line's start or after a space, outside quoted and
// block scalars.
std::vector<YamlComment> yaml_comments(std::string_view text);

// Reads the comments and the kept keys of a log's YAML (`root`, parsed from `text`) into `log`,
// whose model has been read from the same root.
void keep_yaml_extras(const YAML::Node& root, std::string_view text, GameLog& log);

} // namespace bl
