// The desk page's files compiled into the program (server/desk_assets.h): served at their paths,
// and the page's menu reaches every verb of the log format.
#include "server/desk_assets.h"

#include "log/event.h"

#include <gtest/gtest.h>

#include <string>

namespace bl {
namespace {

TEST(DeskAssets, ThePageItsScriptAndItsStyleAreServed) {
    for (const char* path : {"/", "/desk.js", "/desk.css"}) {
        const DeskAsset* a = desk_asset(path);
        ASSERT_NE(a, nullptr) << path;
        EXPECT_FALSE(a->body.empty()) << path;
    }
    EXPECT_EQ(desk_asset("/../CMakeLists.txt"), nullptr);
}

// Every verb the log reader knows (the contract's and docs/log-additions.md's) is in the page's
// menu (VERBS, and DURING for the cut, the shuffle and the pack), written as the log writes it.
TEST(DeskAssets, TheMenuHasEveryVerbOfTheLogFormat) {
    const std::string_view script = desk_asset("/desk.js")->body;
    const size_t from = script.find("const VERBS = [");
    const size_t to = script.find("];", script.find("const DURING = ["));
    ASSERT_NE(from, std::string_view::npos);
    const std::string_view menu = script.substr(from, to - from);
    for (const char* verb : names_of<Verb>()) {
        std::string written = verb;
        for (char& c : written)
            if (c == '-') c = ' ';
        EXPECT_NE(menu.find("\"" + written), std::string_view::npos) << written;
    }
}

} // namespace
} // namespace bl
