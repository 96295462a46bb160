#include "log/log_comments.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace bl {

namespace {

// Whether a quote at `i` opens a quoted scalar: nothing but indicators before it on the line.
bool opens_scalar(std::string_view line, size_t i) {
    const size_t prev = i == 0 ? std::string_view::npos : line.find_last_not_of(" \t", i - 1);
    return prev == std::string_view::npos ||
           std::string_view(":-[{,?").find(line[prev]) != std::string_view::npos;
}

// Whether the line's content ends in a block scalar's indicator (|, >, |-, >2 ...).
bool opens_block(std::string_view content) {
    const size_t end = content.find_last_not_of(" \t");
    if (end == std::string_view::npos) return false;
    size_t i = end;
    while (i > 0 && std::string_view("+-0123456789").find(content[i]) != std::string_view::npos)
        --i;
    if (content[i] != '|' && content[i] != '>') return false;
    return i == 0 || content[i - 1] == ' ' || content[i - 1] == '\t';
}

// Walks one line (outside a block scalar): the comment it holds, if any, and where the content
// ends; `quote` carries a quoted scalar on to the next line.
size_t scan_line(std::string_view l, char& quote, int line, std::vector<YamlComment>& out) {
    for (size_t i = 0; i < l.size(); ++i) {
        const char c = l[i];
        if (quote) {
            if (quote == '"' && c == '\\')
                ++i;
            else if (c == quote && quote == '\'' && i + 1 < l.size() && l[i + 1] == '\'')
                ++i;
            else if (c == quote)
                quote = 0;
        } else if ((c == '"' || c == '\'') && opens_scalar(l, i)) {
            quote = c;
        } else if (c == '#' && (i == 0 || l[i - 1] == ' ' || l[i - 1] == '\t')) {
            std::string_view words = l.substr(i + 1);
            if (!words.empty() && words.front() == ' ') words.remove_prefix(1);
            words = words.substr(0, words.find_last_not_of(" \t") + 1);
            out.push_back({line, std::string(words), l.find_first_not_of(" \t") == i});
            return i;
        }
    }
    return l.size();
}

// The lines as YAML counts them (its marks number them so): a line ends at a line feed, a
// carriage return and a line feed, or a carriage return alone.
std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    for (size_t pos = 0; pos < text.size();) {
        const size_t end = std::min(text.find_first_of("\r\n", pos), text.size());
        lines.push_back(text.substr(pos, end - pos));
        pos = end + (text.compare(end, 2, "\r\n") == 0 ? 2 : 1);
    }
    return lines;
}

// Lines [first, last) of the text, blank lines at the end dropped, `indent` columns taken off.
// A place past the text (a mark a parser counted otherwise) stands at its end.
std::string lines_text(const std::vector<std::string_view>& lines, int first, int last,
                       int indent) {
    first = std::max(first, 0);
    last = std::min(last, int(lines.size()));
    while (last > first &&
           lines[size_t(last - 1)].find_first_not_of(" \t") == std::string_view::npos)
        --last;
    std::string out;
    for (int i = first; i < last; ++i) {
        const std::string_view l = lines[size_t(i)];
        out += std::string(l.substr(std::min(l.size(), size_t(std::max(indent, 0))))) + "\n";
    }
    return out;
}

struct Anchor {
    int line;
    Comments* comments;
};

class ExtrasReader {
  public:
    ExtrasReader(std::string_view text, GameLog& log) : lines_(split_lines(text)), log_(log) {}

    void read(const YAML::Node& root, std::string_view text) {
        const std::vector<YamlComment> comments = yaml_comments(text);
        log_.kept.reserve(root.size());
        std::vector<int> key_lines;
        for (auto it = root.begin(); it != root.end(); ++it)
            key_lines.push_back(it->first.Mark().line);
        key_lines.push_back(int(lines_.size()));
        size_t k = 0;
        for (auto it = root.begin(); it != root.end(); ++it, ++k) {
            const std::string key = it->first.as<std::string>();
            log_.key_order.push_back(key);
            if (key == "deals" && it->second.IsSequence())
                read_deals(it->second, key_lines[k + 1], !comments.empty());
            if (is_model_key(key)) {
                anchors_.push_back({key_lines[k], &log_.key_comments[key]});
            } else {
                log_.kept.push_back(
                    {key, lines_text(lines_, key_lines[k], key_lines[k + 1], 0), {}});
                spans_.emplace_back(key_lines[k], key_lines[k + 1]);
                anchors_.push_back({key_lines[k], &log_.kept.back().comments});
            }
        }
        attach(comments);
        for (auto& [at, c] : events_) {
            if (c.empty()) continue;
            auto& [deal, during, index] = at;
            DealNotes& n = log_.deals[size_t(deal)].notes;
            (during ? n.during_deal : n.events).emplace_back(size_t(index), std::move(c));
        }
    }

  private:
    static bool is_model_key(const std::string& key) {
        for (const char* k :
             {"format", "code", "event", "date", "players", "score", "cutting", "deals"})
            if (key == k) return true;
        return false;
    }

    // The deals' kept keys, and (where the text has comments) each deal and event as an anchor.
    void read_deals(const YAML::Node& deals, int end, bool commented) {
        for (size_t i = 0; i < deals.size() && i < log_.deals.size(); ++i) {
            const YAML::Node d = deals[i];
            const int next = i + 1 < deals.size() ? deals[i + 1].Mark().line : end;
            anchors_.push_back({d.Mark().line, &log_.deals[i].notes.comments});
            if (!d.IsMap()) continue;
            read_deal_keys(d, log_.deals[i].notes, next);
            for (int during = 0; commented && during < 2; ++during) {
                const YAML::Node list = d[during ? "during-deal" : "events"];
                if (!list || !list.IsSequence()) continue;
                for (size_t e = 0; e < list.size(); ++e)
                    anchors_.push_back({list[e].Mark().line, &events_[{int(i), during, int(e)}]});
            }
        }
    }

    // The deal's x- keys, each from its line to the next key's (or the deal's end).
    void read_deal_keys(const YAML::Node& d, DealNotes& notes, int end) {
        std::vector<int> starts;
        for (auto it = d.begin(); it != d.end(); ++it) starts.push_back(it->first.Mark().line);
        std::sort(starts.begin(), starts.end());
        notes.kept.reserve(d.size());
        for (auto it = d.begin(); it != d.end(); ++it) {
            const std::string key = it->first.as<std::string>();
            if (key.rfind("x-", 0) != 0) continue;
            const int line = it->first.Mark().line;
            const auto after = std::upper_bound(starts.begin(), starts.end(), line);
            const int stop = after == starts.end() ? end : *after;
            notes.kept.push_back(
                {key, lines_text(lines_, line, stop, it->first.Mark().column), {}});
            spans_.emplace_back(line, stop);
            anchors_.push_back({line, &notes.kept.back().comments});
        }
    }

    bool in_kept_key(int line) const {
        return std::any_of(spans_.begin(), spans_.end(),
                           [&](const auto& s) { return line >= s.first && line < s.second; });
    }

    // A comment alone on its line goes before the next item; one after something on its line,
    // after the item that line belongs to; past the last item, to the end of the log.
    void attach(const std::vector<YamlComment>& comments) {
        std::stable_sort(anchors_.begin(), anchors_.end(),
                         [](const Anchor& a, const Anchor& b) { return a.line < b.line; });
        for (const YamlComment& c : comments) {
            if (in_kept_key(c.line)) continue;
            const auto next =
                std::upper_bound(anchors_.begin(), anchors_.end(), c.line,
                                 [](int line, const Anchor& a) { return line < a.line; });
            if (!c.alone && next != anchors_.begin())
                std::prev(next)->comments->after.push_back(c.text);
            else if (next != anchors_.end())
                next->comments->before.push_back(c.text);
            else
                log_.closing_comments.push_back(c.text);
        }
    }

    std::vector<std::string_view> lines_;
    GameLog& log_;
    std::vector<Anchor> anchors_;
    std::vector<std::pair<int, int>>
        spans_; // kept keys' lines, [first, last): their comments are theirs
    std::map<std::tuple<int, int, int>, Comments> events_; // (deal, during-deal?, index)
};

} // namespace

std::vector<YamlComment> yaml_comments(std::string_view text) {
    std::vector<YamlComment> out;
    int block_indent = -1; // inside a block scalar: lines indented more than this are its text
    char quote = 0;
    const std::vector<std::string_view> lines = split_lines(text);
    for (size_t n = 0; n < lines.size(); ++n) {
        const std::string_view l = lines[n];
        const size_t first = l.find_first_not_of(" \t");
        const int indent = first == std::string_view::npos ? -1 : int(first);
        if (block_indent >= 0 && (indent < 0 || indent > block_indent)) continue;
        block_indent = -1;
        const size_t end = scan_line(l, quote, int(n), out);
        if (!quote && opens_block(l.substr(0, end))) block_indent = indent;
    }
    return out;
}

void keep_yaml_extras(const YAML::Node& root, std::string_view text, GameLog& log) {
    if (!root.IsMap()) return;
    ExtrasReader(text, log).read(root, text);
}

} // namespace bl
