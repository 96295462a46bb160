// The loader's checks of a table beyond its schema: mistakes an editor makes that would
// otherwise load and silently do nothing, or the wrong thing (docs/laws.md, "What the loader
// refuses"). Each is a user error with the table's line, as the schema's own are.
#pragma once

#include "core/error.h"
#include "core/yaml_reader.h"
#include "laws/lawbook.h"

#include <optional>
#include <string>
#include <vector>

namespace bl {

// One table as written: a rule that offers options names who chooses (`elector`; with two
// options or more, someone other than `none`); a reading's default is not also one of its
// others; `rule-changes` only in an overlay. Throws InputError (the reader's way) on a mistake.
// Reads the compact tree (core/yaml_tree.h) or yaml-cpp's nodes, as the table reader does.
template <class Node>
void check_table_yaml(const BasicYamlReader<Node>& reader, const Node& root, const Lawbook& book);

// An overlay against its resolved base: a reading it restates keeps the base's alternatives (its
// default is the base's default or one of its others), and no infraction is given both whole
// rules (`infractions`) and single-rule changes (`rule-changes`).
std::optional<Error> check_overlay(const Lawbook& base, const Lawbook& over);

// The chain of `extends` as a person reads it: "a extends b extends c extends a".
std::string extends_chain(const std::vector<std::string>& ids);

} // namespace bl
