-- scripts/common/deduction.lua: what a seat can work out from its own view in a team game with a
-- hidden Evil side (The Resistance's spies, Avalon's Evil): every side assignment (the set of
-- Evil seats) consistent with what the seat knows and with the quest results, each weighted by
-- how plausible the seats' actions are under it, and from that P(seat is Evil).
--
-- Reads only the view: the seat's knowledge facts, its own card, the public log (teams proposed,
-- votes, quest results with their Fail counts). A public `history` counter, when a game has one,
-- is not read yet (the log says the same).
--
-- Keeps nothing in this file between calls: what it works out (the log's parse, the weights'
-- levels, the consistent worlds, the table's readings) is kept with the log table the host hands
-- the seat (cache_of, below), a pure cache: a fresh log table gives the same numbers.
--
-- Rules used: a quest with k Fails had at least k Evil members (Good cannot play Fail); what
-- Percival sees (Merlin is Good; with Morgana, one of the two he sees is Evil); the characters
-- who must play a card and the Lancelots (below); the card a loyalty check showed the seat, when
-- nobody in the game may show the other one (deduction.games.avalon.loyalty); what a character
-- sees of another seat (sides_seen); a quest with Magic cards is no sign its Evil passed; with
-- Oberon, each Evil seat's votes read against the allies it knows (marked_scale).
local deduction = {}
-- (`worlds`, the host's loops over worlds (docs/lua-api.md), is read as a global, never kept in a
-- file-level local: an instance holding a userdata is not handed on to the next game.)

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
             -- Oberon: an Evil seat his allies do not know, who does not know them (marked_scale).
             hidden_evil = { option = "oberon", role = "oberon", allies = "avalon.fact.agents_of_evil" },
             switch = { option = "lancelots", key = "avalon.log.lancelots_switch" },
             -- Evil making itself known before the assassination (its seats, in public).
             confers = "avalon.log.evil_confers",
             -- A loyalty check (the Lady of the Lake, the Cleric, the Plot cards that examine a
             -- player): the card the checked seat handed over. Certain unless a character in the
             -- game may show the other card that way (the Trickster may show Good, the
             -- Troublemaker must show Evil), or a seat's card may not be its side as dealt (the
             -- Lancelots switch; the Rogues).
             loyalty = { fact = "avalon.fact.loyalty", good = "good", evil = "evil",
                         good_shown_by_evil = "trickster", evil_shown_by_good = "troublemaker",
                         unsure_with = { "lancelots", "rogue_good", "rogue_evil" } },
             -- What a character was shown of another seat's side, by its fact's key: "evil" or
             -- "good" for every seat it names (`seats`, or `seat`), or the fact's field that
             -- holds the side as dealt (the Lancelots see each other's). The Revealer shows itself
             -- Evil to everyone; the Untrustworthy Servant sees the Assassin; the Senior Messenger
             -- sees the Junior.
             sides_seen = { ["avalon.fact.revealer"] = "evil", ["avalon.fact.untrustworthy_sees"] = "evil",
                            ["avalon.fact.junior_messenger"] = "good", ["avalon.fact.lancelot"] = { field = "side" } },
             -- Excalibur: its holder switched one Team member's card (the log says whose, not
             -- what), so a quest's Fails count one fewer Evil for sure.
             excalibur = { used = "avalon.log.excalibur_used" },
             -- A played Quest card a seat was shown, by its fact's key: the Fail's id. A Fail is an
             -- Evil seat's, as certain as a loyalty card (Excalibur's holder sees the card it
             -- switched, an Ambush looks at one, the Trapper sets one aside).
             fails_seen = { ["avalon.fact.excalibur"] = "fail", ["common.fact.quest_card"] = "avalon.choice.fail",
                            ["avalon.fact.trapper"] = "fail" },
             -- Every key read_log reads (kind_of: not "other"): the bot's `log_keys`, so the host
             -- hands its seats only these entries (docs/lua-api.md, "Bots").
             log_keys = { "avalon.log.setup", "avalon.log.team_proposed", "common.log.team_proposed",
                          "avalon.log.votes", "common.log.votes", "common.log.team_approved",
                          "avalon.log.quest_succeeded", "avalon.log.quest_failed", "avalon.log.lancelots_switch",
                          "avalon.log.evil_confers", "avalon.log.excalibur_used" } },
  resistance = { evil = "spies", count_key = "resistance.log.setup", count_arg = "spies",
                 -- Sleepless spies: no spy knows another (terms_of reads each one's vote so).
                 hidden_all = { option = "sleepless_spies" },
                 evil_facts = { ["resistance.fact.fellow_spies"] = true },
                 -- A character card examined (the Plot cards): nobody can show another one.
                 loyalty = { fact = "resistance.fact.character", field = "role", good = "resistance.role.resistance",
                             evil = "resistance.role.spy", unsure_with = {} },
                 fails_seen = { ["common.fact.quest_card"] = "common.choice.fail" },
                 log_keys = { "resistance.log.setup", "common.log.team_proposed", "common.log.votes",
                              "common.log.team_approved", "resistance.log.mission_succeeded",
                              "resistance.log.mission_failed" } },
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

-- Seats as bits (seat s is bit s-1): a world is the mask of its Evil seats, so that testing a
-- world against every proposal and quest costs a few integer operations.
local function mask_of(list)
  local m = 0
  if list then
    for i = 1, #list do m = m | (1 << (list[i] - 1)) end
  end
  return m
end

-- A list or a set nobody writes to (a log entry without arguments, a proposal without a team).
local EMPTY = {}
local math_type = math.type

-- What a log key is to read_log, by its words (whatever the game, once its own keys are checked).
local function kind_by_pattern(k)
  if k:match("%.log%.team_proposed$") then return "proposed" end
  if k:match("%.log%.votes$") then return "votes" end  -- common.log.votes, or a game's own words (avalon.log.votes)
  if k == "common.log.team_approved" then return "approved" end
  if k:match("_failed$") then return "failed" end
  if k:match("_succeeded$") then return "succeeded" end
  return "other"
end

-- The shipped games' keys, classified once when this file loads (by kind_by_pattern itself, so
-- they cannot disagree): a string pattern costs a host call, and each seat reads the same keys.
-- Any other key is matched (once per key and log, read_log's memo).
local known_kinds = {}
for _, k in ipairs({
  "avalon.log.team_proposed", "common.log.team_proposed", "avalon.log.votes", "common.log.votes",
  "common.log.team_approved", "common.log.team_rejected", "avalon.log.quest_succeeded",
  "avalon.log.quest_failed", "resistance.log.mission_succeeded", "resistance.log.mission_failed",
  "avalon.log.votes_first", "common.log.votes_first", "avalon.log.reveal_done", "avalon.log.evil_confers",
  "avalon.log.suggests", "avalon.log.five_rejections", "resistance.log.five_rejections",
}) do known_kinds[k] = kind_by_pattern(k) end
-- This file's data is only read: frozen, a bot's instance is handed to the next game without
-- comparing it (docs/lua-api.md, `freeze`).
freeze(deduction.games)
freeze(deduction.weights)
freeze(known_kinds)

-- What a log key is to read_log (its patterns matched once per key and log, not per entry).
local function kind_of(k, cfg)
  if k == cfg.count_key then return "count" end
  if k == cfg.confers then return "confers" end
  if cfg.excalibur and k == cfg.excalibur.used then return "excalibur" end
  local kind = known_kinds[k] or kind_by_pattern(k)
  if cfg.switch and k == cfg.switch.key and kind ~= "proposed" and kind ~= "votes" and kind ~= "approved" then
    return "switch"
  end
  return kind
end

-- What the public log says (the Evil count, the proposals with their votes, the quests with their
-- Fail counts), read from entry `parsed.upto + 1` on: a bot's host may hand it the same log table
-- again, grown, so the parse so far is kept in the table itself (`__deduction`; a fresh table is
-- read from the start). The same facts either way.
local function read_log(log, cfg)
  local parsed = log.__deduction  -- (the host's log table is a plain one: no metatable)
  if not parsed or parsed.cfg ~= cfg then
    parsed = { cfg = cfg, upto = 0, evil_count = 0, players = nil, proposals = {}, quests = {}, switched = false,
               cache = {}, kinds = {}, current = nil, seat = nil, facts = nil, facts_of = nil, public = nil,
               uncodable = false, confers = false }
    rawset(log, "__deduction", parsed)
  end
  local current, kinds, proposals = parsed.current, parsed.kinds, parsed.proposals
  for i = parsed.upto + 1, #log do
    local l = log[i]
    local k = l.key
    local kind = kinds[k]
    if not kind then kind = kind_of(k, cfg); kinds[k] = kind end
    if kind == "proposed" then
      local a = l.args or EMPTY
      -- (every field a proposal gets is here, false until it is known: its table is made its final
      -- size, and setting a field later finds it there)
      current = { leader = a.leader, team = a.team or EMPTY, quest = a.mission or a.quest, approve_list = false,
                  reject_list = false, approved = false, quest_result = false, __masks = false, excalibur = false }
      proposals[#proposals + 1] = current
    elseif kind == "votes" then
      if current then
        local a = l.args or EMPTY
        current.approve_list, current.reject_list = a.approve or EMPTY, a.reject or EMPTY
        current.__masks = false
      end
    elseif kind ~= "other" then
      local a = l.args or EMPTY
      if kind == "count" then
        parsed.evil_count, parsed.players = a[cfg.count_arg] or 0, a.players
      elseif kind == "approved" then
        -- (a change of the proposal like any other: its compiled form and its code are made again)
        if current then current.approved, current.__masks = true, false end
      elseif kind == "switch" then
        parsed.switched = not parsed.switched
      elseif kind == "confers" then
        parsed.confers = a.seats or EMPTY
      elseif kind == "excalibur" then
        if current then current.excalibur = true end
      elseif (kind == "failed" or kind == "succeeded") and a.fails and current then
        local quests = parsed.quests
        -- (a card switched by Excalibur: one of the Fails may be a Good seat's Success switched,
        -- so only one fewer are Evil's for sure)
        local fails = a.fails
        if current.excalibur and math_type(fails) == "integer" and fails > 0 then fails = fails - 1 end
        local q = { team = current.team, fails = fails, failed = kind == "failed",
                    number = #quests + 1, switched = parsed.switched, __masks = false }
        quests[#quests + 1] = q
        -- (a second result for one proposal leaves a quest no proposal holds: no codes from here)
        if current.quest_result then parsed.uncodable = true end
        -- Magic cards (the Sorcerers): a Sorcerer was on the team, and an Evil one plays Magic
        -- where others play Fail, so a quest without Fails is no sign its Evil passed. (A code has
        -- no room for them: from here the seats read their logs.)
        if math_type(a.magic) == "integer" and a.magic > 0 then q.magic, parsed.uncodable = a.magic, true end
        current.quest_result, current.__masks = q, false
      end
    end
  end
  parsed.current, parsed.upto = current, #log
  return parsed
end

-- A seat's parse without its log. What read_log takes from the log is public (the games log
-- these lines to every seat), so the public analysis (deduction.public_analysis) hands each seat
-- the proposals as it parsed them from the spectator's log, one integer a proposal (code_of), and
-- a seat handed them reads the same proposals and quests from those (read_shared) instead of
-- reading its own log: its log is then never built (docs/bots.md). The Evil count and the
-- players come from the same setup line.
-- A code, for at most 16 seats (seat s is bit s - 1 of each mask): the team in bits 0-15, the
-- approvals in 16-31, the rejections in 32-47, the Leader in 48-52 (0: none), 53 set once the
-- votes are in, 54 the team approved, the quest's number in 55-57 (0: none), 58 set once its
-- quest's result is in, with the Fails in 59-61, 62 the quest failed, 63 the Lancelots had
-- switched. false when the proposal does not fit (more seats, a team not in ascending order, a
-- second result for one proposal): the seats then read their log.
local function code_of(p, n, uncodable)
  if uncodable or n > 16 then return false end
  local team, code, prev = p.team, 0, 0
  for i = 1, #team do  -- (ascending: the team is rebuilt from its mask in seat order)
    local s = team[i]
    if math_type(s) ~= "integer" or s <= prev or s > n then return false end
    code, prev = code | (1 << (s - 1)), s
  end
  if p.approve_list then  -- (read only as masks: proposal_masks', compiled by now, in 16 bits)
    local cp = p.__masks or deduction.proposal_masks(p)
    local a, r = cp.approve, cp.reject
    if a >> 16 ~= 0 or r >> 16 ~= 0 then return false end
    code = code | a << 16 | r << 32 | 1 << 53
  end
  local leader, quest = p.leader, p.quest
  if leader ~= nil then
    if math_type(leader) ~= "integer" or leader < 1 or leader > n then return false end
    code = code | leader << 48
  end
  if p.approved then code = code | 1 << 54 end
  if quest ~= nil then
    if math_type(quest) ~= "integer" or quest < 1 or quest > 7 then return false end
    code = code | quest << 55
  end
  local q = p.quest_result
  if q then
    local fails = q.fails
    if math_type(fails) ~= "integer" or fails < 0 or fails > 7 then return false end
    code = code | 1 << 58 | fails << 59
    if q.failed then code = code | 1 << 62 end
    if q.switched then code = code | 1 << 63 end
  end
  return code
end

local function seats_of(m)  -- a mask's seats, ascending
  local list, c, s = {}, 0, 1
  while m ~= 0 do
    if m & 1 == 1 then c = c + 1; list[c] = s end
    m, s = m >> 1, s + 1
  end
  return list
end

-- The parts of a code (code_of): what makes the proposal (its team, Leader and quest), its votes
-- (set once they are in), its quest's result (likewise).
local ID_BITS = 0xFFFF | 31 << 48 | 7 << 55
local VOTES_IN, VOTE_BITS = 1 << 53, 0xFFFFFFFF << 16 | 1 << 53
local APPROVED = 1 << 54
local RESULT_IN, RESULT_BITS = 1 << 58, 0x3F << 58

-- A code's proposal as parts: its Leader and quest's number (nil: none), its team's mask, whether
-- its votes are in, and the approvals' and rejections' masks (0 before the votes).
local function parts_of(code)
  local leader, quest, voted = (code >> 48) & 31, (code >> 55) & 7, code & VOTES_IN ~= 0
  return leader ~= 0 and leader or nil, quest ~= 0 and quest or nil, code & 0xFFFF, voted,
         voted and (code >> 16) & 0xFFFF or 0, voted and (code >> 32) & 0xFFFF or 0
end

-- A mask's seats as a list, one per mask for the seat (lists: facts are read only, so proposals
-- with the same team or votes hold the same list).
local function list_of(lists, m)
  local list = lists[m]
  if not list then
    list = seats_of(m)
    lists[m] = list
  end
  return list
end

-- The quests of the public analysis `sh` (its layout: deduction.public_analysis), and its
-- proposals' codes, kept with the seat's players table (the seat's own: the host hands it the
-- same table all game, and a new one in a new game; a pure cache, like read_log's): the same
-- quests read_log makes from the seat's log, each when its result comes in; the proposals as
-- tables only when a decision reads them (proposals_of: the Assassin; deduction.last_team: Evil's
-- quest card). Brought up to date from the first proposal whose level is not the one seen (an
-- immutable object, made again with every proposal above a changed one, and its code with it),
-- as read_log does: proposals added, and the last one given its votes, its approval and its
-- quest's result; any other change (not in a game) reads them all again. nil when the seat must
-- read its log instead (no players table, a code that did not fit).
local function read_shared(view, cfg, me, sh)
  local anchor = view.players
  local parsed = anchor and anchor.__deduction  -- (the host's players table is a plain list)
  if not parsed or parsed.cfg ~= cfg or parsed.me ~= me then
    if not anchor then return nil end
    parsed = { cfg = cfg, me = me, evil_count = 0, players = nil, proposals = {}, quests = {}, cache = {},
               codes = {}, levels = {}, lists = {}, np = 0, made = 0, seat = nil, facts = nil, facts_of = nil }
    rawset(anchor, "__deduction", parsed)
  end
  parsed.players, parsed.evil_count = sh[1], sh[2]
  local nsh = #sh
  local m = (nsh - 4) >> 1  -- proposals
  local had, levels = parsed.np, parsed.levels
  local same = had  -- proposals 1..same read as before: their level is the one seen
  if same > m then same = m end
  while same > 0 and levels[same] ~= sh[4 + 2 * same] do same = same - 1 end
  if same == had and had == m then return parsed end  -- (nothing new)
  if nsh < 4 or nsh ~= 4 + 2 * m then return nil end
  local codes, quests = parsed.codes, parsed.quests
  -- What a game does: proposals added, the last one seen (had) only given what it had not yet.
  if same < had then
    local was, code = codes[had], sh[3 + 2 * had]
    if same < had - 1 or not code or (was ~ code) & ID_BITS ~= 0 or was & ~code ~= 0
       or (was & VOTES_IN ~= 0 and (was ~ code) & VOTE_BITS ~= 0)
       or (was & RESULT_IN ~= 0 and (was ~ code) & RESULT_BITS ~= 0) then
      -- Anything else (not in a game): read them all again (the lists are emptied in place: the
      -- facts hold them), and what was worked out from the quests goes with them.
      for i = #quests, 1, -1 do quests[i] = nil end
      local cache = parsed.cache
      cache.consistent, cache.failed_count = {}, nil
      same, had = 0, 0
    end
  end
  if parsed.made > same then parsed.made = same end  -- (the proposal tables above are made again)
  for j = same + 1, m do
    local code = sh[3 + 2 * j]
    if not code then  -- (it did not fit: what is read so far stays right)
      parsed.np = j - 1
      return nil
    end
    if code & RESULT_IN ~= 0 and (j > had or codes[j] & RESULT_IN == 0) then
      local nq = #quests + 1  -- (every proposal before this one is as it was: its quests are all in)
      quests[nq] = { team = list_of(parsed.lists, code & 0xFFFF), fails = (code >> 59) & 7,
                     failed = (code >> 62) & 1 == 1, number = nq, switched = (code >> 63) & 1 == 1, __masks = false }
    end
    codes[j], levels[j] = code, sh[4 + 2 * j]
  end
  parsed.np = m
  return parsed
end

-- The facts' proposals (a list: leader, team, quest, approve_list, reject_list, approved,
-- quest_result, as read_log makes them). Handed the public analysis's codes (read_shared), the
-- tables are made when first read and kept while their codes are the same (the votes' lists then
-- hold their seats in ascending order: only their masks are read). Read only.
local function proposals_of(f)
  local parsed = f.codes_of
  if not parsed then return f.proposals end
  local list, np, made = parsed.proposals, parsed.np, parsed.made
  if made == np and #list == np then return list end
  for i = #list, np + 1, -1 do list[i] = nil end
  local codes, quests, lists = parsed.codes, parsed.quests, parsed.lists
  local nq = 0  -- the quests of proposals 1..made
  for i = 1, made do if codes[i] & RESULT_IN ~= 0 then nq = nq + 1 end end
  for i = made + 1, np do
    local code = codes[i]
    local leader, quest, team, voted, approve, reject = parts_of(code)
    local q = false
    if code & RESULT_IN ~= 0 then nq = nq + 1; q = quests[nq] end
    list[i] = { leader = leader, team = q and q.team or list_of(lists, team), quest = quest,
                approve_list = voted and list_of(lists, approve), reject_list = voted and list_of(lists, reject),
                approved = code & APPROVED ~= 0, quest_result = q, __masks = false }
  end
  parsed.made = np
  return list
end
deduction.proposals = proposals_of

-- The facts' proposal count, and proposal i's parts without its table (the Assassin's pass reads
-- every proposal once): its quest's number (nil: none), its team (a list, read only: ascending
-- when read from the codes) and the team's mask, its Leader (nil: none), whether its votes are in,
-- and the approvals and the rejections as masks (0 before the votes). Handed the public analysis's
-- codes (read_shared), read from them (no proposal table made); else from the proposal's table.
function deduction.proposal_count(f)
  local parsed = f.codes_of
  return parsed and parsed.np or #f.proposals
end

function deduction.proposal_parts(f, i)
  local parsed = f.codes_of
  if parsed then
    local leader, quest, m, voted, approve, reject = parts_of(parsed.codes[i])
    return quest, list_of(parsed.lists, m), m, leader, voted, approve, reject
  end
  local p = f.proposals[i]
  local cp = deduction.proposal_masks(p)
  local voted = p.approve_list and true or false
  return p.quest, p.team, cp.team, p.leader, voted, voted and cp.approve or 0, voted and cp.reject or 0
end

-- The team of the facts' last proposal (a list, read only; {} before any).
function deduction.last_team(f)
  local parsed = f.codes_of
  if not parsed then
    local proposals = f.proposals
    return (#proposals > 0) and proposals[#proposals].team or {}
  end
  local np = parsed.np
  return np > 0 and list_of(parsed.lists, parsed.codes[np] & 0xFFFF) or {}
end

-- The characters who must play a card and the Lancelots, from the options (public): the
-- Lunatic, the quest from which the Brute may not fail, whether the Lancelots are in the game.
local function characters_of(cfg, options)
  options = options or {}
  return cfg.must_fail and options[cfg.must_fail] == true,
         cfg.no_fail_from and options[cfg.no_fail_from.option] == true and cfg.no_fail_from.quest or nil,
         cfg.switch and options[cfg.switch.option] == true,
         cfg.hidden_evil and options[cfg.hidden_evil.option] == true or false,
         cfg.hidden_all and options[cfg.hidden_all.option] == true or false
end

-- What the seat knows from its card, its knowledge and the options. The host hands a view's part
-- again as the same table only while it is unchanged, so this is kept with the log's parse and
-- worked out again whenever one of them is a new table (or the seat another): a pure cache.
-- Read only, like everything in the facts.
local function seat_knowledge(view, cfg, me, parsed)
  local entities, knowledge, options = view.entities, view.knowledge, view.options
  local k = parsed.seat
  if k and k.entities == entities and k.knowledge == knowledge and k.options == options and k.me == me then
    return k
  end
  -- My own card: its side (and role, when the game shows it).
  local my_side, my_role
  for i = 1, #entities do
    local e = entities[i]
    if e.owner == me and e.props and e.props.side then
      my_side, my_role = e.props.side, e.props.role
    end
  end
  -- Only the entities changed (a token moved) and my card says the same: what I know is the same.
  if k and k.knowledge == knowledge and k.options == options and k.me == me and k.my_side == my_side
     and k.my_role == my_role then
    k.entities = entities
    return k
  end
  k = { entities = entities, knowledge = knowledge, options = options, me = me,
        known_evil = {}, known_good = {}, seen_evil = {}, my_side = my_side, my_role = my_role }
  k.i_am_evil = k.my_side == cfg.evil
  if k.i_am_evil then k.known_evil[me] = true else k.known_good[me] = true end
  local lc = cfg.loyalty
  if lc then
    for _, o in ipairs(lc.unsure_with) do
      if options and options[o] then lc = nil; break end
    end
  end
  local fails_seen = lc and cfg.fails_seen  -- (as sure as a loyalty card: the same conditions)
  for _, f in ipairs(knowledge or {}) do
    local fail = fails_seen and fails_seen[f.key]
    if fail and f.seat and f.card == fail then k.known_evil[f.seat] = true end
    if lc and f.key == lc.fact and f.seat then
      local shown = f[lc.field or "loyalty"]
      if shown == lc.evil and not (options and lc.evil_shown_by_good and options[lc.evil_shown_by_good]) then
        k.known_evil[f.seat] = true
      elseif shown == lc.good and not (options and lc.good_shown_by_evil and options[lc.good_shown_by_evil]) then
        k.known_good[f.seat] = true
      end
    end
    if cfg.evil_facts[f.key] then
      for _, s in ipairs(f.seats or {}) do k.known_evil[s] = true end
    end
    -- (the allies an Evil seat saw at the Reveal: none of them is Oberon)
    if cfg.hidden_evil and f.key == cfg.hidden_evil.allies then
      for _, s in ipairs(f.seats or {}) do k.allies = (k.allies or 0) | (1 << (s - 1)) end
    end
    local seen = cfg.sides_seen and cfg.sides_seen[f.key]
    if seen then
      local side = seen
      if type(seen) == "table" then side = f[seen.field] == cfg.evil and "evil" or "good" end
      local into = side == "evil" and k.known_evil or k.known_good
      if f.seat then into[f.seat] = true end
      for _, s in ipairs(f.seats or {}) do into[s] = true end
    end
    local pair = cfg.one_evil_of
    if pair and f.key == pair.fact then
      if options and options[pair.option] and #(f.seats or {}) == 2 then
        k.one_evil_of = f.seats
      else
        for _, s in ipairs(f.seats or {}) do k.known_good[s] = true end
      end
    end
    if cfg.seen_facts and cfg.seen_facts[f.key] then
      for _, s in ipairs(f.seats or {}) do k.seen_evil[s] = true end
    end
    -- Any fact may say outright which seats the seat now knows to be Evil or Good (a mod's
    -- character, whose fact keys no game lists: docs/modding.md, "What the heuristic bot reads").
    local ke, kg = f.known_evil, f.known_good
    if ke then for _, s in ipairs(ke) do k.known_evil[s] = true end end
    if kg then for _, s in ipairs(kg) do k.known_good[s] = true end end
    k.facts = k.facts or {}
    k.facts[f.key] = f
  end
  k.lunatic, k.brute_from, k.lancelots, k.oberon, k.strangers = characters_of(cfg, options)
  parsed.seat = k
  return k
end

-- The facts of a view, in a shape easy to reason with. Read only: the same table is handed again
-- (kept with the log's parse) while the seat's knowledge, the player count and the Evil count are
-- the same (its proposals and quests are the parse's own lists, which grow in place).
-- `shared`: what the bot's public analysis handed this decision (deduction.public_analysis), or
-- nil; the analyses use its weights' levels instead of working them out again.
function deduction.read(view, shared)
  local cfg = deduction.games[view.game] or deduction.games.avalon
  local me = view.seat
  -- (handed the public analysis, its proposals: the seat's log is not read)
  local parsed = shared and read_shared(view, cfg, me, shared) or read_log(view.log, cfg)
  parsed.cache.shared = shared
  local k = seat_knowledge(view, cfg, me, parsed)
  -- (the player count as the setup's entry gives it: the players' list is built when first read)
  local n, f = parsed.players or #view.players, parsed.facts
  if f and parsed.facts_of == k and f.n == n and f.evil_count == parsed.evil_count then return f end
  f = { n = n, me = me, cfg = cfg, evil_count = parsed.evil_count, known_evil = k.known_evil,
        known_good = k.known_good, seen_evil = k.seen_evil, quests = parsed.quests,
        -- (from the public analysis's codes, none until read: deduction.proposals(f) makes them)
        proposals = not parsed.codes and parsed.proposals or nil,
        my_side = k.my_side, my_role = k.my_role, i_am_evil = k.i_am_evil, one_evil_of = k.one_evil_of,
        facts = k.facts, lunatic = k.lunatic, brute_from = k.brute_from, lancelots = k.lancelots, oberon = k.oberon,
        strangers = k.strangers,
        allies = k.allies or 0,
        cache = parsed.cache,  -- cache: the analyses kept between decisions (cache_of)
        codes_of = parsed.codes and parsed or false }  -- (read_shared's: proposals made when read)
  parsed.facts, parsed.facts_of = f, k
  return f
end

-- The facts as the table sees them: no seat's private knowledge (nobody known to be Evil or
-- Good), only the public log's first `upto` proposals (all when nil) and the quests they led to.
-- What an Evil seat uses to read its own votes (and the others') as a Good seat would.
function deduction.public_facts(f, upto)
  local proposals = proposals_of(f)
  upto = math.min(upto or #proposals, #proposals)
  local out = { n = f.n, me = f.me, cfg = f.cfg, evil_count = f.evil_count, known_evil = {}, known_good = {},
                seen_evil = {}, proposals = {}, quests = {}, lunatic = f.lunatic, brute_from = f.brute_from,
                lancelots = f.lancelots, oberon = f.oberon, strangers = f.strangers, cache = f.cache }
  for i = 1, upto do
    local p = proposals[i]
    out.proposals[i] = p
    if p.quest_result then out.quests[#out.quests + 1] = p.quest_result end
  end
  return out
end

local function mask_of_set(set, n)  -- a set of seats 1..n (n: 64 when not known)
  local m = 0
  if set then
    for s = 1, n or 64 do if set[s] then m = m | (1 << (s - 1)) end end
  end
  return m
end
-- ones[m]: how many bits m has, for m < 2^n (one table per cache, below: this file's own tables
-- never change after it loads, so a bot's instance comes back from a game as it was made). Only
-- the characters' factor (role_factor) reads it.
local function ones_upto(n)
  local ones = { [0] = 0 }
  for m = 1, (1 << n) - 1 do ones[m] = ones[m >> 1] + (m & 1) end
  return ones
end

local function bit_count(m)
  local k = 0
  while m ~= 0 do m, k = m & (m - 1), k + 1 end
  return k
end

-- A proposal as masks (what its factor depends on), kept on the proposal
-- (`__masks`) until read_log changes it (its votes, its quest's result): a game's proposals are
-- compiled once, not at every analysis (a new table whenever it changes: the weights' levels
-- know a proposal's content by it).
function deduction.proposal_masks(p)
  local cp = p.__masks
  if cp then return cp end
  local q = p.quest_result
  cp = {
    team = mask_of(p.team),
    approve = p.approve_list and mask_of(p.approve_list) or mask_of_set(p.approve),
    reject = p.reject_list and mask_of(p.reject_list) or mask_of_set(p.reject),
    leader = p.leader and (1 << (p.leader - 1)) or 0,
    passed = q and q.fails == 0 and not q.magic or false,  -- (q: false or nil before the quest's result)
  }
  cp.approvals, cp.rejections = bit_count(cp.approve), bit_count(cp.reject)
  p.__masks = cp
  return cp
end

-- A quest as masks (kept on the quest: its team and Fails never change once logged).
local function quest_masks(q)
  local cq = q.__masks
  if not cq then
    cq = { team = mask_of(q.team), fails = q.fails, number = q.number or 0 }
    q.__masks = cq
  end
  return cq
end

-- What the characters who must play a card say about a world: a quest that passed had no
-- Lunatic on it, and from the Brute's quest on a quest where every Evil member failed had no
-- Brute; either is any of the world's Evil seats, each as likely (k Evil, m of them on the team).
local function role_factor(f, quests, nq, e, ones)
  local w, k = 1, f.evil_count
  if k <= 0 then return 1 end
  for i = 1, nq do
    local q = quest_masks(quests[i])
    local m = ones[e & q.team]
    if m > 0 then
      if f.lunatic and q.fails == 0 then w = w * (k - m) / k end
      if f.brute_from and q.number >= f.brute_from and q.fails >= m then w = w * (k - m) / k end
    end
  end
  return w
end

-- Powers of the weights a vote count raises (terms_of), pow[name][c] = weights[name]^c for
-- c = 0..n, as products (one table per cache, like ones: n is at most the seats, and this file's
-- tables stay as loaded).
local powered = freeze({ "good_approves_evil", "evil_rejects_evil", "evil_approves_clean", "good_rejects_clean" })
local function powers_upto(n)
  local pow, W = {}, deduction.weights
  for i = 1, #powered do
    local name = powered[i]
    local x, t = W[name], { [0] = 1.0 }
    for c = 1, n do t[c] = t[c - 1] * x end
    pow[name] = t
  end
  return pow
end

-- The factor one proposal gives a world (how plausible its Leader's team, the votes and the quest
-- result are if the world's seats are the Evil side), as the terms of the host's worlds.scale
-- (docs/lua-api.md): a world with Evil on the team is multiplied by the terms of `any` in order,
-- another by those of `none`; a term {mask, f0, f1, ...} multiplies by f[c], c the world's Evil
-- seats in mask. With Evil on the team: the Leader's (when Good), each Good approval and each Evil
-- rejection, the quest's pass; without: the Leader's (when Evil), each Evil approval and each Good
-- rejection. Where a world gets no factor its term gives 1.0, which changes no product. Returns
-- the two lists, any and none.
local function terms_of(p, cache)
  -- (written into lists kept in the cache and overwritten at the next proposal: worlds.scale reads
  -- its terms when called and keeps none of them)
  local W, pow, s = deduction.weights, cache.pow, cache.terms
  if not s then
    s = { any = {}, none = {}, lead_any = { 0, W.good_leads_evil, 1.0 }, lead_none = { 0, 1.0, W.evil_leads_clean },
          any_a = {}, any_r = {}, none_a = {}, none_r = {}, pass = { 0, W.evil_passes }, a_top = 0, r_top = 0 }
    cache.terms = s
  end
  local any, none, na, nn = s.any, s.none, 0, 0
  if p.leader ~= 0 then
    local lead_any, lead_none = s.lead_any, s.lead_none
    lead_any[1], lead_none[1] = p.leader, p.leader
    any[1], none[1], na, nn = lead_any, lead_none, 1, 1
  end
  local a, r = p.approvals, p.rejections
  local gae, ere, eac, grc = pow.good_approves_evil, pow.evil_rejects_evil, pow.evil_approves_clean, pow.good_rejects_clean
  local any_a, any_r, none_a, none_r = s.any_a, s.any_r, s.none_a, s.none_r
  any_a[1], none_a[1], any_r[1], none_r[1] = p.approve, p.approve, p.reject, p.reject
  for c = 0, a do any_a[c + 2], none_a[c + 2] = gae[a - c], eac[c] end
  for i = a + 3, s.a_top do any_a[i], none_a[i] = nil, nil end
  for c = 0, r do any_r[c + 2], none_r[c + 2] = ere[c], grc[r - c] end
  for i = r + 3, s.r_top do any_r[i], none_r[i] = nil, nil end
  s.a_top, s.r_top = a + 2, r + 2
  any[na + 1], any[na + 2], none[nn + 1], none[nn + 2] = any_a, any_r, none_a, none_r
  na, nn = na + 2, nn + 2
  if cache.strangers then
    -- (no Evil seat knows another: on a Team with Evil, an Evil voter off it sees a clean Team, so
    -- its approval weighs as Evil approving a clean one and its rejection as nothing; only the
    -- rejections of the Evil on it weigh as Evil rejecting Evil)
    local team = p.team
    local off, on = s.off_a or {}, s.on_r or {}
    s.off_a, s.on_r = off, on
    off[1], on[1] = p.approve & ~team, p.reject & team
    for c = 0, a do off[c + 2] = eac[c] end
    for i = a + 3, #off do off[i] = nil end
    for c = 0, r do on[c + 2] = ere[c] end
    for i = r + 3, #on do on[i] = nil end
    any[na], any[na + 1] = on, off
    na = na + 1
  end
  if p.passed then na = na + 1; any[na] = s.pass end
  for i = na + 1, 5 do any[i] = nil end
  for i = nn + 1, 4 do none[i] = nil end
  return any, none
end

-- With Oberon (cfg.hidden_evil) a world is marked (the host's worlds.marked): an Evil seat s he is
-- not is bit s - 1, Oberon bit n + s - 1. The weights read each Evil voter as knowing the Evil
-- seats it knows: Oberon knows none and his allies do not know him, so a Team whose only Evil
-- member is Oberon is clean to his allies, and a Team with allies on it but not him is clean to
-- him. Three weighings per proposal: the Leader, the Good voters and the pass against the whole
-- Evil side (as terms_of); the allies' votes against the allies on the Team; Oberon's against
-- himself on it.
-- (a seat is one bit of a marked world, so the counts a mask of both bits gives never pass the
-- seats it names; the host asks a factor for every count up to the side's size: 1.0 for those)
local function padded(term, k)
  for i = #term + 1, k + 2 do term[i] = 1.0 end
  return term
end

-- A term {mask, f0, f1, ...} of `count` + 1 powers of one weight (pw, powers_upto's): pw[c] for c
-- seats of the world in mask, or with `left`, pw[count - c] (the others of `count` voters).
local function power_term(mask, pw, count, left)
  local term = { mask }
  for c = 0, count do term[c + 2] = pw[left and count - c or c] end
  return term
end

local function marked_scale(set, w, p, cache)
  local n, W, pow, k = cache.n, deduction.weights, cache.pow, cache.k
  local a, r = p.approvals, p.rejections
  local team, approve, reject = p.team, p.approve, p.reject
  local any, none = {}, {}
  if p.leader ~= 0 then
    local lead = p.leader | p.leader << n
    any[1], none[1] = padded({ lead, W.good_leads_evil, 1.0 }, k), padded({ lead, 1.0, W.evil_leads_clean }, k)
  end
  any[#any + 1] = padded(power_term(approve | approve << n, pow.good_approves_evil, a, true), k)
  none[#none + 1] = padded(power_term(reject | reject << n, pow.good_rejects_clean, r, true), k)
  if p.passed then any[#any + 1] = { 0, W.evil_passes } end
  w = worlds.scale(set, w, team | team << n, any, none)
  w = worlds.scale(set, w, team, { power_term(reject, pow.evil_rejects_evil, r) },
                   { power_term(approve, pow.evil_approves_clean, a) })
  -- (a world has one Oberon bit)
  local o_r = padded({ reject << n, 1.0, W.evil_rejects_evil }, k)
  local o_a = padded({ approve << n, 1.0, W.evil_approves_clean }, k)
  return worlds.scale(set, w, team << n, { o_r }, { o_a })
end

-- What a seat's analyses keep between its decisions: a pure cache, kept with the log's parse
-- (read_log), so it lives exactly as long as the log table the host hands the seat, and a fresh
-- log (a fresh instance, a resumed game) starts it empty and computes the same numbers.
--   set: every world (every k-subset of n seats, as a mask: the host's worlds.all), in one fixed
--   order (pow, seat_of_bit: the weights' powers and each bit's seat, for n seats);
--   levels[i].w: each world's weight after the first i proposals (the host's weights object),
--   and cps[i] the compiled proposal it applied: the weights do not depend on who is looking, and a
--   log's proposals only grow (only the last one changes: its votes, its quest's result), so a
--   level is computed once per content of its proposal, the same products in the same order;
--   consistent[key]: the worlds consistent with some known seats and the first quests (a
--   selection of the set);
--   levels[i].public[seat or 0]: the table's reading after i proposals (public_p_evil);
--   shared: the public analysis handed to this decision (deduction.read), and shared_levels[i] the
--   level made of its i-th weights (kept while the host hands the same object).
local function cache_of(f)
  local cache = f.cache
  if not cache then cache = {}; f.cache = cache end  -- facts made by hand: a cache of their own
  if cache.checked == f then return cache end  -- (checked against these facts, whose fields never change)
  local n, k = f.n, f.evil_count
  local marked = f.oberon or false
  if cache.n ~= n or cache.k ~= k or cache.lunatic ~= f.lunatic or cache.brute_from ~= f.brute_from
     or cache.lancelots ~= f.lancelots or cache.marked ~= marked or cache.strangers ~= (f.strangers or false) then
    cache.n, cache.k, cache.lunatic, cache.brute_from, cache.lancelots = n, k, f.lunatic, f.brute_from, f.lancelots
    cache.marked, cache.strangers = marked, f.strangers or false
    local sh = cache.shared  -- its set is the same worlds in the same order: one fewer to make
    -- (with Oberon, worlds that also say which Evil seat he is: marked_scale)
    cache.set = sh and sh[1] == n and sh[2] == k and sh[3]
                or marked and worlds.marked(n, k) or worlds.all(n, k)
    cache.ones, cache.shared_levels = nil, {}
    local seat_of_bit = {}  -- 1 << (s - 1) -> s
    for s = 1, n do seat_of_bit[1 << (s - 1)] = s end
    cache.seat_of_bit = seat_of_bit
    -- (its own chain of levels, and the powers it needs, made when first needed: weights)
    cache.pow, cache.levels, cache.cps, cache.top, cache.consistent = nil, nil, nil, 0, {}
  end
  cache.checked = f
  return cache
end

-- The weights of every world after the first L proposals. The levels kept are a chain: levels
-- 1..top each applied cps[i] to the one before. The highest i <= L whose cps[i] is still proposal
-- i's compiled form is where they part (below it nothing can have changed: only a log's last
-- proposal ever changes); from there up to L they are computed again and everything above L is
-- dropped. Asked for a shorter prefix with nothing changed (the Assassin going over the game),
-- the levels above it are kept.
-- The public analysis's level L (the same products from the same public proposals), when it saw
-- as many proposals (np) as this seat; else nil.
local function shared_level(cache, L, np)
  local sh = cache.shared  -- {n, k, set, level 0, code 1, level 1, ...} (deduction.public_analysis)
  if sh and sh[1] == cache.n and sh[2] == cache.k and #sh == 4 + 2 * np then
    local w = sh[4 + 2 * L]
    if w then
      local level = cache.shared_levels[L]
      if not level or level.w ~= w then level = { w = w }; cache.shared_levels[L] = level end
      return level
    end
  end
end

local function weights(cache, proposals, L)
  local shared = shared_level(cache, L, #proposals)
  if shared then return shared end
  if not cache.levels then
    cache.pow, cache.cps = powers_upto(cache.n), {}
    cache.levels = { [0] = { w = worlds.uniform(cache.set) } }
  end
  local cps, levels, set = cache.cps, cache.levels, cache.set
  local same = cache.top
  if L < same then same = L end
  while same > 0 and cps[same] ~= proposals[same].__masks do same = same - 1 end  -- (nil: not compiled since it changed)
  if same < L then
    for i = same + 1, L do
      local p = deduction.proposal_masks(proposals[i])
      if cache.marked then
        levels[i], cps[i] = { w = marked_scale(set, levels[i - 1].w, p, cache) }, p
      else
        local any, none = terms_of(p, cache)
        levels[i], cps[i] = { w = worlds.scale(set, levels[i - 1].w, p.team, any, none) }, p
      end
    end
    for i = L + 1, cache.top do levels[i], cps[i] = nil, nil end
    cache.top = L
  end
  return levels[L]
end

-- The level L of facts f: the public analysis's, else the seat's own. (Facts read from the
-- public analysis's codes, read_shared, hold its proposals, n and k: its levels are theirs.)
local function level_of(f, cache, L)
  if f.codes_of then
    local w, level = cache.shared[4 + 2 * L], cache.shared_levels[L]
    if not level or level.w ~= w then level = { w = w }; cache.shared_levels[L] = level end
    return level
  end
  return weights(cache, f.proposals, L)
end

-- The worlds consistent with the known seats and the first nq quests (a selection of the set, in
-- order), kept by what they depend on.
local function consistent_key(n, known_evil, known_good, one_of, nq)
  if n <= 15 and nq < 16 then  -- the four as one integer (at most 3 * 15 + 4 bits), else a string
    return ((known_evil << n | known_good) << n | one_of) << 4 | nq
  end
  return known_evil .. "," .. known_good .. "," .. one_of .. "," .. nq
end

-- (marked worlds, marked_scale: a mask of seats as both bits of each; `ob` the seats Oberon is,
-- ob_is, or is not: what the seat knows of him)
local function consistent_worlds(cache, known_evil, known_good, one_of, quests, nq, lancelots, ob, ob_is)
  local n = cache.n
  local key = consistent_key(n, known_evil, known_good, one_of, nq)
  if ob then key = key .. "/" .. ob .. (ob_is and "=" or "~") end
  local sel = cache.consistent[key]
  if not sel then
    local marked = cache.marked
    if nq > 0 then
      -- Those of the first nq - 1 quests (kept too) with at least as many Evil on quest nq as its
      -- Fails need (one fewer when the Lancelots have switched: the Good one may now be Evil; the
      -- world is the Evil side as dealt): the same worlds in the same order as every bound at once.
      local before = consistent_worlds(cache, known_evil, known_good, one_of, quests, nq - 1, lancelots, ob, ob_is)
      local q = quests[nq]
      local need = q.fails - ((lancelots and q.switched) and 1 or 0)
      local team = quest_masks(q).team
      if marked then team = team | team << n end
      sel = worlds.select(cache.set, { team, need, n }, before)
    else
      -- Every known Evil seat Evil, no known Good one, exactly one of `one_of`.
      local ke, kg, oo = known_evil, known_good, one_of
      if marked then ke, kg, oo = ke | ke << n, kg | kg << n, oo | oo << n end
      local bounds = { ke, bit_count(known_evil), n, kg, 0, 0 }
      if one_of ~= 0 then bounds[7], bounds[8], bounds[9] = oo, 1, 1 end
      if ob and ob ~= 0 then
        local b, v = #bounds, ob_is and 1 or 0
        bounds[b + 1], bounds[b + 2], bounds[b + 3] = ob << n, v, v
      end
      sel = worlds.select(cache.set, bounds)
    end
    cache.consistent[key] = sel
  end
  return sel
end

-- P(Evil) from the listed consistent worlds (the characters' factor, or a list asked for), the
-- same sums as the host's, in the same order. `marked`: the worlds are marked_scale's, each folded
-- to its Evil seats.
local function p_from_listed(f, cache, w, sel, quests, nq, list, marked)
  local roles = f.lunatic or f.brute_from
  local masks, ws = worlds.listed(cache.set, w, sel)  -- the consistent worlds weighing more than 0
  local ones = cache.ones
  if roles and not ones then ones = ones_upto(f.n); cache.ones = ones end
  local n, seat_of_bit = f.n, cache.seat_of_bit
  local low = (1 << n) - 1
  local es, count, total = {}, 0, 0
  for i = 1, #masks do
    local w, e = ws[i], masks[i]
    if marked then e = (e & low) | (e >> n) end
    if roles then w = w * role_factor(f, quests, nq, e, ones) end
    if w > 0 then
      count = count + 1
      ws[count], es[count] = w, e
      total = total + w
    end
  end
  if count == 0 then return nil end
  local p = {}
  for s = 1, n do p[s] = 0 end
  for i = 1, count do
    local e, share = es[i], ws[i] / total
    if list then list[i] = { mask = e, weight = ws[i] } end
    while e ~= 0 do  -- each Evil seat of the world, lowest first
      local bit = e & -e
      local s = seat_of_bit[bit]
      p[s] = p[s] + share
      e = e ~ bit
    end
  end
  return p
end

-- The same with marked worlds (Oberon, marked_scale): what the seat knows of him (the table's
-- reading knows nothing of him) bounds them, and seat s is Evil as one he is not or as him.
local function p_evil_marked(f, cache, w, known_evil, known_good, one_of, quests, nq, list)
  local ob, ob_is = 0, false
  if known_evil ~= 0 then
    local hidden = f.cfg and f.cfg.hidden_evil
    if hidden and f.my_role == hidden.role then ob, ob_is = 1 << (f.me - 1), true
    elseif f.i_am_evil then ob = (f.allies or 0) | 1 << (f.me - 1) end
  end
  local sel = consistent_worlds(cache, known_evil, known_good, one_of, quests, nq, f.lancelots, ob, ob_is)
  if f.lunatic or f.brute_from or list then return p_from_listed(f, cache, w, sel, quests, nq, list, true) end
  local p = worlds.shares(cache.set, w, sel)
  if not p then return nil end
  local n, q = cache.n, {}
  for s = 1, n do q[s] = p[s] + p[n + s] end
  return q
end

-- P(seat is Evil) for every seat, from a level's weights w, the known seats (masks) and the first
-- nq quests; with `list`, the consistent worlds {mask, weight} are listed into it. nil when no
-- world is consistent. The host sums the shares (worlds.shares); with the characters' factor, or
-- a list asked for, this does the same sums here, in the same order.
local function p_evil_from(f, cache, w, known_evil, known_good, one_of, quests, nq, list)
  if cache.marked then return p_evil_marked(f, cache, w, known_evil, known_good, one_of, quests, nq, list) end
  local sel = consistent_worlds(cache, known_evil, known_good, one_of, quests, nq, f.lancelots)
  if not f.lunatic and not f.brute_from and not list then return worlds.shares(cache.set, w, sel) end
  return p_from_listed(f, cache, w, sel, quests, nq, list, false)
end

local function zeros(n)  -- P(Evil) when no world is consistent at all
  local p = {}
  for s = 1, n do p[s] = 0 end
  return p
end

-- The analysis of facts f (all its proposals and quests); `list`: a list to fill, or nil.
local function analyse_facts(f, list)
  local n = f.n
  local cache = cache_of(f)
  local codes_of = f.codes_of
  -- (the level's weights alone: its table, kept for public_p_evil's readings, is not needed here)
  local w = codes_of and cache.shared[4 + 2 * codes_of.np] or weights(cache, f.proposals, #f.proposals).w
  -- The known seats as masks, kept on the facts (deduction.read hands the same facts again only
  -- while the seat's knowledge is the same).
  local known = f.__known_masks
  if not known then
    known = { mask_of_set(f.known_evil, n), mask_of_set(f.known_good, n), f.one_evil_of and mask_of(f.one_evil_of) or 0 }
    f.__known_masks = known
  end
  local known_evil, known_good, one_of = known[1], known[2], known[3]
  local p = p_evil_from(f, cache, w, known_evil, known_good, one_of, f.quests, #f.quests, list)
  if not p and #f.quests > 0 then  -- no consistent world (a rule not modelled): without the quests
    p = p_evil_from(f, cache, w, known_evil, known_good, one_of, f.quests, 0, list)
  end
  return p or zeros(n)
end

-- P(seat is Evil) as the table reads it (public_facts(f, upto)), or, with `me_good`, as that
-- seat reads it knowing only that it is Good itself. A pure function of those facts, kept on the
-- weights' level of those proposals (a level stands for their content): the Evil seat reading
-- a vote twice, and the Assassin going over a game's proposals, compute each once.
function deduction.public_p_evil(view, f, upto, me_good)
  local codes_of = f.codes_of
  local np = codes_of and codes_of.np or #f.proposals
  if not upto or upto > np then upto = np end
  local cache = cache_of(f)
  local level = level_of(f, cache, upto)
  local public = level.public
  if not public then public = {}; level.public = public end
  local hit = public[me_good or 0]
  if hit then return hit end
  local nq = level.nq  -- the quests of the first `upto` proposals (the first nq of f.quests)
  if not nq then  -- (kept on the level: a level stands for its proposals' content, results included)
    nq = 0
    local codes = codes_of and codes_of.codes  -- (read_shared's: a result is a bit of the code)
    if codes then
      for i = 1, upto do
        if codes[i] & RESULT_IN ~= 0 then nq = nq + 1 end
      end
    else
      local proposals = f.proposals
      for i = 1, upto do
        if proposals[i].quest_result then nq = nq + 1 end
      end
    end
    level.nq = nq
  end
  local known_good = me_good and (1 << (me_good - 1)) or 0
  hit = p_evil_from(f, cache, level.w, 0, known_good, 0, f.quests, nq)
  if not hit and nq > 0 then hit = p_evil_from(f, cache, level.w, 0, known_good, 0, f.quests, 0) end
  hit = hit or zeros(f.n)
  public[me_good or 0] = hit
  return hit
end

-- The public analysis (docs/lua-api.md, "Bots": a bot's `public`): the work every seat would
-- repeat alike on the public log, done once each time the rules ran, on the spectator's view, and
-- handed to each seat's decision (deduction.read(view, shared)): a flat list (the host copies it
-- for each seat, and a list costs least) {n, k, set, level 0, code 1, level 1, ..., code m,
-- level m}: for n seats and k Evil, the set of worlds and the weights after each prefix of the m
-- proposals (the host's immutable objects), and each proposal as it was parsed (code_of: the
-- seats rebuild their proposals from these, read_shared). Kept like a seat's analyses, with the
-- spectator's log table: one list for the game, its changed levels (and their proposals' codes)
-- written into it.
function deduction.public_analysis(view)
  local cfg = deduction.games[view.game] or deduction.games.avalon
  local parsed = read_log(view.log, cfg)
  local f = parsed.public
  local n = parsed.players or #view.players
  if not f or f.n ~= n or f.evil_count ~= parsed.evil_count or f.options ~= view.options then
    f = { n = n, evil_count = parsed.evil_count, options = view.options, cache = parsed.cache }
    f.lunatic, f.brute_from, f.lancelots, f.oberon, f.strangers = characters_of(cfg, view.options)
    parsed.public = f
  end
  local cache = cache_of(f)
  local L = #parsed.proposals
  local top = weights(cache, parsed.proposals, L)
  -- The list kept and brought up to date in place (the host copies it for each decision): the
  -- levels change only from some proposal on (weights), each changed one a new object, so it is
  -- written from the top down to the first level that is still the same.
  local out = cache.public_out
  if not out or out[1] ~= cache.n or out[2] ~= cache.k or out[3] ~= cache.set then
    out = { cache.n, cache.k, cache.set }
    cache.public_out = out
  end
  for i = #out, 5 + 2 * L, -1 do out[i] = nil end  -- (fewer proposals than before: not in a game)
  -- A proposal's code changes only with its level: every change read_log makes to a proposal
  -- makes its level (and those above) again.
  local kept, proposals, uncodable = cache.levels, parsed.proposals, parsed.uncodable
  for i = L, 0, -1 do
    local w = kept[i].w
    if out[4 + 2 * i] == w then break end
    out[4 + 2 * i] = w
    if i > 0 then out[3 + 2 * i] = code_of(proposals[i], n, uncodable) end
  end
  return out
end

-- The facts as the table sees them once Evil has made itself known (its `confers` line: Avalon's
-- Evil conferring before the assassination, in public): the public analysis's proposals and
-- quests with those seats known to be Evil and nobody else known; nil before (or in a game
-- without it). For work every Evil seat would repeat alike from then on (the Assassin's pass,
-- common/bot_team_game.lua), done once in the public analysis. Kept with the spectator's log's
-- parse (its lists grow in place); call after deduction.public_analysis(view) on the same view.
function deduction.public_evil_facts(view)
  local cfg = deduction.games[view.game] or deduction.games.avalon
  if not cfg.confers then return nil end  -- (The Resistance: no such line)
  local parsed = read_log(view.log, cfg)
  local confers, pf = parsed.confers, parsed.public
  if not confers or not pf then return nil end
  local f = parsed.confers_facts
  if f and f.confers == confers and f.public == pf then return f end
  local known_evil = {}
  for i = 1, #confers do known_evil[confers[i]] = true end
  f = { n = pf.n, evil_count = pf.evil_count, cfg = cfg, known_evil = known_evil, known_good = {}, seen_evil = {},
        proposals = parsed.proposals, quests = parsed.quests, lunatic = pf.lunatic, brute_from = pf.brute_from,
        lancelots = pf.lancelots, oberon = pf.oberon, strangers = pf.strangers, cache = parsed.cache, codes_of = false, confers = confers, public = pf }
  parsed.confers_facts = f
  return f
end

-- The seats the facts know to be Evil, in seat order (a list kept on the facts: deduction.read
-- hands the same facts again only while the seat's knowledge is the same). Read only.
function deduction.known_evil_list(f)
  local list = f.__known_evil_list
  if not list then
    list = {}
    for s = 1, f.n do if f.known_evil[s] then list[#list + 1] = s end end
    f.__known_evil_list = list
  end
  return list
end

-- P(seat is Evil) for every seat (a list 1..n), from the seat's facts (deduction.read).
function deduction.p_evil(f)
  return analyse_facts(f)
end

-- Every consistent assignment with its weight: a list of {mask = Evil seats as bits (seat s is
-- bit s-1), weight = w}, and P(seat is Evil) for every seat (a list 1..n). With no consistent
-- assignment (a rule not modelled), the quest results are dropped and it tries again.
function deduction.analyse(view, facts)
  local f = facts or deduction.read(view)
  local list = {}
  local p = analyse_facts(f, list)
  return { facts = f, worlds = list, p_evil = p }
end

return deduction
