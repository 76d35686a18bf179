-- scripts/common/bot_team_game.lua: the heuristic bot of the team games (The Resistance, Avalon),
-- from its seat's view alone (common/deduction.lua gives P(seat is Evil)). Good proposes the least
-- suspicious team with itself on it, approves teams with no likely Evil and always approves the
-- fifth proposal; Evil gets on teams, votes as a Good seat in its place would read the table
-- except where the result hangs on Evil's votes, and fails with judgement (the lowest-numbered
-- Evil on the team fail, as many as the quest needs; alone on a two-seat first quest at five
-- players it often passes). Merlin reasons in public and uses what he sees some of the time; the
-- Assassin names the Good seat that parted from the table's public reading the way Merlin would.
-- The modules' decisions (the Lady of the Lake, Excalibur, the Plot cards, the Messengers' cards,
-- the Sorcerers' Magic, the Rogues' cards and Watch token, the Trapper, quest selection, a
-- Trickster's loyalty card) are made with purpose (sorcerer_card, and below lady_target).
-- Anything else: a legal random answer. A game's bot file gives its words (prompts, the quest
-- counter, its Plot cards) and calls bot.decide. docs/bots.md has the details and the
-- measurements.
local deduction = use "common/deduction"

local bot = {}

-- How openly Merlin uses what he sees: the chance he rejects a team with Evil he sees (when he
-- would otherwise approve it), and that he leaves them out of his own proposals.
bot.merlin_rejects = 0.2
bot.merlin_steers = 0.7
-- Excalibur (excalibur_use): the P(Evil) from which a Good holder switches a member's card (at
-- five and six players, two Evil; from seven on), and the chance Merlin switches an Evil member
-- he sees. Measured (docs/bots.md, "Excalibur"): Good's win rate over 8,000-16,000 games a
-- point, 5p 35.6% at 0.3 / 37.9% at 0.5, 6p 44.2 / 46.0, 7p 51.5 / 48.2 (0.45), 10p 52.7 / 47.0.
bot.excalibur_switch_two_evil = 0.5
bot.excalibur_switch = 0.3
bot.merlin_excalibur = 0.5
-- Plot cards that pick a Team member (plot_pick_member): the P(Evil) from which Good uses one.
bot.plot_pick = 0.3
-- The Good Sorcerer (sorcerer_card): the chance the quest fails without its Magic from which it
-- plays Magic (which reverses the outcome). Measured (docs/bots.md, "The Sorcerers"): Good's win
-- rate, 8,000 games a point, at 0.2 / 0.35 / 0.5 / 0.65: 5p 28.3 / 30.0 / 29.3 / 29.2, 7p 40.3 /
-- 40.7 / 39.9 / 39.3, 10p 41.1 / 41.5 / 41.5 / 40.2.
bot.magic_good = 0.35

local EMPTY = freeze({})  -- (a set nobody writes to)
local function suffix(s, tail) return type(s) == "string" and s:sub(-#tail) == tail end
local function contains(list, x)  -- (a numeric loop: ipairs calls its iterator from C at each step)
  if list then
    for i = 1, #list do if list[i] == x then return true end end
  end
  return false
end

-- A legal random answer to any request.
function bot.random(request, rng)
  if request.kind == "choose" then return rng:pick(request.options) end
  local pool = {}
  for i, x in ipairs(request.eligible or request.entities) do pool[i] = x end
  rng:shuffle(pool)
  if request.kind == "order" then return pool end
  local out = {}
  for i = 1, rng:int(request.min, request.max) do out[i] = pool[i] end
  if request.kind == "pick_seats" then table.sort(out) end
  return out
end

-- The seat's analysis (deduction.p_evil) is made only when a decision needs P(Evil) (Good's
-- votes and proposals); Evil and the Assassin need only what they know. `a` = {view, facts}.
-- Nothing is kept in this file between decisions: what the deduction keeps lives with the log
-- table the host hands this seat (a pure cache), so the instance comes back from a game as it was
-- made and is handed on (engine/bots/lua_bot.cpp).
local function p_evil_of(a)
  local p = a.p_evil
  if not p then
    p = deduction.p_evil(a.facts)
    a.p_evil = p
  end
  return p
end

-- Suspicion of each seat as this seat sees it: P(Evil), with a little noise to break ties.
local function suspicion(a, rng)
  local s, p_evil = {}, p_evil_of(a)
  for i = 1, #p_evil do s[i] = p_evil[i] + rng:unit() * 0.01 end
  return s
end

local function any_seat(set, n)
  for s = 1, n do if set[s] then return true end end
  return false
end

-- The seats, least suspicious first (sorted by insertion: the order table.sort with
-- sus[x] < sus[y] gives, the suspicions carrying noise; no comparator called from C).
local function by_suspicion(seats, sus)
  local list = {}
  for i = 1, #seats do
    local s = seats[i]
    local x, j = sus[s], i - 1
    while j > 0 and sus[list[j]] > x do list[j + 1] = list[j]; j = j - 1 end
    list[j + 1] = s
  end
  return list
end

-- A list of seats as a mask (seat s is bit s - 1).
local function mask_of(list)
  local m = 0
  for i = 1, #list do m = m | (1 << (list[i] - 1)) end
  return m
end

-- Reasons (docs/bots.md, "Reasons"): each answer comes with a private reason (what the seat
-- knows) and, for votes and proposals, a public one made only of public facts: the team and the
-- teams that failed (the log). The public one depends on nothing private, so giving it (or not)
-- tells nobody anything the answer does not.
-- Kept in the seat's cache (facts.cache: a pure cache, like the deduction's) for as many quests as
-- it was made from: a logged quest never changes and the list only grows. Read only.
local function failed_count(facts)  -- seat -> how many failed teams it was on; and how many failed
  local quests, cache = facts.quests, facts.cache
  local nq = #quests
  local kept = cache and cache.failed_count
  if kept and kept.nq == nq then return kept.on, kept.failed end
  local on, failed = {}, 0
  for i = 1, nq do
    local q = quests[i]
    if q.failed then
      failed = failed + 1
      local team = q.team
      for j = 1, #team do local s = team[j]; on[s] = (on[s] or 0) + 1 end
    end
  end
  if cache then cache.failed_count = { nq = nq, on = on, failed = failed } end
  return on, failed
end

local function public_vote_reason(facts, team, answer, hammer)
  local on, failed = failed_count(facts)
  local worst, mine = nil, false
  for i = 1, #team do
    local s = team[i]
    if (on[s] or 0) > 0 and (not worst or on[s] > on[worst]) then worst = s end
    if s == facts.me then mine = true end
  end
  if answer == "approve" and hammer then return { key = "bots.reason.public.hammer" } end
  if answer == "reject" and worst then
    local both = failed == 2 and on[worst] == 2
    return { key = both and "bots.reason.public.on_both_failed" or "bots.reason.public.on_failed", args = { seat = worst } }
  end
  if answer == "approve" and not worst and failed > 0 then return { key = "bots.reason.public.clean_team" } end
  if answer == "approve" and failed == 0 then return { key = "bots.reason.public.no_failures" } end
  if answer == "reject" and not mine then return { key = "bots.reason.public.left_out" } end
end

local function with_public(reason, public)
  reason.public = public
  return reason
end

-- Seat s onto the team (count seats so far, `taken` their mask) when the request allows it, it is
-- not on yet and there is room: the new count and mask.
local function add_seat(team, count, taken, s, size, allowed)
  local bit = 1 << (s - 1)
  if taken & bit == 0 and count < size and allowed & bit ~= 0 then
    count = count + 1
    team[count] = s
    taken = taken | bit
  end
  return count, taken
end

-- The seat of `seats` with the highest (want_max) or lowest value, the first of equals; seats in
-- `skip` left out.
local function most(seats, value, want_max, skip)
  local best
  for i = 1, #seats do
    local s = seats[i]
    if not (skip and skip[s]) and (not best or (want_max and value[s] > value[best]) or (not want_max and value[s] < value[best])) then
      best = s
    end
  end
  return best
end

-- The Trapper is in the game (the Leader sets one member's card aside: trapper_pick).
local function trapping(view, a)
  return a.words.trapper and view.options and view.options.trapper == true or false
end

local function propose(view, request, rng, a)
  local f, me = a.facts, view.seat
  local size, sus = request.min, suspicion(a, rng)
  local eligible = request.eligible
  local allowed = mask_of(eligible)
  local team, count, taken = {}, 0, 0
  local reason = a.reasons and { key = f.i_am_evil and "bots.reason.propose_evil" or "bots.reason.propose" }
  count, taken = add_seat(team, count, taken, me, size, allowed)
  if f.i_am_evil then
    -- Evil: itself, then the seats that look cleanest to the table (not its fellow Evil).
    local order, known_evil = by_suspicion(eligible, sus), f.known_evil
    for i = 1, #order do
      local s = order[i]
      if not known_evil[s] then count, taken = add_seat(team, count, taken, s, size, allowed) end
    end
  else
    -- Merlin leaves out the Evil he sees, most of the time (always would give him away).
    local steer = any_seat(f.seen_evil, f.n) and rng:unit() < bot.merlin_steers
    if steer and reason then reason.key = "bots.reason.propose_steer" end
    local order, seen_evil = by_suspicion(eligible, sus), f.seen_evil
    -- With the Trapper the Leader sets one member's card aside (trapper_pick: the likeliest
    -- Evil's): the Team is the seats it trusts most and, last, the one it suspects most, whose
    -- card it will set aside and see.
    local trusted = trapping(view, a) and size - 1 or size
    for i = 1, #order do
      local s = order[i]
      if not (steer and seen_evil[s]) then count, taken = add_seat(team, count, taken, s, trusted, allowed) end
    end
    for i = #order, 1, -1 do count, taken = add_seat(team, count, taken, order[i], size, allowed) end
  end
  for i = 1, #eligible do count, taken = add_seat(team, count, taken, eligible[i], size, allowed) end
  table.sort(team)
  if not a.reasons then return team, reason end  -- nobody reads them: no public part
  local on, failed = failed_count(f)
  local clean = true
  for _, s in ipairs(team) do if on[s] then clean = false end end
  local public = failed == 0 and { key = "bots.reason.public.propose_first" }
                 or clean and { key = "bots.reason.public.propose_clean" } or nil
  return team, with_public(reason, public)
end

-- Offers x to buf[1..kept], the lowest values seen so far (at most k, ascending, kept by
-- insertion: the same values whatever order ties take); returns how many buf now holds.
local function keep_lowest(buf, kept, k, x)
  if kept < k then
    local i = kept
    while i > 0 and buf[i] > x do buf[i + 1] = buf[i]; i = i - 1 end
    buf[i + 1] = x
    return kept + 1
  elseif x < buf[k] then  -- (in place of the k-th)
    local i = k - 1
    while i > 0 and buf[i] > x do buf[i + 1] = buf[i]; i = i - 1 end
    buf[i + 1] = x
  end
  return kept
end

-- The sum of the m lowest of sus[1..n], added in ascending order (what summing the first m of a
-- sorted copy gives, to the last bit): the m lowest kept in order in `buf` (a scratch list, its
-- contents never read before they are written; a new one when nil) by insertion, no sorted copy.
local function least_sum(sus, m, n, buf)
  if m == 2 and n >= 2 then  -- (the two lowest, as the insertion below keeps them: the same sum)
    local a, b = sus[1], sus[2]
    if b < a then a, b = b, a end
    for s = 3, n do
      local x = sus[s]
      if x < b then
        if x < a then a, b = x, a else b = x end
      end
    end
    return 0 + a + b
  elseif m == 3 and n >= 3 then  -- (the three lowest, likewise)
    local a, b, c = sus[1], sus[2], sus[3]
    if b < a then a, b = b, a end
    if c < b then
      if c < a then a, b, c = c, a, b else b, c = c, b end
    end
    for s = 4, n do
      local x = sus[s]
      if x < c then
        if x < b then
          if x < a then a, b, c = x, a, b else b, c = x, b end
        else
          c = x
        end
      end
    end
    return 0 + a + b + c
  elseif m == 4 and n >= 4 then  -- (the four lowest: every value enters past math.huge)
    local big = math.huge
    local a, b, c, d = big, big, big, big
    for s = 1, n do
      local x = sus[s]
      if x < d then
        if x < b then
          if x < a then a, b, c, d = x, a, b, c else a, b, c, d = a, x, b, c end
        elseif x < c then
          c, d = x, c
        else
          d = x
        end
      end
    end
    return 0 + a + b + c + d
  elseif m == 5 and n >= 5 then  -- (the five lowest, likewise)
    local big = math.huge
    local a, b, c, d, e = big, big, big, big, big
    for s = 1, n do
      local x = sus[s]
      if x < e then
        if x < c then
          if x < b then
            if x < a then a, b, c, d, e = x, a, b, c, d else b, c, d, e = x, b, c, d end
          else
            c, d, e = x, c, d
          end
        elseif x < d then
          d, e = x, d
        else
          e = x
        end
      end
    end
    return 0 + a + b + c + d + e
  end
  buf = buf or {}
  local k = 0  -- buf[1..k]: the k lowest values seen so far, ascending
  for s = 1, n do k = keep_lowest(buf, k, m, sus[s]) end
  local best = 0
  for i = 1, k do best = best + buf[i] end
  return best
end
bot.least_sum = least_sum

-- A scratch list for least_sum, kept in the seat's cache (its contents mean nothing between calls).
local function scratch_of(f)
  local cache = f.cache
  if not cache then return {} end
  local buf = cache.scratch
  if not buf then buf = {}; cache.scratch = buf end
  return buf
end

-- The team's summed suspicion.
local function team_sum(sus, team)
  local p_sum = 0
  for i = 1, #team do p_sum = p_sum + sus[team[i]] end
  return p_sum
end

-- Good's vote rule, from the team's summed suspicion and the least suspicious team's of its size
-- (least_sum): approve when close to it (more lenient when on the team).
local function approves_given(p_sum, best, on_team)
  return p_sum <= best + 0.15 or (on_team and p_sum <= best + 0.35)
end

-- Good's vote rule, from suspicions `sus` (seat -> P(Evil)): approve a team whose summed
-- suspicion is close to the least suspicious team's of its size (more lenient when on it).
local function good_approves(sus, team, on_team, n, buf)
  return approves_given(team_sum(sus, team), least_sum(sus, #team, n, buf), on_team)
end
bot.good_approves = good_approves

-- The table's reading (deduction.public_p_evil): P(Evil) from the public log alone, the first
-- `upto` proposals (all when nil).
local function public_suspicion(view, f, upto, me_good) return deduction.public_p_evil(view, f, upto, me_good) end

-- Evil's vote: as a Good seat in its place would vote (what the table reads), except where the
-- result hangs on Evil's votes. A team with Evil that the Good seats would not carry gets just
-- the Evil approvals it needs (and one more, for safety), from the lowest-numbered Evil seats;
-- a clean team the Good seats would not carry alone is sunk by Evil's rejections. All the Evil
-- seats a seat knows read the table the same way, so they agree without talking.
local function evil_vote(view, f, team, evil_on, ally, hammer, r)
  local me, n = view.seat, f.n
  local on = 0  -- the team as a mask: seat s is bit s - 1
  for i = 1, #team do on = on | (1 << (team[i] - 1)) end
  local on_me = (on >> (me - 1)) & 1 == 1
  local buf = scratch_of(f)
  local as_good = hammer or good_approves(public_suspicion(view, f, nil, me), team, on_me, n, buf)
  -- An ally on a team it would approve as Good: approve; no ally on a team it would reject as
  -- Good: reject. (Decided before the table's reading, which only the other two cases read.)
  if evil_on > 0 and as_good then return "approve", r and { key = "bots.reason.ally_on_team", args = { seat = ally or me } } end
  if evil_on == 0 and not as_good then return "reject", r and { key = "bots.reason.camouflage_reject" } end
  local majority = n // 2 + 1
  local evil = deduction.known_evil_list(f)  -- in seat order (read only)
  -- How a Good seat reading the table votes depends only on whether it is on the team: each
  -- answer worked out once (good_approves is a pure function), from the same two sums.
  local on_answer, off_answer = true, true
  if not hammer then
    local pub = public_suspicion(view, f)
    local p_sum, best = team_sum(pub, team), least_sum(pub, #team, n, buf)
    on_answer, off_answer = approves_given(p_sum, best, true), approves_given(p_sum, best, false)
  end
  -- The approvals expected from the seats not known to be Evil, as the table reads the team: those
  -- on it (counted on the team) and those off it (the rest of the #evil seats' complement).
  local known_evil, on_good = f.known_evil, 0
  for i = 1, #team do if not known_evil[team[i]] then on_good = on_good + 1 end end
  local good = (on_answer and on_good or 0) + (off_answer and (n - #evil - on_good) or 0)
  if evil_on > 0 then  -- (and not as_good)
    local need = majority - good + 1
    local others = 0  -- the Evil seats that would not approve as Good: those whose approval is Evil's choice
    local rank, counted = 0, false  -- rank: those of them up to me, in seat order
    for i = 1, #evil do
      local s = evil[i]
      local approves
      if (on >> (s - 1)) & 1 == 1 then approves = on_answer else approves = off_answer end
      if approves then
        need = need - 1
      else
        others = others + 1
        if not counted then rank = rank + 1 end
      end
      if s == me then counted = true end
    end
    -- Even every Evil approval would not carry it: approving would only show who is Evil.
    if need - 1 > others then return "reject", r and { key = "bots.reason.camouflage_reject" } end
    if rank <= need then return "approve", r and { key = "bots.reason.ally_on_team", args = { seat = ally or me } } end
    return "reject", r and { key = "bots.reason.camouflage_reject" }
  end
  if good >= majority then return "approve", r and { key = "bots.reason.camouflage_approve" } end  -- (as_good)
  -- The Good seats alone would not carry it: Evil may give approvals only while it still fails
  -- (one fewer than would carry it, for safety).
  local allowed = majority - 1 - good - 1
  local rank = 0
  for i = 1, #evil do
    local s = evil[i]
    local approves
    if (on >> (s - 1)) & 1 == 1 then approves = on_answer else approves = off_answer end
    if approves then rank = rank + 1 end
    if s == me then break end
  end
  if rank <= allowed then return "approve", r and { key = "bots.reason.camouflage_approve" } end
  return "reject", r and { key = "bots.reason.camouflage_reject" }
end

-- The seats holding a card that rejects an approved Team (The King Returns / No Confidence; the
-- cards held lie face up: public), as a set; nil without Plot cards in the game.
local function overturn_holders(view, words)
  if not words.plots or not (view.options and view.options.plot_cards) then return nil end
  local out, plots, entities = nil, words.plots, view.entities
  for i = 1, #entities do
    local e = entities[i]
    local id = e.kind == "plot" and e.props and e.props.plot
    if id and plots[id] == "overturn" and e.zone then
      local seat = tonumber(e.zone:match("^plots:(%d+)$"))
      if seat then out = out or {}; out[seat] = true end
    end
  end
  return out
end

local vote_inner
local function vote(view, request, rng, a, quest_counter)
  local answer, reason = vote_inner(view, request, rng, a, quest_counter)
  if not a.reasons then return answer, reason end  -- nobody reads them: no public part
  local team = request.args and request.args.team or {}
  return answer, with_public(reason, public_vote_reason(a.facts, team, answer, view.counters.proposal == "last"))
end

-- The Fails the current quest needs (two on the fourth quest at seven and more).
local function fails_needed(view, quest_counter)
  local q = view.counters[quest_counter] or 1
  return (view.counters.fails_needed or {})[q] or 1
end

function vote_inner(view, request, rng, a, quest_counter)
  local f, r = a.facts, a.reasons  -- r: the reasons are read (else none is made)
  local team = request.args and request.args.team or {}
  -- The last Team the round allows (its rejection loses: common/team_game.lua's "proposal",
  -- which follows a house rule's limit too).
  local hammer = view.counters.proposal == "last"
  local evil_on, seen_on, on_team = 0, 0, false
  local ally, seen
  local me, known_evil, seen_evil = view.seat, f.known_evil, f.seen_evil
  for i = 1, #team do
    local s = team[i]
    if known_evil[s] then
      evil_on = evil_on + 1
      if s ~= me then ally = ally or s end
    end
    if seen_evil[s] then seen_on = seen_on + 1; seen = seen or s end
    if s == me then on_team = true end
  end
  -- Fewer Evil on the team than Fails the quest needs: they will pass it (quest_card), so for
  -- Evil it is a clean team (better sunk than passed).
  -- (no Evil on it: 0 already, the counters not read)
  if f.i_am_evil and evil_on > 0 and evil_on < fails_needed(view, quest_counter) then evil_on = 0 end
  if f.i_am_evil then return evil_vote(view, f, team, evil_on, ally, hammer, r) end
  if hammer then return "approve", r and { key = "bots.reason.hammer_approve" } end
  -- A seat it does not know to be Good holds a card that rejects an approved Team: on the last
  -- proposal that rejection would end the game for Evil, so the one before it is the last safe one.
  if view.counters.vote_track == 3 and a.words.plots then
    local holders = overturn_holders(view, a.words)
    if holders then
      for s in pairs(holders) do
        if not f.known_good[s] then return "approve", r and { key = "bots.reason.overturn_approve", args = { seat = s } } end
      end
    end
  end
  -- Merlin sees Evil: votes against it some of the time (not always, so as not to be found).
  if seen_on > 0 and rng:unit() < bot.merlin_rejects then return "reject", r and { key = "bots.reason.sees_evil", args = { seat = seen } } end
  -- Good: compare the team with the least suspicious team of its size (good_approves).
  local sus = p_evil_of(a)
  if trapping(view, a) and #team > 1 then
    -- With the Trapper, the cards that count are all but one: a Leader it trusts sets aside the
    -- likeliest Evil member's card, one it suspects a Good member's (the least suspect).
    local leader = request.args and request.args.leader
    local trusted = leader == me or (leader and sus[leader] < 0.5)
    local out = most(team, sus, trusted)
    local p_sum = team_sum(sus, team) - sus[out]
    if approves_given(p_sum, least_sum(sus, #team - 1, f.n, scratch_of(f)), on_team) then
      return "approve", r and { key = "bots.reason.trusted_team" }
    end
  elseif good_approves(sus, team, on_team, f.n, scratch_of(f)) then return "approve", r and { key = "bots.reason.trusted_team" } end
  local worst = team[1]
  for i = 1, #team do local s = team[i]; if sus[s] > sus[worst] then worst = s end end
  return "reject", r and { key = "bots.reason.suspect", args = { seat = worst, percent = math.floor(sus[worst] * 100 + 0.5) } }
end

-- The Evil members of the current team this seat knows of (itself included), in seat order, and
-- its rank among them (0: not one of them).
local function evil_on_team(f)
  local team, evil, rank = deduction.last_team(f), {}, 0
  for i = 1, #team do local s = team[i]; if f.known_evil[s] then evil[#evil + 1] = s end end
  table.sort(evil)
  for i = 1, #evil do if evil[i] == f.me then rank = i end end
  return team, evil, rank
end

-- A Sorcerer's Quest card (Success or Magic: an odd number of Magic cards reverses the outcome).
-- Evil plays Magic where it is one of the known Evil members who fail (the first `needed` in seat
-- order, as in quest_card), or is the only one: the quest then fails whatever its allies play
-- (with one Fail needed, they play Success; with two, the one other who fails leaves it passed
-- on its Fails, and the Magic reverses that). Where allies before it fail the quest, Success
-- (Magic would turn their Fails back). Good plays Magic when the quest is likely to fail without
-- it (P at least bot.magic_good): the chance at least `needed` of the other members are Evil,
-- each as its P(Evil) says (taken as independent).
local function sorcerer_card(view, request, rng, a, quest_counter, magic)
  local f, r = a.facts, a.reasons
  local needed = fails_needed(view, quest_counter)
  if f.i_am_evil then
    local team, evil, rank = evil_on_team(f)
    if rank > needed then return "success", r and { key = "bots.reason.card_other_fails" } end
    if f.n <= 6 and (view.counters[quest_counter] or 1) == 1 and #team == 2 and #evil == 1 and rng:unit() < 0.7 then
      return "success", r and { key = "bots.reason.card_hide" }
    end
    return magic, r and { key = "bots.reason.card_magic_evil" }
  end
  local sus, team = p_evil_of(a), deduction.last_team(f)
  -- dist[k]: the chance exactly k of the members so far are Evil (k up to `needed`, the last
  -- entry holding "needed or more")
  local dist = { [0] = 1 }
  for k = 1, needed do dist[k] = 0 end
  for i = 1, #team do
    local s = team[i]
    if s ~= f.me then
      local p = f.known_good[s] and 0 or f.known_evil[s] and 1 or sus[s]
      dist[needed] = dist[needed] + dist[needed - 1] * p
      for k = needed - 1, 1, -1 do dist[k] = dist[k] * (1 - p) + dist[k - 1] * p end
      dist[0] = dist[0] * (1 - p)
    end
  end
  if dist[needed] >= bot.magic_good then
    return magic, r and { key = "bots.reason.card_magic_good", args = { percent = math.floor(dist[needed] * 100 + 0.5) } }
  end
  return "success", r and { key = "bots.reason.card_good" }
end

local function quest_card(view, request, rng, a, quest_counter)
  local r = a.reasons  -- the reasons are read (else none is made)
  local words = a.words
  local magic = words and words.magic
  if magic and contains(request.options, magic) then return sorcerer_card(view, request, rng, a, quest_counter, magic) end
  if not contains(request.options, "fail") then
    -- A Good Messenger (Avalon) plays its Good Message from the third quest on (each is a token
    -- toward the backup on the fifth; earlier ones would mark it for the Assassin sooner).
    local message = words and words.good_message
    if message and contains(request.options, message) and (view.counters[quest_counter] or 1) >= 3 then
      return message, r and { key = "bots.reason.card_message" }
    end
    -- The Good Rogue plays its Rogue Success whenever it may (a Success, and its way to win alone).
    local rogue = words and words.rogue_success
    if rogue and contains(request.options, rogue) then return rogue, r and { key = "bots.reason.card_rogue" } end
    return request.options[1], r and { key = "bots.reason.card_good" }
  end
  -- (the Evil Messenger's Evil Message acts as a Fail and is a token toward Evil's backup; the
  -- Evil Rogue's Rogue Fail too, toward its own win)
  local fail = words and (words.evil_message and contains(request.options, words.evil_message) and words.evil_message
                          or words.rogue_fail and contains(request.options, words.rogue_fail) and words.rogue_fail) or "fail"
  if not contains(request.options, "success") then return fail, r and { key = "bots.reason.card_fail" } end
  local f = a.facts
  local q = view.counters[quest_counter] or 1
  local needed = (view.counters.fails_needed or {})[q] or 1
  -- Evil members of this team I know of, lowest seat first: the first `needed` of them fail.
  local team, evil, rank = evil_on_team(f)
  if #evil < needed then return "success", r and { key = "bots.reason.card_too_few" } end  -- not enough of us: stay hidden
  -- With the Trapper, a Leader who is not an ally may set one of our Fails aside: one more of us
  -- fails, when there is one more.
  local failing = needed
  if #evil > needed and trapping(view, a) then
    local leader = select(4, deduction.proposal_parts(f, deduction.proposal_count(f)))
    if not (leader and f.known_evil[leader]) then failing = needed + 1 end
  end
  if rank > failing then return "success", r and { key = "bots.reason.card_other_fails" } end  -- another Evil fails it
  -- Alone on the first two-seat quest at five or six players: failing exposes us for little (at
  -- six, two Evil among six: a Fail there marks one of two seats, and the four-seat quests ahead
  -- are where an unmarked Evil seat gets on).
  if f.n <= 6 and q == 1 and #team == 2 and #evil == 1 and rng:unit() < 0.7 then return "success", r and { key = "bots.reason.card_hide" } end
  return fail, r and { key = "bots.reason.card_fail" }
end

-- The Good seat that acted most like Merlin. Each vote and proposal is read against what a Good
-- seat would have done with the public facts of the moment (deduction.public_p_evil, the table's
-- reading): Merlin shows himself where he parts from it. Rejecting a team with Evil that the
-- table would have approved is the strongest sign (an ordinary Good seat has no reason to);
-- approving a team with Evil that the table would have rejected, or proposing one, the strongest
-- sign against; a clean proposal where the table's least suspicious seats included Evil counts
-- for him. The weights are the log-odds of each act for Merlin against another Good seat.
bot.merlin_signs = {
  rejects_dirty_looking_clean = 2.0, rejects_dirty = 0.2, approves_dirty_looking_clean = -0.5,
  approves_dirty_looking_bad = -2.0, leads_clean_avoiding_evil = 2.0, leads_clean = 0.3, leads_dirty = -1.0,
}
freeze(bot.merlin_signs)  -- only read: not compared when the instance is handed on

-- What the pass adds to each candidate's score, in order (adds[s]: a list of merlin_signs, for
-- each seat s of `candidates`, `eligible` their set): a pure function of the proposals, the known
-- Evil seats and the candidates, each seat's list on its own (so the lists of a larger set of
-- candidates hold those of a smaller one). A score is its noise plus these, added in this order:
-- the same sum, to the last bit, as adding each where it is found.
local function merlin_adds(view, f, candidates, eligible)
  local W, n = bot.merlin_signs, f.n
  local evil_seats = deduction.known_evil_list(f)  -- (seat order, read only)
  local evil_mask = mask_of(evil_seats)
  local adds, nc = {}, #candidates
  for i = 1, nc do adds[candidates[i]] = {} end
  local readings = {}  -- (a scratch list: what it holds past its count never counts)
  local in_quest = 0  -- proposals so far for the current quest: the fifth is approved by every Good seat
  local last_quest
  -- (each proposal's parts, not its table: deduction.proposal_parts)
  local proposal_parts = deduction.proposal_parts
  for i = 1, deduction.proposal_count(f) do
    local quest, team, on, leader, voted, approve, reject = proposal_parts(f, i)
    if quest ~= last_quest then in_quest, last_quest = 0, quest end
    in_quest = in_quest + 1
    local dirty = on & evil_mask ~= 0  -- (on: the team as a mask)
    local scored = voted and in_quest < 5 and dirty
    local leads = leader and eligible[leader]
    -- The table's reading before this proposal (only when something here reads it).
    local pub = (scored or (leads and not dirty)) and deduction.public_p_evil(view, f, i - 1)
    if scored then
      -- How the team looked to a Good seat depends only on whether the seat was on it: both
      -- answers from the same two sums (good_approves is a pure function).
      local p_sum, best = team_sum(pub, team), least_sum(pub, #team, n, scratch_of(f))
      local looks_on, looks_off = approves_given(p_sum, best, true), approves_given(p_sum, best, false)
      for c = 1, nc do  -- each seat's score on its own: the order is no matter
        local s = candidates[c]
        local bit = 1 << (s - 1)
        local looks_clean
        if on & bit ~= 0 then looks_clean = looks_on else looks_clean = looks_off end
        local t = adds[s]
        if reject & bit ~= 0 then
          t[#t + 1] = looks_clean and W.rejects_dirty_looking_clean or W.rejects_dirty
        elseif approve & bit ~= 0 then
          t[#t + 1] = looks_clean and W.approves_dirty_looking_clean or W.approves_dirty_looking_bad
        end
      end
    end
    if leads then
      local t = adds[leader]
      if dirty then
        t[#t + 1] = W.leads_dirty
      else
        -- Would the leader's least suspicious seats (as the table read them) have held Evil? The
        -- edge is the k-th lowest reading among the other seats, k the team size - 1: the k lowest
        -- kept in ascending order by insertion (the same value whatever order ties take).
        local k = #team - 1
        if k < 1 then k = 1 end
        local c, kept = 0, 0  -- c: the other seats; readings[1..kept]: the lowest of their readings
        for s = 1, n do
          if s ~= leader then
            c = c + 1
            kept = keep_lowest(readings, kept, k, pub[s])
          end
        end
        local edge = k <= c and readings[k] or 0
        local avoided = false
        for i = 1, #evil_seats do
          local s = evil_seats[i]
          if s ~= leader and pub[s] < edge - 0.02 then avoided = true end
        end
        t[#t + 1] = avoided and W.leads_clean_avoiding_evil or W.leads_clean
      end
    end
  end
  return adds
end

-- The pass as the table can make it once Evil is known to all (deduction.public_evil_facts: after
-- Evil confers, in public): every seat not known to be Evil a candidate. Worked out in the public
-- analysis (bot.public), once for the Evil seats conferring and the Assassin naming, and kept in
-- its cache (a pure cache) while the proposals (the last level, an immutable object made again
-- with every proposal at or below a changed one) and the Evil seats are the same.
-- {evil = mask, n, k, adds} or nil.
local function public_merlin(view, out)
  local f = deduction.public_evil_facts(view)
  if not f then return nil end
  local n, cache = f.n, f.cache
  local evil = mask_of(deduction.known_evil_list(f))
  local top, np = out[#out], #out
  local kept = cache.merlin_public
  if kept and kept.top == top and kept.np == np and kept.evil == evil and kept.n == n and kept.k == f.evil_count then
    return kept.shared
  end
  local candidates, eligible = {}, {}
  for s = 1, n do
    if evil & (1 << (s - 1)) == 0 then candidates[#candidates + 1] = s; eligible[s] = true end
  end
  local shared = { evil = evil, n = n, k = f.evil_count, adds = merlin_adds(view, f, candidates, eligible) }
  cache.merlin_public = { top = top, np = np, evil = evil, n = n, k = f.evil_count, shared = shared }
  return shared
end

-- The public analysis (a bot's `public`, docs/lua-api.md "Bots"): run once each time the rules ran,
-- on the spectator's view, its result handed to every seat's decide: the weights' levels and the
-- proposals' codes (deduction.public_analysis: the same for every seat, so worked out once, not
-- once per seat). bot.public_with_assassin (a game with Evil conferring before an Assassin names
-- a seat: Avalon) adds, once Evil has conferred, the Assassin's pass (`merlin`, public_merlin).
bot.public = deduction.public_analysis
function bot.public_with_assassin(view)
  local out = deduction.public_analysis(view)
  out.merlin = public_merlin(view, out)
  return out
end

local function merlin_guess(view, request, rng, a, shared)
  local f, r = a.facts, a.reasons
  local score, candidates = {}, request.eligible
  local nc = #candidates
  for i = 1, nc do local s = candidates[i]; score[s] = rng:unit() * 0.1 end
  -- The public analysis's pass when it read the same Evil seats and holds every candidate (the
  -- same proposals: this decision's); else this seat's own.
  local pm, adds = shared and shared.merlin, nil
  if pm and pm.n == f.n and pm.k == f.evil_count and pm.evil == mask_of(deduction.known_evil_list(f)) then
    adds = pm.adds
    for i = 1, nc do if not adds[candidates[i]] then adds = nil; break end end
  end
  if not adds then
    local eligible = {}
    for i = 1, nc do eligible[candidates[i]] = true end
    adds = merlin_adds(view, f, candidates, eligible)
  end
  for i = 1, nc do
    local s = candidates[i]
    local x, t = score[s], adds[s]
    for j = 1, #t do x = x + t[j] end
    score[s] = x
  end
  local best
  for i = 1, nc do local s = candidates[i]; if not best or score[s] > score[best] then best = s end end
  return { best }, r and { key = "bots.reason.assassin", args = { seat = best } }
end

-- The Recruitment stage (the Untrustworthy Servant): the Assassin guesses which seat is the
-- Untrustworthy Servant, who knows the Assassin is Evil and so votes against Teams with the
-- Assassin on them. Never an ally; of the others, the seat that rejected the Teams with this seat
-- on them most more often than the others (its share of rejections with, less without; a little
-- noise breaks ties).
local function recruit_guess(view, request, rng, a)
  local f, r, me = a.facts, a.reasons, view.seat
  local mine = 1 << (me - 1)
  local with, without, rej_with, rej_without = 0, 0, {}, {}
  for i = 1, deduction.proposal_count(f) do
    local _, _, team, _, voted, _, reject = deduction.proposal_parts(f, i)
    if voted then
      local on = team & mine ~= 0
      if on then with = with + 1 else without = without + 1 end
      local into = on and rej_with or rej_without
      for s = 1, f.n do
        if reject & (1 << (s - 1)) ~= 0 then into[s] = (into[s] or 0) + 1 end
      end
    end
  end
  local best, best_score
  local eligible = request.eligible
  for i = 1, #eligible do
    local s = eligible[i]
    if not f.known_evil[s] then
      local x = rng:unit() * 0.01
      if with > 0 then x = x + (rej_with[s] or 0) / with end
      if without > 0 then x = x - (rej_without[s] or 0) / without end
      if not best or x > best_score then best, best_score = s, x end
    end
  end
  best = best or eligible[1]
  return { best }, r and { key = "bots.reason.recruit", args = { seat = best } }
end

-- The first seat of `seats` this Evil seat knows as an ally (nil when none).
local function ally_in(seats, f)
  for i = 1, #seats do
    local s = seats[i]
    if s ~= f.me and f.known_evil[s] then return s end
  end
end

-- The seat of `seats` this seat is least sure of (P(Evil), `sus`, nearest one half), leaving out
-- the seats it knows; nil when it knows them all. What an examination is worth most on.
local function least_known(seats, f, sus)
  local best, best_u
  for i = 1, #seats do
    local s = seats[i]
    if not f.known_good[s] and not f.known_evil[s] then
      local u = sus[s] * (1 - sus[s])
      if not best or u > best_u then best, best_u = s, u end
    end
  end
  return best
end

-- The Lady of the Lake: whom its holder examines (the seat examined takes the token). Good
-- examines the seat it is least sure of (P(Evil) nearest one half) among those it may, leaving
-- out the seats it already knows, and what it sees becomes what it knows (deduction.read: a
-- loyalty check); with every one of them known, it hands the token to the one it trusts most.
-- Evil hands the token to an ally when it may (the ally learns nothing it needs, and Good does
-- not get the token back), else examines the seat the table trusts most.
local function lady_target(view, request, rng, a)
  local f, eligible, r = a.facts, request.eligible, a.reasons
  if f.i_am_evil then
    local s = ally_in(eligible, f)
    if s then return { s }, r and { key = "bots.reason.lady_ally", args = { seat = s } } end
    s = most(eligible, deduction.public_p_evil(view, f), false)
    return { s }, r and { key = "bots.reason.lady_trusted", args = { seat = s } }
  end
  local sus = suspicion(a, rng)
  local best = least_known(eligible, f, sus)
  if best then
    return { best }, r and { key = "bots.reason.lady_unsure", args = { seat = best, percent = math.floor(sus[best] * 100 + 0.5) } }
  end
  best = most(eligible, sus, false)
  return { best }, r and { key = "bots.reason.lady_trusted", args = { seat = best } }
end

-- Excalibur, given by the Leader to another Team member: Good gives it to the member it trusts
-- most (the one to use it well); Evil to an ally on the Team when there is one (Evil never uses
-- it, so Good cannot turn a Fail with it), else to the member the table trusts most.
local function excalibur_give(view, request, rng, a)
  local f, eligible, r = a.facts, request.eligible, a.reasons
  local s = f.i_am_evil and ally_in(eligible, f)
  if s then return { s }, r and { key = "bots.reason.excalibur_ally", args = { seat = s } } end
  s = most(eligible, f.i_am_evil and deduction.public_p_evil(view, f) or suspicion(a, rng), false)
  return { s }, r and { key = "bots.reason.excalibur_trusted", args = { seat = s } }
end

-- Excalibur's holder may switch one other member's card, unseen (a Fail becomes a Success, and a
-- Success a Fail). Good switches the member most likely Evil when that is likely enough for the
-- switch to pay (P(Evil) at least bot.excalibur_switch, measured; or known Evil), and learns the
-- card played (deduction.read); Merlin switches an Evil member he sees half the time. Evil lets
-- it be (its allies' cards are what it wants played).
local function excalibur_use(view, request, rng, a)
  local f, eligible, r = a.facts, request.eligible, a.reasons
  if f.i_am_evil or #eligible == 0 then return {}, r and { key = "bots.reason.excalibur_keep" } end
  for i = 1, #eligible do
    local s = eligible[i]
    if f.known_evil[s] then return { s }, r and { key = "bots.reason.excalibur_known", args = { seat = s } } end
  end
  for i = 1, #eligible do
    local s = eligible[i]
    if f.seen_evil[s] and rng:unit() < bot.merlin_excalibur then
      return { s }, r and { key = "bots.reason.excalibur_suspect", args = { seat = s } }
    end
  end
  local sus = p_evil_of(a)
  local worst = most(eligible, sus, true)
  if sus[worst] >= (f.evil_count <= 2 and bot.excalibur_switch_two_evil or bot.excalibur_switch) then
    return { worst }, r and { key = "bots.reason.excalibur_suspect", args = { seat = worst, percent = math.floor(sus[worst] * 100 + 0.5) } }
  end
  return {}, r and { key = "bots.reason.excalibur_keep" }
end

-- Plot cards (common/plot_cards.lua). words.plots maps a card's name key to its effect (each
-- game's bot file makes it from the game's card names). The seat's own P(Evil) decides for Good;
-- Evil reads the table's (deduction.public_p_evil) and knows its allies.

-- Good: the seat of `eligible` it trusts most. Evil: an ally, else the seat the table trusts most
-- (with `suspected`: suspects most).
local function trusted_or_ally(view, rng, a, eligible, suspected)
  local f = a.facts
  if f.i_am_evil then return ally_in(eligible, f) or most(eligible, deduction.public_p_evil(view, f), suspected) end
  return most(eligible, suspicion(a, rng), false)
end

-- Whom the Leader hands a drawn card (every card gives its holder a power): Good, the seat it
-- trusts most; Evil, an ally, else the seat the table trusts most.
local function plot_to(view, request, rng, a)
  local s = trusted_or_ally(view, rng, a, request.eligible, false)
  return { s }, a.reasons and { key = "bots.reason.plot_to", args = { seat = s } }
end

-- Play a held card now, or pass (common.prompt.play_plot): The King Returns / No Confidence
-- (reject the approved Team): Good when it would have voted against the Team, never on the last
-- proposal (its rejection ends the game for Evil); Evil on the last proposal (that wins it), or
-- when no Evil on the Team will fail it. Lead to Victory / Strong Leader (take the lead): Good
-- when the Leader is more likely Evil than not; Evil when the Leader is not an ally. Any other
-- card (a mod's own): play it.
local function play_plot(view, request, a, words, quest_counter)
  local f, r = a.facts, a.reasons
  local args = request.args or {}
  local effect = words.plots and words.plots[args.card]
  local play
  if effect == "overturn" then
    local team, hammer = deduction.last_team(f), view.counters.proposal == "last"
    if f.i_am_evil then
      local evil_on = 0
      for i = 1, #team do if f.known_evil[team[i]] then evil_on = evil_on + 1 end end
      play = hammer or evil_on < fails_needed(view, quest_counter)
    else
      local sus = p_evil_of(a)
      local on_team = false
      for i = 1, #team do if team[i] == f.me then on_team = true end end
      play = not hammer and not good_approves(sus, team, on_team, f.n, scratch_of(f))
    end
  elseif effect == "take_lead" then
    local leader = args.leader
    if f.i_am_evil then play = leader ~= nil and not f.known_evil[leader]
    else play = leader ~= nil and (f.known_evil[leader] or p_evil_of(a)[leader] > 0.5) end
  else
    play = true
  end
  local answer = play and "play" or "pass"
  if not contains(request.options, answer) then answer = request.options[1] end
  return answer, r and { key = play and "bots.reason.plot_play" or "bots.reason.plot_pass" }
end

-- A card that picks a Team member (min 0: it may be kept): We Found You! / In the Spotlight
-- (that member plays face up) and Ambush / Keeping a Close Eye (look at that member's card). Good
-- picks the member most likely Evil, when likely enough (bot.plot_pick); Evil keeps the card.
local function plot_pick_member(request, a)
  local f, eligible, r = a.facts, request.eligible, a.reasons
  if f.i_am_evil or #eligible == 0 then return {}, r and { key = "bots.reason.plot_pass" } end
  local worst = most(eligible, p_evil_of(a), true)
  if f.known_evil[worst] or p_evil_of(a)[worst] >= bot.plot_pick then
    return { worst }, r and { key = "bots.reason.plot_suspect", args = { seat = worst } }
  end
  return {}, r and { key = "bots.reason.plot_pass" }
end

-- Examine a neighbour (Are You the One? / Overheard Conversation): Good, the one it is least
-- sure of (a known one only when both are); Evil, an ally, else (when it may) nobody.
local function plot_neighbour(request, rng, a)
  local f, eligible, r = a.facts, request.eligible, a.reasons
  if f.i_am_evil then
    local s = ally_in(eligible, f)
    if s then return { s }, r and { key = "bots.reason.plot_ally" } end
    if request.min == 0 then return {}, r and { key = "bots.reason.plot_pass" } end
    return { eligible[1] }, r and { key = "bots.reason.plot_pass" }
  end
  local best = least_known(eligible, f, suspicion(a, rng)) or eligible[1]
  return { best }, r and { key = "bots.reason.plot_suspect", args = { seat = best } }
end

-- Restore Your Honor / Take Responsibility: which card to take from another player. A card that
-- rejects an approved Team first (Good takes it from the seat it trusts least, Evil from one
-- that is not an ally), else the card of the holder Good trusts least (Evil: of a non-ally).
local function plot_take(view, request, rng, a, words)
  local f, r = a.facts, a.reasons
  local ids, sus = request.entities, f.i_am_evil and deduction.public_p_evil(view, f) or p_evil_of(a)
  local by_id = view.entities_by_id
  local best, best_score
  for i = 1, #ids do
    local e = by_id and by_id[ids[i]]
    if not e then
      local list = view.entities
      for j = 1, #list do if list[j].id == ids[i] then e = list[j]; break end end
    end
    local seat = e and e.zone and tonumber(e.zone:match("^plots:(%d+)$"))
    local score = -1
    if seat and not (f.i_am_evil and f.known_evil[seat]) then
      score = (f.i_am_evil and (1 - sus[seat]) or sus[seat]) + ((words.plots[e.props and e.props.plot] == "overturn") and 2 or 0)
    end
    if not best or score > best_score then best, best_score = ids[i], score end
  end
  return { best }, r and { key = "bots.reason.plot_take" }
end

-- Show one's own card to a player of one's choice (Show Your True Nature, the Leader's Show of
-- Strength): Good shows it to the seat it trusts most (one more Good seat knows it); Evil to an
-- ally, else to the seat the table suspects most (its word counts for least).
local function plot_show_to(view, request, rng, a)
  local s = trusted_or_ally(view, rng, a, request.eligible, true)
  return { s }, a.reasons and { key = "bots.reason.plot_to", args = { seat = s } }
end

-- The Trapper: the Leader sets one played card aside (it does not count) and learns it. Good
-- sets aside the card of the member most likely Evil (its own never: a Success); Evil, the card
-- of the member the table suspects most among the others (as Good would), never an ally's.
local function trapper_pick(view, request, rng, a)
  local f, eligible, r = a.facts, request.eligible, a.reasons
  local skip = f.i_am_evil and f.known_evil or { [f.me] = true }
  local sus = f.i_am_evil and deduction.public_p_evil(view, f) or p_evil_of(a)
  local s = most(eligible, sus, true, skip) or eligible[1]
  return { s }, r and { key = "bots.reason.plot_suspect", args = { seat = s } }
end

-- The Rogues' Watch token: the Leader gives it to a Team member, who may not play a Rogue card on
-- this quest. A Rogue's own win ends the game for everyone else, and only the Good Rogue's takes
-- a win from a side (the Evil Rogue's third Rogue Fail is a third failed quest, Evil's win
-- anyway), so the Leader watches the seat most likely to be the Good Rogue: the one on the most
-- teams where a Rogue Success was played (the tokens by each quest, words.rogue_tokens), then the
-- seat it trusts most (Evil: one it does not know as an ally, the table's trust); never itself (a
-- Leader who is not a Rogue would waste it, and a Rogue would lose its own card).
local function watch_pick(view, request, rng, a)
  local f, eligible, r, words = a.facts, request.eligible, a.reasons, a.words
  local skip = f.i_am_evil and f.known_evil or EMPTY
  local tokens = view.counters[words.rogue_tokens]
  local score = {}
  for i = 1, #eligible do score[eligible[i]] = 0 end
  if tokens then
    local proposals = deduction.proposals(f)
    for i = 1, #proposals do
      local p = proposals[i]
      local played = p.quest_result and p.quest and tokens[p.quest]
      if played and contains(played, words.rogue_success) then
        for j = 1, #p.team do local s = p.team[j]; if score[s] then score[s] = score[s] + 1 end end
      end
    end
  end
  local trust = f.i_am_evil and deduction.public_p_evil(view, f) or suspicion(a, rng)
  local best
  for i = 1, #eligible do
    local s = eligible[i]
    if not skip[s] and s ~= f.me
       and (not best or score[s] > score[best] or (score[s] == score[best] and trust[s] < trust[best])) then
      best = s
    end
  end
  -- (a Team of this seat and its allies: anyone but itself)
  if not best then for i = 1, #eligible do if eligible[i] ~= f.me then best = eligible[i]; break end end end
  best = best or eligible[1]
  return { best }, r and { key = score[best] > 0 and "bots.reason.watch_rogue" or "bots.reason.watch_trusted", args = { seat = best } }
end

-- Quest selection (the Leader picks which quest the Team goes on): Good, the open quest with the
-- smallest Team (fewest places for Evil); Evil, the largest Team among the quests one Fail loses.
local function choose_quest(view, request, a)
  local f, r = a.facts, a.reasons
  local sizes, fails = view.counters.team_sizes or {}, view.counters.fails_needed or {}
  local best, best_score
  for i = 1, #request.options do
    local id = request.options[i]
    local q = tonumber(id)
    local size = q and sizes[q] or 0
    local score = f.i_am_evil and (size - ((fails[q] or 1) > 1 and 10 or 0)) or -size
    if not best or score > best_score then best, best_score = id, score end
  end
  return best, r and { key = f.i_am_evil and "bots.reason.quest_large" or "bots.reason.quest_small" }
end

-- A loyalty card to hand over to a player checking this seat, when it may choose (the
-- Trickster may show Good): Evil shows the Good card; else the card of its side.
local function hand_loyalty(request, a)
  local f, lc = a.facts, a.facts.cfg.loyalty
  local good = lc and lc.good
  if f.i_am_evil and good and contains(request.options, good) then
    return good, a.reasons and { key = "bots.reason.loyalty_lie" }
  end
  local own = lc and (f.i_am_evil and lc.evil or good)
  if own and contains(request.options, own) then return own, a.reasons and { key = "bots.reason.loyalty_true" } end
  return request.options[1]
end

-- words: {propose = prompt suffix, vote = ..., card = ..., assassinate = {prompts}, quest = counter};
-- shared: what bot.public handed this decision (the host's fourth argument), or nil; reasons: the
-- host's fifth, false when nobody reads the reasons (then no reason is made: each answer comes
-- with `false` in its place; the answers are the same).
-- What a prompt asks, in the game's words ("propose", "vote", "card" or false), kept per prompt in
-- the seat's cache (facts.cache, a pure cache) for these words: a string test is a host call.
local function prompt_kind(f, words, p)
  local cache = f.cache
  local kinds = cache and cache.prompt_kinds
  if not kinds or kinds.words ~= words then
    kinds = { words = words }
    if cache then cache.prompt_kinds = kinds end
  end
  local kind = kinds[p]
  if kind == nil then
    kind = suffix(p, words.propose) and "propose" or suffix(p, words.vote) and "vote"
           or suffix(p, words.card) and "card" or false
    if p ~= nil then kinds[p] = kind end
  end
  return kind
end

function bot.decide(view, request, rng, words, shared, reasons)
  local p = request.prompt
  -- its analysis: p_evil_of(a). (One table per seat, kept in its cache, every field set here:
  -- nothing of an earlier decision is read.)
  local f = deduction.read(view, shared)
  local cache = f.cache
  local a = cache and cache.decision
  if not a then
    a = { view = false, facts = false, reasons = false, p_evil = false, words = false }
    if cache then cache.decision = a end
  end
  a.view, a.facts, a.reasons, a.p_evil, a.words = view, f, reasons ~= false, false, words
  local asks, kind = prompt_kind(a.facts, words, p), request.kind
  if kind == "pick_seats" and asks == "propose" then return propose(view, request, rng, a) end
  if kind == "choose" and asks == "vote" then return vote(view, request, rng, a, words.quest) end
  if kind == "choose" and asks == "card" then return quest_card(view, request, rng, a, words.quest) end
  if request.kind == "pick_seats" and request.min == 1 and request.max == 1 and words.assassinate[p] then
    return merlin_guess(view, request, rng, a, shared)
  end
  if kind == "pick_seats" and words.recruit and p == words.recruit and request.min == 1 and request.max == 1 then
    return recruit_guess(view, request, rng, a)
  end
  -- The Assassin's target (Merlin, or a group such as the Messengers): Merlin, one seat to find.
  if kind == "choose" and words.assassin_target and p == words.assassin_target and contains(request.options, "merlin") then
    return "merlin", a.reasons and { key = "bots.reason.target_merlin" }
  end
  if kind == "pick_seats" and p == words.lady and request.min == 1 and request.max == 1 then
    return lady_target(view, request, rng, a)
  end
  if kind == "choose" and (p == words.hand_loyalty or p == words.leader_thumb) then return hand_loyalty(request, a) end
  if kind == "pick_seats" and words.watch and p == words.watch and request.min == 1 and request.max == 1 then
    return watch_pick(view, request, rng, a)
  end
  if kind == "pick_seats" and p == words.excalibur_give and request.min == 1 and request.max == 1 then
    return excalibur_give(view, request, rng, a)
  end
  if kind == "pick_seats" and p == words.excalibur_use and request.min == 0 and request.max == 1 then
    return excalibur_use(view, request, rng, a)
  end
  if kind == "pick_seats" and p == words.trapper and request.min == 1 and request.max == 1 then
    return trapper_pick(view, request, rng, a)
  end
  if kind == "choose" and words.choose_quest and p == words.choose_quest then return choose_quest(view, request, a) end
  if words.plots then
    if kind == "choose" and p == "common.prompt.play_plot" then return play_plot(view, request, a, words, words.quest) end
    if kind == "pick_seats" and request.max == 1 then
      if p == "common.prompt.plot_to" and request.min == 1 then return plot_to(view, request, rng, a) end
      if (p == "common.prompt.plot_spotlight" or p == "common.prompt.plot_watch") and request.min == 0 then
        return plot_pick_member(request, a)
      end
      if p == "common.prompt.plot_neighbour" or p == "common.prompt.plot_neighbour_may" then
        return plot_neighbour(request, rng, a)
      end
      if p == "common.prompt.plot_show_to" and request.min == 1 then return plot_show_to(view, request, rng, a) end
    end
    if kind == "pick_entities" and p == "common.prompt.plot_take" and request.min == 1 and request.max == 1 then
      return plot_take(view, request, rng, a, words)
    end
  end
  return bot.random(request, rng)
end

-- A game's Plot cards as a bot's words.plots: each card's name key (spec.key .. id) -> its effect,
-- and each card's id (a plot entity's props.plot) -> its effect, from the game's plot spec
-- ({names = {effect = id}, key = prefix}: avalon/plot_cards.lua).
function bot.plot_effects(spec)
  local out = {}
  for effect, id in pairs(spec.names) do out[spec.key .. id], out[id] = effect, effect end
  return out
end

-- The log keys a game's bot reads (its file's `log_keys`): those the deduction reads.
function bot.log_keys(game) return deduction.games[game].log_keys end

return bot
