#include "core/xml_reader.h"

#include "core/line_ends.h"
#include "core/xml_open_elements.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace bl {

namespace {

// pugixml describes a failure with a capital letter; it follows "not valid XML: " here.
std::string lowercase_first(std::string s) {
    if (!s.empty()) s[0] = char(std::tolower(static_cast<unsigned char>(s[0])));
    return s;
}

std::string_view without_bom(std::string_view text) {
    if (text.size() >= 3 && text[0] == '\xEF' && text[1] == '\xBB' && text[2] == '\xBF')
        text.remove_prefix(3);
    return text;
}

// The closing tags of `open` (outermost first), the innermost first: "</events></deal></log>".
std::string closers(const std::vector<std::string_view>& open) {
    std::string s;
    for (auto n = open.rbegin(); n != open.rend(); ++n) s += "</" + std::string(*n) + ">";
    return s;
}

// A text that stops only because it ends (a copy broken off, a log still being written): where
// it ends and how to finish it, from the scan of what is open there.
std::string cut_short(const XmlOpenScan& scan, std::vector<std::string_view> open) {
    for (const XmlOpenElement& e : scan.open) open.push_back(e.name);
    std::string where, fix;
    const std::string name(scan.unfinished_name);
    if (scan.unfinished.ends_with("tag") && name.empty()) {
        where = "inside a tag, before its name"; // a '<' or '</' last
        fix = "remove the unfinished tag" +
              (open.empty() ? std::string() : " and end the file with " + closers(open));
    } else if (scan.unfinished == "start tag") {
        where = "inside the start tag of <" + name + ">";
        open.push_back(scan.unfinished_name);
        fix = "finish that tag and end the file with " + closers(open);
    } else if (scan.unfinished == "end tag") {
        where = "inside the end tag </" + name + ">";
        if (!open.empty() && open.back() == scan.unfinished_name) open.pop_back();
        fix = "finish that tag with \"" + std::string(scan.unfinished_end) + "\"" +
              (open.empty() ? std::string() : " and end the file with " + closers(open));
    } else if (!scan.unfinished.empty()) {
        where = "inside a " + std::string(scan.unfinished);
        fix = "end the " + std::string(scan.unfinished) + " with \"" +
              std::string(scan.unfinished_end) + "\"" +
              (open.empty() ? std::string() : " and the file with " + closers(open));
    } else {
        where = "inside <" + std::string(open.back()) + ">, before its end tag";
        fix = "end it with " + closers(open);
    }
    return "the file ends " + where +
           ": it looks cut short. Copy it again from where it came, or " + fix;
}

// An end tag that closes another element than the one open where it stands.
std::string wrong_end(const XmlOpenScan& scan) {
    const std::string name(scan.wrong_end->name);
    if (scan.open.empty()) return "</" + name + "> closes no element: none is open here; remove it";
    const std::string open(scan.open.back().name);
    for (const XmlOpenElement& e : scan.open)
        if (e.name == scan.wrong_end->name)
            return "</" + name + "> comes while <" + open + "> is still open: close <" + open +
                   "> first, with </" + open + ">";
    return "</" + name + "> closes no element open here (<" + open + "> is open): did you mean </" +
           open + ">?";
}

} // namespace

std::string XmlReader::failure(const pugi::xml_parse_result& r) const {
    const XmlOpenScan scan = scan_open_elements(original_);
    const size_t offset = size_t(std::max<ptrdiff_t>(r.offset, 0));
    // pugixml stops at the end tag the scan stopped at (within its name), not elsewhere.
    if (r.status == pugi::status_end_element_mismatch && scan.wrong_end &&
        offset >= scan.wrong_end->at &&
        offset <= scan.wrong_end->at + scan.wrong_end->name.size() + 3)
        return wrong_end(scan);
    // pugixml stops within what was left open, not before it at some other fault.
    if (scan.ends_open() &&
        offset >= (scan.unfinished.empty() ? scan.open.back().at : scan.unfinished_at))
        return cut_short(scan, {enclosing_.begin(), enclosing_.end()});
    return lowercase_first(r.description());
}

XmlReader::XmlReader(std::string file, std::string_view text)
    : file_(std::move(file)), original_(without_bom(text)), buffer_(original_) {}

std::optional<Error> XmlReader::parse() {
    // In place, so that names and values keep their offsets in the text (pugixml unescapes and
    // normalises line ends within a value, never before its first character). Comments are
    // kept: the log reader carries them (convert loses none).
    const pugi::xml_parse_result r =
        doc_.load_buffer_inplace(buffer_.data(), buffer_.size(),
                                 pugi::parse_default | pugi::parse_comments, pugi::encoding_utf8);
    if (r.status == pugi::status_no_document_element)
        return Error{file_, 0, 0, "the file has no XML element"};
    if (!r) {
        const auto [line, column] = line_column(size_t(std::max<ptrdiff_t>(r.offset, 0)));
        return Error{file_, line, column, "not valid XML: " + failure(r)};
    }
    // pugixml reads on past the root's end; XML has one root (1.0, section 2.1), and a reader
    // of the first alone would lose the rest without a word (two logs put in one file).
    for (pugi::xml_node n = root().next_sibling(); n; n = n.next_sibling())
        if (n.type() == pugi::node_element) {
            const auto [line, column] = place(n);
            const std::string name = n.name(), first = root().name();
            return Error{file_, line, column,
                         "not valid XML: <" + name + "> after the end of <" + first +
                             ">: a file holds one root element, all else inside it. Two logs put "
                             "in one file? Keep each in a file of its own (replay takes several "
                             "files at once)"};
        }
    return std::nullopt;
}

std::pair<int, int> XmlReader::line_column(size_t offset) const {
    offset = std::min(offset, original_.size());
    if (offset < cursor_) cursor_ = 0, cursor_line_ = 1, cursor_line_start_ = 0; // back: count from the top
    // The lines between counted in one pass (a log has a line an event: a search per line
    // cost more than the reading of the event), then the last of them found from the end.
    const std::string_view between = original_.substr(cursor_, offset - cursor_);
    if (const size_t lines = line_ends(between); lines > 0) {
        cursor_line_ += int(lines);
        cursor_line_start_ = cursor_ + between.rfind('\n') + 1;
    }
    cursor_ = offset;
    return {cursor_line_, column_after(original_.substr(cursor_line_start_, offset - cursor_line_start_))};
}

std::pair<int, int> XmlReader::place(pugi::xml_node n) const {
    const char* begin = buffer_.data();
    const char* end = begin + buffer_.size();
    for (; n; n = n.parent()) {
        if (n.type() == pugi::node_element) {
            const char* name = n.name();
            if (name > begin && name < end) return line_column(size_t(name - begin - 1)); // its '<'
        } else if (n.type() == pugi::node_pcdata || n.type() == pugi::node_cdata) {
            const char* value = n.value();
            if (value >= begin && value < end) {
                while (*value == ' ' || *value == '\t' || *value == '\n' || *value == '\r') ++value;
                return line_column(size_t(value - begin));
            }
        }
    }
    return {0, 0};
}

std::pair<int, int> XmlReader::place_of(const char* at) const {
    const char* begin = buffer_.data();
    const bool inside = at >= begin && at < begin + buffer_.size();
    return inside ? line_column(size_t(at - begin)) : std::pair{0, 0};
}

void XmlReader::fail_at(const char* at, const std::string& message) const {
    const auto [line, column] = place_of(at);
    throw InputError({file_, line, column, message});
}

void XmlReader::fail(pugi::xml_node at, const std::string& message) const {
    const auto [line, column] = place(at);
    throw InputError({file_, line, column, message});
}

void XmlReader::fail(pugi::xml_attribute at, const std::string& message) const {
    // The value's first character; an empty value may not point into the text, its name does.
    const char* begin = buffer_.data();
    const char* value = at.value();
    fail_at(value >= begin && value < begin + buffer_.size() ? value : at.name(), message);
}

pugi::xml_attribute XmlReader::required(pugi::xml_node n, const char* name,
                                        const std::string& hint) const {
    const pugi::xml_attribute a = n.attribute(name);
    if (!a) fail(n, std::string("missing attribute \"") + name + "\": " + hint);
    return a;
}

bool XmlReader::ignored(const char* name) {
    return std::strncmp(name, "x-", 2) == 0 || std::strchr(name, ':');
}

void XmlReader::only_attributes(pugi::xml_node n, std::initializer_list<const char*> names) const {
    for (const pugi::xml_attribute a : n.attributes()) {
        // XML gives an attribute once (1.0, section 3.1); pugixml keeps both, and the reader
        // would take the first without a word.
        for (pugi::xml_attribute b = n.first_attribute(); b != a; b = b.next_attribute())
            if (std::strcmp(a.name(), b.name()) == 0)
                fail_at(a.name(), "<" + std::string(n.name()) + ">: attribute \"" + a.name() +
                                      "\" given twice; an element gives each attribute once: "
                                      "keep the one meant and remove the other");
        if (ignored(a.name()) || std::strcmp(a.name(), "xmlns") == 0) continue;
        if (std::any_of(names.begin(), names.end(), [&](const char* k) { return std::strcmp(a.name(), k) == 0; })) continue;
        std::string list;
        for (const char* k : names) list += (list.empty() ? "" : ", ") + std::string(k);
        const std::string expected = list.empty() ? "it takes none" : "expected " + list;
        fail_at(a.name(), "<" + std::string(n.name()) + ">: unknown attribute \"" + a.name() +
                              "\" (" + expected + ")");
    }
}

void XmlReader::no_text(pugi::xml_node n, const std::string& hint) const {
    for (const pugi::xml_node c : n.children())
        if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata)
            fail(c, "text directly inside <" + std::string(n.name()) + ">: " + hint);
}

std::string XmlReader::text(pugi::xml_node n) const {
    const pugi::xml_node only = n.first_child();
    if (only && !only.next_sibling() && only.type() == pugi::node_pcdata) return only.value(); // the usual case
    std::string out;
    for (const pugi::xml_node c : n.children()) {
        if (c.type() == pugi::node_element && !ignored(c.name()))
            fail(c, "<" + std::string(n.name()) + "> holds only text, not <" + c.name() + ">");
        if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) out += c.value();
    }
    return out;
}

} // namespace bl
