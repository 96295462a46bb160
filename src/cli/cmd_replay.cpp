// bridgelaws replay LOG... [--code ID[,ID...]] [--format text|json|html|summary|summary-json]
#include "command.h"
#include "core/yaml_reader.h"
#include "log/log_file.h"
#include "log/log_stream.h"
#include "replay/replay.h"
#include "report/report.h"
#include "report/report_html.h"
#include "terminal_width.h"
#include "report/summary.h"

#include <deque>
#include <iostream>

namespace bl::cli {
namespace {

struct ReplayArgs {
    std::vector<std::string> logs;
    std::vector<std::string> codes;
    std::string format = "text";
    bool units = false;
    std::vector<std::string> readings;
};

bool is_summary(const std::string& format) { return format == "summary" || format == "summary-json"; }

// The code's rule book; a code the log names that is unknown is reported against the log.
Result<Lawbook> book_for(const LawLibrary& lib, const std::string& code, const std::string& path, int line = 0) {
    if (code.empty()) return Error{path, 0, 0, "the log names no code; add \"code: ID\" (bridgelaws laws lists the codes) or pass --code"};
    auto book = lib.load(code);
    if (!book && book.error().file.empty()) {
        Error e = book.error();
        e.file = path;
        e.line = line;
        return e;
    }
    return book;
}

CodeCounts& counts_for(Summary& s, const std::string& code) {
    for (CodeCounts& c : s.codes)
        if (c.code == code) return c;
    return s.codes.emplace_back(code);
}

// One log streamed a deal at a time, each deal replayed under every code in step.
std::optional<Error> summarise(const std::string& path, const ReplayArgs& a, const LawLibrary& lib, Summary& sum) {
    auto stream = LogStream::open(path);
    if (!stream) return stream.error();
    const GameLog& header = (*stream)->header();
    const std::vector<std::string> codes = a.codes.empty() ? std::vector<std::string>{header.code} : a.codes;
    std::deque<Lawbook> books; // replayers keep a reference: the books must not move
    std::vector<Replayer> replayers;
    for (const std::string& code : codes) {
        auto book = book_for(lib, code, input_name(path), a.codes.empty() ? header.code_line : 0);
        if (!book) return book.error();
        if (auto bad = PlayerRubber::check_log(book->params, header)) return bad;
        books.push_back(std::move(*book));
        replayers.emplace_back(books.back(), header, Replayer::Options{.explain = false, .keep_rubbers = false});
        counts_for(sum, code);
    }
    ++sum.logs;
    for (Deal deal;;) {
        auto more = (*stream)->next(deal);
        if (!more) return more.error();
        if (!*more) break;
        ++sum.deals;
        sum.events += (long long)(deal.events.size() + deal.during_deal.size());
        for (size_t i = 0; i < replayers.size(); ++i) {
            if (auto e = replayers[i].add(deal)) return e;
            counts_for(sum, codes[i]).add(replayers[i].current());
        }
    }
    for (const std::string& code : codes) counts_for(sum, code).close();
    return std::nullopt;
}

int run_summary(const ReplayArgs& a, const LawLibrary& lib) {
    Summary sum;
    for (const std::string& path : a.logs)
        if (auto e = summarise(path, a, lib, sum)) return fail(*e);
    std::cout << (a.format == "summary" ? summary_text(sum) : summary_json(sum));
    return 0;
}

int run_replay(const ReplayArgs& a, const LawLibrary& lib) {
    if (is_summary(a.format)) return run_summary(a, lib);
    if (a.codes.size() > 1) return fail({"", 0, 0, "--code names one code, except with --format summary"});
    // Everything is read and ruled before anything is printed: bad input prints nothing.
    std::string out;
    std::vector<std::string> jsons;
    HtmlReport html;
    for (const std::string& path : a.logs) {
        auto log = read_any_log(path);
        if (!log) return fail(log.error());
        auto book = book_for(lib, !a.codes.empty() ? a.codes.front() : log->code, input_name(path), a.codes.empty() ? log->code_line : 0);
        if (!book) return fail(book.error());
        auto report = replay(*log, *book);
        if (!report) return fail(report.error());
        report->in_units = a.units;
        if (a.format == "json") jsons.push_back(report_json(*report));
        else if (a.format == "html") html.add(*report);
        else out += report_text(*report, output_width());
    }
    if (a.format == "html") out = html.str();
    if (a.format == "json") {
        if (jsons.size() == 1) {
            out = jsons.front();
        } else {
            out = "[\n";
            for (size_t i = 0; i < jsons.size(); ++i)
                out += jsons[i].substr(0, jsons[i].size() - 1) + (i + 1 < jsons.size() ? ",\n" : "\n");
            out += "]\n";
        }
    }
    std::cout << out;
    return 0;
}

const Registration reg(10, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<ReplayArgs>();
    auto* rp = app.add_subcommand("replay", "Replay game logs: the play, every ruling, the score and the rubber");
    rp->add_option("logs", args->logs, "Game log files (YAML or XML); - for standard input")->required();
    rp->add_option("--code", args->codes, "Code of laws to apply (overrides the log's code); with --format summary, several: ID,ID")
        ->delimiter(',');
    rp->add_flag("--units", args->units, "Also settle the rubber in units of ten points (Badsworth: five and over count one)");
    rp->add_option("--format", args->format, "Output format")->check(CLI::IsMember({"text", "json", "html", "summary", "summary-json"}));
    add_reading_option(rp, args->readings);
    return [args, &ctx] { return run_replay(*args, ctx.library(args->readings, true)); };
});

} // namespace
} // namespace bl::cli
