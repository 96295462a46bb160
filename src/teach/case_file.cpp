#include "teach/case_file.h"

#include "replay/replay.h"
#include "report/report.h"
#include "core/output_file.h"
#include "core/yaml_reader.h"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <sstream>

namespace bl {

namespace {

using nlohmann::json;

// A YAML value as JSON: numbers, booleans and null as such, everything else a string.
json to_json(const YAML::Node& n) {
    if (n.IsSequence()) {
        json a = json::array();
        for (const YAML::Node& x : n) a.push_back(to_json(x));
        return a;
    }
    if (n.IsMap()) {
        json o = json::object();
        for (auto it = n.begin(); it != n.end(); ++it) o[it->first.Scalar()] = to_json(it->second);
        return o;
    }
    if (n.IsNull()) return nullptr;
    const std::string& s = n.Scalar();
    if (n.Tag() == "!") return s; // quoted
    if (s == "null" || s == "~") return nullptr;
    if (s == "true" || s == "false") return s == "true";
    try {
        size_t used = 0;
        const long v = std::stol(s, &used);
        if (used == s.size()) return v;
    } catch (const std::exception&) {
    }
    return s;
}

int line_of(const YAML::Node& n) { return n ? n.Mark().line + 1 : 0; }

class CaseReader : YamlReader {
  public:
    using YamlReader::YamlReader;

    // The case's place in the course (docs/cases.md, "The course"): a level and the cases to
    // study first, each "SUBJECT/NAME" as under cases/.
    void read_course_place(const YAML::Node& root, Case& c) const {
        if (const YAML::Node level = root["level"]) {
            c.level = integer(level, "a level");
            if (c.level < 1 || c.level > 3)
                fail(level, "a case's level is 1 (first steps), 2 (the usual rulings) or 3 (fine points and comparisons)");
            c.level_line = line_of(level);
        }
        if (const YAML::Node pre = root["prerequisites"]) {
            c.prerequisites = strings(pre, "a list of cases, each SUBJECT/NAME (e.g. revoke/dealer-revokes)");
            for (const std::string& p : c.prerequisites)
                if (p.find('/') == std::string::npos || p.find(".yaml") != std::string::npos)
                    fail(pre, "prerequisite \"" + p + "\" is not SUBJECT/NAME: write the case's folder and file name without .yaml, e.g. revoke/dealer-revokes");
        }
    }
    void read(const YAML::Node& root, Case& c) const {
        c.name = root["name"] ? scalar(root["name"], "a name") : "";
        if (c.name.empty()) fail(root, "a case has a one-sentence \"name\"");
        c.subject = root["subject"] ? scalar(root["subject"], "a subject") : "";
        c.story = root["story"] ? scalar(root["story"], "a story") : "";
        c.question = root["question"] ? scalar(root["question"], "a question") : "";
        c.name_line = line_of(root["name"]);
        c.story_line = line_of(root["story"]);
        c.question_line = line_of(root["question"]);
        read_course_place(root, c);
        const YAML::Node expect = required(root, "expect", "a case gives the expected ruling under each code: expect: {CODE: {...}}, CODE a code id (bridgelaws laws lists them)");
        if (!expect.IsMap()) fail(expect, "\"expect\" maps each code to its expected ruling");
        const YAML::Node explain = root["explain"];
        for (auto it = expect.begin(); it != expect.end(); ++it) {
            CaseExpectation e;
            e.code = scalar(it->first, "a code id");
            only_keys(it->second, {"rulings", "deals", "rubber", "table", "players"},
                      "expect " + e.code);
            e.expected = to_json(it->second);
            if (explain && explain[e.code]) {
                e.explain = scalar(explain[e.code], "an explanation");
                e.explain_line = line_of(explain[e.code]);
            }
            c.expect.push_back(std::move(e));
        }
    }
};

// JSON text that never throws: a log's strings need not be valid UTF-8 (replaced by U+FFFD).
std::string text_of(const json& j, int indent = -1) {
    return j.dump(indent, ' ', false, json::error_handler_t::replace);
}

// Compares the keys the expectation names; arrays of rulings and deals must match in length.
void compare(const json& want, const json& got, const std::string& where, std::vector<std::string>& out) {
    if (want.is_object()) {
        if (!got.is_object()) {
            out.push_back(where + ": expected an object, got " + text_of(got));
            return;
        }
        for (auto it = want.begin(); it != want.end(); ++it)
            compare(it.value(), got.contains(it.key()) ? got[it.key()] : json(), where.empty() ? it.key() : where + "." + it.key(), out);
        return;
    }
    if (want.is_array() && got.is_array() && !want.empty() && want.front().is_object()) {
        if (want.size() != got.size()) {
            out.push_back(fmt::format("{}: expected {} entries, got {}: {}", where, want.size(), got.size(), text_of(got)));
            return;
        }
        for (size_t i = 0; i < want.size(); ++i) compare(want[i], got[i], fmt::format("{}[{}]", where, i), out);
        return;
    }
    if (want != got) out.push_back(fmt::format("{}: expected {}, got {}", where, text_of(want), text_of(got)));
}

// The report's rulings of every deal, each with its deal index, in order.
json all_rulings(const json& report) {
    json out = json::array();
    for (const json& d : report["deals"])
        for (json r : d["rulings"]) {
            r["deal"] = d["index"];
            out.push_back(r);
        }
    return out;
}

// What a case may expect of the report. Where the code scores by players, each deal's columns
// and the players' rubber too (docs/report-additions.md).
json actual_view(const json& report) {
    json deals = json::array();
    for (const json& d : report["deals"]) {
        json deal = {{"tricks", d["tricks"]},
                     {"score", d["score"]},
                     {"ends", d["ends"]},
                     {"multiplier", d["multiplier"]}};
        if (d.contains("players")) deal["players"] = d["players"];
        deals.push_back(deal);
    }
    json view = {{"rulings", all_rulings(report)}, {"deals", deals}, {"rubber", report["rubber"]}};
    if (report.contains("table")) view["table"] = report["table"];
    if (report.contains("players")) view["players"] = report["players"];
    return view;
}

std::string flow(const json& j) {
    // JSON is a flow-style YAML subset; strings are quoted as JSON quotes them.
    return text_of(j);
}

} // namespace

Result<Case> read_case(const std::string& path) {
    auto log = read_log(path);
    if (!log) return log.error();
    auto text = read_file(path);
    if (!text) return text.error();
    Case c;
    c.file = path;
    c.log = std::move(*log);
    auto ok = parse_yaml(*text, path, [&](const YAML::Node& root) {
        CaseReader(path).read(root, c);
        return true;
    });
    if (!ok) return ok.error();
    return c;
}

std::vector<CaseOutcome> run_case(const Case& c, const LawLibrary& lib) {
    std::vector<CaseOutcome> out;
    for (const CaseExpectation& e : c.expect) {
        CaseOutcome o;
        o.code = e.code;
        auto book = lib.load(e.code);
        if (!book) {
            o.differences.push_back(book.error().describe());
            out.push_back(std::move(o));
            continue;
        }
        auto report = replay(c.log, *book);
        if (!report) {
            o.differences.push_back(report.error().describe());
            out.push_back(std::move(o));
            continue;
        }
        o.actual = nlohmann::json::parse(report_json(*report));
        compare(e.expected, actual_view(o.actual), "", o.differences);
        o.passed = o.differences.empty();
        out.push_back(std::move(o));
    }
    return out;
}

namespace {

// What the engine reported, in the shape the case's expectation has: the keys it chose at every
// level, so that `--update` refreshes the values a case checks without adding to or dropping
// from what it checks. An entry the report has beyond the case's takes the keys of all of them.
json shaped_like(const json& got, const json& want) {
    if (want.is_object() && got.is_object()) {
        json out = json::object();
        for (auto it = want.begin(); it != want.end(); ++it)
            out[it.key()] =
                got.contains(it.key()) ? shaped_like(got[it.key()], it.value()) : json();
        return out;
    }
    if (want.is_array() && got.is_array() && !want.empty() && want.front().is_object()) {
        json every = json::object();
        for (const json& w : want)
            for (auto it = w.begin(); it != w.end(); ++it)
                if (!every.contains(it.key())) every[it.key()] = it.value();
        json out = json::array();
        for (size_t i = 0; i < got.size(); ++i)
            out.push_back(shaped_like(got[i], i < want.size() ? want[i] : every));
        return out;
    }
    return got;
}

// The expectation a case without one gets: the rulings' decisive fields, every deal's outcome,
// the table, the players' rubber as it stands after the last deal (the earlier ones add nothing).
json default_expectation(const json& view) {
    json out = json::object();
    out["rulings"] = json::array();
    for (const json& r : view["rulings"]) {
        json keep;
        for (const char* k : {"deal", "event", "phase", "infraction", "offender", "status",
                              "provision", "laws", "elector", "options", "consequences", "elected"})
            keep[k] = r[k];
        out["rulings"].push_back(keep);
    }
    out["deals"] = view["deals"];
    if (view.contains("table")) out["table"] = view["table"];
    if (view.contains("players")) out["players"] = json{{"rubber", view["players"]["rubber"]}};
    return out;
}

// One code's expectation as the case files write it: rulings, then deals, then the rest; a list
// an entry a line.
std::string expectation_block(const json& e) {
    std::string out;
    const auto key = [&](const std::string& k, const json& v) {
        if (v.is_array() && !v.empty()) {
            out += "    " + k + ":\n";
            for (const json& item : v) out += "      - " + flow(item) + "\n";
        } else {
            out += "    " + k + ": " + flow(v) + "\n";
        }
    };
    for (const char* first : {"rulings", "deals"})
        if (e.contains(first)) key(first, e[first]);
    for (auto it = e.begin(); it != e.end(); ++it)
        if (it.key() != "rulings" && it.key() != "deals") key(it.key(), it.value());
    return out;
}

} // namespace

std::string expectation_yaml(const Case& c, const std::vector<CaseOutcome>& outcomes) {
    std::string out = "expect:\n";
    for (size_t i = 0; i < outcomes.size(); ++i) {
        const CaseOutcome& o = outcomes[i];
        if (o.actual.is_null()) continue;
        const json view = actual_view(o.actual);
        const json& want = c.expect[i].expected;
        const bool chosen = want.is_object() && !want.empty();
        out += "  " + o.code + ":\n" +
               expectation_block(chosen ? shaped_like(view, want) : default_expectation(view));
    }
    return out;
}

Result<bool> rewrite_expectations(const std::string& path, const std::string& block) {
    auto text = read_file(path);
    if (!text) return text.error();
    std::istringstream in(*text);
    std::string line, before, after, trailing;
    int state = 0; // 0 before expect:, 1 inside it, 2 after it
    while (std::getline(in, line)) {
        if (state == 0 && line.rfind("expect:", 0) == 0) {
            state = 1;
            continue;
        }
        if (state == 1 && !line.empty() && line[0] != ' ' && line[0] != '#') state = 2;
        // Comments at the margin after the block's last line belong to what follows it.
        if (state == 1 && (line.empty() || line[0] == '#'))
            trailing += line + "\n";
        else if (state == 1)
            trailing.clear();
        if (state == 0) before += line + "\n";
        if (state == 2) after += line + "\n";
    }
    after = trailing + after;
    if (auto e = replace_file(path, before + block + after)) return *e; // whole or nothing
    return true;
}

std::vector<std::string> case_files(const std::vector<std::string>& paths) {
    std::vector<std::string> out;
    for (const std::string& p : paths) {
        std::error_code ec;
        if (std::filesystem::is_directory(p, ec)) {
            for (const auto& e : std::filesystem::recursive_directory_iterator(p, ec))
                if (e.path().extension() == ".yaml") out.push_back(e.path().string());
        } else {
            out.push_back(p);
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace bl
