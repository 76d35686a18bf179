// settings.cpp: the remembered settings, as a small JSON file.
#include "settings.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace rt::ui {

namespace fs = std::filesystem;

static fs::path home_sub(const char* xdg, const char* fallback) {
  if (const char* x = std::getenv(xdg); x && *x) return fs::path(x) / "roundtable";
  if (const char* h = std::getenv("HOME"); h && *h) return fs::path(h) / fallback / "roundtable";
  return fs::path(".");
}

std::string settings_path() { return (home_sub("XDG_CONFIG_HOME", ".config") / "table-view.json").string(); }

Settings load_settings() {
  Settings s;
  std::ifstream in(settings_path());
  if (!in) return s;
  std::stringstream ss;
  ss << in.rdbuf();
  Value v = Value::parse(ss.str(), nullptr, false);
  if (!v.is_object()) return s;
  try {  // a value of the wrong type (a file edited by hand) falls back to the defaults
    s.lang = v.value("lang", "");
    s.scale = v.value("scale", 1.0f);
    if (s.scale < 0.5f || s.scale > 3.0f) s.scale = 1.0f;
    s.pace = v.value("pace", 0.8);
    if (s.pace < 0 || s.pace > 10) s.pace = 0.8;
    s.muted = v.value("muted", false);
    if (v.contains("last_setup") && v["last_setup"].is_object()) s.last_setup = v["last_setup"];
  } catch (const std::exception&) {
    return Settings{};
  }
  return s;
}

void save_settings(const Settings& s) {
  std::error_code ec;
  fs::create_directories(fs::path(settings_path()).parent_path(), ec);
  Value v = {{"lang", s.lang}, {"scale", s.scale}, {"pace", s.pace}, {"muted", s.muted}};
  if (!s.last_setup.is_null()) v["last_setup"] = s.last_setup;
  // Written aside and renamed: two windows (or tests in parallel) never read half a file.
  const std::string path = settings_path(), aside = path + ".tmp-" + std::to_string(::getpid());
  {
    std::ofstream out(aside);
    if (!out || !(out << v.dump(2) << "\n")) return;
  }
  fs::rename(aside, path, ec);
}

std::string games_dir() {
  fs::path dir = home_sub("XDG_DATA_HOME", ".local/share") / "games";
  std::error_code ec;
  fs::create_directories(dir, ec);
  return dir.string();
}

std::string new_game_path(const std::string& game, uint64_t seed, const char* suffix) {
  char stamp[32];
  std::time_t now = std::time(nullptr);
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
  const std::string stem = game + "-" + stamp + "-" + std::to_string(seed % 100000);
  // Two games of one seed started in the same second (two windows, a test suite run in
  // parallel) get two files: the name is claimed by creating the file, which only one can do.
  const std::string dir = games_dir();
  for (int k = 1; k < 1000; ++k) {
    const fs::path path = fs::path(dir) / (k == 1 ? stem + suffix : stem + "-" + std::to_string(k) + suffix);
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd >= 0) {
      ::close(fd);
      return path.string();
    }
    if (errno != EEXIST) return path.string();  // the caller says why it cannot write there
  }
  return (fs::path(dir) / (stem + "-1000" + suffix)).string();
}

}  // namespace rt::ui
