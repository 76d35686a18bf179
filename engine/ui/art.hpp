// art.hpp: pictures for cards and tokens, from the files a game's table_layout names (its `art`
// field, docs/lua-api.md): SVG (or any image SDL2_image reads), looked up in the game's own
// folder first, then in the shared assets folder. Each picture is rasterised once per pixel size
// into a texture of the window's renderer (ImTextureID = SDL_Texture* with the SDL_Renderer
// backend). A missing or broken file gives no picture (the caller draws its plain face) and one
// warning line on stderr, once per file. The host knows no game: it only reads paths.
#pragma once
#include <imgui.h>

#include <string>
#include <vector>

#include "../core/value.hpp"
#include "layout.hpp"

struct SDL_Renderer;

namespace rt::ui {

// The renderer textures are made for (Window::open); nullptr frees them all (before the
// renderer goes).
void set_art_renderer(SDL_Renderer* renderer);
// Where art files are looked up, in order (the game's folder, then assets_dir()).
void set_art_folders(std::vector<std::string> folders);
// The shared assets folder: $ROUNDTABLE_ASSETS, else "assets" beside the scripts folder.
std::string assets_dir();

// The texture of `file` fitted in w x h pixels (its own aspect kept), or nullptr. size: the
// texture's size in pixels.
ImTextureID art_texture(const std::string& file, int w, int h, ImVec2* size = nullptr);
// Draws `file` centred in [min, max] (fitted, aspect kept); false when there is no picture.
bool draw_art(ImDrawList* dl, const std::string& file, ImVec2 min, ImVec2 max, float alpha = 1.0f);

// The file the layout names for a value of a group: art[group][value]; else
// art/<group>/<value>.svg when an art folder holds it (how a mod gives its own character a
// face without the game naming it); else "".
std::string art_file(const TableLayout& layout, const std::string& group, const std::string& value);
// A card's picture: by the value of the property on its face (e.g. art.role.guard).
std::string card_art(const CardSpec& spec, const TableLayout& layout, const Value& props);

// Where a file would be read from ("" when no folder holds it): for tests and tools.
std::string find_art(const std::string& file);

}  // namespace rt::ui
