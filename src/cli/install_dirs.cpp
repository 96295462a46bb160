#include "install_dirs.h"

#include <cstdlib>
#include <filesystem>

namespace bl::cli {

namespace fs = std::filesystem;

std::string installed_share_dir() {
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (ec) return {};
    // BRIDGELAWS_SHARE_FROM_BIN is the install's share folder relative to its bin folder.
    const fs::path share = (exe.parent_path() / BRIDGELAWS_SHARE_FROM_BIN).lexically_normal();
    return fs::is_directory(share / "laws", ec) ? share.string() : std::string{};
}

std::string default_laws_dir() {
    if (const char* env = std::getenv("BRIDGELAWS_LAWS"); env && *env) return env;
    const std::string share = installed_share_dir();
    return share.empty() ? std::string(BRIDGELAWS_SOURCE_LAWS) : share + "/laws";
}

std::string default_cases_dir() {
    std::error_code ec;
    if (fs::is_directory("cases", ec)) return "cases";
    const std::string share = installed_share_dir();
    return share.empty() ? std::string(BRIDGELAWS_SOURCE_CASES) : share + "/cases";
}

} // namespace bl::cli
