// JSON written straight into a string as it is produced, byte for byte as nlohmann's dump writes
// the same values (indented by two, or compact), without building the tree first. A report's
// deal built as nlohmann's tree took some 290 allocations, and its tree's building and freeing
// three quarters of the JSON report's time; on two threads those allocations also slowed each
// other (docs/performance.md, "The JSON reports written as they go"). Strings that need escaping
// and trees made elsewhere are still written by nlohmann, so its rules hold for them unchanged.
#pragma once

#include <nlohmann/json.hpp>

#include <charconv>
#include <concepts>
#include <string>
#include <string_view>
#include <vector>

namespace bl {

class JsonOut {
  public:
    // `pretty`: indented by two spaces a level, as dump(2); the text begins at `depth` levels in,
    // as a value nested that deep in a document. Else compact, as dump().
    JsonOut(std::string& out, bool pretty, int depth = 0)
        : out_(out), pretty_(pretty), depth_(depth) {
        open_.reserve(16); // a report nests some eight deep: one allocation, not four a deal
    }

    // An object or array begun as the next value; end() closes the innermost.
    JsonOut& object() { return open('{'); }
    JsonOut& array() { return open('['); }
    JsonOut& end();
    // The next member's key, in an object: its value follows.
    JsonOut& key(std::string_view k);

    JsonOut& value(std::string_view s);
    JsonOut& value(const char* s) { return value(std::string_view(s)); }
    JsonOut& value(const std::string& s) { return value(std::string_view(s)); }
    JsonOut& value(bool b);
    template <std::integral I>
    requires(!std::same_as<I, bool>) JsonOut& value(I n) {
        before_value();
        char digits[24];
        out_.append(digits, std::to_chars(digits, digits + sizeof digits, n).ptr);
        return *this;
    }
    JsonOut& null();
    // A tree made elsewhere, laid out at this place.
    JsonOut& value(const nlohmann::ordered_json& j);
    template <class T> JsonOut& value(const std::vector<T>& values) {
        array();
        for (const T& v : values) value(v);
        return end();
    }

    // key(k) then value(v).
    template <class V> JsonOut& field(std::string_view k, const V& v) { return key(k).value(v); }
    JsonOut& null_field(std::string_view k) { return key(k).null(); }

  private:
    struct Open {
        char close;
        int members = 0;
    };
    JsonOut& open(char bracket);
    void before_value();
    void new_line(int levels);
    void quoted(std::string_view s);

    std::string& out_;
    bool pretty_;
    int depth_;
    std::vector<Open> open_;
    bool after_key_ = false; // a key was written: the value follows it directly
};

} // namespace bl
