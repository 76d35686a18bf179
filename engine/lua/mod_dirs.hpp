// mod_dirs.hpp: where the mods are found, in this order: the mods folder beside the scripts
// ($ROUNDTABLE_MODS), the user's ($XDG_DATA_HOME/roundtable/mods, else
// ~/.local/share/roundtable/mods) and the folders named on the command line (--mods DIR).
// (Implemented in mod_loader.cpp.)
#pragma once
#include <string>
#include <vector>

namespace rt {

// $XDG_DATA_HOME/roundtable/mods, else $HOME/.local/share/roundtable/mods ("" without either).
std::string user_mods_dir();
// --mods DIR: a folder of mods, or one mod's own folder (with mod.lua). Returns "" or why not.
std::string add_mods_folder(const std::string& dir);
// Every mod folder to load: the default mods, the user's, then those added with --mods.
std::vector<std::string> all_mod_dirs();
// The --mods arguments as given (for a command line that repeats them: "resume it with ...").
const std::vector<std::string>& mods_folders_given();

}  // namespace rt
