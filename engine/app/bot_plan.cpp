// bot_plan.cpp: parsing --bots and finding the bot of each seat.
#include "bot_plan.hpp"

#include <sstream>

#include "../core/problem.hpp"
#include "args.hpp"

namespace rt {

namespace {
bool is_bot_word(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return s[0] >= 'a' && s[0] <= 'z';
}
bool is_seat_spec(const std::string& s) { return !s.empty() && ((s[0] >= '0' && s[0] <= '9') || s == "all" || s == "none"); }
}  // namespace

bool BotPlan::parse(const std::string& text, int n, std::string& error, bool for_play, const std::string& default_bot) {
  text_ = text;
  seat_bot_.assign(n, "");
  bot_seat_.assign(n, false);
  by_side_.clear();
  std::string t = text;
  for (char& c : t)
    if (c == ',') c = ' ';
  std::istringstream in(t);
  std::string tok;
  while (in >> tok) {
    const auto eq = tok.find('=');
    std::string who = eq == std::string::npos ? tok : tok.substr(0, eq);
    std::string name = eq == std::string::npos ? default_bot : tok.substr(eq + 1);
    if (eq == std::string::npos && !is_seat_spec(tok)) {  // a bare bot name: every seat
      who = for_play ? (n > 1 ? "2-" + std::to_string(n) : "none") : "all";
      name = tok;
    }
    if (!(name.empty() && eq == std::string::npos) && !is_bot_word(name)) {
      error = keyed("--bots: '" + name + "' is not a bot name (in '" + text + "')", "ui.error.bots_name",
                    Value{{"name", name}, {"text", text}});
      return false;
    }
    if (is_seat_spec(who)) {
      std::vector<bool> seats;
      if (!parse_bots(who, n, seats, error)) return false;
      for (int i = 0; i < n; ++i) {
        if (!seats[i]) continue;
        if (bot_seat_[i] && seat_bot_[i] != name) {  // "1-3=heuristic,3-5=random": which plays seat 3?
          error = keyed("--bots: seat " + std::to_string(i + 1) + " is given two bots (in '" + text + "')", "ui.error.bots_twice",
                        Value{{"seat", i + 1}, {"text", text}});
          return false;
        }
        seat_bot_[i] = name, bot_seat_[i] = true;
      }
    } else if (is_bot_word(who)) {
      by_side_.emplace_back(who, name);
    } else {
      error = keyed("--bots: expected SEATS, SEATS=BOT or SIDE=BOT, got '" + tok + "'", "ui.error.bots_form", Value{{"text", tok}});
      return false;
    }
  }
  return true;
}

std::string BotPlan::from_seats(const std::vector<std::string>& seat_bots) {
  std::string out;
  const int n = static_cast<int>(seat_bots.size());
  for (int i = 0; i < n;) {
    int j = i;
    while (j + 1 < n && seat_bots[j + 1] == seat_bots[i]) ++j;
    if (!seat_bots[i].empty()) {
      out += (out.empty() ? "" : ",") + std::to_string(i + 1);
      if (j > i) out += "-" + std::to_string(j + 1);
      out += "=" + seat_bots[i];
    }
    i = j + 1;
  }
  return out;
}

std::string BotPlan::explicit_text() const {
  std::string out = from_seats(seat_bot_);
  for (auto& [side, name] : by_side_) out += (out.empty() ? "" : ",") + side + "=" + name;
  return out;
}

bool BotPlan::check(Catalog& cat, const std::string& game, std::string& error) const {
  const GameInfo* info = cat.game(game);
  if (!info) return true;  // the game's own error comes later
  std::vector<std::string> names;
  for (auto& b : seat_bot_)
    if (!b.empty()) names.push_back(b);
  for (auto& [side, b] : by_side_) {
    bool known = false;
    std::string sides;
    for (auto& s : info->sides) {
      known |= s.id == side;
      sides += (sides.empty() ? "" : ", ") + s.id;
    }
    if (!known) {
      error = keyed("--bots: '" + side + "' is not a side of " + game + " (sides: " + sides + ")", "ui.error.bots_side",
                    Value{{"side", side}, {"sides", sides}});
      return false;
    }
    names.push_back(b);
  }
  for (auto& b : names)
    if (!make_bot(cat, game, b, 0, error)) {
      error = keyed("--bots: " + error, "ui.error.bots_bad_bot", Value{{"name", b}});
      return false;
    }
  return true;
}

bool BotPlan::is_bot(int seat) const { return bot_seat_[seat] || !by_side_.empty(); }

std::vector<std::string> seat_sides(const Session& s) {
  const int n = s.state().seat_count();
  std::vector<std::string> sides(n);
  const Value all = s.view(kOmniscient);
  for (auto& e : all["entities"]) {
    const int owner = e.value("owner", 0);
    if (owner < 1 || owner > n || !sides[owner - 1].empty()) continue;
    auto p = e["props"].find("side");
    if (p != e["props"].end() && p->is_string()) sides[owner - 1] = p->get<std::string>();
  }
  return sides;
}

std::vector<std::string> BotPlan::seats_of(const Session& s) const {
  std::vector<std::string> out = seat_bot_;
  // (The seat count from the setup: state() would run the game's publish hook, which a run of
  // random bots otherwise never needs before the end.)
  out.resize(s.record().setup.players.size());
  if (by_side_.empty()) return out;
  const auto sides = seat_sides(s);
  for (auto& [side, name] : by_side_)
    for (size_t i = 0; i < out.size(); ++i)
      if (sides[i] == side) out[i] = name;
  return out;
}

std::vector<std::string> session_bots(Catalog& cat, const Session& s, std::vector<std::string>* problems) {
  const Setup& setup = s.record().setup;
  const int n = s.state().seat_count();
  std::vector<std::string> out(n);
  BotPlan plan;
  std::string error;
  if (!setup.bots.empty() && !(plan.parse(setup.bots, n, error) && plan.check(cat, setup.game, error))) {
    if (problems) problems->push_back(error + "; the random bot plays instead");
    plan = BotPlan();
  }
  std::vector<std::string> named = setup.bots.empty() || error.size() ? std::vector<std::string>(n) : plan.seats_of(s);
  for (int i = 0; i < n; ++i) {
    const bool bot = i < static_cast<int>(setup.controllers.size()) && setup.controllers[i] == "bot";
    if (bot) out[i] = named[i].empty() ? "random" : named[i];
  }
  return out;
}

Bot* BotTable::get(const std::string& name, std::string& error) {
  auto it = bots_.find(name);
  if (it != bots_.end()) return it->second.get();
  auto bot = make_bot(cat_, game_, name, seed_, error);
  if (!bot) return nullptr;
  bot->want_reasons(reasons_);
  return (bots_[name] = std::move(bot)).get();
}

void BotTable::want_reasons(bool wanted) {
  reasons_ = wanted;
  for (auto& [name, bot] : bots_) bot->want_reasons(wanted);
}

void BotTable::start_game(uint64_t seed) { bots_["random"] = make_bot("random", seed); }

std::vector<std::string> BotTable::take_problems() {
  std::vector<std::string> out;
  for (auto& [name, bot] : bots_)
    for (auto& p : bot->take_problems()) out.push_back(std::move(p));
  return out;
}

}  // namespace rt
