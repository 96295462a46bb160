// The program run so that nothing is lost in silence: standard output checked to the last byte,
// a closed pipe ending it quietly, a full disk or a file-size limit reported, and running out
// of memory answered with a message (README, "Exit statuses").
#include "command.h"
#include "core/output_file.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <exception>
#include <iostream>
#include <new>

#include <unistd.h>

namespace bl::cli {
namespace {

// Written with write(2) from a fixed text: printing it needs no memory.
void say(const char* text) { (void)!::write(STDERR_FILENO, text, std::strlen(text)); }

constexpr const char* OUT_OF_MEMORY = "bridgelaws: internal error: out of memory (the input needs "
                                      "more memory than the program may use)\n";

// An exception that escapes where none may (a destructor, a noexcept function) still ends with
// a message and the internal-error status rather than an abort and a core dump.
[[noreturn]] void on_terminate() {
    try {
        if (auto e = std::current_exception()) std::rethrow_exception(e);
        say("bridgelaws: internal error: the program stopped unexpectedly\n");
    } catch (const std::bad_alloc&) {
        say(OUT_OF_MEMORY);
    } catch (...) {
        say("bridgelaws: internal error: an unexpected failure\n");
    }
    ::_exit(exit_status::internal_error);
}

// The status once standard output is flushed: a write that failed overrides the command's own.
int with_output_checked(CheckedStdout& out, int status) {
    const int err = out.finish();
    if (err == 0) return status;
    if (err == EPIPE) return exit_status::closed_pipe; // the reader has what it wanted: no message
    std::cerr << "bridgelaws: "
              << write_error("standard output", err, "the output is incomplete").describe() << "\n";
    return exit_status::write_failed;
}

} // namespace

int run_checked(int argc, char** argv, int (*program)(int, char**)) {
    // A write to a closed pipe then fails with EPIPE, and one past the file-size limit with
    // EFBIG, instead of the signal killing the program with a temporary file left behind.
    std::signal(SIGPIPE, SIG_IGN);
    std::signal(SIGXFSZ, SIG_IGN);
    std::set_terminate(on_terminate);
    CheckedStdout out;
    int status = exit_status::internal_error;
    try {
        status = program(argc, argv);
    } catch (const std::bad_alloc&) {
        say(OUT_OF_MEMORY);
        status = exit_status::internal_error;
    }
    return with_output_checked(out, status);
}

} // namespace bl::cli
