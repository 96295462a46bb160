// JSON written as it goes: the same bytes as nlohmann's dump of the same values, indented (at any
// depth) or compact, for trees of every shape and strings of every kind.
#include "core/json_out.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace {

using nlohmann::ordered_json;

// The tree written through JsonOut's calls, member by member: scalars as themselves.
void write(bl::JsonOut& o, const ordered_json& j) {
    if (j.is_object()) {
        o.object();
        for (const auto& [k, v] : j.items()) write(o.key(k), v);
        o.end();
    } else if (j.is_array()) {
        o.array();
        for (const ordered_json& v : j) write(o, v);
        o.end();
    } else if (j.is_string()) {
        o.value(j.get_ref<const std::string&>());
    } else if (j.is_boolean()) {
        o.value(j.get<bool>());
    } else if (j.is_null()) {
        o.null();
    } else {
        o.value(j.get<long long>());
    }
}

std::string written(const ordered_json& j, bool pretty, int depth = 0) {
    std::string out;
    bl::JsonOut o(out, pretty, depth);
    write(o, j);
    return out;
}

// nlohmann's own text of the value nested `depth` levels in a document indented by two: the
// document's text for it, less the wrapping.
std::string nested_dump(const ordered_json& j, int depth) {
    ordered_json doc = j;
    for (int i = 0; i < depth; ++i) doc = ordered_json::array({doc});
    std::string text = doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    for (int i = 0; i < depth; ++i) {
        text = text.substr(text.find('\n') + 1 + size_t(i + 1) * 2); // "[\n" and the indent
        text = text.substr(0, text.rfind('\n'));                     // "\n]" and its indent
    }
    return text;
}

// The last five: past the eight bytes the writer reads at a time, the odd byte late.
const char* const kStrings[] = {"",
                                "plain",
                                "say \"no\"",
                                "back\\slash",
                                "tab\there",
                                "line\nend",
                                "\x01\x1f",
                                "caf\xc3\xa9 \xe2\x98\x83",
                                "bad \xff byte",
                                "cut \xe2\x98",
                                "del \x7f",
                                "a plain string of some length",
                                "a longer string, its quote at the \"end\"",
                                "sixteen plain ch\x7f",
                                "fifteen plain c\\",
                                "twenty-four plain bytes\x1f",
                                "eight by\xc3\xa9"};

ordered_json random_tree(std::mt19937& rng, int depth) {
    const int kind = int(rng() % (depth > 3 ? 5 : 8));
    switch (kind) {
    case 0: return nullptr;
    case 1: return rng() % 2 == 0;
    case 2: return (long long)(rng() % 2001) - 1000;
    case 3:
    case 4: return kStrings[rng() % std::size(kStrings)];
    case 5: return ordered_json::object();
    case 6: {
        ordered_json a = ordered_json::array();
        for (int n = int(rng() % 4); n > 0; --n) a.push_back(random_tree(rng, depth + 1));
        return a;
    }
    default: {
        ordered_json o = ordered_json::object();
        for (int n = int(rng() % 4); n > 0; --n)
            o[std::string(kStrings[rng() % std::size(kStrings)]) + std::to_string(n)] =
                random_tree(rng, depth + 1);
        return o;
    }
    }
}

TEST(JsonOut, WritesWhatNlohmannDumpsForTreesOfEveryShape) {
    std::mt19937 rng(1904);
    for (int i = 0; i < 2000; ++i) {
        const ordered_json j = random_tree(rng, 0);
        const std::string compact =
            j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
        ASSERT_EQ(written(j, false), compact) << compact;
        for (int depth : {0, 1, 3})
            ASSERT_EQ(written(j, true, depth), nested_dump(j, depth)) << compact;
    }
}

// Deeper than the forty levels of indent the writer keeps at hand, as nlohmann writes it.
TEST(JsonOut, IndentsBeyondFortyLevels) {
    ordered_json j = {{"k", 1}, {"m", {1, 2}}};
    for (int i = 0; i < 45; ++i) j = ordered_json{{"in", j}, {"n", i}};
    ASSERT_EQ(written(j, true), nested_dump(j, 0));
    ASSERT_EQ(written(j, true, 3), nested_dump(j, 3));
    ASSERT_EQ(written(j, false), j.dump());
}

TEST(JsonOut, EmptyContainersCloseOnTheirLine) {
    std::string out;
    bl::JsonOut o(out, true);
    o.object().key("a").array().end().key("b").object().end().end();
    EXPECT_EQ(out, "{\n  \"a\": [],\n  \"b\": {}\n}");
}

TEST(JsonOut, EscapesAsNlohmannDoes) {
    std::string out;
    bl::JsonOut(out, false).value("a\"b\\c\x01 \xff");
    EXPECT_EQ(out, "\"a\\\"b\\\\c\\u0001 \xef\xbf\xbd\"");
}

TEST(JsonOut, ATreeMadeElsewhereIsLaidOutAtItsPlace) {
    const ordered_json inner = {{"x", {1, 2}}, {"y", "z"}};
    std::string out;
    bl::JsonOut o(out, true, 1);
    o.object().field("inner", inner).field("n", -3).field("list", std::vector<int>{4, 5}).end();
    const ordered_json whole = {{"inner", inner}, {"n", -3}, {"list", {4, 5}}};
    EXPECT_EQ(out, nested_dump(whole, 1));
}

} // namespace
