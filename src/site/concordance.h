// The codes side by side: one table per infraction any code rules, one column per code (what
// each rule of that code gives, the laws as links), and the matrix of situations by codes.
#pragma once

#include "laws/lawbook.h"

#include <string>
#include <vector>

namespace bl::site {

// Every infraction id some code rules, in the vocabulary's order.
std::vector<Infraction> ruled_infractions(const std::vector<Lawbook>& books);

std::string concordance_page(const std::vector<Lawbook>& books);

// Each cell: penalty, no penalty, or no provision (also where the code has no rule at all).
std::string matrix_page(const std::vector<Lawbook>& books);

} // namespace bl::site
