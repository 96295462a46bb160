#include "core/line_ends.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace bl {

#ifdef __SSE2__
namespace {

// 16 lanes off, then 16 on: read from `rest` bytes in, the last `rest` lanes of 16 are on.
alignas(16) constexpr unsigned char LAST_LANES[32] = {
    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,    0,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};

__m128i load(const void* p) { return _mm_loadu_si128(static_cast<const __m128i*>(p)); }

// The lanes' counts summed (each under 256).
size_t total(__m128i lanes) {
    const __m128i sums = _mm_sad_epu8(lanes, _mm_setzero_si128());
    return size_t(_mm_cvtsi128_si32(sums)) + size_t(_mm_extract_epi16(sums, 4));
}

} // namespace
#endif

// Sixteen bytes at a time where the processor has SSE2 (every x86-64 does): each byte that is
// '\n' compares to all ones, which subtracted adds one to its lane. Four loads a step, each lane
// gaining at most four, the lanes summed every 63 steps, before one of them could wrap; the
// last bytes by one load that overlaps those counted, their lanes masked off (a deal's text is
// some 750 bytes: the steps around the loop cost as much as the loop). No population count:
// x86-64's baseline lacks the instruction, and the library call that stands in for it cost more
// than the count.
size_t line_ends(std::string_view s) {
    const char* const p = s.data();
    const size_t size = s.size();
    size_t n = 0, i = 0;
#ifdef __SSE2__
    if (size >= 16) {
        const __m128i newline = _mm_set1_epi8('\n');
        const auto ends_at = [&](size_t at) { return _mm_cmpeq_epi8(load(p + at), newline); };
        while (i + 64 <= size) {
            __m128i lanes = _mm_setzero_si128();
            for (const size_t stop = std::min(size - 63, i + 63 * 64); i < stop; i += 64) {
                lanes = _mm_sub_epi8(lanes, ends_at(i));
                lanes = _mm_sub_epi8(lanes, ends_at(i + 16));
                lanes = _mm_sub_epi8(lanes, ends_at(i + 32));
                lanes = _mm_sub_epi8(lanes, ends_at(i + 48));
            }
            n += total(lanes);
        }
        __m128i lanes = _mm_setzero_si128();
        for (; i + 16 <= size; i += 16) lanes = _mm_sub_epi8(lanes, ends_at(i));
        if (i < size) {
            const __m128i fresh = load(LAST_LANES + (size - i));
            lanes = _mm_sub_epi8(lanes, _mm_and_si128(ends_at(size - 16), fresh));
            i = size;
        }
        n += total(lanes);
    }
#endif
    for (; i < size; ++i) n += p[i] == '\n';
    return n;
}

// A UTF-8 continuation byte is 10xxxxxx. Eight bytes a step: a word with no byte of 0x80 or
// more (a line of ASCII) is passed over with one test; in another, the bytes whose top bit is
// set and the next clear are flagged and their flags summed by a multiplication.
int column_after(std::string_view line_so_far) {
    constexpr uint64_t HIGHS = 0x8080808080808080ull, ONES = 0x0101010101010101ull;
    const char* const p = line_so_far.data();
    const size_t size = line_so_far.size();
    size_t continuations = 0, i = 0;
    for (; i + 8 <= size; i += 8) {
        uint64_t w = 0;
        std::memcpy(&w, p + i, 8);
        if ((w & HIGHS) == 0) continue;
        const uint64_t flags = (w & ~(w << 1) & HIGHS) >> 7; // per byte: bit 7 set, bit 6 clear
        continuations += size_t((flags * ONES) >> 56);
    }
    for (; i < size; ++i) continuations += (static_cast<unsigned char>(p[i]) & 0xC0) == 0x80;
    return int(size - continuations) + 1;
}

} // namespace bl
