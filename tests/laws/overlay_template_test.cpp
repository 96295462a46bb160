// new-overlay: the skeleton loads as an overlay and changes nothing until it is edited; every
// section is there, with the base's parameters and readings listed to start from.
#include "laws/law_diff.h"
#include "laws/overlay_template.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace bl;
using bl::test::code;
using bl::test::run_cli;

TEST(OverlayTemplate, TheSkeletonLoadsAndChangesNothing) {
    for (const char* base : {"club-1904", "elwell-1904", "short-bridge"}) {
        const std::string path =
            test::write_temp(std::string("skeleton-") + base + ".yaml",
                             overlay_skeleton(code(base), std::string("skeleton-") + base));
        auto over = test::library().load(path);
        ASSERT_TRUE(over) << over.error().describe();
        const CodeDiff d = diff_codes(code(base), *over);
        EXPECT_TRUE(d.laws.empty()) << base;
        EXPECT_TRUE(d.rules.empty()) << base;
        EXPECT_TRUE(d.parameters.empty()) << base;
        EXPECT_TRUE(d.readings.empty()) << base;
    }
}

TEST(OverlayTemplate, EverySectionWithTheBasesIds) {
    const std::string s = overlay_skeleton(code("club-1904"), "my-club");
    for (const char* part : {"id: my-club", "extends: club-1904", "\nlaws: []", "\nparameters: {}",
                             "\nrule-changes: []", "\ninfractions: []", "\naccepted-findings: []",
                             "#  doubling-limit: {value: ..., law: \"58\"}",
                             "#   doubling-limit-unit: per-trick (or per-hand, per-side-score)",
                             "#   revoke: 4 rules"})
        EXPECT_NE(s.find(part), std::string::npos) << part;
}

TEST(OverlayTemplate, TheCommandWritesANewFileOnly) {
    const std::string dir = ::testing::TempDir() + "new-overlay/";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const auto r = run_cli("new-overlay club-1904 -o " + dir + "our-club.yaml");
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(r.out.empty());
    EXPECT_EQ(run_cli("check " + dir + "our-club.yaml").status, 0);
    const auto again = run_cli("new-overlay club-1904 -o " + dir + "our-club.yaml");
    EXPECT_EQ(again.status, 2);
    EXPECT_NE(again.err.find("exists already"), std::string::npos) << again.err;
}
