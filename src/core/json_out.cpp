#include "core/json_out.h"

#include <cassert>

namespace bl {

// A line's start at `levels` levels in.
void JsonOut::new_line(int levels) {
    out_ += '\n';
    out_.append(size_t(levels) * 2, ' ');
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
    if (open_.back().members++) out_ += ',';
    if (pretty_) new_line(depth_ + int(open_.size()));
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
    if (closing.members && pretty_) new_line(depth_ + int(open_.size()));
    out_ += closing.close;
    return *this;
}

JsonOut& JsonOut::key(std::string_view k) {
    assert(!open_.empty() && open_.back().close == '}' && !after_key_);
    if (open_.back().members++) out_ += ',';
    if (pretty_) new_line(depth_ + int(open_.size()));
    quoted(k);
    out_ += pretty_ ? ": " : ":";
    after_key_ = true;
    return *this;
}

// Printable ASCII other than the quote and the backslash stands as it is; anything else (an
// escape, UTF-8, a byte that is not UTF-8) is nlohmann's to write, by its own rules.
void JsonOut::quoted(std::string_view s) {
    for (const char c : s)
        if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') {
            out_ += nlohmann::ordered_json(s).dump(-1, ' ', false,
                                                   nlohmann::json::error_handler_t::replace);
            return;
        }
    out_ += '"';
    out_ += s;
    out_ += '"';
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
