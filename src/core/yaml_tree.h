// A YAML document as a compact tree built straight from libyaml's events, for the readers a
// request must not wait on (the desk's API reads a posted log with it, and `replay` each deal of
// an archive). All nodes live in a few arrays of the tree: no allocation a node, no shared
// pointer. YamlNode answers the part of yaml-cpp's Node API the readers use, the same way (the
// same places, null scalars, first of a key written twice, exceptions), so that one reader
// serves both (core/yaml_reader.h).
#pragma once

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace bl {

class YamlTree;
struct YamlTreeImage; // core/yaml_tree_image.h

enum class YamlType : uint8_t { Null, Scalar, Sequence, Map };

// One node of a tree: a scalar's text is tree.scalars_[first]; a collection's children are
// tree.kids_[first] to [first + count - 1], a map's keys and values in turn.
struct YamlTreeItem {
    YamlType type;
    YAML::Mark mark;
    uint32_t first = 0, count = 0;
};

class YamlNode {
  public:
    YamlNode() = default; // a key that is not there
    YamlNode(const YamlTree* tree, uint32_t index) : tree_(tree), index_(index) {}

    explicit operator bool() const { return tree_ != nullptr; }
    bool IsNull() const;
    bool IsScalar() const;
    bool IsSequence() const;
    bool IsMap() const;
    const std::string& Scalar() const; // "" for any node but a scalar
    YAML::Mark Mark() const;
    size_t size() const;                        // a list's items or a map's keys
    YamlNode operator[](const char* key) const; // a map's first value under `key`
    YamlNode operator[](size_t index) const;    // a list's item
    YamlNode operator[](int index) const { return index < 0 ? YamlNode() : (*this)[size_t(index)]; }
    // As yaml-cpp converts: a string ("null" for a null node), else by yaml-cpp's own rules.
    template <class T> T as() const;

    struct Entry;
    class iterator;
    iterator begin() const;
    iterator end() const;

  private:
    const YamlTreeItem& item() const;
    [[noreturn]] static void not_there();
    static const std::string NO_TEXT;
    const YamlTree* tree_ = nullptr;
    uint32_t index_ = 0;
};

// What iterating yields, as yaml-cpp's iterator_value: a list's item, or a map's key and value.
struct YamlNode::Entry : YamlNode {
    YamlNode first, second;
};

class YamlNode::iterator {
  public:
    iterator(const YamlTree* tree, const uint32_t* at, bool map)
        : tree_(tree), at_(at), map_(map) {}
    Entry operator*() const;
    struct Arrow {
        Entry entry;
        const Entry* operator->() const { return &entry; }
    };
    Arrow operator->() const { return {**this}; }
    iterator& operator++() {
        at_ += map_ ? 2 : 1;
        return *this;
    }
    bool operator==(const iterator& o) const { return at_ == o.at_; }
    bool operator!=(const iterator& o) const { return at_ != o.at_; }

  private:
    const YamlTree* tree_;
    const uint32_t* at_;
    bool map_;
};

// A YamlNode points to its tree: the tree must stay where it is (not moved or copied away) while
// any of its nodes is in use.
class YamlTree {
  public:
    // The first document of `text`, the tree load_yaml (core/yaml_load.h) would give; nothing
    // when that would go to YAML::Load (text libyaml refuses, nesting too deep, an unknown alias)
    // or where a second document follows, which load_yaml refuses.
    static std::optional<YamlTree> parse(const std::string& text);
    // The tree an image holds: the tree parse made of the image's text when it was written.
    static YamlTree from_image(const YamlTreeImage& image);
    YamlNode root() const { return {this, 0}; }
    // The same nodes, places and scalars.
    bool operator==(const YamlTree& other) const;

  private:
    friend class YamlNode;
    friend class YamlNode::iterator;
    friend class YamlTreeBuilder;
    friend class YamlImageWriter;

    std::vector<YamlTreeItem> items_; // the root first
    std::vector<uint32_t> kids_;      // each collection's children together; a map's in pairs
    std::vector<std::string> scalars_;
};

// The questions every reader asks of every node, inline: a call each cost as much as the answer.
inline const YamlTreeItem& YamlNode::item() const {
    if (!tree_) not_there();
    return tree_->items_[index_];
}
inline bool YamlNode::IsNull() const { return item().type == YamlType::Null; }
inline bool YamlNode::IsScalar() const { return item().type == YamlType::Scalar; }
inline bool YamlNode::IsSequence() const { return item().type == YamlType::Sequence; }
inline bool YamlNode::IsMap() const { return item().type == YamlType::Map; }
inline const std::string& YamlNode::Scalar() const {
    const YamlTreeItem& i = item();
    return i.type == YamlType::Scalar ? tree_->scalars_[i.first] : NO_TEXT;
}
inline YAML::Mark YamlNode::Mark() const { return item().mark; }

inline YamlNode::iterator YamlNode::begin() const {
    const YamlTreeItem& i = item();
    const bool collection = i.type == YamlType::Map || i.type == YamlType::Sequence;
    return {tree_, tree_->kids_.data() + (collection ? i.first : 0), i.type == YamlType::Map};
}

inline YamlNode::iterator YamlNode::end() const {
    const YamlTreeItem& i = item();
    const bool collection = i.type == YamlType::Map || i.type == YamlType::Sequence;
    return {tree_, tree_->kids_.data() + (collection ? i.first + i.count : 0),
            i.type == YamlType::Map};
}

inline YamlNode::Entry YamlNode::iterator::operator*() const {
    if (!map_) return {{tree_, *at_}, {}, {}};
    return {{}, {tree_, at_[0]}, {tree_, at_[1]}};
}

template <class T> T YamlNode::as() const {
    if constexpr (std::is_same_v<T, std::string>) {
        if (IsNull()) return "null";
        if (!IsScalar()) throw YAML::TypedBadConversion<std::string>(Mark());
        return Scalar();
    } else {
        if (!IsScalar()) throw YAML::TypedBadConversion<T>(Mark());
        return YAML::Node(Scalar()).as<T>();
    }
}

} // namespace bl
