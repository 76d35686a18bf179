-- scripts/avalon/setup_check.lua: is a setup playable, and what does the rulebook advise against?
-- Errors refuse the setup; warnings are the book's recommendations, which a group may accept.
-- Each problem is {level = "error" | "warning", key = translation key, args = {...}}.
local rules  = use "avalon/rules"
local plot_cards = use "common/plot_cards"
local plot_deck = use "avalon/plot_cards"
local roster = use "avalon/roster"

local check = {}

local function add(out, level, key, args)
  out[#out + 1] = { level = level, key = key, args = args or {} }
end

function check.problems(players, options, errors_only)
  local out = {}
  local present, set = roster.present(options)
  -- Every check reads the same context through a read-only view (read_only, docs/lua-api.md):
  -- a mod's check can neither rewrite it nor the characters the later checks read.
  local ctx = read_only { players = players, options = options, present = set, roles = present }

  -- Characters replace standard cards of their side: no more than the side has places.
  local count = { good = 0, evil = 0 }
  for _, r in ipairs(present) do count[r.side] = count[r.side] + 1 end
  for _, side in ipairs { "good", "evil" } do
    local places = rules.places[players][side]
    if count[side] > places then
      add(out, "error", "avalon.setup.too_many", { side = "avalon.side." .. side, count = count[side], places = places })
    end
  end

  -- Each character's own conditions (Morgana needs Percival, ...).
  for _, r in ipairs(present) do
    if r.check then
      for _, p in ipairs(r.check(ctx) or {}) do add(out, p.level or "error", p.key, p.args) end
    end
  end

  -- The modules' own conditions (a Lancelot variant needs the Lancelots).
  for _, m in ipairs(roster.modules) do
    if m.check then
      for _, p in ipairs(m.check(ctx) or {}) do add(out, p.level or "error", p.key, p.args) end
    end
  end

  -- With Merlin, someone must assassinate: the Assassin, or an Evil character named by the setup.
  local by = options.assassin_by or "assassin"
  local has_target, has_assassin, targets = false, false, {}
  for _, r in ipairs(present) do
    if r.assassination_target ~= nil then
      has_target = true
      targets[#targets + 1] = r.name
    end
    has_assassin = has_assassin or r.assassinates == true
  end
  if by ~= "assassin" then
    if has_assassin then
      add(out, "error", "avalon.setup.assassin_by_with_assassin", { role = roster.by_id[by].name })
    elseif not set[by] then
      add(out, "error", "avalon.setup.assassin_by_absent", { role = roster.by_id[by].name })
    end
  elseif has_target and not has_assassin then
    add(out, "error", "avalon.setup.no_assassin", { roles = targets })
  end

  if errors_only then return out end

  -- The book's recommendations.
  local warned_option = {}
  for _, r in ipairs(present) do
    if r.recommended_players and players < r.recommended_players and not warned_option[r.option] then
      warned_option[r.option] = true
      add(out, "warning", "avalon.warn.players", { role = "avalon.option." .. r.option, min = r.recommended_players })
    end
  end
  -- The optional rules the setup turns on (Lady of the Lake: recommended for seven or more).
  local rules_on = {}
  for _, m in ipairs(roster.rule_modules) do
    if options[m.option] then rules_on[#rules_on + 1] = m end
  end
  for _, m in ipairs(rules_on) do
    if m.recommended_players and players < m.recommended_players then
      add(out, "warning", "avalon.warn.players", { role = "avalon.option." .. m.option, min = m.recommended_players })
    end
  end
  local checks = false
  for _, r in ipairs(present) do checks = checks or r.checks_loyalty == true end
  for _, m in ipairs(rules_on) do checks = checks or m.checks_loyalty == true end
  if options.plot_cards then  -- the Plot cards that examine a player, if this table's deck has them
    for _, c in ipairs(plot_cards.cards_for(plot_deck, players, options)) do
      if plot_cards.examines[c.effect] or c.examines then checks = true end
    end
  end
  if not checks then
    for _, r in ipairs(present) do
      if r.loyalty_lie then add(out, "warning", "avalon.warn.nothing_checks", { role = r.name }) end
    end
  end
  local new = {}
  for _, o in ipairs(roster.character_options) do
    if options[o.id] and not rules.base_characters[o.id] then new[#new + 1] = o end
  end
  if #new > 1 then
    for _, o in ipairs(new) do
      local side = o.roles[1].strengthens
      add(out, "warning", side and ("avalon.warn.new_character." .. side) or "avalon.warn.new_character",
          { role = "avalon.option." .. o.id })
    end
  end
  return out
end

local function playable(players, options)
  for _, p in ipairs(check.problems(players, options, true)) do
    if p.level == "error" then return false end
  end
  return true
end

-- Every setup of `players` with no error: each combination of characters (and, with Merlin but
-- without the Assassin card, each Evil character in the game that could assassinate).
-- (`max_optional`: at most that many optional characters of `opts`, the base game's not counted;
-- the walk skips the rest instead of enumerating them.)
function check.legal_setups(players, opts, extra, max_optional)
  local out = {}
  local optional_on = 0
  opts = opts or roster.character_options
  local places = rules.places[players]
  local options, used = {}, { good = 0, evil = 0 }
  local function fits(o, delta)
    for _, r in ipairs(o.roles) do used[r.side] = used[r.side] + delta end
    return used.good <= places.good and used.evil <= places.evil
  end
  local function leaf()
    local choices = { "assassin" }
    if options.merlin and not options.assassin then
      choices = {}
      for _, by in ipairs(roster.assassin_choices) do
        if options[by] then choices[#choices + 1] = by end
      end
    end
    for _, by in ipairs(choices) do
      options.assassin_by = by
      for k, v in pairs(extra or {}) do options[k] = v end
      if playable(players, options) then
        local o = { assassin_by = by }
        for _, c in ipairs(opts) do o[c.id] = options[c.id] end
        for k, v in pairs(extra or {}) do o[k] = v end
        out[#out + 1] = o
      end
    end
  end
  local function walk(i)
    if i > #opts then return leaf() end
    local o = opts[i]
    options[o.id] = false
    walk(i + 1)
    local optional = not rules.base_characters[o.id]
    if fits(o, 1) and not (optional and max_optional and optional_on >= max_optional) then
      -- no more characters of a side than it has places
      options[o.id] = true
      if optional then optional_on = optional_on + 1 end
      walk(i + 1)
      if optional then optional_on = optional_on - 1 end
    end
    fits(o, -1)
    options[o.id] = false
  end
  walk(1)
  return out
end

-- What the generic checkers play with every check (see docs/lua-api.md, test_setups): the base
-- game, servants and minions only, Merlin with a designated assassin, and mixes grown one
-- character at a time (with one helper when a character needs one, e.g. Morgana needs Percival)
-- until every character has been in one.
function check.test_setups(players)
  local opts = roster.character_options
  local out, seen = {}, {}
  local function copy(o, extra)
    local c = { assassin_by = o.assassin_by, lancelot_rule = o.lancelot_rule }
    for _, x in ipairs(opts) do c[x.id] = o[x.id] or false end
    for _, m in ipairs(roster.rule_modules) do c[m.option] = o[m.option] or nil end
    for k, v in pairs(extra or {}) do c[k] = v end
    return c
  end
  local function key(o)
    local k = (o.assassin_by or "assassin") .. (o.lancelot_rule or "")
    for _, x in ipairs(opts) do k = k .. (o[x.id] and "1" or "0") end
    for _, m in ipairs(roster.rule_modules) do k = k .. (o[m.option] and "1" or "0") end
    return k
  end
  local function add(o)
    if playable(players, o) and not seen[key(o)] then
      seen[key(o)] = true
      out[#out + 1] = o
      return true
    end
    return false
  end
  local base = copy({ merlin = true, assassin = true })
  add(base)
  add(copy({}))
  for _, by in ipairs(roster.assassin_choices) do
    if by ~= "assassin" and add(copy({ merlin = true, assassin_by = by, [by] = true })) then break end
  end
  local covered = { merlin = true, assassin = true }
  while true do
    local mix, grew = copy(base), false
    for _, c in ipairs(opts) do
      if not covered[c.id] and not mix[c.id] then
        local try = copy(mix, { [c.id] = true })
        if playable(players, try) then
          mix, grew = try, true
        else
          for _, h in ipairs(opts) do
            if not try[h.id] then
              local with_helper = copy(try, { [h.id] = true })
              if playable(players, with_helper) then
                mix, grew = with_helper, true
                break
              end
            end
          end
        end
      end
    end
    if not grew then break end
    for _, c in ipairs(opts) do if mix[c.id] then covered[c.id] = true end end
    add(mix)
  end
  -- Everything that checks loyalty with everyone who lies when checked.
  local liars = copy(base)
  for _, c in ipairs(opts) do
    for _, r in ipairs(c.roles) do
      if r.checks_loyalty or r.loyalty_lie then liars[c.id] = true end
    end
  end
  add(liars)
  -- Plot cards (they check loyalty too) with everyone who lies when checked, and the Plot cards
  -- mods add (their options on).
  local with_plots = copy(liars, { plot_cards = true })
  for _, id in ipairs(roster.plot_card_options) do with_plots[id] = true end
  if playable(players, with_plots) then out[#out + 1] = with_plots end
  -- One Lancelot variant on the first mix with the Lancelots, in turn by player count (all_setups
  -- plays every variant at every count).
  local variants = #rules.lancelot_rules - 1
  local lancelot_mix
  for _, o in ipairs(out) do
    if o.lancelots then
      lancelot_mix = copy(o, { lancelot_rule = rules.lancelot_rules[2 + players % variants] })
      add(lancelot_mix)
      break
    end
  end
  -- The optional rules: all of them on the base game; the Lady of the Lake with everyone who lies
  -- when checked; Excalibur, quest selection mode and the Trapper with the module cards (the Rogues', the
  -- Messages, Magic: as many as fit) and with the Lancelot variant above.
  local all_rules = {}
  for _, m in ipairs(roster.rule_modules) do all_rules[m.option] = true end
  add(copy(base, all_rules))
  add(copy(liars, { lady_of_the_lake = true }))
  local cards = copy(base, { excalibur = true, quest_selection = true, trapper = true })
  for _, id in ipairs { "messengers", "rogue_good", "rogue_evil", "sorcerers" } do
    if playable(players, copy(cards, { [id] = true })) then cards[id] = true end
  end
  add(cards)
  if lancelot_mix then add(copy(lancelot_mix, { excalibur = true, quest_selection = true })) end
  return out
end

-- What the checkers play once each (see docs/lua-api.md, all_setups): every legal mix of the
-- characters of the rulebook's character chapter; every other mix with the Lancelots also under
-- one of the Lancelot variants (in turn); and each module's characters (modules and variants
-- chapter) with each legal mix of at most one other optional character. (Every mix of every
-- module would be thousands of games per player count.)
function check.all_setups(players)
  local classic, modular = {}, {}
  for _, o in ipairs(roster.character_options) do
    if o.roles[1].from_module then modular[#modular + 1] = o else classic[#classic + 1] = o end
  end
  local out = check.legal_setups(players, classic)
  local function optional_count(s)
    local optional = 0
    for _, c in ipairs(classic) do
      if s[c.id] and not rules.base_characters[c.id] then optional = optional + 1 end
    end
    return optional
  end
  local function with(s, extra)
    local o = {}
    for k, v in pairs(s) do o[k] = v end
    for k, v in pairs(extra) do o[k] = v end
    return o
  end
  local plain = {}  -- the classic mixes with at most one optional character
  for n = 1, #out do
    if optional_count(out[n]) <= 1 then plain[#plain + 1] = out[n] end
  end
  local variants, i = {}, 0
  for _, rule in ipairs(rules.lancelot_rules) do
    if rule ~= "standard" then variants[#variants + 1] = rule end
  end
  for n = 1, #out do
    if out[n].lancelots then
      i = i + 1
      if i % 2 == 0 then out[#out + 1] = with(out[n], { lancelot_rule = variants[(i // 2) % #variants + 1] }) end
    end
  end
  local first_of_module = {}
  for _, m in ipairs(modular) do
    for _, s in ipairs(check.legal_setups(players, classic, { [m.id] = true }, 1)) do
      if optional_count(s) <= 1 then
        out[#out + 1] = s
        first_of_module[m.id] = first_of_module[m.id] or s
      end
    end
  end
  -- The optional rules (setup options, not characters: they never make a setup illegal): each
  -- alone on the mixes without an optional character, all of them on every mix above with at most
  -- one, and each with each module's characters.
  local every = {}
  for _, m in ipairs(roster.rule_modules) do
    every[m.option] = true
    for _, s in ipairs(plain) do
      if optional_count(s) == 0 then out[#out + 1] = with(s, { [m.option] = true }) end
    end
  end
  for _, s in ipairs(plain) do out[#out + 1] = with(s, every) end
  for _, m in ipairs(modular) do
    local s = first_of_module[m.id]
    if s then
      for _, r in ipairs(roster.rule_modules) do out[#out + 1] = with(s, { [r.option] = true }) end
    end
  end
  return out
end

return check
