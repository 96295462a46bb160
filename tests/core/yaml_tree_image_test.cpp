// A tree's image holds the tree: read back, it is the tree libyaml made (every node, place and
// scalar), on every YAML file the project keeps; and an image is found only for its very bytes.
#include "core/yaml_tree_image.h"

#include "yaml_corpus.h"

#include <sstream>

#include <gtest/gtest.h>

using namespace bl;

namespace {

TEST(YamlTreeImage, ReadsBackAsTheTreeOfEveryProjectFile) {
    size_t read = 0;
    for (const test::YamlFile& f : test::project_yaml_files()) {
        const auto tree = YamlTree::parse(f.text);
        if (!tree) continue; // text libyaml refuses has no tree to image
        const YamlImageParts parts = YamlImageWriter::parts(*tree);
        EXPECT_TRUE(YamlTree::from_image(parts.image(f.text, "")) == *tree) << f.path;
        ++read;
    }
    EXPECT_GT(read, 100u);
}

TEST(YamlTreeImage, ATreeDiffersByAPlaceOrAScalar) {
    const auto tree = YamlTree::parse("a: [1, x]\n");
    ASSERT_TRUE(tree);
    EXPECT_FALSE(*tree == *YamlTree::parse("a: [1, y]\n"));  // a scalar
    EXPECT_FALSE(*tree == *YamlTree::parse("a:  [1, x]\n")); // the places after it
    EXPECT_FALSE(*tree == *YamlTree::parse("a: [1, x, 2]\n"));
    EXPECT_TRUE(*tree == *YamlTree::parse("a: [1, x]\n"));
}

TEST(YamlTreeImage, IsFoundOnlyForItsOwnBytes) {
    const std::string text = "id: x\nrules: []\n";
    const auto tree = YamlTree::parse(text);
    ASSERT_TRUE(tree);
    const YamlImageParts parts = YamlImageWriter::parts(*tree);
    const YamlTreeImage images[] = {parts.image(text, "x.yaml")};
    EXPECT_EQ(image_of(text, images), &images[0]);
    EXPECT_EQ(image_of(text + "\n", images), nullptr);
    EXPECT_EQ(image_of("id: y\nrules: []\n", images), nullptr);
    EXPECT_EQ(image_of(text, {}), nullptr);
}

TEST(YamlTreeImage, IsWrittenAsConstantsThatNameTheFileAndEscapeEveryByte) {
    const std::string text = "a: \"q?\\\"\"\nb: \xc3\xa9\n";
    const auto tree = YamlTree::parse(text);
    ASSERT_TRUE(tree);
    std::ostringstream out;
    YamlImageWriter::write(out, YamlImageWriter::parts(*tree), text, "x.yaml", "_7");
    const std::string source = out.str();
    for (const char* part : {"constexpr char TEXT_7[] = \"a: \\042q\\077\\134\\042\\042\\012\"",
                             "\\303\\251", "constexpr YamlTreeImage IMAGE_7{", "\"x.yaml\"",
                             "{TEXT_7, 16}", "{ITEMS_7, 5}", "{SCALAR_ENDS_7, 4}"})
        EXPECT_NE(source.find(part), std::string::npos) << part << "\n" << source;
}

} // namespace
