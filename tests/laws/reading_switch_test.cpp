// Readings as switches of parameters and of a base: an alternative that carries parameter values
// (each with its citation) or reads an overlay on another code changes the rulings and the score
// when it is picked, by an overlay or for one run.
#include "laws/reading_switch.h"
#include "replay/replay.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace bl;
using namespace bl::test;

namespace {

// The code as loaded with one reading picked for the run (--reading ID=CHOICE).
Lawbook under(const std::string& id, const std::string& pick) {
    LawLibrary lib = library();
    lib.pick_readings({pick}, true);
    auto book = lib.load(id);
    EXPECT_TRUE(book.ok()) << id << " " << pick << ": "
                           << (book.ok() ? "" : book.error().describe());
    return book.ok() ? *book : Lawbook{};
}

const std::string EARLIER = "ordinary-bridge-base=club-1903";
// The three games Badsworth prints beside the earlier club code.
const char* const BADSWORTH[] = {"dummy-bridge", "three-handed", "continental"};

// The first deal of `events` (S deals the tests' hands) replayed under `book`.
DealReport deal_under(const Lawbook& book, const std::string& events) {
    const GameLog log = log_from(events_log(events));
    auto r = replay(log, book);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().describe());
    return r.ok() && !r->deals.empty() ? r->deals.front() : DealReport{};
}

const Ruling* ruling_on(const DealReport& d, Infraction id) {
    for (const Ruling& r : d.rulings)
        if (r.situation.id == id) return &r;
    return nullptr;
}

std::string choice_named(const Ruling& r, const std::string& reading) {
    for (const auto& [id, choice] : r.readings)
        if (id == reading) return choice;
    return "";
}

// The events on the later base (the table as shipped): a penalty; the ruling, for more checks.
Ruling penalty_on_the_later_base(const char* id, const std::string& events, Infraction x) {
    const DealReport d = deal_under(code(id), events);
    const Ruling* r = ruling_on(d, x);
    EXPECT_NE(r, nullptr) << id;
    if (!r) return {};
    EXPECT_EQ(r->provision, Provision::Penalty) << id;
    return *r;
}

// The same events read on the earlier base: the code makes no provision, under these laws, and
// the ruling names the base it came from.
void expect_no_provision_on_the_earlier_base(const char* id, const std::string& events,
                                             Infraction x, const std::vector<std::string>& laws) {
    const Lawbook book = under(id, EARLIER);
    const DealReport d = deal_under(book, events);
    const Ruling* r = ruling_on(d, x);
    ASSERT_NE(r, nullptr) << id;
    EXPECT_EQ(r->provision, Provision::NoProvision) << id;
    EXPECT_EQ(r->laws, laws) << id;
    EXPECT_TRUE(r->options.empty()) << id;
    EXPECT_EQ(choice_named(*r, "ordinary-bridge-base"), "club-1903") << id;
}

// A folder holding the library's tables and one more.
std::string library_plus(const std::string& name, const std::string& yaml) {
    const std::string dir = fresh_folder("reading-switch-" + name);
    for (const std::string& id : library().ids())
        std::filesystem::copy_file(library().dir() + "/" + id + ".yaml", dir + "/" + id + ".yaml");
    std::ofstream(dir + "/" + name + ".yaml") << yaml;
    return dir;
}

// A house overlay of `base` written for the test, `tail` its readings or parameters, loaded.
Lawbook house_on(const std::string& base, const std::string& name, const std::string& tail) {
    const std::string dir = library_plus(name, "id: " + name + "\nextends: " + base +
                                                   "\ntitle: t\nedition: test\n"
                                                   "source: [{seed: none}]\nlaws: []\n" +
                                                   tail);
    auto book = LawLibrary(dir).load(name);
    EXPECT_TRUE(book.ok()) << (book.ok() ? "" : book.error().describe());
    return book.ok() ? *book : Lawbook{};
}

} // namespace

// The base is a reading: picking club-1903 reads each of Badsworth's games on the earlier code,
// its parameters and rules in place of the 1904 code's, the overlay's own laid over them.
TEST(ReadingSwitch, TheEarlierBaseReadsTheGameOnTheEarlierCode) {
    for (const char* id : BADSWORTH) {
        const Lawbook& as_default = code(id);
        const Lawbook earlier = under(id, EARLIER);
        EXPECT_EQ(as_default.chain.front(), "club-1904") << id;
        EXPECT_EQ(earlier.chain.front(), "club-1903") << id;
        EXPECT_EQ(earlier.chain.back(), id);
        EXPECT_EQ(earlier.choice("ordinary-bridge-base"), "club-1903") << id;
        // C03 56: "The process of re-doubling may be continued indefinitely"; C04 58: "until
        // the limit of 100 points is reached".
        EXPECT_EQ(as_default.params.doubling_limit.value, std::optional<int>(100)) << id;
        EXPECT_EQ(earlier.params.doubling_limit.value, std::nullopt) << id;
        EXPECT_EQ(earlier.params.doubling_limit.laws, std::vector<std::string>{"56"}) << id;
        // C03 55: "May I play?" is put to "the player who has made the trump declaration".
        EXPECT_FALSE(as_default.params.ask_declarer_after_double.value) << id;
        EXPECT_TRUE(earlier.params.ask_declarer_after_double.value) << id;
        // C03 103: "Any player may demand to see the last trick turned".
        EXPECT_TRUE(earlier.params.last_trick_may_be_seen.value) << id;
        EXPECT_FALSE(as_default.params.last_trick_may_be_seen.value) << id;
        // The overlay's own parameters stay: Continental no trumps count ten (its Law 4).
        EXPECT_EQ(earlier.params.trick_value.value, as_default.params.trick_value.value) << id;
        // Every rule the base gives comes from club-1903 and names the reading.
        for (const Rule& r : earlier.rules) {
            if (r.code == id) continue;
            EXPECT_EQ(r.code, "club-1903") << id;
            EXPECT_NE(std::find(r.readings.begin(), r.readings.end(), "ordinary-bridge-base"),
                      r.readings.end())
                << id;
        }
    }
}

// Three-handed Bridge's deduction from the revoker's column cites the revoke law of the code in
// force: C04 90 I, "deduct the value of three tricks from his existing score", or C03 87 I,
// "deduct the value of three tricks from his score" (the alternative carries the citation).
TEST(ReadingSwitch, AnAlternativeCarriesItsParametersWithTheirCitations) {
    EXPECT_EQ(code("three-handed").params.deduct_offender_column.laws,
              (std::vector<std::string>{"90", "R10"}));
    const Lawbook earlier = under("three-handed", EARLIER);
    EXPECT_TRUE(earlier.params.deduct_offender_column.value);
    EXPECT_EQ(earlier.params.deduct_offender_column.laws, (std::vector<std::string>{"87", "R10"}));
    ASSERT_NE(earlier.law("87"), nullptr);
    EXPECT_NE(earlier.law("87")->text.find("deduct the value of three tricks from his score"),
              std::string::npos);
    // A parameter alternative without a base: R12 read with Law 8 ("he and his partner score").
    EXPECT_TRUE(code("three-handed").params.chicane_to_holder.value);
    EXPECT_FALSE(under("three-handed", "three-handed-chicane-credit=each-adversary")
                     .params.chicane_to_holder.value);
}

// Picking an alternative and then the default again restores the table's own values.
TEST(ReadingSwitch, ThePickedParametersGoWhenTheDefaultIsPickedAgain) {
    Lawbook book = code("elwell-1904");
    EXPECT_EQ(book.params.doubling_limit.value, std::nullopt);
    EXPECT_FALSE(choose_reading(book, "doubling-limit=per-trick-100"));
    EXPECT_EQ(book.params.doubling_limit.value, std::optional<int>(100));
    EXPECT_FALSE(choose_reading(book, "doubling-limit=none"));
    EXPECT_EQ(book.params.doubling_limit.value, std::nullopt);
    EXPECT_EQ(book.params.doubling_limit.laws, std::vector<std::string>{"55"});
}

// Club 1904 58: re-doubling "may be continued until the limit of 100 points is reached"; C03 56:
// "The process of re-doubling may be continued indefinitely". At no trumps (12, and 10 on the
// Continent) W doubles, S re-doubles, W doubles again: 96 (80); S's next re-double would pass 100.
TEST(ReadingSwitch, TheHundredPointLimitGoesWithTheLaterBase) {
    const std::string events =
        "      - S declares no-trumps\n      - W doubles\n      - S doubles\n"
        "      - W doubles\n      - S doubles\n";
    for (const char* id : BADSWORTH) {
        const DealReport later = deal_under(code(id), events);
        const Lawbook earlier_book = under(id, EARLIER);
        const DealReport earlier = deal_under(earlier_book, events);
        const Ruling* past = ruling_on(later, Infraction::RedoubleOutOfTurn);
        ASSERT_NE(past, nullptr) << id;
        EXPECT_TRUE(past->situation.has(Flag::PastLimit)) << id;
        EXPECT_EQ(past->provision, Provision::NoProvision) << id;
        EXPECT_EQ(past->laws, std::vector<std::string>{"58"}) << id;
        EXPECT_EQ(later.record.end().multiplier(), 8) << id;
        EXPECT_EQ(choice_named(*past, "ordinary-bridge-base"), "club-1904") << id;
        EXPECT_TRUE(earlier.rulings.empty()) << id;
        EXPECT_EQ(earlier.record.end().multiplier(), 16) << id;
    }
}

// Club 1904 50: "If the dealer's partner pass the declaration to the dealer, the eldest hand may
// demand: I. That there shall be a new deal. II. That the dealer's partner shall himself make the
// declaration." Club 1903 49 says only that the partner "must thereupon make the necessary
// declaration", and gives no remedy. (Three-handed Bridge has no partner to pass it back: the
// dealer plays Dummy's hand.)
TEST(ReadingSwitch, ThePassBackIsAnOffenceOnlyOnTheLaterBase) {
    const std::string events = "      - S leaves it\n      - N leaves it\n";
    for (const char* id : {"dummy-bridge", "continental"}) {
        const Ruling later =
            penalty_on_the_later_base(id, events, Infraction::DeclarationPassedBack);
        EXPECT_EQ(later.laws, std::vector<std::string>{"50"}) << id;
        EXPECT_EQ(later.options, (std::vector<Option>{Option::NewDeal, Option::CompelDeclaration}))
            << id;
        expect_no_provision_on_the_earlier_base(id, events, Infraction::DeclarationPassedBack,
                                                {"49"});
    }
}

// Club 1904 57: "If the right-hand adversary of the dealer double before his partner has asked
// 'May I lead?' the declarer of the trump shall have the right to say whether or not the double
// shall stand." Club 1903 54-56 give the right to double in turn and nothing for a double out of
// it. E doubles before W has spoken.
TEST(ReadingSwitch, ADoubleOutOfTurnHasARemedyOnlyOnTheLaterBase) {
    const std::string events = "      - S declares hearts\n      - E doubles\n";
    for (const char* id : BADSWORTH) {
        const Ruling r = penalty_on_the_later_base(id, events, Infraction::DoubleOutOfTurn);
        EXPECT_EQ(r.options, (std::vector<Option>{Option::DoubleStands, Option::DoubleVoid})) << id;
        // In Dummy Bridge S, dealing first, sits in Dummy's seat (R1): the Dummy player opposite
        // declares for it and so chooses (R3).
        const Seat declarer = std::string(id) == "dummy-bridge" ? N : S;
        EXPECT_EQ(r.elector, std::vector<Seat>{declarer}) << id;
        expect_no_provision_on_the_earlier_base(id, events, Infraction::DoubleOutOfTurn,
                                                {"54", "55", "56"});
    }
}

// Club 1904 58: "Should any player re-double out of turn, the adversary who last doubled shall
// decide whether or not such double shall stand." Club 1903 55-56 have no such words. W doubles;
// N re-doubles, though the declarer S has "the first right of re-doubling".
TEST(ReadingSwitch, AReDoubleOutOfTurnHasARemedyOnlyOnTheLaterBase) {
    const std::string events = "      - S declares hearts\n      - W doubles\n      - N doubles\n";
    for (const char* id : {"dummy-bridge", "continental"}) {
        const Ruling r = penalty_on_the_later_base(id, events, Infraction::RedoubleOutOfTurn);
        EXPECT_EQ(r.laws, std::vector<std::string>{"58"}) << id;
        EXPECT_EQ(r.elector, std::vector<Seat>{W}) << id;
        expect_no_provision_on_the_earlier_base(id, events, Infraction::RedoubleOutOfTurn,
                                                {"55", "56"});
    }
}

// An overlay picks the earlier base by id, as --reading does for one run.
TEST(ReadingSwitch, AnOverlayPicksTheEarlierBase) {
    const Lawbook book =
        house_on("dummy-bridge", "house-dummy", "readings: {ordinary-bridge-base: club-1903}\n");
    EXPECT_EQ(book.chain, (std::vector<std::string>{"club-1903", "dummy-bridge", "house-dummy"}));
    EXPECT_EQ(book.params.doubling_limit.value, std::nullopt);
}

// An alternative's keys are checked as the table's are; a base that is no code is an error.
TEST(ReadingSwitch, TheLoaderRefusesABadAlternative) {
    const std::string head =
        "id: bad-alt\nextends: club-1904\ntitle: t\nedition: test\nsource: [{seed: none}]\nlaws: "
        "[]\n"
        "readings:\n  - id: base\n    question: q\n    default: club-1904\n    others:\n"
        "      - id: other\n";
    const auto load = [&](const std::string& tail, const std::string& pick) {
        LawLibrary lib(library_plus("bad-alt", head + tail));
        if (!pick.empty()) lib.pick_readings({pick}, true);
        return lib.load("bad-alt");
    };
    auto unknown_key = load("        base: club-1903\n", "");
    ASSERT_FALSE(unknown_key.ok());
    EXPECT_NE(unknown_key.error().message.find("base"), std::string::npos)
        << unknown_key.error().message;
    auto uncited = load("        parameters: {doubling-limit: {value: 50}}\n", "");
    ASSERT_FALSE(uncited.ok());
    EXPECT_NE(uncited.error().message.find("no citation"), std::string::npos)
        << uncited.error().message;
    auto same_base = load("        extends: club-1904\n", "");
    ASSERT_FALSE(same_base.ok());
    EXPECT_NE(same_base.error().message.find("already extends"), std::string::npos)
        << same_base.error().message;
    EXPECT_TRUE(load("        extends: no-such-code\n", "").ok()); // not picked: the default stands
    auto no_base = load("        extends: no-such-code\n", "base=other");
    ASSERT_FALSE(no_base.ok());
    EXPECT_NE(no_base.error().message.find("not a code"), std::string::npos)
        << no_base.error().message;
}

// Elwell 55: "The process of re-doubling may be continued indefinitely"; his Etiquette Rule 13:
// "it is suggested that 100 points be the limit for any one trick" (reading doubling-limit,
// per-trick-100, which carries the parameter). Under a limit, from the reading or from an
// overlay, a re-double past it counts for nothing and is no re-double out of turn: Law 55's remedy
// ("the adversary who last doubled shall decide whether or not such double shall stand") is for
// the turn, and a re-double the limit forbids cannot stand.
TEST(ReadingSwitch, AReDoublePastElwellsHouseLimitIsNoReDoubleOutOfTurn) {
    const std::string events =
        "      - S declares no-trumps\n      - W doubles\n      - S doubles\n"
        "      - W doubles\n      - S doubles\n";
    const DealReport unlimited = deal_under(code("elwell-1904"), events);
    EXPECT_TRUE(unlimited.rulings.empty());
    EXPECT_EQ(unlimited.record.end().multiplier(), 16);
    const Lawbook fifty = house_on("elwell-1904", "elwell-fifty",
                                   "parameters: {doubling-limit: {value: 50, law: \"55\"}}\n");
    for (const Lawbook& book : {under("elwell-1904", "doubling-limit=per-trick-100"), fifty}) {
        const DealReport d = deal_under(book, events);
        ASSERT_FALSE(d.rulings.empty()) << book.id;
        const Ruling& r = d.rulings.back();
        EXPECT_EQ(r.situation.id, Infraction::RedoubleOutOfTurn) << book.id;
        EXPECT_TRUE(r.situation.has(Flag::PastLimit)) << book.id;
        EXPECT_EQ(r.provision, Provision::NoProvision) << book.id;
        EXPECT_TRUE(r.options.empty()) << book.id;
        EXPECT_LT(d.record.end().multiplier(), 16) << book.id;
    }
}
