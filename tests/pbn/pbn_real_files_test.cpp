// PBN files written by other programs (tests/data/pbn/README.md says where each was found):
// every one imports, and replayed under club-1904 gives no ruling, since the games they record
// had none (a file of duplicate boards is not dealt in turn: each deal keeps its board); what
// cannot be Bridge Whist play is dropped with one note a file, not one a deal.
#include "core/yaml_reader.h"
#include "pbn/pbn.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

using namespace bl;

namespace {

Result<PbnImport> import(const std::string& path, const PbnOptions& options) {
    auto text = read_file(path);
    if (!text) return text.error();
    return parse_pbn(*text, path, options);
}

std::vector<std::string> files_in(const std::string& folder) {
    std::vector<std::string> out;
    for (const auto& e : std::filesystem::directory_iterator(test::source_path(folder)))
        if (e.path().extension() == ".pbn") out.push_back(e.path().string());
    std::sort(out.begin(), out.end());
    return out;
}

int plays_in(const GameLog& log) {
    int n = 0;
    for (const Deal& d : log.deals)
        n += int(std::count_if(d.events.begin(), d.events.end(),
                               [](const Event& e) { return e.verb == Verb::Plays; }));
    return n;
}

using bl::test::noted;

} // namespace

TEST(PbnRealFiles, EveryFileImportsAndReplaysWithoutARuling) {
    const auto files = files_in("tests/data/pbn/real");
    ASSERT_GE(files.size(), 5u);
    for (const std::string& path : files) {
        auto in = import(path, {&test::code("club-1904"), false});
        ASSERT_TRUE(in.ok()) << in.error().describe();
        EXPECT_FALSE(in->log.deals.empty()) << path;
        // Each deal keeps its board: dealt by the board's dealer, not in turn, so the whole
        // file replays as one log without a deal out of turn.
        for (const Deal& deal : in->log.deals) EXPECT_FALSE(deal.board.empty()) << path;
        in->log.code = "club-1904";
        const Report report = test::replayed(in->log, "club-1904");
        ASSERT_EQ(report.deals.size(), in->log.deals.size()) << path;
        for (size_t i = 0; i < report.deals.size(); ++i)
            for (const Ruling& r : report.deals[i].rulings)
                ADD_FAILURE() << path << ", deal " << i + 1 << ": a ruling the game never had: " << name(r.situation.id);
        // One note a kind for the file, never one a deal.
        EXPECT_LE(in->summary.size(), 8u) << path;
    }
}

TEST(PbnRealFiles, ContractBridgePlayIsDroppedWithOneNote) {
    auto in = import(test::source_path("tests/data/pbn/real/bbo-acbl-speedball.pbn"),
                     {&test::code("club-1904"), false});
    ASSERT_TRUE(in.ok()) << in.error().describe();
    ASSERT_EQ(in->log.deals.size(), 5u);
    EXPECT_EQ(plays_in(in->log), 0);
    EXPECT_TRUE(noted(
        in->summary,
        "5 of 5 deals: play dropped, no declaration by the dealer's side (deals 1, 2, 3, 4, 5)"));
    EXPECT_TRUE(noted(in->summary, "5 of 5 deals: declarer not on the dealer's side"))
        << in->summary.front();
    // The hands are kept whatever happens to the play.
    for (const Deal& d : in->log.deals) EXPECT_EQ(d.hands[E].size(), 13);
}

TEST(PbnRealFiles, PlayThatIsBridgeWhistIsKept) {
    // The dealer East declares and the eldest hand, South, leads: Bridge Whist play.
    auto in = import(test::source_path("tests/data/pbn/real/bbo-lin-deal1.pbn"),
                     {&test::code("club-1904"), false});
    ASSERT_TRUE(in.ok()) << in.error().describe();
    EXPECT_EQ(plays_in(in->log), 52);
    const auto& events = in->log.deals.front().events;
    ASSERT_GE(events.size(), 3u);
    EXPECT_EQ(event_text(events[1]),
              "S asks to lead"); // the dialogue an undoubled contract implies
    EXPECT_EQ(event_text(events[2]), "N says yes");
    auto only = import(test::source_path("tests/data/pbn/real/bbo-lin-deal1.pbn"),
                       {&test::code("club-1904"), true});
    ASSERT_TRUE(only.ok());
    EXPECT_TRUE(only->log.deals.front().events.empty()); // --deals-only
    EXPECT_EQ(only->log.deals.front().hands[S].size(), 13);
}

TEST(PbnRealFiles, BrokenFilesAreRefusedWithThePlace) {
    for (const std::string& path : files_in("tests/data/pbn/bad")) {
        auto in = import(path, {&test::code("club-1904"), false});
        ASSERT_FALSE(in.ok()) << path;
        EXPECT_EQ(in.error().file, path);
        EXPECT_GT(in.error().line, 0) << in.error().describe();
    }
}
