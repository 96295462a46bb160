// The checker's findings written out: as text for a person (one line a finding, compiler
// style, so an editor can jump to the table's line) or as JSON for tools.
#include "check/check.h"
#include "check/check_families.h"
#include "check/check_gate.h"

#include <cctype>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace bl {

namespace {

bool consecutive(const std::vector<std::string>& laws) {
    for (size_t i = 0; i < laws.size(); ++i) {
        if (laws[i].empty() || !std::all_of(laws[i].begin(), laws[i].end(), [](unsigned char c) { return std::isdigit(c); }))
            return false;
        if (i > 0 && std::stoi(laws[i]) != std::stoi(laws[i - 1]) + 1) return false;
    }
    return true;
}

std::string counts(int errors, int warnings, int infos) {
    const auto n = [](int k, const char* what) { return fmt::format("{} {}{}", k, what, k == 1 ? "" : "s"); };
    return n(errors, "error") + ", " + n(warnings, "warning") + fmt::format(", {} info", infos);
}

std::string line_text(const CodeCheck& c, const Finding& f) {
    std::string s = fmt::format("{}{}{}: {}: {} [{}", f.accepted.empty() ? "" : "accepted: ", c.file,
                                f.line > 0 ? fmt::format(":{}", f.line) : "", severity_name(f.severity), f.message, f.check);
    if (!f.laws.empty()) s += "; " + law_list(f.laws);
    if (!f.reading.empty()) s += "; reading " + f.reading;
    s += f.about == About::Code ? "; the printed code" : "; the table";
    if (!f.accepted.empty()) s += "; accepted: " + f.accepted;
    return s + "]\n";
}

std::string accepted_text(int accepted) {
    if (accepted == 0) return "";
    return fmt::format("; {} accepted (recorded in the tables with their reasons; --accepted lists them)", accepted);
}

} // namespace

Finding finding(Severity s, std::string check, std::vector<std::string> laws, std::string message, int line) {
    Finding f;
    f.severity = s;
    f.check = std::move(check);
    f.laws = std::move(laws);
    f.message = std::move(message);
    f.line = line;
    return f;
}

std::string law_list(const std::vector<std::string>& laws) {
    if (laws.empty()) return "no law";
    if (laws.size() == 1) return "Law " + laws.front();
    if (laws.size() > 2 && consecutive(laws)) return fmt::format("Laws {} to {}", laws.front(), laws.back());
    std::string s = "Laws ";
    for (size_t i = 0; i < laws.size(); ++i) s += (i == 0 ? "" : i + 1 == laws.size() ? " and " : ", ") + laws[i];
    return s;
}

std::string quote(const std::string& text, size_t width) {
    std::string s;
    for (char c : text) {
        const bool space = std::isspace(static_cast<unsigned char>(c));
        if (space && (s.empty() || s.back() == ' ')) continue;
        s += space ? ' ' : c;
    }
    while (!s.empty() && s.back() == ' ') s.pop_back();
    if (s.size() <= width) return s;
    const size_t cut = s.rfind(' ', width);
    return s.substr(0, cut == std::string::npos || cut < width / 2 ? width : cut) + " ...";
}

std::string check_text(const std::vector<CodeCheck>& checks) {
    std::string out;
    int e = 0, w = 0, i = 0, a = 0;
    for (const CodeCheck& c : checks) {
        out += fmt::format("{} ({}): {}{}\n", c.code, c.title,
                           counts(c.count(Severity::Error), c.count(Severity::Warning), c.count(Severity::Info)), accepted_text(c.accepted));
        for (const Finding& f : c.findings) out += "  " + line_text(c, f);
        for (const std::string& t : c.tables) out += "  table: " + t + "\n";
        e += c.count(Severity::Error), w += c.count(Severity::Warning), i += c.count(Severity::Info), a += c.accepted;
    }
    if (checks.size() > 1) out += fmt::format("{} codes checked: {}{}\n", checks.size(), counts(e, w, i), accepted_text(a));
    return out;
}

std::string check_json(const std::vector<CodeCheck>& checks) {
    nlohmann::json codes = nlohmann::json::array();
    std::map<std::string, int> total{{"error", 0}, {"warning", 0}, {"info", 0}, {"accepted", 0}};
    for (const CodeCheck& c : checks) {
        nlohmann::json findings = nlohmann::json::array();
        for (const Finding& f : c.findings) {
            nlohmann::json j = {{"severity", severity_name(f.severity)}, {"check", f.check},     {"laws", f.laws},
                                {"message", f.message},                {"about", about_name(f.about)}};
            if (!f.reading.empty()) j["reading"] = f.reading;
            if (f.line > 0) j["line"] = f.line;
            if (!f.accepted.empty()) j["accepted"] = f.accepted;
            findings.push_back(std::move(j));
            if (f.accepted.empty()) ++total[std::string(severity_name(f.severity))];
        }
        codes.push_back({{"code", c.code},
                         {"title", c.title},
                         {"file", c.file},
                         {"counts",
                          {{"error", c.count(Severity::Error)}, {"warning", c.count(Severity::Warning)}, {"info", c.count(Severity::Info)},
                           {"accepted", c.accepted}}},
                         {"findings", std::move(findings)}});
        if (!c.tables.empty()) codes.back()["tables"] = c.tables;
        total["accepted"] += c.accepted;
    }
    return nlohmann::json{{"codes", std::move(codes)}, {"counts", total}}.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

} // namespace bl
