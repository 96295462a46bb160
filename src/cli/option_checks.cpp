#include "option_checks.h"

#include "core/suggest.h"
#include "teach/teach_words.h"

#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace bl::cli {

namespace {

std::string in_quotes(const std::string& s) { return "\"" + s + "\""; }

// A number as a person writes it: 0.5, not 0.500000.
std::string plain(double x) {
    std::string s = std::to_string(x);
    s.erase(s.find_last_not_of('0') + 1);
    if (s.back() == '.') s.pop_back();
    return s;
}

std::string braced(const std::vector<std::string>& words) {
    return fmt::format("{{{}}}", fmt::join(words, ","));
}

} // namespace

CLI::Validator whole_number(long long lo, long long hi) {
    const std::string range = std::to_string(lo) + " to " + std::to_string(hi);
    return CLI::Validator(
        [lo, hi, range](std::string& value) -> std::string {
            long long n = 0;
            const char* end = value.data() + value.size();
            const auto [at, ec] = std::from_chars(value.data(), end, n);
            if (value.empty() || at != end || ec == std::errc::invalid_argument)
                return in_quotes(value) + " is not a whole number; give one from " + range;
            if (ec == std::errc::result_out_of_range || n < lo || n > hi)
                return value + " is out of range; give a whole number from " + range;
            return {};
        },
        "[" + std::to_string(lo) + " - " + std::to_string(hi) + "]");
}

CLI::Validator number(double lo, double hi) {
    const std::string range = plain(lo) + " to " + plain(hi);
    return CLI::Validator(
        [lo, hi, range](std::string& value) -> std::string {
            char* end = nullptr;
            const double x = value.empty() ? NAN : std::strtod(value.c_str(), &end);
            if (value.empty() || end != value.c_str() + value.size() || !std::isfinite(x))
                return in_quotes(value) + " is not a number; give one from " + range;
            if (x < lo || x > hi) return value + " is out of range; give a number from " + range;
            return {};
        },
        "[" + plain(lo) + " - " + plain(hi) + "]");
}

CLI::Validator one_of(std::vector<std::string> words) {
    const std::string desc = braced(words);
    return CLI::Validator(
        [words = std::move(words)](std::string& value) -> std::string {
            for (const std::string& w : words)
                if (w == value) return {};
            return in_quotes(value) + " is not one of " + or_list(words) +
                   did_you_mean(value, words);
        },
        desc);
}

CLI::Validator dash_for_standard_output() {
    return CLI::Validator(
        [](std::string& value) -> std::string {
            if (value == "-") value.clear();
            return {};
        },
        "");
}

} // namespace bl::cli
