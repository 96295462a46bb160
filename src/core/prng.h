// A seeded pseudo-random generator whose numbers are the same on every platform, compiler and
// standard library: xoshiro256** seeded by SplitMix64, with its own mappings to ranges. The
// standard distributions (and std::shuffle) are implementation-defined, so a log generated with
// them would differ between machines; the generator promises "same seed, same bytes".
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace bl {

class Prng {
  public:
    explicit Prng(uint64_t seed) {
        for (uint64_t& w : s_) w = splitmix(seed);
    }

    uint64_t next() {
        const uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, n) for n > 0, without modulo bias: draws past the last whole multiple of
    // n are rejected.
    uint64_t below(uint64_t n) {
        const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
        uint64_t x;
        do x = next();
        while (x >= limit);
        return x % n;
    }

    // True with probability p (0..1). p * 2^53 is exact in IEEE arithmetic, so the comparison
    // is the same everywhere.
    bool chance(double p) {
        if (p <= 0) return false;
        if (p >= 1) return true;
        return double(next() >> 11) < p * 9007199254740992.0;
    }

    template <class T> const T& pick(const std::vector<T>& v) { return v[below(v.size())]; }

    // Fisher-Yates, from the end.
    template <class T> void shuffle(std::vector<T>& v) {
        for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(i)]);
    }

  private:
    static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static uint64_t splitmix(uint64_t& x) {
        uint64_t z = (x += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    uint64_t s_[4];
};

} // namespace bl
