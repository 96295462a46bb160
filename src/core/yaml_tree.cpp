#include "core/yaml_tree.h"

#include "core/yaml_events.h"

#include <map>

namespace bl {

using yaml_events::BytePlaces;
using yaml_events::mark_of;

// The tree as libyaml's events arrive. A finished node's index waits in `waiting_` until its
// collection ends, when the collection's children are moved to the tree's kids_ together.
class YamlTreeBuilder {
  public:
    explicit YamlTreeBuilder(YamlTree& tree, const std::string& text) : tree_(tree), bytes_(text) {}
    // False when the document is complete or the text must go to YAML::Load.
    bool add(const yaml_event_t& e);
    bool done() const { return done_; }

  private:
    struct Open {
        uint32_t item;
        size_t first_waiting;
    };

    uint32_t make(YamlType type, const yaml_event_t& e, const yaml_char_t* anchor);
    void complete(uint32_t item);
    bool open(YamlType type, const yaml_event_t& e, const yaml_char_t* anchor);
    void close();
    bool alias(const yaml_event_t& e);

    YamlTree& tree_;
    BytePlaces bytes_;
    std::vector<Open> open_;
    std::vector<uint32_t> waiting_;
    std::map<std::string, uint32_t> anchors_;
    bool done_ = false;
};

uint32_t YamlTreeBuilder::make(YamlType type, const yaml_event_t& e, const yaml_char_t* anchor) {
    const auto index = uint32_t(tree_.items_.size());
    tree_.items_.push_back({type, mark_of(e.start_mark, bytes_)});
    if (anchor) anchors_[reinterpret_cast<const char*>(anchor)] = index;
    return index;
}

void YamlTreeBuilder::complete(uint32_t item) {
    if (open_.empty())
        done_ = true;
    else
        waiting_.push_back(item);
}

bool YamlTreeBuilder::open(YamlType type, const yaml_event_t& e, const yaml_char_t* anchor) {
    if (open_.size() >= yaml_events::MAX_DEPTH) return false;
    open_.push_back({make(type, e, anchor), waiting_.size()});
    return true;
}

bool YamlTreeBuilder::alias(const yaml_event_t& e) {
    const auto anchored = anchors_.find(reinterpret_cast<const char*>(e.data.alias.anchor));
    if (anchored != anchors_.end()) complete(anchored->second);
    return anchored != anchors_.end(); // an unknown alias: yaml-cpp's words for it
}

void YamlTreeBuilder::close() {
    const Open o = open_.back();
    open_.pop_back();
    YamlTreeItem& item = tree_.items_[o.item];
    item.first = uint32_t(tree_.kids_.size());
    item.count = uint32_t(waiting_.size() - o.first_waiting);
    tree_.kids_.insert(tree_.kids_.end(), waiting_.begin() + long(o.first_waiting), waiting_.end());
    waiting_.resize(o.first_waiting);
    complete(o.item);
}

bool YamlTreeBuilder::add(const yaml_event_t& e) {
    switch (e.type) {
    case YAML_SCALAR_EVENT: {
        const bool null = yaml_events::is_null(e);
        const uint32_t n = make(null ? YamlType::Null : YamlType::Scalar, e, e.data.scalar.anchor);
        if (!null) {
            tree_.items_[n].first = uint32_t(tree_.scalars_.size());
            tree_.scalars_.emplace_back(reinterpret_cast<const char*>(e.data.scalar.value),
                                        e.data.scalar.length);
        }
        complete(n);
        break;
    }
    case YAML_ALIAS_EVENT:
        if (!alias(e)) return false;
        break;
    case YAML_SEQUENCE_START_EVENT:
        return open(YamlType::Sequence, e, e.data.sequence_start.anchor);
    case YAML_MAPPING_START_EVENT: return open(YamlType::Map, e, e.data.mapping_start.anchor);
    case YAML_SEQUENCE_END_EVENT:
    case YAML_MAPPING_END_EVENT: close(); break;
    case YAML_DOCUMENT_END_EVENT:
    case YAML_STREAM_END_EVENT:
        if (!done_) { // a stream with no document: a null root, as YAML::Load gives
            tree_.items_.push_back({YamlType::Null, YAML::Mark::null_mark()});
            done_ = true;
        }
        break;
    default: break;
    }
    return !done_;
}

std::optional<YamlTree> YamlTree::parse(const std::string& text) {
    YamlTree tree;
    // Room for a node every 32 bytes, which a law table has: fewer copies as the tree grows.
    tree.items_.reserve(text.size() / 32);
    tree.kids_.reserve(text.size() / 32);
    tree.scalars_.reserve(text.size() / 32);
    YamlTreeBuilder builder(tree, text);
    try {
        if (!yaml_events::feed(text, builder) || !builder.done()) return std::nullopt;
    } catch (const yaml_events::SecondDocument&) {
        return std::nullopt; // load_yaml, which parse_yaml_tree falls back to, tells it
    }
    return tree;
}

size_t YamlNode::size() const {
    const YamlTreeItem& i = item();
    return i.type == YamlType::Map ? i.count / 2 : i.count;
}

YamlNode YamlNode::operator[](const char* key) const {
    const YamlTreeItem& i = item();
    if (i.type == YamlType::Scalar) throw YAML::BadSubscript(i.mark, key);
    if (i.type != YamlType::Map) return {};
    // Each key's text against `key` letter by letter, inline: most differ at the first letter,
    // and a table's reader looks up some twenty keys in each rule.
    const auto same = [key](const std::string& text) {
        for (size_t c = 0; c < text.size(); ++c)
            if (text[c] != key[c] || key[c] == '\0') return false;
        return key[text.size()] == '\0';
    };
    for (uint32_t k = i.first; k < i.first + i.count; k += 2) {
        const YamlTreeItem& found = tree_->items_[tree_->kids_[k]];
        if (found.type == YamlType::Scalar && same(tree_->scalars_[found.first]))
            return {tree_, tree_->kids_[k + 1]};
    }
    return {};
}

YamlNode YamlNode::operator[](size_t index) const {
    const YamlTreeItem& i = item();
    if (i.type == YamlType::Scalar) throw YAML::BadSubscript(i.mark, index);
    if (i.type != YamlType::Sequence || index >= i.count) return {};
    return {tree_, tree_->kids_[i.first + index]};
}

// A key that is not there, as yaml-cpp's: any question about it is a fault.
void YamlNode::not_there() { throw YAML::InvalidNode(""); }

const std::string YamlNode::NO_TEXT;

} // namespace bl
