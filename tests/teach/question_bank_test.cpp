// The question bank: a question of each kind, keyed on the ruling's status, with wrong answers
// from other codes, the wrong chooser and the wrong time, never a remedy foreign to the offence.
#include "report/report.h"
#include "teach/question_bank.h"
#include "teach/teach_words.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <set>

using namespace bl;

namespace {

struct Asked {
    Case c;
    std::vector<CodeRuling> codes, others;
    std::optional<BankQuestion> q;
    size_t main = 0; // the code asked about
};

// Every code of the library, loaded once for all the questions.
const std::vector<Lawbook>& books() {
    static const std::vector<Lawbook> all = library_books(bl::test::library());
    return all;
}

Asked asked(const std::string& relative, const std::string& code = {}, uint64_t seed = 3) {
    Asked a;
    auto c = read_case(bl::test::source_path(relative));
    EXPECT_TRUE(c.ok()) << c.error().describe();
    a.c = *c;
    // The case's own codes, replayed from the tables loaded once (as case_rulings would).
    for (const CaseExpectation& e : a.c.expect)
        for (const Lawbook& b : books())
            if (b.id == e.code) {
                auto report = replay(a.c.log, b);
                EXPECT_TRUE(report.ok()) << relative;
                if (report)
                    a.codes.push_back(
                        {e.code, b, nlohmann::json::parse(report_json(*report)), e.explain, true});
            }
    a.others = other_codes(a.c, books());
    for (size_t i = 0; i < a.codes.size(); ++i)
        if (a.codes[i].code == (code.empty() ? a.c.log.code : code)) a.main = i;
    Prng prng(seed);
    a.q = bank_question(a.c, a.codes, a.main, a.others, prng);
    return a;
}

const std::string& right(const BankQuestion& q) { return q.choices.at(q.right).text; }

void distinct_and_sourced(const BankQuestion& q) {
    std::set<std::string> seen;
    for (const Choice& c : q.choices) {
        EXPECT_TRUE(seen.insert(c.text).second) << "twice: " << c.text;
        EXPECT_FALSE(c.source.empty()) << c.text;
    }
    EXPECT_GE(q.choices.size(), 2u);
    EXPECT_LE(q.choices.size(), 4u);
}

} // namespace

TEST(QuestionBank, WhoChoosesAsksForTheChooserWithTheWrongChoosersBeside) {
    const auto a = asked("cases/doubling/consultation-dealer-side.yaml");
    ASSERT_TRUE(a.q);
    EXPECT_EQ(a.q->kind, QuestionKind::WhoChooses);
    EXPECT_EQ(right(*a.q), "W (Mr. Z) alone.");
    distinct_and_sourced(*a.q);
    for (const Choice& c : a.q->choices)
        if (c.text != right(*a.q))
            EXPECT_TRUE(c.source.rfind("the wrong chooser", 0) == 0 ||
                        c.source.find("-") != std::string::npos)
                << c.source;
}

// A revoke claimed after the cut: the penalty is lost, and the key says so.
TEST(QuestionBank, ALapsedPenaltyIsKeyedAsLapsed) {
    const auto a = asked("cases/revoke/revoke-claimed-after-cut.yaml");
    ASSERT_TRUE(a.q);
    EXPECT_EQ(a.q->kind, QuestionKind::InTime);
    EXPECT_EQ(a.q->status, "waived");
    EXPECT_EQ(right(*a.q), "No: the penalty is lost; the tricks and the score stand as played.");
    bool in_time_offered = false; // the wrong time limit: as if the claim had come in time
    for (const Choice& c : a.q->choices)
        in_time_offered |= c.text.rfind("Yes: the penalty stands.", 0) == 0;
    EXPECT_TRUE(in_time_offered);
    distinct_and_sourced(*a.q);
}

// "What may the dealer exact ...?": the remedies, against what the other codes and the same
// code in other circumstances give for a lead out of turn.
TEST(QuestionBank, WhichRemedyOffersWhatOtherCodesGiveForTheSameIrregularity) {
    const auto a = asked("cases/leads/adversary-lead-none-followed.yaml");
    ASSERT_TRUE(a.q);
    EXPECT_EQ(a.q->kind, QuestionKind::WhichRemedy);
    const auto* ruling = first_ruling(a.codes[a.main].report);
    ASSERT_TRUE(ruling);
    EXPECT_EQ(right(*a.q), remedy_words(*ruling));
    distinct_and_sourced(*a.q);
    for (const Choice& c : a.q->choices)
        if (c.text != right(*a.q)) EXPECT_NE(c.source, "the ruling");
}

// The dealer's lead out of turn under the Club code: nothing to claim, and the key says so;
// Elwell's trick is among the wrong answers.
TEST(QuestionBank, NoPenaltyIsKeyedAsNothingToClaim) {
    const auto a = asked("cases/leads/dealer-leads-out-of-turn.yaml");
    ASSERT_TRUE(a.q);
    EXPECT_EQ(a.q->kind, QuestionKind::InTime); // "can the lead still be put right?"
    EXPECT_EQ(right(*a.q), "There is nothing to claim: no penalty.");
    bool elwell = false;
    for (const Choice& c : a.q->choices)
        elwell |=
            c.source == "elwell-1904" && c.text.find("transfer one trick") != std::string::npos;
    EXPECT_TRUE(elwell);
}

TEST(QuestionBank, AScoringCaseAsksWhatTheScoreBecomes) {
    const auto a = asked("cases/scoring/hearts-doubled-three-honours.yaml");
    ASSERT_TRUE(a.q);
    EXPECT_EQ(a.q->kind, QuestionKind::ScoreBecomes);
    const auto& deal = a.codes[0].report["deals"].back();
    EXPECT_EQ(right(*a.q), score_words(deal["score"]));
    distinct_and_sourced(*a.q);
    const auto j = question_json(*a.q);
    EXPECT_EQ(j["kind"], "score");
    EXPECT_EQ(j["choices"].size(), a.q->choices.size());
}

TEST(QuestionBank, ScoreWords) {
    EXPECT_EQ(
        score_words({{"NS", {{"below", 16}, {"above", 8}}}, {"EW", {{"below", 0}, {"above", 0}}}}),
        "North and South 16 below the line and 8 above; East and West nothing.");
    EXPECT_EQ(
        score_words({{"NS", {{"below", 0}, {"above", 0}}}, {"EW", {{"below", 0}, {"above", 100}}}}),
        "North and South nothing; East and West 100 above the line.");
}

// Every revoke question of the corpus, under every code the case names: its choices name only
// remedies some code gives for a revoke.
TEST(QuestionBank, NoRevokeQuestionOffersARemedyNoCodeGivesForARevoke) {
    std::set<std::string> revoke_options, all_options;
    for (const std::string& id : bl::test::library().ids())
        for (const Rule& r : bl::test::code(id).rules)
            for (Option o : r.options) {
                all_options.insert(option_words(std::string(name(o))));
                if (r.id == Infraction::Revoke)
                    revoke_options.insert(option_words(std::string(name(o))));
            }
    int asked_revokes = 0;
    for (const std::string& file : case_files({bl::test::source_path("cases/revoke")})) {
        const std::string relative = file.substr(bl::test::source_path("").size());
        auto c = read_case(file);
        ASSERT_TRUE(c.ok());
        const auto base = asked(relative);
        for (size_t main = 0; main < base.codes.size(); ++main) {
            Asked a = base;
            Prng prng(3);
            a.main = main;
            a.q = bank_question(a.c, a.codes, main, a.others, prng);
            const std::string code = a.codes[main].code;
            if (!a.q || a.q->kind == QuestionKind::WhoChooses ||
                a.q->kind == QuestionKind::ScoreBecomes)
                continue;
            const auto* r = first_ruling(a.codes[a.main].report);
            if (!r || r->value("infraction", "") != "revoke") continue;
            ++asked_revokes;
            for (const Choice& ch : a.q->choices)
                for (const std::string& o : all_options)
                    if (!revoke_options.count(o))
                        EXPECT_EQ(ch.text.find(o), std::string::npos)
                            << relative << " [" << code << "]: " << ch.text;
        }
    }
    EXPECT_GT(asked_revokes, 10);
}
