// "Did you mean ...?": the known word nearest to a misspelt one, for error messages. A slip of
// a letter or two (a letter left out, doubled, swapped or wrong) is worth naming; a word far
// from every known one is not, and the message then lists what is known instead.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bl {

// Edits (insert, delete, change, swap two neighbours) between two words, ignoring case.
int edit_distance(std::string_view a, std::string_view b);

// The known word nearest to `typed`, when it is near enough to be a slip of the pen.
std::optional<std::string> nearest_word(std::string_view typed,
                                        const std::vector<std::string>& known);

// "; did you mean \"X\"?" for the nearest known word, or "" when none is near.
std::string did_you_mean(std::string_view typed, const std::vector<std::string>& known);

} // namespace bl
