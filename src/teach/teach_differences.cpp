// The rulings of several codes compared, for `teach`: side by side where they differ, in the
// width of the screen, and where they agree under laws numbered differently, whether the laws'
// words agree too.
#include "teach/teach.h"

#include "report/law_quote.h"
#include "report/text_wrap.h"
#include "teach/teach_words.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <sstream>

namespace bl {

namespace {

// ---- the differences ----------------------------------------------------------------------

struct Row {
    std::string label;
    std::vector<std::string> cells; // one per code
    bool differs() const {
        return std::any_of(cells.begin(), cells.end(),
                           [&](const auto& c) { return c != cells[0]; });
    }
};

std::vector<nlohmann::json> all_rulings(const nlohmann::json& report) {
    std::vector<nlohmann::json> out;
    if (report.contains("deals"))
        for (const auto& d : report["deals"])
            for (const auto& r : d["rulings"]) out.push_back(r);
    return out;
}

std::string cell(const std::vector<nlohmann::json>& rulings, size_t i,
                 const std::function<std::string(const nlohmann::json&)>& f) {
    return i < rulings.size() ? f(rulings[i]) : "-";
}

// The options in one order, so that two codes giving the same choice compare equal.
nlohmann::json with_sorted_options(nlohmann::json ruling) {
    if (ruling["options"].is_array()) std::sort(ruling["options"].begin(), ruling["options"].end());
    return ruling;
}

std::vector<Row> comparison_rows(const std::vector<CodeRuling>& codes) {
    std::vector<std::vector<nlohmann::json>> rulings;
    size_t most = 0;
    for (const CodeRuling& c : codes)
        rulings.push_back(all_rulings(c.report)), most = std::max(most, rulings.back().size());
    std::vector<Row> rows;
    auto add = [&](const std::string& label, size_t i,
                   const std::function<std::string(const nlohmann::json&)>& f) {
        Row row{label, {}};
        for (const auto& r : rulings) row.cells.push_back(cell(r, i, f));
        rows.push_back(row);
    };
    for (size_t i = 0; i < most; ++i) {
        const std::string n = most > 1 ? fmt::format(" {}", i + 1) : "";
        add("irregularity" + n, i, [](const auto& r) {
            return infraction_words(r.value("infraction", "")) + by_offender(r);
        });
        add("laws" + n, i, [](const auto& r) { return law_numbers(strings(r["laws"])); });
        add("ruling" + n, i, [](const auto& r) { return remedy_words(with_sorted_options(r)); });
        add("who chooses" + n, i, [](const auto& r) {
            return r["elector"].empty() ? "-" : or_list(strings(r["elector"]));
        });
    }
    const size_t deals = codes.front().report["deals"].size();
    for (size_t d = 0; d < deals; ++d) {
        const std::string n = deals > 1 ? fmt::format(" {}", d + 1) : "";
        Row tricks{"tricks" + n, {}}, score{"score" + n, {}};
        for (const CodeRuling& c : codes) {
            const auto& deal = c.report["deals"].at(d);
            tricks.cells.push_back(fmt::format("NS {}, EW {}", deal["tricks"].value("NS", 0),
                                               deal["tricks"].value("EW", 0)));
            score.cells.push_back(fmt::format(
                "NS {}+{}, EW {}+{}", deal["score"]["NS"].value("below", 0),
                deal["score"]["NS"].value("above", 0), deal["score"]["EW"].value("below", 0),
                deal["score"]["EW"].value("above", 0)));
        }
        rows.push_back(tricks);
        rows.push_back(score);
    }
    return rows;
}

std::vector<std::string> cell_lines(const std::string& text, size_t width) {
    std::vector<std::string> out;
    std::istringstream lines(wrapped(text, width, ""));
    for (std::string l; std::getline(lines, l);) out.push_back(l);
    if (out.empty()) out.push_back("");
    return out;
}

// The rows where they fit side by side in `width` columns (lines kept as they are), else each
// row as a list, one code to a line.
std::string side_by_side(const std::vector<Row>& rows, const std::vector<std::string>& header,
                         int width) {
    const size_t label = 16, gap = 2;
    const size_t column =
        std::max<size_t>(14, (size_t(std::max(width, 0)) - label) / header.size() - gap);
    if (label + header.size() * (column + gap) > size_t(width) + gap) {
        std::string out;
        for (const Row& r : rows) {
            out += "  " + r.label + ":\n";
            for (size_t i = 0; i < r.cells.size(); ++i)
                out += para(header[i] + ": " + r.cells[i], "      ", "    ");
        }
        return out;
    }
    std::string out;
    auto print = [&](const std::string& first, const std::vector<std::string>& cells) {
        std::vector<std::vector<std::string>> wrapped_cells;
        size_t height = 1;
        for (const auto& c : cells)
            wrapped_cells.push_back(cell_lines(c, column)),
                height = std::max(height, wrapped_cells.back().size());
        for (size_t l = 0; l < height; ++l) {
            std::string line = fmt::format("  {:<{}}", l == 0 ? first : "", label - 2);
            for (const auto& wc : wrapped_cells)
                line += (wc.size() > l ? wc[l] : "") +
                        std::string(column + gap -
                                        std::min(column + gap - 1,
                                                 display_width(wc.size() > l ? wc[l] : "")),
                                    ' ');
            while (!line.empty() && line.back() == ' ') line.pop_back();
            out += KEEP_LINE + line + "\n";
        }
    };
    print("", header);
    for (const Row& r : rows) print(r.label, r.cells);
    return out;
}

// A law's words with case, spacing and punctuation set aside: two codes' laws are the same only
// when these agree.
std::string bare_words(const std::string& text) {
    std::string out;
    for (char ch : text)
        if (std::isalnum(static_cast<unsigned char>(ch)))
            out += char(std::tolower(static_cast<unsigned char>(ch)));
    return out;
}

// Where the codes rule alike under laws numbered differently: each law whose words differ
// between the codes, quoted under each ("" when every law reads the same).
std::string differing_words(const std::vector<CodeRuling>& codes) {
    std::vector<std::vector<nlohmann::json>> rulings;
    for (const CodeRuling& c : codes) rulings.push_back(all_rulings(c.report));
    std::string out;
    for (size_t i = 0; i < rulings.front().size(); ++i) {
        for (size_t k = 0;; ++k) {
            std::vector<std::pair<std::string, const Law*>> laws;
            for (size_t c = 0; c < codes.size(); ++c) {
                const auto numbers = i < rulings[c].size()
                                         ? remedy_first(rulings[c][i], codes[c].book)
                                         : std::vector<std::string>{};
                laws.emplace_back(k < numbers.size() ? numbers[k] : "",
                                  k < numbers.size() ? codes[c].book.law(numbers[k]) : nullptr);
            }
            if (std::any_of(laws.begin(), laws.end(), [](const auto& l) { return !l.second; }))
                break;
            const std::string first = bare_words(laws.front().second->text);
            if (std::all_of(laws.begin(), laws.end(),
                            [&](const auto& l) { return bare_words(l.second->text) == first; }))
                continue;
            for (size_t c = 0; c < codes.size(); ++c)
                out += para(fmt::format("{} Law {}: \u201C{}\u201D", codes[c].code, laws[c].first,
                                        law_excerpt(laws[c].second->text, 600)),
                            "      ", "    ");
        }
    }
    return out;
}

} // namespace

std::string teach_differences(const std::vector<CodeRuling>& codes, int width) {
    if (codes.size() < 2) return "";
    const auto rows = comparison_rows(codes);
    std::vector<Row> differing;
    bool substance = false;
    for (const Row& r : rows)
        if (r.differs())
            differing.push_back(r), substance = substance || r.label.rfind("laws", 0) != 0;
    if (!substance && differing.empty()) return "\nThe codes agree.\n";
    if (!substance) {
        // "The same" only when the words agree, not the ruling alone.
        const std::string words = differing_words(codes);
        if (words.empty())
            return "\nThe codes agree, under laws numbered differently whose words are the same.\n";
        return wrap_lines(
            "\nThe codes rule alike, under laws numbered differently whose words differ:\n" + words,
            size_t(width));
    }
    std::vector<std::string> header;
    for (const CodeRuling& c : codes) header.push_back(c.code);
    const bool scores = std::any_of(differing.begin(), differing.end(),
                                    [](const Row& r) { return r.label.rfind("score", 0) == 0; });
    return wrap_lines("\nWhere the codes differ:\n" + side_by_side(differing, header, width) +
                          (scores ? "  (score: below the line+above it)\n" : ""),
                      size_t(width));
}

} // namespace bl
