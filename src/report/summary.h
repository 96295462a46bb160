// An archive in figures (replay --format summary): deals and events, and for each code the
// infractions by id and status, the rulings by provision, how the deals ended and the rubbers.
// Counted deal by deal as the replay streams, so an archive of any size fits.
#pragma once

#include "replay/replay.h"
#include "core/vocab.h"

#include <array>
#include <string>
#include <vector>

namespace bl {

struct CodeCounts {
    std::string code;
    std::vector<std::array<long long, 4>> status; // rulings by Infraction, then Status
    std::array<long long, 3> provisions{};      // rulings by Provision
    std::array<long long, 4> ends{};            // deals by DealEnd
    long long rubbers_finished = 0;
    std::array<long long, 2> points{}; // each side's total over the finished rubbers and the last

    explicit CodeCounts(std::string id);
    // The rulings on one infraction, whatever their status.
    long long infractions(size_t id) const;
    // Counts a deal; a rubber is counted with the deal that finishes it.
    void add(const DealReport& d);
    // The end of a log: the rubber in progress counts its points.
    void close();
    // Another log's counts, closed, added to these.
    void add(const CodeCounts& other);

  private:
    RubberState last_;
};

struct Summary {
    long long logs = 0, deals = 0, events = 0;
    std::vector<CodeCounts> codes; // in the order the logs first name them
    // The CodeCounts of `code`, new (last) where none counts it yet.
    CodeCounts& counts_for(const std::string& code);
    // Another summary's counts added, as if its logs had been summarised after these.
    void add(const Summary& other);
};

std::string summary_text(const Summary& s);
std::string summary_json(const Summary& s);

} // namespace bl
