#include "site/html.h"

#include <cctype>
#include <fmt/format.h>

namespace bl::site {

std::string esc(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    }
    return out;
}

std::string page(const std::string& title, const std::string& body, const PageExtras& extras) {
    std::string scripts;
    for (const std::string& s : extras.scripts)
        scripts += fmt::format("<script src=\"{}\"></script>\n", esc(s));
    const std::string main_tag =
        extras.main_class.empty() ? "<main>" : "<main class=\"" + esc(extras.main_class) + "\">";
    return fmt::format(R"(<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>{}</title>
<link rel="stylesheet" href="style.css"/>
</head>
<body>
<nav class="top"><a href="index.html">The codes</a> <a href="concordance.html">Concordance</a> <a href="matrix.html">Matrix</a> <a href="casebook.html">Casebook</a> <a href="quiz.html">Quiz</a>
<form class="search" action="search.html" role="search"><input type="search" name="q" aria-label="Search the laws and the cases" placeholder="Search the laws"/></form></nav>
{}
{}
</main>
{}</body>
</html>
)",
                       esc(title), main_tag, body, scripts);
}

std::string json_script(const std::string& id, const nlohmann::json& data) {
    std::string out = "<script type=\"application/json\" id=\"" + esc(id) + "\">";
    for (char c : data.dump()) { // '<', '>' and '&' appear only inside JSON strings
        switch (c) {
        case '<': out += "\\u003c"; break;
        case '>': out += "\\u003e"; break;
        case '&': out += "\\u0026"; break;
        default: out += c;
        }
    }
    return out + "</script>\n";
}

std::string law_anchor(const std::string& number) {
    std::string out = "law-";
    for (char c : number) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
    return out;
}

std::string reading_anchor(const std::string& id) { return "reading-" + law_anchor(id).substr(4); }

std::string infraction_anchor(Infraction id) { return "inf-" + std::string(name(id)); }

std::string law_link(const Lawbook& book, const std::string& number, const std::string& text) {
    const std::string shown = text.empty() ? number : text;
    if (!book.law(number)) return esc(shown);
    return fmt::format(R"(<a href="{}.html#{}">{}</a>)", esc(book.id), law_anchor(number),
                       esc(shown));
}

std::string law_links(const Lawbook& book, const std::vector<std::string>& numbers) {
    std::string out = numbers.size() == 1 ? "Law " : "Laws ";
    for (size_t i = 0; i < numbers.size(); ++i) {
        if (i) out += i + 1 == numbers.size() ? " and " : ", ";
        out += law_link(book, numbers[i]);
    }
    return numbers.empty() ? std::string() : out;
}

std::string spaced(std::string_view id) {
    std::string s(id);
    for (char& c : s)
        if (c == '-') c = ' ';
    return s;
}

std::string either(const std::vector<std::string>& items) {
    std::string out;
    for (size_t i = 0; i < items.size(); ++i)
        out += (i == 0 ? "" : i + 1 < items.size() ? ", " : " or ") + items[i];
    return out;
}

} // namespace bl::site
