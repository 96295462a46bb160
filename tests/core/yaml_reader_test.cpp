// The strict reader converts and checks as yaml-cpp would, on both node types: its own reading of
// plainly written numbers and flags gives yaml-cpp's values and refusals, and a key written twice
// is found in a map of a few keys and of many.
#include "core/yaml_reader.h"

#include <gtest/gtest.h>

using namespace bl;

namespace {

// yaml-cpp's conversion of `text` as a YAML scalar, or "refused".
template <class T> std::string yaml_cpp_reads(const std::string& text) {
    try {
        return std::to_string(YAML::Node(text).as<T>());
    } catch (const YAML::Exception&) {
        return "refused";
    }
}

// The reader's value of `value: TEXT`, from the compact tree or yaml-cpp's nodes, or "refused".
template <class T, class Node> std::string reader_reads(const Node& root) {
    const BasicYamlReader<Node> reader("t.yaml");
    try {
        if constexpr (std::is_same_v<T, bool>)
            return std::to_string(reader.boolean(root["value"], "value"));
        else
            return std::to_string(reader.integer(root["value"], "value"));
    } catch (const InputError&) {
        return "refused";
    }
}

template <class T> void expect_read_as_yaml_cpp_reads(const std::string& spelling) {
    const std::string text = "value: '" + spelling + "'\n"; // quoted: the spelling whole
    const std::optional<YamlTree> tree = YamlTree::parse(text);
    ASSERT_TRUE(tree) << text;
    const std::string want = yaml_cpp_reads<T>(spelling);
    EXPECT_EQ(reader_reads<T>(tree->root()), want) << spelling;
    EXPECT_EQ(reader_reads<T>(load_yaml(text)), want) << spelling;
}

// The message reject_duplicate_keys gives for `text` on the compact tree, or "".
std::string duplicate_key_in(const std::string& text) {
    const std::optional<YamlTree> tree = YamlTree::parse(text);
    try {
        reject_duplicate_keys(tree->root(), "t.yaml");
        reject_duplicate_keys(load_yaml(text), "t.yaml");
    } catch (const InputError& e) {
        return e.error.describe();
    }
    return "";
}

} // namespace

TEST(YamlReader, ReadsWholeNumbersAsYamlCppConvertsThem) {
    for (const char* spelling :
         {"0",    "7",     "30",         "-3",         "-0",          "010",         "00",
          "0x1F", "+3",    "-",          "",           " 7",          "7 ",          "1e3",
          "3.0",  "1_000", "2147483647", "2147483648", "-2147483648", "-2147483649", "99999999999",
          "--1",  "0-",    "12a",        "\xd9\xa3"})
        expect_read_as_yaml_cpp_reads<int>(spelling);
}

TEST(YamlReader, ReadsTrueAndFalseAsYamlCppConvertsThem) {
    for (const char* spelling : {"true", "false", "True", "FALSE", "yes", "No", "ON", "off", "y",
                                 "n", "tru", "1", "0", "", "true ", " false"})
        expect_read_as_yaml_cpp_reads<bool>(spelling);
}

TEST(YamlReader, FindsAKeyWrittenTwiceInASmallMapAndInALargeOne) {
    EXPECT_EQ(duplicate_key_in("a: 1\nb: 2\na: 3\n"),
              "t.yaml:3:1: duplicate key \"a\": a map gives each key once");
    std::string many; // past the keys searched one by one
    for (int k = 0; k < 40; ++k) many += "k" + std::to_string(k) + ": " + std::to_string(k) + "\n";
    EXPECT_EQ(duplicate_key_in(many), "");
    EXPECT_EQ(duplicate_key_in(many + "k3: again\n"),
              "t.yaml:41:1: duplicate key \"k3\": a map gives each key once");
    EXPECT_EQ(duplicate_key_in("outer:\n  - {x: 1, y: 2, x: 3}\n"),
              "t.yaml:2:18: duplicate key \"x\": a map gives each key once");
}

// A second document after the first is refused at its "---" on both paths: yaml-cpp's nodes and
// the compact tree read the first alone, and the rest of the file (two logs put in one, `cat` of
// files that begin with "---") was lost without a word. A "---" that begins nothing is let be.
TEST(YamlReader, RefusesASecondDocumentAndTheRestItWouldLose) {
    const auto error_of = [](const std::string& text) {
        const auto keys = [](const auto& root) { return root.size(); };
        const Result<size_t> plain = parse_yaml(text, "t.yaml", keys);
        const Result<size_t> tree = parse_yaml_tree(text, "t.yaml", keys);
        EXPECT_EQ(plain.ok(), tree.ok()) << text;
        if (!plain.ok() && !tree.ok()) EXPECT_EQ(plain.error().describe(), tree.error().describe());
        return plain.ok() ? std::string() : plain.error().describe();
    };
    const std::string second = "t.yaml:4:1: a second YAML document begins here (\"---\"): a file "
                               "holds one, and all after the first would be lost. Two files put "
                               "in one? Keep each in a file of its own (replay takes several logs "
                               "at once)";
    EXPECT_EQ(error_of("---\na: 1\nb: 2\n---\na: 3\n"), second);
    EXPECT_EQ(error_of("a: 1\nb: 2\n...\n--- [x]\n"), second);
    EXPECT_EQ(error_of("---\na: 1\nb: 2\n...\n"), "");
    EXPECT_EQ(error_of("a: 1\nb: 2\n---\n"), "");
    EXPECT_EQ(error_of("a: 1\nb: 2\n--- ~\n"), "");
    EXPECT_FALSE(YamlTree::parse("a: 1\n---\nb: 2\n")); // the tree leaves it to the nodes' path
}
