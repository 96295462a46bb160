#include "teach/handout.h"

#include "teach/question_bank.h"
#include "teach/teach_words.h"

#include <fmt/format.h>
#include <pugixml.hpp>

#include <sstream>

namespace bl {

namespace {

using pugi::xml_node;

// For print: A4 with margins, a case to a page, the key on pages of its own. No '<', '>' or
// '&' here: pugixml writes the style as text and would escape them.
const char* const STYLE = R"(
@page { size: A4; margin: 18mm 16mm; }
body { font-family: Georgia, 'DejaVu Serif', serif; font-size: 11pt; color: #111; max-width: 46em; margin: 0 auto; }
h1 { font-size: 20pt; margin: 0 0 0.4em; }
h2 { font-size: 14pt; margin: 0 0 0.5em; border-bottom: 1px solid #888; padding-bottom: 0.2em; }
section.case { break-after: page; page-break-after: always; }
section.key { break-before: page; page-break-before: always; }
pre { font-family: 'DejaVu Sans Mono', monospace; font-size: 9pt; line-height: 1.25; white-space: pre-wrap; }
p.story { text-align: justify; }
p.question { font-weight: bold; }
ol.choices { list-style-type: upper-alpha; }
div.write { border: 1px solid #999; padding: 0.4em 0.6em; margin-top: 1em; }
div.write p { margin: 0.2em 0 1.3em; }
div.answer { break-inside: avoid; page-break-inside: avoid; margin-bottom: 1.2em; }
p.small { font-size: 9pt; color: #444; }
)";

xml_node el(xml_node parent, const char* name, const std::string& text = {},
            const std::string& cls = {}) {
    xml_node n = parent.append_child(name);
    if (!cls.empty()) n.append_attribute("class") = cls.c_str();
    if (!text.empty()) n.text().set(text.c_str());
    return n;
}

// What the setting shows between the story and the question: the hands and what happened. The
// setting is told by teach_setting; its head (title, story) and its question are written
// separately here. Where its layout is not the one expected, the whole of it is shown.
std::string diagram_part(const Case& c, const std::string& setting) {
    const std::string head = wrapped(c.name, 78, "") +
                             std::string(std::min<size_t>(c.name.size(), 78), '=') + "\n\n" +
                             wrapped(c.story, 76, "");
    const size_t question = setting.rfind("\nThe question:\n");
    if (setting.compare(0, head.size(), head) != 0 || question == std::string::npos ||
        question < head.size())
        return setting;
    std::string middle = setting.substr(head.size(), question - head.size());
    while (!middle.empty() && middle.front() == '\n') middle.erase(0, 1);
    return middle;
}

void case_page(xml_node body, const HandoutCase& h, size_t number,
               const std::optional<BankQuestion>& q) {
    xml_node s = el(body, "section", "", "case");
    el(s, "h2", fmt::format("Case {}. {}", number, h.c.name));
    el(s, "p", h.c.story, "story");
    el(s, "pre", diagram_part(h.c, teach_setting(h.c, case_focus(h.codes))), "setting");
    el(s, "p", h.c.question, "question");
    if (q) {
        el(s, "p", q->ask);
        xml_node ol = el(s, "ol", "", "choices");
        for (const Choice& ch : q->choices) el(ol, "li", ch.text);
    }
    xml_node w = el(s, "div", "", "write");
    for (const char* line : {"Who may choose:", "The remedies:", "The laws:", "The score:"})
        el(w, "p", line);
}

void key_entry(xml_node key, const HandoutCase& h, size_t number,
               const std::optional<BankQuestion>& q) {
    xml_node a = el(key, "div", "", "answer");
    el(a, "h2", fmt::format("Case {}. {}", number, h.c.name));
    if (q)
        el(a, "p", fmt::format("{} {}", char('A' + q->right), q->choices[q->right].text),
           "question");
    std::string rulings;
    for (const CodeRuling& r : h.codes) rulings += teach_ruling(h.c, r);
    rulings += teach_differences(h.codes);
    el(a, "pre", rulings);
    el(a, "p", "Every code on this case: bridgelaws teach " + h.c.file, "small");
}

} // namespace

std::string handout_html(const std::vector<HandoutCase>& cases, const std::string& title,
                         uint64_t seed) {
    pugi::xml_document doc;
    xml_node html = doc.append_child("html");
    html.append_attribute("lang") = "en";
    xml_node head = el(html, "head");
    el(head, "meta").append_attribute("charset") = "utf-8";
    el(head, "title", title);
    el(head, "style", STYLE);
    xml_node body = el(html, "body");
    el(body, "h1", title);
    el(body, "p",
       fmt::format("{} case{}. Read each case, write your ruling in the box, then choose an "
                   "answer. The answer key is on the last pages.",
                   cases.size(), cases.size() == 1 ? "" : "s"),
       "small");
    Prng prng(seed);
    std::vector<std::optional<BankQuestion>> questions;
    for (const HandoutCase& h : cases) {
        size_t main = 0; // the case's own code, where it names it
        for (size_t k = 0; k < h.codes.size(); ++k)
            if (h.codes[k].code == h.c.log.code) main = k;
        questions.push_back(h.codes.empty() ? std::nullopt
                                            : bank_question(h.c, h.codes, main, h.others, prng));
    }
    for (size_t i = 0; i < cases.size(); ++i) case_page(body, cases[i], i + 1, questions[i]);
    xml_node key = el(body, "section", "", "key");
    el(key, "h1", "Answer key");
    for (size_t i = 0; i < cases.size(); ++i) key_entry(key, cases[i], i + 1, questions[i]);
    std::ostringstream out;
    out << "<!DOCTYPE html>\n";
    doc.save(out, " ", pugi::format_indent | pugi::format_no_declaration, pugi::encoding_utf8);
    return out.str();
}

} // namespace bl
