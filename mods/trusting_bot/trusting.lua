-- mods/trusting_bot/trusting.lua: the trusting bot, shared by its two games. From its seat's view
-- alone: a seat is trusted until it has been on a quest that failed. It proposes itself and
-- trusted seats, approves a team of trusted seats (and always the fifth proposal, which the game
-- needs), plays Success when Good and Fail when Evil, and answers anything else at random.
-- Each answer comes with its reason (a translation key and its arguments): only public facts, so
-- it is marked public. common/deduction.lua reads the view's log (teams, votes, quest results).
local deduction = use "common/deduction"
local random_answer = (use "common/bot_team_game").random  -- a legal random answer

local trusting = {}

local function contains(list, x)
  for _, y in ipairs(list or {}) do if y == x then return true end end
  return false
end

-- The seats that were on a failed quest (public: the teams and the results are in the log).
local function distrusted(facts)
  local out = {}
  for _, q in ipairs(facts.quests) do
    if q.failed then for _, s in ipairs(q.team) do out[s] = true end end
  end
  return out
end

-- words: the game's prompt suffixes { propose = ..., vote = ..., card = ... }
function trusting.decide(view, request, rng, words)
  local p = request.prompt or ""
  local facts = deduction.read(view)
  local bad = distrusted(facts)
  if request.kind == "pick_seats" and p:sub(-#words.propose) == words.propose then
    local team, n = {}, #view.players
    local function add(s) if #team < request.min and contains(request.eligible, s) and not contains(team, s) then team[#team + 1] = s end end
    add(view.seat)
    for k = 1, n do local s = (view.seat + k - 1) % n + 1; if not bad[s] then add(s) end end
    for k = 1, n do add((view.seat + k - 1) % n + 1) end
    table.sort(team)
    return team, { key = "trusting_bot.reason.propose", public = true }
  end
  if request.kind == "choose" and p:sub(-#words.vote) == words.vote then
    local team = request.args and request.args.team or {}
    for _, s in ipairs(team) do
      if bad[s] and (view.counters.vote_track or 0) < 4 then
        return "reject", { key = "trusting_bot.reason.reject", args = { seat = s }, public = true }
      end
    end
    return "approve", { key = "trusting_bot.reason.approve", public = true }
  end
  if request.kind == "choose" and p:sub(-#words.card) == words.card then
    local evil = facts.i_am_evil and contains(request.options, "fail")
    -- Why a quest card was played is the seat's own secret: a private reason.
    return evil and "fail" or (contains(request.options, "success") and "success" or request.options[1]),
      { key = evil and "trusting_bot.reason.fail" or "trusting_bot.reason.success" }
  end
  return random_answer(request, rng)
end

return trusting
