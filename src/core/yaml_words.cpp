#include "core/yaml_words.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

namespace bl {

namespace {

struct Line {
    std::string text;
    size_t indent = 0; // spaces before the first character
    size_t key = 0;    // where its key or value starts, past any "- " of a list item
    bool item = false; // it opens a list item ("- ")
    bool blank = true; // empty or a comment
};

Line read_line(std::string text) {
    if (!text.empty() && text.back() == '\r') text.pop_back();
    Line l;
    l.text = text;
    l.indent = std::min(text.find_first_not_of(' '), text.size());
    l.blank = l.indent == text.size() || text[l.indent] == '#';
    l.key = l.indent;
    while (l.key + 1 < text.size() && text[l.key] == '-' && text[l.key + 1] == ' ') {
        l.item = true;
        l.key = text.find_first_not_of(' ', l.key + 1);
        if (l.key == std::string::npos) l.key = text.size();
    }
    return l;
}

std::vector<Line> lines_of(const std::string& text) {
    std::vector<Line> out;
    size_t at = 0;
    while (at <= text.size()) {
        const size_t end = std::min(text.find('\n', at), text.size());
        out.push_back(read_line(text.substr(at, end - at)));
        at = end + 1;
    }
    return out;
}

// The nearest line above `n` (0-based) with something on it; -1 for none.
int line_above(const std::vector<Line>& lines, int n) {
    for (int i = n - 1; i >= 0; --i)
        if (!lines[size_t(i)].blank) return i;
    return -1;
}

// Whether a line above `n` starts its key or item at column `indent`: a place the line may
// line up with.
bool lines_up_with_above(const std::vector<Line>& lines, int n, size_t indent) {
    for (int i = n - 1; i >= 0; --i) {
        const Line& l = lines[size_t(i)];
        if (l.blank) continue;
        if (l.indent == indent || l.key == indent) return true;
    }
    return false;
}

bool ends_open(const Line& l) { // "key:" or "key: >-": its value follows on the next lines
    const size_t end = l.text.find_last_not_of(' ');
    if (end == std::string::npos) return false;
    const char last = l.text[end];
    return last == ':' || last == '|' || last == '>' || last == '-' || last == '[' || last == '{';
}

std::string column_words(size_t spaces) {
    return spaces == 0 ? "at the start of the line"
                       : fmt::format("after {} space{}", spaces, spaces == 1 ? "" : "s");
}

// An odd count of single quotes inside a value written in single quotes: "'it's'".
bool stray_single_quote(const std::string& text) {
    const size_t colon = text.find(": '");
    if (colon == std::string::npos) return false;
    int quotes = 0;
    for (size_t i = colon + 2; i < text.size(); ++i) quotes += text[i] == '\'';
    return quotes % 2 == 1 || text.find("'", colon + 3) < text.find_last_of('\'');
}

std::string indentation_problem(const std::vector<Line>& lines, int n) {
    const Line& here = lines[size_t(n)];
    const int above = line_above(lines, n);
    if (above < 0) return "";
    const Line& prev = lines[size_t(above)];
    if (here.indent > prev.key && !ends_open(prev))
        return fmt::format(
            "this line is indented more than the line above (it starts {}, line {} {}); "
            "the keys of one map start at the same place: move it back to line up "
            "with the line above, or give the line above a value of its own",
            column_words(here.indent), above + 1, column_words(prev.key));
    if (!lines_up_with_above(lines, n, here.indent))
        return fmt::format("this line starts {}, which lines up with no line above it; indent it "
                           "exactly as far as the other keys of its map (or the other \"- \" items "
                           "of its list)",
                           column_words(here.indent));
    return "";
}

std::string layout_problem(const std::vector<Line>& lines, int n) {
    const Line& here = lines[size_t(n)];
    if (stray_single_quote(here.text))
        return "a value in single quotes holds a single quote (an apostrophe), which ends it "
               "early: write the apostrophe twice ('it''s') or put the value in double quotes "
               "(\"it's\")";
    if (std::string why = indentation_problem(lines, n); !why.empty()) return why;
    const int above = line_above(lines, n);
    if (above >= 0) {
        const Line& prev = lines[size_t(above)];
        if (here.item && !prev.item && here.indent <= prev.indent)
            return "a list item (\"- \") among the keys of a map: indent the list under the key it "
                   "belongs to, or write it as a key \"name: value\"";
        if (!here.item && prev.item && here.indent == prev.indent)
            return "a key where the lines above are items of a list (\"- \"): begin it with \"- \" "
                   "to "
                   "make it a new item, or indent it under the item it belongs to";
    }
    return "";
}

// A "]" or "}" that closes nothing: on a line whose brackets do not pair up, the wrong one.
std::string unpaired_brackets(const std::string& text) {
    const auto count = [&](char c) { return std::count(text.begin(), text.end(), c); };
    if (count('[') == count(']') && count('{') == count('}')) return "";
    return fmt::format(
        "the brackets on this line do not pair up ({} \"[\" and {} \"]\", {} \"{{\" and "
        "{} \"}}\"): close each list opened with \"[\" with \"]\", and each map opened "
        "with \"{{\" with \"}}\"",
        count('['), count(']'), count('{'), count('}'));
}

std::string colon_in_value() {
    return "a colon followed by a space (\": \") inside a value, which YAML reads as a second key: "
           "put "
           "the whole value in quotes, e.g. title: \"Law 1: the rubber\"";
}

bool starts_with(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

std::string by_message(const std::string& m) {
    if (starts_with(m, "end of map flow"))
        return "a map opened with \"{\" is not closed with \"}\" before this point: close it, or "
               "put a value holding \"{\" in quotes";
    if (starts_with(m, "end of sequence flow"))
        return "a list opened with \"[\" is not closed with \"]\" before this point: close it, or "
               "put a value holding \"[\" in quotes";
    if (starts_with(m, "illegal flow end"))
        return "a \"]\" or \"}\" that closes nothing: remove it, or put the value in quotes";
    if (starts_with(m, "unknown escape"))
        return "a backslash (\\) in a value in double quotes: write it twice (\\\\), or put the "
               "value in single quotes";
    if (starts_with(m, "illegal EOF in scalar"))
        return "the file ends inside a quoted value: close the quotation mark";
    if (starts_with(m, "unknown token"))
        return "a value begins with a character YAML keeps for itself (@ or `): put the value in "
               "quotes";
    if (m.find("anchor") != std::string::npos || m.find("alias") != std::string::npos)
        return "a value begins with \"*\" or \"&\", which YAML reads as a reference to another "
               "part of the file: put the value in quotes";
    if (starts_with(m, "illegal block entry"))
        return "a list item (\"- \") on the line of its key: start the list on the next line, "
               "indented under the key";
    if (starts_with(m, "illegal character in scalar") ||
        starts_with(m, "unexpected character in block scalar"))
        return "a character that cannot stand here in a value: put the value in double quotes";
    if (m.find("directive") != std::string::npos)
        return "a line beginning with \"%\": put the value in quotes, or remove the line";
    return "";
}

} // namespace

std::string yaml_problem_in_words(const std::string& message, const std::string& text, int line) {
    const std::vector<Line> lines = lines_of(text);
    const bool on_a_line = line >= 1 && size_t(line) <= lines.size();
    if (on_a_line &&
        (starts_with(message, "illegal map value") || starts_with(message, "end of map") ||
         starts_with(message, "end of sequence")) &&
        !starts_with(message, "end of map flow") && !starts_with(message, "end of sequence flow")) {
        if (std::string why = layout_problem(lines, line - 1); !why.empty()) return why;
        if (starts_with(message, "illegal map value")) return colon_in_value();
    }
    if (on_a_line && starts_with(message, "illegal flow end"))
        if (std::string why = unpaired_brackets(lines[size_t(line - 1)].text); !why.empty())
            return why;
    if (std::string why = by_message(message); !why.empty()) return why;
    return "the lines here are not laid out as YAML: check this line and the line above for "
           "indentation that does not line up, a missing or extra quotation mark, and a \": \" "
           "inside a value (put such a value in quotes)";
}

} // namespace bl
