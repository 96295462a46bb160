// A game log file in either written form, told apart by its content: XML begins with '<',
// anything else is read as YAML. `bridgelaws replay` reads logs through here.
#pragma once

#include "core/error.h"
#include "log/game_log.h"

#include <string>
#include <string_view>

namespace bl {

enum class LogFormat { Yaml, Xml };

// The form of a log's text: XML when its first character after spaces (and a byte order mark)
// is '<'.
LogFormat sniff_log_format(std::string_view text);

// A YAML log's extras are kept unless told (the desk's API has no use for them); XML's always.
Result<GameLog> parse_any_log(const std::string& text, const std::string& file,
                              LogExtras extras = LogExtras::Keep);
Result<GameLog> read_any_log(const std::string& path);

} // namespace bl
