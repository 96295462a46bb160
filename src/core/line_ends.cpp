#include "core/line_ends.h"

#include <cstdint>
#include <cstring>

namespace bl {

// Eight bytes at a time: a byte that is '\n' becomes a zero byte after
// the exclusive or, and each zero byte sets the top bit of its byte in `zero` (exactly: the
// sum cannot carry from one byte into the next).
size_t line_ends(std::string_view s) {
    constexpr uint64_t ones = 0x0101010101010101ULL, low7 = 0x7F7F7F7F7F7F7F7FULL;
    size_t n = 0, i = 0;
    for (; i + 8 <= s.size(); i += 8) {
        uint64_t w = 0;
        std::memcpy(&w, s.data() + i, 8);
        const uint64_t x = w ^ (ones * '\n');
        const uint64_t zero = ~(((x & low7) + low7) | x | low7);
        n += size_t(__builtin_popcountll(zero));
    }
    for (; i < s.size(); ++i) n += s[i] == '\n';
    return n;
}

} // namespace bl
