-- scripts/avalon/reveal.lua: the Reveal stage, composed from the characters in the game. A side or
-- a character declares the steps ("sights") it opens: who opens their eyes (`watch`), who extends
-- a thumb (`show`), what the watchers learn. Every character may say for any sight whether it
-- watches (`sees = {sight = bool}`) or is seen (`appears = {sight = bool}`), overriding the
-- sight's default. So Mordred hides from Merlin in mordred.lua alone, and a new character takes
-- part without edits anywhere else.
--
-- The same data gives the spoken script, for a group that deals physical cards.
local roster = use "avalon/roster"

local reveal = {}

local function flags(role, field, options)
  local f = role[field]
  if type(f) == "function" then f = f(options) end
  return f
end

-- Does spec (a side id, a role id, or a predicate on the role) include this role?
local function by_default(spec, role)
  if spec == nil then return false end
  if type(spec) == "function" then return spec(role) == true end
  return spec == role.side or spec == role.id
end

function reveal.watches(role, sight, options)
  local f = flags(role, "sees", options)
  if f and f[sight.id] ~= nil then return f[sight.id] end
  return by_default(sight.watch, role)
end

function reveal.appears(role, sight, options)
  local f = flags(role, "appears", options)
  if f and f[sight.id] ~= nil then return f[sight.id] end
  return by_default(sight.show, role)
end

-- The sights the characters in the game open, in order, each with its watching and shown roles.
function reveal.steps(present, options)
  local steps = {}
  for _, sight in ipairs(roster.sights) do
    local watchers, shown = {}, {}
    for _, r in ipairs(present) do
      if reveal.watches(r, sight, options) then watchers[#watchers + 1] = r end
      if reveal.appears(r, sight, options) then shown[#shown + 1] = r end
    end
    if #watchers > 0 then steps[#steps + 1] = { sight = sight, watchers = watchers, shown = shown } end
  end
  return steps
end

-- The characters in this game (standard cards included), once each, in the roster's order.
-- Which cards are dealt is public (the setup says it); who holds them is not.
function reveal.in_game(cards)
  local dealt, list = {}, {}
  for _, id in ipairs(cards) do dealt[id] = true end
  for _, r in ipairs(roster.roles) do
    if dealt[r.id] then list[#list + 1] = r end
  end
  return list
end

-- The stage as the setup decides it (the characters in the game and the options; the deal only
-- says who holds which), as data: each step's sight and the roles that watch and are shown
-- (id -> true), and with narration the spoken script. The host computes it once per setup
-- (game.lua's setup_data); each game reads it as g.setup_data.reveal.
function reveal.plan(cards, options)
  local present = reveal.in_game(cards)
  local steps = {}
  for i, step in ipairs(reveal.steps(present, options)) do
    local watch, show = {}, {}
    for _, r in ipairs(present) do
      if reveal.watches(r, step.sight, options) then watch[r.id] = true end
      if reveal.appears(r, step.sight, options) then show[r.id] = true end
    end
    steps[i] = { sight = step.sight.id, watch = watch, show = show }
  end
  return { steps = steps, script = options.narration and reveal.script(present, options) or nil }
end

-- Plays the stage (its plan: reveal.plan): every watcher learns, as a fact in its own view, what
-- it sees.
function reveal.run(g, plan)
  local roles = g.seating.role
  for _, line in ipairs(plan.script or {}) do g:log(line.key, line.args) end
  for _, step in ipairs(plan.steps) do
    local sight, watch, show = roster.sight_by_id[step.sight], step.watch, step.show
    local shown = {}
    for seat, r in ipairs(roles) do
      if show[r.id] then shown[#shown + 1] = seat end
    end
    for seat, r in ipairs(roles) do
      if watch[r.id] then
        local others = {}
        for _, s in ipairs(shown) do if s ~= seat then others[#others + 1] = s end end
        if sight.learn then
          sight.learn(g, seat, others)
        else
          g:tell(seat, { key = sight.fact, seats = others })
        end
      end
    end
  end
  g:log("avalon.log.reveal_done")
end

---------------------------------------------------------------------------------------------
-- The spoken script. A line that names a group (`group = "watch"` or `"show"`) gets the names
-- of the characters who depart from the sight's default: `.except` (of that side, but not taking
-- part) and `.also` (of another side, taking part); with no default, the names of all who take
-- part are the line's `who`. A line with `group = "show_only"` names (as `who`) the characters
-- shown who do not watch (Evil Lancelot under the Lancelot variants), and is left out when there
-- is none.
local function group_args(step, which, present, options)
  local sight = step.sight
  local spec = which == "watch" and sight.watch or sight.show
  local test = which == "watch" and reveal.watches or reveal.appears
  local args, suffix = {}, ""
  if type(spec) == "string" then
    local except, also = {}, {}
    for _, r in ipairs(present) do
      local default, actual = by_default(spec, r), test(r, sight, options)
      if default and not actual then except[#except + 1] = r.name end
      if actual and not default then also[#also + 1] = r.name end
    end
    if #except > 0 then suffix, args.except = suffix .. ".except", except end
    if #also > 0 then suffix, args.also = suffix .. ".also", also end
  else
    local who = {}
    for _, r in ipairs(present) do
      if test(r, sight, options) then who[#who + 1] = r.name end
    end
    args.who = who
  end
  return suffix, args
end

-- The script for the characters present (a list of roles, each once), as {key, args} lines.
function reveal.script(present, options)
  local lines = { { key = "avalon.say.close_eyes" } }
  local function say(key, args) lines[#lines + 1] = { key = key, args = args or {} } end
  local steps = reveal.steps(present, options)
  for i, step in ipairs(steps) do
    for _, line in ipairs(step.sight.say or {}) do
      if line.group == "show_only" then
        local who = {}
        for _, r in ipairs(present) do
          if reveal.appears(r, step.sight, options) and not reveal.watches(r, step.sight, options) then
            who[#who + 1] = r.name
          end
        end
        if #who > 0 then say(line.key, { who = who }) end
      elseif line.group then
        local suffix, args = group_args(step, line.group, present, options)
        say(line.key .. suffix, args)
      else
        say(line.key)
      end
    end
    if i < #steps then say("avalon.say.all_fists") end
  end
  say("avalon.say.open_eyes")
  return lines
end

return reveal
