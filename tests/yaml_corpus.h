// Every YAML file the project ships or keeps as fuzz input: law tables, cases, examples, test
// data and the fuzz corpora, whether valid or not, and the corners of the language. The YAML
// loaders are compared on them all.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace bl::test {

struct YamlFile {
    std::filesystem::path path;
    std::string text;
};

inline std::vector<YamlFile> project_yaml_files() {
    namespace fs = std::filesystem;
    std::vector<YamlFile> out;
    for (const char* dir :
         {"laws", "cases", "examples", "tests/data", "fuzz/corpus/log_reader_fuzz",
          "fuzz/corpus/lawbook_fuzz", "fuzz/corpus/replay_fuzz"}) {
        const fs::path root = fs::path(BRIDGELAWS_SOURCE_DIR) / dir;
        if (!fs::exists(root)) continue;
        for (const auto& entry : fs::recursive_directory_iterator(root)) {
            const fs::path& p = entry.path();
            if (!entry.is_regular_file() || p.extension() == ".xml" || p.extension() == ".pbn")
                continue;
            std::ifstream in(p, std::ios::binary);
            std::ostringstream text;
            text << in.rdbuf();
            out.push_back({p, text.str()});
        }
    }
    return out;
}

// The corners of the language a log or a table may use.
inline std::vector<std::string> yaml_corners() {
    return {"",
            "# only a comment\n",
            "a: 1\na: 2\n",
            "b: ~\nc: null\nd: ''\ne: \"\"\nf: Null\n",
            "- [N, plays, SA]\n- {x: 1, y: [2, 3]}\n",
            "text: |\n  two\n  lines\n",
            "f: >\n  folded\n",
            "a: &x {k: v}\nb: *x\n",
            "s: !!str 12\nt: !local v\n",
            "\xEF\xBB\xBFkey: bom\n",
            "deep: " + std::string(50, '[') + std::string(50, ']') + "\n",
            "one\n---\ntwo\n",
            "--- first\n...\n--- {bad\n",
            "key: 'it''s'\n",
            "k: v # comment\n  # more\n",
            "? complex\n: key\n",
            "unicode: Badsworth’s “Laws”\n"};
}

} // namespace bl::test
