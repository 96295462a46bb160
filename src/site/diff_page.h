// The differences between two editions as a page (docs/site.md): `bridgelaws diff`
// (laws/law_diff.h) in HTML, the laws grouped by heading with the words removed struck out and
// those added marked, then the rules, readings and parameters that differ.
#pragma once

#include "laws/lawbook.h"

#include <string>
#include <utility>
#include <vector>

namespace bl::site {

// The pairs of codes the site compares, earlier first: each overlay with the code it is built on,
// and the editions of one code, "NAME-YEAR" ids of the same NAME, each with the one before it.
std::vector<std::pair<const Lawbook*, const Lawbook*>>
edition_pairs(const std::vector<Lawbook>& books);

// "diff-club-1903-club-1904.html"
std::string diff_file(const Lawbook& a, const Lawbook& b);

std::string diff_page(const Lawbook& a, const Lawbook& b);

} // namespace bl::site
