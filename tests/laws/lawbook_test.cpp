#include "laws/lawbook.h"
#include "laws/reading_switch.h"
#include "test_util.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>

using namespace bl;
using bl::test::code;
using bl::test::library;
using bl::test::source_path;

TEST(Lawbook, EveryTableLoads) {
    const auto ids = library().ids();
    for (const char* id : {"club-1904", "club-1903", "elwell-1904", "short-bridge", "continental", "dummy-bridge", "three-handed",
                           "three-hand-ames"})
        EXPECT_NE(std::find(ids.begin(), ids.end(), id), ids.end()) << id;
    for (const std::string& id : ids) {
        auto book = library().load(id);
        EXPECT_TRUE(book.ok()) << (book.ok() ? "" : book.error().describe());
    }
}

TEST(Lawbook, LawCountsAsPrinted) {
    EXPECT_EQ(code("club-1904").laws.size(), 108u);
    EXPECT_EQ(code("club-1903").laws.size(), 103u);
    EXPECT_EQ(code("elwell-1904").laws.size(), 106u);
    EXPECT_EQ(code("short-bridge").laws.size(), 91u);
}

TEST(Lawbook, EveryLawHasTextAndEveryRuleCitesRealLaws) {
    for (const std::string& id : library().ids()) {
        const Lawbook& b = code(id);
        for (const Law& l : b.laws) EXPECT_FALSE(l.text.empty()) << id << " law " << l.number;
        for (const Rule& r : b.rules)
            for (const std::string& n : r.laws) EXPECT_NE(b.law(n), nullptr) << id << " rule " << name(r.id) << " law " << n;
    }
}

TEST(Lawbook, ValuesCarryTheirCitations) {
    const Parameters& p = code("club-1904").params;
    EXPECT_EQ(p.game.value, 30);
    EXPECT_EQ(p.game.laws, std::vector<std::string>{"2"});
    EXPECT_EQ(p.trick_value.value[HEARTS], 8);
    EXPECT_EQ(p.trick_value.value[NO_TRUMPS], 12);
    EXPECT_EQ(p.rubber_bonus.value, 100);
    EXPECT_EQ(p.doubling_limit.value, std::optional<int>(100));
    EXPECT_EQ(code("club-1903").params.doubling_limit.value, std::nullopt);
    EXPECT_EQ(code("short-bridge").params.game.value, 5);
    // The three-player games: Dummy is no player, and what each leaves to its tables.
    const Parameters& badsworth = code("three-handed").params;
    EXPECT_TRUE(badsworth.dummy_absent.value);
    EXPECT_EQ(badsworth.dummy_absent.laws, (std::vector<std::string>{"R1", "R11"}));
    EXPECT_TRUE(badsworth.deduct_offender_column.value);
    EXPECT_EQ(badsworth.deduct_offender_column.reading, "three-handed-revoke-deduction");
    EXPECT_FALSE(badsworth.redouble_void_when_left.value);
    const Parameters& ames = code("three-hand-ames").params;
    EXPECT_TRUE(ames.dummy_absent.value);
    EXPECT_TRUE(ames.redouble_void_when_left.value);
    EXPECT_EQ(ames.redouble_void_when_left.laws, std::vector<std::string>{"R4"});
    EXPECT_FALSE(ames.deduct_offender_column.value);
    EXPECT_FALSE(p.dummy_absent.value); // the four-hand games: Dummy is a player
    // Dummy Bridge R1-R2: Dummy has no player, and its seat is the one that deals first.
    const Parameters& dummy = code("dummy-bridge").params;
    EXPECT_TRUE(dummy.dummy_absent.value);
    EXPECT_TRUE(dummy.dummy_seat_first_dealer.value);
    EXPECT_EQ(dummy.dummy_seat_first_dealer.laws, std::vector<std::string>{"R2"});
    EXPECT_FALSE(badsworth.dummy_seat_first_dealer.value); // Three-handed: the dealer's partner
}

TEST(Lawbook, OverlaysResolveAgainstTheirBase) {
    const Lawbook& c = code("continental");
    EXPECT_EQ(c.chain, (std::vector<std::string>{"club-1904", "continental"}));
    EXPECT_EQ(c.params.trick_value.value[NO_TRUMPS], 10);
    EXPECT_EQ(c.params.trick_value.value[HEARTS], 8);
    EXPECT_EQ(c.laws.size(), 108u);
    ASSERT_NE(c.law("4"), nullptr);
    EXPECT_EQ(c.law("4")->amended_by, "continental");
    EXPECT_EQ(c.params.game.value, 30); // inherited
    EXPECT_EQ(code("dummy-bridge").law("R1")->code, "dummy-bridge");
}

// Each malformed table in tests/data/tables names the error it must give in its first line.
TEST(Lawbook, MalformedTablesGiveClearErrors) {
    const LawLibrary fixtures(source_path("tests/data/tables"));
    int checked = 0;
    for (const std::string& id : fixtures.ids()) {
        if (id.rfind("bad-", 0) != 0) continue;
        std::ifstream in(source_path("tests/data/tables/" + id + ".yaml"));
        std::string first;
        std::getline(in, first);
        std::string expect = first.substr(first.find("expect: ") + 8);
        int line = 0;
        if (expect.rfind("line ", 0) == 0) {
            line = std::stoi(expect.substr(5));
            expect = expect.substr(expect.find(": ") + 2);
        }
        auto book = fixtures.load(id);
        ASSERT_FALSE(book.ok()) << id;
        const std::string got = book.error().describe();
        if (line) EXPECT_EQ(book.error().line, line) << id << ": " << got;
        EXPECT_NE(got.find(expect), std::string::npos) << id << "\n  got: " << got << "\n  expected: " << expect;
        EXPECT_NE(got.find(id + ".yaml"), std::string::npos) << got;
        ++checked;
    }
    EXPECT_GE(checked, 12);
    EXPECT_TRUE(fixtures.load("mini-base").ok());
}

// A syntax error in a table is said in words an editor can act on (the fixtures bad-yaml-*: each
// names its fault and line in its first line, checked above): never the YAML library's terms.
TEST(Lawbook, YamlErrorsAreInPlainWords) {
    const LawLibrary fixtures(source_path("tests/data/tables"));
    int checked = 0;
    for (const std::string& id : fixtures.ids()) {
        if (id.rfind("bad-yaml-", 0) != 0 && id != "bad-syntax") continue;
        auto book = fixtures.load(id);
        ASSERT_FALSE(book.ok()) << id;
        const std::string got = book.error().describe();
        EXPECT_GT(book.error().line, 1) << got;
        for (const char* jargon : {"illegal", "not found", "scalar", "token", "flow", "sequence"})
            EXPECT_EQ(got.find(jargon), std::string::npos) << id << " says \"" << jargon << "\": " << got;
        ++checked;
    }
    EXPECT_GE(checked, 7);
}

TEST(Lawbook, UnknownCodeListsTheKnownOnes) {
    auto book = library().load("club-1066");
    ASSERT_FALSE(book.ok());
    EXPECT_NE(book.error().message.find("unknown code \"club-1066\""), std::string::npos);
    EXPECT_NE(book.error().message.find("club-1904"), std::string::npos);
}

TEST(Lawbook, RulesCanNameTheKindOfCallDisobeyed) {
    // Club 1904 Law 79 names a called suit, highest or lowest, win or not win; not a called card.
    const Lawbook& c = code("club-1904");
    const auto has = [](const Rule& r, CallKind k) { return (r.when.call >> unsigned(k)) & 1u; };
    int penalty = 0, silent = 0;
    for (const Rule& r : c.rules) {
        if (r.id != Infraction::FailureToComply) continue;
        if (r.provision == Provision::Penalty) {
            ++penalty;
            EXPECT_TRUE(has(r, CallKind::LeadSuit));
            EXPECT_TRUE(has(r, CallKind::Win));
            EXPECT_FALSE(has(r, CallKind::Card));
        } else {
            ++silent;
            EXPECT_EQ(r.provision, Provision::NoProvision);
            EXPECT_TRUE(has(r, CallKind::Card));
            EXPECT_TRUE(r.laws.empty());
        }
    }
    EXPECT_EQ(penalty, 1);
    EXPECT_EQ(silent, 1);
}

TEST(Lawbook, RulesCanNameYesOrNoFacts) {
    // Short Bridge Law 41: the dealer's look at the trump card, and (no provision) at another.
    const Lawbook& sb = code("short-bridge");
    int named = 0;
    for (const Rule& r : sb.rules) {
        if (r.id != Infraction::DealerLooked || !r.when.flags_named) continue;
        ++named;
        EXPECT_EQ(r.when.flags_named, 1u << unsigned(Flag::TrumpCard));
        EXPECT_EQ(r.when.flags_value, 0u);
        EXPECT_EQ(r.provision, Provision::NoProvision);
        EXPECT_EQ(r.when.named(), 1);
    }
    EXPECT_EQ(named, 1);
}

namespace {

// A library folder holding the shipped table `base` and an overlay on it.
std::string library_with(const std::string& base, const std::string& overlay_id, const std::string& overlay) {
    const auto dir = std::filesystem::path(bl::test::write_temp(overlay_id + ".yaml", overlay)).parent_path() / ("lib-" + overlay_id);
    std::filesystem::create_directories(dir);
    std::filesystem::copy_file(source_path("laws/" + base + ".yaml"), dir / (base + ".yaml"),
                               std::filesystem::copy_options::overwrite_existing);
    std::ofstream(dir / (overlay_id + ".yaml")) << overlay;
    return dir.string();
}

} // namespace

// An overlay picks a reading by id; the picked alternative's rules apply, the others are set aside.
TEST(Lawbook, AnOverlayPicksAReadingById) {
    const std::string dir = library_with("elwell-1904", "house-false-lead",
                                         "id: house-false-lead\nextends: elwell-1904\ntitle: t\nedition: test\n"
                                         "source: [{seed: none}]\nlaws: []\n"
                                         "readings: {complete-false-lead: no-penalty-when-complete}\n");
    auto book = LawLibrary(dir).load("house-false-lead");
    ASSERT_TRUE(book.ok()) << book.error().describe();
    EXPECT_EQ(book->choice("complete-false-lead"), "no-penalty-when-complete");
    EXPECT_EQ(code("elwell-1904").choice("complete-false-lead"), "penalty-remains");
    int in_force = 0, aside = 0;
    for (const Rule& r : book->rules)
        for (const auto& [id, choice] : r.if_reading)
            if (id == "complete-false-lead") ++(book->in_force(r) ? in_force : aside);
    EXPECT_EQ(in_force, 3);
    EXPECT_EQ(aside, 3);
}

// --reading ID=CHOICE: a choice that is not one of the reading's alternatives is an error that
// lists them; so is a reading the code does not have, and a spec without "=".
TEST(Lawbook, AReadingPickedForARunIsChecked) {
    Lawbook book = code("club-1904");
    EXPECT_FALSE(choose_reading(book, "false-lead-completed=condoned"));
    EXPECT_EQ(book.choice("false-lead-completed"), "condoned");
    auto bad = choose_reading(book, "false-lead-completed=sometimes");
    ASSERT_TRUE(bad);
    EXPECT_NE(bad->message.find("call-suit-survives, condoned"), std::string::npos) << bad->message;
    bad = choose_reading(book, "no-such-point=x");
    ASSERT_TRUE(bad);
    EXPECT_NE(bad->message.find("not a reading of club-1904"), std::string::npos) << bad->message;
    EXPECT_TRUE(choose_reading(book, "false-lead-completed"));
    LawLibrary strict = library();
    strict.pick_readings({"complete-false-lead=no-penalty-when-complete"}, true);
    EXPECT_TRUE(strict.load("elwell-1904").ok());
    EXPECT_FALSE(strict.load("club-1904").ok()); // club-1904 has no such reading
    LawLibrary lenient = library();
    lenient.pick_readings({"complete-false-lead=no-penalty-when-complete"}, false);
    EXPECT_TRUE(lenient.load("club-1904").ok());
}
