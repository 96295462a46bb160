#include "report/text_wrap.h"

#include <algorithm>
#include <sstream>

namespace bl {

size_t display_width(const std::string& s) {
    return size_t(std::count_if(
        s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::vector<std::string> wrap_words(const std::string& text, size_t width,
                                    const std::string& indent, const std::string& first) {
    std::istringstream words(text);
    std::vector<std::string> out;
    std::string line, word;
    const auto lead = [&] { return out.empty() && !first.empty() ? first : indent; };
    while (words >> word) {
        const size_t used = display_width(lead()) + display_width(line);
        if (!line.empty() && width > 0 && used + 1 + display_width(word) > width) {
            out.push_back(lead() + line);
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty() || out.empty()) out.push_back(lead() + line);
    return out;
}

std::string wrap_lines(const std::string& text, size_t width) {
    std::istringstream lines(text);
    std::string out;
    for (std::string line; std::getline(lines, line);) {
        if (!line.empty() && line[0] == KEEP_LINE) {
            out += line.substr(1) + "\n";
            continue;
        }
        const size_t indent = std::min(line.find_first_not_of(' '), line.size());
        if (width == 0 || display_width(line) <= width || indent == line.size()) {
            out += line + "\n";
            continue;
        }
        // A paragraph at the margin (a title, a story) goes on at the margin; an indented one
        // hangs two further in. A deep indent on a narrow screen would leave no room for
        // words: at most a third of the width.
        const size_t more = indent == 0 ? 0 : std::min(indent + 2, std::max<size_t>(2, width / 3));
        for (const std::string& l : wrap_words(line.substr(indent), width, std::string(more, ' '),
                                               std::string(indent, ' ')))
            out += l + "\n";
    }
    return out;
}

} // namespace bl
