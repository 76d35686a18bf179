// record.cpp: record and journal parsing with one-line errors, and the record's writers.
#include "record.hpp"

#include "json_depth.hpp"
#include "names.hpp"
#include "problem.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <sstream>

namespace rt {

namespace {

// "line:col" of a byte offset in text.
std::string where(const std::string& text, size_t offset) {
  size_t line = 1, col = 1;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') { ++line; col = 1; } else { ++col; }
  }
  return std::to_string(line) + ":" + std::to_string(col);
}

struct Bad {
  std::string msg;
};

// Nothing in a record nests deeper than a few levels (an answer's list of ids, a draw's list);
// deeper text is refused before it is parsed, converted or handed to the rules.
constexpr int kMaxDepth = 64;

const Value& field(const Value& obj, const char* key, const std::string& path) {
  auto it = obj.find(key);
  if (it == obj.end()) throw Bad{path + ": missing \"" + key + "\""};
  return *it;
}

Setup parse_setup(const Value& v, const std::string& path) {
  if (!v.is_object()) throw Bad{path + ": expected a JSON object"};
  Setup s;
  const Value& game = field(v, "game", path);
  if (!game.is_string() || game.get_ref<const std::string&>().empty()) throw Bad{path + ".game: expected a game id"};
  s.game = game.get<std::string>();
  if (auto it = v.find("options"); it != v.end()) {
    if (!it->is_object()) throw Bad{path + ".options: expected an object"};
    s.options = *it;
  }
  const Value& players = field(v, "players", path);
  if (!players.is_array() || players.empty()) throw Bad{path + ".players: expected a list of names"};
  for (size_t i = 0; i < players.size(); ++i) {
    if (!players[i].is_string() || !is_valid_name(players[i].get_ref<const std::string&>()))
      throw Bad{path + ".players[" + std::to_string(i) + "]: expected a name (UTF-8 text without control characters, 1 to " +
                std::to_string(kMaxNameLetters) + " letters)"};
    s.players.push_back(players[i].get<std::string>());
  }
  if (auto it = v.find("controllers"); it != v.end()) {
    if (!it->is_array() || it->size() != players.size())
      throw Bad{path + ".controllers: expected one of \"human\"/\"bot\" per player"};
    for (auto& c : *it) {
      if (!c.is_string() || (c != "human" && c != "bot"))
        throw Bad{path + ".controllers: expected \"human\" or \"bot\", got " + brief(c)};
      s.controllers.push_back(c.get<std::string>());
    }
  }
  if (auto it = v.find("bots"); it != v.end() && !it->is_null()) {
    if (!it->is_string()) throw Bad{path + ".bots: expected the bots as --bots takes them, e.g. \"2-5=heuristic\""};
    s.bots = it->get<std::string>();
  }
  // The language is the front end's, not the game's: one it cannot use (another type, a name
  // of control characters or of more than 32 bytes) is left out rather than refusing the game.
  if (auto it = v.find("lang"); it != v.end() && it->is_string()) {
    const std::string& l = it->get_ref<const std::string&>();
    if (!l.empty() && l.size() <= 32 && std::all_of(l.begin(), l.end(), [](char c) { return static_cast<unsigned char>(c) > ' '; }))
      s.lang = l;
  }
  if (auto it = v.find("mods"); it != v.end() && !it->is_null()) {
    bool ok = it->is_array();
    for (size_t i = 0; ok && i < it->size(); ++i) {
      const Value& m = (*it)[i];
      ok = m.is_object() && m.contains("id") && m["id"].is_string() && !m["id"].get_ref<const std::string&>().empty() &&
           (!m.contains("version") || m["version"].is_string());
    }
    if (!ok) throw Bad{path + ".mods: expected a list of {\"id\": \"...\", \"version\": \"...\"}"};
    s.mods = *it;
  }
  const Value& seed = field(v, "seed", path);
  if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<int64_t>() >= 0))
    throw Bad{path + ".seed: expected a non-negative integer"};
  s.seed = seed.get<uint64_t>();
  if (auto it = v.find("deal"); it != v.end() && !it->is_null()) {
    if (!it->is_array() || it->size() != players.size())
      throw Bad{path + ".deal: expected one role id per player (" + std::to_string(players.size()) + ")"};
    std::vector<std::string> deal;
    for (auto& r : *it) {
      if (!r.is_string()) throw Bad{path + ".deal: expected role ids, got " + brief(r)};
      deal.push_back(r.get<std::string>());
    }
    s.deal = std::move(deal);
  }
  if (auto it = v.find("first_leader"); it != v.end() && !it->is_null()) {
    if (!it->is_number_integer() || it->get<int64_t>() < 1 || it->get<int64_t>() > static_cast<int64_t>(players.size()))
      throw Bad{path + ".first_leader: expected a seat 1.." + std::to_string(players.size())};
    s.first_leader = it->get<int>() - 1;
  }
  if (auto it = v.find("draws"); it != v.end() && !it->is_null()) {
    if (std::string why = check_draws(*it, path + ".draws"); !why.empty()) throw Bad{why};
    s.draws = *it;
  }
  return s;
}

RecordedAnswer parse_answer(const Value& v, const std::string& path, size_t seats) {
  if (!v.is_object()) throw Bad{path + ": expected {\"seat\": N, \"answer\": ...}"};
  const Value& seat = field(v, "seat", path);
  if (!seat.is_number_integer() || seat.get<int64_t>() < 1 || seat.get<int64_t>() > static_cast<int64_t>(seats))
    throw Bad{path + ".seat: expected a seat 1.." + std::to_string(seats) + ", got " + brief(seat)};
  return RecordedAnswer{seat.get<int>() - 1, field(v, "answer", path)};
}

}  // namespace

std::string check_draws(const Value& draws, const std::string& path) {
  if (!draws.is_object()) return path + ": expected an object: draw name -> list of results";
  for (auto it = draws.begin(); it != draws.end(); ++it) {
    const std::string at = path + "." + it.key();
    if (it.key().empty()) return path + ": a draw name may not be empty";
    const Value& list = it.value();
    if (!list.is_array()) return at + ": expected a list of results (rolls as integers, shuffles as lists)";
    for (size_t i = 0; i < list.size(); ++i) {
      const Value& r = list[i];
      const std::string here = at + "[" + std::to_string(i + 1) + "]";
      if (r.is_number_integer()) continue;
      if (r.is_number_float()) {
        if (r.get<double>() >= 0 && r.get<double>() < 1) continue;
        return here + ": a fraction must lie in [0, 1), got " + brief(r);
      }
      if (!r.is_array()) return here + ": expected a roll (an integer) or an order (a list), got " + brief(r);
      for (auto& item : r)
        if (!item.is_string() && !item.is_number_integer())
          return here + ": an order lists ids (strings or integers), got " + brief(item);
    }
  }
  return "";
}

std::optional<Record> parse_record(const std::string& text, const std::string& source, std::string& error) {
  try {
    // A whole JSON object: a saved record.
    size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) throw Bad{"empty file"};
    if (const size_t deep = json_too_deep_at(text, kMaxDepth); deep != std::string::npos) {
      error = keyed(source + ": " + where(text, deep) + ": nests deeper than " + std::to_string(kMaxDepth) + " levels",
                    "ui.error.too_deep", Value{{"path", source}, {"depth", kMaxDepth}});
      return std::nullopt;
    }
    Value whole = Value::parse(text, nullptr, false);
    if (!whole.is_discarded() && whole.is_object() && whole.contains("decisions")) {
      Record r;
      r.setup = parse_setup(whole, "record");
      const Value& ds = whole["decisions"];
      if (!ds.is_array()) throw Bad{"record.decisions: expected a list"};
      for (size_t i = 0; i < ds.size(); ++i)
        r.decisions.push_back(parse_answer(ds[i], "decisions[" + std::to_string(i) + "]", r.setup.players.size()));
      return r;
    }
    if (!whole.is_discarded() && whole.is_object() && text.find('\n', first) != std::string::npos &&
        text.find_first_not_of(" \t\r\n", text.find('\n', first)) != std::string::npos &&
        whole.contains("game"))
      throw Bad{"record: missing \"decisions\""};
    // JSON Lines: a journal.
    std::istringstream in(text);
    std::string line;
    size_t lineno = 0, offset = 0;
    Record r;
    bool have_header = false;
    while (std::getline(in, line)) {
      ++lineno;
      size_t line_start = offset;
      offset += line.size() + 1;
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      Value v;
      try {
        v = Value::parse(line);
      } catch (const nlohmann::json::parse_error& e) {
        if (!have_header) {
          // Not a journal either: report the JSON syntax error of the whole file.
          try { (void)Value::parse(text); } catch (const nlohmann::json::parse_error& e2) {
            throw Bad{where(text, e2.byte ? e2.byte - 1 : 0) + ": malformed JSON (" +
                      std::string(std::strchr(e2.what(), ':') ? std::strchr(e2.what(), ':') + 2 : e2.what()) + ")"};
          }
        }
        throw Bad{where(text, line_start + (e.byte ? e.byte - 1 : 0)) + ": malformed or truncated journal line"};
      }
      if (!have_header) {
        if (v.is_object() && v.contains("decisions")) throw Bad{"1:1: unexpected text after the record"};
        r.setup = parse_setup(v, "line " + std::to_string(lineno));
        have_header = true;
      } else {
        r.decisions.push_back(parse_answer(v, "line " + std::to_string(lineno), r.setup.players.size()));
      }
    }
    if (!have_header) throw Bad{"no record header"};
    return r;
  } catch (const Bad& b) {
    error = keyed(source + ": " + b.msg, "ui.error.bad_record", Value{{"path", source}});
  } catch (const std::exception& e) {
    error = keyed(source + ": " + e.what(), "ui.error.bad_record", Value{{"path", source}});
  }
  return std::nullopt;
}

Value setup_to_value(const Setup& s) {
  Value v = Value::object();
  v["format"] = "roundtable-record";
  v["version"] = 1;
  v["game"] = s.game;
  v["options"] = s.options;
  v["players"] = s.players;
  if (!s.controllers.empty()) v["controllers"] = s.controllers;
  if (!s.bots.empty()) v["bots"] = s.bots;
  if (!s.lang.empty()) v["lang"] = s.lang;
  if (s.mods.is_array() && !s.mods.empty()) v["mods"] = s.mods;
  v["seed"] = s.seed;
  if (s.deal) v["deal"] = *s.deal;
  if (s.first_leader) v["first_leader"] = *s.first_leader + 1;
  if (s.draws.is_object() && !s.draws.empty()) v["draws"] = s.draws;
  return v;
}

Value answer_to_value(const RecordedAnswer& a) { return {{"seat", a.seat + 1}, {"answer", a.answer}}; }

Value record_to_value(const Record& r) {
  Value v = setup_to_value(r.setup);
  Value ds = Value::array();
  for (auto& a : r.decisions) ds.push_back(answer_to_value(a));
  v["decisions"] = std::move(ds);
  return v;
}

std::string record_to_text(const Record& r) {
  // One decision a line keeps records readable and diffs small.
  Value head = setup_to_value(r.setup);
  std::string out = "{\n";
  for (auto it = head.begin(); it != head.end(); ++it) out += "  " + Value(it.key()).dump() + ": " + it.value().dump() + ",\n";
  out += "  \"decisions\": [";
  for (size_t i = 0; i < r.decisions.size(); ++i)
    out += std::string(i ? ",\n" : "\n") + "    " + answer_to_value(r.decisions[i]).dump();
  out += r.decisions.empty() ? "]\n}\n" : "\n  ]\n}\n";
  return out;
}

}  // namespace rt
