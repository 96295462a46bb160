#include "teach/quiz.h"

#include "teach/question_bank.h"
#include "teach/teach_words.h"

#include <fmt/format.h>

#include <algorithm>

namespace bl {

namespace {

std::string reasons(const Case& c, const CodeRuling& code, const nlohmann::json& ruling) {
    std::string out;
    for (const std::string& n : strings(ruling["laws"])) {
        const std::string quote = law_quote(code.book, n);
        if (!quote.empty()) out += wrapped(quote, 70, "      ", fmt::format("  Law {}: ", n));
    }
    std::vector<std::string> electors;
    for (const std::string& s : strings(ruling["elector"])) electors.push_back(seat_words(c.log, s));
    if (!electors.empty()) out += "  Who chooses: " + or_list(electors) + ".\n";
    if (!code.explain.empty()) out += "  Why:\n" + wrapped(code.explain, 72, "    ");
    return out;
}

} // namespace

std::optional<QuizQuestion> quiz_question(const Case& c, const std::vector<CodeRuling>& codes, size_t main, Prng& prng,
                                         const std::vector<CodeRuling>& others) {
    const CodeRuling& code = codes.at(main);
    auto asked = bank_question(c, codes, main, others, prng);
    if (!asked) return std::nullopt;
    QuizQuestion q;
    q.setting = teach_setting(c, case_focus({code}));
    q.ask = asked->ask;
    for (const Choice& choice : asked->choices) q.choices.push_back(choice.text);
    q.right = asked->right;
    const nlohmann::json* ruling = first_ruling(code.report);
    q.because = (ruling ? reasons(c, code, *ruling) : code.explain.empty() ? "" : "  Why:\n" + wrapped(code.explain, 72, "    ")) +
                fmt::format("  Every code on this case: bridgelaws teach {}\n", c.file);
    return q;
}

std::variant<size_t, std::string> read_choice(const std::string& line, size_t count) {
    const auto begin = line.find_first_not_of(" \t\r");
    const auto end = line.find_last_not_of(" \t\r");
    const std::string word = begin == std::string::npos ? "" : line.substr(begin, end - begin + 1);
    const std::string wanted = fmt::format("answer with a number from 1 to {}", count);
    if (word.empty()) return "no answer given: " + wanted + ".";
    if (!std::all_of(word.begin(), word.end(), [](char ch) { return ch >= '0' && ch <= '9'; }) || word.size() > 3)
        return fmt::format("\"{}\" is not a choice: {}.", word, wanted);
    const size_t n = std::stoul(word);
    if (n < 1 || n > count) return fmt::format("there is no choice {}: {}.", n, wanted);
    return n - 1;
}

QuizScore run_quiz(const std::vector<QuizQuestion>& questions, std::istream& in, std::ostream& out, bool echo) {
    QuizScore score;
    for (size_t i = 0; i < questions.size() && !score.ended_early; ++i) {
        const QuizQuestion& q = questions[i];
        out << fmt::format("\n--- Question {} of {} ---\n\n", i + 1, questions.size()) << q.setting << "\n" << wrapped(q.ask, 76, "");
        for (size_t k = 0; k < q.choices.size(); ++k) out << wrapped(q.choices[k], 70, "     ", fmt::format("  {}. ", k + 1));
        while (true) {
            out << "Your answer: " << std::flush;
            std::string line;
            if (!std::getline(in, line)) {
                out << "\nNo more answers (end of input): the quiz stops here.\n";
                score.ended_early = true;
                break;
            }
            if (echo) out << line << "\n";
            const auto choice = read_choice(line, q.choices.size());
            if (const auto* problem = std::get_if<std::string>(&choice)) {
                out << "  Sorry, " << *problem << "\n";
                continue;
            }
            const size_t picked = std::get<size_t>(choice);
            ++score.answered;
            if (picked == q.right) ++score.right, out << "Right.\n";
            else out << wrapped(fmt::format("Wrong: the answer is {}. {}", q.right + 1, q.choices[q.right]), 76, "");
            out << q.because;
            break;
        }
    }
    out << fmt::format("\nScore: {} of {}.\n", score.right, score.answered);
    return score;
}

} // namespace bl
