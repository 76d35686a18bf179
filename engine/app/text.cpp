// text.cpp: view -> text.
#include "text.hpp"

#include <algorithm>
#include <cstdio>

#include "../core/problem.hpp"
#include "../lua/layout_order.hpp"
#include "../lua/mod_dirs.hpp"
#include "args.hpp"
#include "common.hpp"

namespace rt {

bool is_default_name(const Catalog& cat, const std::string& name, int seat) {
  const std::string n = std::to_string(seat + 1);
  if (name.size() <= n.size() || name.compare(name.size() - n.size(), n.size(), n) != 0) return false;
  for (const std::string& lang : cat.languages())
    if (name == cat.format(lang, "ui.tv.default_name", Value{{"n", seat + 1}}, {})) return true;
  return false;
}

std::string shown_name(const Catalog& cat, const std::string& lang, const std::string& name, int seat) {
  return is_default_name(cat, name, seat) ? cat.format(lang, "ui.tv.default_name", Value{{"n", seat + 1}}, {}) : name;
}

TextContext::TextContext(const Catalog& c, std::string l, const Value& view) : catalog(c), lang(std::move(l)) {
  game = view.value("game", "");
  // A default name follows the reader's language: a record saved in English reads "Игрок 3" in
  // Russian.
  for (auto& p : view["players"]) names.push_back(shown_name(catalog, lang, p.value("name", "?"), static_cast<int>(names.size())));
}

std::string item_name(const Catalog& cat, const std::string& lang, const std::vector<NamedInfo>& items,
                      const std::string& id) {
  for (const NamedInfo& x : items)
    if (x.id == id && !x.name.empty()) return cat.text(lang, x.name);
  return id;
}

std::string final_counter_name(const Catalog& cat, const std::string& lang, const std::string& game,
                               const std::string& counter) {
  const std::string key = game + ".final." + counter;
  return cat.has_text(lang, key) || cat.has_text("en", key) ? cat.text(lang, key) : counter;
}

std::string final_value_name(const Catalog& cat, const std::string& lang, const std::string& game,
                             const std::string& counter, const std::string& value) {
  const std::string key = game + ".final." + counter + "." + value, any = game + ".final." + counter + ".value";
  if (cat.has_text(lang, key) || cat.has_text("en", key)) return cat.text(lang, key);
  if (cat.has_text(lang, any) || cat.has_text("en", any)) {
    long long n = 0;
    const bool whole = !value.empty() && parse_int(value, -1000000000, 1000000000, n);
    return cat.format(lang, any, Value{{"value", whole ? Value(n) : Value(value)}}, {});
  }
  return value;
}

std::string option_label(const TextContext& t, const std::string& option) {
  for (const std::string& key : {t.game + ".choice." + option, "common.choice." + option})
    if (t.catalog.has_text(t.lang, key) || t.catalog.has_text("en", key)) return t.tr(key);
  // "name@N": an option about seat N (a secret target offered per seat, docs/lua-api.md): the
  // text of <game>.choice.name formatted with {seat} = N, e.g. "Check {seat:seat}".
  const size_t at = option.rfind('@');
  const size_t digits = option.size() - at - 1;
  if (at != std::string::npos && at > 0 && digits >= 1 && digits <= 3 &&
      option.find_first_not_of("0123456789", at + 1) == std::string::npos) {
    const std::string name = option.substr(0, at);
    const Value args{{"seat", std::stoi(option.substr(at + 1))}};
    for (const std::string& key : {t.game + ".choice." + name, "common.choice." + name})
      if (t.catalog.has_text(t.lang, key) || t.catalog.has_text("en", key)) return t.format(key, args);
  }
  return option;
}

std::vector<std::string> log_lines(const TextContext& t, const Value& view, size_t from) {
  std::vector<std::string> out;
  const Value& log = view["log"];
  for (size_t i = from; i < log.size(); ++i) out.push_back(t.format(log[i]["key"], log[i]["args"]));
  return out;
}

std::vector<std::string> counter_lines(const TextContext& t, const Value& view) {
  std::vector<std::string> out;
  const Value& counters = view["counters"];
  if (!counters.is_object()) return out;
  // The layout's banners that are up (the table view's line above the tracks), then the counters
  // in the order the game's table layout names them, then the others by name.
  std::vector<std::string> order;
  if (const GameInfo* info = t.catalog.game(t.game)) {
    for (const std::string& key : banner_keys(info->table_layout, counters)) out.push_back(t.tr(key));
    order = layout_counter_order(info->table_layout);
  }
  for (auto it = counters.begin(); it != counters.end(); ++it)
    if (std::find(order.begin(), order.end(), it.key()) == order.end()) order.push_back(it.key());
  for (const std::string& id : order) {
    const std::string key = t.game + ".counter." + id;
    if (!counters.contains(id) || !t.catalog.has_text("en", key)) continue;  // internal counters have no text
    out.push_back(t.format(key, Value{{"value", counters[id]}}));
  }
  return out;
}

std::string entity_line(const TextContext& t, const Value& e, bool with_holder) {
  // A game may word its entities itself: "<game>.entity.<kind>" a sentence about one's own card,
  // "<game>.entity.<kind>.short" its name in a list (after its holder's name), both formatted
  // with the entity's properties.
  const std::string sentence = t.game + ".entity." + e.value("kind", "");
  const std::string key = with_holder ? sentence + ".short" : sentence;
  if (e.contains("props") && !e["props"].empty() && t.catalog.has_text("en", key)) {
    std::string line = t.format(key, e["props"]);
    if (with_holder && e.contains("owner") && e["owner"].is_number_integer()) {
      const int owner = e["owner"].get<int>();
      if (owner >= 1 && owner <= static_cast<int>(t.names.size())) line = t.names[owner - 1] + ": " + line;
    }
    return line;
  }
  std::string line = t.tr(t.game + ".kind." + e.value("kind", "")) + ":";
  if (with_holder && e.contains("owner") && e["owner"].is_number_integer()) {
    const int owner = e["owner"].get<int>();
    if (owner >= 1 && owner <= static_cast<int>(t.names.size())) line = t.names[owner - 1] + ", " + line;
  }
  if (!e.contains("props") || e["props"].empty()) return line + " ?";
  std::vector<std::string> said;  // a value two properties share is said once
  for (auto it = e["props"].begin(); it != e["props"].end(); ++it) {
    std::string value = it.value().is_string() ? it.value().get<std::string>() : it.value().dump();
    const std::string vkey = t.game + "." + it.key() + "." + value;
    if (t.catalog.has_text("en", vkey)) value = t.tr(vkey);
    if (std::find(said.begin(), said.end(), value) != said.end()) continue;
    said.push_back(value);
    line += " " + t.tr(t.game + ".prop." + it.key()) + " = " + value + ";";
  }
  line.pop_back();
  return line;
}

std::vector<std::string> private_lines(const TextContext& t, const Value& view) {
  std::vector<std::string> out;
  if (!view["seat"].is_number_integer()) return out;
  const int seat = view["seat"].get<int>();
  for (const auto& e : view["entities"]) {
    if (e.value("owner", 0) != seat || e["props"].empty()) continue;
    out.push_back("  " + entity_line(t, e));
  }
  if (!view["knowledge"].empty()) {
    out.push_back(t.tr("ui.you_know"));
    for (const auto& f : view["knowledge"]) out.push_back("  " + t.format(f.value("key", ""), f));
  }
  return out;
}

std::string prompt_line(const TextContext& t, const Value& request) {
  return t.format(request.value("prompt", ""), request["args"]);
}

std::string why_line(const TextContext& t, const Value& request) {
  const std::string key = request.value("prompt", "") + ".why";
  if (!t.catalog.has_text("en", key)) return "";
  return t.format(key, request["args"]);
}

std::string outcome_line(const TextContext& t, const Value& view) {
  const Value& o = view["outcome"];
  if (!o.is_object()) return "";
  return t.format("ui.winner", Value{{"winner", t.game + ".side." + o.value("winner", "")},
                                     {"reason", t.game + ".end." + o.value("reason", "")}});
}

std::string localized_args_error(int argc, char** argv, const std::string& english) {
  std::string lang;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--lang" && i + 1 < argc) lang = argv[i + 1];
    else if (a.rfind("--lang=", 0) == 0) lang = a.substr(7);
  }
  if (lang.empty()) lang = language_from(Args{});
  const ArgsProblem& p = last_args_problem();
  if (lang == "en" || p.key.empty()) return english;
  Catalog cat;
  cat.load(default_scripts_dir());
  if (!cat.has_text(lang, p.key)) return english;
  Value values = Value::object();
  for (auto& [k, v] : p.values) values[k] = v;
  return cat.format(lang, p.key, values, {});
}

std::string refusal_said(const Catalog& catalog, const std::string& lang, const Value& refusal,
                         const std::vector<std::string>& names) {
  if (!refusal.is_object()) return "";
  const std::string key = refusal.value("key", "");
  const Value args = refusal.contains("args") && refusal["args"].is_object() ? refusal["args"] : Value::object();
  if (key.empty() || !catalog.has_text(lang, key)) return refusal.value("text", key);
  std::string out = catalog.format(lang, key, args, names);
  const Value* rule = args.contains("rule") && args["rule"].is_object() ? &args["rule"] : nullptr;
  if (rule && rule->contains("key") && (*rule)["key"].is_string()) {
    const Value rule_args = rule->contains("args") ? (*rule)["args"] : Value::object();
    const std::string said = catalog.format(lang, (*rule)["key"].get<std::string>(), rule_args, names);
    out += " " + catalog.format(lang, "ui.refused_by_rule", Value{{"rule", said}}, names);
  } else if (args.contains("reason") && args["reason"].is_string() && !args["reason"].get<std::string>().empty()) {
    out += " (" + args["reason"].get<std::string>() + ")";  // the script's own words
  }
  return out;
}

std::string localize_error(const Catalog& catalog, const std::string& lang, const std::string& message) {
  if (lang == "en") return message;
  std::string out = message;
  // Newest first: an error that wraps another (the refused replay wraps the rules' refusal) is
  // said whole before its parts are looked for.
  for (const KeyedProblem& p : recent_problems()) {
    if (p.english.empty() || !catalog.has_text(lang, p.key)) continue;
    const size_t at = out.find(p.english);
    if (at == std::string::npos) continue;
    Value args = p.args;
    if (args.is_object() && args.contains("refusal")) {
      std::vector<std::string> names;
      if (args.contains("names"))
        for (auto& n : args["names"]) names.push_back(n.is_string() ? n.get<std::string>() : "?");
      args["why"] = refusal_said(catalog, lang, args["refusal"], names);
    }
    out.replace(at, p.english.size(), catalog.format(lang, p.key, args, {}));
  }
  return out;
}

bool load_catalog(Catalog& catalog) {
  auto problems = catalog.load(default_scripts_dir(), all_mod_dirs());
  for (auto& p : problems) std::fprintf(stderr, "roundtable: %s\n", p.c_str());
  return !catalog.games().empty();
}

std::string no_games_error(const Catalog& catalog, const std::string& lang) {
  const std::string english = keyed("no game could be loaded", "ui.error.no_games");
  return localize_error(catalog, lang, english);
}

std::string early_error(const std::string& lang, const std::string& english, const std::string& key, const Value& args) {
  keyed(english, key, args);
  if (lang == "en") return english;
  Catalog cat;
  cat.load(default_scripts_dir());
  return localize_error(cat, lang, english);
}

}  // namespace rt
