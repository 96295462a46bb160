// bl_write_law_images OUT.cpp TABLE.yaml...: the source of law_images() (laws/law_images.h),
// the tree of each table as constants. Run at build time. A table libyaml cannot read gets no
// image, with a note: it is parsed when it is loaded, and its error told then with its line, as
// any table's (a table being edited must not stop the build). A file that cannot be read or
// written fails the build with its name.
#include "core/output_file.h"
#include "core/yaml_reader.h"
#include "core/yaml_tree_image.h"

#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>

namespace {

int fail(const std::string& message) {
    std::fprintf(stderr, "bl_write_law_images: %s\n", message.c_str());
    return 1;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) return fail("usage: bl_write_law_images OUT.cpp TABLE.yaml...");
    std::ostringstream out;
    out << "// Written by bl_write_law_images at build time from the law tables named below: do "
           "not edit.\n#include \"laws/law_images.h\"\n\nnamespace bl {\nnamespace {\n\n";
    int images = 0;
    for (int k = 2; k < argc; ++k) {
        auto text = bl::read_file(argv[k]);
        if (!text) return fail(text.error().describe());
        const auto tree = bl::YamlTree::parse(*text);
        if (!tree) {
            std::fprintf(stderr,
                         "bl_write_law_images: %s: not read as YAML; no image (it is parsed, and "
                         "its error told, when it is loaded)\n",
                         argv[k]);
            continue;
        }
        // The file's name alone: the program holds no path of the machine it was built on.
        const std::string name = std::filesystem::path(argv[k]).filename().string();
        bl::YamlImageWriter::write(out, bl::YamlImageWriter::parts(*tree), *text, name,
                                   "_" + std::to_string(images++));
        out << "\n";
    }
    out << "constexpr YamlTreeImage IMAGES[] = {";
    for (int k = 0; k < images; ++k) out << (k == 0 ? "" : ", ") << "IMAGE_" << k;
    if (images == 0) out << "{}";
    out << "};\n\n} // namespace\n\nstd::span<const YamlTreeImage> law_images() { return {IMAGES, "
        << images << "}; }\n\n} // namespace bl\n";
    // Whole or not at all (a build stopped half-way leaves no half a file).
    if (auto e = bl::replace_file(argv[1], out.str())) return fail(e->describe());
    return 0;
}
