// text_keys.cpp: gathering the translation keys a game says in play (text_keys.hpp). The
// placeholders are read as Catalog::format reads them (catalog_texts.cpp).
#include "text_keys.hpp"

namespace rt::check {

const std::vector<TextKeys::Placeholder>& TextKeys::translated(const std::string& key) {
  auto it = placeholders_.find(key);
  if (it != placeholders_.end()) return it->second;
  std::vector<Placeholder> found;
  const std::string& tpl = cat_.text("en", key);
  for (size_t open = tpl.find('{'); open != std::string::npos; open = tpl.find('{', open + 1)) {
    const size_t close = tpl.find('}', open);
    if (close == std::string::npos) break;
    const std::string spec = tpl.substr(open + 1, close - open - 1);
    const size_t colon = spec.find(':');
    if (colon == std::string::npos) continue;
    const std::string fmt = spec.substr(colon + 1);
    if (fmt != "t" && fmt.rfind("t:", 0) != 0) continue;
    Placeholder p;
    p.prefix = fmt == "t" ? "" : fmt.substr(2);
    const std::string name = spec.substr(0, colon);
    for (size_t from = 0;;) {
      const size_t dot = name.find('.', from);
      p.path.push_back(name.substr(from, dot == std::string::npos ? std::string::npos : dot - from));
      if (dot == std::string::npos) break;
      from = dot + 1;
    }
    found.push_back(std::move(p));
  }
  return placeholders_.emplace(key, std::move(found)).first->second;
}

// A value put in a {x:t} placeholder: a string is a key (after the prefix); a number is too when
// a prefix is given (Catalog::format says prefix + the number); a list says each item.
void TextKeys::add_value_keys(const Value& v, const std::string& prefix) {
  if (v.is_array()) {
    for (const Value& x : v) add_value_keys(x, prefix);
  } else if (v.is_string()) {
    keys_.insert(prefix + v.get<std::string>());
  } else if (!prefix.empty() && !v.is_null() && !v.is_object()) {
    keys_.insert(prefix + v.dump());
  }
}

void TextKeys::add(const std::string& key, const Value& args) {
  if (key.empty()) return;
  keys_.insert(key);
  if (!args.is_object()) return;
  for (const Placeholder& p : translated(key)) {
    const Value* at = &args;
    for (const std::string& part : p.path) {
      at = at->is_object() && at->contains(part) ? &(*at)[part] : nullptr;
      if (!at) break;
    }
    if (at) add_value_keys(*at, p.prefix);
  }
}

void TextKeys::add_decision(const Decision& d) {
  add(d.prompt, d.args.to_value());
  add(d.rule, d.rule_args.to_value());
}

void TextKeys::add_view(const Value& view) {
  if (view.contains("log") && view["log"].is_array())
    for (const Value& e : view["log"])
      if (e.is_object() && e.contains("key") && e["key"].is_string())
        add(e["key"].get<std::string>(), e.contains("args") ? e["args"] : Value::object());
  if (view.contains("knowledge") && view["knowledge"].is_array())
    for (const Value& f : view["knowledge"])
      if (f.is_object() && f.contains("key") && f["key"].is_string()) add(f["key"].get<std::string>(), f);
}

}  // namespace rt::check
