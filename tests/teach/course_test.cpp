// The course: the corpus in order (subjects, levels, prerequisites first), listed, and walked
// through with the learner's lines read from a stream, as `teach --course` reads its input.
#include "teach/course.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

using namespace bl;

namespace {
using bl::test::has;

std::vector<CourseEntry> corpus_course() {
    auto order = course_order(bl::test::source_path("cases"));
    EXPECT_TRUE(order.ok()) << order.error().describe();
    return order.ok() ? *order : std::vector<CourseEntry>{};
}
} // namespace

TEST(Course, EveryCaseHasALevelAndComesAfterItsPrerequisites) {
    const auto course = corpus_course();
    ASSERT_EQ(course.size(), case_files({bl::test::source_path("cases")}).size());
    std::map<std::string, size_t> at;
    for (size_t i = 0; i < course.size(); ++i) at[course[i].key] = i;
    for (size_t i = 0; i < course.size(); ++i) {
        EXPECT_GE(course[i].level, 1) << course[i].key;
        for (const std::string& p : course[i].prerequisites) {
            ASSERT_TRUE(at.count(p)) << course[i].key << " names " << p;
            EXPECT_LT(at[p], i) << p << " must come before " << course[i].key;
        }
    }
    EXPECT_EQ(course.front().subject, "deal");
    EXPECT_EQ(course.back().subject, "variants");
}

TEST(Course, ACircleOfPrerequisitesIsAnError) {
    const std::string dir = ::testing::TempDir() + "bridgelaws-course-circle/leads";
    std::filesystem::create_directories(dir);
    const std::string text = bl::test::source_path("tests/data/lint/clean.yaml");
    std::ifstream in(text);
    const std::string clean((std::istreambuf_iterator<char>(in)), {});
    auto with = [&](const std::string& pre) {
        std::string s = clean;
        s.replace(s.find("level: 1\n"), 9, "level: 1\nprerequisites: [" + pre + "]\n");
        return s;
    };
    std::ofstream(dir + "/a.yaml") << with("leads/b");
    std::ofstream(dir + "/b.yaml") << with("leads/a");
    const auto order = course_order(::testing::TempDir() + "bridgelaws-course-circle");
    ASSERT_FALSE(order.ok());
    EXPECT_TRUE(has(order.error().message, "lead back to it")) << order.error().message;
}

TEST(Course, TheListIsBySubjectWithLevelsAndPrerequisites) {
    const std::string list = course_list(corpus_course());
    EXPECT_EQ(list.rfind("deal\n", 0), 0u);
    EXPECT_TRUE(has(list, "\nrevoke\n"));
    EXPECT_TRUE(has(list, "[level 2] revoke/revoke-claimed-after-cut-elwell:"));
    EXPECT_TRUE(has(list, "(after revoke/revoke-claimed-after-cut)"));
    EXPECT_LT(list.find("revoke/revoke-claimed-after-cut:"),
              list.find("revoke/revoke-claimed-after-cut-elwell:"));
}

// Enter shows the rulings, "s" skips them, "q" stops with where to begin again.
TEST(Course, WalksThroughTheCasesAsTheLearnerAnswers) {
    const auto course = corpus_course();
    std::istringstream in("\ns\nq\n");
    std::ostringstream out;
    const auto p = run_course(course, bl::test::library(), in, out, true, 0);
    EXPECT_EQ(p.taught, 1);
    EXPECT_EQ(p.skipped, 1);
    EXPECT_TRUE(p.stopped);
    const std::string text = out.str();
    EXPECT_TRUE(has(text, "=== Lesson 1 of ")) << text;
    EXPECT_TRUE(has(text, "=== Lesson 3 of "));
    EXPECT_FALSE(has(text, "=== Lesson 4 of "));
    EXPECT_TRUE(has(text, "Under The Laws of Bridge (1904) [club-1904]:")); // lesson 1's rulings
    EXPECT_TRUE(has(text, "bridgelaws teach --course --from 3"));
    EXPECT_TRUE(has(text, "Course: 1 case(s) taught, 1 skipped."));
}

TEST(Course, TheCommandListsAndWalksFromStandardInput) {
    const auto list = bl::test::run_cli("teach --list " + bl::test::source_path("cases"));
    EXPECT_EQ(list.status, 0) << list.err;
    EXPECT_TRUE(has(list.out, "[level 1] deal/"));
    const std::string input = bl::test::write_temp("course-input.txt", "\n");
    const auto walk = bl::test::run_cli("teach --course --from 2 " +
                                        bl::test::source_path("cases") + " < " + input);
    EXPECT_EQ(walk.status, 0) << walk.err;
    EXPECT_TRUE(has(walk.out, "=== Lesson 2 of ")) << walk.out;
    EXPECT_TRUE(has(walk.out, "Stopped at lesson 3"))
        << walk.out; // the input ends after one lesson
    const auto bad =
        bl::test::run_cli("teach --course --from 9999 " + bl::test::source_path("cases"));
    EXPECT_EQ(bad.status, 2);
    EXPECT_TRUE(has(bad.err, "the course has")) << bad.err;
}
