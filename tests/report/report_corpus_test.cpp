// Every case and every example, under every code it names, as a committee reads it: the text and
// HTML reports say no vocabulary id (those stay in JSON), no "event -1", quote the laws in whole
// sentences of valid UTF-8, and never show a game or a slam a standing consequence forbids.
#include "report/law_quote.h"
#include "report/report.h"
#include "report/report_html.h"
#include "teach/case_file.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

using namespace bl;

namespace {

struct LogUnderCodes {
    GameLog log;
    std::vector<std::string> codes;
};

std::vector<std::string> all_files() {
    std::vector<std::string> out = case_files({test::source_path("cases")});
    for (const char* e : {"ames-specimen", "badsworth-rubber", "badsworth-three-handed",
                          "disputed-rubber", "hoyle-rubber"})
        out.push_back(test::source_path(std::string("examples/") + e + ".yaml"));
    return out;
}

std::string corpus_test_name(const ::testing::TestParamInfo<std::string>& info) {
    std::string n = info.param.substr(test::source_path("").size());
    for (char& c : n)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return n;
}

LogUnderCodes source(const std::string& path) {
    if (path.find("/cases/") != std::string::npos) {
        auto c = read_case(path);
        EXPECT_TRUE(c.ok()) << c.error().describe();
        LogUnderCodes s{c->log, {}};
        for (const CaseExpectation& e : c->expect) s.codes.push_back(e.code);
        return s;
    }
    auto log = read_log(path);
    EXPECT_TRUE(log.ok()) << log.error().describe();
    return {*log, {log->code}};
}

// The ids of the vocabularies a ruling is made of, of two words or more: the ones that could
// not pass for English.
template <class E> void add_ids(std::vector<std::string>& out) {
    for (const char* n : names_of<E>())
        if (std::string(n).find('-') != std::string::npos) out.push_back(n);
}
std::vector<std::string> vocabulary_ids() {
    std::vector<std::string> out;
    add_ids<Infraction>(out), add_ids<Option>(out), add_ids<Consequence>(out), add_ids<Status>(out);
    add_ids<Provision>(out), add_ids<DealEnd>(out), add_ids<Elector>(out);
    return out;
}

// An id standing as a word of its own (not inside a file name such as "double-out-of-turn.yaml").
bool says_id(const std::string& text, const std::string& id) {
    for (size_t at = text.find(id); at != std::string::npos; at = text.find(id, at + 1)) {
        const auto word_char = [](char c) {
            return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '/' || c == '.';
        };
        const bool before = at > 0 && word_char(text[at - 1]);
        const size_t end = at + id.size();
        const bool after =
            end < text.size() &&
            (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '-' ||
             (text[end] == '.' && end + 1 < text.size() &&
              std::isalpha(static_cast<unsigned char>(text[end + 1]))));
        if (!before && !after) return true;
    }
    return false;
}

bool valid_utf8(const std::string& s) {
    for (size_t i = 0; i < s.size();) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        const size_t n = c < 0x80         ? 1
                         : (c >> 5) == 6  ? 2
                         : (c >> 4) == 14 ? 3
                         : (c >> 3) == 30 ? 4
                                          : 0;
        if (n == 0 || i + n > s.size()) return false;
        for (size_t k = 1; k < n; ++k)
            if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
        i += n;
    }
    return true;
}

class ReportCorpus : public ::testing::TestWithParam<std::string> {};

} // namespace

TEST_P(ReportCorpus, SaysEverythingInWordsAndQuotesWholeSentences) {
    const LogUnderCodes src = source(GetParam());
    static const std::vector<std::string> ids = vocabulary_ids();
    const std::regex quoted_law(
        "^    Law [0-9A-Za-z.-]+(, which gives the remedy)?: \u201C(.*)\u201D$");
    for (const std::string& code : src.codes) {
        const Report r = test::replayed(src.log, code);
        std::string text = report_text(r, 0), html = report_html(r);
        for (std::string* s : {&text, &html})
            for (size_t at;
                 !src.log.file.empty() && (at = s->find(src.log.file)) != std::string::npos;)
                s->erase(at, src.log.file.size());
        for (const std::string& id : ids) {
            EXPECT_FALSE(says_id(text, id))
                << code << ": the text report says the id " << id << "\n"
                << text;
            EXPECT_FALSE(says_id(html, id)) << code << ": the HTML report says the id " << id;
        }
        for (const std::string* s : {&text, &html})
            EXPECT_EQ(s->find("event -1"), std::string::npos) << code;
        EXPECT_TRUE(valid_utf8(text)) << code;
        std::istringstream lines(text);
        int quotes = 0;
        for (std::string line; std::getline(lines, line);) {
            std::smatch m;
            if (!std::regex_match(line, m, quoted_law)) continue;
            ++quotes;
            EXPECT_TRUE(ends_sentence(m[2].str())) << code << ": a quote cut inside a sentence:\n"
                                                   << line;
        }
        int with_text = 0;
        for (const DealReport& d : r.deals)
            for (const Ruling& ru : d.rulings)
                for (const std::string& n : ru.laws)
                    with_text += r.book->law(n) && !r.book->law(n)->text.empty();
        EXPECT_EQ(quotes, with_text) << code << ": every law of every ruling is quoted\n" << text;
    }
}

TEST_P(ReportCorpus, NoScoreAStandingConsequenceForbids) {
    const LogUnderCodes src = source(GetParam());
    for (const std::string& code : src.codes) {
        const Report r = test::replayed(src.log, code);
        const std::string text = report_text(r, 0);
        for (const DealReport& d : r.deals) {
            if (!d.scored) continue;
            bool open = false;
            for (const Ruling& ru : d.rulings) {
                open = open || ru.status == Status::Pending;
                if (ru.status != Status::Established || ru.situation.offender == NO_SEAT) continue;
                const Side off = side_of(ru.situation.offender);
                for (Consequence c : ru.consequences) {
                    if (c == Consequence::NoGameThisHand) {
                        EXPECT_FALSE(d.game_won && *d.game_won == off)
                            << code << " deal " << d.index + 1 << ": a game the ruling forbids";
                        if (d.players)
                            for (const ColumnCredit& cr : d.players->credits)
                                EXPECT_FALSE(cr.game_bonus && side_of(cr.seat) == off)
                                    << code << " deal " << d.index + 1;
                    }
                    if (c != Consequence::NoSlamThisHand) continue;
                    for (const ScoreLine& l : d.score.lines)
                        EXPECT_FALSE(l.side == off && l.what.find("slam") != std::string::npos)
                            << code << " deal " << d.index + 1
                            << ": a slam the ruling forbids: " << l.what;
                }
            }
            if (open)
                EXPECT_NE(text.find("The score is provisional"), std::string::npos)
                    << code << " deal " << d.index + 1;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Everything, ReportCorpus, ::testing::ValuesIn(all_files()),
                         corpus_test_name);
