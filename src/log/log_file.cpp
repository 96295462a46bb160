#include "log/log_file.h"

#include "log/log_xml.h"
#include "core/yaml_reader.h"

namespace bl {

LogFormat sniff_log_format(std::string_view text) {
    if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
    const size_t first = text.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && text[first] == '<' ? LogFormat::Xml : LogFormat::Yaml;
}

Result<GameLog> parse_any_log(const std::string& text, const std::string& file, LogExtras extras) {
    return sniff_log_format(text) == LogFormat::Xml ? parse_log_xml(text, file)
                                                    : parse_log_yaml(text, file, extras);
}

Result<GameLog> read_any_log(const std::string& path) {
    auto text = read_file(path);
    if (!text) return text.error();
    return parse_any_log(*text, input_name(path));
}

} // namespace bl
