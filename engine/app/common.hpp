// common.hpp: small helpers shared by the subcommands.
#pragma once
#include <string>

#include "../core/value.hpp"
#include "args.hpp"

namespace rt {
// --option k=v (repeatable) -> an options object. v: true/false, an integer, or a string.
bool options_from_flags(const Args& a, Value& out, std::string& error);
// --lang, else $LANG (ru_*, uk_*), else English.
std::string language_from(const Args& a);
bool read_file(const std::string& path, std::string& out, std::string& error);
}  // namespace rt
