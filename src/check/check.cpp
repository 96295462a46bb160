#include "check/check.h"
#include "laws/reading_switch.h"

#include "check/check_families.h"
#include "check/check_gate.h"
#include "core/yaml_reader.h"

#include <algorithm>
#include <deque>
#include <fmt/format.h>
#include <map>
#include <memory>

namespace bl {

namespace {

// An overlay's table as written, before its base is merged in: what the overlay itself sets.
std::optional<Lawbook> own_table(const Lawbook& book) {
    if (book.extends.empty()) return std::nullopt;
    auto text = read_file(book.file);
    if (!text) return std::nullopt;
    auto own = parse_lawbook_yaml(*text, book.file);
    if (!own) return std::nullopt;
    return std::move(*own);
}

// Each code's words are stemmed once, however many codes it is compared with.
class WordsCache {
  public:
    const CodeWords& of(const Lawbook& book) {
        auto& w = words_[&book];
        if (!w) w = std::make_unique<CodeWords>(book);
        return *w;
    }

  private:
    std::map<const Lawbook*, std::unique_ptr<CodeWords>> words_;
};

Lawbook in_force_only(const Lawbook& book) {
    Lawbook out = book;
    std::erase_if(out.rules, [&](const Rule& r) { return !book.in_force(r); });
    return out;
}

Findings run_families(const Lawbook& book, const Lawbook* base, const Editions& editions, WordsCache& cache) {
    const std::optional<Lawbook> own = base ? own_table(book) : std::nullopt;
    std::vector<const CodeWords*> edition_words;
    for (const Lawbook* e : editions) edition_words.push_back(&cache.of(*e));
    const CheckContext c{book, base, own ? &*own : nullptr, editions, edition_words, cache.of(book)};
    Findings out;
    // The rules of the alternatives not in force are set aside, as the engine sets them aside.
    const Lawbook active = in_force_only(book);
    const std::optional<Lawbook> active_base = base ? std::optional<Lawbook>(in_force_only(*base)) : std::nullopt;
    const CheckContext a{active, base ? &*active_base : nullptr, own ? &*own : nullptr, editions, edition_words, c.words};
    for (auto family : {check_references, check_rule_laws, check_coverage, check_conflicts, check_procedure, check_arithmetic,
                        check_overlays, check_inherited, check_duplicates, check_unreachable})
        family(a, out);
    for (auto family : {check_readings, check_crosscode}) family(c, out); // they read the switches themselves
    for (Finding& f : out) f.about = about_of(f);
    return out;
}

bool same(const Finding& a, const Finding& b) {
    return a.severity == b.severity && a.check == b.check && a.laws == b.laws && a.message == b.message;
}

// Errors first; within a severity, the order the families ran in.
void order(Findings& f) {
    std::stable_sort(f.begin(), f.end(), [](const Finding& a, const Finding& b) { return a.severity < b.severity; });
}

Findings check_with(const Lawbook& book, const Lawbook* base, const Findings* base_findings, const Editions& editions,
                    WordsCache& cache) {
    Findings out = run_families(book, base, editions, cache);
    if (base_findings)
        std::erase_if(out, [&](const Finding& f) {
            return std::any_of(base_findings->begin(), base_findings->end(), [&](const Finding& b) { return same(f, b); });
        });
    order(out);
    return out;
}

// The library's base codes other than the code and its base: the editions it is compared with.
Editions editions_for(const Lawbook& book, const std::vector<const Lawbook*>& library) {
    Editions out;
    for (const Lawbook* l : library)
        if (l->extends.empty() && std::find(book.chain.begin(), book.chain.end(), l->id) == book.chain.end()) out.push_back(l);
    return out;
}

} // namespace

int CodeCheck::count(Severity s) const {
    return int(std::count_if(findings.begin(), findings.end(), [&](const Finding& f) { return f.severity == s && f.accepted.empty(); }));
}

std::string_view severity_name(Severity s) {
    switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Info: return "info";
    }
    return "?";
}

std::vector<Finding> check_code(const Lawbook& book, const Lawbook* base, const Editions& editions) {
    WordsCache cache;
    if (!base) return check_with(book, nullptr, nullptr, editions, cache);
    const Findings inherited = run_families(*base, nullptr, editions_for(*base, editions), cache);
    return check_with(book, base, &inherited, editions, cache);
}

namespace {

// The library, read whole (the codes are compared with one another), and the codes asked for.
struct Loaded {
    std::map<std::string, Lawbook> library;
    std::deque<Lawbook> files; // tables given by path, outside the library
    std::vector<const Lawbook*> asked;
};

// A table whose reading reads it on another base must load on that base too.
std::optional<Error> load_on_other_bases(const LawLibrary& lib, const Lawbook& book) {
    for (const Reading& r : book.readings)
        for (const AlternativeSettings& s : r.settings) {
            if (s.extends.empty()) continue;
            LawLibrary other = lib;
            other.pick_readings({r.id + "=" + s.choice}, false);
            auto b = other.load(book.id);
            if (!b) {
                Error e = b.error();
                e.message = "with reading " + r.id + "=" + s.choice + " (on " + s.extends +
                            "): " + e.message;
                return e;
            }
        }
    return std::nullopt;
}

std::optional<Error> load(const LawLibrary& lib, const std::vector<std::string>& codes, Loaded& l) {
    const bool all = codes.empty();
    for (const std::string& id : lib.ids()) {
        auto book = lib.load(id);
        if (book) l.library.emplace(id, std::move(*book));
        else if (all || std::find(codes.begin(), codes.end(), id) != codes.end()) return book.error();
    }
    if (all && l.library.empty()) return Error{lib.dir(), 0, 0, "there are no law tables (*.yaml) here"};
    for (const auto& [id, book] : l.library)
        if (auto e = load_on_other_bases(lib, book)) return e;
    for (const std::string& c : all ? lib.ids() : codes) {
        auto it = l.library.find(c);
        if (it != l.library.end()) l.asked.push_back(&it->second);
        else if (auto book = lib.load(c)) l.asked.push_back(&l.files.emplace_back(std::move(*book)));
        else return book.error();
    }
    return std::nullopt;
}

} // namespace

namespace {

// The findings of one code as the gate sees them: accepted ones set apart, the rest in order.
CodeCheck gated(const Lawbook& book, Findings found, const CheckOptions& options, const Baseline& baseline) {
    std::vector<AcceptedFinding> own; // an overlay's resolved table also holds its base's
    for (const AcceptedFinding& a : book.accepted_findings)
        if (a.code == book.id) own.push_back(a);
    const auto in_baseline = baseline.find(book.id);
    accept(found, own, in_baseline == baseline.end() ? nullptr : &in_baseline->second, options.baseline);
    select_and_order(found, options);
    CodeCheck c{book.id, book.title, book.file, {}, options.tables ? scoring_tables(book) : std::vector<std::string>{}, 0};
    for (Finding& f : found) {
        if (!f.accepted.empty()) ++c.accepted;
        if (f.accepted.empty() || options.show_accepted || options.format == "json") c.findings.push_back(std::move(f));
    }
    return c;
}

} // namespace

int run_check(const LawLibrary& lib, const std::vector<std::string>& codes, const CheckOptions& options, std::ostream& out,
              std::ostream& err) {
    // Every table is read before anything is printed: bad input prints nothing.
    Loaded l;
    if (auto e = load(lib, codes, l)) return err << "bridgelaws: " << e->describe() << "\n", 2;
    Baseline baseline;
    if (!options.baseline.empty()) {
        auto b = read_baseline(options.baseline);
        if (!b) return err << "bridgelaws: " << b.error().describe() << "\n", 2;
        baseline = std::move(*b);
    }
    std::vector<const Lawbook*> all;
    for (const auto& [id, book] : l.library) all.push_back(&book);
    WordsCache cache;
    std::map<std::string, Findings> base_findings; // each base checked once however many overlays it has
    std::vector<CodeCheck> checks;
    for (const Lawbook* book : l.asked) {
        const auto base = book->extends.empty() ? l.library.end() : l.library.find(book->extends);
        const Lawbook* b = base == l.library.end() ? nullptr : &base->second; // a loaded overlay's base is in the library
        if (b && !base_findings.count(b->id)) base_findings[b->id] = run_families(*b, nullptr, editions_for(*b, all), cache);
        Findings f = check_with(*book, b, b ? &base_findings[b->id] : nullptr, editions_for(*book, all), cache);
        checks.push_back(gated(*book, std::move(f), options, baseline));
    }
    out << (options.format == "json" ? check_json(checks) : options.format == "markdown" ? check_markdown(checks) : check_text(checks));
    const bool failed = std::any_of(checks.begin(), checks.end(), [](const CodeCheck& c) {
        return std::any_of(c.findings.begin(), c.findings.end(), [](const Finding& f) { return fails(f); });
    });
    return failed ? 1 : 0;
}

} // namespace bl
