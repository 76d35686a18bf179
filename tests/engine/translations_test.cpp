// translations_test.cpp: no English in Russian or Ukrainian mode. Every translation file under
// scripts/ (and the example mods) is read as plain Lua; for every key, en, ru and uk all have it,
// and a ru/uk text is neither the English text again nor Latin-only (an allow-list keeps the
// names the editions print in Latin, e.g. the Russian box's "Resistance").
#include <gtest/gtest.h>

#include <lua.hpp>

#include <filesystem>
#include <map>
#include <set>
#include <string>

#include "test_support.hpp"

namespace rt {
namespace {

namespace fs = std::filesystem;
using Texts = std::map<std::string, std::map<std::string, std::string>>;  // lang -> key -> text

// Reads every <root>/**/i18n/<lang>[_part].lua into texts.
void read_translations(const fs::path& root, Texts& texts, std::vector<std::string>& problems) {
  for (auto& entry : fs::recursive_directory_iterator(root)) {
    const fs::path p = entry.path();
    if (p.extension() != ".lua" || p.parent_path().filename() != "i18n") continue;
    const std::string stem = p.stem().string();
    const std::string lang = stem.substr(0, stem.find('_'));
    lua_State* L = luaL_newstate();
    if (luaL_dofile(L, p.string().c_str()) != LUA_OK || !lua_istable(L, -1)) {
      problems.push_back(p.string() + ": does not load as a table");
      lua_close(L);
      continue;
    }
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      if (lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TSTRING) {
        const std::string key = lua_tostring(L, -2);
        if (texts[lang].count(key)) problems.push_back(p.string() + ": " + key + " is defined twice in " + lang);
        texts[lang][key] = lua_tostring(L, -1);
      }
      lua_pop(L, 1);
    }
    lua_close(L);
  }
}

// The text with its {placeholders}, command lines and key names taken out.
std::string words_of(const std::string& s) {
  std::string out;
  int depth = 0;
  for (char c : s) {
    if (c == '{') ++depth;
    else if (c == '}') depth = depth > 0 ? depth - 1 : 0;
    else if (depth == 0) out += c;
  }
  for (const std::string cut : {"roundtable play --tty --resume", "--accept-warnings", "Enter", "y"}) {
    for (size_t at; (at = out.find(cut)) != std::string::npos;) {
      const bool word_start = at == 0 || !std::isalpha(static_cast<unsigned char>(out[at - 1]));
      const size_t end = at + cut.size();
      const bool word_end = end >= out.size() || !std::isalpha(static_cast<unsigned char>(out[end]));
      if (!(word_start && word_end)) break;
      out.erase(at, cut.size());
    }
  }
  return out;
}

bool has_ascii_letter(const std::string& s) {
  for (unsigned char c : s)
    if (std::isalpha(c)) return true;
  return false;
}
bool has_non_ascii(const std::string& s) {
  for (unsigned char c : s)
    if (c >= 0x80) return true;
  return false;
}

// Texts a Russian or Ukrainian edition prints in Latin letters, or that are the same in every
// language (a number, a symbol).
const std::set<std::string> kSameInEveryLanguage = {
    "Resistance",  // the Russian box's title (seeds/003_*: "Resistance - дедуктивная психологическая игра")
};

Texts builtin_texts() {
  Texts texts;
  std::vector<std::string> problems;
  read_translations(test::scripts_dir(), texts, problems);
  EXPECT_TRUE(problems.empty()) << problems.front();
  return texts;
}

TEST(Translations, EveryKeyExistsInEnglishRussianAndUkrainian) {
  Texts texts = builtin_texts();
  ASSERT_GT(texts["en"].size(), 300u);
  for (const std::string lang : {"ru", "uk"}) {
    for (auto& [key, _] : texts["en"]) EXPECT_TRUE(texts[lang].count(key)) << lang << " lacks " << key;
    for (auto& [key, _] : texts[lang]) EXPECT_TRUE(texts["en"].count(key)) << "en lacks " << key << " (in " << lang << ")";
  }
}

TEST(Translations, NoEnglishLeftInRussianOrUkrainian) {
  Texts texts = builtin_texts();
  for (const std::string lang : {"ru", "uk"}) {
    for (auto& [key, value] : texts[lang]) {
      if (key == "language.name" || kSameInEveryLanguage.count(value)) continue;
      const std::string words = words_of(value);
      if (!has_ascii_letter(words)) continue;  // numbers, symbols, placeholders only
      EXPECT_TRUE(has_non_ascii(words)) << lang << " " << key << " is Latin-only: \"" << value << "\"";
      auto en = texts["en"].find(key);
      if (en != texts["en"].end()) { EXPECT_NE(value, en->second) << lang << " " << key << " is the English text"; }
    }
  }
}

// The audit itself can fail: an English text copied into ru is caught.
TEST(Translations, TheAuditCatchesEnglish) {
  EXPECT_TRUE(has_ascii_letter(words_of("Choose {size} players.")));
  EXPECT_FALSE(has_non_ascii(words_of("Choose {size} players.")));
  EXPECT_FALSE(has_ascii_letter(words_of("Введите y и Enter: {path}")));
  EXPECT_TRUE(has_non_ascii(words_of("Введите y и Enter: {path}")));
}

}  // namespace
}  // namespace rt
