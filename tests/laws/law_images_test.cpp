// The law tables built into the program are the tables of laws/: an image for each file, of its
// bytes, whose tree is the tree libyaml makes of them; a table read from its image is the table
// parsed; and a table whose bytes differ is parsed.
#include "laws/law_images.h"

#include "laws/lawbook.h"
#include "test_util.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace bl;

namespace {

TEST(LawImages, HoldEveryTableOfLawsAsItsFileIs) {
    size_t tables = 0;
    for (const auto& entry : std::filesystem::directory_iterator(test::source_path("laws"))) {
        if (entry.path().extension() != ".yaml") continue;
        ++tables;
        const std::string text = test::slurp(entry.path().string());
        const YamlTreeImage* image = image_of(text, law_images());
        ASSERT_NE(image, nullptr) << entry.path();
        EXPECT_EQ(image->file, entry.path().filename().string());
    }
    EXPECT_EQ(law_images().size(), tables);
    EXPECT_GE(tables, 8u);
}

TEST(LawImages, AreTheTreesLibyamlMakes) {
    for (const YamlTreeImage& image : law_images()) {
        const auto parsed = YamlTree::parse(std::string(image.text));
        ASSERT_TRUE(parsed) << image.file;
        EXPECT_TRUE(YamlTree::from_image(image) == *parsed) << image.file;
    }
}

// The table read from its image against the same bytes with a comment after them, which no
// image holds: the same rules (their laws and places) and laws.
TEST(LawImages, GiveTheTableParsingGives) {
    for (const YamlTreeImage& image : law_images()) {
        const std::string text(image.text);
        const std::string edited = text + "\n# a comment no image holds\n";
        ASSERT_EQ(image_of(edited, law_images()), nullptr);
        auto from_image = parse_lawbook_yaml(text, std::string(image.file));
        auto parsed = parse_lawbook_yaml(edited, std::string(image.file));
        ASSERT_TRUE(from_image) << from_image.error().describe();
        ASSERT_TRUE(parsed) << parsed.error().describe();
        EXPECT_EQ(from_image->id, parsed->id);
        EXPECT_EQ(from_image->edition, parsed->edition);
        ASSERT_EQ(from_image->rules.size(), parsed->rules.size()) << image.file;
        for (size_t k = 0; k < parsed->rules.size(); ++k) {
            EXPECT_EQ(from_image->rules[k].id, parsed->rules[k].id);
            EXPECT_EQ(from_image->rules[k].line, parsed->rules[k].line);
            EXPECT_EQ(from_image->rules[k].laws, parsed->rules[k].laws);
        }
        ASSERT_EQ(from_image->laws.size(), parsed->laws.size());
        for (size_t k = 0; k < parsed->laws.size(); ++k) {
            EXPECT_EQ(from_image->laws[k].number, parsed->laws[k].number);
            EXPECT_EQ(from_image->laws[k].text, parsed->laws[k].text);
        }
    }
}

} // namespace
