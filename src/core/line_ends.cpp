#include "core/line_ends.h"

#include <algorithm>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace bl {

// Sixteen bytes at a time where the processor has SSE2 (every x86-64 does): each byte that is
// '\n' compares to all ones, which subtracted adds one to its lane; the lanes are summed every
// 255 steps, before one of them could wrap. No population count: x86-64's baseline lacks the
// instruction, and the library call that stands in for it cost more than the count.
size_t line_ends(std::string_view s) {
    size_t n = 0, i = 0;
#ifdef __SSE2__
    const __m128i newline = _mm_set1_epi8('\n');
    while (i + 16 <= s.size()) {
        __m128i lanes = _mm_setzero_si128();
        const size_t stop = std::min(s.size() - 15, i + 255 * 16);
        for (; i < stop; i += 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s.data() + i));
            lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(bytes, newline));
        }
        const __m128i sums = _mm_sad_epu8(lanes, _mm_setzero_si128());
        n += size_t(_mm_cvtsi128_si32(sums)) + size_t(_mm_extract_epi16(sums, 4));
    }
#endif
    for (; i < s.size(); ++i) n += s[i] == '\n';
    return n;
}

int column_after(std::string_view line_so_far) {
    int column = 1;
    for (const char c : line_so_far) column += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return column;
}

} // namespace bl
