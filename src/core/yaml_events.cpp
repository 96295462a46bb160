#include "core/yaml_events.h"

#include <string_view>

namespace bl::yaml_events {

BytePlaces::BytePlaces(const std::string& text) {
    bool ascii = true;
    for (const char c : text) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
    if (ascii) return;
    // Both libraries count from after a byte-order mark.
    const size_t first = text.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0;
    for (size_t i = first; i < text.size(); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) start_.push_back(int(i - first));
    start_.push_back(int(text.size() - first));
}

YAML::Mark mark_of(const yaml_mark_t& at, const BytePlaces& bytes) {
    YAML::Mark m;
    m.pos = bytes(at.index);
    m.line = int(at.line);
    m.column = m.pos - bytes(at.index - at.column);
    return m;
}

bool is_null(const yaml_event_t& e) {
    if (e.data.scalar.style != YAML_PLAIN_SCALAR_STYLE || e.data.scalar.tag) return false;
    const std::string_view v(reinterpret_cast<const char*>(e.data.scalar.value),
                             e.data.scalar.length);
    return v.empty() || v == "~" || v == "null" || v == "Null" || v == "NULL";
}

} // namespace bl::yaml_events
