#include "core/xml_open_elements.h"

namespace bl {

namespace {

bool name_char(char c) {
    return c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '>' && c != '/' && c != '=' &&
           c != '"' && c != '\'';
}

std::string_view name_at(std::string_view text, size_t from) {
    size_t end = from;
    while (end < text.size() && name_char(text[end])) ++end;
    return text.substr(from, end - from);
}

// The end of a tag that begins at `lt`: the position after its '>', quoted values passed over
// whole; npos where the text ends first.
size_t tag_end(std::string_view text, size_t lt) {
    for (size_t i = lt + 1; i < text.size(); ++i) {
        if (text[i] == '>') return i + 1;
        if (text[i] == '"' || text[i] == '\'') {
            i = text.find(text[i], i + 1);
            if (i == std::string_view::npos) return i;
        }
    }
    return std::string_view::npos;
}

struct Special {
    std::string_view opening, closing, what;
};
constexpr Special SPECIALS[] = {{"<!--", "-->", "comment"},
                                {"<![CDATA[", "]]>", "CDATA section"},
                                {"<?", "?>", "processing instruction"},
                                {"<!", ">", "declaration"}};

} // namespace

XmlOpenScan scan_open_elements(std::string_view text) {
    XmlOpenScan scan;
    const auto unfinished = [&](std::string_view what, std::string_view name, size_t at,
                                std::string_view end) {
        scan.unfinished = what;
        scan.unfinished_name = name;
        scan.unfinished_at = at;
        scan.unfinished_end = end;
        return scan;
    };
    for (size_t lt = text.find('<'); lt != std::string_view::npos; lt = text.find('<', lt)) {
        const std::string_view rest = text.substr(lt);
        const Special* special = nullptr;
        for (const Special& s : SPECIALS)
            if (rest.substr(0, s.opening.size()) == s.opening) {
                special = &s;
                break;
            }
        if (special) {
            const size_t close = text.find(special->closing, lt + special->opening.size());
            if (close == std::string_view::npos)
                return unfinished(special->what, {}, lt, special->closing);
            lt = close + special->closing.size();
            continue;
        }
        const bool closing = rest.size() > 1 && rest[1] == '/';
        const XmlOpenElement tag{name_at(text, lt + (closing ? 2 : 1)), lt};
        const size_t end = tag_end(text, lt);
        if (end == std::string_view::npos)
            return unfinished(closing ? "end tag" : "start tag", tag.name, lt, ">");
        if (closing) {
            if (scan.open.empty() || scan.open.back().name != tag.name) {
                scan.wrong_end = tag;
                return scan;
            }
            scan.open.pop_back();
        } else if (text[end - 2] != '/') {
            scan.open.push_back(tag);
        }
        lt = end;
    }
    return scan;
}

} // namespace bl
