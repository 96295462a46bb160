// XML's end-of-line handling (XML 1.0, section 2.11): a carriage return that no line feed
// follows ends a line, as a line feed does, and an XML processor reads it as one. The logs'
// readers count lines by their line feeds, so the returns of an XML text written with returns
// alone (an old Macintosh's) are made line feeds before it is read: its errors then name the
// lines an editor shows. A return before a line feed (Windows) is left as it is.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace bl {

// Rewrites as '\n' each '\r' of text[0, size - 1) that no '\n' follows. The last byte is left
// to the caller, who knows what comes after it (the next block read, or the text's end).
void lone_returns_to_newlines(char* text, size_t size);

// Whether a '\r' that ended the text read before stands alone, `next` being the text read after
// it (`size` bytes; none where the text ended): the caller of lone_returns_to_newlines, who left
// it, settles it so with the next read.
inline bool held_return_alone(const char* next, size_t size) { return size == 0 || *next != '\n'; }

// Whether `text`, whose end follows its last byte, has a '\r' that no '\n' follows.
bool has_lone_return(std::string_view text);

// `text`, whose end follows its last byte, with each such '\r' made '\n'.
std::string lone_returns_as_newlines(std::string text);

} // namespace bl
