// What every strict YAML reader here shares: errors with file, line and column, scalars with
// their type checked, and maps that reject keys they do not know.
#pragma once

#include "core/error.h"
#include "core/yaml_load.h"

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <vector>

namespace bl {

class YamlReader {
  public:
    explicit YamlReader(std::string file) : file_(std::move(file)) {}

    [[noreturn]] void fail(const YAML::Node& at, const std::string& message) const;
    std::string scalar(const YAML::Node& n, const char* what = "a value") const;
    int integer(const YAML::Node& n, const char* what) const;
    bool boolean(const YAML::Node& n, const char* what) const;
    std::vector<std::string> strings(const YAML::Node& n, const char* what) const;
    YAML::Node required(const YAML::Node& map, const char* key, const std::string& hint) const;
    // Keys beginning with "x-" are tools' own notes and always allowed.
    void only_keys(const YAML::Node& map, std::initializer_list<const char*> keys, const std::string& where) const;
    void only_keys(const YAML::Node& map, std::span<const char* const> keys, const std::string& where) const;
    const std::string& file() const { return file_; }

  private:
    std::string file_;
};

// A YAML library error as the user's Error: where, and what is wrong.
// `text`, when given, lets a tab in the indentation be named as the fault (yaml-cpp's own
// message for it does not say "tab").
Error yaml_error(const YAML::Exception& e, const std::string& file, const std::string* text = nullptr);

// yaml-cpp keeps both entries of a key written twice in one map, and `map[key]` takes the first:
// the second value would be lost unseen. Throws InputError at the second key.
void reject_duplicate_keys(const YAML::Node& root, const std::string& file);

// Parses YAML text, turning every failure into an Error with the file's name.
template <class Fn> auto parse_yaml(const std::string& text, const std::string& file, Fn&& read)
    -> Result<decltype(read(YAML::Node{}))> {
    try {
        const YAML::Node root = load_yaml(text);
        if (!root || root.IsNull()) return Error{file, 0, 0, "the file is empty"};
        reject_duplicate_keys(root, file);
        return read(root);
    } catch (const InputError& e) {
        return e.error;
    } catch (const YAML::Exception& e) {
        return yaml_error(e, file, &text);
    }
}

// The largest file read whole; a bigger log is read a deal at a time (log/log_stream.h).
constexpr std::uintmax_t MAX_WHOLE_FILE_BYTES = std::uintmax_t(256) << 20;

// Reads a whole file; an Error when it cannot be opened. "-" is standard input, and a pipe
// (/dev/stdin, a process substitution) is read like a file.
Result<std::string> read_file(const std::string& path);

// The name a file is known by in messages: "standard input" for "-", else the path.
std::string input_name(const std::string& path);

} // namespace bl
