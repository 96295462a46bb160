// Counting line ends sixteen bytes at a time: the count of a byte-by-byte loop, at every
// length and alignment, and where every byte is a line end for longer than a lane can count.
#include "core/line_ends.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

using namespace bl;

TEST(LineEnds, CountsAsAByteByByteLoopDoes) {
    std::mt19937 random(7);
    for (size_t length = 0; length < 600; ++length) {
        for (const int per_hundred : {0, 5, 50, 100}) {
            std::string text(length + 3, 'x');
            for (char& c : text)
                if (int(random() % 100) < per_hundred) c = '\n';
            for (size_t offset = 0; offset < 3; ++offset) {
                const std::string_view s(text.data() + offset, length);
                ASSERT_EQ(line_ends(s), size_t(std::count(s.begin(), s.end(), '\n')))
                    << "length " << length << ", offset " << offset << ", " << per_hundred << "%";
            }
        }
    }
}

TEST(LineEnds, NoLaneWrapsOnALongRunOfLineEnds) {
    for (const size_t length : {255u * 16, 255u * 16 + 1, 256u * 16, 100000u + 7})
        EXPECT_EQ(line_ends(std::string(length, '\n')), length);
    EXPECT_EQ(line_ends(std::string(70000, 'a') + "\n"), 1u);
}
