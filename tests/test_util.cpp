#include "test_util.h"

#include "log/log_xml.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sys/wait.h>
#include <unistd.h>

namespace bl::test {

namespace {

// Each test program's own temporary folder. CTest runs several test programs at once (a shard or
// a test a process), and tests that wrote a file of the same name into one shared folder read
// each other's half-written files: a DealPipeline test failed so under `ctest -j2`, reading the
// archive another process was writing anew. GoogleTest's TempDir() is $TEST_TMPDIR where it is
// set: set here, before any test runs, to a folder of this process inside it (or /tmp), and
// removed when the program ends (by this process only: a child that leaves without exec keeps it).
class OwnTempDir {
  public:
    OwnTempDir() {
        const char* base = std::getenv("TEST_TMPDIR");
        const std::filesystem::path root = base && *base ? base : "/tmp";
        dir_ = root / ("bridgelaws-tests-" + std::to_string(owner_));
        std::error_code ec;
        std::filesystem::create_directories(dir_, ec);
        if (ec || setenv("TEST_TMPDIR", dir_.c_str(), 1) != 0) dir_.clear(); // the shared one, then
    }
    ~OwnTempDir() {
        std::error_code ec;
        if (!dir_.empty() && getpid() == owner_) std::filesystem::remove_all(dir_, ec);
    }
    OwnTempDir(const OwnTempDir&) = delete;
    OwnTempDir& operator=(const OwnTempDir&) = delete;

  private:
    const pid_t owner_ = getpid();
    std::filesystem::path dir_;
};

const OwnTempDir own_temp_dir;

} // namespace

std::string source_path(const std::string& relative) { return std::string(BRIDGELAWS_SOURCE_DIR) + "/" + relative; }

const LawLibrary& library() {
    static const LawLibrary lib(source_path("laws"));
    return lib;
}

const Lawbook& code(const std::string& id) {
    static std::map<std::string, Lawbook> cache;
    auto it = cache.find(id);
    if (it != cache.end()) return it->second;
    auto book = library().load(id);
    if (!book) {
        ADD_FAILURE() << book.error().describe();
        static Lawbook empty;
        return empty;
    }
    return cache.emplace(id, std::move(*book)).first->second;
}

Report replayed(const GameLog& log, const std::string& id) {
    auto r = replay(log, code(id));
    if (!r) {
        ADD_FAILURE() << r.error().describe();
        return {};
    }
    return std::move(*r);
}

namespace {

GameLog read_or_fail(Result<GameLog> log) {
    if (!log) {
        ADD_FAILURE() << log.error().describe();
        return {};
    }
    return std::move(*log);
}

} // namespace

GameLog log_from(const std::string& yaml) { return read_or_fail(parse_log_yaml(yaml, "test.yaml")); }

GameLog log_from_xml(const std::string& xml) { return read_or_fail(parse_log_xml(xml, "test.xml")); }

std::string one_deal_log(const std::string& rest, char dealer, const std::string& hands) {
    return std::string("format: bridgelaws/1\ndeals:\n  - dealer: ") + dealer + "\n    hands: \"" +
           hands + "\"\n" + rest;
}

std::string events_log(const std::string& events, char dealer) {
    return one_deal_log("    events:\n" + events, dealer);
}

std::string xml_deal_head(char dealer) {
    return std::string("<log format=\"bridgelaws/1\">\n<deal dealer=\"") + dealer + "\" hands=\"" +
           HANDS + "\"";
}

Folded folded(const std::string& yaml, const std::string& id) {
    Folded f{log_from(yaml), {}};
    if (f.log.deals.empty()) {
        ADD_FAILURE() << "the log has no deal";
        return f;
    }
    auto rec = fold_deal(f.log.deals[0], code(id), "test.yaml", 1);
    if (!rec) ADD_FAILURE() << rec.error().describe();
    else f.rec = std::move(*rec);
    return f;
}

std::vector<Ruling> first_rulings(const GameLog& log, const Lawbook& book) {
    auto r = replay(log, book);
    if (!r) {
        ADD_FAILURE() << r.error().describe();
        return {};
    }
    return r->deals.at(0).rulings;
}

namespace {

// Runs a shell command line ending in the program, its standard error caught apart.
Run run_program(const std::string& before, const std::string& args) {
    Run r;
    // One file per test process: ctest runs tests in parallel.
    const std::string err_file = ::testing::TempDir() + "bridgelaws_stderr_" + std::to_string(getpid()) + ".txt";
    const std::string cmd = before + std::string(BRIDGELAWS_BINARY) + " " + args + " 2>" + err_file;
    FILE* p = popen(cmd.c_str(), "r");
    if (!p) return r;
    std::array<char, 4096> buf{};
    size_t n;
    while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) r.out.append(buf.data(), n);
    const int status = pclose(p);
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    std::ifstream in(err_file);
    r.err.assign(std::istreambuf_iterator<char>(in), {});
    return r;
}

} // namespace

Run run_cli(const std::string& args) { return run_program("", args); }

Run run_cli_piped(const std::string& input_command, const std::string& args) {
    return run_program(input_command + " | ", args);
}

std::string one_suit_each_log(const std::string& code, char dealer, const std::string& bidding, Denom trump) {
    static constexpr char SUIT_OF_SEAT[] = "SHDC"; // N spades, E hearts, S diamonds, W clubs
    static constexpr char RANKS_DOWN[] = "AKQJT98765432";
    std::array<int, 4> top{}, bottom{12, 12, 12, 12}; // next index from the top and from the bottom
    const std::string seats = "NESW";
    int leader = int((seats.find(dealer) + 1) % 4);
    std::string out = "format: bridgelaws/1\ncode: " + code + "\ndeals:\n  - dealer: " + std::string(1, dealer) +
                      "\n    hands: \"N:AKQJT98765432.-.-.- -.AKQJT98765432.-.- -.-.AKQJT98765432.- -.-.-.AKQJT98765432\"\n"
                      "    events:\n" + bidding;
    for (int trick = 0; trick < 13; ++trick) {
        int winner = leader;
        for (int k = 0; k < 4; ++k) {
            const int seat = (leader + k) % 4;
            const bool leads = k == 0;
            const bool ruffs = !leads && trump < 4 && SUIT_OF_SEAT[seat] == SUIT_CHARS[trump];
            const int rank = leads ? top[seat]++ : bottom[seat]--;
            if (ruffs) winner = seat;
            out += std::string("      - ") + seats[size_t(seat)] + " plays " + SUIT_OF_SEAT[seat] + RANKS_DOWN[rank] + "\n";
        }
        leader = winner;
    }
    return out;
}

std::string write_temp(const std::string& name, const std::string& text) {
    const std::string path = ::testing::TempDir() + name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

std::set<std::string> names_in(const std::string& dir) {
    std::set<std::string> out;
    for (const auto& e : std::filesystem::directory_iterator(dir))
        out.insert(e.path().filename().string());
    return out;
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

bool noted(const std::vector<std::string>& notes, const std::string& part) {
    return std::any_of(notes.begin(), notes.end(),
                       [&](const std::string& n) { return has(n, part); });
}

// The folders made for the tests, removed at the program's end.
struct Folders {
    std::set<std::filesystem::path> made;
    ~Folders() {
        std::error_code ec;
        for (const auto& dir : made) std::filesystem::remove_all(dir, ec);
    }
};

std::string fresh_folder(const std::string& name) {
    static Folders folders;
    namespace fs = std::filesystem;
    const fs::path dir = fs::path(::testing::TempDir()) / (name + "_" + std::to_string(getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    fs::permissions(dir, fs::perms(0755));
    folders.made.insert(dir);
    return dir.string();
}

} // namespace bl::test
