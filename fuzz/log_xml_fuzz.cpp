// libFuzzer target: the XML game-log reader (docs/xml-log.md), through the same entry point
// as `bridgelaws replay`, which tells XML from YAML by the first character; and the plain deal
// reader (log/plain_deal_xml.h) against the XML reader: each <deal> the splitter cuts from the
// input that the plain reader reads must read the same through the XML reader, places included,
// and the same again read into the deal read before it.
#include "log/log_file.h"
#include "log/log_split.h"
#include "log/log_xml.h"
#include "log/plain_deal_xml.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>

namespace {

void plain_deals_read_alike(const std::string& text) {
    std::istringstream in(text);
    const auto splitter = bl::split_log(in, bl::LogFormat::Xml);
    bl::Deal reused; // each deal read into the one before, as a stream reads them
    for (bl::LogPiece p; splitter->next(p);) {
        if (!p.deal) continue;
        const std::optional<bl::Deal> plain = bl::read_plain_deal_xml(p.text);
        if (bl::read_plain_deal_xml(p.text, reused) != plain.has_value()) __builtin_trap();
        if (!plain) continue;
        if (!(reused == *plain)) __builtin_trap();
        const auto tree = bl::parse_deal_xml_tree(p.text, "fuzz.xml", 1);
        if (!tree || !(*tree == *plain)) __builtin_trap();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto log = bl::parse_log_xml(text, "fuzz.xml");
    auto any = bl::parse_any_log(text, "fuzz.log");
    plain_deals_read_alike(text);
    return log.ok() && any.ok() ? 0 : 0;
}
