// A code of laws as data (laws/*.yaml, docs/laws.md): its laws, its parameters (each with its
// citation), its infraction rules and its readings of open points; overlays resolved.
#pragma once

#include "core/error.h"
#include "core/types.h"
#include "core/vocab.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace bl {

struct Law {
    std::string number, heading, text;
    std::vector<std::string> refs;
    std::vector<std::string> editorial;
    std::string amends;             // in an overlay: the base law it changes
    std::string amendment;          // after resolution: the overlay's amending text
    std::string amended_by;         // ... and the overlay that amends it
    std::string code;               // the table that printed this law
    int line = 0;
};

// A parameter value with its citation (OpenFisca style).
template <class T> struct Cited {
    T value{};
    std::vector<std::string> laws;
    std::string reading;
    std::string note;
    bool set = false;
    int line = 0;
    std::string set_by; // the overlay (its id) whose parameters set the value; "": the base table
};

struct HonourRow {
    int held = 0;        // honours the partnership holds
    int in_one_hand = 0; // at least this many in one hand (0: any)
    int value = 0;
    bool per_trick = true; // unit: tricks (times the undoubled trick value) or points
};

struct GameValueRow {
    int adversaries_below = 0; // the game is worth `value` when the losers scored less than this
    int value = 0;
};

struct Parameters {
    Cited<bool> trump_turned;
    Cited<bool> dummy;
    Cited<bool> leave_to_partner;
    Cited<bool> misdeal_loses_deal;
    Cited<bool> new_deal_same_dealer; // after a new deal the same dealer deals again
    Cited<bool> doubling;
    Cited<std::optional<int>> doubling_limit;
    Cited<bool> ask_declarer_after_double;
    Cited<bool> only_leader_doubles; // doublers: leader (Ames R4), not either adversary
    Cited<bool> dummy_points_out_wrong_hand; // Dummy may point out a wrong-hand lead (1903 60)
    Cited<bool> last_trick_may_be_seen;      // any player may see the last trick turned (1903 103)
    Cited<bool> adversary_declares_for_dummy; // passed to Dummy's hand, the right adversary declares
    // The trump made from Dummy's hand (the declaration left), the declaring side may not
    // re-double: a re-double then counts for nothing (redouble-when-left: void; Ames R4).
    Cited<bool> redouble_void_when_left;
    // Dummy's hand has no player of its own (dummy-player: absent): his seat has no voice in a
    // penalty (the three-player games, where the dealer plays Dummy's hand).
    Cited<bool> dummy_absent;
    // Which seat's hand has no player, with dummy-player: absent: the dealer's partner's
    // (dummy-seat: dealer-partner, Three-handed R1) or the seat that deals first in the rubber
    // (dummy-seat: first-dealer, Dummy Bridge R2: "Dummy deals at the commencement of each
    // rubber").
    Cited<bool> dummy_seat_first_dealer;
    Cited<int> book;
    Cited<int> game;
    Cited<int> rubber_games;
    Cited<int> rubber_bonus;
    Cited<bool> score_points; // score-mode: points (true) or rubber-line (false)
    Cited<std::array<int, 5>> trick_value;
    Cited<std::vector<int>> honour_cards; // rank indices
    Cited<std::vector<HonourRow>> honours_trumps;
    Cited<std::vector<HonourRow>> honours_no_trumps;
    Cited<std::optional<int>> honours_score_limit;
    // Honours not called in time are not scored (Short Bridge 6-7).
    Cited<bool> honours_must_be_called;
    Cited<std::optional<HonourRow>> chicane;
    Cited<std::optional<HonourRow>> double_chicane;
    Cited<bool> chicane_deducts; // chicane-method: deducted from the adversaries' honours (Elwell 9)
    Cited<std::optional<int>> grand_slam;
    Cited<std::optional<int>> little_slam;
    Cited<bool> slam_counts_penalty_tricks;
    Cited<std::vector<GameValueRow>> game_values;
    Cited<bool> deduct_losers_game;
    Cited<int> no_game_cap;
    // The kinds of score in the order they are made; the first side to reach game wins it then,
    // and its adversaries' later scores are not made (Short Bridge 5, 72 V). Empty: the hand is
    // scored at once.
    Cited<std::vector<ScoreKind>> score_order;
    // Each player keeps his own column; the dealer plays with Dummy against the other two, who
    // are partners for that deal only (player_columns.h).
    Cited<bool> score_by_players;          // score-columns: players (true) or sides
    Cited<bool> adversaries_above;         // adversaries-tricks: above-line (true) or towards-game
    Cited<bool> chicane_to_holder;         // chicane-credit: holder (true) or each-adversary
    Cited<bool> deduct_offender_column;    // deduction-column: offender (true) or side
    Cited<int> game_bonus;                 // points added for each game won
    // A side's score towards game never stands below nothing: a deduction takes at most what
    // the side has (score-floor: zero; Short Bridge 72, reading score-below-zero).
    Cited<bool> score_floor_zero;
};

// The facts of a situation that a rule's `when` may name; a zero mask means "any".
struct Conditions {
    uint8_t offender = 0;       // bit per Role
    uint8_t phase = 0;          // bit per Phase
    uint8_t should_have_led = 0; // bit per Role
    uint8_t followed = 0;       // bit per count 0..3
    uint16_t trick = 0;         // bit per trick 1..13
    uint8_t claimed = 0;        // bit 0: in-time, bit 1: late
    uint8_t position = 0;       // bit per place in the trick 1..4 (1: the lead)
    uint8_t call = 0;           // bit per CallKind: the call disobeyed
    uint16_t flags_named = 0;   // bit per Flag the rule names ...
    uint16_t flags_value = 0;   // ... and the value it requires
    int named() const;          // how many facts the rule names
};

struct Rule {
    Infraction id{};
    Conditions when;
    std::vector<std::string> laws;
    Provision provision = Provision::NoProvision;
    Elector elector = Elector::None;
    bool consult = false;
    std::vector<Option> options;
    std::vector<Consequence> consequences;
    std::vector<std::pair<Option, std::vector<Consequence>>> follows; // consequences of one option
    // Whether electing `o` brings consequence `c`: whatever is chosen, or with that option.
    bool brings(Option o, Consequence c) const;
    bool rectifiable = false; // withdrawn in time, the act is corrected and no penalty follows
    Until until = Until::None;
    // Whether the remedy waits for the elector's claim or stands of itself (`claimed`), and
    // whether the table says so (a rule without the key keeps what it always meant).
    Claim claimed = Claim::OfItself;
    bool claimed_written = false;
    std::vector<std::string> readings; // the open points the rule depends on
    // The rule applies only under these choices of readings (`if-reading`): one alternative of
    // an open point, switched by an overlay's `readings` or `--reading`.
    std::vector<std::pair<std::string, std::string>> if_reading;
    std::string note;
    std::string code; // the table the rule comes from
    int line = 0;
};

// What picking one alternative of a reading sets beyond the rules that carry its `if-reading`
// (`others: [{id, meaning, extends, parameters}]`): another base for the table that defines the
// reading, and parameter values, each with its citation, in place of those the table has.
struct AlternativeSettings {
    std::string choice;
    std::string extends;   // the base the defining table extends under it ("": its own)
    Parameters parameters; // those set replace the values in force
    int line = 0;
};

struct Reading {
    std::string id, question, default_reading, reason;
    std::vector<std::string> laws;
    std::vector<std::pair<std::string, std::string>> others; // id, meaning
    std::vector<AlternativeSettings> settings;               // of the others that carry any
    std::string code;
    // The settings of one alternative, or null (it switches rules only, or is the default).
    const AlternativeSettings* settings_of(const std::string& choice) const;
};

// A reading picked by id (an overlay's `readings: {id: choice}`, or `--reading ID=CHOICE`).
struct ReadingChoice {
    std::string id, choice;
    int line = 0;
    std::string file;
};

struct Source {
    std::string seed, part;
};

// A finding of `bridgelaws check` the editors accept as a flaw of the printed code, which the
// table faithfully records (`accepted-findings:`, docs/check.md): it no longer fails the check.
struct AcceptedFinding {
    std::string check;             // the check id, "references/stale", or a family, "coverage"
    std::vector<std::string> laws; // the finding's laws exactly, when given
    std::string match;             // words the finding's message holds, when given
    std::string reason;            // why the editors accept it
    bool table_work = false;       // `about: table`: a mistake of the table, known and still to mend
    std::string code;              // the table that accepts it
    int line = 0;
};

struct Lawbook {
    std::string id, title, edition, extends, file;
    std::vector<std::string> chain; // base first, this code last
    std::vector<Source> sources;
    std::vector<std::string> notes;
    std::vector<Law> laws;
    Parameters params;
    // The parameters as the tables write them; `params` is these with the settings of the
    // alternatives in force laid over them (reading_switch.h).
    std::optional<Parameters> params_as_written;
    std::vector<Rule> rules;
    std::vector<Reading> readings;
    std::vector<ReadingChoice> reading_choices; // as written; resolved into `chosen`
    std::map<std::string, std::string> chosen;   // reading id -> the alternative picked
    std::vector<AcceptedFinding> accepted_findings;
    // An overlay's `rule-changes`: each replaces the base's one rule for the same infraction and
    // the same `when`, or is added; the base's other rules for that infraction stay in force.
    std::vector<Rule> rule_changes;

    // The title of every table of the chain by its id, so a report can name the house rules
    // (an overlay) that amended a law or set a parameter.
    std::map<std::string, std::string> titles;

    const Law* law(const std::string& number) const;
    const Reading* reading(const std::string& id) const;
    // The title of a table of the chain ("" for none).
    std::string title_of(const std::string& table_id) const;
    // The alternative of reading `id` in force: the one picked, or the table's default.
    std::string choice(const std::string& id) const;
    // Whether a rule applies under the readings in force (its `if-reading`, if any).
    bool in_force(const Rule& r) const;
};

// The folder of law tables.
class LawLibrary {
  public:
    explicit LawLibrary(std::string dir);
    // The directory given, or $BRIDGELAWS_LAWS, or the build's default.
    static LawLibrary standard(const std::string& dir = {});
    std::vector<std::string> ids() const;
    // Loads a code by id (its file in the folder), or a table file by path; resolves overlays.
    Result<Lawbook> load(const std::string& id_or_path) const;
    // A table given as text (an upload): its `extends` may name only a code of this library,
    // never a path, so the text cannot make the library read another file.
    Result<Lawbook> load_text(const std::string& text, const std::string& name) const;
    const std::string& dir() const { return dir_; }
    // Readings picked for one run (--reading ID=CHOICE), applied to every code loaded that has
    // the reading; with `strict`, a code that lacks it is an error.
    void pick_readings(std::vector<std::string> specs, bool strict);

  private:
    std::vector<std::string> picks_;
    bool strict_picks_ = false;
    // seen: the ids extended so far; bases: a table's base in place of its `extends`, where a
    // reading's alternative in force names another (reading_switch.h).
    Result<Lawbook> load_file(const std::string& path, std::vector<std::string> seen,
                              const std::map<std::string, std::string>& bases) const;
    // Loads, checks and resolves the readings of one table with those bases.
    Result<Lawbook> load_resolved(const std::string& path,
                                  const std::map<std::string, std::string>& bases) const;
    std::string dir_;
};

// Reads one table from YAML text, without resolving `extends`.
Result<Lawbook> parse_lawbook_yaml(const std::string& text, const std::string& file);

} // namespace bl
