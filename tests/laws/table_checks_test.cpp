// The loader's checks beyond the schema: each planted mistake refused with its line and a way to
// mend it, and every shipped table and example still loads.
#include "laws/table_checks.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace bl;
using bl::test::source_path;

namespace {

std::string load_error(const std::string& fixture) {
    auto book = test::library().load(source_path(fixture));
    return book ? std::string("(loaded)") : book.error().describe();
}

} // namespace

TEST(TableChecks, ARuleWithTwoOptionsNamesWhoChooses) {
    const std::string e = load_error("tests/data/check/planted-no-elector.yaml");
    EXPECT_NE(e.find("planted-no-elector.yaml:88"), std::string::npos) << e;
    EXPECT_NE(e.find("names no elector"), std::string::npos) << e;
}

TEST(TableChecks, AReadingsDefaultIsNotAmongItsOthers) {
    const std::string e = load_error("tests/data/check/planted-default-in-others.yaml");
    EXPECT_NE(e.find("the default \"this-hand\" is also listed among the others"),
              std::string::npos)
        << e;
}

TEST(TableChecks, AnOverlayKeepsOneOfTheBasesReadings) {
    const std::string e = load_error("tests/data/check/planted-overlay-reading.yaml");
    EXPECT_NE(e.find("picks \"per-rubber\", which is not one of its readings in club-1904 "
                     "(per-trick, per-hand, per-side-score)"),
              std::string::npos)
        << e;
}

TEST(TableChecks, ACircularExtendsNamesTheChain) {
    const std::string dir = ::testing::TempDir() + "circle/";
    std::filesystem::create_directories(dir);
    const auto table = [&](const std::string& id, const std::string& base) {
        std::ofstream(dir + id + ".yaml")
            << "id: " << id << "\ntitle: t\nedition: e\nextends: " << base
            << "\nsource: [{seed: s}]\nlaws: []\n";
    };
    table("aa", "bb"), table("bb", "cc"), table("cc", "aa");
    auto book = LawLibrary(dir).load("aa");
    ASSERT_FALSE(book);
    EXPECT_NE(
        book.error().message.find("goes round in a circle: aa extends bb extends cc extends aa"),
        std::string::npos)
        << book.error().message;
}

TEST(TableChecks, EveryShippedTableAndExampleLoads) {
    for (const std::string& id : test::library().ids()) EXPECT_TRUE(test::library().load(id)) << id;
    EXPECT_TRUE(test::library().load(source_path("examples/house-rules/elwell-ames.yaml")));
}
