// The handout: a page per case (story, hands, question with choices, room for the ruling) and
// the answer key on pages of its own at the end; printed to PDF by headless Chromium.
#include "teach/handout.h"
#include "teach/question_bank.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>

using namespace bl;
namespace fs = std::filesystem;

namespace {

using bl::test::has;

HandoutCase handout_case(const std::string& relative) {
    auto c = read_case(bl::test::source_path(relative));
    EXPECT_TRUE(c.ok());
    auto codes = case_rulings(*c, bl::test::library());
    EXPECT_TRUE(codes.ok());
    auto others = other_codes(*c, bl::test::library());
    return {*c, *codes, others};
}

std::string two_case_handout() {
    return handout_html({handout_case("cases/revoke/revoke-claimed-after-cut.yaml"),
                         handout_case("cases/leads/dealer-leads-out-of-turn.yaml")},
                        "Two cases");
}

} // namespace

TEST(Handout, APagePerCaseThenTheKey) {
    const std::string html = two_case_handout();
    const size_t first = html.find("Case 1. The revoke is claimed after the cards are cut");
    const size_t second = html.find("Case 2. The dealer leads out of turn");
    const size_t key = html.find("<h1>Answer key</h1>");
    ASSERT_NE(first, std::string::npos);
    ASSERT_NE(second, std::string::npos);
    ASSERT_NE(key, std::string::npos);
    EXPECT_LT(first, second);
    EXPECT_LT(second, key);
    // Before the key: the story, the hands, the question and its choices; no ruling.
    const std::string pages = html.substr(0, key);
    EXPECT_TRUE(has(pages, "Can South still have the penalty?"));
    EXPECT_TRUE(has(pages, "<ol class=\"choices\">"));
    EXPECT_TRUE(has(pages, "Who may choose:"));
    EXPECT_FALSE(has(pages, "[club-1904]:"));
    EXPECT_FALSE(has(pages, "Why:"));
    // The key: the answer's letter and every code's ruling.
    const std::string answers = html.substr(key);
    EXPECT_TRUE(std::regex_search(
        answers, std::regex("<p class=\"question\">[A-D] No: the penalty is lost")));
    EXPECT_TRUE(has(answers, "Under The Laws of Bridge [club-1903]:"));
    EXPECT_TRUE(has(answers, "Under The Laws of Bridge [elwell-1904]:"));
    EXPECT_TRUE(has(html, "section.key { break-before: page;"));
}

TEST(Handout, TheCommandWritesTheFileAndRefusesWithoutOne) {
    const std::string out = ::testing::TempDir() + "bridgelaws-handout.html";
    const auto r = bl::test::run_cli("teach --handout " + bl::test::source_path("cases/claims") +
                                     " -o " + out);
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(has(r.out, "case(s), then the answer key"));
    std::ifstream in(out);
    const std::string html((std::istreambuf_iterator<char>(in)), {});
    EXPECT_TRUE(has(html, "<h1>Answer key</h1>"));
    const auto bad = bl::test::run_cli("teach --handout " + bl::test::source_path("cases/claims"));
    EXPECT_EQ(bad.status, 2);
    EXPECT_TRUE(has(bad.err, "add -o FILE.html")) << bad.err;
}

// Printed by Chromium: a page per case and the key after them (at least three pages for two cases).
TEST(Handout, PrintsToPdfInHeadlessChromium) {
    const std::string chromium = "/usr/bin/chromium";
    // Where the test command installed the browser (BRIDGELAWS_BROWSER_TESTS=1), its absence is
    // a failure; elsewhere the test is skipped.
    const bool browser_tests = std::getenv("BRIDGELAWS_BROWSER_TESTS") != nullptr &&
                               std::string(std::getenv("BRIDGELAWS_BROWSER_TESTS")) == "1";
    if (!fs::exists(chromium)) {
        if (browser_tests) FAIL() << "no " << chromium;
        GTEST_SKIP() << "no " << chromium << " (BRIDGELAWS_BROWSER_TESTS=1 bash scripts/deps.sh)";
    }
    const fs::path dir = fs::path(::testing::TempDir()) / "bridgelaws-handout";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path page = dir / "handout.html", pdf = dir / "handout.pdf";
    std::ofstream(page) << two_case_handout();
    const std::string command = chromium +
                                " --headless --no-sandbox --disable-gpu --disable-quic "
                                "--no-first-run --disable-background-networking"
                                " --disable-component-update --disable-sync --user-data-dir=" +
                                (dir / "profile").string() +
                                " --no-pdf-header-footer --print-to-pdf=" + pdf.string() +
                                " file://" + page.string() + " >/dev/null 2>&1";
    ASSERT_EQ(std::system(command.c_str()), 0);
    ASSERT_TRUE(fs::exists(pdf));
    std::ifstream in(pdf, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), {});
    EXPECT_EQ(bytes.rfind("%PDF", 0), 0u);
    const std::regex page_object("/Type\\s*/Page[^s]");
    const auto pages = std::distance(std::sregex_iterator(bytes.begin(), bytes.end(), page_object),
                                     std::sregex_iterator());
    EXPECT_GE(pages, 3) << "a page for each case and the key";
}
