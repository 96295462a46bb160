// bridgelaws cases run [PATH...] [--update], cases coverage [CODE] [PATH...] and cases lint [PATH...]
#include "teach/case_file.h"
#include "teach/case_lint.h"
#include "command.h"
#include "install_dirs.h"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <set>

namespace bl::cli {
namespace {

struct CasesArgs {
    std::vector<std::string> paths;
    bool update = false;
    std::string code;
    std::vector<std::string> readings;
};

std::vector<std::string> paths_or_default(const std::vector<std::string>& p) {
    return case_files(p.empty() ? std::vector<std::string>{default_cases_dir()} : p);
}

int run_cases(const CasesArgs& a, const LawLibrary& lib) {
    if (!a.code.empty()) {
        if (auto book = lib.load(a.code); !book) {
            Error e = book.error();
            if (e.file.empty()) e.file = "--code"; // the command line named it, not a file
            return fail(e);
        }
    }
    int passed = 0, failed = 0;
    for (const std::string& file : paths_or_default(a.paths)) {
        auto c = read_case(file);
        if (!c) return fail(c.error());
        const auto outcomes = run_case(*c, lib);
        for (const CaseOutcome& o : outcomes) {
            if (!a.code.empty() && o.code != a.code) continue;
            (o.passed ? passed : failed)++;
            std::cout << fmt::format("{} {} [{}] {}\n", o.passed ? "PASS" : "FAIL", file, o.code, c->name);
            for (const std::string& d : o.differences) std::cout << "     " << d << "\n";
        }
        // A code whose replay failed has no report to write: the case keeps its expectations.
        const bool replayed = std::all_of(outcomes.begin(), outcomes.end(), [](const CaseOutcome& o) { return !o.actual.is_null(); });
        if (a.update && !replayed) std::cout << "     not updated: the log could not be replayed under every code\n";
        if (a.update && replayed) {
            auto done = rewrite_expectations(file, expectation_yaml(*c, outcomes));
            if (!done) return fail(done.error());
        }
    }
    std::cout << fmt::format("{} passed, {} failed\n", passed, failed);
    if (passed + failed == 0) {
        std::cerr << "bridgelaws: no case ran: " << (a.code.empty() ? "no case file here" : "no case here is ruled under " + a.code) << "\n";
        return 1;
    }
    return failed == 0 || a.update ? 0 : 1;
}

// `cases lint`: the mechanical checklist (docs/cases.md); exit 1 on any finding.
int lint_cases(const CasesArgs& a, const LawLibrary& lib) {
    std::map<LintKind, int> by_kind;
    int files = 0;
    for (const std::string& file : paths_or_default(a.paths)) {
        auto c = read_case(file);
        if (!c) return fail(c.error());
        ++files;
        for (const LintFinding& f : lint_case(*c, run_case(*c, lib), lib)) {
            std::cout << describe(f) << "\n";
            ++by_kind[f.kind];
        }
    }
    int total = 0;
    std::string kinds;
    for (const auto& [kind, n] : by_kind) {
        total += n;
        kinds += fmt::format("{}{} {}", kinds.empty() ? "" : ", ", n, lint_kind_name(kind));
    }
    std::cout << fmt::format("{} case(s), {} finding(s){}\n", files, total, kinds.empty() ? "" : ": " + kinds);
    return total == 0 ? 0 : 1;
}

// The laws a code gives structured meaning to: cited by a rule that provides for the situation
// (a penalty or no penalty; a no-provision rule records only the code's silence).
std::set<std::string> structured_laws(const Lawbook& b) {
    std::set<std::string> out;
    for (const Rule& r : b.rules)
        if (r.provision != Provision::NoProvision) out.insert(r.laws.begin(), r.laws.end());
    return out;
}

int run_coverage(const CasesArgs& a, const LawLibrary& lib) {
    std::map<std::string, std::map<std::string, std::set<std::string>>> reached; // code -> law -> cases
    for (const std::string& file : paths_or_default(a.paths)) {
        auto c = read_case(file);
        if (!c) return fail(c.error());
        for (const CaseOutcome& o : run_case(*c, lib)) {
            if (o.actual.is_null()) continue;
            for (const auto& d : o.actual["deals"]) {
                for (const auto& r : d["rulings"])
                    for (const auto& law : r["laws"]) reached[o.code][law.get<std::string>()].insert(file);
                for (const auto& l : d["score_lines"])
                    for (const auto& law : l["laws"]) reached[o.code][law.get<std::string>()].insert(file);
            }
        }
    }
    const std::vector<std::string> codes =
        a.code.empty() ? lib.ids() : std::vector<std::string>{a.code};
    for (const std::string& id : codes) {
        auto book = lib.load(id);
        if (!book) return fail(book.error());
        const auto laws = structured_laws(*book);
        std::vector<std::string> unreached;
        std::cout << fmt::format("{}: {} laws with structured meaning\n", id, laws.size());
        for (const Law& l : book->laws) {
            if (!laws.count(l.number)) continue;
            const auto& cases = reached[id][l.number];
            if (cases.empty()) unreached.push_back(l.number);
            else std::cout << fmt::format("  Law {:<4} {} case(s): {}\n", l.number, cases.size(), *cases.begin() + (cases.size() > 1 ? ", ..." : ""));
        }
        std::cout << fmt::format("  unreached ({}):", unreached.size());
        for (const std::string& n : unreached) std::cout << " " << n;
        std::cout << "\n";
    }
    return 0;
}

const Registration cases_command(40, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<CasesArgs>();
    auto mode = std::make_shared<std::string>();
    auto* cs = app.add_subcommand("cases", "Teaching cases: run them under every code they name, or show which laws they reach");
    cs->require_subcommand(1);
    auto* run = cs->add_subcommand("run", "Run the cases (default: cases/ here, else the installed ones); one line per case and code, then a summary");
    run->add_option("paths", args->paths, "Case files or folders");
    run->add_flag("--update", args->update, "Rewrite each case's expectations from the engine, for review");
    run->add_option("--code", args->code, "Only this code");
    add_reading_option(run, args->readings);
    run->callback([mode] { *mode = "run"; });
    auto* cov = cs->add_subcommand("coverage", "For each law with structured meaning, the cases that reach it");
    cov->add_option("code", args->code, "Only this code");
    cov->add_option("--cases", args->paths, "Case files or folders (default: cases/ here, else the installed ones)");
    cov->callback([mode] { *mode = "coverage"; });
    auto* lint = cs->add_subcommand("lint", "Check the cases' prose: answers given away, quotations cut short, laws cited but not used, OCR marks, modern terms, levels");
    lint->add_option("paths", args->paths, "Case files or folders");
    lint->callback([mode] { *mode = "lint"; });
    return [args, mode, &ctx] {
        const LawLibrary lib = ctx.library(args->readings, false);
        if (*mode == "lint") return lint_cases(*args, lib);
        return *mode == "run" ? run_cases(*args, lib) : run_coverage(*args, lib);
    };
});

} // namespace
} // namespace bl::cli
