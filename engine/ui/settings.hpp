// settings.hpp: what the table view remembers between runs (the last setup, the language,
// the UI scale, the bots' pace) and where games are kept.
#pragma once
#include <string>

#include "../core/value.hpp"

namespace rt::ui {

struct Settings {
  std::string lang;      // "" = from the environment
  float scale = 1.0f;    // UI scale
  double pace = 0.8;     // seconds between bot moves
  bool muted = false;    // no sounds (sound.hpp)
  Value last_setup;      // {game, players, controllers, options, seed?}, or null
};

// $XDG_CONFIG_HOME/roundtable/table-view.json (else ~/.config/...). A missing or unreadable
// file gives the defaults.
std::string settings_path();
Settings load_settings();
void save_settings(const Settings& s);

// Where journals and saved records go: $XDG_DATA_HOME/roundtable/games (else ~/.local/share/...).
std::string games_dir();
std::string new_game_path(const std::string& game, uint64_t seed, const char* suffix);

}  // namespace rt::ui
