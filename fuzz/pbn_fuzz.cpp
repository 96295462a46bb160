// libFuzzer target: the PBN importer (src/pbn.h), and the log it makes written back as YAML.
#include "log/log_writer.h"
#include "pbn/pbn.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto imported = bl::parse_pbn(text, "fuzz.pbn");
    if (!imported) return 0;
    return bl::write_log_yaml(imported->log, imported->notes).empty() ? 0 : 0;
}
