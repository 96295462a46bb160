#include "core/xml_open_elements.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace bl {
namespace {

std::vector<std::string> names(const XmlOpenScan& s) {
    std::vector<std::string> out;
    for (const XmlOpenElement& e : s.open) out.emplace_back(e.name);
    return out;
}

TEST(XmlOpenElements, AWellFormedTextLeavesNothingOpen) {
    const XmlOpenScan s = scan_open_elements(
        "<?xml version=\"1.0\"?>\n<!-- <a> -->\n<log a=\"x>y\" b='<'><deal/><e>t</e></log>\n");
    EXPECT_FALSE(s.ends_open());
    EXPECT_TRUE(s.open.empty());
    EXPECT_FALSE(s.wrong_end);
    EXPECT_TRUE(s.unfinished.empty());
}

TEST(XmlOpenElements, ATextCutShortBetweenTagsLeavesItsElementsOpen) {
    const std::string text = "<log code=\"c\">\n <deal dealer=\"S\">\n  <events>\nE plays S";
    const XmlOpenScan s = scan_open_elements(text);
    EXPECT_TRUE(s.ends_open());
    EXPECT_EQ(names(s), (std::vector<std::string>{"log", "deal", "events"}));
    EXPECT_EQ(s.open.back().at, text.find("<events>"));
}

TEST(XmlOpenElements, ATextCutShortInsideMarkupSaysWhich) {
    XmlOpenScan s = scan_open_elements("<log><deal dealer=\"S\" hands=\"N:AK>Q");
    EXPECT_EQ(s.unfinished, "start tag"); // the '>' inside the quoted value ends nothing
    EXPECT_EQ(s.unfinished_name, "deal");
    EXPECT_EQ(s.unfinished_at, 5u);
    EXPECT_EQ(names(s), std::vector<std::string>{"log"});
    s = scan_open_elements("<log><events>x</eve");
    EXPECT_EQ(s.unfinished, "end tag");
    EXPECT_EQ(s.unfinished_name, "eve");
    EXPECT_EQ(s.unfinished_end, ">");
    const XmlOpenScan comment = scan_open_elements("<log><!-- a <b> c");
    EXPECT_EQ(comment.unfinished, "comment");
    EXPECT_EQ(comment.unfinished_end, "-->");
    EXPECT_EQ(scan_open_elements("<log><![CDATA[ a").unfinished, "CDATA section");
    EXPECT_EQ(scan_open_elements("<log><?pi a").unfinished, "processing instruction");
}

TEST(XmlOpenElements, AnEndTagOfAnotherElementStopsTheScanThere) {
    const std::string text = "<log>\n  <deal dealer=\"S\">\n  </dael>\n</log>\n";
    const XmlOpenScan s = scan_open_elements(text);
    ASSERT_TRUE(s.wrong_end);
    EXPECT_EQ(s.wrong_end->name, "dael");
    EXPECT_EQ(s.wrong_end->at, text.find("</dael>"));
    EXPECT_EQ(names(s), (std::vector<std::string>{"log", "deal"}));
    EXPECT_FALSE(s.ends_open());
    EXPECT_TRUE(scan_open_elements("</log>").wrong_end);
}

} // namespace
} // namespace bl
