// The game log in XML (docs/xml-log.md): the model of the YAML log, one element per deal and
// per event, each event in the string form ("W plays SK") that the YAML log uses.
#pragma once

#include "core/error.h"
#include "log/game_log.h"

#include <string>

namespace bl {

// Reads a log from XML text; `file` names it in errors.
Result<GameLog> parse_log_xml(const std::string& text, const std::string& file);
// Reads one <deal> element; `index` is its 1-based number for messages. A deal in the plain
// form is read without an XML tree (plain_deal_xml.h), any other by parse_deal_xml_tree.
Result<Deal> parse_deal_xml(const std::string& text, const std::string& file, int index);
// Reads one <deal> element through the XML tree alone: the reading the plain reader must match.
Result<Deal> parse_deal_xml_tree(const std::string& text, const std::string& file, int index);

} // namespace bl
