// Where a house rule decided a ruling or a score line, the reports say so: a law an overlay
// amends, a figure its parameter set, its rule, and the doubling limit that stopped a double
// (src/report/house_rules.cpp), in the text, HTML and JSON reports.
#include "report/house_rules.h"
#include "report/report.h"
#include "report/report_html.h"
#include "test_util.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace bl;
using bl::test::code;
using bl::test::events_log;
using bl::test::library;
using bl::test::log_from;
using bl::test::OPEN;
using bl::test::source_path;

namespace {

const std::string kRevokeTitle = "House rules on the dealer's revoke";
const std::string kAmesTitle = "The Elwell code with the readings of Ames's specimen score sheet";

Lawbook overlay(const std::string& path) {
    auto book = library().load(source_path(path));
    if (!book) ADD_FAILURE() << book.error().describe();
    return book ? *book : Lawbook{};
}

struct Replayed {
    GameLog log;
    Lawbook book;
    Report report;
};

// The log replayed under `book`, kept together so the report's pointers stay good.
std::unique_ptr<Replayed> replay_under(GameLog log, Lawbook book) {
    auto out = std::make_unique<Replayed>(Replayed{std::move(log), std::move(book), {}});
    auto r = replay(out->log, out->book);
    if (!r)
        ADD_FAILURE() << r.error().describe();
    else
        out->report = std::move(*r);
    return out;
}

// East revokes in trick 1, South (the dealer) in trick 3 (tests/table/ruling_test.cpp).
const std::string kTwoRevokes =
    OPEN + "      - W plays D7\n      - N plays D8\n      - E plays C4\n      - S plays DA\n"
           "      - S plays CQ\n      - W plays C2\n      - N plays C5\n      - E plays CK\n"
           "      - E plays D2\n      - S plays H6\n      - W plays D6\n      - N plays D9\n"
           "      - S plays S7\n      - W elects take-three-tricks\n";

nlohmann::json json_of(const Report& r) { return nlohmann::json::parse(report_json(r)); }

const nlohmann::json* revoke_by(const nlohmann::json& deal, const char* seat) {
    for (const auto& r : deal["rulings"])
        if (r["infraction"] == "revoke" && r["offender"] == seat) return &r;
    return nullptr;
}

} // namespace

TEST(HouseRules, ARulingUnderAnAmendedLawSaysSo) {
    const auto run = replay_under(log_from(events_log(kTwoRevokes)),
                                  overlay("tests/data/tables/one-revoke-rule.yaml"));
    const std::string text = report_text(run->report, 0);
    EXPECT_NE(text.find("Law 90 as amended by these house rules (" + kRevokeTitle + ")"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("As amended: \u201CWhen the dealer revokes"), std::string::npos) << text;
    // The dealer's revoke follows the overlay's own rule; East's, the printed code's.
    EXPECT_NE(text.find("the rule applied is that of these house rules (" + kRevokeTitle + ")"),
              std::string::npos);
    const nlohmann::json deal = json_of(run->report)["deals"][0];
    const nlohmann::json* south = revoke_by(deal, "S");
    const nlohmann::json* east = revoke_by(deal, "E");
    ASSERT_TRUE(south && east) << deal.dump();
    EXPECT_EQ((*south)["house_rules"]["rule"], kRevokeTitle);
    EXPECT_EQ((*south)["house_rules"]["amended_laws"][0]["law"], "90");
    EXPECT_EQ((*south)["house_rules"]["amended_laws"][0]["by"], kRevokeTitle);
    EXPECT_FALSE((*east)["house_rules"].contains("rule"));
    EXPECT_EQ((*east)["house_rules"]["amended_laws"][0]["law"], "90");
    const std::string html = report_html(run->report);
    EXPECT_NE(html.find("Law 90 as amended by these house rules (" + kRevokeTitle + ")"),
              std::string::npos);
    EXPECT_NE(html.find("As amended by these house rules (" + kRevokeTitle + "): "),
              std::string::npos);
}

TEST(HouseRules, ThePrintedCodeSaysNothingOfHouseRules) {
    const auto run = replay_under(log_from(events_log(kTwoRevokes)), code("club-1904"));
    EXPECT_EQ(report_text(run->report, 0).find("house rules"), std::string::npos);
    EXPECT_EQ(report_html(run->report).find("house rules"), std::string::npos);
    const nlohmann::json deal = json_of(run->report)["deals"][0];
    for (const auto& r : deal["rulings"]) EXPECT_FALSE(r.contains("house_rules")) << r.dump();
    for (const auto& l : deal["score_lines"]) EXPECT_FALSE(l.contains("house_rules")) << l.dump();
}

// Ames's sheet scores four aces divided 40: the overlay's parameter, not Law 6, decides the line.
TEST(HouseRules, AScoreLineFromAnOverlaysParameterSaysSo) {
    const std::string path = source_path("examples/ames-specimen.yaml");
    auto log = read_log(path);
    ASSERT_TRUE(log) << log.error().describe();
    const auto run = replay_under(*log, overlay("examples/house-rules/elwell-ames.yaml"));
    const std::string text = report_text(run->report, 0);
    EXPECT_NE(
        text.find("40 above  4 aces (Law 6 as amended by these house rules (" + kAmesTitle + "))"),
        std::string::npos)
        << text;
    const nlohmann::json last = json_of(run->report)["deals"].back();
    bool found = false;
    for (const auto& l : last["score_lines"])
        if (l["what"] == "4 aces") {
            found = true;
            EXPECT_EQ(l["house_rules"], kAmesTitle);
        }
    EXPECT_TRUE(found) << last.dump();
    // A line the overlay did not touch keeps its plain citation.
    EXPECT_NE(text.find("above 6 at "), std::string::npos);
    EXPECT_EQ(text.find("(Law 4 as amended"), std::string::npos);
    const auto plain = replay_under(*log, code("elwell-1904"));
    EXPECT_EQ(report_text(plain->report, 0).find("as amended"), std::string::npos);
}

// A re-double past the limit: no provision, and the report names the limit and its law.
TEST(HouseRules, ADoublePastTheLimitNamesTheLimitAndItsLaw) {
    const std::string doubles = "      - S declares hearts\n      - W doubles\n      - S doubles\n"
                                "      - W doubles\n      - S doubles\n";
    const auto club = replay_under(log_from(events_log(doubles)), code("club-1904"));
    ASSERT_FALSE(club->report.deals.empty());
    ASSERT_FALSE(club->report.deals[0].rulings.empty());
    EXPECT_EQ(club->report.deals[0].rulings[0].provision, Provision::NoProvision);
    const std::string text = report_text(club->report, 0);
    EXPECT_NE(
        text.find("The doubling limit decides it: the limit of 100 points (Law 58); at hearts the "
                  "trick stood at 64, and this double would carry it to 128, past the limit."),
        std::string::npos)
        << text;
    const nlohmann::json limit = json_of(club->report)["deals"][0]["rulings"][0]["limit"];
    EXPECT_EQ(limit["value"], 100);
    EXPECT_EQ(limit["laws"], nlohmann::json::array({"58"}));
    EXPECT_TRUE(limit["set_by"].is_null());
    EXPECT_EQ(limit["would_be"], 128);

    // The house rules stop the doubling at 50: West's double at 32 is past it.
    const auto house = replay_under(log_from(events_log(doubles)),
                                    overlay("tests/data/tables/house-doubling-limit.yaml"));
    ASSERT_FALSE(house->report.deals[0].rulings.empty());
    const Ruling& first = house->report.deals[0].rulings[0];
    EXPECT_EQ(first.provision, Provision::NoProvision);
    EXPECT_EQ(first.situation.offender, W);
    const std::string words =
        "The doubling limit decides it: the limit of 50 points (Law 58 as amended by these house "
        "rules (The Portland table's doubling limit)); at hearts the trick stood at 32, and this "
        "double would carry it to 64, past the limit.";
    EXPECT_NE(report_text(house->report, 0).find(words), std::string::npos)
        << report_text(house->report, 0);
    EXPECT_NE(report_html(house->report)
                  .find("the limit of 50 points (Law 58 as amended by these house rules"),
              std::string::npos);
    EXPECT_EQ(json_of(house->report)["deals"][0]["rulings"][0]["limit"]["set_by"],
              "The Portland table's doubling limit");
}
