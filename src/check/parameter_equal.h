// Two parameter values compared: the rows of honours and game values field by field. Used where
// the checker asks whether a table's value changes anything (an overlay's, an alternative's).
#pragma once

#include "laws/lawbook.h"

#include <optional>
#include <vector>

namespace bl {

template <class T> bool same_value(const T& a, const T& b) { return a == b; }
inline bool same_value(const HonourRow& a, const HonourRow& b) {
    return a.held == b.held && a.in_one_hand == b.in_one_hand && a.value == b.value &&
           a.per_trick == b.per_trick;
}
inline bool same_value(const GameValueRow& a, const GameValueRow& b) {
    return a.adversaries_below == b.adversaries_below && a.value == b.value;
}
template <class T> bool same_value(const std::optional<T>& a, const std::optional<T>& b) {
    return a.has_value() == b.has_value() && (!a || same_value(*a, *b));
}
template <class T> bool same_value(const std::vector<T>& a, const std::vector<T>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (!same_value(a[i], b[i])) return false;
    return true;
}

} // namespace bl
