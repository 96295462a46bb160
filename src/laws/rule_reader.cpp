#include "laws/rule_reader.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string_view>

namespace bl {

template <class Node> Conditions RuleReader<Node>::conditions(const Node& n) const {
    // The facts named by value, then every yes-or-no fact by its name (vocab.h).
    static const std::vector<const char*> keys = [] {
        std::vector<const char*> v = {"offender", "phase",   "should-have-led", "followed",
                                      "trick",    "claimed", "position",        "call"};
        for (const char* flag : names_of<Flag>()) v.push_back(flag);
        return v;
    }();
    only_keys(n, keys, "when");
    Conditions c;
    if (n["offender"]) c.offender = role_mask<Role>(n["offender"], "a role");
    if (n["phase"]) c.phase = role_mask<Phase>(n["phase"], "a phase");
    if (n["should-have-led"]) c.should_have_led = role_mask<Role>(n["should-have-led"], "a role");
    if (n["followed"]) c.followed = number_mask<uint8_t>(n["followed"], 0, 3, "followed");
    if (n["trick"]) c.trick = number_mask<uint16_t>(n["trick"], 1, 13, "trick");
    if (n["position"]) c.position = number_mask<uint8_t>(n["position"], 1, 4, "position");
    if (n["call"]) c.call = role_mask<CallKind>(n["call"], "a kind of call");
    // The flags written, found in one pass over the map (not a look-up for each of the
    // flags), then read in the flags' order.
    const auto flags = names_of<Flag>();
    // At most 16 flags (flags_named has a bit each); emplaced, as yaml-cpp's Node assigns through.
    std::array<std::optional<Node>, 16> given;
    for (auto it = n.begin(), end = n.end(); it != end; ++it) {
        const std::string& key = it->first.Scalar();
        const auto f = size_t(std::find(flags.begin(), flags.end(), key) - flags.begin());
        if (f < flags.size() && !(c.flags_named & (1u << f))) {
            c.flags_named = uint16_t(c.flags_named | (1u << f));
            given[f].emplace(it->second);
        }
    }
    for (size_t f = 0; f < flags.size(); ++f)
        if (given[f] && boolean(*given[f], flags[f]))
            c.flags_value = uint16_t(c.flags_value | (1u << f));
    if (const Node cl = n["claimed"]) {
        for (const std::string& s : strings(cl, "claimed")) {
            if (s != "in-time" && s != "late") fail(cl, "claimed is \"in-time\" or \"late\"");
            c.claimed |= s == "in-time" ? 1 : 2;
        }
    }
    return c;
}

template <class Node> void RuleReader<Node>::read_rules(const Node& n, Lawbook& book) const {
    if (!n.IsSequence()) fail(n, "\"infractions\" is a list of rules");
    for (const Node& r : n) book.rules.push_back(read_rule(r, book));
}

namespace {

// A rule's keys, and each one's place among them, found when the reader is compiled.
constexpr std::array<const char*, 15> RULE_KEYS = {
    "id",      "when",    "laws",         "provision",  "elector",
    "consult", "options", "consequences", "follows",    "rectifiable",
    "until",   "claimed", "reading",      "if-reading", "note"};

consteval size_t rule_key(std::string_view key) {
    for (size_t k = 0; k < RULE_KEYS.size(); ++k)
        if (key == RULE_KEYS[k]) return k;
    throw "not a key of a rule";
}

constexpr size_t WHEN = rule_key("when"), LAWS = rule_key("laws"), ELECTOR = rule_key("elector"),
                 CONSULT = rule_key("consult"), OPTIONS = rule_key("options"),
                 CONSEQUENCES = rule_key("consequences"), FOLLOWS = rule_key("follows"),
                 RECTIFIABLE = rule_key("rectifiable"), UNTIL = rule_key("until"),
                 CLAIMED = rule_key("claimed"), READING = rule_key("reading"),
                 IF_READING = rule_key("if-reading"), NOTE = rule_key("note");

} // namespace

template <class Node> Rule RuleReader<Node>::read_rule(const Node& r, const Lawbook& book) const {
    const std::array<Node, RULE_KEYS.size()> v =
        this->known_keys(r, RULE_KEYS, "an infraction rule");
    Rule rule;
    rule.line = r.Mark().line + 1;
    rule.code = book.id;
    rule.id =
        word<Infraction>(required(r, "id", "a rule names its infraction id"), "an infraction id");
    if (v[WHEN]) rule.when = conditions(v[WHEN]);
    if (v[LAWS]) rule.laws = strings(v[LAWS], "laws");
    rule.provision = word<Provision>(
        required(r, "provision", "penalty, no-penalty or no-provision"), "a provision");
    if (rule.provision != Provision::NoProvision && rule.laws.empty())
        fail(r, "a rule with provision " + std::string(name(rule.provision)) + " cites its laws");
    if (v[ELECTOR]) rule.elector = word<Elector>(v[ELECTOR], "an elector");
    if (v[CONSULT]) rule.consult = boolean(v[CONSULT], "consult");
    if (v[OPTIONS])
        for (const Node& o : v[OPTIONS]) rule.options.push_back(word<Option>(o, "an option id"));
    if (v[CONSEQUENCES])
        for (const Node& c : v[CONSEQUENCES])
            rule.consequences.push_back(word<Consequence>(c, "a consequence id"));
    if (v[FOLLOWS]) read_follows(v[FOLLOWS], rule);
    if (v[RECTIFIABLE]) rule.rectifiable = boolean(v[RECTIFIABLE], "rectifiable");
    if (rule.provision == Provision::Penalty && rule.options.empty() && rule.consequences.empty())
        fail(r, "a penalty rule lists its options or its consequences");
    if (v[UNTIL]) rule.until = word<Until>(v[UNTIL], "an until");
    if (v[READING]) rule.readings = strings(v[READING], "reading");
    if (const Node& w = v[IF_READING]) {
        if (!w.IsMap())
            fail(w, "if-reading maps a reading id to the choice under which the rule applies: "
                    "{complete-false-lead: penalty-remains}");
        for (auto it = w.begin(); it != w.end(); ++it)
            rule.if_reading.emplace_back(scalar(it->first, "a reading id"),
                                         scalar(it->second, "a choice"));
    }
    read_claim(v[CLAIMED], rule);
    if (v[NOTE]) rule.note = scalar(v[NOTE], "a note");
    return rule;
}

template <class Node> void RuleReader<Node>::read_follows(const Node& f, Rule& rule) const {
    if (!f.IsMap())
        fail(f, "follows maps an option to the consequences it brings: {double-void: "
                "[no-further-doubling]}");
    for (auto it = f.begin(); it != f.end(); ++it) {
        const Option o = word<Option>(it->first, "an option id");
        if (std::find(rule.options.begin(), rule.options.end(), o) == rule.options.end())
            fail(it->first, "follows names " + std::string(name(o)) +
                                ", which is not one of the rule's options");
        std::vector<Consequence> cs;
        // A named copy: `it->second` lives in a temporary proxy that a range-for
        // would outlive (found by fuzz/lawbook_fuzz: stack-use-after-scope).
        const Node listed = it->second;
        for (const Node& c : listed) cs.push_back(word<Consequence>(c, "a consequence id"));
        rule.follows.emplace_back(o, std::move(cs));
    }
}

// `claimed`: whether the remedy waits for its elector's claim or stands of itself. Not written,
// it is what a table without the key always meant (a choice waits for the elector, a single
// option or a bare consequence stands); `check` reports a penalty rule that does not say.
template <class Node> void RuleReader<Node>::read_claim(const Node& claimed, Rule& rule) const {
    const bool penalty = rule.provision == Provision::Penalty;
    if (!claimed) {
        rule.claimed = !penalty                  ? Claim::NoRemedy
                       : rule.options.size() > 1 ? Claim::ByElector
                                                 : Claim::OfItself;
        return;
    }
    rule.claimed = word<Claim>(claimed, "a claim (whether the elector must claim the remedy)");
    rule.claimed_written = true;
    if (!penalty && rule.claimed != Claim::NoRemedy)
        fail(claimed, "a rule with provision " + std::string(name(rule.provision)) +
                          " gives no remedy to claim: write \"claimed: no-remedy\"");
    if (penalty && rule.claimed == Claim::NoRemedy)
        fail(claimed,
             "a penalty rule's remedy is claimed by-elector or stands of-itself, not no-remedy");
    if (rule.claimed == Claim::OfItself && rule.options.size() > 1)
        fail(claimed, "a choice between options cannot stand of itself: the elector must make "
                      "it (claimed: by-elector)");
    if (rule.claimed == Claim::Lapsed && rule.until == Until::None)
        fail(claimed, "a lapsed claim needs the time it lapsed at: write \"until\" (e.g. cut)");
    if (rule.claimed == Claim::ByElector && rule.options.empty())
        fail(claimed, "a rule with no option has nothing for the elector to claim: its "
                      "consequences stand of-itself");
}

template <class Node> void RuleReader<Node>::read_readings(const Node& n, Lawbook& book) const {
    if (n.IsMap()) return read_reading_choices(n, book);
    if (!n.IsSequence())
        fail(n, "\"readings\" is a list of open points, or (in an overlay) a map picking readings: "
                "{reading-id: choice}");
    for (const Node& r : n) book.readings.push_back(read_reading(r, book));
}

template <class Node>
Reading RuleReader<Node>::read_reading(const Node& r, const Lawbook& book) const {
    only_keys(r, {"id", "question", "laws", "default", "reason", "others"}, "a reading");
    Reading rd;
    rd.code = book.id;
    rd.id = scalar(required(r, "id", "a reading has an id"), "an id");
    if (book.reading(rd.id)) fail(r["id"], "reading " + rd.id + " is defined twice");
    rd.question = scalar(required(r, "question", "a reading states its question"), "a question");
    if (r["laws"]) rd.laws = strings(r["laws"], "laws");
    rd.default_reading =
        scalar(required(r, "default", "a reading names the reading applied"), "a reading");
    rd.reason = r["reason"] ? scalar(r["reason"], "a reason") : "";
    if (const Node o = r["others"]) {
        if (!o.IsSequence()) fail(o, "others is a list of {id, meaning}");
        for (const Node& x : o) read_alternative(x, rd, book);
    }
    return rd;
}

// One of the others: its id and meaning, and what picking it sets beyond the rules that name it.
template <class Node>
void RuleReader<Node>::read_alternative(const Node& x, Reading& rd, const Lawbook& book) const {
    only_keys(x, {"id", "meaning", "extends", "parameters"}, "another reading");
    const std::string id = scalar(required(x, "id", "another reading has an id"), "an id");
    rd.others.emplace_back(id, x["meaning"] ? scalar(x["meaning"], "a meaning") : "");
    if (!x["extends"] && !x["parameters"]) return;
    AlternativeSettings s{id, {}, {}, x.Mark().line + 1};
    if (x["extends"]) {
        if (book.extends.empty())
            fail(x["extends"], "only an overlay (a table with \"extends\") may read its base as "
                               "another code; reading " +
                                   rd.id + " is in a code of its own");
        s.extends = scalar(x["extends"], "a code id");
        if (s.extends == book.extends)
            fail(x["extends"], "reading " + rd.id + ": alternative " + id + " extends " +
                                   s.extends +
                                   ", the base the table already extends; name "
                                   "another code, or leave \"extends\" out");
    }
    if (x["parameters"]) read_parameters(x["parameters"], s.parameters);
    rd.settings.push_back(std::move(s));
}

template <class Node>
void RuleReader<Node>::read_reading_choices(const Node& n, Lawbook& book) const {
    for (auto it = n.begin(); it != n.end(); ++it) {
        const std::string id = scalar(it->first, "a reading id");
        book.reading_choices.push_back(
            {id, scalar(it->second, "a choice"), it->first.Mark().line + 1, book.file});
    }
}

template class RuleReader<YAML::Node>;
template class RuleReader<YamlNode>;

} // namespace bl
