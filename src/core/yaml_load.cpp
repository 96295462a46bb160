#include "core/yaml_load.h"

#include <yaml.h>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace bl {
struct NodeMaker {};
} // namespace bl

// yaml-cpp offers no public way to build a node that keeps the place it was read from, nor to
// build many nodes in one memory pool (each node made alone has a pool of its own, and joining
// pools cost a third of the time). Its Node befriends every specialisation of YAML::as_if, so
// this one does both, as yaml-cpp's own builder does.
template <> struct YAML::as_if<bl::NodeMaker, bl::NodeMaker> {
    static YAML::Node make(const detail::shared_memory_holder& memory, YAML::NodeType::value type,
                           const YAML::Mark& mark) {
        detail::node& n = memory->create_node();
        n.set_mark(mark);
        n.set_type(type);
        return YAML::Node(n, memory);
    }
};

namespace bl {
namespace {

// yaml-cpp refuses nesting deeper than this (its DepthGuard); such text goes to YAML::Load.
constexpr size_t MAX_DEPTH = 2000;

// libyaml counts characters where yaml-cpp counts bytes: in text that is not all ASCII, the
// byte at which each character begins.
class BytePlaces {
  public:
    explicit BytePlaces(const std::string& text) {
        bool ascii = true;
        for (const char c : text) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
        if (ascii) return;
        // Both libraries count from after a byte-order mark.
        const size_t first = text.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0;
        for (size_t i = first; i < text.size(); ++i)
            if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80)
                start_.push_back(int(i - first));
        start_.push_back(int(text.size() - first));
    }
    int operator()(size_t character) const {
        if (start_.empty()) return int(character);
        return start_[std::min(character, start_.size() - 1)];
    }

  private:
    std::vector<int> start_; // empty for ASCII text, where a character is a byte
};

YAML::Mark mark_of(const yaml_mark_t& at, const BytePlaces& bytes) {
    YAML::Mark m;
    m.pos = bytes(at.index);
    m.line = int(at.line);
    m.column = m.pos - bytes(at.index - at.column);
    return m;
}

// yaml-cpp's IsNullString: a plain scalar spelling null is a null node.
bool is_null(const yaml_event_t& e) {
    if (e.data.scalar.style != YAML_PLAIN_SCALAR_STYLE || e.data.scalar.tag) return false;
    const std::string_view v(reinterpret_cast<const char*>(e.data.scalar.value),
                             e.data.scalar.length);
    return v.empty() || v == "~" || v == "null" || v == "Null" || v == "NULL";
}

std::string tag_of(const yaml_char_t* tag, bool non_plain) {
    if (tag) return reinterpret_cast<const char*>(tag);
    return non_plain ? "!" : "?";
}

// Nodes as libyaml's events arrive: a stack of the open collections, each map with the key
// that waits for its value.
class TreeBuilder {
  public:
    // False when the document is complete or the text must go to YAML::Load.
    explicit TreeBuilder(const std::string& text) : bytes_(text) {}
    bool add(const yaml_event_t& e);
    bool done() const { return root_.has_value(); }
    bool too_deep() const { return too_deep_; }
    YAML::Node root() const { return *root_; }

  private:
    struct Open {
        YAML::Node node;
        std::optional<YAML::Node> key;
    };

    void complete(const YAML::Node& n);
    void anchor(const yaml_char_t* name, const YAML::Node& n);
    bool open(YAML::NodeType::value type, const yaml_event_t& e, const yaml_char_t* tag,
              const yaml_char_t* name, bool flow);
    YAML::Node scalar(const yaml_event_t& e);
    YAML::Node make(YAML::NodeType::value type, const yaml_event_t& e) const {
        return YAML::as_if<NodeMaker, NodeMaker>::make(memory_, type,
                                                       mark_of(e.start_mark, bytes_));
    }

    BytePlaces bytes_;
    std::vector<Open> open_;
    std::map<std::string, YAML::Node> anchors_;
    std::optional<YAML::Node> root_;
    bool too_deep_ = false;
    YAML::detail::shared_memory_holder memory_ = std::make_shared<YAML::detail::memory_holder>();
};

void TreeBuilder::complete(const YAML::Node& n) {
    if (open_.empty()) {
        root_ = n;
        return;
    }
    Open& top = open_.back();
    if (top.node.IsSequence()) {
        top.node.push_back(n);
    } else if (!top.key) {
        top.key = n;
    } else {
        top.node.force_insert(*top.key, n);
        top.key.reset();
    }
}

void TreeBuilder::anchor(const yaml_char_t* name, const YAML::Node& n) {
    if (name) anchors_[reinterpret_cast<const char*>(name)] = n;
}

YAML::Node TreeBuilder::scalar(const yaml_event_t& e) {
    const bool null = is_null(e);
    YAML::Node n = make(null ? YAML::NodeType::Null : YAML::NodeType::Scalar, e);
    if (!null) {
        n = std::string(reinterpret_cast<const char*>(e.data.scalar.value), e.data.scalar.length);
        n.SetTag(tag_of(e.data.scalar.tag, e.data.scalar.style != YAML_PLAIN_SCALAR_STYLE));
    }
    anchor(e.data.scalar.anchor, n);
    return n;
}

bool TreeBuilder::open(YAML::NodeType::value type, const yaml_event_t& e, const yaml_char_t* tag,
                       const yaml_char_t* name, bool flow) {
    if (open_.size() >= MAX_DEPTH) return !(too_deep_ = true);
    YAML::Node n = make(type, e);
    n.SetTag(tag_of(tag, false));
    n.SetStyle(flow ? YAML::EmitterStyle::Flow : YAML::EmitterStyle::Block);
    anchor(name, n);
    open_.push_back({n, std::nullopt});
    return true;
}

bool TreeBuilder::add(const yaml_event_t& e) {
    switch (e.type) {
    case YAML_SCALAR_EVENT: complete(scalar(e)); break;
    case YAML_ALIAS_EVENT: {
        const auto found = anchors_.find(reinterpret_cast<const char*>(e.data.alias.anchor));
        if (found == anchors_.end()) return false;
        complete(found->second);
        break;
    }
    case YAML_SEQUENCE_START_EVENT:
        return open(YAML::NodeType::Sequence, e, e.data.sequence_start.tag,
                    e.data.sequence_start.anchor,
                    e.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE);
    case YAML_MAPPING_START_EVENT:
        return open(YAML::NodeType::Map, e, e.data.mapping_start.tag, e.data.mapping_start.anchor,
                    e.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE);
    case YAML_SEQUENCE_END_EVENT:
    case YAML_MAPPING_END_EVENT: {
        const YAML::Node n = open_.back().node;
        open_.pop_back();
        complete(n);
        break;
    }
    case YAML_DOCUMENT_END_EVENT:
    case YAML_STREAM_END_EVENT:
        if (!root_) root_ = YAML::Node(); // a stream with no document: what YAML::Load gives
        break;
    default: break;
    }
    return !done();
}

// The tree, or nothing when libyaml refuses the text or it nests too deep.
std::optional<YAML::Node> parse(const std::string& text) {
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) return std::nullopt;
    const std::unique_ptr<yaml_parser_t, void (*)(yaml_parser_t*)> guard(&parser,
                                                                         yaml_parser_delete);
    yaml_parser_set_input_string(&parser, reinterpret_cast<const unsigned char*>(text.data()),
                                 text.size());
    TreeBuilder builder(text);
    for (bool more = true; more;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) return std::nullopt;
        more = builder.add(event) && event.type != YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
    }
    if (!builder.done()) return std::nullopt;
    return builder.root();
}

} // namespace

YAML::Node load_yaml(const std::string& text) {
    if (std::optional<YAML::Node> root = parse(text)) return *root;
    return YAML::Load(text);
}

} // namespace bl
