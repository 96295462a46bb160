// A table's `accepted-findings:` (docs/check.md): the findings of `bridgelaws check` its editors
// accept as flaws of the printed code, each with the reason. Read here so the table reader in
// lawbook.cpp only names the key.
#pragma once

#include "core/yaml_reader.h"
#include "laws/lawbook.h"

#include <vector>

namespace bl {

// Reads the list; `code` is the id of the table that holds it. Throws InputError on bad input.
// Reads the compact tree (core/yaml_tree.h) or yaml-cpp's nodes, as the table reader does.
template <class Node>
std::vector<AcceptedFinding> read_accepted_findings(const BasicYamlReader<Node>& reader,
                                                    const Node& n, const std::string& code);

} // namespace bl
