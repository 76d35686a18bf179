// setup_verdict.hpp: a game's check_setup verdict on a setup, translated (see setup_verdict.cpp).
#pragma once
#include <string>
#include <vector>

#include "../core/record.hpp"
#include "../lua/catalog.hpp"

namespace rt {

struct SetupVerdict {
  std::string errors;                 // "" or every error, translated, joined with "; "
  std::vector<std::string> warnings;  // translated, one each
};

SetupVerdict judge_setup(Catalog& cat, const Setup& setup, const std::string& lang);

}  // namespace rt
