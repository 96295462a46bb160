#include "core/json_out.h"

#include <array>
#include <cassert>
#include <cstdint>
#include <cstring>

namespace bl {

namespace {

// A comma, a line feed and the spaces of forty levels' indent: the text between two members
// of an indented object (or the line's start alone, from the line feed on) is one append of a
// piece of it. Written a character and then a fill of spaces at a time, as the string's own
// calls, the JSON report spent a tenth of its time between its values.
constexpr auto SEPARATORS = [] {
    std::array<char, 2 + 2 * 40> s{};
    s.fill(' ');
    s[0] = ',', s[1] = '\n';
    return s;
}();

// The bytes that do not stand as they are in a JSON string: all but printable ASCII other than
// the quote and the backslash.
constexpr auto ESCAPED = [] {
    std::array<uint8_t, 256> t{};
    for (int c = 0; c < 256; ++c) t[size_t(c)] = c < 0x20 || c > 0x7e || c == '"' || c == '\\';
    return t;
}();

// Whether eight bytes all stand as they are, by the usual tests for a byte under a value and
// for a zero byte (exact as a yes or no, whatever they say of the bytes above the first found).
bool word_stands(const char* p) {
    constexpr uint64_t ONES = 0x0101010101010101, HIGHS = 0x8080808080808080;
    const auto zero_byte = [](uint64_t v) { return (v - ONES) & ~v & HIGHS; };
    uint64_t x;
    std::memcpy(&x, p, 8);
    const uint64_t control = (x - ONES * 0x20) & ~x & HIGHS; // a byte under 0x20
    const uint64_t high = (x | (x + ONES)) & HIGHS;          // a byte of 0x7f or over
    return (control | high | zero_byte(x ^ (ONES * '"')) | zero_byte(x ^ (ONES * '\\'))) == 0;
}

// Whether every byte of `s` stands as it is in a JSON string. Eight bytes at a time, the last
// eight read again where the length is not a multiple of eight; a string shorter than that (most
// keys) a byte at a time by a table, without a branch. A byte at a time with four comparisons
// took some seven instructions a byte, a tenth of the JSON report's.
bool stands_as_it_is(std::string_view s) {
    const size_t n = s.size();
    if (n < 8) {
        unsigned escaped = 0;
        for (const char c : s) escaped |= ESCAPED[static_cast<unsigned char>(c)];
        return escaped == 0;
    }
    for (size_t i = 0; i + 8 <= n; i += 8)
        if (!word_stands(s.data() + i)) return false;
    return n % 8 == 0 || word_stands(s.data() + n - 8);
}

} // namespace

// What goes before a member or an element: a comma after the one before (`comma`), and, where
// indented, a line's start at the depth of the innermost object or array.
void JsonOut::separate(bool comma) {
    if (!pretty_) {
        if (comma) out_ += ',';
        return;
    }
    const size_t indent = size_t(depth_ + int(open_.size())) * 2;
    if (2 + indent <= SEPARATORS.size()) {
        out_.append(SEPARATORS.data() + !comma, size_t(comma) + 1 + indent);
        return;
    }
    out_.append(SEPARATORS.data() + !comma, size_t(comma) + 1);
    out_.append(indent, ' ');
}

// A value in an array follows a comma after the one before, on its own line where indented; in
// an object, its key has placed it.
void JsonOut::before_value() {
    if (after_key_) {
        after_key_ = false;
        return;
    }
    if (open_.empty()) return;
    assert(open_.back().close == ']' && "a value in an object needs its key first");
    separate(open_.back().members++ != 0);
}

JsonOut& JsonOut::open(char bracket) {
    before_value();
    out_ += bracket;
    open_.push_back({bracket == '{' ? '}' : ']'});
    return *this;
}

// An empty object or array closes on its own line's end, "{}" and "[]", as nlohmann writes them.
JsonOut& JsonOut::end() {
    assert(!open_.empty() && !after_key_);
    const Open closing = open_.back();
    open_.pop_back();
    if (closing.members) separate(false);
    out_ += closing.close;
    return *this;
}

JsonOut& JsonOut::key(std::string_view k) {
    assert(!open_.empty() && open_.back().close == '}' && !after_key_);
    separate(open_.back().members++ != 0);
    quoted(k, pretty_ ? "\": " : "\":");
    after_key_ = true;
    return *this;
}

// Printable ASCII other than the quote and the backslash stands as it is; anything else (an
// escape, UTF-8, a byte that is not UTF-8) is nlohmann's to write, by its own rules. `close`:
// the closing quote and what follows it (a key's colon).
void JsonOut::quoted(std::string_view s, std::string_view close) {
    if (!stands_as_it_is(s)) {
        out_ += nlohmann::ordered_json(s).dump(-1, ' ', false,
                                               nlohmann::json::error_handler_t::replace);
        out_.append(close.substr(1));
        return;
    }
    const size_t at = out_.size();
    out_.resize(at + 1 + s.size() + close.size());
    char* p = out_.data() + at;
    *p = '"';
    std::memcpy(p + 1, s.data(), s.size());
    std::memcpy(p + 1 + s.size(), close.data(), close.size());
}

JsonOut& JsonOut::value(std::string_view s) {
    before_value();
    quoted(s);
    return *this;
}

JsonOut& JsonOut::value(bool b) {
    before_value();
    out_ += b ? "true" : "false";
    return *this;
}

JsonOut& JsonOut::null() {
    before_value();
    out_ += "null";
    return *this;
}

// nlohmann's serializer begun at this depth's indent, as dump would write the tree nested here.
JsonOut& JsonOut::value(const nlohmann::ordered_json& j) {
    before_value();
    nlohmann::detail::serializer<nlohmann::ordered_json> writer(
        nlohmann::detail::output_adapter<char, std::string>(out_), ' ',
        nlohmann::json::error_handler_t::replace);
    writer.dump(j, pretty_, false, pretty_ ? 2 : 0, unsigned(depth_ + int(open_.size())) * 2);
    return *this;
}

} // namespace bl
