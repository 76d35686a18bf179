-- engine/lua/prelude.lua: finishes the sandbox every script runs in.
-- Runs once per Lua state with the sandbox table as its argument, then freezes it.
-- Adds: deterministic pairs, a pcall that cannot swallow the host's limits, read-only
-- libraries, math.random on the host's seeded RNG, the constructors game/role/option, and the
-- Lua half of the game API (sugar over g:decide).
local S = ...
local host_aborted = S.__host_aborted
local game_methods = S.__game_methods
local host_random = S.__host_random
local raw_getmetatable = S.__raw_getmetatable  -- lua_getmetatable: the real one, past __metatable
local host_scope = S.__host_scope  -- the table of the scope scripts run in (the catalog's, or a game's)
-- "file:line: " of the innermost script line on the stack (past the prelude and C functions such
-- as table.insert): where a refused write was written, however it got here.
local script_where = S.__script_where
S.__host_aborted, S.__game_methods, S.__host_random, S.__raw_getmetatable, S.__host_scope, S.__script_where =
  nil, nil, nil, nil, nil, nil

local next, type, tostring, error, setmetatable, getmetatable, select =
      next, type, tostring, error, setmetatable, getmetatable, select
local sort = table.sort
local ipairs, string, math, table, utf8 = ipairs, string, math, table, utf8

local raw_setmetatable, raw_rawset, rawget = setmetatable, rawset, rawget

-- Metatables. __gc and __mode act when the garbage collector decides, which differs from one run
-- to the next: refused. setmetatable checks the metatable it is given; a field added to that
-- metatable afterwards (a late `mt.__mode = "k"`) would take effect all the same, so a table once
-- used as a metatable gets a guard: its new fields pass a check (__newindex of a metatable of its
-- own, a copy of the one the script gave it, which getmetatable shows instead), and rawset checks.
local guarded = raw_setmetatable({}, { __mode = "k" })  -- a table used as a metatable -> its own metatable, or false
local function late_field(k) return k == "__gc" or k == "__mode" end
local function late_error()
  error("__gc and __mode are not allowed (they run when the garbage collector decides)", 3)
end
local function guard(t, own)
  local m = {}
  if own then for k, v in next, own do m[k] = v end end
  local own_newindex = own and rawget(own, "__newindex")
  m.__newindex = function(tt, k, v)
    if late_field(k) then late_error() end
    if own_newindex == nil then raw_rawset(tt, k, v)
    elseif type(own_newindex) == "function" then own_newindex(tt, k, v)
    else own_newindex[k] = v end
  end
  guarded[t] = own or false
  raw_setmetatable(t, m)
end
local function script_getmetatable(t)
  local own = guarded[t]
  if own == nil then return getmetatable(t) end
  if own == false then return nil end
  local shown = rawget(own, "__metatable")
  if shown ~= nil then return shown end
  return own
end
S.getmetatable = script_getmetatable
function S.setmetatable(t, mt)
  if type(mt) == "table" then
    if rawget(mt, "__gc") ~= nil or rawget(mt, "__mode") ~= nil then
      error("setmetatable: __gc and __mode are not allowed (they run when the garbage collector decides)", 2)
    end
    if guarded[mt] == nil then
      local own = raw_getmetatable(mt)
      if own ~= nil and rawget(own, "__metatable") ~= nil then
        error("setmetatable: this table's own metatable is protected, so it cannot be a metatable", 2)
      end
      guard(mt, own)
    end
  end
  if type(t) == "table" and guarded[t] ~= nil then
    local own = guarded[t]
    if own and rawget(own, "__metatable") ~= nil then error("cannot change a protected metatable", 2) end
    guard(t, mt)
    return t
  end
  return raw_setmetatable(t, mt)
end

-- Read-only views: read_only(t) reads through to t and refuses every write (assignment, rawset,
-- setmetatable, table.insert...); a table read from it comes back as a read-only view too (the
-- same view for the same table), so nothing t reaches can be changed through it. A view is one
-- empty table with a shared metatable, made when first read: handing a script a view of a large
-- structure costs nothing until it is read (no copy). pairs, next, ipairs and # see t's contents;
-- rawget and rawlen see the empty view. (A game can hand its setup checks one context so: a mod's
-- check cannot rewrite the context or the roles the later checks read.)
local view_of_table = raw_setmetatable({}, { __mode = "k" })  -- table -> its view
local table_of_view = raw_setmetatable({}, { __mode = "k" })  -- view -> its table
local view_mt
local function read_only(v)
  if type(v) ~= "table" or table_of_view[v] ~= nil then return v end
  local view = view_of_table[v]
  if view == nil then
    view = raw_setmetatable({}, view_mt)
    view_of_table[v], table_of_view[view] = view, v
  end
  return view
end
local function read_only_error() error(script_where() .. "this table is read-only (a read_only view)", 0) end
view_mt = {
  __index = function(view, k) return read_only(table_of_view[view][k]) end,
  __newindex = function() read_only_error() end,
  __len = function(view) return #table_of_view[view] end,
  __metatable = false,
}
S.read_only = read_only

-- Frozen tables: freeze(t) makes t, and every table its keys and values reach, read-only in
-- place (the same tables, so every reference sees it): each one's contents move to a table of
-- their own that only its metatable holds, and any write (assignment, rawset, setmetatable,
-- table.insert/sort) is an error at the line that tries it. Reading is unchanged: fields, #,
-- ipairs, pairs, next, rawget, rawlen and the host (g:log, g:set, decisions) see the contents.
-- What a frozen table holds cannot change, so the instance pool (engine/lua/instance_pool.cpp)
-- does not compare it after each game. Functions in it stay as they are (their upvalues are
-- compared). A table with a metatable, one that serves as one, and a definition other than a
-- role{} (game{}, an option, mod{}: the catalog reads their lists raw) cannot be frozen: freeze(t)
-- of one is an error, and one inside t is left as it is (writable, compared by the pool).
local contents_of = raw_setmetatable({}, { __mode = "k" })  -- frozen table -> its contents
local function frozen_error(k)  -- (at the line that writes: past the metamethod, rawset, table.insert...)
  local key = type(k) == "string" and ("'" .. k .. "'") or type(k) == "number" and tostring(k) or ("a " .. type(k) .. " key")
  error(script_where() .. "this table is frozen (its data cannot change): cannot set " .. key, 0)
end
local function frozen_write(_, k) frozen_error(k) end
-- Why t cannot be frozen, or nil. (A role{} can: the catalog reads its fields through; the lists
-- of a game{}, an option or a mod{} it reads raw.)
local function unfreezable(t)
  if guarded[t] ~= nil then return "freeze: a table that serves as a metatable cannot be frozen" end
  if raw_getmetatable(t) ~= nil then return "freeze: a table with a metatable cannot be frozen" end
  local kind = rawget(t, "__kind")
  if kind ~= nil and kind ~= "role" then
    return "freeze: a definition (game{}, option, mod{}) cannot be frozen: freeze the data in it"
  end
end
-- The tables freeze(t) freezes: t's keys and values, deep, but not those frozen already nor, inside
-- t, those that cannot be (left as they are, with what they hold: they stay writable, and the
-- instance pool compares them).
local function to_freeze(t, list, seen)
  if type(t) ~= "table" or seen[t] or contents_of[t] ~= nil then return end
  seen[t] = true
  if unfreezable(t) then return end
  list[#list + 1] = t
  for k, v in next, t do
    to_freeze(k, list, seen)
    to_freeze(v, list, seen)
  end
end
local function freeze_one(t)
  local contents = {}
  for k, v in next, t do contents[k] = v end
  for k in next, contents do raw_rawset(t, k, nil) end
  contents_of[t] = contents
  raw_setmetatable(t, {
    __index = contents,
    __newindex = frozen_write,
    __len = function() return #contents end,
    __frozen = contents,  -- the host's mark (engine/lua/frozen.hpp)
    __metatable = false,
  })
end
function S.freeze(t)
  if type(t) ~= "table" then error("freeze: expected a table, got " .. type(t), 2) end
  if contents_of[t] ~= nil then return t end
  local why = unfreezable(t)
  if why then error(why, 2) end
  local list = {}
  to_freeze(t, list, {})
  for i = 1, #list do freeze_one(list[i]) end
  return t
end
function S.is_frozen(t) return contents_of[t] ~= nil end

-- pairs visits keys in a fixed order (numbers, then strings, then booleans, each ascending), so a
-- script that iterates a table behaves the same on every run; so does next (below).
local rank = { number = 1, string = 2, boolean = 3 }
local function key_less(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then
    local ra, rb = rank[ta] or 4, rank[tb] or 4
    if ra ~= rb then return ra < rb end
    return ta < tb
  end
  if ta == "number" or ta == "string" then return a < b end
  if ta == "boolean" then return (not a) and b end
  error("pairs, next: keys must be numbers, strings or booleans to have a fixed order", 3)
end
local function sorted_keys(t)
  -- Keys all numbers or all strings (nearly every table) sort with the built-in `<`, the order
  -- key_less gives them, without a Lua call per comparison; other mixes take key_less.
  local keys, n, kind, mixed = {}, 0, nil, false
  for k in next, t do
    n = n + 1; keys[n] = k
    local tk = type(k)
    if tk ~= kind then
      if kind == nil and (tk == "number" or tk == "string") then kind = tk else mixed = true end
    end
  end
  if n > 1 then
    if mixed then sort(keys, key_less) else sort(keys) end
  end
  return keys
end
-- The pairs of `src` in sorted_keys order, as an iterator over t (src is t, or a frozen t's contents).
local function sorted_pairs(src, t)
  local keys = sorted_keys(src)
  local i = 0
  return function()
    i = i + 1
    local k = keys[i]
    if k ~= nil then return k, src[k] end
  end, t, nil
end
function S.pairs(t)
  local contents = contents_of[t]
  -- a frozen table: its contents' pairs (never the contents themselves)
  if contents ~= nil then return sorted_pairs(contents, t) end
  local viewed = table_of_view[t]
  if viewed ~= nil then  -- a read-only view: t's pairs, each value a view
    local step, state, k = S.pairs(viewed)
    return function()
      local key, v = step(state, k)
      k = key
      if key ~= nil then return key, read_only(v) end
    end, t, nil
  end
  local mt = script_getmetatable(t)
  -- A protected metatable (__metatable = false: the host's lazy views, bots/lua_seat_view.cpp)
  -- still has its __pairs honoured, as Lua's own pairs does.
  if mt == false then mt = raw_getmetatable(t) end
  if mt and mt.__pairs then return mt.__pairs(t) end
  return sorted_pairs(t, t)
end

-- next visits keys in the order pairs does: Lua's own order of string keys follows a hash seed
-- that differs from one process to the next, and a game must replay the same in a fresh one.
-- next(t) is the smallest key (found in one pass: `next(t) == nil` stays cheap); a walk on from
-- a key sorts the keys once and keeps them until next(t) starts again; from a key no longer in
-- the table (cleared during the walk) it goes on with the first key after it.
local walks = raw_setmetatable({}, { __mode = "k" })  -- table -> {keys = sorted keys, at = key -> place}
function S.next(t, k)
  if type(t) ~= "table" then return next(t, k) end  -- (its own error)
  t = contents_of[t] or t  -- a frozen table: its contents
  local viewed = table_of_view[t]
  if viewed ~= nil then  -- a read-only view: t's keys, each value a view
    local key, v = S.next(viewed, k)
    return key, read_only(v)
  end
  if k == nil then
    walks[t] = nil
    local first = next(t)
    if first == nil then return nil end
    for key in next, t, first do
      if key_less(key, first) then first = key end
    end
    return first, rawget(t, first)
  end
  local walk = walks[t]
  local place = walk and walk.at[k]
  if place == nil then
    local keys, at = sorted_keys(t), {}
    for i = 1, #keys do at[keys[i]] = i end
    walk = { keys = keys, at = at }
    walks[t] = walk
    place = at[k]
    if place == nil then  -- k was cleared during the walk: go on from the first key after it
      local lo, hi = 1, #keys + 1
      while lo < hi do
        local mid = (lo + hi) // 2
        if key_less(keys[mid], k) then lo = mid + 1 else hi = mid end
      end
      place = lo - 1
    end
  end
  local keys = walk.keys
  for i = place + 1, #keys do
    local key = keys[i]
    local v = rawget(t, key)
    if v ~= nil then return key, v end
  end
  return nil
end

-- pcall/xpcall: a script may catch its own errors, never the host's budget or memory cap.
local raw_pcall, raw_xpcall = pcall, xpcall
local function relay(ok, ...)
  if not ok and (host_aborted() or (...) == "not enough memory") then error((...), 0) end
  return ok, ...
end
function S.pcall(f, ...) return relay(raw_pcall(f, ...)) end
function S.xpcall(f, h, ...)
  return relay(raw_xpcall(f, function(e)
    if host_aborted() or e == "not enough memory" then return e end
    return h(e)
  end, ...))
end
local frozen = {}
function S.rawset(t, k, v)
  if frozen[t] then error("the library is read-only", 2) end
  if contents_of[t] ~= nil then frozen_error(k) end
  if table_of_view[t] ~= nil then read_only_error() end
  if late_field(k) and guarded[t] ~= nil then late_error() end
  return raw_rawset(t, k, v)
end

-- rawget and rawlen see a frozen table's contents, as every other read does.
function S.rawget(t, k) return rawget(contents_of[t] or t, k) end
local raw_rawlen = rawlen
function S.rawlen(t) return raw_rawlen(contents_of[t] or t) end

local function readonly(t, name)
  return setmetatable({}, {
    __index = t,
    __newindex = function() error(name .. " is read-only", 2) end,
    __metatable = false,
  })
end

-- (Pattern matching, sorting and the other library functions that work inside one C call are
-- charged to the budget by the host, and a pattern too expensive for its subject is refused:
-- engine/lua/charged_libs.cpp.)
local s = {}
for k, v in next, string do s[k] = v end

-- No addresses: tostring of a table or a function ("table: 0x55...") and string.format's %p
-- differ from one process to the next, so a game that kept one would not replay the same.
-- tostring gives the type instead (a __tostring metamethod is still honoured); %s in
-- string.format likewise; %p is refused.
local raw_tostring, raw_format = tostring, string.format
local addressed = { table = true, ["function"] = true, userdata = true, thread = true }
local function plain_tostring(v)
  if addressed[type(v)] then
    local mt = getmetatable(v)
    if type(mt) == "table" and rawget(mt, "__tostring") ~= nil then return raw_tostring(v) end
    return type(v)
  end
  return raw_tostring(v)
end
S.tostring = plain_tostring
local function plain_args(...)
  local n = select("#", ...)
  local out = { ... }
  for i = 1, n do
    if addressed[type(out[i])] then out[i] = plain_tostring(out[i]) end
  end
  return table.unpack(out, 1, n)
end
function s.format(fmt, ...)
  if type(fmt) == "string" and raw_format ~= nil and fmt:find("%", 1, true) then
    -- Each conversion's letter, found by a plain scan (a pattern with four quantifiers here was
    -- refused by the pattern guard for a format over about 150 bytes: a long message failed).
    local i, n = 1, #fmt
    while true do
      local at = fmt:find("%", i, true)
      if not at then break end
      local j = at + 1
      while j <= n and ("-+ #0123456789."):find(fmt:sub(j, j), 1, true) do j = j + 1 end
      if fmt:sub(j, j) == "p" then error("string.format: %p gives an address, which differs from one run to the next", 2) end
      i = j + 1
    end
  end
  return raw_format(fmt, plain_args(...))
end
string_methods = s  -- the host points strings' metatable here

local m = {}
for k, v in next, math do m[k] = v end
m.random = host_random
m.randomseed = nil
S.math = readonly(m, "math")
S.string = readonly(s, "string")
S.table = readonly(table, "table")
S.utf8 = readonly(utf8, "utf8")
frozen[S.math], frozen[S.string], frozen[S.table], frozen[S.utf8] = true, true, true, true

---------------------------------------------------------------------------------------------
-- Constructors: what a game, a role or an option script returns.
local function need(cond, level, fmt, ...)
  if not cond then error(string.format(fmt, ...), level + 1) end
end

function S.game(def)
  need(type(def) == "table", 2, "game{...} expects a table")
  need(type(def.id) == "string" and def.id:match("^[a-z][a-z0-9_]*$"), 2, "game: id must be a lowercase word")
  need(type(def.play) == "function", 2, "game %s: play(g) is missing", def.id)
  need(def.setup == nil or type(def.setup) == "function", 2, "game %s: setup must be a function", def.id)
  need(def.publish == nil or type(def.publish) == "function", 2, "game %s: publish must be a function(g)", def.id)
  need(type(def.players) == "table" and math.type(def.players.min) == "integer"
       and math.type(def.players.max) == "integer" and def.players.min >= 1
       and def.players.max >= def.players.min and def.players.max <= 64,
       2, "game %s: players = {min = N, max = M} is missing or wrong", def.id)
  def.options = def.options or {}
  def.roles = def.roles or {}
  def.sides = def.sides or {}
  def.end_reasons = def.end_reasons or {}
  def.modules = def.modules or {}
  def.cards = def.cards or {}
  def.texts = def.texts or {}
  for _, field in ipairs({ "options", "roles", "sides", "end_reasons", "modules", "cards", "texts" }) do
    need(contents_of[def[field]] == nil, 2, "game %s: %s is frozen: the host reads a definition as given (freeze the data your rules read)",
         def.id, field)
  end
  need(type(def.texts) == "table", 2, "game %s: texts must be a table {shared key = own key}", def.id)
  for k, v in next, def.texts do
    need(type(k) == "string" and type(v) == "string", 2, "game %s: texts maps keys to keys (strings)", def.id)
  end
  for i, o in ipairs(def.options) do
    need(type(o) == "table" and o.__kind == "option", 2, "game %s: options[%d] is not made by option.*", def.id, i)
  end
  for i, r in ipairs(def.roles) do
    need(type(r) == "table" and r.__kind == "role", 2, "game %s: roles[%d] is not made by role{}", def.id, i)
  end
  def.__kind = "game"
  return def
end

function S.role(def)
  need(type(def) == "table", 2, "role{...} expects a table")
  need(type(def.id) == "string" and def.id:match("^[a-z][a-z0-9_]*$"), 2, "role: id must be a lowercase word")
  need(type(def.side) == "string", 2, "role %s: side is missing", def.id)
  -- name defaults to the key "<game>.role.<id>" (set by the host, which knows the game)
  def.__kind = "role"
  return def
end

-- mod{...}: what a mod's mod.lua returns. See docs/modding.md.
function S.mod(def)
  need(type(def) == "table", 2, "mod{...} expects a table")
  need(type(def.id) == "string" and def.id:match("^[a-z][a-z0-9_]*$"), 2, "mod: id must be a lowercase word")
  need(type(def.version) == "string", 2, "mod %s: version = \"1.0\" is missing", def.id)
  def.title = def.title or (def.id .. ".title")
  need(type(def.title) == "string", 2, "mod %s: title must be a translation key", def.id)
  def.depends = def.depends or {}
  need(type(def.depends) == "table", 2, "mod %s: depends must be a list of game or mod ids", def.id)
  for i, d in ipairs(def.depends) do
    need(type(d) == "string", 2, "mod %s: depends[%d] must be a game or mod id", def.id, i)
  end
  -- requires = {mod_id = "1.2"}: those mods, at that version or later; conflicts = {mod_id, ...}:
  -- never with those (the host disables this mod, saying why).
  def.requires = def.requires or {}
  need(type(def.requires) == "table", 2, "mod %s: requires must be a table {mod id = \"minimum version\"}", def.id)
  for k, v in next, def.requires do
    need(type(k) == "string" and type(v) == "string" and v:match("^%d+[%.%d]*$"), 2,
         "mod %s: requires maps a mod id to its minimum version (\"1.2\")", def.id)
  end
  def.conflicts = def.conflicts or {}
  need(type(def.conflicts) == "table", 2, "mod %s: conflicts must be a list of mod ids", def.id)
  for i, c in ipairs(def.conflicts) do
    need(type(c) == "string", 2, "mod %s: conflicts[%d] must be a mod id", def.id, i)
  end
  local known = { id = 1, version = 1, title = 1, depends = 1, requires = 1, conflicts = 1, games = 1, extends = 1,
                  description = 1, __kind = 1 }
  for k in next, def do
    need(known[k], 2, "mod %s: unknown field '%s' (mod{} takes id, version, title, description, depends, requires, conflicts, games, extends)",
         def.id, tostring(k))
  end
  def.games = def.games or {}
  for i, g in ipairs(def.games) do
    need(type(g) == "table" and g.__kind == "game", 2, "mod %s: games[%d] is not made by game{}", def.id, i)
  end
  def.extends = def.extends or {}
  need(type(def.extends) == "table", 2, "mod %s: extends must be a table game id -> additions", def.id)
  for game_id, add in S.pairs(def.extends) do
    need(type(game_id) == "string" and type(add) == "table", 2,
         "mod %s: extends.%s must be a table of additions", def.id, tostring(game_id))
    for kind, list in S.pairs(add) do
      need(kind == "roles" or kind == "modules" or kind == "cards" or kind == "data" or kind == "layout", 2,
           "mod %s: extends.%s.%s: a mod adds roles, modules, cards, data or layout", def.id, game_id, tostring(kind))
      need(type(list) == "table", 2, "mod %s: extends.%s.%s must be a %s", def.id, game_id, kind,
           (kind == "data" or kind == "layout") and "table" or "list")
      for i, item in ipairs((kind == "data" or kind == "layout") and {} or list) do
        need(type(item) == "table", 2, "mod %s: extends.%s.%s[%d] must be a table", def.id, game_id, kind, i)
        if kind == "roles" then
          need(item.__kind == "role", 2, "mod %s: extends.%s.roles[%d] is not made by role{}", def.id, game_id, i)
        end
      end
    end
  end
  def.__kind = "mod"
  return def
end

-- What the loaded mods add to each game, in the order the mods loaded. A game reads it while it
-- loads (after every mod): additions("my_game").roles is a fresh list of role{} tables. It is kept
-- per scope (engine/lua/vm.hpp): the catalog's, and each game's own, where the mods that add to
-- the game are instantiated afresh (engine/lua/session.cpp).
local function additions_by_game()  -- game id -> list of {mod = id, roles = ..., modules = ..., cards = ...}
  local scope = host_scope()
  local by_game = rawget(scope, "#additions")  -- (no script name has a '#')
  if not by_game then
    by_game = {}
    raw_rawset(scope, "#additions", by_game)
  end
  return by_game
end
-- Which kinds of additions each game read (game id -> kind -> true), in any scope: while the game
-- loads (the catalog's scope) or while one of its games plays (a game's own scope: a game may read
-- them when its play begins). What a mod adds that its game never reads is reported by the loader
-- (engine/lua/mod_loader.cpp).
local read_by_game = {}
local function additions_read(game_id)
  local of_game = read_by_game[game_id]
  if not of_game then
    of_game = {}
    read_by_game[game_id] = of_game
  end
  return of_game
end
-- A deep copy of what a mod declared: tables copied (shared parts stay shared within one copy,
-- metatables kept), functions and other values as they are. Every additions() call hands out a
-- copy of its own, so neither the game nor another mod can change a mod's tables as anyone else
-- sees them (issue 14: "Mods are not isolated").
local function deep_copy(v, seen)
  if type(v) ~= "table" then return v end
  local c = seen[v]
  if c then return c end
  c = {}
  seen[v] = c
  local contents = contents_of[v]  -- a frozen table: a plain copy of its contents
  for k, x in next, contents or v do raw_rawset(c, deep_copy(k, seen), deep_copy(x, seen)) end
  local mt = raw_getmetatable(v)
  if mt ~= nil and contents == nil then raw_setmetatable(c, mt) end
  return c
end
-- Where each table additions() hands out came from (the copy, and every table inside it -> {mod,
-- game, kind}), so expect_fields can name the mod's file and line of a field nobody reads.
local origin_of = raw_setmetatable({}, { __mode = "k" })
local function mark_origin(t, origin)
  if type(t) ~= "table" or origin_of[t] then return end
  origin_of[t] = origin
  for _, v in next, t do mark_origin(v, origin) end
end
-- What mods declared that their game does not read (a misspelt field, data the game does not
-- have): {mod, game, kind, word, text}, each once. The loader turns them into load problems
-- naming the file and line of the mod that declares the word (engine/lua/mod_loader.cpp), so
-- `roundtable check` reports them as errors.
local declaration_problems, problem_seen = {}, {}
local function declaration_problem(mod_id, game_id, kind, word, text)
  local key = mod_id .. "\n" .. game_id .. "\n" .. kind .. "\n" .. word .. "\n" .. text
  if problem_seen[key] then return end
  problem_seen[key] = true
  declaration_problems[#declaration_problems + 1] = { mod = mod_id, game = game_id, kind = kind, word = word, text = text }
end
local addition_kinds = { "cards", "modules", "roles" }
function S.additions(game_id)
  local lists, seen = { roles = {}, modules = {}, cards = {} }, {}
  for _, add in ipairs(additions_by_game()[game_id] or {}) do
    for kind, into in next, lists do
      for _, item in ipairs(add[kind] or {}) do
        local copy = deep_copy(item, seen)
        mark_origin(copy, { mod = add.mod, game = game_id, kind = kind })
        into[#into + 1] = copy
      end
    end
  end
  local read = additions_read(game_id)
  return raw_setmetatable({}, {
    __index = function(_, kind)
      if lists[kind] then read[kind] = true end
      return lists[kind]
    end,
    __pairs = function()
      local i = 0
      return function()
        i = i + 1
        local kind = addition_kinds[i]
        if kind then
          read[kind] = true
          return kind, lists[kind]
        end
      end
    end,
    __newindex = function() error("additions(): the table is read-only (its lists are yours to change)", 2) end,
    __metatable = false,
  })
end

-- expect_fields(t, fields[, what]): the fields a game reads in something a mod added (a role, a
-- module, a card: a table additions() handed out). fields is a list of names; a field beginning
-- with "_" is the mod's own and always allowed. Every other field of t is a problem of the mod
-- that declared it ("mods/x/roles/y.lua:4: the game 'g' reads no field 'strenghtens' in a
-- role"): reported when the mods load and an error of `roundtable check`, never silently dropped.
-- On a table that no mod added, an unknown field is an error at once. Returns t.
function S.expect_fields(t, fields, what)
  need(type(t) == "table", 2, "expect_fields: expected a table, got %s", type(t))
  need(type(fields) == "table", 2, "expect_fields: fields must be a list of names")
  local known = {}
  for _, f in ipairs(fields) do known[f] = true end
  local origin = origin_of[t]
  for k in S.pairs(t) do
    if not (type(k) == "string" and (known[k] or k:sub(1, 1) == "_")) then
      local text = string.format("the game '%s' reads no field '%s' in %s%s (it reads: %s)",
                                 origin and origin.game or "?", tostring(k), what or (origin and origin.kind or "this table"),
                                 type(t.id) == "string" and (" '" .. t.id .. "'") or "", table.concat(fields, ", "))
      if not origin then error(text, 2) end
      declaration_problem(origin.mod, origin.game, origin.kind, tostring(k), text)
    end
  end
  return t
end

-- addition_problem(t, word, text): what a game cannot use in something a mod added (t, a table
-- additions() handed out): a problem of that mod, at the line that declares `word` (as
-- expect_fields reports); the game leaves t out. On a table no mod added, an error at once.
function S.addition_problem(t, word, text)
  need(type(word) == "string" and type(text) == "string", 2, "addition_problem(t, word, text): word and text are strings")
  local origin = type(t) == "table" and origin_of[t]
  if not origin then error(text, 2) end
  declaration_problem(origin.mod, origin.game, origin.kind, word, string.format("%s (the game '%s' leaves it out)", text, origin.game))
end

-- mod_data(game_id, data): the game's declared data (a table of numbers, strings, booleans and
-- tables of them: team sizes, a deck's counts) changed as the enabled mods say
-- (extends = {<game> = {data = {...}}}), in the order the mods loaded; returns data, changed in
-- place. A change names fields that exist: a number, string or boolean replaces one of the same
-- type; a list replaces a list of the same length and element types (a team-size row); any other
-- table changes the fields it names. Anything else (a field the data does not have, a function,
-- another type or length) is left as it was and is a problem of the mod (mod_loader.cpp).
local function is_list(t)
  local n = #t
  if n == 0 then return false end
  local count = 0
  for _ in next, t do count = count + 1 end
  return count == n
end
local function apply_change(mod_id, game_id, target, change, path, word)
  for k, v in S.pairs(change) do
    local at = path .. (type(k) == "string" and ("." .. k) or ("[" .. tostring(k) .. "]"))
    local w = type(k) == "string" and k or word
    local old = target[k]
    local function problem(why)
      declaration_problem(mod_id, game_id, "data", w, string.format("%s: %s (the data of '%s' is left as it was)", at, why, game_id))
    end
    if old == nil then
      problem("the game '" .. game_id .. "' has no such data")
    elseif type(old) == "function" then
      problem("a rule (a function), not data: a mod changes it with a module, not with data")
    elseif type(old) == "table" then
      if type(v) ~= "table" then
        problem("expected a table, got " .. type(v))
      elseif is_list(old) and is_list(v) then
        local ok = #v == #old
        for i = 1, #v do ok = ok and type(v[i]) == type(old[i]) and math.type(v[i]) == math.type(old[i]) end
        if ok then
          target[k] = deep_copy(v, {})
        else
          problem(string.format("expected a list of %d values, each of the type of the one it replaces", #old))
        end
      else
        apply_change(mod_id, game_id, old, v, at, w)
      end
    elseif type(v) ~= type(old) or math.type(v) ~= math.type(old) then
      problem(string.format("expected %s, got %s", math.type(old) or type(old), math.type(v) or type(v)))
    else
      target[k] = v
    end
  end
end
function S.mod_data(game_id, data)
  need(type(game_id) == "string", 2, "mod_data: expected a game id")
  need(type(data) == "table", 2, "mod_data: expected the game's data (a table)")
  additions_read(game_id).data = true
  for _, add in ipairs(additions_by_game()[game_id] or {}) do
    if add.data then apply_change(add.mod, game_id, data, add.data, game_id, "data") end
  end
  return data
end

-- The host's side of the registry (not in the sandbox).
local host_hooks = {}
host_hooks.pairs = S.pairs  -- for the host's lazy tables (bots/lua_seat_view.cpp): the same order
host_hooks.freeze = S.freeze  -- for data the host hands several seats at once (bots/lua_seat_view.cpp)
-- Whether t's metatable is the plain guard S.setmetatable gave it when it first served as a
-- metatable, t having none of its own (so scripts still see none): for the instance pool
-- (engine/lua/instance_pool.cpp), which counts that as no change.
function host_hooks.plainly_guarded(t) return guarded[t] == false end
function host_hooks.add_mod(def)
  local by_game = additions_by_game()
  for game_id, add in S.pairs(def.extends) do
    local list = by_game[game_id] or {}
    by_game[game_id] = list
    list[#list + 1] = { mod = def.id, roles = add.roles, modules = add.modules, cards = add.cards, data = add.data,
                        layout = add.layout }
  end
end
function host_hooks.remove_mod(mod_id)
  for _, list in next, additions_by_game() do
    for i = #list, 1, -1 do
      if list[i].mod == mod_id then table.remove(list, i) end
    end
  end
end
function host_hooks.additions_read(game_id)  -- the kinds of additions the game read, sorted
  local out = {}
  for kind in next, additions_read(game_id) do out[#out + 1] = kind end
  sort(out)
  return out
end
function host_hooks.declaration_problems() return declaration_problems end
function host_hooks.extended_games(mod_id)  -- the games a mod adds to, sorted
  local out = {}
  for game_id, list in next, additions_by_game() do
    for _, add in ipairs(list) do
      if add.mod == mod_id then out[#out + 1] = game_id; break end
    end
  end
  sort(out)
  return out
end

-- The loader's probe of a game loaded with mods (engine/lua/mod_loader.cpp): its setup functions
-- run on the default setup at each player count. It raises (the first error, which names the
-- script at fault) only when they raise at every player count: then no setup can be played with
-- the mods, and the host disables the one at fault. A mod that fails only some setups (fewer
-- players, an option turned) stays enabled: those setups are refused when chosen, with an error
-- naming the mod (Catalog::check_setup).
-- The default setup at n players: check_setup, roles_in_play and each option's applies must not
-- raise. The host calls it once per player count, each call with a fresh budget
-- (probe_with_mods), so a check that hangs at one count fails that count only.
function host_hooks.probe_game(def, n)
  local defaults = {}
  for _, o in ipairs(def.options) do defaults[o.id] = o.default end
  local function copy(t)
    local c = {}
    for k, v in next, t do c[k] = v end
    return c
  end
  if def.check_setup then def.check_setup(n, copy(defaults)) end
  if def.roles_in_play then def.roles_in_play(n, copy(defaults)) end
  for _, o in ipairs(def.options) do
    if o.applies then o.applies(n, copy(defaults)) end
  end
end

local option = {}
local function make_option(kind, def, check_default)
  need(type(def) == "table", 3, "option.%s{...} expects a table", kind)
  need(type(def.id) == "string" and def.id:match("^[a-z][a-z0-9_]*$"), 3, "option: id must be a lowercase word")
  def.kind = kind
  -- applies(players, options): false when the option has no meaning for that setup (hidden)
  need(def.applies == nil or type(def.applies) == "function", 3, "option %s: applies must be a function", def.id)
  -- name defaults to the key "<game>.option.<id>"
  check_default(def)
  def.__kind = "option"
  return def
end
function option.bool(def)
  local made = make_option("bool", def, function(d)
    if d.default == nil then d.default = false end
    need(type(d.default) == "boolean", 4, "option %s: default must be true or false", d.id)
  end)
  return made  -- (not a tail call: its errors name the line that declared the option)
end
function option.choice(def)
  local made = make_option("choice", def, function(d)
    need(type(d.values) == "table" and #d.values > 0, 4, "option %s: values = {...} is missing", d.id)
    local listed = false
    for _, v in ipairs(d.values) do
      need(type(v) == "string", 4, "option %s: each of its values must be a string", d.id)
      listed = listed or v == d.default
    end
    if d.default == nil then d.default, listed = d.values[1], true end
    need(listed, 4, "option %s: default %s is not one of its values (%s)", d.id, tostring(d.default),
         table.concat(d.values, ", "))
  end)
  return made  -- (not a tail call: its errors name the line that declared the option)
end
function option.int(def)
  local made = make_option("int", def, function(d)
    need(math.type(d.min) == "integer" and math.type(d.max) == "integer", 4, "option %s: min and max are needed", d.id)
    need(d.min <= d.max, 4, "option %s: min (%d) is above max (%d)", d.id, d.min, d.max)
    if d.default == nil then d.default = d.min end
    need(math.type(d.default) == "integer" and d.default >= d.min and d.default <= d.max, 4,
         "option %s: default must be a whole number from %d to %d", d.id, d.min, d.max)
  end)
  return made  -- (not a tail call: its errors name the line that declared the option)
end
S.option = readonly(option, "option")
frozen[S.option] = true

---------------------------------------------------------------------------------------------
-- The Lua half of the game API: sugar over the host's g:decide and friends.
local M = game_methods

-- The key to use for a shared text in this game: game{}.texts may map a shared key to the
-- game's own (a game that says "quest" where the shared texts say "mission").
function M:text_key(key)
  local t = rawget(self, "texts")
  return t and t[key] or key
end

-- The helpers' last argument `how`: a validator function(seat, answer), or a table
-- {validate = function, rule = key or {key = ..., args = {...}}} (the rule is said with a refusal).
local function how_of(how)
  if type(how) == "table" then return how.validate, how.rule end
  return how, nil
end

-- One seat chooses one of `options` (a list of ids).
-- (ask, pick_seats and pick_entities, without `how` as most decisions are asked, make the request
-- without the validator's fields: a table of half the size for g:decide to walk, no how_of call.)
function M:ask(seat, options, prompt, args, how)
  if how == nil then return self:decide { seat = seat, choose = options, prompt = prompt, args = args } end
  local validate, rule = how_of(how)
  return self:decide { seat = seat, choose = options, prompt = prompt, args = args, validate = validate, rule = rule }
end

-- One seat picks `count` distinct seats (from `from`, default every seat).
function M:pick_seats(seat, count, prompt, args, from, how)
  if how == nil then
    return self:decide { seat = seat, pick_seats = { count = count, from = from }, prompt = prompt, args = args }
  end
  local validate, rule = how_of(how)
  return self:decide { seat = seat, pick_seats = { count = count, from = from }, prompt = prompt,
                       args = args, validate = validate, rule = rule }
end

-- One seat picks `count` distinct cards or tokens from a zone (its id) or a list of entity ids.
-- `count` is a number, or {min = a, max = b}. Returns the list of picked ids.
function M:pick_entities(seat, from, count, prompt, args, how)
  local spec
  if type(count) == "table" then spec = { from = from, min = count.min, max = count.max }
  else spec = { from = from, count = count } end
  if how == nil then return self:decide { seat = seat, pick_entities = spec, prompt = prompt, args = args } end
  local validate, rule = how_of(how)
  return self:decide { seat = seat, pick_entities = spec, prompt = prompt, args = args, validate = validate,
                       rule = rule }
end

-- One seat puts cards or tokens (a zone's id, or a list of ids) in an order; returns the list.
function M:order(seat, entities, prompt, args, how)
  local validate, rule = how_of(how)
  return self:decide { seat = seat, order = entities, prompt = prompt, args = args, validate = validate, rule = rule }
end

-- Several seats answer at once and in secret. `options` is a list shared by all, or a function
-- seat -> list. Returns a table seat -> answer.
function M:ask_all(seats, options, prompt, args, how)
  local validate, rule = how_of(how)
  if type(options) == "function" then
    local by_seat = {}
    for _, s in ipairs(seats) do by_seat[s] = options(s) end
    return self:decide { seats = seats, simultaneous = true, choose_by_seat = by_seat, prompt = prompt,
                         args = args, validate = validate, rule = rule }
  end
  return self:decide { seats = seats, simultaneous = true, choose = options, prompt = prompt, args = args,
                       validate = validate, rule = rule }
end

-- Seats 1..n in clockwise order, and the seat k places clockwise from s.
function M:all_seats()
  local t = {}
  for i = 1, self.player_count do t[i] = i end
  return t
end
function M:next_seat(s, k)
  return (s - 1 + (k or 1)) % self.player_count + 1
end

setmetatable(S, { __newindex = function(_, k) error("cannot define global '" .. tostring(k) .. "' in the sandbox", 2) end,
                  __metatable = false })

return host_hooks
