// common.hpp: small helpers shared by the subcommands.
#pragma once
#include <string>

#include "../core/value.hpp"
#include "args.hpp"

namespace rt {
class Catalog;
// --option k=v (repeatable) -> an options object. v: true/false, an integer, or a string.
bool options_from_flags(const Args& a, Value& out, std::string& error);
// --lang, else $LANG (ru_*, uk_*), else English.
std::string language_from(const Args& a);
// "" when --lang is absent or names a language the catalog has texts for, else the keyed error.
std::string unknown_language(const Catalog& cat, const Args& a);
// Reads a saved game ("-": standard input); one keyed line and false when it cannot be read or is
// larger than a saved game can be (16 MiB).
bool read_file(const std::string& path, std::string& out, std::string& error);
}  // namespace rt
