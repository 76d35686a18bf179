-- scripts/common/deduction.lua: what a seat can work out from its own view in a team game with a
-- hidden Evil side (The Resistance's spies, Avalon's Evil): every side assignment (the set of
-- Evil seats) consistent with what the seat knows and with the quest results, each weighted by
-- how plausible the seats' actions are under it, and from that P(seat is Evil).
--
-- Reads only the view: the seat's knowledge facts, its own card, the public log (teams proposed,
-- votes, quest results with their Fail counts). A public `history` counter, when a game has one,
-- is not read yet (the log says the same).
--
-- Rules used: a quest with k Fails had at least k Evil members (Good cannot play Fail); what
-- Percival sees (Merlin is Good; with Morgana, one of the two he sees is Evil). Not yet
-- modelled: characters who must or may play differently (the Lunatic must Fail, the Brute may
-- not Fail from the fourth quest, the Lancelots switch sides), Oberon and Mordred being unseen.
local deduction = {}

-- Per game: the Evil side's id, the facts that name Evil seats, the log key giving the count.
deduction.games = {
  avalon = { evil = "evil", count_key = "avalon.log.setup", count_arg = "evil",
             evil_facts = { ["avalon.fact.agents_of_evil"] = true, ["avalon.fact.evil_confers"] = true },
             -- What Merlin sees is kept apart (facts.seen_evil): he reasons in public as any Good
             -- seat does, and uses it with care.
             seen_facts = { ["avalon.fact.merlin_sees"] = true },
             -- Percival sees Merlin, or Merlin and Morgana: with Morgana in the game exactly one of
             -- the two is Evil, else the one he sees is Good.
             one_evil_of = { fact = "avalon.fact.percival_sees", option = "morgana" },
             -- Characters who must play a card (the Lunatic: always Fail; the Brute: only Success
             -- from this quest on), and the Lancelots, who switch sides when this is logged.
             must_fail = "lunatic", no_fail_from = { option = "brute", quest = 4 },
             switch = { option = "lancelots", key = "avalon.log.lancelots_switch" } },
  resistance = { evil = "spies", count_key = "resistance.log.setup", count_arg = "spies",
                 evil_facts = { ["resistance.fact.fellow_spies"] = true } },
}

-- How much less likely an action is under an assignment where it looks wrong (1 = no evidence).
deduction.weights = {
  evil_passes = 0.5,         -- Evil on a quest that succeeded (Evil usually fails)
  good_approves_evil = 0.8,  -- a Good voter approving a team with Evil on it
  good_rejects_clean = 0.85, -- a Good voter rejecting a team without Evil
  good_leads_evil = 0.6,     -- a Good Leader proposing a team with Evil on it
  evil_leads_clean = 0.7,    -- an Evil Leader proposing a team without Evil
  evil_approves_clean = 0.85, -- an Evil voter approving a team without Evil
  evil_rejects_evil = 0.8,   -- an Evil voter rejecting a team with Evil on it
}

local function set_of(list)
  local s = {}
  for _, x in ipairs(list or {}) do s[x] = true end
  return s
end

-- What the public log says (the Evil count, the proposals with their votes, the quests with their
-- Fail counts), read from entry `parsed.upto + 1` on: a bot's host may hand it the same log table
-- again, grown, so the parse so far is kept in the table itself (`__deduction`; a fresh table is
-- read from the start). The same facts either way.
local function read_log(log, cfg)
  local parsed = rawget(log, "__deduction")
  if not parsed or parsed.cfg ~= cfg then
    parsed = { cfg = cfg, upto = 0, evil_count = 0, proposals = {}, quests = {}, switched = false }
    rawset(log, "__deduction", parsed)
  end
  local current = parsed.current
  for i = parsed.upto + 1, #log do
    local l = log[i]
    local k, a = l.key, l.args or {}
    if k == cfg.count_key then
      parsed.evil_count = a[cfg.count_arg] or 0
    elseif k:match("%.log%.team_proposed$") then
      current = { leader = a.leader, team = a.team or {}, members = set_of(a.team), quest = a.mission or a.quest }
      parsed.proposals[#parsed.proposals + 1] = current
    elseif k:match("%.log%.votes$") and current then  -- common.log.votes, or a game's own words (avalon.log.votes)
      current.approve, current.reject = set_of(a.approve), set_of(a.reject)
      current.approve_list, current.reject_list = a.approve or {}, a.reject or {}
      current.__masks = nil
    elseif k == "common.log.team_approved" and current then
      current.approved = true
    elseif cfg.switch and k == cfg.switch.key then
      parsed.switched = not parsed.switched
    elseif (k:match("_failed$") or k:match("_succeeded$")) and a.fails and current then
      local q = { team = current.team, members = current.members, fails = a.fails, failed = k:match("_failed$") ~= nil,
                  number = #parsed.quests + 1, switched = parsed.switched }
      parsed.quests[#parsed.quests + 1] = q
      current.quest_result, current.__masks = q, nil
    end
  end
  parsed.current, parsed.upto = current, #log
  return parsed
end

-- The facts of a view, in a shape easy to reason with.
function deduction.read(view)
  local cfg = deduction.games[view.game] or deduction.games.avalon
  local me = view.seat
  local facts = { n = #view.players, me = me, cfg = cfg, evil_count = 0, known_evil = {}, known_good = {},
                  seen_evil = {}, proposals = {}, quests = {} }
  -- My own card: its side (and role, when the game shows it).
  for _, e in ipairs(view.entities) do
    if e.owner == me and e.props and e.props.side then
      facts.my_side, facts.my_role = e.props.side, e.props.role
    end
  end
  facts.i_am_evil = facts.my_side == cfg.evil
  if facts.i_am_evil then facts.known_evil[me] = true else facts.known_good[me] = true end
  for _, f in ipairs(view.knowledge or {}) do
    if cfg.evil_facts[f.key] then
      for _, s in ipairs(f.seats or {}) do facts.known_evil[s] = true end
    end
    local pair = cfg.one_evil_of
    if pair and f.key == pair.fact then
      if view.options and view.options[pair.option] and #(f.seats or {}) == 2 then
        facts.one_evil_of = f.seats
      else
        for _, s in ipairs(f.seats or {}) do facts.known_good[s] = true end
      end
    end
    if cfg.seen_facts and cfg.seen_facts[f.key] then
      for _, s in ipairs(f.seats or {}) do facts.seen_evil[s] = true end
    end
    facts.facts = facts.facts or {}
    facts.facts[f.key] = f
  end
  local options = view.options or {}
  facts.lunatic = cfg.must_fail and options[cfg.must_fail] == true
  facts.brute_from = cfg.no_fail_from and options[cfg.no_fail_from.option] == true and cfg.no_fail_from.quest or nil
  facts.lancelots = cfg.switch and options[cfg.switch.option] == true
  local parsed = read_log(view.log, cfg)
  facts.evil_count, facts.proposals, facts.quests = parsed.evil_count, parsed.proposals, parsed.quests
  return facts
end

-- The facts as the table sees them: no seat's private knowledge (nobody known to be Evil or
-- Good), only the public log's first `upto` proposals (all when nil) and the quests they led to.
-- What an Evil seat uses to read its own votes (and the others') as a Good seat would.
function deduction.public_facts(f, upto)
  upto = math.min(upto or #f.proposals, #f.proposals)
  local out = { n = f.n, me = f.me, cfg = f.cfg, evil_count = f.evil_count, known_evil = {}, known_good = {},
                seen_evil = {}, proposals = {}, quests = {}, lunatic = f.lunatic, brute_from = f.brute_from,
                lancelots = f.lancelots }
  for i = 1, upto do
    local p = f.proposals[i]
    out.proposals[i] = p
    if p.quest_result then out.quests[#out.quests + 1] = p.quest_result end
  end
  return out
end

-- P(seat is Evil) as the table reads it (public_facts(f, upto)), or, with `me_good`, as that
-- seat reads it knowing only that it is Good itself. A pure function of those facts, so answers
-- are kept by their content: the Evil seats reading the same vote, and the Assassin going over
-- a game's proposals, share them. (At most a few dozen kept: a game's facts only grow.)
local public_memo, public_memo_size = {}, 0
local function key_part(v)  -- nil, a boolean or a number, each written apart
  if v == nil then return "n" elseif v == true then return "t" elseif v == false then return "f" end
  return v
end
local key_parts = {}  -- reused: the memo's key is built in it (all its slots rewritten each time)
function deduction.public_p_evil(view, f, upto, me_good)
  local proposals = f.proposals
  upto = math.min(upto or #proposals, #proposals)
  local parts = key_parts
  parts[1], parts[2], parts[3], parts[4], parts[5], parts[6] =
    f.n, f.evil_count, key_part(f.lunatic), key_part(f.brute_from), key_part(f.lancelots), key_part(me_good)
  for i = 1, upto do parts[6 + i] = deduction.proposal_masks(proposals[i]).key end
  local key = table.concat(parts, ";", 1, 6 + upto)
  local hit = public_memo[key]
  if hit then return hit end
  if public_memo_size >= 64 then public_memo, public_memo_size = {}, 0 end
  local pf = deduction.public_facts(f, upto)
  if me_good then pf.known_good[me_good] = true end
  hit = deduction.analyse(view, pf).p_evil
  public_memo[key], public_memo_size = hit, public_memo_size + 1
  return hit
end

-- Seats as bits (seat s is bit s-1): a world is the mask of its Evil seats, so that testing a
-- world against every proposal and quest costs a few integer operations.
local function mask_of(list)
  local m = 0
  if list then
    for i = 1, #list do m = m | (1 << (list[i] - 1)) end
  end
  return m
end
local function mask_of_set(set, n)  -- a set of seats 1..n (n: 64 when not known)
  local m = 0
  if set then
    for s = 1, n or 64 do if set[s] then m = m | (1 << (s - 1)) end end
  end
  return m
end
local seat_of_bit = {}  -- 1 << (s - 1) -> s
for s = 1, 64 do seat_of_bit[1 << (s - 1)] = s end
local ones = { [0] = 0 }  -- ones[m]: how many bits m has (filled up to 2^n as needed; pure data)
local function fill_ones(n)
  for m = #ones + 1, (1 << n) - 1 do ones[m] = ones[m >> 1] + (m & 1) end
end

-- A proposal as masks (what its factor and the public memo depend on), kept on the proposal
-- (`__masks`) until read_log changes it (its votes, its quest's result): a game's proposals are
-- compiled once, not at every analysis. `key` names the content (the weights' memo, public_p_evil).
function deduction.proposal_masks(p)
  local cp = p.__masks
  if cp then return cp end
  local q = p.quest_result
  cp = {
    team = mask_of(p.team),
    approve = p.approve_list and mask_of(p.approve_list) or mask_of_set(p.approve),
    reject = p.reject_list and mask_of(p.reject_list) or mask_of_set(p.reject),
    leader = p.leader and (1 << (p.leader - 1)) or 0,
    passed = q ~= nil and q.fails == 0,
  }
  local function count(m)  -- its bits (`ones` may not be filled this far yet)
    local k = 0
    while m ~= 0 do m, k = m & (m - 1), k + 1 end
    return k
  end
  cp.approvals, cp.rejections = count(cp.approve), count(cp.reject)
  cp.key = cp.team .. "/" .. cp.approve .. "/" .. cp.reject .. "/" .. cp.leader .. "/" ..
    (q and (q.fails .. tostring(q.switched)) or "-")
  p.__masks = cp
  return cp
end

-- The facts as masks: what a world must satisfy and what its weight depends on.
local function compile(f)
  local c = { known_evil = mask_of_set(f.known_evil, f.n), known_good = mask_of_set(f.known_good, f.n),
              one_of = f.one_evil_of and mask_of(f.one_evil_of), quests = {}, proposals = {} }
  local quests = f.quests
  for i = 1, #quests do
    local q = quests[i]
    -- The Evil a quest's Fails need: one fewer when the Lancelots have switched (the Good one may
    -- now be Evil: the world is the Evil side as dealt).
    local need = q.fails - ((f.lancelots and q.switched) and 1 or 0)
    c.quests[#c.quests + 1] = { team = mask_of(q.team), fails = q.fails, need = need, number = q.number or 0 }
  end
  c.lunatic, c.brute_from, c.evil_count = f.lunatic, f.brute_from, f.evil_count
  local proposals, compiled = f.proposals, c.proposals
  for i = 1, #proposals do compiled[i] = deduction.proposal_masks(proposals[i]) end
  return c
end

-- Is the world (a mask of Evil seats) consistent with the facts?
local function consistent(c, e)
  if e & c.known_evil ~= c.known_evil or e & c.known_good ~= 0 then return false end
  if c.one_of and ones[e & c.one_of] ~= 1 then return false end
  local quests = c.quests
  for i = 1, #quests do
    local q = quests[i]
    if ones[e & q.team] < q.need then return false end
  end
  return true
end

-- What the characters who must play a card say about a world: a quest that passed had no
-- Lunatic on it, and from the Brute's quest on a quest where every Evil member failed had no
-- Brute; either is any of the world's Evil seats, each as likely (k Evil, m of them on the team).
local function role_factor(c, e)
  local w, k = 1, c.evil_count
  if k <= 0 then return 1 end
  for _, q in ipairs(c.quests) do
    local m = ones[e & q.team]
    if m > 0 then
      if c.lunatic and q.fails == 0 then w = w * (k - m) / k end
      if c.brute_from and q.number >= c.brute_from and q.fails >= m then w = w * (k - m) / k end
    end
  end
  return w
end

-- Powers of each weight, pow[name][c] = weights[name]^c for c = 0..64 (computed once; pure data).
local pow = {}
for name, x in pairs(deduction.weights) do
  local t = { [0] = 1.0 }
  for c = 1, 64 do t[c] = t[c - 1] * x end
  pow[name] = t
end

-- The factor one proposal gives a world: how plausible its Leader's team, the votes and the
-- quest result are if the world's seats are the Evil side.
local function factor(w, p, e)
  local W = deduction.weights
  local leader_evil = e & p.leader ~= 0
  if e & p.team ~= 0 then  -- Evil on the team
    if p.leader ~= 0 and not leader_evil then w = w * W.good_leads_evil end
    w = w * pow.good_approves_evil[p.approvals - ones[p.approve & e]] * pow.evil_rejects_evil[ones[p.reject & e]]
    if p.passed then w = w * W.evil_passes end
  else
    if leader_evil then w = w * W.evil_leads_clean end
    w = w * pow.evil_approves_clean[ones[p.approve & e]] * pow.good_rejects_clean[p.rejections - ones[p.reject & e]]
  end
  return w
end

-- The weights of every world (every k-subset of n seats, as masks) after each proposal. They do
-- not depend on who is looking, and a game's proposals only grow: so the last table computed is
-- kept and only the proposals that changed since are applied. A pure cache: the weights are the
-- same, bit for bit, as computed afresh (the same products in the same order).
local memo = { n = 0, k = 0, masks = {}, keys = {}, levels = {} }

local function all_masks(n, k)
  local out = {}
  local function walk(from, left, e)
    if left == 0 then out[#out + 1] = e; return end
    for s = from, n - left + 1 do walk(s + 1, left - 1, e | (1 << (s - 1))) end
  end
  walk(1, k, 0)
  return out
end


-- world mask -> weight after all of c's proposals
local function weights(c, n, k)
  if memo.n ~= n or memo.k ~= k then
    memo.n, memo.k, memo.masks, memo.keys = n, k, all_masks(n, k), {}
    local start = {}
    for _, e in ipairs(memo.masks) do start[e] = 1 end
    memo.levels = { [0] = start }
  end
  local same = 0
  while same < #c.proposals and memo.keys[same + 1] == c.proposals[same + 1].key do same = same + 1 end
  local masks = memo.masks
  for i = same + 1, #c.proposals do
    local before, now, p = memo.levels[i - 1], {}, c.proposals[i]
    for j = 1, #masks do
      local e = masks[j]
      now[e] = factor(before[e], p, e)
    end
    memo.levels[i], memo.keys[i] = now, p.key
  end
  for i = #c.proposals + 1, #memo.keys do memo.levels[i], memo.keys[i] = nil, nil end
  return memo.levels[#c.proposals], memo.masks
end

-- Every consistent assignment with its weight: a list of {mask = Evil seats as bits (seat s is
-- bit s-1), weight = w}, and P(seat is Evil) for every seat (a list 1..n). With no consistent
-- assignment (a rule not modelled), the quest results are dropped and it tries again.
function deduction.analyse(view, facts)
  local f = facts or deduction.read(view)
  local n, k = f.n, f.evil_count
  fill_ones(n)
  local c = compile(f)
  local by_mask, masks = weights(c, n, k)
  local worlds, total = {}, 0
  local roles = c.lunatic or c.brute_from
  for j = 1, #masks do
    local e = masks[j]
    if consistent(c, e) then
      local w = by_mask[e]
      if roles then w = w * role_factor(c, e) end
      if w > 0 then
        worlds[#worlds + 1] = { mask = e, weight = w }
        total = total + w
      end
    end
  end
  if #worlds == 0 and #f.quests > 0 then
    local relaxed = {}
    for key, v in pairs(f) do relaxed[key] = v end
    relaxed.quests = {}
    return deduction.analyse(view, relaxed)
  end
  local p = {}
  for s = 1, n do p[s] = 0 end
  for j = 1, #worlds do
    local wd = worlds[j]
    local e, share = wd.mask, wd.weight / total
    while e ~= 0 do  -- each Evil seat of the world, lowest first
      local low = e & -e
      local s = seat_of_bit[low]
      p[s] = p[s] + share
      e = e ~ low
    end
  end
  return { facts = f, worlds = worlds, p_evil = p }
end

return deduction
