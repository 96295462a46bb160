// The HTML report: one self-contained page with the hands, the play, the rulings with their
// laws quoted, and the score sheet; and the page as a browser renders it (headless Chromium,
// skipped where it is not installed: scripts/deps.sh installs it with BRIDGELAWS_BROWSER_TESTS=1).
#include "report/report.h"
#include "report/report_html.h"
#include "test_util.h"

#include <gtest/gtest.h>
#include <pugixml.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>

using namespace bl;
namespace fs = std::filesystem;

namespace {

std::string disputed_html() {
    static const std::string html = [] {
        auto log = read_log(test::source_path("examples/disputed-rubber.yaml"));
        if (!log) return log.error().describe();
        auto r = replay(*log, test::code(log->code));
        return r ? report_html(*r) : r.error().describe();
    }();
    return html;
}

using bl::test::has;

} // namespace

TEST(ReportHtml, HoldsTheRulingsWithTheirLawsAndTheScore) {
    const std::string html = disputed_html();
    ASSERT_TRUE(html.starts_with("<!DOCTYPE html>\n<html lang=\"en\">")) << html.substr(0, 200);
    // One ruling in each of the six deals, each boxed, with its laws quoted from the table.
    size_t boxes = 0;
    for (size_t at = 0; (at = html.find("<div class=\"ruling\">", at)) != std::string::npos; ++at)
        ++boxes;
    EXPECT_EQ(boxes, 6u);
    EXPECT_TRUE(has(html, "Ruling: a lead from the wrong hand by Mr. A (N)"));
    EXPECT_TRUE(has(html, "Ruling: a revoke by Mr. Y (E)"));
    EXPECT_TRUE(
        has(html, "At event 6 (line 176 of the log), in the play: \u201CE plays D3\u201D."));
    EXPECT_TRUE(has(html, "<span class=\"law\">Law 81. </span>"));
    EXPECT_TRUE(has(html, test::code("club-1904").law("81")->text));
    EXPECT_TRUE(has(html, "<li class=\"elected\">Take three tricks \u2014 elected</li>"));
    // The remedy's law first, and a what-if table for each ruling with options (three of them).
    const size_t remedy = html.find("<span class=\"law\">Law 90, which gives the remedy. </span>");
    ASSERT_NE(remedy, std::string::npos);
    EXPECT_NE(html.find("<span class=\"law\">Law 89. </span>", remedy), std::string::npos);
    size_t tables = 0;
    for (size_t at = 0; (at = html.find("<table class=\"what-if\">", at)) != std::string::npos;
         ++at)
        ++tables;
    EXPECT_EQ(tables, 3u);
    EXPECT_TRUE(has(html, "<td class=\"pts\">-50</td>"));
    // The score sheet, above and below the line, and the rubber.
    EXPECT_TRUE(has(html, "<tr class=\"the-line\">"));
    EXPECT_TRUE(has(html, "<th>NS (Mr. A and Mr. B)</th>"));
    EXPECT_TRUE(has(html, "90 below, 40 above; games 2"));
    EXPECT_TRUE(has(html, "NS win the rubber (bonus 100, Law 11): they win 52 points."));
    // The diagram with suit symbols, and the play with leader and winner marked.
    EXPECT_TRUE(has(html, "\u2666</span>A K Q 9 6 3"));
    EXPECT_TRUE(has(html, "<td class=\"led won\">"));
    EXPECT_TRUE(has(html, "@media print"));
}

TEST(ReportHtml, ARulingWithNoOffenderNamesTheIrregularityAlone) {
    // An erroneous score is corrected and no one is at fault: the heading has no "by".
    auto log = read_log(test::source_path("cases/scoring/erroneous-score-honours.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    const std::string html = report_html(test::replayed(*log, log->code));
    EXPECT_TRUE(has(html, "<h3>Ruling: an error in the score</h3>")) << html;
    EXPECT_FALSE(has(html, ", by -"));
    // Club Laws 12-13 correct the score and penalise no one: no "penalty" is said.
    EXPECT_TRUE(has(html, "<p class=\"provision\">The correction: correct the score. Elected: "
                          "correct the score.</p>"))
        << html;
    EXPECT_FALSE(has(html, "The penalty is fixed:"));
}

// Club 1904 50: the dealer's partner passed the declaration back and was compelled to declare
// ("That the dealer's partner shall himself make the declaration"): the page says the dealer left
// it and his partner passed it back, as the JSON's declaration.left (true) says he left it.
TEST(ReportHtml, TheDeclarationPassedBackIsToldAsTheJsonHasIt) {
    const std::string events =
        "      - S leaves it\n      - N leaves it\n      - W elects compel-declaration\n"
        "      - N declares hearts\n";
    const std::string html =
        report_html(test::replayed(test::log_from(test::events_log(events)), "club-1904"));
    EXPECT_TRUE(has(html, "The dealer leaves it; his partner passes it back; N declares hearts"))
        << html;
    const std::string own = report_html(test::replayed(
        test::log_from(test::events_log("      - S declares hearts\n")), "club-1904"));
    EXPECT_FALSE(has(own, "leaves it"));
}

// Scoring by players: each deal names the players as seated, and the sheet has a column each.
TEST(ReportHtml, ThreeHandedColumnsAndSettlement) {
    auto log = read_log(test::source_path("examples/badsworth-three-handed.yaml"));
    ASSERT_TRUE(log.ok()) << log.error().describe();
    auto r = replay(*log, test::code("three-handed"));
    ASSERT_TRUE(r.ok()) << r.error().describe();
    const std::string html = report_html(*r);
    for (const char* part :
         {"<h2>Deal 5: B (N) deals", "<th>A</th>", "<th>C</th>",
          "Columns: A (W) 0 below, 12 above; B (dealer, N) 18 below, 48 above; C (E) nothing",
          "84 below, 294 above; games 2; total 378",
          "C wins 136 from A; C wins 62 from B: +198 in all"})
        EXPECT_TRUE(has(html, part)) << part;
    EXPECT_FALSE(has(html, "<th>NS"));
}

TEST(ReportHtml, IsWellFormedAndSelfContained) {
    const std::string html = disputed_html();
    pugi::xml_document doc;
    const auto r = doc.load_string(html.substr(html.find('\n') + 1).c_str());
    ASSERT_TRUE(r) << r.description() << " at " << r.offset;
    EXPECT_FALSE(has(html, "<script"));
    EXPECT_FALSE(has(html, "src=\""));
    EXPECT_FALSE(has(html, "href=\""));
    // No empty element written as <td />, which HTML would read as an open tag.
    for (const char* tag : {"<td />", "<div />", "<span />", "<p />"})
        EXPECT_FALSE(has(html, tag)) << tag;
}

TEST(ReportHtml, SeveralLogsOnOnePage) {
    auto a = read_log(test::source_path("examples/hoyle-rubber.yaml"));
    auto b = read_log(test::source_path("examples/disputed-rubber.yaml"));
    ASSERT_TRUE(a.ok() && b.ok());
    HtmlReport page;
    page.add(*replay(*a, test::code("club-1904")));
    page.add(*replay(*b, test::code("club-1904")));
    const std::string html = page.str();
    EXPECT_EQ(html.find("<html", 20), std::string::npos);
    EXPECT_TRUE(has(html, "hoyle-rubber.yaml, "));
    EXPECT_TRUE(has(html, "they win 26 points"));
    EXPECT_TRUE(has(html, "they win 52 points"));
}

// Opens the page in headless Chromium: the rendered text holds the rulings and the score, and
// a screenshot is taken (tests/README: look at it when the page changes).
TEST(ReportHtml, RendersInHeadlessChromium) {
    const char* chromium = "/usr/bin/chromium";
    // The test command installs Chromium and sets BRIDGELAWS_BROWSER_TESTS=1: there, a missing
    // browser is a failure, not a reason to skip.
    const char* required = std::getenv("BRIDGELAWS_BROWSER_TESTS");
    if (!fs::exists(chromium) && required && std::string(required) == "1")
        FAIL() << "no " << chromium;
    if (!fs::exists(chromium))
        GTEST_SKIP() << "no " << chromium
                     << " (BRIDGELAWS_BROWSER_TESTS=1 bash scripts/deps.sh installs it)";
    const fs::path dir = fs::path(::testing::TempDir()) / "bridgelaws-html";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path page = dir / "disputed-rubber.html";
    std::ofstream(page) << disputed_html();
    const std::string flags =
        std::string(chromium) +
        " --headless --no-sandbox --disable-gpu --disable-background-networking"
        " --disable-component-update --disable-sync --no-first-run --user-data-dir=" +
        (dir / "profile").string();
    const fs::path dom = dir / "dom.html", shot = dir / "screenshot.png", log = dir / "console.log";
    // With logging to stderr, every message of the page's console is a line "...CONSOLE(...)".
    ASSERT_EQ(std::system((flags + " --enable-logging=stderr --log-level=0 --dump-dom file://" +
                           page.string() + " >" + dom.string() + " 2>" + log.string())
                              .c_str()),
              0);
    std::ifstream console(log);
    for (std::string line; std::getline(console, line);) EXPECT_FALSE(has(line, "CONSOLE")) << line;
    std::ifstream in(dom);
    const std::string rendered((std::istreambuf_iterator<char>(in)), {});
    EXPECT_TRUE(has(rendered, "Ruling: a lead from the wrong hand by Mr. A (N)"));
    EXPECT_TRUE(has(rendered, "If the dealer lead out of turn"));
    EXPECT_TRUE(has(rendered, "they win 52 points"));
    EXPECT_TRUE(has(rendered, "<td class=\"led won\">")); // the browser kept the table as written
    ASSERT_EQ(std::system((flags + " --window-size=1200,2000 --screenshot=" + shot.string() +
                           " file://" + page.string() + " >/dev/null 2>&1")
                              .c_str()),
              0);
    ASSERT_TRUE(fs::exists(shot));
    EXPECT_GT(fs::file_size(shot), 20000u); // a page, not a blank
}

// Club 1904 16: "Should a player expose more than one card, he must cut again." The page says how
// the table was formed and rules on the cut as the text report does, the law quoted under it.
TEST(ReportHtml, TheCutForPartnersIsOnThePageWithItsRuling) {
    auto log = read_log(test::source_path("cases/deal/cutting-more-than-one-card.yaml"));
    ASSERT_TRUE(log) << log.error().describe();
    auto r = replay(*log, test::code("club-1904"));
    ASSERT_TRUE(r) << r.error().describe();
    const std::string html = report_html(*r);
    EXPECT_TRUE(has(
        html,
        "Cutting (2 rounds): Mr. A and Mr. Z play against Mr. B and Mr. Y; Mr. Z deals first."));
    EXPECT_TRUE(has(html, "Cutting, round 1: Mr. A exposed H3 and HQ; the ruling: cut again (Laws "
                          "16, 35); he cut again."));
    const size_t quote = html.find("<span class=\"law\">Law 16. </span>");
    ASSERT_NE(quote, std::string::npos);
    EXPECT_LT(quote, html.find("<section class=\"deal\"")) << "the cut comes before the first deal";
    EXPECT_TRUE(has(html, test::code("club-1904").law("16")->text));
}
