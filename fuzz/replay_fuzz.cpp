// libFuzzer target: the whole path a user's log takes: read, fold, rule, score, both reports.
// The codes are loaded once from the source tree; a log naming an unknown code is replayed
// under club-1904, so the fuzzer reaches the engine whatever it writes there.
#include "log/game_log.h"
#include "laws/lawbook.h"
#include "replay/replay.h"
#include "report/report.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <string>

#ifndef BRIDGELAWS_FUZZ_LAWS_DIR
#define BRIDGELAWS_FUZZ_LAWS_DIR "laws"
#endif

namespace {

const std::map<std::string, bl::Lawbook>& codes() {
    static const std::map<std::string, bl::Lawbook> books = [] {
        std::map<std::string, bl::Lawbook> out;
        const bl::LawLibrary lib(BRIDGELAWS_FUZZ_LAWS_DIR);
        for (const std::string& id : lib.ids()) {
            auto book = lib.load(id);
            if (!book) std::abort(); // the shipped tables must load: a broken build, not a finding
            out.emplace(id, std::move(*book));
        }
        return out;
    }();
    return books;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    auto log = bl::parse_log_yaml(text, "fuzz.yaml");
    if (!log) return 0;
    const auto& books = codes();
    auto it = books.find(log->code);
    if (it == books.end()) it = books.find("club-1904");
    auto report = bl::replay(*log, it->second);
    if (!report) return 0;
    const std::string json = bl::report_json(*report);
    const std::string text_report = bl::report_text(*report);
    return json.empty() || text_report.empty() ? 0 : 0;
}
