#include "core/yaml_events.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace bl::yaml_events {

namespace {

bool continues_character(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// Eight bytes at a time over ASCII: a law table, read at every start, is nearly all of it.
size_t ascii_run(const std::string& text, size_t at) {
    const size_t start = at;
    for (uint64_t word; at + 8 <= text.size(); at += 8) {
        std::memcpy(&word, text.data() + at, 8);
        if (word & 0x8080808080808080u) break;
    }
    return at - start;
}

} // namespace

BytePlaces::BytePlaces(const std::string& text) {
    const auto ascii = [](char c) { return static_cast<unsigned char>(c) < 0x80; };
    if (std::all_of(text.begin() + long(ascii_run(text, 0)), text.end(), ascii)) return;
    ascii_ = false;
    // Both libraries count from after a byte-order mark.
    const size_t first = text.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0;
    int extra = 0;
    for (size_t i = first; i < text.size();) {
        if (continues_character(text[i++])) continue;
        const int now = int(i - 1 - first) - int(characters_);
        if (now != extra) steps_.push_back({characters_, extra = now});
        ++characters_;
        // The ASCII that follows is a character a byte: the same extra.
        const size_t run = ascii_run(text, i);
        characters_ += run;
        i += run;
    }
    end_ = int(text.size() - first);
}

bool is_null(const yaml_event_t& e) {
    if (e.data.scalar.style != YAML_PLAIN_SCALAR_STYLE || e.data.scalar.tag) return false;
    const std::string_view v(reinterpret_cast<const char*>(e.data.scalar.value),
                             e.data.scalar.length);
    return v.empty() || v == "~" || v == "null" || v == "Null" || v == "NULL";
}

} // namespace bl::yaml_events
