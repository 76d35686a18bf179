// art.cpp: art files found, rasterised once per size, kept as renderer textures.
#include "art.hpp"

#include <SDL.h>
#include <SDL_image.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>

#include "../lua/catalog.hpp"
#include "svg_size.hpp"
#include "trace.hpp"

namespace rt::ui {

namespace fs = std::filesystem;

namespace {
struct Picture {
  SDL_Texture* texture = nullptr;
  int w = 0, h = 0;
};
SDL_Renderer* g_renderer = nullptr;
std::vector<std::string> g_folders;
std::map<std::string, Picture> g_pictures;  // "file@WxH" -> texture
std::set<std::string> g_broken;             // files that failed once (warned once)
std::map<std::string, std::string> g_found;  // file -> path on disk ("" = nowhere)

void free_all() {
  for (auto& [key, p] : g_pictures)
    if (p.texture) SDL_DestroyTexture(p.texture);
  g_pictures.clear();
}

void warn(const std::string& file, const std::string& why) {
  if (!g_broken.insert(file).second) return;
  std::fprintf(stderr, "roundtable: art '%s': %s; drawn without its picture\n", file.c_str(), why.c_str());
}

bool is_svg(const std::string& path) {
  return path.size() > 4 && (path.compare(path.size() - 4, 4, ".svg") == 0 || path.compare(path.size() - 4, 4, ".SVG") == 0);
}
}  // namespace

void set_art_renderer(SDL_Renderer* renderer) {
  free_all();
  g_renderer = renderer;
}

void set_art_folders(std::vector<std::string> folders) {
  if (folders == g_folders) return;
  g_folders = std::move(folders);
  g_found.clear();
  g_broken.clear();
  free_all();
}

std::string assets_dir() {
  if (const char* env = std::getenv("ROUNDTABLE_ASSETS"); env && *env) return env;
  return (fs::path(default_scripts_dir()) / ".." / "assets").lexically_normal().string();
}

std::string find_art(const std::string& file) {
  auto it = g_found.find(file);
  if (it != g_found.end()) return it->second;
  std::string found;
  // A layout names files inside its folders only: no absolute paths, no way up.
  const fs::path rel = fs::path(file).lexically_normal();
  bool inside = !file.empty() && rel.is_relative();
  for (auto& part : rel)
    if (part == "..") inside = false;
  std::error_code ec;
  if (inside)
    for (const auto& dir : g_folders)
      if (!dir.empty() && fs::is_regular_file(fs::path(dir) / rel, ec)) {
        found = (fs::path(dir) / rel).string();
        break;
      }
  return g_found[file] = found;
}

ImTextureID art_texture(const std::string& file, int w, int h, ImVec2* size) {
  if (!g_renderer || file.empty() || w < 2 || h < 2 || g_broken.count(file)) return nullptr;
  const std::string key = file + "@" + std::to_string(w) + "x" + std::to_string(h);
  auto it = g_pictures.find(key);
  if (it == g_pictures.end()) {
    if (g_pictures.size() > 600) free_all();  // many sizes (a UI scale dragged about): start over
    Picture p;
    const std::string path = find_art(file);
    if (path.empty()) {
      warn(file, "no such file in the game's folder or assets/");
      return nullptr;
    }
    SDL_RWops* rw = SDL_RWFromFile(path.c_str(), "rb");
    SDL_Surface* surface = nullptr;
    if (rw && is_svg(path)) {
      // (read first: an SVG without a size is refused before SDL_image, which leaks on it)
      std::ifstream in(path, std::ios::binary);
      const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      if (const std::string why = svg_size_problem(text); !why.empty()) {
        SDL_RWclose(rw);
        warn(file, "cannot read it (" + why + ")");
        return nullptr;
      }
      surface = IMG_LoadSizedSVG_RW(rw, w, h);
    } else if (rw) {
      surface = IMG_Load_RW(rw, 0);
    }
    if (rw) SDL_RWclose(rw);
    if (!surface || surface->w < 1 || surface->h < 1) {
      if (surface) SDL_FreeSurface(surface);
      warn(file, std::string("cannot read it (") + IMG_GetError() + ")");
      return nullptr;
    }
    p.texture = SDL_CreateTextureFromSurface(g_renderer, surface);
    p.w = surface->w, p.h = surface->h;
    SDL_FreeSurface(surface);
    if (!p.texture) {
      warn(file, std::string("cannot make a texture (") + SDL_GetError() + ")");
      return nullptr;
    }
    SDL_SetTextureBlendMode(p.texture, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(p.texture, SDL_ScaleModeLinear);
    it = g_pictures.emplace(key, p).first;
  }
  if (size) *size = ImVec2(float(it->second.w), float(it->second.h));
  return static_cast<ImTextureID>(it->second.texture);
}

bool draw_art(ImDrawList* dl, const std::string& file, ImVec2 min, ImVec2 max, float alpha) {
  const float bw = max.x - min.x, bh = max.y - min.y;
  ImVec2 size;
  ImTextureID tex = art_texture(file, int(bw + 0.5f), int(bh + 0.5f), &size);
  if (!tex) return false;
  // Fitted in the box with its aspect kept (a raster image is scaled by the renderer).
  const float k = std::min(bw / size.x, bh / size.y);
  const float w = size.x * k, h = size.y * k;
  const ImVec2 p0(min.x + (bw - w) / 2, min.y + (bh - h) / 2);
  dl->AddImage(tex, p0, ImVec2(p0.x + w, p0.y + h), ImVec2(0, 0), ImVec2(1, 1),
               ImGui::ColorConvertFloat4ToU32(ImVec4(1, 1, 1, alpha)));
  trace().images.push_back(file);
  return true;
}

std::string art_file(const TableLayout& layout, const std::string& group, const std::string& value) {
  auto g = layout.art.find(group);
  if (g != layout.art.end())
    if (auto v = g->second.find(value); v != g->second.end()) return v->second;
  // Not named by the layout: art/<group>/<value>.svg in any art folder (e.g. a mod's character).
  if (group.empty() || value.empty() || group.find('/') != std::string::npos || value.find('/') != std::string::npos) return "";
  std::string conventional = "art/" + group + "/" + value + ".svg";
  return find_art(conventional).empty() ? "" : conventional;
}

std::string card_art(const CardSpec& spec, const TableLayout& layout, const Value& props) {
  if (!props.is_object() || !props.contains(spec.face) || !props[spec.face].is_string()) return "";
  return art_file(layout, spec.face, props[spec.face].get<std::string>());
}

}  // namespace rt::ui
