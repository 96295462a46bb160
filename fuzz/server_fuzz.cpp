// libFuzzer target: the desk's request handler (src/server/api.h), as a client could call it.
// The first byte picks the method, the bytes up to the first newline are the path (and query,
// "a=b&c=d"), the rest the body. Every answer must be JSON with a status the API documents.
#include "server/api.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#ifndef BRIDGELAWS_FUZZ_LAWS_DIR
#define BRIDGELAWS_FUZZ_LAWS_DIR "laws"
#endif

namespace {

std::map<std::string, std::string> query_of(const std::string& q) {
    std::map<std::string, std::string> out;
    size_t at = 0;
    while (at < q.size()) {
        const size_t amp = std::min(q.find('&', at), q.size());
        const std::string pair = q.substr(at, amp - at);
        const size_t eq = pair.find('=');
        if (eq != std::string::npos) out[pair.substr(0, eq)] = pair.substr(eq + 1);
        at = amp + 1;
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    static const bl::Api api(bl::LawLibrary(BRIDGELAWS_FUZZ_LAWS_DIR), 64 * 1024);
    if (size == 0) return 0;
    static const char* const methods[] = {"GET", "POST", "PUT", "DELETE"};
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    const size_t nl = std::min(text.find('\n'), text.size());
    const std::string target = text.substr(0, nl);
    const size_t qmark = std::min(target.find('?'), target.size());
    bl::ApiRequest request{methods[data[0] % 4], target.substr(0, qmark),
                           query_of(qmark < target.size() ? target.substr(qmark + 1) : ""),
                           nl < text.size() ? text.substr(nl + 1) : ""};
    const bl::ApiResponse r = api.handle(request);
    if (r.status != 200 && r.status != 400 && r.status != 404 && r.status != 405 && r.status != 413)
        std::abort();
    if (r.content_type == "application/json" && !nlohmann::json::accept(r.body)) std::abort();
    return 0;
}
