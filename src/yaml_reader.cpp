#include "yaml_reader.h"

#include <fstream>
#include <sstream>

namespace bl {

void YamlReader::fail(const YAML::Node& at, const std::string& message) const {
    const YAML::Mark m = at.Mark();
    throw InputError({file_, m.line >= 0 ? m.line + 1 : 0, m.column >= 0 ? m.column + 1 : 0, message});
}

std::string YamlReader::scalar(const YAML::Node& n, const char* what) const {
    if (!n.IsScalar()) fail(n, std::string("expected ") + what + " here, not a list or map");
    return n.Scalar();
}

int YamlReader::integer(const YAML::Node& n, const char* what) const {
    try {
        if (n.IsScalar()) return n.as<int>();
    } catch (const YAML::Exception&) {
    }
    fail(n, std::string(what) + " is a whole number, not \"" + (n.IsScalar() ? n.Scalar() : "a list or map") + "\"");
}

bool YamlReader::boolean(const YAML::Node& n, const char* what) const {
    try {
        if (n.IsScalar()) return n.as<bool>();
    } catch (const YAML::Exception&) {
    }
    fail(n, std::string(what) + " is true or false, not \"" + (n.IsScalar() ? n.Scalar() : "a list or map") + "\"");
}

std::vector<std::string> YamlReader::strings(const YAML::Node& n, const char* what) const {
    std::vector<std::string> out;
    if (n.IsScalar()) return {n.Scalar()};
    if (!n.IsSequence()) fail(n, std::string(what) + " is a list");
    for (const YAML::Node& x : n) out.push_back(scalar(x, what));
    return out;
}

YAML::Node YamlReader::required(const YAML::Node& map, const char* key, const std::string& hint) const {
    const YAML::Node n = map[key];
    if (!n) fail(map, std::string("missing key \"") + key + "\": " + hint);
    return n;
}

void YamlReader::only_keys(const YAML::Node& map, std::initializer_list<const char*> keys,
                           const std::string& where) const {
    if (!map.IsMap()) fail(map, where + " is a map");
    for (auto it = map.begin(); it != map.end(); ++it) {
        const std::string key = scalar(it->first, "a key");
        if (key.rfind("x-", 0) == 0) continue;
        bool ok = false;
        std::string list;
        for (const char* k : keys) {
            ok = ok || key == k;
            list += (list.empty() ? "" : ", ") + std::string(k);
        }
        if (!ok) fail(it->first, where + ": unknown key \"" + key + "\" (expected " + list + ")");
    }
}

Result<std::string> read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error{path, 0, 0, "cannot open the file"};
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace bl
