// game_checks.cpp: the generic checks (game_checks.hpp), written once for the test suite and
// `roundtable check`.
#include "game_checks.hpp"

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <set>

#include "../bots/bot.hpp"
#include "../bots/driver.hpp"
#include "../core/view.hpp"

namespace rt::check {

namespace {

std::string seed_text(uint64_t seed) { return "seed " + std::to_string(seed); }

std::string label(const Target& t) { return t.game + " at " + std::to_string(t.players) + " players with " + t.options.dump(); }

std::unique_ptr<Session> start(Catalog& cat, const Target& t, uint64_t seed, Findings& out) {
  std::string err;
  auto s = Session::start(cat, setup_for(t, seed), err);
  if (!s) out.push_back(label(t) + ", " + seed_text(seed) + ": the game does not start: " + err);
  return s;
}

// What a seat's view holds that the state does not let it see (empty: nothing).
void check_view_against_state(const Session& s, int seat, const std::string& where, Findings& out) {
  const GameState& st = s.state();
  const Value v = s.view(seat);
  const std::string who = where + ", seat " + std::to_string(seat + 1) + ": ";
  for (const auto& ev : v["entities"]) {
    const Entity* e = st.entity(ev["id"].get<int>());
    if (!e) {
      out.push_back(who + "an entity the state does not hold");
      continue;
    }
    for (auto it = ev["props"].begin(); it != ev["props"].end(); ++it) {
      const Property* p = e->prop(it.key());
      if (!p || !seat_sees_property(st, *e, *p, seat))
        out.push_back(who + "sees " + e->kind + "." + it.key() + " of entity " + std::to_string(e->id));
    }
  }
  size_t visible_log = 0;
  for (auto& l : st.log) visible_log += l.vis.sees(seat);
  if (v["log"].size() != visible_log) out.push_back(who + "its log is not the lines it may see");
  Value known = Value::array();
  for (const auto& f : st.knowledge[seat]) known.push_back(f.to_value());
  if (v["knowledge"] != known) out.push_back(who + "its knowledge is not what it was told");
  const Value& d = v["decision"];
  if (!d.is_null() && d["seat"] != seat + 1) out.push_back(who + "holds another seat's decision");
  if (st.pending)
    for (auto& r : st.pending->requests)
      if (r.seat != seat && r.answered) {
        Value others = v;
        others.erase("decision");  // the seat's own request may show its own answer
        if (others.dump().find("\"answer\"") != std::string::npos) out.push_back(who + "another seat's answer is visible");
      }
  for (auto it = v["counters"].begin(); it != v["counters"].end(); ++it) {
    bool visible = false;
    for (auto& c : st.counters)
      if (c.id == it.key()) visible = c.vis.sees(seat);
    if (!visible) out.push_back(who + "sees the counter " + it.key());
  }
}

// Illegal answers derived from the typed request.
std::vector<std::pair<int, Value>> illegal_answers(const Session& s) {
  std::vector<std::pair<int, Value>> out;
  const Decision& d = *s.pending();
  const int n = s.state().seat_count();
  std::set<int> asked;
  for (auto& r : d.requests) asked.insert(r.seat);
  for (int seat = 0; seat < n; ++seat)
    if (!asked.count(seat))
      out.push_back({seat, d.requests[0].kind == ChoiceKind::Choose ? Value(d.requests[0].options[0]) : Value::array()});
  for (auto& r : d.requests) {
    if (r.answered) {  // answering twice
      out.push_back({r.seat, r.answer});
      continue;
    }
    out.push_back({r.seat, 42});
    out.push_back({r.seat, nullptr});
    if (r.kind == ChoiceKind::Choose) {
      out.push_back({r.seat, "no_such_option"});
      for (auto& other : d.requests)  // an option another seat may choose but this one may not
        for (auto& o : other.options)
          if (std::find(r.options.begin(), r.options.end(), o) == r.options.end()) out.push_back({r.seat, o});
    } else if (r.kind == ChoiceKind::PickEntities || r.kind == ChoiceKind::Order) {
      const auto& ids = r.entities;
      const int lo = r.kind == ChoiceKind::Order ? static_cast<int>(ids.size()) : r.min;
      const int hi = r.kind == ChoiceKind::Order ? static_cast<int>(ids.size()) : r.max;
      Value too_few = Value::array(), too_many = Value::array(), twice = Value::array(), outside = Value::array();
      for (int i = 0; i < lo - 1; ++i) too_few.push_back(ids[i]);
      if (lo > 0) out.push_back({r.seat, too_few});
      if (hi < static_cast<int>(ids.size())) {
        for (int i = 0; i <= hi; ++i) too_many.push_back(ids[i]);
        out.push_back({r.seat, too_many});
      }
      if (hi >= 2) {
        for (int i = 0; i < hi; ++i) twice.push_back(ids[0]);
        out.push_back({r.seat, twice});
      }
      if (hi >= 1) {
        int unknown = 1;
        for (int id : ids) unknown = std::max(unknown, id + 1);
        outside.push_back(unknown);
        for (int i = 1; i < hi; ++i) outside.push_back(ids[i]);
        out.push_back({r.seat, outside});
      }
    } else {
      Value too_few = Value::array(), too_many = Value::array(), twice = Value::array();
      for (int i = 0; i < r.min - 1; ++i) too_few.push_back(r.eligible[i] + 1);
      if (r.min > 0) out.push_back({r.seat, too_few});
      if (r.max < static_cast<int>(r.eligible.size())) {
        for (int i = 0; i <= r.max; ++i) too_many.push_back(r.eligible[i] + 1);
        out.push_back({r.seat, too_many});
      }
      if (r.max >= 2) {
        twice.push_back(r.eligible[0] + 1);
        for (int i = 1; i < r.max; ++i) twice.push_back(r.eligible[0] + 1);
        out.push_back({r.seat, twice});
      }
      Value outside = Value::array();
      for (int i = 0; i < r.max; ++i) outside.push_back(i == 0 ? n + 1 : r.eligible[i] + 1);
      out.push_back({r.seat, outside});
    }
  }
  return out;
}

}  // namespace

Setup setup_for(const Target& t, uint64_t seed) {
  Setup s;
  s.game = t.game;
  s.options = t.options;
  s.seed = seed;
  for (int i = 1; i <= t.players; ++i) s.players.push_back("P" + std::to_string(i));
  return s;
}

std::string play_out(Session& s, uint64_t bot_seed, const std::function<void(Session&)>& each_step) {
  RandomBot bot(bot_seed);
  return play_out(s, bot, each_step);
}

std::string play_out(Session& s, Bot& bot, const std::function<void(Session&)>& each_step) {
  // The driver every front end uses, `bot` at every seat; a refused answer is a finding here
  // (the driver would replace it and report it).
  BotController controller(bot, "checked");
  Driver driver(s);
  for (int seat = 0; seat < s.state().seat_count(); ++seat) driver.set(seat, &controller);
  int guard = 0;
  while (!s.over()) {
    if (++guard > 100000) return "the game did not end after 100000 answers";
    if (!s.pending()) return "no decision pending in a running game";
    if (s.next_to_answer() < 0) return "a pending decision with every answer in";
    if (each_step) each_step(s);
    const Driver::Step done = driver.step();
    for (auto& r : driver.take_reports())
      if (!r.refusal.ok()) return r.refusal.text;
    if (done.status != Driver::Status::Answered && done.status != Driver::Status::Over) return done.refusal.text;
  }
  return "";
}

Findings random_playouts(Catalog& cat, const Target& t, uint64_t first_seed, int games) {
  Findings out;
  const GameInfo* info = cat.game(t.game);
  if (!info) return {t.game + ": no such game"};
  std::set<std::string> sides, reasons;
  for (auto& s : info->sides) sides.insert(s.id);
  for (auto& r : info->end_reasons) reasons.insert(r.id);
  for (uint64_t seed = first_seed; seed < first_seed + uint64_t(games); ++seed) {
    auto s = start(cat, t, seed, out);
    if (!s) return out;
    const std::string where = label(t) + ", " + seed_text(seed);
    if (std::string err = play_out(*s, seed * 7919); !err.empty()) {
      out.push_back(where + ": " + err);
      continue;
    }
    if (!sides.count(s->outcome().winner)) out.push_back(where + ": the winner '" + s->outcome().winner + "' is not a declared side");
    if (!reasons.count(s->outcome().reason)) out.push_back(where + ": the end reason '" + s->outcome().reason + "' is not declared");
    if (s->pending()) out.push_back(where + ": a decision is pending after the end");
    if (s->answer(0, "anything").empty()) out.push_back(where + ": an answer after the end was accepted");
  }
  return out;
}

Findings replays_exactly(Catalog& cat, Catalog& fresh, const Target& t, uint64_t first_seed, int games,
                         const std::string& scratch_dir) {
  Findings out;
  for (uint64_t seed = first_seed; seed < first_seed + uint64_t(games); ++seed) {
    const std::string where = label(t) + ", " + seed_text(seed);
    auto s = start(cat, t, seed, out);
    if (!s) return out;
    if (std::string err = play_out(*s, seed); !err.empty()) {
      out.push_back(where + ": " + err);
      continue;
    }
    const Value whole = s->view(kOmniscient);
    // The same setup and the same bots play the same game.
    auto again = start(cat, t, seed, out);
    if (!again) return out;
    if (play_out(*again, seed) != "" || record_to_value(again->record()) != record_to_value(s->record()) ||
        again->view(kOmniscient) != whole)
      out.push_back(where + ": the same setup and bots played another game");
    // Saved record -> text -> parse -> replay, here and in a fresh Lua state: the same game, as
    // every seat sees it.
    std::string err;
    auto parsed = parse_record(record_to_text(s->record()), "saved", err);
    if (!parsed) {
      out.push_back(where + ": its saved record does not parse: " + err);
      continue;
    }
    if (record_to_value(*parsed) != record_to_value(s->record())) out.push_back(where + ": its saved record reads back changed");
    for (Catalog* c : {&cat, &fresh}) {
      const std::string in = c == &cat ? "" : " in a fresh process's state";
      auto replayed = Session::replay(*c, *parsed, "saved", err);
      if (!replayed) {
        out.push_back(where + ": its record does not replay" + in + ": " + err);
        continue;
      }
      if (replayed->view(kOmniscient) != whole) out.push_back(where + ": its record replays to another game" + in);
      for (int seat = 0; seat < t.players; ++seat)
        if (replayed->view(seat) != s->view(seat))
          out.push_back(where + ": seat " + std::to_string(seat + 1) + " sees another game in the replay" + in);
    }
    // The journal written while playing replays to the same game too.
    if (!scratch_dir.empty()) {
      // A name of its own for this process, setup and seed (checks run side by side).
      const std::string path = scratch_dir + "/check_journal_" + std::to_string(::getpid()) + "_" + t.game + "_" +
                               std::to_string(t.players) + "_" + std::to_string(std::hash<std::string>()(t.options.dump())) +
                               "_" + std::to_string(seed) + ".jsonl";
      {
        Journal j;
        err = j.open(path, s->record().setup, false);
        for (auto& a : s->record().decisions)
          if (err.empty()) err = j.write(a);
      }
      std::ifstream in(path);
      const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      std::remove(path.c_str());
      auto journal = err.empty() ? parse_record(text, path, err) : std::nullopt;
      auto from_journal = journal ? Session::replay(cat, *journal, path, err) : nullptr;
      if (!from_journal) out.push_back(where + ": its journal does not replay: " + err);
      else if (from_journal->view(kOmniscient) != whole) out.push_back(where + ": its journal replays to another game");
    }
    // Any prefix of the record replays to a game in progress that continues identically.
    const size_t half = s->record().decisions.size() / 2;
    auto prefix = Session::replay(cat, s->record(), "record", err, half);
    if (!prefix) {
      out.push_back(where + ": the first half of its record does not replay: " + err);
      continue;
    }
    bool refused = false;
    for (size_t i = half; i < s->record().decisions.size() && !refused; ++i) {
      auto& a = s->record().decisions[i];
      refused = !prefix->answer(a.seat, a.answer).empty();
    }
    if (refused || prefix->view(kOmniscient) != whole) out.push_back(where + ": its first half replayed, then answered, is another game");
  }
  return out;
}

Findings views_hold_only_given(Catalog& cat, const Target& t, uint64_t first_seed, int games) {
  Findings out;
  for (uint64_t seed = first_seed; seed < first_seed + uint64_t(games); ++seed) {
    auto s = start(cat, t, seed, out);
    if (!s) return out;
    const std::string where = label(t) + ", " + seed_text(seed);
    int step = 0;
    const std::string err = play_out(*s, seed, [&](Session& sess) {
      if (step++ % 3) return;
      for (int seat = 0; seat < t.players; ++seat)
        check_view_against_state(sess, seat, where + ", answer " + std::to_string(sess.record().decisions.size()), out);
    });
    if (!err.empty()) out.push_back(where + ": " + err);
    if (out.size() > 20) return out;  // enough to go on
  }
  return out;
}

Findings views_ignore_hidden_facts(Catalog& cat, const Target& t, uint64_t first_seed, int games, int& compared) {
  Findings out;
  compared = 0;
  for (uint64_t seed = first_seed; seed < first_seed + uint64_t(games); ++seed) {
    auto probe = start(cat, t, seed, out);
    if (!probe) return out;
    if (probe->state().dealt.empty()) return out;  // no characters dealt: nothing hidden to swap
    const std::string where = label(t) + ", " + seed_text(seed);
    Setup setup = probe->record().setup;
    setup.deal = probe->state().dealt;
    setup.first_leader = static_cast<int>(seed % uint64_t(t.players));
    std::string err;
    auto original = Session::start(cat, setup, err);
    if (!original) {
      out.push_back(where + ": its own deal does not start: " + err);
      continue;
    }
    if (std::string e = play_out(*original, seed); !e.empty()) {
      out.push_back(where + ": " + e);
      continue;
    }
    const Record rec = original->record();
    // The seats looked from: at 7+ players every other seat, alternating with the seed, so every
    // seat is still checked on three deals (the cost grows as players^3).
    std::vector<int> seats;
    for (int seat = 0; seat < t.players; ++seat)
      if (t.players < 7 || (uint64_t(seat) + seed) % 2 == 0) seats.push_back(seat);
    // The original deal's views and knowledge at every step, once. A view holds the whole log,
    // which only grows (build_view): each step's view holds only the entries added since the
    // step before, whose view was compared already, so a step costs what changed, not the game
    // so far (a 10-player game's check took the suite's longest minutes the other way).
    std::vector<std::vector<Value>> views;
    std::vector<std::vector<std::vector<Packed>>> knowledge;
    {
      auto x = Session::start(cat, setup, err);
      size_t log_seen = 0;
      for (size_t i = 0; x && i <= rec.decisions.size() && !x->over(); ++i) {
        views.emplace_back();
        knowledge.emplace_back();
        for (int seat : seats) {
          views.back().push_back(x->view_since(seat, log_seen));
          knowledge.back().push_back(x->state().knowledge[seat]);
        }
        log_seen = x->state().log.size();
        if (i == rec.decisions.size()) break;
        const auto& ans = rec.decisions[i];
        if (!x->answer(ans.seat, ans.answer).empty()) break;
      }
    }
    // Each deal with two other seats' characters swapped, replayed with the same answers.
    for (int a = 0; a < t.players; ++a)
      for (int b = a + 1; b < t.players; ++b) {
        if ((*setup.deal)[a] == (*setup.deal)[b]) continue;
        Setup other = setup;
        std::swap((*other.deal)[a], (*other.deal)[b]);
        auto y = Session::start(cat, other, err);
        if (!y) {
          out.push_back(where + ": its deal with seats " + std::to_string(a + 1) + " and " + std::to_string(b + 1) +
                        " swapped does not start: " + err);
          return out;
        }
        std::vector<bool> watching(seats.size());
        for (size_t k = 0; k < seats.size(); ++k) watching[k] = seats[k] != a && seats[k] != b;
        size_t log_seen = 0;  // this game's own log: it may hold another count of hidden entries
        for (size_t i = 0; i < views.size(); ++i) {
          if (y->over()) break;  // the end reveals everything
          bool any = false;
          for (size_t k = 0; k < seats.size(); ++k) {
            if (!watching[k]) continue;
            const int seat = seats[k];
            if (y->state().knowledge[seat] != knowledge[i][k]) {
              watching[k] = false;
              continue;
            }
            if (views[i][k] != y->view_since(seat, log_seen)) {
              out.push_back(where + ": seat " + std::to_string(seat + 1) + " can tell seats " + std::to_string(a + 1) +
                            " and " + std::to_string(b + 1) + " apart after " + std::to_string(i) + " answers");
              return out;
            }
            ++compared;
            any = true;
          }
          if (!any || i == rec.decisions.size()) break;
          log_seen = y->state().log.size();
          const auto& ans = rec.decisions[i];
          if (!y->answer(ans.seat, ans.answer).empty()) break;
        }
      }
  }
  return out;
}

Findings illegal_answers_refused(Catalog& cat, const Target& t, uint64_t first_seed, int games, int& tried) {
  Findings out;
  tried = 0;
  for (uint64_t seed = first_seed; seed < first_seed + uint64_t(games); ++seed) {
    auto s = start(cat, t, seed, out);
    if (!s) return out;
    const std::string where = label(t) + ", " + seed_text(seed);
    int step = 0;
    const std::string err = play_out(*s, seed, [&](Session& sess) {
      if (step++ % 2) return;
      const Value before = sess.view(kOmniscient);
      const size_t decisions = sess.record().decisions.size();
      for (auto& [seat, answer] : illegal_answers(sess)) {
        const std::string why = sess.answer(seat, answer);
        if (why.empty())
          out.push_back(where + ": seat " + std::to_string(seat + 1) + " answered " + answer.dump() + " and was accepted");
        else if (why.find('\n') != std::string::npos)
          out.push_back(where + ": a refusal of more than one line: " + why);
        ++tried;
      }
      if (sess.view(kOmniscient) != before || sess.record().decisions.size() != decisions)
        out.push_back(where + ": a refused answer changed the game");
    });
    if (!err.empty()) out.push_back(where + ": " + err);
    if (out.size() > 20) return out;
  }
  return out;
}

}  // namespace rt::check
