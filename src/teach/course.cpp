#include "teach/course.h"

#include "teach/teach.h"
#include "teach/teach_words.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

namespace bl {

namespace {

// The subjects in the order of a game: the deal, the declaration, the doubling, the play, the
// score; the variant games last (docs/cases.md).
const std::vector<std::string> SUBJECTS = {"deal",    "declaration", "doubling", "leads",
                                           "exposed", "play-errors", "revoke",   "claims",
                                           "scoring", "variants"};

size_t subject_rank(const std::string& subject) {
    return size_t(std::find(SUBJECTS.begin(), SUBJECTS.end(), subject) - SUBJECTS.begin());
}

// Puts each case after its prerequisites, keeping the sorted order otherwise; an error on a
// prerequisite that names no case, or a circle.
struct Orderer {
    const std::map<std::string, const CourseEntry*>& by_key;
    std::vector<CourseEntry> out;
    std::set<std::string> done, visiting;

    std::optional<Error> visit(const CourseEntry& e) {
        if (done.count(e.key)) return std::nullopt;
        if (!visiting.insert(e.key).second)
            return Error{
                e.file, 0, 0,
                fmt::format("the prerequisites of {} lead back to it: remove one of them", e.key)};
        for (const std::string& p : e.prerequisites) {
            const auto it = by_key.find(p);
            if (it == by_key.end())
                return Error{e.file, 0, 0,
                             fmt::format("prerequisite \"{}\" names no case: write SUBJECT/NAME of "
                                         "a case under the course's folder",
                                         p)};
            if (auto err = visit(*it->second)) return err;
        }
        visiting.erase(e.key);
        done.insert(e.key);
        out.push_back(e);
        return std::nullopt;
    }
};

// Waits for the learner's line; nullopt at the end of the input.
std::optional<std::string> ask(std::istream& in, std::ostream& out, const std::string& prompt,
                               bool echo) {
    out << prompt << std::flush;
    std::string line;
    if (!std::getline(in, line)) return std::nullopt;
    if (echo) out << line << "\n";
    const auto b = line.find_first_not_of(" \t\r");
    return b == std::string::npos ? "" : line.substr(b, line.find_last_not_of(" \t\r") - b + 1);
}

} // namespace

Result<std::vector<CourseEntry>> course_order(const std::string& root) {
    std::vector<CourseEntry> all;
    for (const std::string& file : case_files({root})) {
        auto c = read_case(file);
        if (!c) return c.error();
        const std::filesystem::path p(file);
        const std::string key = p.parent_path().filename().string() + "/" + p.stem().string();
        all.push_back({file, key, c->subject, c->name, c->level, c->prerequisites});
    }
    std::sort(all.begin(), all.end(), [](const CourseEntry& a, const CourseEntry& b) {
        return std::tuple(subject_rank(a.subject), a.subject, a.level, a.key) <
               std::tuple(subject_rank(b.subject), b.subject, b.level, b.key);
    });
    std::map<std::string, const CourseEntry*> by_key;
    for (const CourseEntry& e : all) by_key[e.key] = &e;
    Orderer o{by_key, {}, {}, {}};
    for (const CourseEntry& e : all)
        if (auto err = o.visit(e)) return *err;
    return o.out;
}

std::string course_list(const std::vector<CourseEntry>& course) {
    std::string out, subject;
    for (size_t i = 0; i < course.size(); ++i) {
        const CourseEntry& e = course[i];
        if (i == 0 || e.subject != subject)
            out += fmt::format("{}{}\n", i == 0 ? "" : "\n", e.subject);
        subject = e.subject;
        std::string line = fmt::format("[level {}] {}: {}", e.level, e.key, e.name);
        if (!e.prerequisites.empty())
            line += fmt::format(" (after {})", fmt::join(e.prerequisites, ", "));
        out += wrapped(line, 76, "        ", fmt::format("  {:>3}. ", i + 1));
    }
    return out + fmt::format("\n{} cases.\n", course.size());
}

CourseProgress run_course(const std::vector<CourseEntry>& course, const LawLibrary& lib,
                          std::istream& in, std::ostream& out, bool echo, size_t from) {
    CourseProgress p;
    for (size_t i = from; i < course.size(); ++i) {
        const CourseEntry& e = course[i];
        out << fmt::format("\n=== Lesson {} of {}: {}, level {} ({}) ===\n\n", i + 1, course.size(),
                           e.subject, e.level, e.key);
        auto c = read_case(e.file);
        if (!c) {
            out << "This case cannot be read: " << c.error().describe() << "\n";
            continue;
        }
        auto codes = case_rulings(*c, lib);
        if (!codes) {
            out << "This case cannot be replayed: " << codes.error().describe() << "\n";
            continue;
        }
        out << teach_setting(*c, case_focus(*codes));
        const auto line =
            ask(in, out,
                "\nThink it over, then press Enter for the rulings (s: skip, q: stop): ", echo);
        if (!line || *line == "q") {
            p.stopped = true;
            out << fmt::format("\nStopped at lesson {} of {}. To go on later: bridgelaws teach "
                               "--course --from {}\n",
                               i + 1, course.size(), i + 1);
            break;
        }
        if (*line == "s") {
            ++p.skipped;
            continue;
        }
        for (const CodeRuling& r : *codes) out << teach_ruling(*c, r);
        out << teach_differences(*codes);
        ++p.taught;
    }
    out << fmt::format("\nCourse: {} case(s) taught, {} skipped.\n", p.taught, p.skipped);
    return p;
}

} // namespace bl
