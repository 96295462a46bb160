// What every strict YAML reader here shares: errors with file, line and column, scalars with
// their type checked, and maps that reject keys they do not know. A reader reads yaml-cpp's
// nodes (YAML::Node) or the compact tree (YamlNode, core/yaml_tree.h), in the same words.
#pragma once

#include "core/error.h"
#include "core/yaml_load.h"
#include "core/yaml_second_document.h"
#include "core/yaml_tree.h"
#include "core/yaml_tree_image.h"

#include <yaml-cpp/yaml.h>

#include <array>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace bl {

template <class Node> class BasicYamlReader {
  public:
    explicit BasicYamlReader(std::string file) : file_(std::move(file)) {}

    [[noreturn]] void fail(const Node& at, const std::string& message) const;
    // The scalar's own text, kept by the tree: valid as long as the document read.
    const std::string& scalar(const Node& n, const char* what = "a value") const;
    int integer(const Node& n, const char* what) const;
    bool boolean(const Node& n, const char* what) const;
    std::vector<std::string> strings(const Node& n, const char* what) const;
    Node required(const Node& map, const char* key, std::string_view hint) const;
    // Keys beginning with "x-" are tools' own notes and always allowed.
    void only_keys(const Node& map, std::initializer_list<const char*> keys,
                   std::string_view where) const;
    void only_keys(const Node& map, std::span<const char* const> keys,
                   std::string_view where) const;
    // only_keys, and the value under each of `keys` (keys[i]'s in values[i]; a key not written,
    // a node that is not there, as map[key]) found in one pass: a look-up a key scans the map
    // each time, which a table's rules, some fifteen keys each, felt.
    template <size_t N>
    std::array<Node, N> known_keys(const Node& map, const std::array<const char*, N>& keys,
                                   std::string_view where) const {
        only_keys(map, keys, where);
        return values_of(map, keys, std::make_index_sequence<N>());
    }
    const std::string& file() const { return file_; }

  private:
    template <size_t N, size_t... I>
    static std::array<Node, N> values_of(const Node& map, const std::array<const char*, N>& keys,
                                         std::index_sequence<I...>) {
        if constexpr (std::is_same_v<Node, YamlNode>) {
            std::array<Node, N> values;
            for (auto it = map.begin(), end = map.end(); it != end; ++it) {
                const std::string& key = it->first.Scalar(); // only_keys: a scalar
                for (size_t k = 0; k < N; ++k)
                    if (!values[k] && key[0] == keys[k][0] && key == keys[k])
                        values[k] = it->second;
            }
            return values;
        } else { // a key not there is yaml-cpp's own node for it
            return {map[keys[I]]...};
        }
    }

    std::string file_;
};

using YamlReader = BasicYamlReader<YAML::Node>;
extern template class BasicYamlReader<YAML::Node>;
extern template class BasicYamlReader<YamlNode>;

// A YAML library error as the user's Error: where, and what is wrong.
// `text`, when given, lets a tab in the indentation be named as the fault (yaml-cpp's own
// message for it does not say "tab").
Error yaml_error(const YAML::Exception& e, const std::string& file, const std::string* text = nullptr);

// yaml-cpp keeps both entries of a key written twice in one map, and `map[key]` takes the first:
// the second value would be lost unseen. Throws InputError at the second key.
template <class Node> void reject_duplicate_keys(const Node& root, const std::string& file);

// A second YAML document in a file, as the user's Error: at its "---".
Error second_document_error(const yaml_events::SecondDocument& d, const std::string& file);

// Reads the root `load` gives, turning every failure into an Error with the file's name.
template <class Load, class Fn>
auto read_yaml_root(const std::string& text, const std::string& file, Load&& load, Fn&& read)
    -> Result<decltype(read(load()))> {
    try {
        const auto root = load();
        if (!root || root.IsNull()) return Error{file, 0, 0, "the file is empty"};
        reject_duplicate_keys(root, file);
        return read(root);
    } catch (const InputError& e) {
        return e.error;
    } catch (const YAML::Exception& e) {
        return yaml_error(e, file, &text);
    } catch (const yaml_events::SecondDocument& d) {
        return second_document_error(d, file);
    }
}

// Parses YAML text, turning every failure into an Error with the file's name.
template <class Fn> auto parse_yaml(const std::string& text, const std::string& file, Fn&& read)
    -> Result<decltype(read(YAML::Node{}))> {
    return read_yaml_root(text, file, [&] { return load_yaml(text); }, read);
}

// The same, read from the compact tree (core/yaml_tree.h) when libyaml reads the text, and from
// yaml-cpp's nodes as parse_yaml otherwise: `read` takes either (a generic lambda). Where one of
// `images` was made from these very bytes (core/yaml_tree_image.h), the tree is the image's.
template <class Fn>
auto parse_yaml_tree(const std::string& text, const std::string& file, Fn&& read,
                     std::span<const YamlTreeImage> images = {})
    -> Result<decltype(read(YAML::Node{}))> {
    if (const YamlTreeImage* image = image_of(text, images)) {
        const YamlTree tree = YamlTree::from_image(*image);
        return read_yaml_root(
            text, file, [&] { return tree.root(); }, read);
    }
    const std::optional<YamlTree> tree = YamlTree::parse(text);
    if (!tree) return parse_yaml(text, file, read);
    return read_yaml_root(text, file, [&] { return tree->root(); }, read);
}

// The largest file read whole; a bigger log is read a deal at a time (log/log_stream.h).
constexpr std::uintmax_t MAX_WHOLE_FILE_BYTES = std::uintmax_t(256) << 20;

// Reads a whole file; an Error when it cannot be opened. "-" is standard input, and a pipe
// (/dev/stdin, a process substitution) is read like a file.
Result<std::string> read_file(const std::string& path);

// The name a file is known by in messages: "standard input" for "-", else the path.
std::string input_name(const std::string& path);

} // namespace bl
