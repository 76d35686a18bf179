-- scripts/avalon/roster.lua: every Avalon character, and what the table is made of for a given
-- setup: which characters are in the game (each optional character has a setup option of its
-- own, declared by its file) and the cards dealt (characters replace standard cards of their
-- side). A new character is one more file in roles/ and one more line here (or a mod).
local rules = use "avalon/rules"
local sides = use "avalon/sides"

local roster = {}

roster.roles = {
  use "avalon/roles/servant",
  use "avalon/roles/minion",
  use "avalon/roles/merlin",
  use "avalon/roles/assassin",
  use "avalon/roles/percival",
  use "avalon/roles/mordred",
  use "avalon/roles/oberon",
  use "avalon/roles/morgana",
  use "avalon/roles/lancelot_good",
  use "avalon/roles/lancelot_evil",
  use "avalon/roles/lunatic",
  use "avalon/roles/brute",
  use "avalon/roles/revealer",
  use "avalon/roles/cleric",
  use "avalon/roles/trickster",
  use "avalon/roles/troublemaker",
  -- Modules and variants (Big Box): their rules are in modules/, joined through modules.lua.
  use "avalon/roles/untrustworthy_servant",
  use "avalon/roles/rogue_good",
  use "avalon/roles/rogue_evil",
  use "avalon/roles/messenger_senior",
  use "avalon/roles/messenger_junior",
  use "avalon/roles/messenger_evil",
  use "avalon/roles/sorcerer_good",
  use "avalon/roles/sorcerer_evil",
}
-- The fields Avalon reads in a character and in a module (modding.md, "Writing an Avalon
-- character"; modules.lua lists the hooks). A mod's character or module with any other field (a
-- misspelt `strenghtens`) is a problem of the mod, naming its line (expect_fields).
roster.role_fields = {
  "id", "side", "name", "option", "default", "quest_cards", "sees", "appears", "sights", "loyalty_lie",
  "checks_loyalty", "assassinates", "assassination_target", "strengthens", "recommended_players", "check",
  "after_quest", "module", "from_module", "messenger", "rogue_card", "lancelot", "recruitable",
}
roster.module_fields = {
  "id", "option", "default", "strengthens", "recommended_players", "options", "check",
  "setup", "after_setup", "before_quest", "choose_quest", "team_size", "after_proposal", "after_team",
  "before_reveal", "cards_played", "cards_counted", "fails", "outcome", "after_result",
  "before_assassination", "at_finish",
}
-- Characters that mods add (mods/<mod>/mod.lua: extends = {avalon = {roles = ...}}) take part
-- like the ones above: options, deal, Reveal stage, narration.
-- A character whose id is already one (the book's, or an earlier mod's) is left out, a problem
-- of its mod: two characters with one id would be dealt as each other.
local function role_taken(id)
  for _, known in ipairs(roster.roles) do
    if known.id == id then return true end
  end
  return false
end
for _, r in ipairs(additions("avalon").roles) do
  expect_fields(r, roster.role_fields, "a character")
  if type(r.module) == "table" then expect_fields(r.module, roster.module_fields, "a module") end
  if type(r.id) == "string" and role_taken(r.id) then
    addition_problem(r, r.id, "the id '" .. r.id .. "' is already a character of the game")
  else
    roster.roles[#roster.roles + 1] = r
  end
end
roster.sides = sides

roster.by_id = {}
for _, r in ipairs(roster.roles) do roster.by_id[r.id] = r end
roster.side_by_id = {}
for _, s in ipairs(sides) do roster.side_by_id[s.id] = s end

-- The setup options that put characters in the game, in the order of the roles above (the two
-- Lancelots share one). Each: {id, default, roles = {...}}.
roster.character_options = {}
do
  local by_option = {}
  for _, r in ipairs(roster.roles) do
    if r.option then
      local o = by_option[r.option]
      if not o then
        o = { id = r.option, default = r.default or false, roles = {} }
        by_option[r.option] = o
        roster.character_options[#roster.character_options + 1] = o
      end
      o.roles[#o.roles + 1] = r
    end
  end
end

-- The optional rules (Big Box "Optional rules"; the Ukrainian edition's quest selection mode):
-- modules that a setup option of their own turns on (`option`), not a character.
roster.rule_modules = {
  use "avalon/modules/quest_selection",
  use "avalon/modules/lady_of_the_lake",
  use "avalon/modules/excalibur",
  use "avalon/modules/trapper",
}
-- Optional rules that mods add (mods/<mod>/mod.lua: extends = {avalon = {modules = ...}}): each
-- names its option, like the ones above (mods/first_quest_mercy is an example).
for _, m in ipairs(additions("avalon").modules) do
  roster.rule_modules[#roster.rule_modules + 1] = expect_fields(m, roster.module_fields, "a module")
end

-- The modules the characters bring and the optional rules (modules.lua), once each; the setup
-- options the modules declare (the Lancelot rule, the Messengers' optional rule); and one bool
-- option per optional rule (roster.rule_options).
roster.modules, roster.module_options, roster.rule_options = {}, {}, {}
do
  local seen = {}
  local function add(m)
    if seen[m.id] then return end
    seen[m.id] = true
    roster.modules[#roster.modules + 1] = m
    for _, o in ipairs(m.options or {}) do roster.module_options[#roster.module_options + 1] = o end
  end
  for _, r in ipairs(roster.roles) do
    if r.module then add(r.module) end
  end
  for _, m in ipairs(roster.rule_modules) do
    add(m)
    roster.rule_options[#roster.rule_options + 1] =
      option.bool { id = m.option, name = "avalon.option." .. m.option, default = m.default or false }
  end
end

-- The setup options of the Plot cards mods add (plot_cards.lua: a card that names an option is in
-- the deck when it is on), each once, in the order of the cards.
roster.plot_card_options = {}
do
  local seen = {}
  for _, c in ipairs((use "avalon/plot_cards").extra) do
    if c.option and not seen[c.option] then
      seen[c.option] = true
      roster.plot_card_options[#roster.plot_card_options + 1] = c.option
    end
  end
end

-- Evil characters that may be designated to assassinate when the Assassin card is out.
roster.assassin_choices = { "assassin" }
for _, r in ipairs(roster.roles) do
  if r.side == "evil" and r.option and not r.assassinates and not r.lancelot and not r.from_module then
    roster.assassin_choices[#roster.assassin_choices + 1] = r.id
  end
end

-- How the setup screen groups the options (docs/lua-api.md, option_groups): the characters of
-- each side, each noted with the side it strengthens (from the role files), then the rules.
roster.option_groups = {}
do
  local function side_of(o)  -- an option's side, or "both" (the Lancelots)
    local side = o.roles[1].side
    for _, r in ipairs(o.roles) do if r.side ~= side then return "both" end end
    return side
  end
  local groups = {}
  local order = {}
  for _, s in ipairs(sides) do order[#order + 1] = s.id end
  order[#order + 1] = "both"
  local colors = { good = "blue", evil = "red", both = "purple" }
  for _, id in ipairs(order) do groups[id] = { name = "avalon.group." .. id, color = colors[id], options = {} } end
  for _, o in ipairs(roster.character_options) do
    local s = o.roles[1].strengthens
    local list = groups[side_of(o)].options
    list[#list + 1] = { id = o.id, note = s and ("avalon.note.strengthens." .. s) or nil }
  end
  for _, id in ipairs(order) do
    if #groups[id].options > 0 then roster.option_groups[#roster.option_groups + 1] = groups[id] end
  end
  -- The optional rules, each noted with the side it strengthens (the module's `strengthens`).
  local optional = { name = "avalon.group.optional_rules", color = "teal", options = {} }
  for _, m in ipairs(roster.rule_modules) do
    optional.options[#optional.options + 1] =
      { id = m.option, note = m.strengthens and ("avalon.note.strengthens." .. m.strengthens) or nil }
  end
  optional.options[#optional.options + 1] = { id = "plot_cards" }  -- common/plot_cards.lua, in game.lua
  optional.options[#optional.options + 1] = { id = "restore_honor_may_pass" }
  for _, id in ipairs(roster.plot_card_options) do optional.options[#optional.options + 1] = { id = id } end
  roster.option_groups[#roster.option_groups + 1] = optional
  local rules_group = { name = "avalon.group.rules", options = {} }
  for _, o in ipairs(roster.module_options) do rules_group.options[#rules_group.options + 1] = { id = o.id } end
  rules_group.options[#rules_group.options + 1] = { id = "assassin_by" }
  rules_group.options[#rules_group.options + 1] = { id = "narration" }
  roster.option_groups[#roster.option_groups + 1] = rules_group
end

-- The characters a setup puts in the game: a list of roles, and id -> true.
function roster.present(options)
  local list, set = {}, {}
  for _, o in ipairs(roster.character_options) do
    if options[o.id] then
      for _, r in ipairs(o.roles) do
        list[#list + 1] = r
        set[r.id] = true
      end
    end
  end
  return list, set
end

-- The cards to deal: the characters, then standard cards for the places left on each side.
function roster.cards(players, options)
  local cards, used = {}, { good = 0, evil = 0 }
  for _, r in ipairs((roster.present(options))) do
    cards[#cards + 1] = r.id
    used[r.side] = used[r.side] + 1
  end
  for _, side in ipairs { "good", "evil" } do
    for _ = used[side] + 1, rules.places[players][side] do cards[#cards + 1] = rules.standard[side] end
  end
  return cards
end

-- The order of the Reveal stage's steps (sights), in one list, as the rulebook's script runs:
-- the Cleric looks at the first Leader, Evil opens its eyes, Merlin sees the thumbs, then Percival,
-- the Untrustworthy Servant, the Messengers and the Lancelots. A sight a mod's character brings
-- comes after these, by id.
roster.sight_order = {
  "cleric", "evil", "merlin", "percival", "untrustworthy_servant", "messengers", "lancelot",
}

-- Every step of the Reveal stage any character or side may open, in order.
roster.sights = {}
do
  local rank = {}
  for i, id in ipairs(roster.sight_order) do rank[id] = i end
  local last = #roster.sight_order + 1
  local seen = {}
  local function add(list)
    for _, s in ipairs(list or {}) do
      if not seen[s.id] then
        seen[s.id] = true
        roster.sights[#roster.sights + 1] = s
      end
    end
  end
  for _, s in ipairs(sides) do add(s.sights) end
  for _, r in ipairs(roster.roles) do add(r.sights) end
  table.sort(roster.sights, function(a, b)
    local ra, rb = rank[a.id] or last, rank[b.id] or last
    if ra ~= rb then return ra < rb end
    return a.id < b.id
  end)
end

roster.sight_by_id = {}
for _, s in ipairs(roster.sights) do roster.sight_by_id[s.id] = s end

-- The Quest cards a character may play on a quest: its own rule (a function may return nil),
-- else its current side's.
function roster.quest_cards(g, seat, role, side, quest)
  local q = role.quest_cards
  if type(q) == "function" then q = q(g, seat, quest) end
  return q or roster.side_by_id[side].quest_cards
end

-- The characters (whom they see, how they appear, their Reveal steps and words, their Quest cards,
-- their modules' rules), the sides and the lists above never change during a game: frozen
-- (docs/lua-api.md, "Frozen data"), so a write to them is an error and no game's instance
-- compares them again.
-- (The options a module declares are definitions the host reads: they stay as they are.)
for _, r in ipairs(roster.roles) do freeze(r) end
freeze(roster.by_id)
freeze(roster.character_options)
freeze(roster.modules)
freeze(sides)
freeze(roster.side_by_id)
freeze(roster.role_fields)
freeze(roster.module_fields)
freeze(roster.sight_order)
freeze(roster.sights)
freeze(roster.sight_by_id)

return roster
