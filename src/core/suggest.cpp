#include "core/suggest.h"

#include <algorithm>
#include <cctype>

namespace bl {

namespace {

char folded(char c) { return char(std::tolower(static_cast<unsigned char>(c))); }

// How far a word may be from the one meant: one slip in a short word, more in a longer one.
int tolerance(std::string_view typed) { return std::max<int>(1, int(typed.size()) / 3); }

// The letters of a word past an option's dashes: "-o" has one. A word every letter of which
// is changed is another word, not a slip ("-o" is not "-h" misspelt).
int letters(std::string_view typed) {
    const size_t dashes = std::min(typed.find_first_not_of('-'), typed.size());
    return int(typed.size() - dashes);
}

} // namespace

int edit_distance(std::string_view a, std::string_view b) {
    // Optimal string alignment: Levenshtein plus the swap of two neighbouring letters.
    const size_t n = a.size(), m = b.size();
    std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1, 0));
    for (size_t i = 0; i <= n; ++i) d[i][0] = int(i);
    for (size_t j = 0; j <= m; ++j) d[0][j] = int(j);
    for (size_t i = 1; i <= n; ++i) {
        for (size_t j = 1; j <= m; ++j) {
            const int cost = folded(a[i - 1]) == folded(b[j - 1]) ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && folded(a[i - 1]) == folded(b[j - 2]) &&
                folded(a[i - 2]) == folded(b[j - 1]))
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[n][m];
}

std::optional<std::string> nearest_word(std::string_view typed,
                                        const std::vector<std::string>& known) {
    std::optional<std::string> best;
    int best_distance = std::min(tolerance(typed), letters(typed) - 1) + 1;
    for (const std::string& k : known) {
        const int d = edit_distance(typed, k);
        if (d < best_distance) {
            best_distance = d;
            best = k;
        }
    }
    return best;
}

std::string did_you_mean(std::string_view typed, const std::vector<std::string>& known) {
    const auto near = nearest_word(typed, known);
    return near ? "; did you mean \"" + *near + "\"?" : "";
}

} // namespace bl
