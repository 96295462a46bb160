// The command line for interchange: replay reads XML as it reads YAML; convert writes YAML, XML
// and PBN; bad input exits 2 and writes nothing.
#include "test_util.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>

using bl::test::run_cli;
using bl::test::source_path;
namespace fs = std::filesystem;

namespace {

std::string temp(const std::string& name) { return ::testing::TempDir() + name; }

using bl::test::write_temp;

using bl::test::slurp;

} // namespace

// A report less where each ruling's event stands in the file: the same log converted stands
// on other lines of another file, and is replayed the same.
static std::string without_places(const std::string& report) {
    return std::regex_replace(report, std::regex(R"re(\n *"(line|column)": [0-9]+,)re"), "");
}

TEST(Convert, YamlToXmlReplaysTheSame) {
    const std::string yaml = source_path("examples/disputed-rubber.yaml");
    const std::string xml = temp("disputed.xml");
    fs::remove(xml);
    const auto c = run_cli("convert " + yaml + " --to xml -o " + xml);
    ASSERT_EQ(c.status, 0) << c.err;
    EXPECT_TRUE(c.out.empty());
    EXPECT_TRUE(slurp(xml).starts_with("<?xml")) << slurp(xml).substr(0, 100);
    const auto a = run_cli("replay --format json " + yaml);
    const auto b = run_cli("replay --format json " + xml);
    ASSERT_EQ(b.status, 0) << b.err;
    EXPECT_EQ(without_places(a.out), without_places(b.out));
    // And back: the YAML from the XML replays the same too.
    const auto back = run_cli("convert " + xml + " --to yaml");
    ASSERT_EQ(back.status, 0) << back.err;
    const auto c2 = run_cli("replay --format json " + write_temp("back.yaml", back.out));
    EXPECT_EQ(without_places(a.out), without_places(c2.out));
}

TEST(Convert, PbnInAndOut) {
    const auto in = run_cli("convert " + source_path("tests/data/pbn/club-evening.pbn") +
                            " --to yaml --code club-1904");
    ASSERT_EQ(in.status, 0) << in.err;
    EXPECT_TRUE(in.out.starts_with("# Converted by bridgelaws from")) << in.out;
    EXPECT_NE(in.out.find("code: club-1904\n"), std::string::npos);
    EXPECT_NE(in.out.find("      - N declares diamonds\n"), std::string::npos);
    EXPECT_NE(in.err.find(
                  "bridgelaws: note: 1 of 3 deals: declarer not on the dealer's side: no declaration (deal 3)\n"),
              std::string::npos)
        << in.err;
    const auto out = run_cli("convert " + source_path("examples/hoyle-rubber.yaml") + " --to pbn");
    ASSERT_EQ(out.status, 0) << out.err;
    EXPECT_TRUE(out.out.starts_with("% PBN 2.1\n"));
    EXPECT_NE(
        out.out.find(
            "[Deal \"N:985.T.AKQ963.Q42 AK7.K76532.4.853 QJ6.AQ94.J872.J7 T432.J8.T5.AKT96\"]"),
        std::string::npos);
    // The export read back by content: '%' begins PBN.
    const auto again = run_cli("convert " + write_temp("hoyle.txt", out.out) + " --to xml");
    EXPECT_EQ(again.status, 0) << again.err;
    EXPECT_NE(again.out.find("\nN declares diamonds\n"), std::string::npos); // a line of <events>
}

TEST(Convert, BadInputExitsTwoAndWritesNothing) {
    struct Bad {
        const char* name;
        std::string text;
        const char* args;
        const char* says;
    } cases[] = {
        {"bad.xml", "<log format=\"bridgelaws/1\">\n  <deal dealer=\"S\">\n</log>\n", "--to yaml",
         "bad.xml:3:3: not valid XML: </log> comes while <deal> is still open: close <deal> "
         "first, with </deal>"},
        {"card.xml",
         "<log format=\"bridgelaws/1\">\n<deal dealer=\"S\" hands=\"N:AKQ4.J32.T98.765 "
         "T98.AK7.Q5432.K4 J7.Q986.AK.QJT98 6532.T54.J76.A32\">\n <e>W plays "
         "SX</e>\n</deal></log>\n",
         "--to yaml", "card.xml:3:5: deal 1, event 0: \"W plays SX\""},
        {"bad.pbn", "[Dealer \"N\"]\n[Deal \"N:AKQ.- - -\"\n", "--to yaml", "bad.pbn:2:"},
        {"nocode.yaml", "format: bridgelaws/1\ndeals: []\n", "--to pbn", "pass --code"},
    };
    for (const Bad& b : cases) {
        const std::string out = temp(std::string(b.name) + ".out");
        fs::remove(out);
        const auto r =
            run_cli("convert " + write_temp(b.name, b.text) + " " + b.args + " -o " + out);
        EXPECT_EQ(r.status, 2) << b.name;
        EXPECT_TRUE(r.out.empty()) << b.name;
        EXPECT_FALSE(fs::exists(out)) << b.name << ": nothing is written on bad input";
        EXPECT_NE(r.err.find(b.says), std::string::npos) << b.name << ": " << r.err;
    }
    EXPECT_EQ(run_cli("convert " + source_path("examples/hoyle-rubber.yaml") + " --to docx").status,
              2);
    EXPECT_EQ(run_cli("convert /no/such.yaml --to xml").status, 2);
}

TEST(Convert, ReplayReadsMalformedXmlWithLineAndColumn) {
    const auto r =
        run_cli("replay " + write_temp("broken.xml",
                                       "<log format=\"bridgelaws/1\">\n<deal dealer=\"Q\" "
                                       "hands=\"N:-.-.-.- -.-.-.- -.-.-.- -.-.-.-\"/>\n</log>\n"));
    EXPECT_EQ(r.status, 2);
    EXPECT_TRUE(r.out.empty());
    EXPECT_NE(r.err.find("broken.xml:2:15: \"Q\" is not a seat (N, E, S or W)"), std::string::npos)
        << r.err;
}

TEST(Convert, ReplayWritesHtmlAndTheTextDiagram) {
    const auto html =
        run_cli("replay --format html " + source_path("examples/disputed-rubber.yaml"));
    ASSERT_EQ(html.status, 0) << html.err;
    EXPECT_TRUE(html.out.starts_with("<!DOCTYPE html>"));
    const auto text = run_cli("replay " + source_path("examples/hoyle-rubber.yaml"));
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("  N  985.T.AKQ963.Q42\n"),
              std::string::npos); // the one-line hands stay
    EXPECT_NE(text.out.find("N (A), dealer\n"), std::string::npos);
    EXPECT_NE(text.out.find("\u2666 A K Q 9 6 3\n"), std::string::npos);
    EXPECT_NE(text.out.find("    W (D)"), std::string::npos);
}
