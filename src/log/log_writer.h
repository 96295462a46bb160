// Writing a game log from the model, as YAML (shared/spec/log-format.md) or XML
// (docs/xml-log.md). Either reads back as the same log: the same hands, the same events with
// the same meaning. What the model does not hold (comments, x- notes, teaching-case keys) is
// not written. `notes` become comments at the top, e.g. what a conversion could not carry.
#pragma once

#include "log/game_log.h"
#include "log/log_file.h"

#include <string>
#include <vector>

namespace bl {

std::string write_log_yaml(const GameLog& log, const std::vector<std::string>& notes = {});
std::string write_log_xml(const GameLog& log, const std::vector<std::string>& notes = {});
std::string write_log(const GameLog& log, LogFormat format,
                      const std::vector<std::string>& notes = {});

// A deal's hands as a PBN deal string from the dealer, a card written twice in a hand (an
// irregular deal) written twice again, so that the hand counts read back the same.
std::string written_hands(const Deal& d);

} // namespace bl
