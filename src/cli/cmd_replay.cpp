// bridgelaws replay LOG... [--code ID[,ID...]] [--format text|json|jsonl|html|summary|summary-json]
#include "command.h"
#include "core/in_order.h"
#include "core/output_file.h"
#include "core/thread_apart.h"
#include "core/yaml_reader.h"
#include "log/log_file.h"
#include "log/log_stream.h"
#include "option_checks.h"
#include "progress.h"
#include "replay/deal_pipeline.h"
#include "replay/replay.h"
#include "report/report.h"
#include "report/report_stream.h"
#include "report/summary.h"
#include "terminal_width.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <deque>
#include <filesystem>
#include <iostream>
#include <thread>

#include <sys/stat.h>
#include <unistd.h>

namespace bl::cli {
namespace {

struct ReplayArgs {
    std::vector<std::string> logs;
    std::vector<std::string> codes;
    std::string format = "text";
    bool units = false;
    std::vector<std::string> readings;
    int jobs = int(std::max(1u, std::thread::hardware_concurrency()));
    std::string output; // -o: the report's file; empty for standard output
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

// A log replayed under laws other than those it names may meet a move those laws do not allow:
// the error says under which code, so that the reader of a summary of several codes knows which.
Error under_code(Error e, const std::string& code, const GameLog& header) {
    if (code != header.code && e.kind == Error::Kind::BadInput)
        e.message += " (replayed under " + code + "; the log names " +
                     (header.code.empty() ? std::string("no code") : header.code) + ")";
    return e;
}

// One log streamed a deal at a time, each deal replayed under every code in step; with `jobs`
// above one, its deals read on that many threads (replay/deal_pipeline.h).
std::optional<Error> summarise_stream(LogStream& stream, const std::string& path,
                                      const ReplayArgs& a, const LawLibrary& lib, Summary& sum,
                                      const std::function<void()>& tick, size_t jobs) {
    const GameLog& header = stream.header();
    const std::vector<std::string> codes = a.codes.empty() ? std::vector<std::string>{header.code} : a.codes;
    std::deque<Lawbook> books; // replayers keep a reference: the books must not move
    std::vector<Replayer> replayers;
    for (const std::string& code : codes) {
        auto book = book_for(lib, code, input_name(path), a.codes.empty() ? header.code_line : 0);
        if (!book) return book.error();
        if (auto bad = PlayerRubber::check_log(book->params, header)) return bad;
        books.push_back(std::move(*book));
        replayers.emplace_back(books.back(), header, Replayer::Options{.explain = false, .keep_rubbers = false});
        sum.counts_for(code);
    }
    ++sum.logs;
    // `slot`: the deal folded ahead under every code (--jobs).
    const auto count = [&](const Deal& deal, PipelineSlot* slot = nullptr) -> std::optional<Error> {
        ++sum.deals;
        tick();
        sum.events += (long long)(deal.events.size() + deal.during_deal.size());
        for (size_t i = 0; i < replayers.size(); ++i) {
            Replayer::FoldedAhead* ahead = !slot    ? nullptr
                                           : i == 0 ? &slot->ahead
                                                    : &slot->also_ahead[i - 1];
            if (auto e = replayers[i].add(deal, ahead)) return under_code(*e, codes[i], header);
            sum.counts_for(codes[i]).add(replayers[i].current());
        }
        return std::nullopt;
    };
    if (jobs > 1) {
        // On the thread that read the deal: folded under each code, not the first alone.
        const auto fold_under_every_code = [&](PipelineSlot& s) {
            replayers[0].fold_ahead(s.deal, s.number, s.ahead);
            s.also_ahead.resize(replayers.size() - 1);
            for (size_t i = 1; i < replayers.size(); ++i)
                replayers[i].fold_ahead(s.deal, s.number, s.also_ahead[i - 1]);
        };
        const PipelineSteps steps{.prepare = fold_under_every_code,
                                  .replay = [&](PipelineSlot& s) { return count(s.deal, &s); },
                                  .make = {},
                                  .write = [](const PipelineSlot&, const std::string&) {}};
        if (auto e = run_pipeline(stream, jobs, steps)) return e;
    }
    for (Deal deal; jobs <= 1;) {
        auto more = stream.next(deal);
        if (!more) return more.error();
        if (!*more) break;
        if (auto e = count(deal)) return e;
    }
    for (const std::string& code : codes) sum.counts_for(code).close();
    return std::nullopt;
}

// The log summarised in one pass over its file where it can be (run_over_log); read again, its
// counts forgotten, where it cannot. `reading`: the log being read, while it is.
std::optional<Error> summarise(const std::string& path, const ReplayArgs& a, const LawLibrary& lib,
                               Summary& sum, const std::function<void()>& tick, LogStream** reading,
                               size_t jobs) {
    const Summary before = sum;
    auto e = run_over_log(
        path,
        [&](LogStream& stream) {
            if (reading) *reading = &stream;
            return summarise_stream(stream, path, a, lib, sum, tick, jobs);
        },
        [&] { sum = before; });
    if (reading) *reading = nullptr; // the stream is closed
    return e;
}

// How many logs past the next to finish (its report copied, its counts added) a thread may
// take, a thread: the reports waiting in memory are a bounded number however long the log that
// holds them up (each spool holds a megabyte, then goes to a temporary file), and logs of
// unequal lengths still keep every thread busy.
constexpr size_t LOGS_AHEAD_PER_JOB = 4;

// Several logs summarised on `jobs` threads, a log a thread (core/in_order.h), each into counts
// of its own, added to `sum` in the input's order: the same counts, in the same columns (the
// codes in the order the logs name them), as one log after the other. The first error in the
// input's order is returned.
std::optional<Error> summarise_in_parallel(const ReplayArgs& a, const LawLibrary& lib, Summary& sum,
                                           Progress& progress, std::atomic<size_t>& logs_done,
                                           size_t jobs) {
    const size_t count = a.logs.size();
    std::vector<Summary> parts(count);
    std::vector<std::optional<Error>> errors(count);
    std::atomic<long long> deals{0};
    const auto summarise_one = [&](size_t job, size_t k) {
        const auto tick = [&] { // the caller's thread tells the progress line how all go
            if ((++deals & 255) == 0 && job == 0) progress.at(deals);
        };
        errors[k] = summarise(a.logs[k], a, lib, parts[k], tick, nullptr, 1);
        ++logs_done;
        return !errors[k];
    };
    const auto add = [&](size_t k) {
        sum.add(parts[k]);
        parts[k] = Summary{};
        return true;
    };
    run_in_order(count, jobs, LOGS_AHEAD_PER_JOB * jobs, summarise_one, add);
    for (std::optional<Error>& e : errors)
        if (e) return e;
    return std::nullopt;
}

// -o naming one of the logs would put the report in the place of the log it is read from.
std::optional<Error> output_replaces_a_log(const ReplayArgs& a) {
    std::error_code ec;
    for (const std::string& path : a.logs)
        if (path != "-" && (path == a.output || std::filesystem::equivalent(path, a.output, ec)))
            return Error{"", 0, 0,
                         "-o " + a.output +
                             " is a log to replay: the report would take the place of the game "
                             "log; write it to another file"};
    return std::nullopt;
}

// The file of -o, opened before any log is read, so that a file that cannot be written is
// told at once rather than after a long archive; none for standard output.
std::optional<Error> open_output(const ReplayArgs& a, std::optional<FileReplacement>& file) {
    if (a.output.empty()) return std::nullopt;
    if (auto bad = output_replaces_a_log(a)) return bad;
    file.emplace(a.output);
    if (!file->buffer()) return file->commit();
    return std::nullopt;
}

int run_summary(const ReplayArgs& a, const LawLibrary& lib) {
    std::optional<FileReplacement> file;
    if (auto e = open_output(a, file)) return fail(*e);
    Summary sum;
    LogStream* reading = nullptr;
    std::atomic<size_t> logs_done{0};
    Progress progress("Counting", 0, [&] {
        const double share = reading ? reading->share_read() : 0.0;
        return (double(logs_done) + share) / double(a.logs.size());
    });
    // One log: its deals read on `--jobs` threads. Several: as many at once.
    const size_t jobs = size_t(std::max(a.jobs, 1));
    if (a.logs.size() > 1 && jobs > 1) {
        if (auto e = summarise_in_parallel(a, lib, sum, progress, logs_done, jobs)) return fail(*e);
    } else {
        const size_t deal_jobs = a.logs.size() == 1 ? jobs : 1;
        const auto tick = [&] { progress.deal(); };
        for (const std::string& path : a.logs) {
            if (auto e = summarise(path, a, lib, sum, tick, &reading, deal_jobs)) return fail(*e);
            ++logs_done;
        }
    }
    progress.finish();
    const std::string text = a.format == "summary" ? summary_text(sum) : summary_json(sum);
    if (!file) {
        std::cout << text;
        return 0;
    }
    file->write(text);
    if (auto e = file->commit()) return fail(*e);
    return 0;
}

Error read_back_error() {
    return write_error("a temporary file", errno,
                       "the report could not be read back whole; nothing more was written");
}

std::unique_ptr<ReportWriter> writer_for(const ReplayArgs& a, Spool& out) {
    if (a.format == "json") return json_writer(out, a.logs.size());
    if (a.format == "jsonl") return jsonl_writer(out);
    if (a.format == "html") {
        std::vector<std::string> titles; // the page's title names each log
        for (const std::string& path : a.logs) titles.push_back(input_name(path));
        return html_writer(out, titles);
    }
    return text_writer(out, a.output.empty() ? output_width() : 80); // a file: as to a pipe
}

// `undo`: the report begun anew (run_over_log), unset where it cannot be.
std::optional<Error> replay_streamed(const std::string& path, const ReplayArgs& a,
                                     const LawLibrary& lib,
                                     const std::unique_ptr<ReportWriter>& writer,
                                     const std::function<void()>& after_deal, LogStream** reading,
                                     size_t jobs, const std::function<void()>& undo) {
    const auto work = [&](LogStream& stream) -> std::optional<Error> {
        if (reading) *reading = &stream;
        const GameLog& header = stream.header();
        auto book = book_for(lib, !a.codes.empty() ? a.codes.front() : header.code,
                             input_name(path), a.codes.empty() ? header.code_line : 0);
        if (!book) return book.error();
        auto e = jobs > 1 ? stream_report_jobs(stream, *book, a.units, *writer, jobs, after_deal)
                          : stream_report(stream, *book, a.units, *writer, after_deal);
        if (e && !a.codes.empty()) return under_code(*e, a.codes.front(), header);
        return e;
    };
    return run_over_log(path, work, undo);
}

// One log read, ruled and written a deal at a time through `writer`. On an error, the error
// that reading the file whole gives comes first, as it did before the logs were streamed (the
// text before the code, the size of the file before its text): the same message for the same
// file, looked for only when something is wrong. `jobs`: the threads that read and write its
// deals (report_pipeline.cpp).
std::optional<Error> replay_log(const std::string& path, const ReplayArgs& a, const LawLibrary& lib,
                                const std::unique_ptr<ReportWriter>& writer,
                                const std::function<void()>& after_deal,
                                const std::function<void()>& undo, LogStream** reading = nullptr,
                                size_t jobs = 1) {
    auto e = replay_streamed(path, a, lib, writer, after_deal, reading, jobs, undo);
    if (reading) *reading = nullptr; // the stream is closed
    if (!e) return e;
    // A pipe cannot be read twice, and a file too large to read whole is only read a deal at a
    // time: then the first reading's error stands.
    std::error_code ec;
    if (path == "-" || !std::filesystem::is_regular_file(path, ec)) return e;
    if (std::filesystem::file_size(path, ec) > MAX_WHOLE_FILE_BYTES || ec) return e;
    if (auto whole = read_any_log(path); !whole) return whole.error();
    return e;
}

// The logs on `jobs` threads, a log a thread (core/in_order.h), each into its own writer and
// spool, copied into `out` in the input's order: the same text as one after the other. After
// bad input no further log is begun, and the first error in the input's order is returned.
std::optional<Error> replay_in_parallel(const ReplayArgs& a, const LawLibrary& lib, size_t jobs,
                                        Spool& out, Progress& progress,
                                        std::atomic<size_t>& logs_done) {
    const size_t count = a.logs.size();
    std::vector<std::unique_ptr<Spool>> parts(count);
    std::vector<std::optional<Error>> errors(count);
    std::atomic<long long> deals{0};
    const auto replay_one = [&](size_t job, size_t k) {
        parts[k] = std::make_unique<Spool>(size_t(1) << 20);
        std::unique_ptr<ReportWriter> writer;
        const auto begin = [&] {
            parts[k]->clear();
            writer = writer_for(a, *parts[k]);
            writer->start_at(k);
        };
        begin();
        const auto tick = [&] { // the caller's thread tells the progress line how all go
            if ((++deals & 255) == 0 && job == 0) progress.at(deals);
        };
        errors[k] = replay_log(a.logs[k], a, lib, writer, tick, begin);
        ++logs_done;
        return !errors[k];
    };
    std::optional<Error> unread;
    const auto copy = [&](size_t k) {
        const bool read_back = parts[k]->copy_to(out);
        parts[k].reset();
        if (!read_back) unread = read_back_error();
        return read_back;
    };
    run_in_order(count, jobs, LOGS_AHEAD_PER_JOB * jobs, replay_one, copy);
    for (std::optional<Error>& e : errors)
        if (e) return e;
    return unread;
}

// Whether standard output is one of the logs (`>> log.yaml`): written as it comes, the report
// would be read back as the log's text.
bool output_is_a_log(const ReplayArgs& a) {
    struct stat out {
    }, log{};
    if (::fstat(STDOUT_FILENO, &out) != 0) return true;
    for (const std::string& path : a.logs)
        if (path != "-" && ::stat(path.c_str(), &log) == 0 && log.st_dev == out.st_dev &&
            log.st_ino == out.st_ino)
            return true;
    return false;
}

// Each log read, ruled and written a deal at a time. The text waits in a spool (memory, then
// a temporary file) until every log has been read without error: bad input prints nothing.
// Where standard output is a file, the spool writes into it as it goes and cuts its text off
// again on bad input: the same file in the end, written once.
int run_replay(const ReplayArgs& a, const LawLibrary& lib) {
    if (is_summary(a.format)) return run_summary(a, lib);
    if (a.codes.size() > 1) return fail({"", 0, 0, "--code names one code, except with --format summary"});
    std::optional<FileReplacement> file;
    if (auto e = open_output(a, file)) return fail(*e);
    // The report goes through the spool to -o's temporary file, else to standard output.
    std::ostream to_file(file ? file->buffer() : nullptr);
    std::ostream& dest = file ? to_file : std::cout;
    Spool out;
    if (file || !output_is_a_log(a)) out.write_through(dest);
    auto writer = writer_for(a, out);
    // The first log's report can be begun anew (run_over_log): nothing is written before it.
    const auto begin_anew = [&] {
        out.clear();
        writer = writer_for(a, out);
    };
    std::atomic<size_t> done{0};  // logs done
    LogStream* reading = nullptr; // the log being read, read on this thread alone
    Progress progress("Replaying", 0, [&] {
        const double share = reading ? reading->share_read() : 0.0;
        return (double(done) + share) / double(a.logs.size());
    });
    const size_t jobs = std::min(size_t(std::max(a.jobs, 1)), a.logs.size());
    // One log: its deals read and written on `--jobs` threads, replayed in order on this one.
    const size_t deal_jobs = a.logs.size() == 1 ? size_t(std::max(a.jobs, 1)) : 1;
    if (jobs > 1) {
        if (auto e = replay_in_parallel(a, lib, jobs, out, progress, done)) return fail(*e);
    } else {
        for (const std::string& path : a.logs) {
            if (auto e = replay_log(
                    path, a, lib, writer, [&] { progress.deal(); },
                    done == 0 ? begin_anew : std::function<void()>{}, &reading, deal_jobs))
                return fail(*e);
            ++done;
        }
    }
    writer->finish();
    progress.finish();
    const bool copied = out.copy_to(dest);
    if (file)
        if (auto e = file->commit()) return fail(*e);
    if (!copied) return fail(read_back_error());
    return 0;
}

const Registration replay_command(10, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<ReplayArgs>();
    auto* rp = app.add_subcommand("replay", "Replay game logs: the play, every ruling, the score and the rubber");
    rp->add_option("logs", args->logs, "Game log files (YAML or XML); - for standard input")->required();
    rp->add_option("--code", args->codes, "Code of laws to apply (overrides the log's code); with --format summary, several: ID,ID")
        ->delimiter(',')
        ->allow_extra_args(false); // `--code ID a.yaml b.yaml`: the files are logs, not codes
    rp->add_flag("--units", args->units, "Also settle the rubber in units of ten points (Badsworth: five and over count one)");
    rp->add_option("--format", args->format, "Output format")
        ->check(one_of({"text", "json", "jsonl", "html", "summary", "summary-json"}));
    rp->add_option("--jobs", args->jobs,
                   "Threads (default: the number of cores): several logs replayed at once, or one "
                   "log's deals read and written side by side; the output is the same")
        ->check(whole_number(1, 256));
    rp->add_option("-o,--output", args->output,
                   "Write the report to this file instead of standard output: it takes the old "
                   "file's place once every log is read, or nothing is written (- for "
                   "standard output)")
        ->transform(dash_for_standard_output());
    add_reading_option(rp, args->readings);
    return [args, &ctx] { return run_replay(*args, ctx.library(args->readings, true)); };
});

} // namespace
} // namespace bl::cli
