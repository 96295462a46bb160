#include "laws/laws_json.h"

#include <nlohmann/json.hpp>

namespace bl {

namespace {

using nlohmann::ordered_json;

ordered_json code_json(const Lawbook& b) {
    ordered_json j{{"id", b.id}, {"title", b.title}, {"edition", b.edition}};
    if (!b.extends.empty()) j["extends"] = b.extends;
    return j;
}

ordered_json law_json(const Law& l) {
    ordered_json j{{"number", l.number}, {"heading", l.heading}, {"text", l.text}};
    if (!l.refs.empty()) j["cites"] = l.refs;
    if (!l.amendment.empty()) j["amendment"] = {{"by", l.amended_by}, {"text", l.amendment}};
    if (!l.editorial.empty()) j["editorial"] = l.editorial;
    return j;
}

} // namespace

Result<std::string> laws_json(const LawLibrary& lib, const std::vector<std::string>& args) {
    ordered_json out;
    if (args.empty()) {
        out["codes"] = ordered_json::array();
        for (const std::string& id : lib.ids()) {
            auto book = lib.load(id);
            if (!book) return book.error();
            ordered_json c = code_json(*book);
            c["laws"] = book->laws.size();
            out["codes"].push_back(std::move(c));
        }
        return out.dump(2) + "\n";
    }
    auto book = lib.load(args[0]);
    if (!book) return book.error();
    out = code_json(*book);
    if (args.size() == 1) {
        out["laws"] = ordered_json::array();
        for (const Law& l : book->laws) out["laws"].push_back(law_json(l));
        return out.dump(2) + "\n";
    }
    const Law* l = book->law(args[1]);
    if (!l)
        return Error{"", 0, 0,
                     book->id + " has no law " + args[1] + " (laws " + book->laws.front().number +
                         " to " + book->laws.back().number + ")"};
    out["law"] = law_json(*l);
    return out.dump(2) + "\n";
}

} // namespace bl
