// What every strict XML reader here shares (the XML counterpart of yaml_reader.h): the text is
// parsed in place, so every element, attribute and text keeps its offset in the file, and a
// failure names the file, line and column. Elements and attributes whose name begins with
// "x-" (tools' own notes) or holds a colon (another namespace) are allowed everywhere.
#pragma once

#include "core/error.h"

#include <pugixml.hpp>

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace bl {

class XmlReader {
  public:
    // `text` is read where it stands: it must outlive the reader.
    XmlReader(std::string file, std::string_view text);
    XmlReader(const XmlReader&) = delete; // the document points into buffer_
    XmlReader& operator=(const XmlReader&) = delete;

    // Parses the text; an Error ("not valid XML: ...") at the place pugixml stopped: where the
    // text is cut short, which element it ends inside and how to close it; where an end tag
    // closes the wrong element, which one is open.
    std::optional<Error> parse();
    // The text is a part of a larger one, inside these elements (outermost first): a text cut
    // short is told to close them too (a deal cut from a log: {"log"}).
    void enclosed_by(std::vector<std::string> names) { enclosing_ = std::move(names); }
    pugi::xml_node root() const { return doc_.document_element(); }
    pugi::xml_node document() const { return doc_; }

    [[noreturn]] void fail(pugi::xml_node at, const std::string& message) const;
    [[noreturn]] void fail(pugi::xml_attribute at, const std::string& message) const;
    [[noreturn]] void fail_at(const char* at, const std::string& message) const;

    // An attribute that must be there; `hint` says what would be right.
    pugi::xml_attribute required(pugi::xml_node n, const char* name, const std::string& hint) const;
    // Fails on an attribute not listed (tools' notes and namespaced names aside).
    void only_attributes(pugi::xml_node n, std::initializer_list<const char*> names) const;
    // Fails on text directly inside `n`, where only child elements carry meaning; `hint` says
    // where the text belongs.
    void no_text(pugi::xml_node n, const std::string& hint) const;
    // Whether an element or attribute name is a tool's note or another namespace's.
    static bool ignored(const char* name);

    // The text of an element with no child elements ("" when empty).
    std::string text(pugi::xml_node n) const;
    // Where a node or attribute stands, the place of the element when a text has none.
    std::pair<int, int> place(pugi::xml_node n) const;
    const std::string& file() const { return file_; }
    // Where a character of a parsed name, value or text stands; exact up to its first escape.
    std::pair<int, int> place_of(const char* at) const;

  private:
    std::pair<int, int> line_column(size_t offset) const;
    std::string failure(const pugi::xml_parse_result& r) const;
    std::vector<std::string> enclosing_;
    std::string file_;
    // The last place asked for: the events of a log are asked for in order, so the next answer
    // is found by counting on from there, and the whole file is counted once.
    mutable size_t cursor_ = 0;
    mutable int cursor_line_ = 1;
    mutable size_t cursor_line_start_ = 0;
    std::string_view original_; // as read, for lines and columns
    std::string buffer_;        // parsed in place: names and values point into it
    pugi::xml_document doc_;
};

} // namespace bl
