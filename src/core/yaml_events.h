// What the two builders of a tree from libyaml's events share (core/yaml_load.h builds
// yaml-cpp's nodes, core/yaml_tree.h a compact tree): the places yaml-cpp would give, its null
// scalars, and the loop over the events.
#pragma once

#include "core/yaml_second_document.h"

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
        if (ascii_) return int(character);
        if (character >= characters_) return end_;
        while (near_ > 0 && steps_[near_ - 1].character > character) --near_;
        while (near_ < steps_.size() && steps_[near_].character <= character) ++near_;
        return int(character) + (near_ == 0 ? 0 : steps_[near_ - 1].extra);
    }

  private:
    // Where a character's bytes stop being one a character: from `character` on, each character
    // begins `extra` bytes past its own place. A table of 100 KB has a few dozen such steps, a
    // fraction of the memory and of the time of a place for every character.
    struct Step {
        size_t character;
        int extra;
    };
    bool ascii_ = true;
    std::vector<Step> steps_;
    // Places are asked in the order of the text, nearly: the search starts from the last answer.
    mutable size_t near_ = 0; // the steps at or before the character last asked
    size_t characters_ = 0;   // a place past the last character is the text's end
    int end_ = 0;
};

inline YAML::Mark mark_of(const yaml_mark_t& at, const BytePlaces& bytes) {
    YAML::Mark m;
    m.pos = bytes(at.index);
    m.line = int(at.line);
    m.column = m.pos - bytes(at.index - at.column);
    return m;
}

// yaml-cpp's IsNullString: a plain scalar spelling null is a null node.
bool is_null(const yaml_event_t& e);

// Hands `builder` libyaml's events for `text` (`builder.add(event)` answers whether it wants
// more) until the first document is complete; false when libyaml refuses the text. Throws
// SecondDocument where another document follows the first (the events after the first are
// looked at only that far: the next document's start, or the text's end).
template <class Builder> bool feed(const std::string& text, Builder& builder) {
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) return false;
    const std::unique_ptr<yaml_parser_t, void (*)(yaml_parser_t*)> guard(&parser,
                                                                         yaml_parser_delete);
    yaml_parser_set_input_string(&parser, reinterpret_cast<const unsigned char*>(text.data()),
                                 text.size());
    bool first_done = false;
    int second = 0; // the line of a document begun after the first
    for (bool more = true; more;) {
        yaml_event_t event;
        // A fault after the first document is not read by YAML::Load either.
        if (!yaml_parser_parse(&parser, &event)) return first_done;
        const yaml_event_type_t type = event.type;
        const int line = int(event.start_mark.line) + 1;
        // A document of nothing (a "---" last in the file) loses nothing: not told.
        const bool content = type == YAML_MAPPING_START_EVENT ||
                             type == YAML_SEQUENCE_START_EVENT || type == YAML_ALIAS_EVENT ||
                             (type == YAML_SCALAR_EVENT && !is_null(event));
        if (!first_done) first_done = !builder.add(event);
        yaml_event_delete(&event);
        if (first_done && type == YAML_DOCUMENT_START_EVENT) second = line;
        if (second > 0 && content) throw SecondDocument{second};
        more = type != YAML_STREAM_END_EVENT;
    }
    return true;
}

} // namespace bl::yaml_events
