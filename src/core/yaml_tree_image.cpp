#include "core/yaml_tree_image.h"

#include <algorithm>
#include <string>
#include <vector>

namespace bl {

const YamlTreeImage* image_of(std::string_view text, std::span<const YamlTreeImage> images) {
    for (const YamlTreeImage& image : images)
        if (image.text == text) return &image;
    return nullptr;
}

YamlTree YamlTree::from_image(const YamlTreeImage& image) {
    YamlTree tree;
    tree.items_.reserve(image.items.size());
    for (const YamlImageItem& i : image.items) {
        YamlTreeItem& item = tree.items_.emplace_back();
        item.type = YamlType(i.type);
        item.mark.pos = i.pos, item.mark.line = i.line, item.mark.column = i.column;
        item.first = i.first, item.count = i.count;
    }
    tree.kids_.assign(image.kids.begin(), image.kids.end());
    tree.scalars_.reserve(image.scalar_ends.size());
    uint32_t begin = 0;
    for (const uint32_t end : image.scalar_ends) {
        tree.scalars_.emplace_back(image.scalar_bytes.substr(begin, end - begin));
        begin = end;
    }
    return tree;
}

bool YamlTree::operator==(const YamlTree& other) const {
    const auto same_item = [](const YamlTreeItem& a, const YamlTreeItem& b) {
        return a.type == b.type && a.mark.pos == b.mark.pos && a.mark.line == b.mark.line &&
               a.mark.column == b.mark.column && a.first == b.first && a.count == b.count;
    };
    return items_.size() == other.items_.size() &&
           std::equal(items_.begin(), items_.end(), other.items_.begin(), same_item) &&
           kids_ == other.kids_ && scalars_ == other.scalars_;
}

namespace {

// Bytes as a C++ string literal, in lines of some hundred characters: printable ASCII as it
// is, the rest (and the quote, the backslash and the question mark, which could begin a
// trigraph) as three octal digits, which no digit after them can lengthen.
void write_literal(std::ostream& out, std::string_view bytes) {
    out << '"';
    size_t column = 0;
    for (const char ch : bytes) {
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\' && c != '?') {
            out << ch;
            ++column;
        } else {
            const char octal[] = {'\\', char('0' + (c >> 6)), char('0' + (c >> 3 & 7)),
                                  char('0' + (c & 7)), '\0'};
            out << octal;
            column += 4;
        }
        if (column >= 96 || c == '\n') {
            out << "\"\n\"";
            column = 0;
        }
    }
    out << '"';
}

// Numbers as the body of an array, eight a line; never empty (an array of no element is
// not C++): a 0 stands in, which the span's size leaves out.
template <class T, class Write>
void write_numbers(std::ostream& out, const std::vector<T>& values, Write&& write_one) {
    if (values.empty()) out << "{0}";
    for (size_t k = 0; k < values.size(); ++k) {
        out << (k == 0 ? "{" : k % 8 == 0 ? ",\n" : ",");
        write_one(values[k]);
    }
    if (!values.empty()) out << "}";
}

} // namespace

YamlTreeImage YamlImageParts::image(std::string_view text, std::string_view file) const {
    return {file, text, items, kids, scalar_bytes, scalar_ends};
}

YamlImageParts YamlImageWriter::parts(const YamlTree& tree) {
    YamlImageParts p;
    for (const YamlTreeItem& i : tree.items_)
        p.items.push_back(
            {uint8_t(i.type), i.mark.pos, i.mark.line, i.mark.column, i.first, i.count});
    p.kids = tree.kids_;
    for (const std::string& scalar : tree.scalars_) {
        p.scalar_bytes += scalar;
        p.scalar_ends.push_back(uint32_t(p.scalar_bytes.size()));
    }
    return p;
}

void YamlImageWriter::write(std::ostream& out, const YamlImageParts& p, std::string_view text,
                            std::string_view file, std::string_view suffix) {
    const std::string s(suffix);
    out << "constexpr char TEXT" << s << "[] = ";
    write_literal(out, text);
    out << ";\nconstexpr YamlImageItem ITEMS" << s << "[] = ";
    write_numbers(out, p.items, [&](const YamlImageItem& i) {
        out << "{" << int(i.type) << "," << i.pos << "," << i.line << "," << i.column << ","
            << i.first << "," << i.count << "}";
    });
    out << ";\nconstexpr uint32_t KIDS" << s << "[] = ";
    write_numbers(out, p.kids, [&](uint32_t k) { out << k; });
    out << ";\nconstexpr char SCALARS" << s << "[] = ";
    write_literal(out, p.scalar_bytes);
    out << ";\nconstexpr uint32_t SCALAR_ENDS" << s << "[] = ";
    write_numbers(out, p.scalar_ends, [&](uint32_t e) { out << e; });
    out << ";\nconstexpr YamlTreeImage IMAGE" << s << "{\n    ";
    write_literal(out, file);
    out << ",\n    {TEXT" << s << ", " << text.size() << "},\n    {ITEMS" << s << ", "
        << p.items.size() << "},\n    {KIDS" << s << ", " << p.kids.size() << "},\n    {SCALARS"
        << s << ", " << p.scalar_bytes.size() << "},\n    {SCALAR_ENDS" << s << ", "
        << p.scalar_ends.size() << "}};\n";
}

} // namespace bl
