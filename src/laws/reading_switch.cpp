#include "laws/reading_switch.h"

#include <algorithm>

namespace bl {

std::string Lawbook::choice(const std::string& id) const {
    if (auto it = chosen.find(id); it != chosen.end()) return it->second;
    const Reading* r = reading(id);
    return r ? r->default_reading : std::string{};
}

bool Lawbook::in_force(const Rule& r) const {
    return std::all_of(r.if_reading.begin(), r.if_reading.end(),
                       [&](const auto& w) { return choice(w.first) == w.second; });
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
    return std::nullopt;
}

} // namespace bl
