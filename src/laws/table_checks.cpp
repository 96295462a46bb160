#include "laws/table_checks.h"

#include <algorithm>

namespace bl {

namespace {

std::string join(const std::vector<std::string>& v, const char* sep) {
    std::string s;
    for (const std::string& x : v) s += (s.empty() ? "" : sep) + x;
    return s;
}

// A deleted `elector` would leave the options with nobody to choose between them.
template <class Node> void check_electors(const BasicYamlReader<Node>& reader, const Node& rules) {
    if (!rules || !rules.IsSequence()) return;
    for (const Node& r : rules) {
        const Node options = r["options"];
        if (!options || !options.IsSequence() || options.size() == 0) continue;
        const std::string id = r["id"] && r["id"].IsScalar() ? r["id"].Scalar() : "a rule";
        if (!r["elector"])
            reader.fail(r, "rule " + id + " offers " +
                               (options.size() == 1 ? "an option" : "options") +
                               " but names no elector: say who chooses (\"elector: dealer\", ...), "
                               "or \"elector: none\" "
                               "when the one remedy is compulsory");
        if (options.size() > 1 && r["elector"].IsScalar() && r["elector"].Scalar() == "none")
            reader.fail(
                r["elector"],
                "rule " + id + " offers " + std::to_string(options.size()) +
                    " options and \"elector: none\": nobody would choose between them; name the "
                    "player who chooses, or keep one option");
    }
}

template <class Node>
void check_reading_defaults(const BasicYamlReader<Node>& reader, const Node& readings,
                            const Lawbook& book) {
    if (!readings || !readings.IsSequence()) return;
    size_t i = 0;
    for (const Node& r : readings) {
        if (i >= book.readings.size()) break;
        const Reading& rd = book.readings[i++];
        for (const auto& [id, meaning] : rd.others)
            if (id == rd.default_reading)
                reader.fail(r["default"], "reading " + rd.id + ": the default \"" +
                                              rd.default_reading +
                                              "\" is also listed among the others; the others are "
                                              "the readings not applied");
    }
}

std::vector<std::string> alternatives_of(const Reading& r) {
    std::vector<std::string> out{r.default_reading};
    for (const auto& [id, meaning] : r.others) out.push_back(id);
    return out;
}

} // namespace

template <class Node>
void check_table_yaml(const BasicYamlReader<Node>& reader, const Node& root, const Lawbook& book) {
    check_electors(reader, root["infractions"]);
    check_electors(reader, root["rule-changes"]);
    check_reading_defaults(reader, root["readings"], book);
    if (root["rule-changes"] && book.extends.empty())
        reader.fail(root["rule-changes"],
                    "only an overlay (a table with \"extends\") changes single rules of its base; "
                    "a code of its own lists its rules under \"infractions\"");
}

template void check_table_yaml(const YamlReader&, const YAML::Node&, const Lawbook&);
template void check_table_yaml(const BasicYamlReader<YamlNode>&, const YamlNode&, const Lawbook&);

std::optional<Error> check_overlay(const Lawbook& base, const Lawbook& over) {
    for (const Reading& r : over.readings) {
        const Reading* was = base.reading(r.id);
        if (!was) continue;
        const auto alts = alternatives_of(*was);
        if (std::find(alts.begin(), alts.end(), r.default_reading) == alts.end())
            return Error{over.file, 0, 0,
                         "reading " + r.id + " picks \"" + r.default_reading +
                             "\", which is not one of its readings in " + base.id + " (" +
                             join(alts, ", ") + "); the engine applies only those"};
    }
    for (const Rule& c : over.rule_changes)
        if (std::any_of(over.rules.begin(), over.rules.end(),
                        [&](const Rule& r) { return r.id == c.id; }))
            return Error{over.file, c.line, 0,
                         "rule " + std::string(name(c.id)) +
                             " is both under \"infractions\" (replacing all of the base's rules "
                             "for it) and under \"rule-changes\" (changing one): keep one"};
    return std::nullopt;
}

std::string extends_chain(const std::vector<std::string>& ids) { return join(ids, " extends "); }

} // namespace bl
