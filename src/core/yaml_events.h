// What the two builders of a tree from libyaml's events share (core/yaml_load.h builds
// yaml-cpp's nodes, core/yaml_tree.h a compact tree): the places yaml-cpp would give, its null
// scalars, and the loop over the events.
#pragma once

#include <yaml-cpp/mark.h>
#include <yaml.h>

#include <memory>
#include <string>
#include <vector>

namespace bl::yaml_events {

// yaml-cpp refuses nesting deeper than this (its DepthGuard); such text goes to YAML::Load.
constexpr size_t MAX_DEPTH = 2000;

// libyaml counts characters where yaml-cpp counts bytes: in text that is not all ASCII, the
// byte at which each character begins.
class BytePlaces {
  public:
    explicit BytePlaces(const std::string& text);
    int operator()(size_t character) const {
        if (start_.empty()) return int(character);
        return start_[std::min(character, start_.size() - 1)];
    }

  private:
    std::vector<int> start_; // empty for ASCII text, where a character is a byte
};

YAML::Mark mark_of(const yaml_mark_t& at, const BytePlaces& bytes);

// yaml-cpp's IsNullString: a plain scalar spelling null is a null node.
bool is_null(const yaml_event_t& e);

// Hands `builder` libyaml's events for `text` (`builder.add(event)` answers whether it wants
// more) until the first document is complete; false when libyaml refuses the text.
template <class Builder> bool feed(const std::string& text, Builder& builder) {
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) return false;
    const std::unique_ptr<yaml_parser_t, void (*)(yaml_parser_t*)> guard(&parser,
                                                                         yaml_parser_delete);
    yaml_parser_set_input_string(&parser, reinterpret_cast<const unsigned char*>(text.data()),
                                 text.size());
    for (bool more = true; more;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) return false;
        more = builder.add(event) && event.type != YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
    }
    return true;
}

} // namespace bl::yaml_events
