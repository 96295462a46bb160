// libFuzzer target: the XML game-log reader (docs/xml-log.md), through the same entry point
// as `bridgelaws replay`, which tells XML from YAML by the first character.
#include "log/log_file.h"
#include "log/log_xml.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto log = bl::parse_log_xml(text, "fuzz.xml");
    auto any = bl::parse_any_log(text, "fuzz.log");
    return log.ok() && any.ok() ? 0 : 0;
}
