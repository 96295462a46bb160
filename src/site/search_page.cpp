#include "site/search_page.h"

#include "site/code_page.h"
#include "site/html.h"

#include <fmt/format.h>

namespace bl::site {

nlohmann::json search_index(const std::vector<Lawbook>& books, const std::vector<SiteCase>& cases) {
    nlohmann::json out = nlohmann::json::array();
    for (const Lawbook& b : books) {
        const std::vector<Section> secs = sections(b);
        for (size_t i = 0; i < secs.size(); ++i)
            if (!secs[i].heading.empty())
                out.push_back({{"t", fmt::format("{}: {}", b.id, secs[i].heading)},
                               {"u", fmt::format("{}.html#sec-{}", b.id, i + 1)},
                               {"x", secs[i].heading}});
        for (const Law& law : b.laws)
            out.push_back({{"t", fmt::format("{} Law {}{}", b.id, law.number,
                                             law.heading.empty() ? "" : " (" + law.heading + ")")},
                           {"u", b.id + ".html#" + law_anchor(law.number)},
                           {"x", law.text}});
    }
    for (const SiteCase& sc : cases)
        out.push_back({{"t", "Case: " + sc.c.name}, {"u", sc.page}, {"x", sc.c.story}});
    return out;
}

std::string search_page(const std::vector<Lawbook>& books, const std::vector<SiteCase>& cases) {
    std::string body = R"(<h1>Search</h1>
<form class="find" action="search.html" role="search"><p><label for="words">Words to find in the
laws, their headings and the cases:</label> <input type="search" id="words" name="q"/>
<button type="submit">Search</button></p></form>
<p id="found" aria-live="polite"><noscript>Search needs the browser's scripts turned on.</noscript></p>
<ol id="results"></ol>
)";
    body += json_script("search-data", search_index(books, cases));
    return page("Search", body, {{"search.js"}, ""});
}

const char* const SEARCH_SCRIPT = R"('use strict';
// Search: the entries of #search-data holding every word of the query, law texts and case names.
(function () {
  const entries = JSON.parse(document.getElementById('search-data').textContent);
  const input = document.getElementById('words');
  const found = document.getElementById('found');
  const list = document.getElementById('results');
  function snippet(text, word) {
    const at = Math.max(0, text.toLowerCase().indexOf(word) - 60);
    return (at ? '\u2026' : '') + text.slice(at, at + 200) + (text.length > at + 200 ? '\u2026' : '');
  }
  function run(query) {
    const words = query.toLowerCase().split(/\s+/).filter(w => w);
    list.replaceChildren();
    if (!words.length) { found.textContent = ''; return; }
    const hits = entries.filter(e => { const s = (e.t + ' ' + e.x).toLowerCase(); return words.every(w => s.includes(w)); });
    found.textContent = `${hits.length} found for \u201c${query.trim()}\u201d${hits.length > 100 ? ', the first 100 shown' : ''}.`;
    for (const e of hits.slice(0, 100)) {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = e.u; a.textContent = e.t;
      const p = document.createElement('p');
      p.className = 'editorial'; p.textContent = snippet(e.x, words[0]);
      li.append(a, p); list.append(li);
    }
  }
  const query = new URLSearchParams(location.search).get('q') || '';
  input.value = query;
  input.addEventListener('input', () => run(input.value));
  run(query);
})();
)";

} // namespace bl::site
