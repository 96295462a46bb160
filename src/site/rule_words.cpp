#include "site/rule_words.h"

#include "site/html.h"

#include <fmt/format.h>

namespace bl::site {

namespace {

// The names of the set bits of `mask`, from the vocabulary of E.
template <class E, class M> std::vector<std::string> named_bits(M mask) {
    std::vector<std::string> out;
    const auto names = names_of<E>();
    for (size_t i = 0; i < names.size(); ++i)
        if (mask & (M(1) << i)) out.push_back(spaced(names[i]));
    return out;
}

// The numbers of the set bits, counted from `first`.
template <class M> std::vector<std::string> numbered_bits(M mask, int first, int count) {
    std::vector<std::string> out;
    for (int i = 0; i < count; ++i)
        if (mask & (M(1) << i)) out.push_back(std::to_string(first + i));
    return out;
}

void add(std::vector<std::string>& facts, const std::string& label,
         const std::vector<std::string>& values) {
    if (!values.empty()) facts.push_back(label + " " + either(values));
}

std::vector<std::string> flag_words(const Conditions& when) {
    std::vector<std::string> out;
    const auto names = names_of<Flag>();
    for (size_t i = 0; i < names.size(); ++i)
        if (when.flags_named & (1u << i))
            out.push_back(((when.flags_value & (1u << i)) ? "" : "not ") + spaced(names[i]));
    return out;
}

std::string option_list(const std::vector<Option>& options) {
    std::vector<std::string> words;
    for (Option o : options) words.push_back(spaced(name(o)));
    return either(words);
}

std::string consequence_list(const std::vector<Consequence>& consequences) {
    std::string out;
    for (Consequence c : consequences) out += (out.empty() ? "" : "; ") + spaced(name(c));
    return out;
}

void row(std::string& out, const char* term, const std::string& html) {
    if (!html.empty()) out += fmt::format("<dt>{}</dt><dd>{}</dd>\n", term, html);
}

} // namespace

std::string conditions_words(const Conditions& when) {
    std::vector<std::string> facts;
    add(facts, "the offender", named_bits<Role>(when.offender));
    add(facts, "in the", named_bits<Phase>(when.phase));
    add(facts, "the lead due from", named_bits<Role>(when.should_have_led));
    add(facts, "cards already played to the trick:", numbered_bits(when.followed, 0, 4));
    add(facts, "trick", numbered_bits(when.trick, 1, 13));
    std::vector<std::string> claimed;
    if (when.claimed & 1) claimed.push_back("in time");
    if (when.claimed & 2) claimed.push_back("late");
    add(facts, "claimed", claimed);
    add(facts, "place in the trick", numbered_bits(when.position, 1, 4));
    add(facts, "the call disobeyed:", named_bits<CallKind>(when.call));
    for (const std::string& f : flag_words(when)) facts.push_back(f);
    std::string out;
    for (const std::string& f : facts) out += (out.empty() ? "" : "; ") + f;
    return out;
}

std::string situation_words(const Rule& rule) {
    const std::string facts = conditions_words(rule.when);
    const std::string what = spaced(name(rule.id));
    return facts.empty() ? what : what + " (" + facts + ")";
}

std::string rule_html(const Lawbook& book, const Rule& rule) {
    std::string out = "<dl class=\"rule\">\n";
    row(out, "Situation", esc(situation_words(rule)));
    row(out, "Provision",
        fmt::format(R"(<span class="{0}">{1}</span>)", name(rule.provision),
                    spaced(name(rule.provision))));
    if (rule.elector != Elector::None)
        row(out, "Who chooses",
            esc(spaced(name(rule.elector))) + (rule.consult ? " (after consulting)" : ""));
    row(out, "Options", esc(option_list(rule.options)));
    if (rule.until != Until::None) row(out, "Until", esc(spaced(name(rule.until))));
    if (rule.rectifiable)
        row(out, "Rectifiable",
            "yes: withdrawn in time, the act is corrected and no penalty follows");
    row(out, "Consequences", esc(consequence_list(rule.consequences)));
    for (const auto& [option, consequences] : rule.follows)
        row(out, "If chosen", esc(spaced(name(option)) + ": " + consequence_list(consequences)));
    row(out, "Laws", law_links(book, rule.laws));
    std::string readings;
    for (const std::string& r : rule.readings) {
        const std::string shown = book.reading(r)
                                      ? fmt::format("<a href=\"{}.html#{}\">{}</a>", esc(book.id),
                                                    reading_anchor(r), esc(r))
                                      : esc(r);
        readings += (readings.empty() ? "" : ", ") + shown;
    }
    row(out, "Readings", readings);
    row(out, "Note", esc(rule.note));
    return out + "</dl>\n";
}

} // namespace bl::site
