// What is open where an XML text stops: the elements not yet closed and the markup the text ends
// inside. pugixml says only "start-end tags mismatch" both for a file cut short (a copy broken
// off, a log still being written) and for an end tag that closes the wrong element; this scan,
// made only once pugixml has failed, tells the two apart so that the error can say which element
// is open and how to close it (xml_reader.cpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace bl {

struct XmlOpenElement {
    std::string_view name;
    size_t at = 0; // the offset of its '<'
};

struct XmlOpenScan {
    // The elements open where the scan stopped, the outermost first.
    std::vector<XmlOpenElement> open;
    // The scan stopped at this end tag, which closes another element than the innermost open
    // one (or closes one where none is open).
    std::optional<XmlOpenElement> wrong_end;
    // The text ends inside markup: what it is ("start tag", "end tag", "comment", "CDATA
    // section", "processing instruction", "declaration"), its element's name for a tag, and
    // where it begins. Empty `unfinished` where the text ends between markup.
    std::string_view unfinished, unfinished_name;
    size_t unfinished_at = 0;
    std::string_view unfinished_end; // what would finish it: "-->", "]]>", "?>" or ">"

    // Whether the text stops before its end for no reason but that it ends: no wrong end tag,
    // and an element or a piece of markup still open at the end.
    bool ends_open() const { return !wrong_end && (!unfinished.empty() || !open.empty()); }
};

// Scans the markup of `text` from its start: tags, comments, CDATA sections, processing
// instructions and declarations; quoted attribute values are passed over whole.
XmlOpenScan scan_open_elements(std::string_view text);

} // namespace bl
