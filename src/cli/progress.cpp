#include "progress.h"
#include "terminal_width.h"

#include <fmt/format.h>

#include <unistd.h>

#include <cstdio>
#include <cstdlib>

namespace bl::cli {

namespace {

// 1234567 as "1,234,567".
std::string grouped(long long n) {
    std::string digits = std::to_string(n), out;
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

std::string duration(double seconds) {
    const long long s = (long long)(seconds + 0.5);
    if (s < 60) return fmt::format("{} s", s);
    if (s < 3600) return fmt::format("{} min {:02} s", s / 60, s % 60);
    return fmt::format("{} h {:02} min", s / 3600, s % 3600 / 60);
}

} // namespace

namespace {

// BRIDGELAWS_PROGRESS=always shows the line whatever standard error is, from the first deals:
// how the tests see it without a terminal.
bool always() {
    static const bool on = [] {
        const char* v = std::getenv("BRIDGELAWS_PROGRESS");
        return v && std::string(v) == "always";
    }();
    return on;
}

} // namespace

bool Progress::enabled() { return always() || isatty(STDERR_FILENO) != 0; }

Progress::Progress(std::string what, long long total, std::function<double()> done_share)
    : what_(std::move(what)), total_(total), done_share_(std::move(done_share)),
      start_(std::chrono::steady_clock::now()), last_(start_) {}

Progress::~Progress() { finish(); }

void Progress::finish() {
    if (shown_) std::fputs("\r\x1b[K", stderr); // the line wiped: the output stands alone
    shown_ = false;
    finished_ = true;
}

void Progress::tick() {
    if (!enabled_ || finished_) return;
    const auto now = std::chrono::steady_clock::now();
    const double seconds = std::chrono::duration<double>(now - start_).count();
    if (!always() && (seconds < 1.0 || now - last_ < std::chrono::milliseconds(200))) return;
    last_ = now;
    shown_ = true;
    // Within the terminal's width, less a column: a line that wrapped would be rewritten from
    // its last row, leaving a row behind at every tick.
    std::string text = line(seconds);
    if (const size_t columns = terminal_columns(STDERR_FILENO);
        columns > 1 && text.size() >= columns)
        text.resize(columns - 1);
    std::fputs(("\r\x1b[K" + text).c_str(), stderr);
    std::fflush(stderr);
}

std::string Progress::line(double seconds) const {
    const double rate = double(deals_) / seconds;
    std::string out = fmt::format("{}: {} deals, {} deals a second", what_, grouped(deals_),
                                  grouped((long long)rate));
    const double share = done_share_  ? done_share_()
                         : total_ > 0 ? double(deals_) / double(total_)
                                      : 0.0;
    if (share > 0.0 && share < 1.0)
        out += fmt::format(", about {} left", duration(seconds * (1.0 - share) / share));
    return out;
}

} // namespace bl::cli
