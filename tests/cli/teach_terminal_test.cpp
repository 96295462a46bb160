// `teach` and `replay` at a terminal, as a person sees them: run through a pseudo-terminal of 40,
// 80 and 120 columns, every line fits, no word is broken, and the hand diagram is whole (all four
// hands, each suit's cards on one line).
#include "core/card.h"
#include "report/hand_diagram.h"
#include "report/report.h"
#include "report/text_wrap.h"
#include "teach/case_file.h"
#include "teach/teach.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <set>
#include <sstream>

using bl::test::source_path;

namespace {

struct Screen {
    int status = -1;
    std::string text; // what the terminal showed, its line ends "\r\n" made "\n"
};

// Runs the program with `args` on a new pseudo-terminal `columns` wide, and reads all it writes.
Screen at_terminal(const std::vector<std::string>& args, int columns) {
    winsize size{};
    size.ws_col = static_cast<unsigned short>(columns);
    size.ws_row = 50;
    int master = -1;
    const pid_t pid = forkpty(&master, nullptr, nullptr, &size);
    if (pid == 0) {
        std::vector<char*> argv{const_cast<char*>(BRIDGELAWS_BINARY)};
        for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        execv(BRIDGELAWS_BINARY, argv.data());
        _exit(127);
    }
    Screen s;
    if (pid < 0) return s;
    char buf[4096];
    for (ssize_t n; (n = read(master, buf, sizeof buf)) > 0;) s.text.append(buf, size_t(n));
    close(master);
    int status = 0;
    waitpid(pid, &status, 0);
    s.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    for (size_t at; (at = s.text.find('\r')) != std::string::npos;) s.text.erase(at, 1);
    return s;
}

std::set<std::string> words_of(const std::string& text) {
    std::set<std::string> out;
    std::istringstream in(text);
    for (std::string w; in >> w;) out.insert(w);
    return out;
}

// Checks one screenful: every line within the width, every word one of the unwrapped text's,
// and each hand's suits whole on their lines.
void expect_readable(const std::string& shown, const std::string& unwrapped, const bl::Deal& deal,
                     int columns) {
    const std::set<std::string> words = words_of(unwrapped);
    std::istringstream lines(shown);
    std::set<std::string> trimmed;
    for (std::string line; std::getline(lines, line);) {
        // Only a word longer than the line (a file's path) may go past it.
        const bool one_word = line.find(' ', line.find_first_not_of(' ')) == std::string::npos;
        EXPECT_TRUE(bl::display_width(line) <= size_t(columns) || one_word)
            << "at " << columns << " columns:\n"
            << line;
        std::istringstream in(line);
        for (std::string w; in >> w;) // a title's rule of '=' is as long as the screen allows
            if (w.find_first_not_of('=') != std::string::npos)
                EXPECT_TRUE(words.count(w))
                    << "at " << columns << " columns, a broken word: " << w << "\nin: " << line;
        const size_t first = line.find_first_not_of(' ');
        if (first != std::string::npos) trimmed.insert(line.substr(first));
    }
    for (int seat = 0; seat < bl::SEATS; ++seat)
        for (int suit = 0; suit < bl::SUITS; ++suit) {
            const std::string holding = std::string(bl::SUIT_SYMBOLS[suit]) + " " +
                                        bl::holding_text(deal.hands[seat], bl::Suit(suit));
            EXPECT_NE(shown.find(holding), std::string::npos)
                << "at " << columns << " columns, " << bl::SEAT_CHARS[seat]
                << "'s hand is not whole: " << holding << "\n"
                << shown;
        }
}

} // namespace

TEST(TeachTerminal, FitsFortyEightyAndOneHundredTwentyColumns) {
    const std::string path = source_path("cases/revoke/dealer-revokes.yaml");
    auto c = bl::read_case(path);
    ASSERT_TRUE(c.ok()) << c.error().describe();
    auto codes = bl::case_rulings(*c, bl::test::library());
    ASSERT_TRUE(codes.ok());
    std::string unwrapped = bl::teach_setting(*c, bl::case_focus(*codes), 0);
    for (const auto& r : *codes) unwrapped += bl::teach_ruling(*c, r, 0);
    for (int columns : {40, 80, 120}) {
        unwrapped += bl::teach_differences(*codes, columns);
        const Screen s = at_terminal({"teach", "--answer", path}, columns);
        ASSERT_EQ(s.status, 0) << s.text;
        expect_readable(s.text, unwrapped, c->log.deals.front(), columns);
    }
}

TEST(TeachTerminal, TeachesAnyLogAtAnyWidth) {
    const std::string path = source_path("examples/disputed-rubber.yaml");
    auto log = bl::read_log(path);
    ASSERT_TRUE(log.ok());
    const bl::Case c = bl::case_of_log(path, *log);
    auto codes = bl::case_rulings(c, bl::test::library());
    ASSERT_TRUE(codes.ok()) << codes.error().describe();
    const std::string unwrapped = bl::teach_log(c, *codes, 0);
    for (int columns : {40, 80, 120}) {
        const Screen s = at_terminal({"teach", path}, columns);
        ASSERT_EQ(s.status, 0) << s.text;
        EXPECT_NE(s.text.find("Ruling 1 of "), std::string::npos) << s.text;
        EXPECT_NE(s.text.find("The question:"), std::string::npos);
        EXPECT_NE(s.text.find("[club-1904]"), std::string::npos);
        expect_readable(s.text, unwrapped, log->deals.front(), columns);
    }
}

TEST(ReplayTerminal, TheTextReportFitsTheTerminal) {
    const std::string path = source_path("examples/disputed-rubber.yaml");
    auto log = bl::read_log(path);
    ASSERT_TRUE(log.ok());
    const std::string unwrapped = bl::report_text(bl::test::replayed(*log, log->code), 0);
    for (int columns : {40, 80, 120}) {
        const Screen s = at_terminal({"replay", path}, columns);
        ASSERT_EQ(s.status, 0) << s.text;
        expect_readable(s.text, unwrapped, log->deals.front(), columns);
    }
}

// The progress line within the terminal's width: a line wider than the screen would wrap, and
// each rewrite would leave a row behind. Where its words do not fit, its facts are told in
// short, not cut off: the deals done and the rate (and the time left, once it is known).
TEST(ReplayTerminal, TheProgressLineFitsTheTerminal) {
    const std::string archive = bl::test::fresh_folder("progress-terminal") + "/archive.xml";
    ASSERT_EQ(bl::test::run_cli("gen --deals 600 --seed 5 --to xml -o " + archive).status, 0);
    setenv("BRIDGELAWS_PROGRESS", "always", 1); // shown from the first deals, not after a second
    for (const int columns : {40, 120}) {
        const Screen s = at_terminal({"replay", archive, "--format", "summary"}, columns);
        EXPECT_EQ(s.status, 0);
        // Each line shown stands between two wipes ("\x1b[K"); the report follows the last.
        size_t lines = 0;
        for (size_t at = 0, next; (next = s.text.find("\x1b[K", at)) != std::string::npos;
             at = next + 3) {
            const std::string line = s.text.substr(at, next - at);
            if (line.empty() || line.find('\n') != std::string::npos) continue;
            EXPECT_LT(line.size(), size_t(columns)) << line;
            EXPECT_NE(line.find(columns == 40 ? " deals, " : "Counting: "), std::string::npos)
                << line;
            EXPECT_NE(line.find(columns == 40 ? "/s" : " deals a second"), std::string::npos)
                << line;
            if (line.find("left") != std::string::npos)
                EXPECT_EQ(line.substr(line.size() - 5), " left") << line;
            ++lines;
        }
        EXPECT_GT(lines, 0u) << s.text;
    }
    unsetenv("BRIDGELAWS_PROGRESS");
}
