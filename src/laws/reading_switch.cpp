#include "laws/reading_switch.h"

#include "laws/parameter_overlay.h"

#include <algorithm>

namespace bl {

namespace {

// The alternative in force for reading `id`, not copied (every ruling tests the `if-reading` of
// the rules for its situation); null for a reading the code does not have.
const std::string* choice_in_force(const Lawbook& book, const std::string& id) {
    if (auto it = book.chosen.find(id); it != book.chosen.end()) return &it->second;
    const Reading* r = book.reading(id);
    return r ? &r->default_reading : nullptr;
}

} // namespace

std::string Lawbook::choice(const std::string& id) const {
    const std::string* c = choice_in_force(*this, id);
    return c ? *c : std::string{};
}

bool Lawbook::in_force(const Rule& r) const {
    return std::all_of(r.if_reading.begin(), r.if_reading.end(), [&](const auto& w) {
        const std::string* c = choice_in_force(*this, w.first);
        return c ? *c == w.second : w.second.empty();
    });
}

const AlternativeSettings* Reading::settings_of(const std::string& choice) const {
    for (const AlternativeSettings& s : settings)
        if (s.choice == choice) return &s;
    return nullptr;
}

void LawLibrary::pick_readings(std::vector<std::string> specs, bool strict) {
    picks_ = std::move(specs);
    strict_picks_ = strict;
}

std::vector<std::string> alternatives(const Reading& r) {
    std::vector<std::string> out{r.default_reading};
    for (const auto& [id, meaning] : r.others) out.push_back(id);
    return out;
}

bool switches_base(const Reading& r) {
    return std::any_of(r.settings.begin(), r.settings.end(),
                       [](const AlternativeSettings& s) { return !s.extends.empty(); });
}

std::map<std::string, std::string> bases_to_switch(const Lawbook& book) {
    std::map<std::string, std::string> out;
    for (const Reading& r : book.readings) {
        const AlternativeSettings* s = r.settings_of(book.choice(r.id));
        if (!s || s->extends.empty()) continue;
        const auto at = std::find(book.chain.begin(), book.chain.end(), r.code);
        if (at == book.chain.begin() || at == book.chain.end() || *(at - 1) != s->extends)
            out[r.code] = s->extends;
    }
    return out;
}

namespace {

// Why `choice` is not an alternative of reading `id` in this code, or nothing.
std::optional<std::string> not_an_alternative(const Lawbook& book, const std::string& id,
                                              const std::string& choice) {
    const Reading* r = book.reading(id);
    if (!r) {
        std::string known;
        for (const Reading& x : book.readings) known += (known.empty() ? "" : ", ") + x.id;
        return "\"" + id + "\" is not a reading of " + book.id + " (its readings: " + known + ")";
    }
    const auto alts = alternatives(*r);
    if (std::find(alts.begin(), alts.end(), choice) != alts.end()) return std::nullopt;
    std::string known;
    for (const std::string& a : alts) known += (known.empty() ? "" : ", ") + a;
    return "\"" + choice + "\" is not a choice of reading " + id + " (its choices: " + known + ")";
}

// The parameters as written, with the settings of each alternative in force laid over them.
void apply_alternative_parameters(Lawbook& book) {
    if (!book.params_as_written) book.params_as_written = book.params;
    book.params = *book.params_as_written;
    for (const Reading& r : book.readings)
        if (const AlternativeSettings* s = r.settings_of(book.choice(r.id)))
            overlay_parameters(book.params, s->parameters,
                               book.chain.empty() || r.code == book.chain.front() ? "" : r.code);
}

// A reading that reads the table on one base or another governs every rule the base gives: each
// such rule names it, so its ruling says which base was ordinary Bridge.
void name_base_reading(Lawbook& book) {
    for (const Reading& r : book.readings) {
        if (!switches_base(r)) continue;
        const auto at = std::find(book.chain.begin(), book.chain.end(), r.code);
        for (Rule& rule : book.rules)
            if (std::find(book.chain.begin(), at, rule.code) != at &&
                std::find(rule.readings.begin(), rule.readings.end(), r.id) == rule.readings.end())
                rule.readings.push_back(r.id);
    }
}

} // namespace

std::optional<Error> resolve_readings(Lawbook& book) {
    for (const ReadingChoice& c : book.reading_choices) {
        if (auto why = not_an_alternative(book, c.id, c.choice))
            return Error{c.file, c.line, 0, *why};
        book.chosen[c.id] = c.choice;
    }
    for (const Rule& r : book.rules)
        for (const auto& [id, choice] : r.if_reading)
            if (auto why = not_an_alternative(book, id, choice))
                return Error{book.file, r.line, 0,
                             "rule " + std::string(name(r.id)) + ": if-reading " + *why};
    name_base_reading(book);
    apply_alternative_parameters(book);
    return std::nullopt;
}

std::optional<Error> choose_reading(Lawbook& book, const std::string& spec) {
    const auto eq = spec.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == spec.size())
        return Error{
            "", 0, 0,
            "--reading takes ID=CHOICE, e.g. --reading complete-false-lead=penalty-remains "
            "(bridgelaws laws CODE lists the readings)"};
    const std::string id = spec.substr(0, eq), choice = spec.substr(eq + 1);
    if (auto why = not_an_alternative(book, id, choice))
        return Error{"", 0, 0, "--reading: " + *why};
    book.chosen[id] = choice;
    apply_alternative_parameters(book);
    return std::nullopt;
}

} // namespace bl
