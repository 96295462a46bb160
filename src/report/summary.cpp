#include "report/summary.h"

#include <cassert>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace bl {

CodeCounts::CodeCounts(std::string id)
    : code(std::move(id)), status(names_of<Infraction>().size()) {}

long long CodeCounts::infractions(size_t id) const {
    long long n = 0;
    for (long long by_status : status[id]) n += by_status;
    return n;
}

void CodeCounts::add(const DealReport& d) {
    ++ends[size_t(d.record.ends)];
    if (d.rubber.finished && !last_.finished) {
        ++rubbers_finished;
        for (int s = 0; s < 2; ++s) points[s] += d.rubber.total[s];
    }
    last_ = d.rubber;
    for (const Ruling& r : d.rulings) {
        const size_t id = size_t(r.situation.id);
        ++status[id][size_t(r.status)];
        ++provisions[size_t(r.provision)];
    }
}

void CodeCounts::close() {
    if (!last_.finished)
        for (int s = 0; s < 2; ++s) points[s] += last_.total[s];
    last_ = RubberState{};
}

void CodeCounts::add(const CodeCounts& other) {
    assert(status.size() == other.status.size()); // an entry for each infraction
    for (size_t i = 0; i < status.size(); ++i)
        for (size_t k = 0; k < status[i].size(); ++k) status[i][k] += other.status[i][k];
    for (size_t k = 0; k < provisions.size(); ++k) provisions[k] += other.provisions[k];
    for (size_t k = 0; k < ends.size(); ++k) ends[k] += other.ends[k];
    rubbers_finished += other.rubbers_finished;
    for (size_t s = 0; s < points.size(); ++s) points[s] += other.points[s];
}

CodeCounts& Summary::counts_for(const std::string& code) {
    for (CodeCounts& c : codes)
        if (c.code == code) return c;
    return codes.emplace_back(code);
}

void Summary::add(const Summary& other) {
    logs += other.logs;
    deals += other.deals;
    events += other.events;
    for (const CodeCounts& c : other.codes) counts_for(c.code).add(c);
}

namespace {

// The infractions any code met, in the vocabulary's order.
std::vector<size_t> infractions_met(const Summary& s) {
    std::vector<size_t> out;
    for (size_t i = 0; i < names_of<Infraction>().size(); ++i)
        for (const CodeCounts& c : s.codes)
            if (c.infractions(i) > 0) {
                out.push_back(i);
                break;
            }
    return out;
}

template <class Cell> void row(std::string& out, const std::string& label, const Summary& s, Cell&& cell) {
    out += fmt::format("{:<34}", label);
    for (const CodeCounts& c : s.codes) out += fmt::format("{:>14}", cell(c));
    out += '\n';
}

} // namespace

std::string summary_text(const Summary& s) {
    std::string out = fmt::format("{} log{}, {} deals, {} events\n\n", s.logs, s.logs == 1 ? "" : "s", s.deals, s.events);
    row(out, "", s, [](const CodeCounts& c) { return c.code; });
    out += "infractions\n";
    for (size_t i : infractions_met(s)) row(out, std::string("  ") + names_of<Infraction>()[i], s, [&](const CodeCounts& c) { return c.infractions(i); });
    out += "rulings\n";
    for (size_t p = 0; p < names_of<Provision>().size(); ++p)
        row(out, std::string("  ") + names_of<Provision>()[p], s, [&](const CodeCounts& c) { return c.provisions[p]; });
    out += "status\n";
    for (size_t st = 0; st < names_of<Status>().size(); ++st)
        row(out, std::string("  ") + names_of<Status>()[st], s, [&](const CodeCounts& c) {
            long long n = 0;
            for (const auto& by : c.status) n += by[st];
            return n;
        });
    out += "deals\n";
    for (size_t e = 0; e < names_of<DealEnd>().size(); ++e)
        row(out, std::string("  ") + names_of<DealEnd>()[e], s, [&](const CodeCounts& c) { return c.ends[e]; });
    row(out, "rubbers finished", s, [](const CodeCounts& c) { return c.rubbers_finished; });
    row(out, "points NS", s, [](const CodeCounts& c) { return c.points[NS]; });
    row(out, "points EW", s, [](const CodeCounts& c) { return c.points[EW]; });
    return out;
}

std::string summary_json(const Summary& s) {
    using nlohmann::ordered_json;
    ordered_json codes = ordered_json::array();
    for (const CodeCounts& c : s.codes) {
        ordered_json inf = ordered_json::object();
        for (size_t i = 0; i < c.status.size(); ++i) {
            if (c.infractions(i) == 0) continue;
            ordered_json by = ordered_json::object();
            for (size_t st = 0; st < names_of<Status>().size(); ++st)
                if (c.status[i][st]) by[names_of<Status>()[st]] = c.status[i][st];
            inf[names_of<Infraction>()[i]] = {{"count", c.infractions(i)}, {"status", by}};
        }
        ordered_json prov = ordered_json::object(), ends = ordered_json::object();
        for (size_t p = 0; p < c.provisions.size(); ++p) prov[names_of<Provision>()[p]] = c.provisions[p];
        for (size_t e = 0; e < c.ends.size(); ++e) ends[names_of<DealEnd>()[e]] = c.ends[e];
        codes.push_back({{"code", c.code},
                         {"infractions", inf},
                         {"rulings", prov},
                         {"deals", ends},
                         {"rubbers_finished", c.rubbers_finished},
                         {"points", {{"NS", c.points[NS]}, {"EW", c.points[EW]}}}});
    }
    const ordered_json j = {{"summary", {{"logs", s.logs}, {"deals", s.deals}, {"events", s.events}, {"codes", codes}}}};
    return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

} // namespace bl
