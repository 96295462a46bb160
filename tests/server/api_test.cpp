// The desk's API as a function of a request: every endpoint and its error answers (docs/api.md).
#include "server/api.h"

#include "report/report.h"
#include "test_util.h"

#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace bl {
namespace {

using nlohmann::json;

const Api& api() {
    static const Api a(test::library(), 64 * 1024);
    return a;
}

ApiResponse get(const std::string& path) { return api().handle({"GET", path, {}, ""}); }
ApiResponse post(const std::string& path, const std::string& body,
                 std::map<std::string, std::string> query = {}) {
    return api().handle({"POST", path, std::move(query), body});
}

std::string example(const std::string& name) {
    std::ifstream in(test::source_path("examples/" + name));
    return std::string(std::istreambuf_iterator<char>(in), {});
}

TEST(Api, CodesListsEveryCodeOfTheLibrary) {
    const ApiResponse r = get("/api/codes");
    ASSERT_EQ(r.status, 200);
    const json codes = json::parse(r.body);
    ASSERT_EQ(codes.size(), test::library().ids().size());
    bool continental = false;
    for (const json& c : codes)
        if (c["id"] == "continental") continental = c["extends"] == "club-1904";
    EXPECT_TRUE(continental);
}

TEST(Api, LawsOfACodeAndOneLaw) {
    const json all = json::parse(get("/api/laws/elwell-1904").body);
    EXPECT_EQ(all["laws"].size(), test::code("elwell-1904").laws.size());
    const ApiResponse one = get("/api/laws/club-1904/90");
    ASSERT_EQ(one.status, 200);
    EXPECT_NE(json::parse(one.body)["text"].get<std::string>().find("The penalty for a revoke"),
              std::string::npos);
}

// A path that is not UTF-8 is answered, not thrown on (found by fuzz/server_fuzz).
TEST(Api, APathThatIsNotUtf8IsAnsweredWithValidJson) {
    const ApiResponse r = get("/api/\x95odes");
    EXPECT_EQ(r.status, 404);
    EXPECT_TRUE(json::accept(r.body)) << r.body;
}

TEST(Api, UnknownCodeOrLawIs404WithTheKnownCodes) {
    const ApiResponse r = get("/api/laws/club1904");
    EXPECT_EQ(r.status, 404);
    EXPECT_NE(r.body.find("unknown code \\\"club1904\\\" (known: "), std::string::npos) << r.body;
    EXPECT_NE(r.body.find("club-1904, continental"), std::string::npos) << r.body;
    EXPECT_EQ(get("/api/laws/club-1904/999").status, 404);
}

TEST(Api, ReplayAnswersTheSameReportAsTheCommandLine) {
    const std::string log = example("disputed-rubber.yaml");
    const ApiResponse r = post("/api/replay", log);
    ASSERT_EQ(r.status, 200) << r.body;
    const test::Run cli = test::run_cli(
        "replay " + test::source_path("examples/disputed-rubber.yaml") + " --format json");
    EXPECT_EQ(r.body, cli.out);
}

TEST(Api, ReplayUnderSeveralCodesAnswersOneReportEach) {
    const ApiResponse r =
        post("/api/replay", example("disputed-rubber.yaml"), {{"code", "club-1904,elwell-1904"}});
    ASSERT_EQ(r.status, 200) << r.body;
    const json reports = json::parse(r.body);
    ASSERT_EQ(reports.size(), 2u);
    EXPECT_EQ(reports[0]["code"], "club-1904");
    EXPECT_EQ(reports[1]["code"], "elwell-1904");
}

TEST(Api, MalformedLogIs400WithLineAndColumn) {
    const ApiResponse r =
        post("/api/replay", "code: club-1904\ndeals:\n  - dealer: N\n    hands: [\n");
    EXPECT_EQ(r.status, 400);
    const json e = json::parse(r.body)["error"];
    EXPECT_EQ(e["file"], "request body");
    EXPECT_GT(e["line"].get<int>(), 0);
    EXPECT_FALSE(e["message"].get<std::string>().empty());
}

TEST(Api, UnknownCodeInQueryIs400AndAPathIsNeverLoaded) {
    EXPECT_EQ(post("/api/replay", example("disputed-rubber.yaml"), {{"code", "nonesuch"}}).status,
              400);
    // A code given as a path would make the server read a file the client names.
    const ApiResponse r = post("/api/replay", example("disputed-rubber.yaml"),
                               {{"code", test::source_path("laws/club-1904.yaml")}});
    EXPECT_EQ(r.status, 400);
    EXPECT_NE(r.body.find("unknown code"), std::string::npos);
}

TEST(Api, BodyOverTheLimitIs413) {
    const ApiResponse r = post("/api/replay", std::string(64 * 1024 + 1, ' '));
    EXPECT_EQ(r.status, 413);
    EXPECT_NE(r.body.find("--max-body"), std::string::npos);
}

TEST(Api, PathsOutsideTheApiAndOtherMethodsAreRefused) {
    EXPECT_EQ(get("/api/../../etc/passwd").status, 404);
    EXPECT_EQ(get("/api/replay").status, 404);
    EXPECT_EQ(post("/api/codes", "").status, 404);
    EXPECT_EQ(api().handle({"DELETE", "/api/codes", {}, ""}).status, 405);
}

// docs/api.md: POST /api/acts, the declaration and doubling acts each player may make now.
TEST(Api, ActsOffersWhatTheCodeAllowsNowAndTheIrregularActs) {
    const std::string log = test::events_log("      - S declares hearts\n");
    const ApiResponse r = post("/api/acts", log, {{"code", "club-1904"}});
    ASSERT_EQ(r.status, 200) << r.body;
    const json j = json::parse(r.body);
    EXPECT_EQ(j["phase"], "doubling");
    EXPECT_EQ(j["turn"], "W");
    const auto act = [&](const std::string& event) {
        for (const json& a : j["acts"])
            if (a["event"] == event) return a;
        return json();
    };
    EXPECT_EQ(act("W doubles")["regular"], true);
    EXPECT_EQ(act("E doubles")["infraction"], "double-out-of-turn");
    EXPECT_EQ(act("E doubles")["by"], "E");
    EXPECT_EQ(act("W leads")["infraction"], "lead-without-asking");
    EXPECT_EQ(post("/api/acts", log, {{"code", "nonesuch"}}).status, 400);
    EXPECT_EQ(post("/api/acts", "format: bridgelaws/1\ncode: club-1904\ndeals: []\n").status, 400);
    EXPECT_EQ(post("/api/acts", "format: [\n").status, 400);
}

TEST(Api, CodesSayWhichTurnTheTrumpCard) {
    for (const json& c : json::parse(get("/api/codes").body))
        EXPECT_EQ(c["trump_turned"], test::code(c["id"]).params.trump_turned.value) << c["id"];
}

TEST(Api, CheckAnswersTheFindingsOfAnOverlay) {
    const ApiResponse r = post("/api/check", example("house-rules/elwell-ames.yaml"));
    ASSERT_EQ(r.status, 200) << r.body;
    EXPECT_EQ(json::parse(r.body)["codes"][0]["code"], "elwell-ames");
}

TEST(Api, CheckRefusesAnOverlayExtendingAFile) {
    std::string overlay = example("house-rules/elwell-ames.yaml");
    overlay.replace(overlay.find("extends: elwell-1904"), 20, "extends: ../../etc/passwd");
    const ApiResponse r = post("/api/check", overlay);
    EXPECT_EQ(r.status, 400);
    EXPECT_NE(r.body.find("not a code of the library"), std::string::npos) << r.body;
}

TEST(Api, CheckOfBrokenYamlIs400) {
    const ApiResponse r = post("/api/check", "id: [\n");
    EXPECT_EQ(r.status, 400);
    EXPECT_GT(json::parse(r.body)["error"]["line"].get<int>(), 0);
}

} // namespace
} // namespace bl
