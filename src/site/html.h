// The markup shared by the site's pages: escaping, the page frame, anchors and links. Every page
// is HTML5 written so that an XML parser reads it too (closed tags, quoted attributes), which is
// how the test checks it (tests/site/site_test.cpp).
#pragma once

#include "laws/lawbook.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace bl::site {

// Text made safe for an element or a quoted attribute.
std::string esc(std::string_view text);

// What a page adds to the frame: its scripts (the site's own files, run when the page has
// loaded) and a class for its <main> ("case": the wide layout of the casebook's side by side).
struct PageExtras {
    std::vector<std::string> scripts;
    std::string main_class;
};

// A whole page: title, the links to the site's parts and the search box, and the body given.
std::string page(const std::string& title, const std::string& body, const PageExtras& extras = {});

// Data for a page's script: <script type="application/json" id="ID">, with '<', '>' and '&'
// written as JSON escapes so that no text in it can close the element.
std::string json_script(const std::string& id, const nlohmann::json& data);

// "law-90": the anchor of a law on its code's page (letters, digits and hyphens only).
std::string law_anchor(const std::string& number);
// "reading-revoke-elector": the anchor of a reading of an open point on its code's page.
std::string reading_anchor(const std::string& id);
// "inf-revoke": the anchor of an infraction on the concordance page.
std::string infraction_anchor(Infraction id);

// A link to the law on its code's page, "Law 90", or the number alone where the code has no
// such law (a stale reference printed as it is).
std::string law_link(const Lawbook& book, const std::string& number, const std::string& text = {});
// "Laws 53, 54 and 56", each a link.
std::string law_links(const Lawbook& book, const std::vector<std::string>& numbers);

// "call-card" -> "call card": an id with no phrase of its own.
std::string spaced(std::string_view id);

// "a, b or c".
std::string either(const std::vector<std::string>& items);

} // namespace bl::site
