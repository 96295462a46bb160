#include "vocab.h"

namespace bl {

namespace {
constexpr const char* PHASES[] = {"deal", "declaration", "doubling", "play", "end"};
constexpr const char* INFRACTIONS[] = {
    "deal-irregular", "exposed-in-deal", "dealer-looked", "deal-out-of-turn", "misdeal",
    "exposed-before-declaration", "exposed-before-lead", "declaration-unauthorised",
    "declaration-passed-back", "declaration-by-adversary", "double-out-of-turn",
    "redouble-out-of-turn", "ask-out-of-turn", "lead-without-asking",
    "lead-before-doubling-complete", "consultation", "revoke", "renounce-corrected",
    "lead-out-of-turn", "lead-from-wrong-hand", "exposed-card", "cards-played-together",
    "played-before-partner", "attention-to-trick", "dummy-suggestion", "dummy-intervention",
    "omitted-play", "surplus-card", "failure-to-comply", "claim", "cards-thrown-down",
    "wrong-pack", "wrong-card-named", "warning-partner", "wrong-penalty",
    "looked-at-quitted-trick", "erroneous-score", "shuffle-after-cut", "trump-card-irregular",
    "dummy-looked", "looked-too-early", "cut-irregular", "trump-card-forgotten"};
constexpr const char* OPTIONS[] = {
    "new-deal", "stand", "proceed", "compel-declaration", "call-card", "call-suit",
    "call-highest", "call-lowest", "require-win", "require-lose", "forbid-suit", "double-stands",
    "double-void", "take-three-tricks", "deduct-three-tricks-value", "add-three-tricks-value",
    "deduct-three-points", "add-three-points", "transfer-three-tricks", "transfer-one-trick",
    "play-suggested", "not-play-suggested", "place-cards", "take-back",
    "cut-again", "correct-score", "lay-down-trump-card", "restore-card"};
constexpr const char* CONSEQUENCES[] = {
    "forfeit-double", "no-game-this-hand", "no-slam-this-hand", "no-further-doubling",
    "card-exposed", "penalty-lost", "cannot-rectify", "loses-deal"};
constexpr const char* ROLES[] = {"dealer", "dummy", "eldest", "right-adversary"};
constexpr const char* ELECTORS[] = {
    "dealer", "eldest", "right-adversary", "declarer", "last-doubler", "adversaries-of-offender",
    "either-adversary", "dealer-adversaries", "dummy", "none", "any-player"};
constexpr const char* UNTILS[] = {
    "cut", "second-hand-plays", "next-lead", "trick-quitted", "dummy-laid-down", "first-lead",
    "doubling-declared", "end-of-deal", "trump-turned", "deal-completed", "partner-played",
    "offender-side-next-leads", "claimant-looked", "next-deal-dealt", "rubber-agreed", "none"};
constexpr const char* CALL_KINDS[] = {"card",   "suit", "forbid-suit", "highest",
                                      "lowest", "win",  "lose"};
constexpr const char* FLAGS[] = {"past-limit",
                                 "trump-card",
                                 "after-claim",
                                 "all-down",
                                 "forfeited",
                                 "left",
                                 "third-played",
                                 "refused",
                                 "offended-touched-first",
                                 "dealer-interrupted",
                                 "dummy-hand",
                                 "leader-authorised",
                                 "dummy-leads",
                                 "doubled-on-dummy",
                                 "dummy-player"};
constexpr const char* SCORE_KINDS[] = {"penalty", "tricks", "honours", "chicane", "slam"};
constexpr const char* PROVISIONS[] = {"penalty", "no-penalty", "no-provision"};
constexpr const char* CLAIMS[] = {"by-elector", "of-itself", "no-remedy", "lapsed"};
constexpr const char* STATUSES[] = {"established", "corrected", "pending", "waived"};
constexpr const char* DEAL_ENDS[] = {"played", "new-deal", "abandoned", "misdeal"};
} // namespace

template <> std::span<const char* const> names_of<Phase>() { return PHASES; }
template <> std::span<const char* const> names_of<Infraction>() { return INFRACTIONS; }
template <> std::span<const char* const> names_of<Option>() { return OPTIONS; }
template <> std::span<const char* const> names_of<Consequence>() { return CONSEQUENCES; }
template <> std::span<const char* const> names_of<Role>() { return ROLES; }
template <> std::span<const char* const> names_of<Elector>() { return ELECTORS; }
template <> std::span<const char* const> names_of<Until>() { return UNTILS; }
template <> std::span<const char* const> names_of<CallKind>() { return CALL_KINDS; }
template <> std::span<const char* const> names_of<Flag>() { return FLAGS; }
template <> std::span<const char* const> names_of<ScoreKind>() { return SCORE_KINDS; }
template <> std::span<const char* const> names_of<Provision>() { return PROVISIONS; }
template <> std::span<const char* const> names_of<Claim>() { return CLAIMS; }
template <> std::span<const char* const> names_of<Status>() { return STATUSES; }
template <> std::span<const char* const> names_of<DealEnd>() { return DEAL_ENDS; }

} // namespace bl
