// The compact tree holds what load_yaml's yaml-cpp nodes hold (types, scalars, places, keys in
// order, aliases), and its nodes answer the readers' questions as yaml-cpp's do: compared on
// every YAML file the project keeps and on the corners of the language a log may use.
#include "core/yaml_tree.h"

#include "core/yaml_load.h"
#include "yaml_corpus.h"

#include <gtest/gtest.h>

using namespace bl;

namespace {

// A tree written out node by node, depth first: kind, place, text and size, a map's key before
// its value. Two trees hold the same when they are written the same.
template <class Node> void write_out(const Node& n, std::vector<std::string>& out) {
    const YAML::Mark m = n.Mark();
    const char* kind = n.IsNull() ? "null" : n.IsScalar() ? "scalar" : n.IsMap() ? "map" : "list";
    out.push_back(std::string(kind) + " " + std::to_string(m.line) + ":" +
                  std::to_string(m.column) + " @" + std::to_string(m.pos) + " \"" + n.Scalar() +
                  "\" " + std::to_string(n.size()));
    for (auto it = n.begin(); it != n.end(); ++it) {
        if (!n.IsMap()) {
            write_out(Node(*it), out);
            continue;
        }
        write_out(Node(it->first), out);
        write_out(Node(it->second), out);
    }
}

template <class Node> std::vector<std::string> written(const Node& root) {
    std::vector<std::string> out;
    write_out(root, out);
    return out;
}

std::string tree_difference(const YAML::Node& want, const YamlNode& got) {
    const std::vector<std::string> w = written(want), g = written(got);
    for (size_t i = 0; i < std::min(w.size(), g.size()); ++i)
        if (w[i] != g[i]) return "node " + std::to_string(i) + ": " + g[i] + " for " + w[i];
    return w.size() == g.size() ? "" : "another number of nodes";
}

// The compact tree against load_yaml's, where libyaml reads the text ("" when they agree).
std::string compare_with_tree(const std::string& text) {
    const std::optional<YamlTree> tree = YamlTree::parse(text);
    if (!tree) return "";
    try {
        return tree_difference(load_yaml(text), tree->root());
    } catch (const YAML::Exception& e) {
        return std::string("yaml-cpp refuses what the tree reads: ") + e.what();
    }
}

} // namespace

TEST(YamlTree, HoldsLoadYamlsTreeForEveryFileTheProjectKeepsAndEveryCorner) {
    std::vector<std::string> texts = test::yaml_corners();
    for (const char* more :
         {"s: !!str null\n", "? [a, b]\n: key\n", "a:\nb: 1\n", "- a\n-\n- c\n", "{}\n", "[]\n"})
        texts.push_back(more);
    const std::vector<test::YamlFile> files = test::project_yaml_files();
    EXPECT_GT(files.size(), 300u);
    for (const test::YamlFile& f : files) texts.push_back(f.text);
    for (const std::string& text : texts)
        EXPECT_EQ(compare_with_tree(text), "") << text.substr(0, 200);
}

TEST(YamlTree, LeavesToYamlCppWhatLibyamlRefusesOrNestsTooDeep) {
    for (const std::string& text :
         {std::string("a: [1, 2\n"), std::string("a: *nowhere\n"),
          std::string(3000, '[') + std::string(3000, ']'), std::string("bad: \xff\xfe bytes\n")})
        EXPECT_FALSE(YamlTree::parse(text).has_value()) << text;
}

TEST(YamlTree, AnswersAsYamlCppsNodes) {
    const std::string text = "k: v\nn: ~\nl: [1, 2]\nm: {a: 1}\nl: again\n";
    const std::optional<YamlTree> tree = YamlTree::parse(text);
    ASSERT_TRUE(tree);
    const YamlNode root = tree->root();
    const YAML::Node want = load_yaml(text);
    EXPECT_EQ(root["l"].size(), 2u); // the first of a key written twice
    EXPECT_EQ(root["l"][1].Scalar(), want["l"][1].Scalar());
    EXPECT_FALSE(root["missing"]); // a key not there
    EXPECT_FALSE(root["l"][5]);
    EXPECT_TRUE(root["n"]);                                              // a null value is there
    EXPECT_EQ(root["n"].as<std::string>(), want["n"].as<std::string>()); // "null"
    EXPECT_EQ(root["l"][0].as<int>(), 1);
    EXPECT_THROW(root["m"].as<std::string>(), YAML::TypedBadConversion<std::string>);
    EXPECT_THROW(root["k"]["x"], YAML::BadSubscript);
    EXPECT_THROW(root["missing"].IsMap(), YAML::InvalidNode);
    EXPECT_FALSE(root["l"]["x"]); // a key of a list: none, as yaml-cpp
    EXPECT_FALSE(root["k"].IsMap() || root["k"].IsNull());
}
