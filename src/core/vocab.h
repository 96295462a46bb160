// The closed vocabularies shared by the law tables, the logs and the reports: each enum's
// names are the ids written in YAML and JSON (report-format.md, docs/report-ids.md).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace bl {

enum class Phase : uint8_t { Deal, Declaration, Doubling, Play, End };

enum class Infraction : uint8_t {
    DealIrregular, ExposedInDeal, DealerLooked, DealOutOfTurn, Misdeal,
    ExposedBeforeDeclaration, ExposedBeforeLead, DeclarationUnauthorised, DeclarationPassedBack,
    DeclarationByAdversary, DoubleOutOfTurn, RedoubleOutOfTurn, AskOutOfTurn, LeadWithoutAsking,
    LeadBeforeDoublingComplete, Consultation, Revoke, RenounceCorrected, LeadOutOfTurn,
    LeadFromWrongHand, ExposedCard, CardsPlayedTogether, PlayedBeforePartner, AttentionToTrick,
    DummySuggestion, DummyIntervention, OmittedPlay, SurplusCard, FailureToComply, Claim,
    CardsThrownDown,
    // finer ids (docs/report-ids.md)
    WrongPack, WrongCardNamed, WarningPartner, WrongPenalty, LookedAtQuittedTrick, ErroneousScore,
    ShuffleAfterCut, TrumpCardIrregular, DummyLooked, LookedTooEarly, CutIrregular,
    TrumpCardForgotten,
};

// An irregularity no player commits (the score written wrongly: its ruling has no offender). The
// law's remedy for it corrects the record and penalises no one, so reports call it a correction.
constexpr bool is_correction(Infraction id) { return id == Infraction::ErroneousScore; }

enum class Option : uint8_t {
    NewDeal, Stand, Proceed, CompelDeclaration, CallCard, CallSuit, CallHighest, CallLowest,
    RequireWin, RequireLose, ForbidSuit, DoubleStands, DoubleVoid, TakeThreeTricks,
    DeductThreeTricksValue, AddThreeTricksValue, DeductThreePoints, AddThreePoints,
    TransferThreeTricks, TransferOneTrick, PlaySuggested, NotPlaySuggested, PlaceCards, TakeBack,
    // finer ids (docs/report-ids.md)
    CutAgain, CorrectScore, LayDownTrumpCard, RestoreCard,
};

enum class Consequence : uint8_t {
    ForfeitDouble, NoGameThisHand, NoSlamThisHand, NoFurtherDoubling, CardExposed, PenaltyLost,
    CannotRectify, LosesDeal,
};

enum class Role : uint8_t { Dealer, Dummy, Eldest, RightAdversary };

enum class Elector : uint8_t {
    Dealer, Eldest, RightAdversary, Declarer, LastDoubler, AdversariesOfOffender,
    EitherAdversary, DealerAdversaries, Dummy, None,
    AnyPlayer, // a law that names no one: any player at the table (reading unnamed-elector)
};

enum class Until : uint8_t {
    Cut, SecondHandPlays, NextLead, TrickQuitted, DummyLaidDown, FirstLead, DoublingDeclared,
    EndOfDeal, TrumpTurned, DealCompleted, PartnerPlayed, OffenderSideNextLeads, ClaimantLooked,
    NextDealDealt, RubberAgreed, None,
};

// The kind of a call that binds a player's turn (a `when` fact of failure-to-comply).
enum class CallKind : uint8_t { Card, LeadSuit, ForbidLead, Highest, Lowest, Win, Lose };

// Yes-or-no facts of a situation that a rule's `when` may name (docs/laws.md).
enum class Flag : uint8_t {
    PastLimit,   // a double that would carry a trick's value past the code's limit
    TrumpCard,   // the card concerned is the turned trump card
    AfterClaim,  // after the dealer claimed the remaining tricks
    AllDown,     // every hand was thrown face upwards on the table
    Forfeited,   // a double by a player who had forfeited the right (consequence forfeit-double)
    Left,        // the dealer had left the declaration to his partner (made it from Dummy's hand)
    ThirdPlayed, // a fourth hand playing before his partner after the third hand had played
    Refused,     // a re-double by an early leader's partner after the last doubler refused consent
    // In the deal (docs/log-additions.md, "touches cards"): a player of the side the situation
    // offends touched the cards before any player of the offender's side (the dealer not
    // counted: he handles them as he deals). Short Bridge 38, 39, 45.
    OffendedTouchedFirst,
    // An adversary interrupted the dealer while dealing, and failed to establish his claim
    // (Short Bridge 50: "should a misdeal occur, he may deal again").
    DealerInterrupted,
    // Looking at the cards (docs/log-additions.md, "looks at SEAT"), the three-player games: the
    // hand looked at is Dummy's, not the player's own (Badsworth, Three-handed R4, Dummy R12, R14).
    DummyHand,
    // The leader had been authorised to play (the doubling closed) when the player looked
    // (Three-handed R3-R4, Dummy R4, R8, R12: "until his partner is authorised to play").
    LeaderAuthorised,
    // Dummy's hand has the opening lead (Dummy Bridge R13: "When it is Dummy's lead ... his partner
    // may not look at his own hand until a card has been led from Dummy's hand").
    DummyLeads,
    // The player doubled or re-doubled after looking at Dummy's hand (Three-handed R7, Dummy R7,
    // R11: "the dealer can only re-double on his own hand"; Dummy R14: "he must double on his own
    // hand only").
    DoubledOnDummy,
    // The offender plays Dummy's hand: he sits opposite the seat with no player (Dummy Bridge R1).
    DummyPlayer,
};

// The kinds of score a hand makes, for a code that scores them in an order (score-order).
enum class ScoreKind : uint8_t { Penalty, Tricks, Honours, Chicane, Slam };

enum class Provision : uint8_t { Penalty, NoPenalty, NoProvision };
// Whether a rule's remedy waits for its elector to claim it ("may claim", "liable to be
// called") or stands of itself once the offence is established ("shall be the penalty", "must");
// no-remedy: a rule that gives none (no-penalty, no-provision).
enum class Claim : uint8_t { ByElector, OfItself, NoRemedy, Lapsed };
enum class Status : uint8_t { Established, Corrected, Pending, Waived };
enum class DealEnd : uint8_t { Played, NewDeal, Abandoned, Misdeal };

template <class E> std::span<const char* const> names_of();
template <> std::span<const char* const> names_of<Phase>();
template <> std::span<const char* const> names_of<Infraction>();
template <> std::span<const char* const> names_of<Option>();
template <> std::span<const char* const> names_of<Consequence>();
template <> std::span<const char* const> names_of<Role>();
template <> std::span<const char* const> names_of<Elector>();
template <> std::span<const char* const> names_of<Until>();
template <> std::span<const char* const> names_of<CallKind>();
template <> std::span<const char* const> names_of<Flag>();
template <> std::span<const char* const> names_of<ScoreKind>();
template <> std::span<const char* const> names_of<Provision>();
template <> std::span<const char* const> names_of<Claim>();
template <> std::span<const char* const> names_of<Status>();
template <> std::span<const char* const> names_of<DealEnd>();

template <class E> std::string_view name(E e) {
    const auto names = names_of<E>();
    const auto i = static_cast<size_t>(e);
    return i < names.size() ? names[i] : "?";
}

template <class E> std::optional<E> parse_name(std::string_view s) {
    const auto names = names_of<E>();
    for (size_t i = 0; i < names.size(); ++i)
        if (s == names[i]) return static_cast<E>(i);
    return std::nullopt;
}

// "a, b or c": for error messages that say what would be right.
template <class E> std::string name_list() {
    std::string out;
    const auto names = names_of<E>();
    for (size_t i = 0; i < names.size(); ++i) {
        if (i) out += i + 1 == names.size() ? " or " : ", ";
        out += names[i];
    }
    return out;
}

} // namespace bl
