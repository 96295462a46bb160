// The libyaml loader builds the tree yaml-cpp's own YAML::Load builds, marks included, so that
// every reader and every message stays as it was: compared on every YAML file the project
// ships or keeps as fuzz input, whether yaml-cpp accepts it or not, and on the corners of the
// language a log or a table may use.
#include "core/yaml_load.h"
#include "core/yaml_second_document.h"

#include "yaml_corpus.h"

#include <gtest/gtest.h>


using namespace bl;

namespace {

// Where two trees first differ ("" when they agree), with the place in yaml-cpp's tree.
std::string first_difference(const YAML::Node& want, const YAML::Node& got,
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
        std::string d =
            want.IsMap() ? first_difference(w_it->first, g_it->first, here + "(key)") : "";
        if (d.empty())
            d = want.IsMap() ? first_difference(w_it->second, g_it->second, here)
                             : first_difference(*w_it, *g_it, here);
        if (!d.empty()) return d;
    }
    return "";
}

// yaml-cpp's verdict on `text` and the loader's, as a sentence that names any difference.
std::string compare_with_yaml_cpp(const std::string& text) {
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
        return first_difference(want, got);
    } catch (const YAML::Exception& e) {
        return want_error == e.what()
                   ? ""
                   : std::string("refused: ") + e.what() + " (yaml-cpp: " + want_error + ")";
    } catch (const yaml_events::SecondDocument& d) {
        return "a second document at line " + std::to_string(d.line);
    }
}

} // namespace

TEST(YamlLoad, BuildsYamlCppsTreeForEveryFileTheProjectKeeps) {
    const std::vector<test::YamlFile> files = test::project_yaml_files();
    for (const test::YamlFile& f : files) EXPECT_EQ(compare_with_yaml_cpp(f.text), "") << f.path;
    EXPECT_GT(files.size(), 300u);
}

// But for its one refusal of its own: a second document, which YAML::Load passes over
// (core/yaml_second_document.h).
TEST(YamlLoad, AgreesOnTheCornersALogOrTableMayUse) {
    for (const std::string& text : test::yaml_corners()) {
        const std::string second = text == "one\n---\ntwo\n" ? "a second document at line 2"
                                   : text.starts_with("--- first\n...\n--- ")
                                       ? "a second document at line 3"
                                       : "";
        EXPECT_EQ(compare_with_yaml_cpp(text), second) << text;
    }
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
        EXPECT_EQ(compare_with_yaml_cpp(text), "") << text;
}
