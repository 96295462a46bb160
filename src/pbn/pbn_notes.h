// The notes of a PBN import told once a file, not once a deal: "12 of 44 deals: play dropped,
// declarer not on the dealer's side (deals 1, 3, ...)". A real file of forty boards would
// otherwise bury the one thing worth reading under forty copies of the same sentence.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace bl {

class NoteTally {
  public:
    // Counts deal `index` (1-based) under the note `kind` (a few words, the same for every deal).
    void add(const std::string& kind, int index);
    // One line a kind, in the order the kinds were first met, out of `deals` deals.
    std::vector<std::string> lines(int deals) const;

  private:
    std::vector<std::pair<std::string, std::vector<int>>> kinds_;
};

} // namespace bl
