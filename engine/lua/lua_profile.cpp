// lua_profile.cpp: the scripts' profiler (lua_profile.hpp): counting at the Vm's hook, the
// process's totals, and the report written at exit.
#include "lua_profile.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

namespace rt {

namespace {

// Frames deeper than this add nothing to the inclusive counts (a runaway recursion's own budget
// stops it; the profile stays cheap).
constexpr int kMaxDepth = 200;

// "scripts/x/y.lua" for "@scripts/x/y.lua" (a file), the text after '=' for a named chunk.
std::string chunk_name(const char* source) {
  if (source[0] == '@' || source[0] == '=') return source + 1;
  return "[string]";
}

std::string at(const std::string* source, int line) { return *source + ":" + std::to_string(line); }

// The process's totals: every profile adds itself when its Vm goes; written at exit.
struct ProcessTotals {
  std::mutex mutex;
  std::map<std::string, LuaProfile::Function> functions;  // by where + name
  std::map<std::string, long long> lines;
  long long total = 0;
  std::string path;
  ~ProcessTotals() {
    if (path.empty() || total == 0) return;
    std::vector<LuaProfile::Function> fs;
    fs.reserve(functions.size());
    for (auto& [key, f] : functions) fs.push_back(f);
    std::vector<std::pair<std::string, long long>> ls(lines.begin(), lines.end());
    const std::string text = LuaProfile::report(fs, ls, total);
    if (FILE* f = std::fopen(path.c_str(), "w")) {
      std::fwrite(text.data(), 1, text.size(), f);
      std::fclose(f);
    } else {
      std::fprintf(stderr, "ROUNDTABLE_LUA_PROFILE: cannot write %s\n", path.c_str());
    }
  }
};

ProcessTotals& process_totals() {
  static ProcessTotals totals;
  return totals;
}

bool by_self(const LuaProfile::Function& a, const LuaProfile::Function& b) {
  if (a.cell.self != b.cell.self) return a.cell.self > b.cell.self;
  return a.where != b.where ? a.where < b.where : a.name < b.name;
}

}  // namespace

const std::string& LuaProfile::path_from_environment() {
  static const std::string path = [] {
    const char* p = std::getenv("ROUNDTABLE_LUA_PROFILE");
    std::string s = p ? p : "";
    if (!s.empty()) process_totals().path = s;  // made now, so that it is written after the Vms go
    return s;
  }();
  return path;
}

const std::string* LuaProfile::name_of(const char* source) {
  auto it = names_.find(source);
  if (it == names_.end()) it = names_.emplace(source, chunk_name(source)).first;
  return &it->second;
}

LuaProfile::Entry& LuaProfile::entry(lua_State* L, lua_Debug& ar, const Key& key) {
  auto it = functions_.find(key);
  if (it != functions_.end()) return it->second;
  Entry& e = functions_[key];
  if (std::strcmp(ar.what, "main") == 0) {
    e.name = "main chunk";
  } else {
    lua_getinfo(L, "n", &ar);
    e.name = ar.name ? ar.name : "?";
  }
  return e;
}

void LuaProfile::count(lua_State* L, long long weight) {
  total_ += weight;
  lua_Debug ar;
  Key seen[kMaxDepth];
  int n = 0;
  for (int level = 0; level < kMaxDepth && lua_getstack(L, level, &ar); ++level) {
    lua_getinfo(L, level == 0 ? "Sl" : "S", &ar);
    if (ar.what[0] == 'C') continue;
    const std::string* source = name_of(ar.source);
    const Key key{source, ar.linedefined};
    if (std::find(seen, seen + n, key) != seen + n) continue;  // recursion: once
    seen[n++] = key;
    Entry& e = entry(L, ar, key);
    e.cell.inclusive += weight;
    if (level == 0) {
      e.cell.self += weight;
      e.cell.allocations += pending_allocations_;
      pending_allocations_ = 0;
      lines_[Key{source, ar.currentline}] += weight;
    }
  }
}

void LuaProfile::called(lua_State* L) {
  lua_Debug ar;
  if (!lua_getstack(L, 0, &ar)) return;
  lua_getinfo(L, "S", &ar);
  if (ar.what[0] == 'C') return;
  entry(L, ar, Key{name_of(ar.source), ar.linedefined}).cell.calls++;
}

std::vector<LuaProfile::Function> LuaProfile::functions() const {
  std::vector<Function> out;
  out.reserve(functions_.size());
  for (const auto& [key, e] : functions_) out.push_back({at(key.source, key.line), e.name, e.cell});
  std::sort(out.begin(), out.end(), by_self);
  return out;
}

std::vector<std::pair<std::string, long long>> LuaProfile::lines() const {
  std::vector<std::pair<std::string, long long>> out;
  out.reserve(lines_.size());
  for (const auto& [key, n] : lines_) out.emplace_back(at(key.source, key.line), n);
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  return out;
}

void LuaProfile::add_to_process_totals() const {
  if (total_ == 0) return;
  const auto fs = functions();
  const auto ls = lines();
  ProcessTotals& t = process_totals();
  std::lock_guard<std::mutex> lock(t.mutex);
  t.total += total_;
  for (const auto& f : fs) {
    auto& into = t.functions[f.where + " " + f.name];
    if (into.where.empty()) {
      into.where = f.where;
      into.name = f.name;
    }
    into.cell.self += f.cell.self;
    into.cell.inclusive += f.cell.inclusive;
    into.cell.calls += f.cell.calls;
    into.cell.allocations += f.cell.allocations;
  }
  for (const auto& [where, n] : ls) t.lines[where] += n;
}

std::string LuaProfile::report(const std::vector<Function>& functions,
                               const std::vector<std::pair<std::string, long long>>& lines, long long total) {
  std::vector<Function> fs = functions;
  std::string out;
  char row[512];
  auto pct = [total](long long n) { return total ? 100.0 * static_cast<double>(n) / static_cast<double>(total) : 0.0; };
  std::snprintf(row, sizeof row,
                "# Lua profile (ROUNDTABLE_LUA_PROFILE): %lld Lua VM instructions the scripts ran.\n"
                "# self: in the function itself; inclusive: with what it called; calls: times called;\n"
                "# allocations: blocks the allocator handed out or grew while it ran (self, host calls included).\n",
                total);
  out += row;
  auto table = [&](const char* title) {
    out += title;
    out += "#          self  self%      inclusive  incl%      calls  allocations  function  (defined at)\n";
    for (const auto& f : fs) {
      std::snprintf(row, sizeof row, "%15lld %6.2f %14lld %6.2f %10lld %12lld  %s  (%s)\n", f.cell.self,
                    pct(f.cell.self), f.cell.inclusive, pct(f.cell.inclusive), f.cell.calls, f.cell.allocations,
                    f.name.c_str(), f.where.c_str());
      out += row;
    }
  };
  std::sort(fs.begin(), fs.end(), by_self);
  table("\n# Functions by self\n");
  std::stable_sort(fs.begin(), fs.end(),
                   [](const Function& a, const Function& b) { return a.cell.inclusive > b.cell.inclusive; });
  table("\n# Functions by inclusive\n");
  auto ls = lines;
  std::sort(ls.begin(), ls.end(), [](const auto& a, const auto& b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  out += "\n# Lines by self\n#          self  self%  line\n";
  for (const auto& [where, n] : ls) {
    std::snprintf(row, sizeof row, "%15lld %6.2f  %s\n", n, pct(n), where.c_str());
    out += row;
  }
  return out;
}

}  // namespace rt
