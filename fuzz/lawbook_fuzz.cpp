// libFuzzer target: the law-table loader (one table, as read from YAML, overlays unresolved).
#include "laws/lawbook.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto book = bl::parse_lawbook_yaml(text, "fuzz.yaml");
    if (book) return book->rules.empty() ? 0 : 0;
    return 0;
}
