// bridgelaws teach CASE [--code ID] [--answer]  and  bridgelaws teach --quiz [PATH] [--count N] [--seed S]
#include "command.h"
#include "install_dirs.h"
#include "teach/quiz.h"
#include "teach/teach.h"

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
    bool quiz = false;
    int count = 5;
    std::optional<uint64_t> seed;
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

int teach_one(const TeachArgs& a, const LawLibrary& lib) {
    auto c = read_case(a.path);
    if (!c) return fail(c.error());
    auto codes = case_rulings(*c, lib, a.code);
    if (!codes) return fail(codes.error());
    std::cout << teach_setting(*c, case_focus(*codes));
    // Only a person at a terminal waits: not a pipe, nor output going to a pager or a file.
    if (!a.answer && isatty(STDIN_FILENO) && isatty(STDOUT_FILENO)) wait_for_key();
    for (const CodeRuling& r : *codes) std::cout << teach_ruling(*c, r);
    std::cout << teach_differences(*codes);
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
    for (const std::string& file : files) {
        if (int(questions.size()) >= a.count) break;
        auto c = read_case(file);
        if (!c) return fail(c.error());
        auto codes = case_rulings(*c, lib);
        if (!codes) return fail(codes.error());
        if (codes->empty()) continue;
        const size_t main = main_code(*c, *codes, a.code);
        if (!a.code.empty() && codes->at(main).code != a.code) continue;
        if (auto q = quiz_question(*c, *codes, main, prng)) questions.push_back(std::move(*q));
    }
    if (questions.empty()) return fail({a.path, 0, 0, "no case here has a ruling to ask about"});
    run_quiz(questions, std::cin, std::cout, !isatty(STDIN_FILENO));
    return 0;
}

const Registration reg(45, [](CLI::App& app, const Context& ctx) -> std::function<int()> {
    auto args = std::make_shared<TeachArgs>();
    auto* t = app.add_subcommand("teach", "Tell a case for a learner, then each code's ruling; or quiz the learner on cases");
    t->add_option("case", args->path, "The case file (with --quiz: a case file or folder, default cases/ here, else the installed ones)");
    t->add_option("--code", args->code, "Only this code");
    t->add_flag("--answer", args->answer, "Show the ruling at once, without waiting for a key");
    t->add_flag("--quiz", args->quiz, "Ask the learner to pick the ruling, case after case, and score the answers");
    t->add_option("--count", args->count, "With --quiz: how many cases (default 5)")->check(CLI::Range(1, 1000));
    t->add_option("--seed", args->seed, "With --quiz: the seed that picks and orders the cases and the choices");
    return [args, &ctx] {
        if (!args->quiz && args->path.empty()) return fail({"", 0, 0, "teach needs a case file, or --quiz"});
        return args->quiz ? quiz(*args, ctx.library()) : teach_one(*args, ctx.library());
    };
});

} // namespace
} // namespace bl::cli
