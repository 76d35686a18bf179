// simulation.cpp: the lab's runner (simulation.hpp). Workers take game indexes from one counter,
// play each game in their own catalog, and add its outcome to a shared tally; sums do not depend
// on the order, so the totals are the same for any thread count.
#include "simulation.hpp"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <mutex>
#include <thread>

#include "../app/bot_plan.hpp"
#include "../app/setup_verdict.hpp"
#include "../bots/bot.hpp"
#include "../bots/driver.hpp"
#include "../lua/catalog.hpp"
#include "../lua/mod_dirs.hpp"
#include "../lua/session.hpp"

namespace rt::lab {

namespace {

uint64_t mix(uint64_t z) {  // splitmix64's finaliser
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

constexpr size_t kProblemSamples = 5;

// One game's outcome, as the tally needs it.
struct GameOutcome {
  std::string winner, reason;
  std::vector<std::string> roles;  // per seat: the `role` property of its first card that has one
  std::vector<bool> won;           // per seat
  std::vector<std::string> problems;
  std::vector<std::pair<std::string, std::string>> finals;  // (counter, its value at the end), final_counters
  uint64_t digest = 0;  // of the answers in order and the outcome
};

std::string hex_digest(uint64_t d) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(d));
  return buf;
}

// FNV-1a over a value's structure (answers are small: strings, integers, lists of them).
uint64_t hash_bytes(uint64_t h, std::string_view s) {
  for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ULL;
  return (h ^ 0xff) * 0x100000001b3ULL;
}
uint64_t hash_value(uint64_t h, const Value& v) {
  if (v.is_string()) return hash_bytes(h ^ 1, v.get_ref<const std::string&>());
  if (v.is_array() || v.is_object()) {
    h = (h ^ (v.is_array() ? 2 : 3) ^ (v.size() << 8)) * 0x100000001b3ULL;
    if (v.is_object())
      for (auto it = v.begin(); it != v.end(); ++it) h = hash_value(hash_bytes(h, it.key()), it.value());
    else
      for (const auto& x : v) h = hash_value(h, x);
    return h;
  }
  if (v.is_number_integer()) {  // the text dump() gives (decimal digits), without building a string
    char digits[24];
    const auto end = v.is_number_unsigned() ? std::to_chars(digits, digits + sizeof digits, v.get<uint64_t>()).ptr
                                            : std::to_chars(digits, digits + sizeof digits, v.get<int64_t>()).ptr;
    return hash_bytes(h ^ 4, std::string_view(digits, static_cast<size_t>(end - digits)));
  }
  return hash_bytes(h ^ 4, v.dump());  // other numbers, booleans, null
}

// Per seat: the string property `key` of the first entity it owns that has one, else "".
std::vector<std::string> seat_property(const GameState& st, const std::string& key) {
  const int n = st.seat_count();
  std::vector<std::string> out(n);
  for (auto& e : st.entities) {
    if (e.owner < 0 || e.owner >= n || !out[e.owner].empty()) continue;
    if (const Property* p = e.prop(key)) {
      const Value v = p->value.to_value();
      if (v.is_string()) out[e.owner] = v.get<std::string>();
    }
  }
  return out;
}

// Which seats won: the counter the game's table_layout names `winners` (1-based seats), else
// every seat whose side (as the game ends) is the winner.
std::vector<bool> winning_seats(const Session& s) {
  const GameState& st = s.state();
  std::vector<bool> won(st.seat_count(), false);
  const Value& layout = s.game().table_layout;
  if (auto w = layout.find("winners"); w != layout.end() && w->is_string()) {
    for (auto& c : st.counters)
      if (c.id == w->get<std::string>()) {
        const Value v = c.value.to_value();
        if (v.is_array())
          for (auto& seat : v)
            if (seat.is_number_integer() && seat.get<int>() >= 1 && seat.get<int>() <= st.seat_count())
              won[seat.get<int>() - 1] = true;
        return won;
      }
  }
  const auto sides = seat_property(st, "side");
  for (size_t i = 0; i < won.size(); ++i) won[i] = !sides[i].empty() && sides[i] == s.outcome().winner;
  return won;
}

// A counter's value as a category: a string as it is, anything else as its JSON ("" if unset).
std::string category(const Value& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_null()) return "";
  return v.dump();
}

// The counters the game's table_layout lists under `final_counters`, with their values as the
// game ends: the lab counts the games ending with each value (e.g. how a hidden role was found).
std::vector<std::pair<std::string, std::string>> final_counters(const Session& s) {
  std::vector<std::pair<std::string, std::string>> out;
  const Value& layout = s.game().table_layout;
  auto f = layout.find("final_counters");
  if (f == layout.end() || !f->is_array()) return out;
  for (auto& id : *f) {
    if (!id.is_string()) continue;
    std::string value;
    for (auto& c : s.state().counters)
      if (c.id == id.get<std::string>()) value = category(c.value.to_value());
    out.emplace_back(id.get<std::string>(), value.empty() ? "unset" : value);
  }
  return out;
}

// Plays one game to its end: every seat answered by the bot the plan names (the random bot for
// the seats it does not name). False and `error` if the game cannot be played.
bool play_game(Catalog& cat, const Setup& setup, const BotPlan& plan, BotTable& bots, GameOutcome& out,
               std::string& error) {
  auto s = Session::start(cat, setup, error);
  if (!s) return false;
  bots.start_game(mix(setup.seed ^ 0x5eedULL));
  std::vector<std::string> seat_bots = plan.seats_of(*s);
  for (auto& b : seat_bots)
    if (b.empty()) b = "random";
  // The one driver (bots/driver.hpp): a refused bot answer is replaced by the random bot's and
  // reported, never the end of the run.
  Driver driver(*s);
  std::vector<BotController> controllers;
  controllers.reserve(seat_bots.size());
  for (size_t i = 0; i < seat_bots.size(); ++i) {
    Bot* bot = bots.get(seat_bots[i], error);
    if (!bot) return false;
    controllers.emplace_back(*bot, seat_bots[i]);
  }
  for (size_t i = 0; i < controllers.size(); ++i) driver.set(static_cast<int>(i), &controllers[i]);
  const Driver::Step end = driver.run();
  for (auto& r : driver.take_reports()) out.problems.push_back(std::move(r.text));
  if (end.status != Driver::Status::Over) {
    error = "the bots cannot go on: " + end.refusal.text;
    return false;
  }
  out.winner = s->outcome().winner;
  out.reason = s->outcome().reason;
  out.roles = seat_property(s->state(), "role");
  out.won = winning_seats(*s);
  out.finals = final_counters(*s);
  uint64_t h = 0xcbf29ce484222325ULL;
  for (const auto& d : s->record().decisions) h = hash_value((h ^ static_cast<uint64_t>(d.seat)) * 0x100000001b3ULL, d.answer);
  out.digest = hash_bytes(hash_bytes(h, out.winner), out.reason);
  return true;
}

struct RoleTally {
  long long holders = 0, wins = 0, games = 0;  // games: those the role was dealt in
};

struct Tally {
  long long games = 0;
  std::map<std::string, long long> wins, reasons;
  std::map<std::string, RoleTally> roles;
  std::vector<std::string> final_ids;  // in the order first met
  std::map<std::string, std::map<std::string, long long>> finals;
  long long problems = 0;
  uint64_t digest = 0;
  std::vector<std::pair<long long, std::string>> samples;  // (game index, line), the smallest indexes

  void add(long long index, const GameOutcome& g) {
    ++games;
    digest += mix(g.digest ^ mix(static_cast<uint64_t>(index)));
    ++wins[g.winner];
    ++reasons[g.reason];
    for (size_t i = 0; i < g.roles.size(); ++i) {
      if (g.roles[i].empty()) continue;
      auto& r = roles[g.roles[i]];
      ++r.holders;
      r.wins += g.won[i] ? 1 : 0;
      if (std::find(g.roles.begin(), g.roles.begin() + static_cast<long>(i), g.roles[i]) == g.roles.begin() + static_cast<long>(i))
        ++r.games;  // (its first holder in this game)
    }
    for (auto& [id, value] : g.finals) {
      if (!finals.count(id)) final_ids.push_back(id);
      ++finals[id][value];
    }
    for (auto& p : g.problems) {
      ++problems;
      samples.emplace_back(index, p);
    }
    if (!g.problems.empty()) {
      std::stable_sort(samples.begin(), samples.end(), [](auto& a, auto& b) { return a.first < b.first; });
      if (samples.size() > kProblemSamples) samples.resize(kProblemSamples);
    }
  }
};

}  // namespace

Rate wilson(std::string id, long long count, long long total) { return wilson(std::move(id), count, total, total); }

Rate wilson(std::string id, long long count, long long total, long long trials) {
  Rate r;
  r.id = std::move(id);
  r.count = count;
  r.total = total;
  if (total <= 0 || trials <= 0) return r;
  const double n = static_cast<double>(trials), z = 1.96, p = static_cast<double>(count) / static_cast<double>(total);
  const double d = 1 + z * z / n, c = (p + z * z / (2 * n)) / d;
  const double h = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d;
  r.rate = p;
  r.low = std::max(0.0, c - h);
  r.high = std::min(1.0, c + h);
  return r;
}

uint64_t game_seed(uint64_t seed, long long index) { return mix(mix(seed) ^ static_cast<uint64_t>(index)); }

const Rate* SimResult::win(const std::string& side) const {
  for (auto& r : wins)
    if (r.id == side) return &r;
  return nullptr;
}

Value SimResult::to_json() const {
  Value w = Value::object(), rates = Value::object(), rs = Value::object(), rr = Value::object(),
        ro = Value::object();
  for (auto& r : wins) {
    w[r.id] = r.count;
    rates[r.id] = {{"rate", r.rate}, {"low", r.low}, {"high", r.high}};
  }
  for (auto& r : reasons) {
    rs[r.id] = r.count;
    rr[r.id] = {{"rate", r.rate}, {"low", r.low}, {"high", r.high}};
  }
  for (auto& r : roles)
    ro[r.id] = {{"holders", r.total}, {"wins", r.count}, {"rate", r.rate}, {"low", r.low}, {"high", r.high}};
  Value out = {{"game", game},
               {"players", players},
               {"games", games_played},
               {"seed", seed},
               {"bots", bots},
               {"options", options},
               {"threads", threads},
               {"wins", w},
               {"rates", rates},
               {"reasons", rs},
               {"reason_rates", rr},
               {"roles", ro},
               {"bot_problems", bot_problems},
               {"seconds", seconds},
               {"games_per_s", games_per_s},
               {"digest", hex_digest(digest)}};
  if (!finals.empty()) {
    Value fc = Value::object(), fr = Value::object();
    for (auto& f : finals) {
      Value c = Value::object(), rt = Value::object();
      for (auto& r : f.values) {
        c[r.id] = r.count;
        rt[r.id] = {{"rate", r.rate}, {"low", r.low}, {"high", r.high}};
      }
      fc[f.counter] = c;
      fr[f.counter] = rt;
    }
    out["final_counters"] = fc;
    out["final_counter_rates"] = fr;
  }
  if (cancelled) out["cancelled"] = true;
  if (games_played != games_requested) out["games_requested"] = games_requested;
  if (!error.empty()) out["error"] = error;
  return out;
}

// ---- the run ----

struct Simulation::Impl {
  SimSetup setup;
  RunSettings run;
  int threads = 1;
  std::string scripts_dir;
  std::vector<std::string> mod_dirs;
  std::vector<std::string> side_ids, reason_ids, role_ids;  // the game's declared order
  Value options_used = Value::object();
  std::vector<std::string> warnings;

  std::atomic<long long> next{0}, done{0};
  std::atomic<int> running{0};
  std::atomic<bool> stop{false}, cancelled{false};
  std::chrono::steady_clock::time_point t0;
  std::atomic<double> seconds{0};

  mutable std::mutex m;
  Tally tally;
  long long error_index = -1;
  std::string error;
  std::vector<std::thread> workers;

  void fail(long long index, const std::string& why) {
    std::lock_guard lock(m);
    if (error_index < 0 || index < error_index) {
      error_index = index;
      error = why;
    }
    stop = true;
  }

  void work() {
    Catalog cat;
    cat.load(scripts_dir, mod_dirs);
    BotPlan plan;
    std::string err;
    if (!plan.parse(setup.bots, setup.players, err) || !cat.game(setup.game)) {
      fail(0, err.empty() ? "unknown game '" + setup.game + "'" : err);
    } else {
      BotTable bots(cat, setup.game, 0);
      bots.want_reasons(false);  // nobody reads a bot's reasons here: the bots may skip them
      Setup s;
      s.game = setup.game;
      s.options = setup.options;
      for (int i = 1; i <= setup.players; ++i) s.players.push_back("P" + std::to_string(i));
      while (!stop) {
        const long long i = next++;
        if (i >= run.games) break;
        s.seed = game_seed(run.seed, i);
        GameOutcome g;
        if (!play_game(cat, s, plan, bots, g, err)) {
          fail(i, "game " + std::to_string(i + 1) + " (seed " + std::to_string(s.seed) + "): " + err);
          break;
        }
        {
          std::lock_guard lock(m);
          tally.add(i, g);
        }
        ++done;
      }
    }
    if (--running == 0)
      seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  }

  SimResult result() const {
    SimResult r;
    r.game = setup.game;
    r.bots = setup.bots;
    r.players = setup.players;
    r.options = options_used;
    r.seed = run.seed;
    r.games_requested = run.games;
    r.threads = threads;
    r.cancelled = cancelled;
    r.warnings = warnings;
    std::lock_guard lock(m);
    r.error = error;
    r.games_played = tally.games;
    r.bot_problems = tally.problems;
    r.digest = tally.digest;
    for (auto& [i, line] : tally.samples) r.problem_samples.push_back("game " + std::to_string(i + 1) + ": " + line);
    const auto count = [](const std::map<std::string, long long>& m, const std::string& id) {
      auto it = m.find(id);
      return it == m.end() ? 0LL : it->second;
    };
    for (auto& id : side_ids) r.wins.push_back(wilson(id, count(tally.wins, id), tally.games));
    for (auto& [id, k] : tally.wins)  // a winner the game did not declare
      if (std::find(side_ids.begin(), side_ids.end(), id) == side_ids.end()) r.wins.push_back(wilson(id, k, tally.games));
    for (auto& id : reason_ids) r.reasons.push_back(wilson(id, count(tally.reasons, id), tally.games));
    for (auto& [id, k] : tally.reasons)
      if (std::find(reason_ids.begin(), reason_ids.end(), id) == reason_ids.end())
        r.reasons.push_back(wilson(id, k, tally.games));
    std::vector<std::string> roles = role_ids;
    for (auto& [id, t] : tally.roles)
      if (std::find(roles.begin(), roles.end(), id) == roles.end()) roles.push_back(id);
    for (auto& id : roles)
      if (auto it = tally.roles.find(id); it != tally.roles.end())
        r.roles.push_back(wilson(id, it->second.wins, it->second.holders, it->second.games));
    for (auto& id : tally.final_ids) {
      SimResult::Breakdown b;
      b.counter = id;
      for (auto& [value, k] : tally.finals.at(id)) b.values.push_back(wilson(value, k, tally.games));
      r.finals.push_back(std::move(b));
    }
    const bool over = running == 0;
    r.seconds = over ? seconds.load() : std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    r.games_per_s = r.seconds > 0 ? static_cast<double>(r.games_played) / r.seconds : 0;
    return r;
  }
};

Simulation::Simulation(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

Simulation::~Simulation() {
  impl_->stop = true;
  for (auto& t : impl_->workers)
    if (t.joinable()) t.join();
}

std::unique_ptr<Simulation> Simulation::start(const SimSetup& setup, const RunSettings& run, std::string& error) {
  auto im = std::make_unique<Impl>();
  im->setup = setup;
  im->run = run;
  if (run.games < 1) {
    error = "the number of games must be at least 1";
    return nullptr;
  }
  im->scripts_dir = setup.scripts_dir.empty() ? default_scripts_dir() : setup.scripts_dir;
  // The mods every command sees: mods/, the user's folder, --mods (mod_dirs.hpp).
  im->mod_dirs = setup.mod_dirs ? *setup.mod_dirs : all_mod_dirs();
  Catalog cat;
  cat.load(im->scripts_dir, im->mod_dirs);
  const GameInfo* info = cat.game(setup.game);
  if (!info) {
    error = "unknown game '" + setup.game + "'";
    return nullptr;
  }
  BotPlan plan;
  if (!plan.parse(setup.bots, setup.players, error) || !plan.check(cat, setup.game, error)) return nullptr;
  Setup s;
  s.game = setup.game;
  s.options = setup.options;
  for (int i = 1; i <= setup.players; ++i) s.players.push_back("P" + std::to_string(i));
  const SetupVerdict verdict = judge_setup(cat, s, setup.lang);
  if (!verdict.errors.empty()) {
    error = verdict.errors;
    return nullptr;
  }
  im->warnings = verdict.warnings;
  s.seed = game_seed(run.seed, 0);
  auto first = Session::start(cat, s, error);  // the setup's own errors (player count, options)
  if (!first) return nullptr;
  im->options_used = first->record().setup.options;
  for (auto& x : info->sides) im->side_ids.push_back(x.id);
  for (auto& x : info->end_reasons) im->reason_ids.push_back(x.id);
  for (auto& x : info->roles) im->role_ids.push_back(x.id);

  const long long cores = std::max(1u, std::thread::hardware_concurrency());
  im->threads = static_cast<int>(std::clamp<long long>(run.threads > 0 ? run.threads : cores, 1, run.games));
  im->t0 = std::chrono::steady_clock::now();
  im->running = im->threads;
  Impl* raw = im.get();
  for (int t = 0; t < im->threads; ++t) im->workers.emplace_back([raw] { raw->work(); });
  return std::unique_ptr<Simulation>(new Simulation(std::move(im)));
}

Progress Simulation::progress() const { return {impl_->done.load(), impl_->run.games}; }

SimResult Simulation::snapshot() const { return impl_->result(); }

void Simulation::cancel() {
  impl_->cancelled = impl_->next.load() < impl_->run.games;
  impl_->stop = true;
}

bool Simulation::finished() const { return impl_->running == 0; }

SimResult Simulation::wait() {
  for (auto& t : impl_->workers)
    if (t.joinable()) t.join();
  return impl_->result();
}

bool simulate(const SimSetup& setup, const RunSettings& run, SimResult& result, std::string& error,
              const std::function<void(long long, long long)>& on_progress, const std::atomic<bool>* cancel) {
  auto sim = Simulation::start(setup, run, error);
  if (!sim) return false;
  while ((on_progress || cancel) && !sim->finished()) {
    if (cancel && *cancel) sim->cancel();
    if (on_progress) {
      const Progress p = sim->progress();
      on_progress(p.done, p.total);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(on_progress ? 100 : 5));
  }
  result = sim->wait();
  if (on_progress) on_progress(result.games_played, run.games);
  return true;
}

Difference difference(const SimResult& a, const SimResult& b, const std::string& side) {
  Difference d;
  d.side = side;
  const Rate* ra = a.win(side);
  const Rate* rb = b.win(side);
  if (!ra || !rb) return d;
  d.diff = rb->rate - ra->rate;
  d.low = d.diff - std::sqrt((rb->rate - rb->low) * (rb->rate - rb->low) + (ra->high - ra->rate) * (ra->high - ra->rate));
  d.high = d.diff + std::sqrt((rb->high - rb->rate) * (rb->high - rb->rate) + (ra->rate - ra->low) * (ra->rate - ra->low));
  return d;
}

}  // namespace rt::lab
