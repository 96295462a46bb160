// The log generator (`bridgelaws gen`): realistic game logs for tests, benchmarks and fuzzing.
// Random deals with the dealer rotating, a declaration as a player of the time would make it,
// the doubling dialogue, play that follows suit, whole rubbers; and, at a given rate,
// irregularities of the kinds the engine detects, with elections valid and invalid. The same
// options give the same log, byte for byte, on every platform (prng.h).
#pragma once

#include "core/error.h"
#include "log/game_log.h"
#include "laws/lawbook.h"

#include <cstdint>
#include <functional>

namespace bl {

struct GenOptions {
    int deals = 100;          // at least this many; the log ends when the rubber in progress ends
    uint64_t seed = 1;
    double infractions = 0.0; // the share of deals with an irregularity (0 to 1)
    std::function<void()> after_deal; // called after each deal made (a progress line); may be empty
    int jobs = 1; // 2 or more: the deals made on one thread and checked on another; the same log
};

// The log, or an Error for options out of range. A generated deal that the engine cannot
// replay is a bug of the generator and is reported as an Error too, never written.
Result<GameLog> generate_log(const GenOptions& options, const Lawbook& book);

// The same log a deal at a time, in the memory of a rubber whatever its length: its header
// (what it holds besides the deals), then each of its deals handed to `take` as it is made and
// checked. The same errors; deals handed on before an error are the caller's to drop.
GameLog generated_header(const Lawbook& book);
std::optional<Error> generate_deals(const GenOptions& options, const Lawbook& book,
                                    const std::function<void(Deal&&)>& take);

} // namespace bl
