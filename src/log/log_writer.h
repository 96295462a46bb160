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

// A log written as its deals come (`gen`, in the memory of one deal whatever the log's length):
// the text before the deals, each deal's text in turn, the text after them; together the very
// text write_log gives of the header with those deals. The header's own deals are not written;
// there is at least one deal, and no comment follows the header's `deals` key on its lines.
class LogWriter {
  public:
    LogWriter(const GameLog& header, LogFormat format, const std::vector<std::string>& notes = {});
    const std::string& head() const { return head_; }
    std::string deal(const Deal& d) const;
    const std::string& tail() const { return tail_; }

  private:
    LogFormat format_;
    std::string head_, tail_;
};

// A deal's hands as a PBN deal string from the dealer, a card written twice in a hand (an
// irregular deal) written twice again, so that the hand counts read back the same.
std::string written_hands(const Deal& d);

} // namespace bl
