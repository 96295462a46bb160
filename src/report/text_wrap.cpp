#include "report/text_wrap.h"

#include <algorithm>
#include <string_view>

namespace bl {

namespace {

size_t width_of(std::string_view s) {
    return size_t(std::count_if(
        s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// The white space `>>` would split words at (the classic locale's): the words are found by
// hand, not by a string stream, whose look-ups of the locale cost more than the wrapping.
bool blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

// The paragraph's lines, each given to `emit(lead, line)`. A report wraps every line of every
// deal: the widths are counted as the line grows, not again for each word.
template <class Emit>
void wrap_paragraph(std::string_view text, size_t width, std::string_view indent,
                    std::string_view first, Emit&& emit) {
    const size_t indent_width = width_of(indent), first_width = width_of(first);
    bool emitted = false;
    std::string line;
    size_t line_width = 0;
    const auto lead = [&] { return !emitted && !first.empty() ? first : indent; };
    const auto lead_width = [&] { return !emitted && !first.empty() ? first_width : indent_width; };
    for (size_t at = 0; at < text.size();) {
        while (at < text.size() && blank(text[at])) ++at;
        size_t end = at;
        while (end < text.size() && !blank(text[end])) ++end;
        if (end == at) break;
        const std::string_view word = text.substr(at, end - at);
        at = end;
        const size_t word_width = width_of(word);
        if (!line.empty() && width > 0 && lead_width() + line_width + 1 + word_width > width) {
            emit(lead(), line);
            emitted = true;
            line.clear();
            line_width = 0;
        }
        if (!line.empty()) line += ' ', ++line_width;
        line += word;
        line_width += word_width;
    }
    if (!line.empty() || !emitted) emit(lead(), line);
}

} // namespace

size_t display_width(const std::string& s) { return width_of(s); }

std::vector<std::string> wrap_words(const std::string& text, size_t width,
                                    const std::string& indent, const std::string& first) {
    std::vector<std::string> out;
    wrap_paragraph(text, width, indent, first, [&](std::string_view lead, const std::string& line) {
        std::string l(lead);
        out.push_back(l += line);
    });
    return out;
}

// The lines are found by hand, not by getline on a string stream: each deal of a text report
// is wrapped here, and the stream cost more than the wrapping.
std::string wrap_lines(const std::string& text, size_t width) {
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (size_t start = 0; start < text.size();) {
        const size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line(text.data() + start, end - start);
        start = end + 1;
        if (!line.empty() && line[0] == KEEP_LINE) {
            out.append(line.substr(1)) += '\n';
            continue;
        }
        const size_t indent = std::min(line.find_first_not_of(' '), line.size());
        if (width == 0 || width_of(line) <= width || indent == line.size()) {
            out.append(line) += '\n';
            continue;
        }
        // A paragraph at the margin (a title, a story) goes on at the margin; an indented one
        // hangs two further in. A deep indent on a narrow screen would leave no room for
        // words: at most a third of the width.
        const size_t more = indent == 0 ? 0 : std::min(indent + 2, std::max<size_t>(2, width / 3));
        wrap_paragraph(line.substr(indent), width, std::string(more, ' '), std::string(indent, ' '),
                       [&](std::string_view lead, const std::string& l) {
                           out.append(lead).append(l) += '\n';
                       });
    }
    return out;
}

} // namespace bl
