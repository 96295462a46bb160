// The checker's findings as Markdown, to paste into an editor's note or a pull request: a table of
// counts, then each code's new findings, the table's mistakes apart from the code's flaws.
#include "check/check.h"
#include "check/check_families.h"

#include <fmt/format.h>

namespace bl {

namespace {

std::string item(const Finding& f) {
    std::string s = fmt::format("- **{}** `{}`", severity_name(f.severity), f.check);
    if (!f.laws.empty())
        s += " (" + law_list(f.laws) + (f.line > 0 ? fmt::format(", line {}", f.line) : "") + ")";
    else if (f.line > 0)
        s += fmt::format(" (line {})", f.line);
    s += ": " + f.message;
    if (!f.accepted.empty()) s += " *Accepted: " + f.accepted + "*";
    return s + "\n";
}

std::string section(const CodeCheck& c, const char* title, bool accepted, About about) {
    std::string body;
    for (const Finding& f : c.findings)
        if (f.accepted.empty() != accepted && (accepted || f.about == about)) body += item(f);
    return body.empty() ? "" : fmt::format("\n### {}\n\n{}", title, body);
}

} // namespace

std::string check_markdown(const std::vector<CodeCheck>& checks) {
    std::string out = "# bridgelaws check\n\n| code | errors | warnings | info | accepted |\n| --- "
                      "| --- | --- | --- | --- |\n";
    for (const CodeCheck& c : checks)
        out += fmt::format("| {} | {} | {} | {} | {} |\n", c.code, c.count(Severity::Error),
                           c.count(Severity::Warning), c.count(Severity::Info), c.accepted);
    for (const CodeCheck& c : checks) {
        out += fmt::format("\n## {} ({})\n", c.code, c.title);
        const std::string table = section(c, "Mistakes in the table", false, About::Table);
        const std::string code = section(c, "Flaws of the printed code", false, About::Code);
        out += table + code + section(c, "Accepted (recorded in the table)", true, About::Code);
        if (table.empty() && code.empty()) out += "\nNo new finding.\n";
        for (const std::string& t : c.tables) out += "\n    " + t + "\n";
    }
    return out;
}

} // namespace bl
