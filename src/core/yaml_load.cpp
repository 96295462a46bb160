#include "core/yaml_load.h"

#include "core/yaml_events.h"

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

using yaml_events::BytePlaces;
using yaml_events::is_null;
using yaml_events::mark_of;
using yaml_events::MAX_DEPTH;

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
    TreeBuilder builder(text);
    if (!yaml_events::feed(text, builder) || !builder.done()) return std::nullopt;
    return builder.root();
}

} // namespace

YAML::Node load_yaml(const std::string& text) {
    if (std::optional<YAML::Node> root = parse(text)) return *root;
    return YAML::Load(text);
}

} // namespace bl
