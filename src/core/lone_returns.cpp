#include "core/lone_returns.h"

#include <cstring>

namespace bl {

namespace {

// The first '\r' at or after `from` in text[0, size), or nullptr.
char* next_return(char* text, size_t from, size_t size) {
    return from < size ? static_cast<char*>(std::memchr(text + from, '\r', size - from)) : nullptr;
}

} // namespace

void lone_returns_to_newlines(char* text, size_t size) {
    if (size == 0) return;
    const size_t settled = size - 1; // the last byte's follower is unknown
    for (char* r = next_return(text, 0, settled); r;
         r = next_return(text, size_t(r - text) + 1, settled))
        if (r[1] != '\n') *r = '\n';
}

bool has_lone_return(std::string_view text) {
    for (size_t i = text.find('\r'); i != std::string_view::npos; i = text.find('\r', i + 1))
        if (i + 1 == text.size() || text[i + 1] != '\n') return true;
    return false;
}

std::string lone_returns_as_newlines(std::string text) {
    lone_returns_to_newlines(text.data(), text.size());
    if (!text.empty() && text.back() == '\r') text.back() = '\n';
    return text;
}

} // namespace bl
