// bridgelaws teach CASE [--code ID] [--answer], teach --quiz [PATH] [--count N] [--seed S],
// teach --exercise CASE, teach --list|--course [DIR] [--from N], teach --handout DIR|CASE -o FILE
#include "command.h"
#include "core/output_file.h"
#include "install_dirs.h"
#include "log/log_file.h"
#include "option_checks.h"
#include "teach/course.h"
#include "teach/exercise.h"
#include "teach/handout.h"
#include "teach/question_bank.h"
#include "teach/quiz.h"
#include "teach/teach.h"
#include "terminal_width.h"

#include <fmt/format.h>
#include <csignal>
#include <termios.h>
#include <unistd.h>

#include <filesystem>
#include <iostream>
#include <random>

namespace bl::cli {
namespace {

struct TeachArgs {
    std::string path;
    std::string code;
    bool answer = false;
    bool quiz = false, list = false, course = false, exercise = false;
    std::string handout, output;
    int from = 1;
    int count = 5;
    std::optional<uint64_t> seed;
    std::vector<std::string> readings;
};

// The terminal's settings while a key is awaited, put back however the wait ends.
termios saved_terminal{};

void restore_terminal_and_exit(int signal) {
    tcsetattr(STDIN_FILENO, TCSANOW, &saved_terminal);
    _exit(128 + signal);
}

// One key, unechoed, on a terminal; the answer follows whatever key it is. Ctrl-C still stops
// the program, and leaves the terminal as it found it.
void wait_for_key() {
    std::cout << "\n(Press any key for the ruling.)" << std::flush;
    if (tcgetattr(STDIN_FILENO, &saved_terminal) != 0) return;
    termios raw = saved_terminal;
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    const auto previous = std::signal(SIGINT, restore_terminal_and_exit);
    tcsetattr(STDIN_FILENO, TCSANOW, &raw);
    char key = 0;
    (void)!read(STDIN_FILENO, &key, 1);
    tcsetattr(STDIN_FILENO, TCSANOW, &saved_terminal);
    std::signal(SIGINT, previous);
    std::cout << "\n";
}

// Any game log, not a case: each of its rulings told in turn under its code (or --code).
int teach_log_file(const TeachArgs& a, const LawLibrary& lib, const Error& not_a_case) {
    auto log = read_any_log(a.path);
    if (!log) return fail(not_a_case);
    const Case c = case_of_log(a.path, std::move(*log), a.code);
    auto codes = case_rulings(c, lib);
    if (!codes) return fail(codes.error());
    std::cout << teach_log(c, *codes, output_width());
    return 0;
}

int teach_one(const TeachArgs& a, const LawLibrary& lib) {
    auto c = read_case(a.path);
    if (!c) return teach_log_file(a, lib, c.error());
    auto codes = case_rulings(*c, lib, a.code);
    if (!codes) return fail(codes.error());
    const size_t width = output_width();
    std::cout << teach_setting(*c, case_focus(*codes), width);
    // Only a person at a terminal waits: not a pipe, nor output going to a pager or a file.
    if (!a.answer && isatty(STDIN_FILENO) && isatty(STDOUT_FILENO)) wait_for_key();
    for (const CodeRuling& r : *codes) std::cout << teach_ruling(*c, r, width);
    std::cout << teach_differences(*codes, int(width));
    return 0;
}

// The code a quiz asks about: the one asked for, else the case's own, else the first it names.
size_t main_code(const Case& c, const std::vector<CodeRuling>& codes, const std::string& wanted) {
    for (size_t i = 0; i < codes.size(); ++i)
        if (codes[i].code == (wanted.empty() ? c.log.code : wanted)) return i;
    return 0;
}

int quiz(const TeachArgs& a, const LawLibrary& lib) {
    const std::string where = a.path.empty() ? default_cases_dir() : a.path;
    if (!std::filesystem::exists(where)) return fail({where, 0, 0, "no such case file or folder"});
    std::vector<std::string> files = case_files({where});
    if (files.empty()) return fail({where, 0, 0, "no case files here"});
    Prng prng(a.seed ? *a.seed : std::random_device{}());
    prng.shuffle(files);
    std::vector<QuizQuestion> questions;
    const std::vector<Lawbook> books = library_books(lib); // for each question's wrong answers
    for (const std::string& file : files) {
        if (int(questions.size()) >= a.count) break;
        auto c = read_case(file);
        if (!c) return fail(c.error());
        auto codes = case_rulings(*c, lib);
        if (!codes) return fail(codes.error());
        if (codes->empty()) continue;
        const size_t main = main_code(*c, *codes, a.code);
        if (!a.code.empty() && codes->at(main).code != a.code) continue;
        if (auto q = quiz_question(*c, *codes, main, prng, other_codes(*c, books))) questions.push_back(std::move(*q));
    }
    if (questions.empty()) return fail({a.path, 0, 0, "no case here has a ruling to ask about"});
    run_quiz(questions, std::cin, std::cout, !isatty(STDIN_FILENO));
    return 0;
}

// `--list` and `--course`: the course under the folder given (cases/ by default).
int course(const TeachArgs& a, const LawLibrary& lib) {
    const std::string where = a.path.empty() ? "cases" : a.path;
    if (!std::filesystem::is_directory(where)) return fail({where, 0, 0, "the course is a folder of cases (cases/ by default)"});
    auto order = course_order(where);
    if (!order) return fail(order.error());
    if (a.list) {
        std::cout << course_list(*order);
        return 0;
    }
    if (a.from > int(order->size())) return fail({where, 0, 0, fmt::format("--from {}: the course has {} lessons", a.from, order->size())});
    run_course(*order, lib, std::cin, std::cout, !isatty(STDIN_FILENO), size_t(a.from - 1));
    return 0;
}

int exercise(const TeachArgs& a, const LawLibrary& lib) {
    auto c = read_case(a.path);
    if (!c) return fail(c.error());
    auto codes = case_rulings(*c, lib, a.code);
    if (!codes) return fail(codes.error());
    const size_t main = main_code(*c, *codes, a.code);
    const auto fields = exercise_fields(*c, codes->at(main), other_codes(*c, lib));
    if (fields.empty()) return fail({a.path, 0, 0, "this case has no ruling and no deal played: there is nothing to write"});
    std::cout << "Under " << codes->at(main).code << ".\n";
    run_exercise(teach_setting(*c, case_focus({codes->at(main)})), fields, std::cin, std::cout, !isatty(STDIN_FILENO));
    return 0;
}

int handout(const TeachArgs& a, const LawLibrary& lib) {
    if (a.output.empty())
        return fail(
            {a.handout, 0, 0,
             "a handout is written to a file: add -o FILE.html (-o - for standard output)"});
    if (!std::filesystem::exists(a.handout)) return fail({a.handout, 0, 0, "no such case file or folder"});
    std::vector<std::string> files;
    if (std::filesystem::is_directory(a.handout)) {
        auto order = course_order(a.handout);
        if (!order) return fail(order.error());
        for (const CourseEntry& e : *order) files.push_back(e.file);
    } else {
        files.push_back(a.handout);
    }
    std::vector<HandoutCase> cases;
    const std::vector<Lawbook> books = library_books(lib);
    for (const std::string& file : files) {
        auto c = read_case(file);
        if (!c) return fail(c.error());
        auto codes = case_rulings(*c, lib, a.code);
        if (!codes) return fail(codes.error());
        auto others = other_codes(*c, books);
        cases.push_back({std::move(*c), std::move(*codes), std::move(others)});
    }
    const std::string title = files.size() == 1 ? "Bridge Whist: a case for study" : "Bridge Whist: cases for study";
    const std::string html = handout_html(cases, title, a.seed ? *a.seed : 1);
    if (a.output == "-") { // the page itself on standard output, what was written beside it
        std::cout << html;
        std::cerr << fmt::format("bridgelaws: {} case(s), then the answer key\n", cases.size());
        return 0;
    }
    if (auto e = replace_file(a.output, html)) return fail(*e);
    std::cout << fmt::format("{}: {} case(s), then the answer key\n", a.output, cases.size());
    return 0;
}

const Registration teach_command(45, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<TeachArgs>();
    auto* t = app.add_subcommand("teach", "Tell a case for a learner, then each code's ruling; or quiz the learner on cases");
    t->add_option("case", args->path, "The case file, or any game log (with --quiz: a case file or folder, default cases/ here, else the installed ones)");
    t->add_option("--code", args->code, "Only this code");
    t->add_flag("--answer", args->answer, "Show the ruling at once, without waiting for a key");
    t->add_flag("--quiz", args->quiz, "Ask the learner to pick the ruling, case after case, and score the answers");
    t->add_option("--count", args->count, "With --quiz: how many cases (default 5)")
        ->check(whole_number(1, 1000));
    t->add_option("--seed", args->seed, "With --quiz or --handout: the seed that picks and orders the cases and the choices");
    t->add_flag("--list", args->list, "Print the course: the cases (of the folder given, default cases/) by subject and level");
    t->add_flag("--course", args->course, "Walk through the course, a case at a time");
    t->add_option("--from", args->from,
                  "With --course: begin at this lesson (its number in --list)")
        ->check(whole_number(1, 100000));
    t->add_flag("--exercise", args->exercise, "Write the case's ruling field by field, with hints");
    t->add_option("--handout", args->handout, "Write a printable handout of this case or folder of cases (with -o)");
    t->add_option("-o,--output", args->output,
                  "With --handout: the HTML file to write (- for standard output)");
    add_reading_option(t, args->readings);
    return [args, &ctx] {
        const TeachArgs& a = *args;
        const LawLibrary lib = ctx.library(a.readings, false);
        if (a.list || a.course) return course(a, lib);
        if (!a.handout.empty()) return handout(a, lib);
        if (!a.quiz && a.path.empty()) return fail({"", 0, 0, "teach needs a case file, or --quiz, --list, --course or --handout"});
        if (a.exercise) return exercise(a, lib);
        return a.quiz ? quiz(a, lib) : teach_one(a, lib);
    };
});

} // namespace
} // namespace bl::cli
