// catalog_texts.cpp: the catalog's translations: loading the i18n scripts, looking a key up
// (falling back to English), and filling a template's placeholders (plural forms included).
#include "catalog.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "frozen.hpp"
#include "lua_value.hpp"

namespace rt {

namespace fs = std::filesystem;

// Loads translation scripts (names relative to a root; `mod` >= 0: a mod's folder) into texts_.
void Catalog::load_texts(const std::vector<std::string>& names, int mod, const std::string& prefix,
                         std::vector<std::string>& problems) {
  lua_State* L = vm_->L();
  for (auto& name : names) {
    std::string stem = name.substr(name.rfind('/') + 1), err;
    std::string lang = stem.substr(0, stem.find('_'));
    vm_->reset_budget();
    if (!vm_->use(name, err, mod)) {
      problems.push_back(err);
      continue;
    }
    if (lua_istable(L, -1)) {
      see_contents(L, -1);  // a frozen table of translations: its contents
      lua_pushnil(L);
      while (lua_next(L, -2)) {
        if (lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TSTRING)
          texts_[lang][lua_tostring(L, -2)] = lua_tostring(L, -1);
        lua_pop(L, 1);
      }
    } else {
      problems.push_back(prefix + name + ".lua: must return a table of translations");
    }
    lua_pop(L, 1);
  }
}

std::vector<std::string> text_scripts(const std::string& root_dir) {
  const fs::path root(root_dir);
  std::error_code ec;
  std::vector<std::string> names;
  auto collect = [&](const fs::path& dir, const std::string& prefix) {
    std::vector<std::string> found;
    for (auto& e : fs::directory_iterator(dir, ec))
      if (e.path().extension() == ".lua") found.push_back(prefix + e.path().stem().string());
    std::sort(found.begin(), found.end());
    names.insert(names.end(), found.begin(), found.end());
  };
  collect(root / "i18n", "i18n/");
  std::vector<std::string> dirs;
  for (auto& e : fs::directory_iterator(root, ec))
    if (e.is_directory() && fs::is_directory(e.path() / "i18n")) dirs.push_back(e.path().filename().string());
  std::sort(dirs.begin(), dirs.end());
  for (auto& d : dirs)
    if (d != "i18n") collect(root / d / "i18n", d + "/i18n/");
  return names;
}


bool Catalog::has_text(const std::string& lang, const std::string& key) const {
  auto l = texts_.find(lang);
  return l != texts_.end() && l->second.count(key);
}

const std::string& Catalog::text(const std::string& lang, const std::string& key) const {
  for (const std::string& l : {lang, std::string("en")}) {
    auto it = texts_.find(l);
    if (it == texts_.end()) continue;
    auto k = it->second.find(key);
    if (k != it->second.end()) return k->second;
  }
  return key;
}

Value Catalog::texts(const std::string& lang, const std::vector<std::string>& prefixes) const {
  Value out = Value::object();
  for (const std::string& l : {std::string("en"), lang}) {  // English first, the language over it
    auto it = texts_.find(l);
    if (it == texts_.end()) continue;
    for (auto& [key, tpl] : it->second) {
      bool wanted = prefixes.empty();
      for (size_t i = 0; i < prefixes.size() && !wanted; ++i) wanted = key.rfind(prefixes[i], 0) == 0;
      if (wanted) out[key] = tpl;
    }
  }
  return out;
}

std::vector<std::string> Catalog::languages() const {
  std::vector<std::string> out;
  for (auto& [l, _] : texts_) out.push_back(l);
  return out;
}

namespace {
// The form of a noun after the number n, from "one|other" (English and the default) or, in Russian
// and Ukrainian, "one|few|many" (1, 21 карта; 2-4, 22 карты; 5-20, 25 карт). A missing form is the
// last one given.
std::string plural_form(const std::string& lang, long long n, const std::string& forms_text) {
  std::vector<std::string> forms;
  size_t start = 0;
  for (size_t bar; (bar = forms_text.find('|', start)) != std::string::npos; start = bar + 1)
    forms.push_back(forms_text.substr(start, bar - start));
  forms.push_back(forms_text.substr(start));
  const long long a = n < 0 ? -n : n;
  size_t which;
  if (lang == "ru" || lang == "uk")
    which = a % 10 == 1 && a % 100 != 11 ? 0 : a % 10 >= 2 && a % 10 <= 4 && (a % 100 < 12 || a % 100 > 14) ? 1 : 2;
  else
    which = a == 1 ? 0 : 1;
  return forms[std::min(which, forms.size() - 1)];
}
}  // namespace

std::string Catalog::decimal(const std::string& lang, double x, int digits, bool sign) const {
  const char* form = sign ? "%+.*f" : "%.*f";
  const int places = std::clamp(digits, 0, 12);
  // Halves away from zero (printf would take the even neighbour), and no "-0": the phone page
  // (assets/phone/phone.js) rounds the same way, with the same operations.
  const double scale = std::pow(10.0, places);
  if (std::fabs(x) < 4503599627370496.0) x = std::round(std::fabs(x) * scale) / scale * (x < 0 ? -1 : 1);
  if (x == 0) x = 0;
  std::string out(static_cast<size_t>(std::max(0, std::snprintf(nullptr, 0, form, places, x))), '\0');
  std::snprintf(out.data(), out.size() + 1, form, places, x);  // (1e308 takes 309 digits)
  if (const size_t point = out.find('.'); point != std::string::npos && has_text(lang, "ui.decimal_sign"))
    out.replace(point, 1, text(lang, "ui.decimal_sign"));
  return out;
}

std::string Catalog::format(const std::string& lang, const std::string& key, const Value& args,
                            const std::vector<std::string>& names) const {
  const std::string& tpl = text(lang, key);
  std::string out;
  out.reserve(tpl.size() + 16);
  auto seat_name = [&](const Value& v) -> std::string {
    if (v.is_number_integer()) {
      long long s = v.get<long long>();
      if (s >= 1 && s <= static_cast<long long>(names.size())) return names[s - 1];
    }
    return v.is_string() ? v.get<std::string>() : v.dump();
  };
  auto plain = [&](const Value& v, bool translate) -> std::string {
    if (v.is_string()) return translate ? text(lang, v.get<std::string>()) : v.get<std::string>();
    return v.dump();
  };
  for (size_t i = 0; i < tpl.size(); ++i) {
    if (tpl[i] != '{') {
      out += tpl[i];
      continue;
    }
    size_t close = tpl.find('}', i);
    if (close == std::string::npos) {
      out += tpl.substr(i);
      break;
    }
    std::string spec = tpl.substr(i + 1, close - i - 1), name = spec, fmt;
    if (auto colon = spec.find(':'); colon != std::string::npos) {
      name = spec.substr(0, colon);
      fmt = spec.substr(colon + 1);
    }
    // {a.b.c}: the entry b, then c, of the object argument a ("-" where there is no such entry).
    const size_t dot = name.find('.');
    const std::string root = dot == std::string::npos ? name : name.substr(0, dot);
    if (!args.is_object() || !args.contains(root)) {
      out += "{" + spec + "}";
      i = close;
      continue;
    }
    const Value* at = &args[root];
    for (size_t from = dot; at && from != std::string::npos;) {
      const size_t next = name.find('.', from + 1);
      const std::string part = name.substr(from + 1, next == std::string::npos ? std::string::npos : next - from - 1);
      at = at->is_object() && at->contains(part) ? &(*at)[part] : nullptr;
      from = next;
    }
    if (!at) {
      out += "-";
      i = close;
      continue;
    }
    const Value& v = *at;
    if (fmt.rfind("plural:", 0) == 0) {  // {n:plural:card|cards}: the form the number takes
      out += plural_form(lang, v.is_number() ? v.get<long long>() : 0, fmt.substr(7));
      i = close;
      continue;
    }
    // {x:fixed:1}: the number with 1 decimal, "2.5" / "2,5" (anything else: as {x} shows it).
    if (fmt.size() == 7 && fmt.rfind("fixed:", 0) == 0 && fmt[6] >= '0' && fmt[6] <= '9' && v.is_number()) {
      out += decimal(lang, v.get<double>(), fmt[6] - '0');
      i = close;
      continue;
    }
    const bool seats = fmt == "seat" || fmt == "seats";
    const bool translate = fmt == "t" || fmt.rfind("t:", 0) == 0;
    const std::string prefix = fmt.rfind("t:", 0) == 0 ? fmt.substr(2) : "";
    auto single = [&](const Value& x) {
      if (seats) return seat_name(x);
      if (translate && !prefix.empty()) return text(lang, prefix + (x.is_string() ? x.get<std::string>() : x.dump()));
      return plain(x, translate);
    };
    // An item that is itself a list (e.g. what each seat holds): its items joined with " + ".
    auto one = [&](const Value& x) {
      if (!x.is_array()) return single(x);
      std::string joined;
      for (size_t k = 0; k < x.size(); ++k) joined += (k ? " + " : "") + single(x[k]);
      return x.empty() ? std::string("-") : joined;
    };
    std::string piece;
    if (v.is_array()) {
      for (size_t k = 0; k < v.size(); ++k) {
        if (k) piece += ", ";
        piece += one(v[k]);
      }
      if (v.empty()) piece = "-";
    } else {
      piece = one(v);
    }
    out += piece;
    i = close;
  }
  return out;
}

}  // namespace rt
