#include "site/quiz_page.h"

#include "site/html.h"
#include "teach/quiz.h"
#include "teach/teach_words.h"

#include <fmt/format.h>

namespace bl::site {

namespace {

// The case's own code when the site shows it, else the first it names (as `teach --quiz`).
size_t main_code(const SiteCase& sc) {
    for (size_t i = 0; i < sc.codes.size(); ++i)
        if (sc.codes[i].code == sc.c.log.code) return i;
    return 0;
}

} // namespace

nlohmann::json quiz_questions(const std::vector<SiteCase>& cases) {
    Prng prng(1);
    nlohmann::json out = nlohmann::json::array();
    for (const SiteCase& sc : cases) {
        if (sc.codes.empty()) continue;
        const size_t main = main_code(sc);
        const auto q = quiz_question(sc.c, sc.codes, main, prng, sc.others);
        if (!q) continue;
        // The terminal's pointer to the case file names a path on the builder's machine; the
        // page links the case's own page instead.
        std::string because = q->because;
        because = because.substr(0, because.find("  Every code on this case:"));
        out.push_back({{"case", sc.c.name},
                       {"page", sc.page},
                       {"code", sc.codes[main].code},
                       {"code_name", code_name(sc.codes[main].book)},
                       {"ask", q->ask},
                       {"setting", q->setting},
                       {"choices", q->choices},
                       {"right", q->right},
                       {"because", because}});
    }
    return out;
}

std::string quiz_page(const std::vector<SiteCase>& cases) {
    const nlohmann::json questions = quiz_questions(cases);
    std::string body = fmt::format(R"(<h1>The quiz</h1>
<p>{} questions from the casebook, the same the terminal's <code>bridgelaws teach --quiz</code>
asks: who may choose the penalty, whether the claim is still in time, which remedies the law
gives, what the score becomes. Click an answer; the laws are shown after it, and the score is
kept below. The wrong answers offered are what the other codes rule in the same situation.</p>
<p class="score" id="score" aria-live="polite">No questions answered yet.</p>
<div id="quiz"><noscript><p>The quiz needs the browser's scripts turned on; the
<a href="casebook.html">casebook</a> tells every case and its rulings without them.</p></noscript></div>
)",
                                   questions.size());
    body += json_script("quiz-data", questions);
    return page("The quiz", body, {{"quiz.js"}, ""});
}

const char* const QUIZ_SCRIPT = R"('use strict';
// The quiz: the questions of #quiz-data a question at a time; a click answers, the laws follow.
(function () {
  let at = 0, right = 0, answered = 0; // the question shown, and the score
  const [box, score, data] = ['quiz', 'score', 'quiz-data'].map(id => document.getElementById(id));
  const questions = JSON.parse(data.textContent);
  function el(name, text, cls) {
    const e = document.createElement(name);
    if (text) e.textContent = text;
    if (cls) e.className = cls;
    return e;
  }
  function show() {
    box.replaceChildren();
    if (!questions.length) { box.append(el('p', 'No case here has a question to ask.')); return; }
    const q = questions[at % questions.length];
    const head = el('h2', `Question ${at + 1}: `);
    const link = el('a', q.case); link.href = q.page; head.append(link);
    box.append(head, el('p', `Under ${q.code_name}.`, 'edition'));
    const told = el('details'); told.append(el('summary', 'The hands and what happened'), el('pre', q.setting, 'hands'));
    box.append(told, el('p', q.ask, 'question'));
    const list = el('ol', '', 'choices');
    q.choices.forEach((text, i) => {
      const b = el('button', text, 'choice'); b.type = 'button';
      b.addEventListener('click', () => answer(q, i, list));
      const li = el('li'); li.append(b); list.append(li);
    });
    box.append(list);
  }
  function answer(q, chosen, list) {
    list.querySelectorAll('button').forEach((b, i) => {
      b.disabled = true;
      if (i === q.right) b.classList.add('right');
      else if (i === chosen) b.classList.add('wrong');
    });
    answered += 1;
    if (chosen === q.right) right += 1;
    score.textContent = `Score: ${right} right of ${answered} answered.`;
    box.append(el('p', chosen === q.right ? 'Right.' : `Not so: ${q.choices[q.right]}.`, 'verdict'));
    box.append(el('pre', q.because, 'because'));
    const next = el('button', 'Next question', 'next'); next.type = 'button';
    next.addEventListener('click', () => { at += 1; show(); window.scrollTo(0, 0); });
    box.append(next);
  }
  show();
})();
)";

} // namespace bl::site
