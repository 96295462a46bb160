// A progress line on standard error for long work (replay, summary, gen): once the work has run
// a second, the deals done, the deals a second and the time left, rewritten in place about five
// times a second and wiped at the end. Only when standard error is a terminal: a pipe, a file
// or a log of the run gets nothing.
#pragma once

#include <chrono>
#include <functional>
#include <string>

namespace bl::cli {

class Progress {
  public:
    // `done_share` tells the share of the work done, 0 to 1 (for the time left); unset: the
    // share of `total` deals done.
    explicit Progress(std::string what, long long total = 0,
                      std::function<double()> done_share = {});
    ~Progress();
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    // One more deal done (cheap: the clock is read every 256 deals).
    void deal() {
        if ((++deals_ & 255) == 0) tick();
    }
    // The deals done so far, counted elsewhere (several threads).
    void at(long long deals) {
        deals_ = deals;
        tick();
    }

    // The line wiped (before the output is written) and shown no more.
    void finish();

    // Whether a line may be shown: standard error is a terminal (or BRIDGELAWS_PROGRESS is
    // "always": the line from the first deals on, whatever standard error is, for the tests).
    static bool enabled();

  private:
    // The line in words, in short with what is done, or in short alone.
    enum class Form { Words, Short, Bare };
    void tick();
    std::string fitted(double seconds, size_t columns) const;
    std::string line(double seconds, Form form) const;

    std::string what_;
    long long total_;
    std::function<double()> done_share_;
    long long deals_ = 0;
    std::chrono::steady_clock::time_point start_, last_;
    bool shown_ = false;
    bool finished_ = false;
    // enabled(), asked once: a tick comes every 256 deals, and the question is a system call.
    bool enabled_ = enabled();
};

} // namespace bl::cli
