// A table's `accepted-findings:` (docs/check.md): the findings of `bridgelaws check` its editors
// accept as flaws of the printed code, each with the reason. Read here so the table reader in
// lawbook.cpp only names the key.
#pragma once

#include "core/yaml_reader.h"
#include "laws/lawbook.h"

#include <vector>

namespace bl {

// Reads the list; `code` is the id of the table that holds it. Throws InputError on bad input.
std::vector<AcceptedFinding> read_accepted_findings(const YamlReader& reader, const YAML::Node& n,
                                                    const std::string& code);

} // namespace bl
