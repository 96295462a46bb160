// A YAML tree written out as constants at build time, beside the text it is the tree of. The law
// tables that come with the program are read from their images (laws/law_images.h) whenever a
// file's bytes are the bytes an image was made from: libyaml took 1.4-2.4 ms of the 2-3 ms a
// table takes to load, at every start of the program (and some 4 500 times in the unit tests).
// A table edited, added or given by a club is parsed as ever; the text stays the only source.
#pragma once

#include "core/yaml_tree.h"

#include <cstdint>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace bl {

// A node of the tree as plain numbers (YamlTreeItem's place is a YAML::Mark, which a constant
// cannot hold).
struct YamlImageItem {
    uint8_t type; // a YamlType
    int32_t pos, line, column;
    uint32_t first, count;
};

struct YamlTreeImage {
    std::string_view file; // the name of the file (no folder) the text was read from at build time
    std::string_view text; // the bytes the image is the tree of
    std::span<const YamlImageItem> items;
    std::span<const uint32_t> kids;
    std::string_view scalar_bytes;         // the scalars one after another
    std::span<const uint32_t> scalar_ends; // where each ends in scalar_bytes
};

// The image among `images` made from exactly these bytes, or none.
const YamlTreeImage* image_of(std::string_view text, std::span<const YamlTreeImage> images);

// An image's arrays made from a tree at run time (the build tool writes them out; a test reads
// them back), kept while an image points into them.
struct YamlImageParts {
    std::vector<YamlImageItem> items;
    std::vector<uint32_t> kids;
    std::string scalar_bytes;
    std::vector<uint32_t> scalar_ends;

    YamlTreeImage image(std::string_view text, std::string_view file) const;
};

class YamlImageWriter {
  public:
    static YamlImageParts parts(const YamlTree& tree);
    // The parts as C++ constants, each name ending in `suffix`, then a YamlTreeImage named
    // IMAGE`suffix` that holds them: the image of `text`, read from `file`.
    static void write(std::ostream& out, const YamlImageParts& parts, std::string_view text,
                      std::string_view file, std::string_view suffix);
};

} // namespace bl
