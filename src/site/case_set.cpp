#include "site/case_set.h"

#include "replay/replay.h"
#include "report/report.h"
#include "teach/course.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>

namespace bl::site {

namespace {

// "case-revoke-dealer-revokes.html": letters, digits and hyphens only.
std::string page_of(const std::string& key) {
    std::string out = "case-";
    for (char c : key) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
    return out + ".html";
}

Result<CodeRuling> ruling_under(const Case& c, const Lawbook& book, const std::string& explain) {
    auto report = replay(c.log, book);
    if (!report)
        return Error{c.file, 0, 0, fmt::format("under {}: {}", book.id, report.error().message)};
    return CodeRuling{book.id, book, nlohmann::json::parse(report_json(*report)), explain, true};
}

// The case under each code of the site: those it names first (in its order), then the others.
std::optional<Error> replay_case(SiteCase& sc, const std::vector<Lawbook>& books) {
    for (const CaseExpectation& e : sc.c.expect) {
        const auto book = std::find_if(books.begin(), books.end(),
                                       [&](const Lawbook& b) { return b.id == e.code; });
        if (book == books.end()) continue;
        auto r = ruling_under(sc.c, *book, e.explain);
        if (!r) return r.error();
        sc.codes.push_back(std::move(*r));
    }
    for (const Lawbook& book : books) {
        const bool named = std::any_of(sc.codes.begin(), sc.codes.end(),
                                       [&](const CodeRuling& r) { return r.code == book.id; });
        if (named) continue;
        if (auto r = ruling_under(sc.c, book, "")) sc.others.push_back(std::move(*r));
    }
    return std::nullopt;
}

} // namespace

Result<std::vector<SiteCase>> site_cases(const std::string& root,
                                         const std::vector<Lawbook>& books) {
    auto order = course_order(root);
    if (!order) return order.error();
    std::vector<SiteCase> out;
    for (const CourseEntry& e : *order) {
        auto c = read_case(e.file);
        if (!c) return c.error();
        SiteCase sc{std::move(*c), e.key, page_of(e.key), {}, {}};
        if (auto err = replay_case(sc, books)) return *err;
        out.push_back(std::move(sc));
    }
    return out;
}

CasesReaching cases_reaching(const std::vector<SiteCase>& cases) {
    CasesReaching out;
    for (const SiteCase& sc : cases)
        for (const CodeRuling& r : sc.codes)
            for (const auto& deal : r.report.value("deals", nlohmann::json::array()))
                for (const auto& ruling : deal.value("rulings", nlohmann::json::array()))
                    for (const auto& law : ruling.value("laws", nlohmann::json::array())) {
                        auto& list = out[r.code][law.get<std::string>()];
                        if (list.empty() || list.back() != &sc) list.push_back(&sc);
                    }
    return out;
}

} // namespace bl::site
