// saved_games.cpp: the saved-games list (saved_games.hpp).
#include "saved_games.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <map>

#include "../app/common.hpp"
#include "../lua/session.hpp"

namespace rt::ui {

namespace fs = std::filesystem;

static int64_t write_time(const fs::path& p) {
  std::error_code ec;
  const auto t = fs::last_write_time(p, ec);
  if (ec) return 0;
  const auto sys = std::chrono::time_point_cast<std::chrono::seconds>(
      t - fs::file_time_type::clock::now() + std::chrono::system_clock::now());
  return sys.time_since_epoch().count();
}

std::vector<SavedGame> scan_saved_games(Catalog& catalog, const std::string& dir, size_t limit) {
  struct Found {
    SavedGame entry;
    Record record;
  };
  std::map<std::string, Found> by_game;  // the setup (with its seed and names) -> the longest file
  std::error_code ec;
  for (auto& e : fs::directory_iterator(dir, ec)) {
    const std::string ext = e.path().extension().string();
    if (!e.is_regular_file() || (ext != ".jsonl" && ext != ".json")) continue;
    std::string text, err;
    if (!read_file(e.path().string(), text, err)) continue;
    if (is_journal_text(text)) recover_torn_tail(text);  // resumable as App::resume reads it
    auto record = parse_record(text, e.path().string(), err);
    if (!record || !catalog.game(record->setup.game)) continue;
    SavedGame g;
    g.path = e.path().string();
    g.when = write_time(e.path());
    g.game = record->setup.game;
    g.players = record->setup.players;
    g.answers = record->decisions.size();
    const std::string key = setup_to_value(record->setup).dump();
    auto it = by_game.find(key);
    if (it != by_game.end()) {
      Found& old = it->second;
      const int64_t newest = std::max(old.entry.when, g.when);
      // The longer file holds the whole game; a record saved from a journal ties with it (keep
      // the journal, which a resume continues).
      if (g.answers > old.entry.answers || (g.answers == old.entry.answers && ext == ".jsonl"))
        old = Found{g, std::move(*record)};
      old.entry.when = newest;
      continue;
    }
    by_game.emplace(key, Found{g, std::move(*record)});
  }
  std::vector<Found*> all;
  for (auto& [key, f] : by_game) all.push_back(&f);
  std::sort(all.begin(), all.end(), [](const Found* a, const Found* b) {
    return a->entry.when != b->entry.when ? a->entry.when > b->entry.when : a->entry.path > b->entry.path;
  });
  if (all.size() > limit) all.resize(limit);
  // Each file is replayed once per run of the program: the result is kept by its path, time and
  // length (a journal that grew is replayed again).
  struct Known {
    bool replayed;
    SavedGame entry;
  };
  static std::map<std::string, Known> known;
  std::vector<SavedGame> out;
  for (Found* f : all) {
    const std::string key = std::to_string(reinterpret_cast<uintptr_t>(&catalog)) + "|" + f->entry.path + "|" +
                            std::to_string(f->entry.when) + "|" + std::to_string(f->entry.answers);
    auto it = known.find(key);
    if (it == known.end()) {
      std::string err;
      auto session = Session::replay(catalog, f->record, f->entry.path, err);
      SavedGame e = f->entry;
      if (session) {
        e.finished = session->over();
        if (e.finished) e.winner = session->outcome().winner, e.reason = session->outcome().reason;
      }
      it = known.emplace(key, Known{session != nullptr, std::move(e)}).first;
    }
    if (!it->second.replayed) continue;  // a record these scripts no longer replay
    out.push_back(it->second.entry);
  }
  return out;
}

std::string saved_date(int64_t when) {
  const std::time_t t = static_cast<std::time_t>(when);
  std::tm tm{};
  localtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
  return buf;
}

}  // namespace rt::ui
