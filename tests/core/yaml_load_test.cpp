// The libyaml loader builds the tree yaml-cpp's own YAML::Load builds, marks included, so that
// every reader and every message stays as it was: compared on every YAML file the project
// ships or keeps as fuzz input, whether yaml-cpp accepts it or not, and on the corners of the
// language a log or a table may use.
#include "core/yaml_load.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace bl;
namespace fs = std::filesystem;

namespace {

// Where two trees first differ ("" when they agree), with the place in yaml-cpp's tree.
std::string difference(const YAML::Node& want, const YAML::Node& got,
                       const std::string& at = "root") {
    const YAML::Mark w = want.Mark(), g = got.Mark();
    if (want.Type() != got.Type())
        return at + ": type " + std::to_string(got.Type()) + " for " + std::to_string(want.Type());
    if (w.line != g.line || w.column != g.column || w.pos != g.pos)
        return at + ": mark " + std::to_string(g.line) + ":" + std::to_string(g.column) + " for " +
               std::to_string(w.line) + ":" + std::to_string(w.column);
    if (want.Tag() != got.Tag())
        return at + ": tag \"" + got.Tag() + "\" for \"" + want.Tag() + "\"";
    if (want.IsScalar() && want.Scalar() != got.Scalar())
        return at + ": \"" + got.Scalar() + "\" for \"" + want.Scalar() + "\"";
    if (want.size() != got.size())
        return at + ": " + std::to_string(got.size()) + " entries for " +
               std::to_string(want.size());
    auto g_it = got.begin();
    int i = 0;
    for (auto w_it = want.begin(); w_it != want.end(); ++w_it, ++g_it, ++i) {
        const std::string here = at + "/" + std::to_string(i);
        std::string d = want.IsMap() ? difference(w_it->first, g_it->first, here + "(key)") : "";
        if (d.empty())
            d = want.IsMap() ? difference(w_it->second, g_it->second, here)
                             : difference(*w_it, *g_it, here);
        if (!d.empty()) return d;
    }
    return "";
}

// yaml-cpp's verdict on `text` and the loader's, as a sentence that names any difference.
std::string compare(const std::string& text) {
    YAML::Node want;
    std::string want_error;
    try {
        want = YAML::Load(text);
    } catch (const YAML::Exception& e) {
        want_error = e.what();
    }
    try {
        const YAML::Node got = load_yaml(text);
        if (!want_error.empty()) return "accepted what yaml-cpp refuses: " + want_error;
        return difference(want, got);
    } catch (const YAML::Exception& e) {
        return want_error == e.what()
                   ? ""
                   : std::string("refused: ") + e.what() + " (yaml-cpp: " + want_error + ")";
    }
}

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

} // namespace

TEST(YamlLoad, BuildsYamlCppsTreeForEveryFileTheProjectKeeps) {
    int files = 0;
    for (const char* dir :
         {"laws", "cases", "examples", "tests/data", "fuzz/corpus/log_reader_fuzz",
          "fuzz/corpus/lawbook_fuzz", "fuzz/corpus/replay_fuzz"}) {
        const fs::path root = fs::path(BRIDGELAWS_SOURCE_DIR) / dir;
        if (!fs::exists(root)) continue;
        for (const auto& entry : fs::recursive_directory_iterator(root)) {
            if (!entry.is_regular_file() || entry.path().extension() == ".xml" ||
                entry.path().extension() == ".pbn")
                continue;
            ++files;
            EXPECT_EQ(compare(slurp(entry.path())), "") << entry.path();
        }
    }
    EXPECT_GT(files, 300);
}

TEST(YamlLoad, AgreesOnTheCornersALogOrTableMayUse) {
    for (const std::string& text : std::vector<std::string>{
             "", "# only a comment\n", "a: 1\na: 2\n", "b: ~\nc: null\nd: ''\ne: \"\"\nf: Null\n",
             "- [N, plays, SA]\n- {x: 1, y: [2, 3]}\n", "text: |\n  two\n  lines\n",
             "f: >\n  folded\n", "a: &x {k: v}\nb: *x\n", "s: !!str 12\nt: !local v\n",
             "\xEF\xBB\xBFkey: bom\n",
             "deep: " + std::string(50, '[') + std::string(50, ']') + "\n", "one\n---\ntwo\n",
             "--- first\n...\n--- {bad\n", "key: 'it''s'\n", "k: v # comment\n  # more\n",
             "? complex\n: key\n", "unicode: Badsworth’s “Laws”\n"})
        EXPECT_EQ(compare(text), "") << text;
}

// The one difference: yaml-cpp places an empty value at whatever follows it.
TEST(YamlLoad, PlacesAnEmptyValueWhereItIsMissing) {
    const YAML::Node map = load_yaml("a:\nb: 1\n");
    EXPECT_TRUE(map["a"].IsNull());
    EXPECT_EQ(map["a"].Mark().line, 0);
    EXPECT_EQ(map["a"].Mark().column, 2);
    const YAML::Node list = load_yaml("- a\n-\n- c\n");
    EXPECT_TRUE(list[1].IsNull());
    EXPECT_EQ(list[1].Mark().line, 1);
    EXPECT_EQ(YAML::Load("- a\n-\n- c\n")[1].Mark().line, 2);
}

TEST(YamlLoad, HandsFaultyTextToYamlCppForItsOwnWords) {
    for (const std::string& text : std::vector<std::string>{
             "a: [1, 2\n", "a: b: c\n", "\tkey: tab\n", "k: \"unterminated\n", "- a\nb: c\n",
             "a: *nowhere\n", std::string(3000, '[') + std::string(3000, ']'),
             "bad: \xff\xfe bytes\n"})
        EXPECT_EQ(compare(text), "") << text;
}
