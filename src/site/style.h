// The site's one style sheet, style.css: the period look of the HTML report (serif type, ruled
// headings), one column that narrows to a phone's width, the casebook's codes side by side where
// the window is wide enough, and a print style without the navigation and the buttons.
#pragma once

namespace bl::site {

extern const char* const SITE_STYLE;

} // namespace bl::site
