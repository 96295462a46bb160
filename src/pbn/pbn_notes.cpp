#include "pbn/pbn_notes.h"

#include <algorithm>

namespace bl {

namespace {

// "deal 3", "deals 1, 3, 5, ..." (the first few: enough to find them in the file).
std::string which(const std::vector<int>& deals) {
    constexpr size_t SHOWN = 8;
    std::string out = deals.size() == 1 ? "deal " : "deals ";
    for (size_t i = 0; i < deals.size() && i < SHOWN; ++i)
        out += (i ? ", " : "") + std::to_string(deals[i]);
    return out + (deals.size() > SHOWN ? ", ..." : "");
}

} // namespace

void NoteTally::add(const std::string& kind, int index) {
    auto it =
        std::find_if(kinds_.begin(), kinds_.end(), [&](const auto& k) { return k.first == kind; });
    if (it == kinds_.end()) it = kinds_.insert(kinds_.end(), {kind, {}});
    if (it->second.empty() || it->second.back() != index) it->second.push_back(index);
}

std::vector<std::string> NoteTally::lines(int deals) const {
    std::vector<std::string> out;
    for (const auto& [kind, indices] : kinds_)
        out.push_back(std::to_string(indices.size()) + " of " + std::to_string(deals) +
                      " deals: " + kind + " (" + which(indices) + ")");
    return out;
}

} // namespace bl
