// cmd_catalog.cpp: `roundtable catalog [--json] [--lang L]`: every game, role, module, card and
// option loaded, plus the shared helpers of the subcommands.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

#include "../bots/bot.hpp"
#include "../core/names.hpp"
#include "../core/problem.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "text.hpp"

namespace rt {

int fail(int code, const std::string& message) {
  std::fprintf(stderr, "roundtable: %s\n", message.c_str());
  return code;
}

bool options_from_flags(const Args& a, Value& out, std::string& error) {
  out = Value::object();
  for (const auto& kv : a.all("option")) {
    auto eq = kv.find('=');
    if (eq == std::string::npos || eq == 0) {
      error = keyed("--option expects NAME=VALUE, got '" + kv + "'", "ui.error.option_form", Value{{"text", kv}});
      return false;
    }
    std::string k = kv.substr(0, eq), v = kv.substr(eq + 1);
    long long n;
    if (v == "true" || v == "on" || v == "yes") out[k] = true;
    else if (v == "false" || v == "off" || v == "no") out[k] = false;
    else if (parse_int(v, -(1LL << 53), 1LL << 53, n)) out[k] = n;
    else out[k] = v;
  }
  return true;
}

std::string language_from(const Args& a) {
  if (auto l = a.get("lang")) return *l;
  for (const char* var : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    const char* v = std::getenv(var);
    if (!v || !*v) continue;
    std::string s = v;
    if (s.rfind("ru", 0) == 0) return "ru";
    if (s.rfind("uk", 0) == 0) return "uk";
    return "en";
  }
  return "en";
}

std::string unknown_language(const Catalog& cat, const Args& a) {
  const auto lang = a.get("lang");
  if (!lang) return "";
  std::string known;
  for (const std::string& l : cat.languages()) {
    if (l == *lang) return "";
    known += (known.empty() ? "" : ", ") + l;
  }
  return keyed("unknown language '" + printable(*lang) + "' for --lang (known: " + known + ")", "ui.args.unknown_language",
               Value{{"lang", printable(*lang)}, {"known", known}});
}

// Saved games are small (a 10-seat game with every module is under 100 KB): a file beyond this
// is refused before it is read whole (`run /dev/zero` must not read forever).
constexpr size_t kMaxFileBytes = size_t(16) << 20;

bool read_file(const std::string& path, std::string& out, std::string& error) {
  std::ifstream file;
  if (path != "-") {
    file.open(path, std::ios::binary);
    if (!file) {
      error = keyed(path + ": cannot read the file", "ui.error.cannot_read", Value{{"path", path}});
      return false;
    }
  }
  std::istream& in = path == "-" ? std::cin : file;
  out.clear();
  char chunk[1 << 16];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    out.append(chunk, size_t(in.gcount()));
    if (out.size() > kMaxFileBytes) {
      out.clear();
      error = keyed(path + ": the file is larger than " + std::to_string(kMaxFileBytes >> 20) + " MiB, too large for a saved game",
                    "ui.error.file_too_big", Value{{"path", path}, {"mib", kMaxFileBytes >> 20}});
      return false;
    }
  }
  if (in.bad()) {
    error = keyed(path + ": cannot read the file", "ui.error.cannot_read", Value{{"path", path}});
    return false;
  }
  return true;
}

int cmd_catalog(int argc, char** argv) {
  std::string err;
  auto a = parse_args(argc, argv, 2, {{"json", false}, {"lang", true}}, "catalog", err);
  if (!a) return fail(2, err);
  if (!a->positional.empty()) return fail(2, "catalog takes no arguments");
  const std::string lang = language_from(*a);
  Catalog cat;
  if (!load_catalog(cat)) return fail(1, "no game could be loaded");
  if (std::string bad = unknown_language(cat, *a); !bad.empty()) return fail(2, bad);
  Value v = cat.to_value(lang);
  // The bots each game can be played with (--bots, the setup screen): the host's, the game's, its mods'.
  for (auto& g : v["games"]) {
    g["bots"] = Value::array();
    const std::string id = g["id"].get<std::string>();
    for (const BotSource& b : bot_sources(cat, id)) {
      std::string name = b.name;
      for (const std::string& key : {id + ".bot." + b.name, "ui.bot." + b.name})
        if (cat.has_text(lang, key)) {
          name = cat.text(lang, key);
          break;
        }
      Value bot = {{"id", b.name}, {"name", name}, {"from", b.from}};
      if (!b.mod.empty()) bot["mod"] = b.mod;
      g["bots"].push_back(bot);
    }
  }
  if (a->has("json")) {
    std::printf("%s\n", v.dump(2).c_str());
    return 0;
  }
  // The text in the reader's language: the headings through ui.catalog.* (English as it was).
  for (auto& g : v["games"]) {
    std::printf("%s\n", cat.format(lang, "ui.catalog.game",
                                   Value{{"name", g["name"]}, {"id", g["id"]}, {"min", g["players"]["min"]}, {"max", g["players"]["max"]}},
                                   {})
                            .c_str());
    for (const char* section : {"sides", "roles", "modules", "cards", "options", "end_reasons", "bots"}) {
      if (g[section].empty()) continue;
      std::printf("  %s\n", cat.text(lang, std::string("ui.catalog.") + section).c_str());
      for (auto& x : g[section]) {
        std::printf("    %-24s %s\n", x["id"].get<std::string>().c_str(), x["name"].get<std::string>().c_str());
        if (x.contains("value_names"))  // a choice option's values, in words
          for (auto& v : x["value_names"])
            std::printf("      = %-20s %s\n", v["id"].get<std::string>().c_str(), v["name"].get<std::string>().c_str());
      }
    }
  }
  return 0;
}

}  // namespace rt
