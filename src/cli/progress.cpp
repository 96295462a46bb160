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
    std::fputs(("\r\x1b[K" + fitted(seconds, terminal_columns(STDERR_FILENO))).c_str(), stderr);
    std::fflush(stderr);
}

// Within the terminal's width, less a column: a line that wrapped would be rewritten from its
// last row, leaving a row behind at every tick. Where the words do not fit, the same facts in
// short ("51,456 deals, 28,029/s, 2 s left"), and only then the line cut.
std::string Progress::fitted(double seconds, size_t columns) const {
    const auto fits = [&](const std::string& text) {
        return columns <= 1 || text.size() < columns;
    };
    std::string text = line(seconds, Form::Words);
    if (fits(text)) return text;
    text = line(seconds, Form::Short);
    if (fits(text)) return text;
    text = line(seconds, Form::Bare);
    if (!fits(text)) text.resize(columns - 1);
    return text;
}

std::string Progress::line(double seconds, Form form) const {
    const std::string done = grouped(deals_), rate = grouped((long long)(double(deals_) / seconds));
    const double share = done_share_  ? done_share_()
                         : total_ > 0 ? double(deals_) / double(total_)
                                      : 0.0;
    const bool left_known = share > 0.0 && share < 1.0;
    const std::string left = left_known ? duration(seconds * (1.0 - share) / share) : "";
    if (form == Form::Words)
        return fmt::format("{}: {} deals, {} deals a second{}", what_, done, rate,
                           left_known ? ", about " + left + " left" : "");
    return fmt::format("{}{} deals, {}/s{}", form == Form::Short ? what_ + ": " : "", done, rate,
                       left_known ? ", " + left + " left" : "");
}

} // namespace bl::cli
