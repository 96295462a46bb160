#include "core/yaml_reader.h"

#include "core/yaml_words.h"

#include <yaml-cpp/depthguard.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace bl {

template <class Node> void BasicYamlReader<Node>::fail(const Node& at, const std::string& message) const {
    const YAML::Mark m = at.Mark();
    throw InputError({file_, m.line >= 0 ? m.line + 1 : 0, m.column >= 0 ? m.column + 1 : 0, message});
}

template <class Node>
const std::string& BasicYamlReader<Node>::scalar(const Node& n, const char* what) const {
    if (!n.IsScalar()) fail(n, std::string("expected ") + what + " here, not a list or map");
    return n.Scalar();
}

namespace {

// A whole number written plainly (an optional minus, then digits with no leading zero) is read
// here: yaml-cpp converts through a std::stringstream, some 1,000 instructions a number. Any
// other spelling (a sign, hex, octal, spaces, too large) is left to yaml-cpp, which decides.
std::optional<int> plain_integer(const std::string& s) {
    const size_t digits = s.starts_with('-') ? 1 : 0;
    if (s.size() == digits || (s[digits] == '0' && s.size() > digits + 1)) return std::nullopt;
    int value = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
    return value;
}

// "true" and "false" here; yaml-cpp's other spellings (yes, On, ...) and refusals by yaml-cpp.
std::optional<bool> plain_boolean(const std::string& s) {
    if (s == "true") return true;
    if (s == "false") return false;
    return std::nullopt;
}

} // namespace

template <class Node> int BasicYamlReader<Node>::integer(const Node& n, const char* what) const {
    try {
        if (n.IsScalar()) {
            if (const std::optional<int> v = plain_integer(n.Scalar())) return *v;
            return n.template as<int>();
        }
    } catch (const YAML::Exception&) {
    }
    fail(n, std::string(what) + " is a whole number, not \"" + (n.IsScalar() ? n.Scalar() : "a list or map") + "\"");
}

template <class Node> bool BasicYamlReader<Node>::boolean(const Node& n, const char* what) const {
    try {
        if (n.IsScalar()) {
            if (const std::optional<bool> v = plain_boolean(n.Scalar())) return *v;
            return n.template as<bool>();
        }
    } catch (const YAML::Exception&) {
    }
    fail(n, std::string(what) + " is true or false, not \"" + (n.IsScalar() ? n.Scalar() : "a list or map") + "\"");
}

template <class Node> std::vector<std::string> BasicYamlReader<Node>::strings(const Node& n, const char* what) const {
    std::vector<std::string> out;
    if (n.IsScalar()) return {n.Scalar()};
    if (!n.IsSequence()) fail(n, std::string(what) + " is a list");
    for (const Node& x : n) out.push_back(scalar(x, what));
    return out;
}

template <class Node>
Node BasicYamlReader<Node>::required(const Node& map, const char* key,
                                     std::string_view hint) const {
    const Node n = map[key];
    if (!n) fail(map, std::string("missing key \"") + key + "\": " + std::string(hint));
    return n;
}

template <class Node>
void BasicYamlReader<Node>::only_keys(const Node& map, std::initializer_list<const char*> keys,
                                      std::string_view where) const {
    only_keys(map, std::span<const char* const>(keys.begin(), keys.size()), where);
}

template <class Node>
void BasicYamlReader<Node>::only_keys(const Node& map, std::span<const char* const> keys,
                                      std::string_view where) const {
    if (!map.IsMap()) fail(map, std::string(where) + " is a map");
    for (auto it = map.begin(), end = map.end(); it != end; ++it) {
        const std::string& key = scalar(it->first, "a key");
        if (key.rfind("x-", 0) == 0) continue;
        // The first letter before the whole word: most of the keys allowed differ in it.
        const auto same = [&](const char* k) { return k[0] == key[0] && key == k; };
        if (std::find_if(keys.begin(), keys.end(), same) != keys.end()) continue;
        std::string list; // the keys allowed, spelled out only for the message
        for (const char* k : keys) list += (list.empty() ? "" : ", ") + std::string(k);
        fail(it->first,
             std::string(where) + ": unknown key \"" + key + "\" (expected " + list + ")");
    }
}

namespace {

// The map's keys, each against those before it; a key that is not a scalar is left to the
// reader, which refuses it. The message names no other line: a log read a deal at a time
// (log_stream.h) moves the error's own place to the file's, and only that.
// A map of a few keys (nearly every map) is searched, not hashed: a hash set of copied strings
// for each map cost more than reading the table's values. `keys` is the caller's, reused.
template <class Node>
void check_keys(const Node& map, const std::string& file, std::vector<std::string_view>& keys) {
    constexpr size_t FEW = 16;
    keys.clear();
    std::unordered_set<std::string_view> many;
    const auto seen = [&](std::string_view key) {
        if (keys.size() < FEW) {
            if (std::find(keys.begin(), keys.end(), key) != keys.end()) return true;
            keys.push_back(key);
            if (keys.size() == FEW) many.insert(keys.begin(), keys.end());
            return false;
        }
        return !many.insert(key).second;
    };
    for (auto it = map.begin(), end = map.end(); it != end; ++it) {
        if (!it->first.IsScalar() || !seen(it->first.Scalar())) continue;
        const YAML::Mark m = it->first.Mark();
        throw InputError(
            {file, m.line >= 0 ? m.line + 1 : 0, m.column >= 0 ? m.column + 1 : 0,
             "duplicate key \"" + it->first.Scalar() + "\": a map gives each key once"});
    }
}

} // namespace

template <class Node> void reject_duplicate_keys(const Node& root, const std::string& file) {
    // Without recursion, as every reader here: a document may nest deeply. An aliased node is
    // the anchored node itself, with its mark, so it is walked once however often it is named:
    // aliases cannot multiply the work. No two distinct lists or maps reached as values or items
    // begin at the same place in the text.
    // A place is a byte of the text: a bit each marks the places walked.
    std::vector<Node> todo{root};
    std::vector<bool> walked;
    std::vector<std::string_view> keys;
    while (!todo.empty()) {
        const Node n = todo.back();
        todo.pop_back();
        if (!n.IsMap() && !n.IsSequence()) continue;
        if (const int pos = n.Mark().pos; pos >= 0) {
            if (size_t(pos) >= walked.size())
                walked.resize(std::max(size_t(pos) + 1, 2 * walked.size()));
            if (walked[size_t(pos)]) continue;
            walked[size_t(pos)] = true;
        }
        const bool map = n.IsMap();
        if (map) check_keys(n, file, keys);
        // Only lists and maps wait their turn: most values are scalars, with nothing to walk.
        for (auto it = n.begin(), end = n.end(); it != end; ++it) {
            const Node next = map ? it->second : Node(*it);
            if (next.IsMap() || next.IsSequence()) todo.push_back(next);
        }
    }
}

template class BasicYamlReader<YAML::Node>;
template class BasicYamlReader<YamlNode>;
template void reject_duplicate_keys(const YAML::Node&, const std::string&);
template void reject_duplicate_keys(const YamlNode&, const std::string&);

namespace {

// The first line, up to `last`, whose indentation holds a tab; 0 for none.
int tab_indented_line(const std::string& text, int last) {
    int line = 1;
    for (size_t at = 0; at < text.size() && line <= last; ++line) {
        const size_t end = std::min(text.find('\n', at), text.size());
        const size_t content = text.find_first_not_of(" \t", at);
        if (text.find('\t', at) < std::min(content, end)) return line;
        at = end + 1;
    }
    return 0;
}

} // namespace

Error yaml_error(const YAML::Exception& e, const std::string& file, const std::string* text) {
    const int line = e.mark.line >= 0 ? e.mark.line + 1 : 0, column = e.mark.column >= 0 ? e.mark.column + 1 : 0;
    if (const int tab = text && line > 0 ? tab_indented_line(*text, line) : 0)
        return Error{file, tab, 1, "not valid YAML: a tab in the indentation; YAML indents with spaces only (replace the tab with spaces)"};
    // A zero byte is no YAML fault but the sign of a file that is not text (yaml-cpp calls it
    // an unknown escape): say so, at its own line.
    if (const size_t zero = text ? text->find('\0') : std::string::npos; zero != std::string::npos) {
        const int at = 1 + int(std::count(text->begin(), text->begin() + long(zero), '\n'));
        return Error{file, at, 0, "the file holds a zero byte here: a log or a table is text (is this the file meant?)"};
    }
    // yaml-cpp recurses once per level of nesting and stops itself at its depth guard (so a
    // deeply nested document cannot overflow the stack); its message then says only "bad file".
    if (dynamic_cast<const YAML::DeepRecursion*>(&e))
        return Error{file, line, column, "not valid YAML: lists and maps nested too deeply (a log or a table needs a few levels)"};
    // In words an editor of a table can act on: the library's own terms mean nothing to him.
    return Error{file, line, column, "not valid YAML: " + yaml_problem_in_words(e.msg, text ? *text : std::string(), line)};
}

Error second_document_error(const yaml_events::SecondDocument& d, const std::string& file) {
    return Error{file, d.line, 1,
                 "a second YAML document begins here (\"---\"): a file holds one, and all after "
                 "the first would be lost. Two files put in one? Keep each in a file of its own "
                 "(replay takes several logs at once)"};
}

std::string input_name(const std::string& path) { return path == "-" ? "standard input" : path; }

Result<std::string> read_file(const std::string& given) {
    const std::string path = given == "-" ? "/dev/stdin" : given;
    // Logs and tables are read whole, and a YAML tree takes many times the text: past this
    // size a file is refused at once rather than read into memory for minutes.
    const Error too_large{input_name(given), 0, 0, "the file is larger than 256 MiB; split it into several files"};
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) return Error{input_name(given), 0, 0, "is a folder, not a file"};
    if (std::filesystem::is_regular_file(path, ec) && std::filesystem::file_size(path, ec) > MAX_WHOLE_FILE_BYTES && !ec) return too_large;
    std::ifstream in(path, std::ios::binary);
    if (!in) return Error{input_name(given), 0, 0, "cannot open the file"};
    // In blocks, so that a pipe, whose size is not known beforehand, meets the limit too.
    std::string text;
    std::vector<char> block(size_t(1) << 16);
    while (in.read(block.data(), std::streamsize(block.size())) || in.gcount() > 0) {
        text.append(block.data(), size_t(in.gcount()));
        if (text.size() > MAX_WHOLE_FILE_BYTES) return too_large;
    }
    if (in.bad()) return Error{input_name(given), 0, 0, "cannot read the file"};
    return text;
}

} // namespace bl
