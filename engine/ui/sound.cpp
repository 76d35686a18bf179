// sound.cpp: SDL2_mixer, the sound files (loaded once), and the cues read from the game.
#include "sound.hpp"

#include <SDL.h>
#include <SDL_mixer.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>

#include "app.hpp"
#include "art.hpp"
#include "moments.hpp"
#include "table_controller.hpp"
#include "trace.hpp"

namespace rt::ui {

namespace {
bool g_open = false;
std::map<std::string, Mix_Chunk*> g_chunks;  // by file found (nullptr: missing or broken)

Mix_Chunk* chunk_for(const std::string& id) {
  const std::string path = find_art("sounds/" + id + ".wav");
  if (path.empty()) return nullptr;
  auto it = g_chunks.find(path);
  if (it != g_chunks.end()) return it->second;
  Mix_Chunk* c = Mix_LoadWAV(path.c_str());
  if (!c) std::fprintf(stderr, "roundtable: sound '%s': %s; played silent\n", path.c_str(), Mix_GetError());
  return g_chunks[path] = c;
}

// What the cues saw last: the game, how far its public log went, whose turn it was.
struct Cues {
  const TableController* game = nullptr;
  size_t step = size_t(-1), log_seen = 0;
  int human = -1;
} g_cues;
}  // namespace

namespace {
// SDL tries PulseAudio, PipeWire, ALSA... in turn; on a machine without any sound ALSA prints a
// page of errors on stderr. Unless SDL_AUDIODRIVER names a driver, try only when a sound server
// or a sound card is there.
bool sound_likely() {
  auto set = [](const char* name) {
    const char* v = std::getenv(name);
    return v && *v;
  };
  if (set("SDL_AUDIODRIVER") || set("PULSE_SERVER")) return true;
  std::error_code ec;
  if (set("XDG_RUNTIME_DIR")) {
    const std::filesystem::path run = std::getenv("XDG_RUNTIME_DIR");
    if (std::filesystem::exists(run / "pulse" / "native", ec) || std::filesystem::exists(run / "pipewire-0", ec)) return true;
  }
  std::ifstream cards("/proc/asound/cards");
  std::string first;
  return cards && std::getline(cards, first) && !first.empty() && first.find("no soundcards") == std::string::npos;
}
}  // namespace

bool open_audio() {
  if (g_open) return true;
  if (!sound_likely()) {
    std::fprintf(stderr, "roundtable: no sound (no sound card or sound server found)\n");
    return false;
  }
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    std::fprintf(stderr, "roundtable: no sound (%s)\n", SDL_GetError());
    return false;
  }
  if (Mix_OpenAudio(44100, AUDIO_S16SYS, 2, 1024) != 0) {
    std::fprintf(stderr, "roundtable: no sound (%s)\n", Mix_GetError());
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    return false;
  }
  Mix_AllocateChannels(8);
  g_open = true;
  return true;
}

void close_audio() {
  if (!g_open) return;
  Mix_HaltChannel(-1);
  for (auto& [path, c] : g_chunks)
    if (c) Mix_FreeChunk(c);
  g_chunks.clear();
  Mix_CloseAudio();
  SDL_QuitSubSystem(SDL_INIT_AUDIO);
  g_open = false;
}

bool audio_open() { return g_open; }

void play_sound(const std::string& id, bool muted) {
  if (id.empty()) return;
  trace().sounds.push_back(id);
  if (!g_open || muted) return;
  if (Mix_Chunk* c = chunk_for(id)) Mix_PlayChannel(-1, c, 0);
}

// A public log line's sound plays when the table shows its moment: a line a moment stages is
// heard when the moment gets there (the votes as they start to turn, counted cards when the last
// is turned, a line shown large at once), or when "Continue" skips it; the lines after it wait
// for it. Lines no moment stages (and every line of a bots-only game) play as they come.
void play_sound_cues(App& app) {
  TableController* g = app.game();
  if (!g || g->remote_waiting() || (app.screen() != Screen::Table && app.screen() != Screen::End)) {
    g_cues = Cues{};
    return;
  }
  const bool muted = app.settings().muted;
  const bool fresh = g != g_cues.game;
  const Value& log = g->public_view()["log"];  // only public lines: what the whole table may hear
  if (fresh) g_cues.log_seen = log.size();
  g_cues.game = g;
  const StagedMoment* m = app.moments().current();
  size_t upto = log.size();  // the lines that may be heard now
  if (m && m->line < log.size()) {
    const Moments& moments = app.moments();
    const bool reached = m->spec.kind == "votes"   ? moments.turned(app.now()) >= 1
                         : m->spec.kind == "cards" ? moments.all_turned(app.now())
                                                   : m->start >= 0;
    upto = reached ? m->line + 1 : m->line;
  }
  size_t played = 0;
  for (; g_cues.log_seen < upto; ++g_cues.log_seen) {
    auto it = app.layout().sounds.find(log[g_cues.log_seen].value("key", ""));
    // At most two sounds a frame (bots at pace 0 may write a whole round at once).
    if (it != app.layout().sounds.end() && played < 2) play_sound(it->second, muted), ++played;
  }
  const int human = g->over() ? -1 : g->human_to_act();
  if (!fresh && human >= 0 && human != g_cues.human && !app.moments().active()) play_sound("your_turn", muted);
  if (!app.moments().active()) g_cues.human = human;
}

}  // namespace rt::ui
