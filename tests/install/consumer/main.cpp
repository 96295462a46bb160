// Replays a log under its code with the installed engine and prints the rubber's points:
//   consumer LAWS_DIR LOG
#include "log/log_file.h"
#include "replay/replay.h"

#include <iostream>

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: consumer LAWS_DIR LOG\n";
        return 2;
    }
    const bl::LawLibrary library(argv[1]);
    auto log = bl::read_any_log(argv[2]);
    if (!log) return std::cerr << log.error().describe() << "\n", 2;
    auto book = library.load(log->code);
    if (!book) return std::cerr << book.error().describe() << "\n", 2;
    auto report = bl::replay(*log, *book);
    if (!report) return std::cerr << report.error().describe() << "\n", 2;
    std::cout << report->deals.size() << " deals under " << book->id << "\n";
    return 0;
}
