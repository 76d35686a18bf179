-- scripts/common/team_game.lua: a game of team building, as The Resistance and Avalon both play
-- it, written once. The characters are dealt face down; then, round after round, the Leader
-- proposes a Team and everyone votes (five Teams rejected in a row lose the game for the good
-- side), the approved Team plays its mission (Quest) cards in secret, and the result goes on the
-- track, until three missions succeed or three fail. Plot cards (common/plot_cards.lua) join at
-- the moments their books name.
--
-- A game gives its "book": its numbers, its words and the hooks where its own rules join the
-- round. Every hook but cards_for is optional; each is called with g first.
--
--   rules            the game's numbers: team_size[players][n], fails_needed(players, n),
--                    wins_needed, rejections_to_lose
--   number           the word for a mission: the counter holding its number and the argument
--                    naming it in log lines, prompts and rules ("mission" in The Resistance,
--                    "quest" in Avalon)
--   good, evil       the two sides' ids (the good side wins with three successes)
--   roles            role id -> role (the deal); cards(g) -> the role ids to deal
--   plots            { deck = game's plot card names (common/plot_cards spec), examine =
--                      function(g, checker, target), may_pass_option = option id }
--   keys             log keys: five_rejections, succeeded, failed, game_over, winning_seats; and
--                    side_prefix, end_prefix (a side's and an end reason's names)
--
-- Hooks, in the order a game meets them:
--   dealt(g)                              the characters are dealt (g.seating), no Leader yet
--   after_setup(g)                        the first Leader holds the crown, the track is laid
--   reveal(g)                             the spies / Evil open their eyes
--   chooses_number(g) -> bool             does the Leader choose which mission the Team goes on?
--   round_begins(g, round, number)        a mission begins (number nil while the Leader chooses it)
--   choose_number(g, leader, results, rejected) -> number   before each proposal (rejected:
--                                         number -> true for those rejected this round)
--   team_size(g, number, size) -> size    the Team's size (the book's, changed by the game)
--   rejections_to_lose(g) -> n            how many rejected Teams in a row lose (a house rule;
--                                         default rules.rejections_to_lose)
--   before_proposal(g, number, size)      the Leader is about to pick the Team
--   after_proposal(g, number, members, leader)  a Team is proposed, before the vote
--   after_team(g, number, members, leader)      a Team is approved, before its cards are played
--   cards_for(g, seat, number) -> ids     the cards a member may play (required)
--   card_acts                             card id -> "success" / "fail" / another count (a table;
--                                         a card missing from it counts as itself)
--   before_reveal(g, number, played, members)   every member has played, face down
--   cards_played(g, number, played)       the cards are turned over
--   cards_counted(g, number, counts)      they are counted; a card may be added or removed
--                                         (counts.fail: the Messengers' backup); the log line and
--                                         the track show the counts after it
--   fails(g, number, fails) -> fails      how many Fails the mission counts (the cards as they are)
--   outcome(g, number, failed) -> failed  whether it fails, once the Fails are counted
--   after_result(g, result) -> winner, reason, details   result = {quest = number, round,
--                                         failed, successes, failures}; a winner ends the game
--   three_successes(g) -> winner, reason  the good side's third success (Avalon: the Assassin)
--   at_finish(g, winner, reason)          the game is about to end
--   winning_seats(g, winner, details) -> seats  (default: every seat of the winning side)
local team       = use "common/team"
local vote       = use "common/vote"
local quest      = use "common/quest"
local history    = use "common/history"
local plot_cards = use "common/plot_cards"

local team_game = {}

local function hook(book, name, g, ...)
  local f = book[name]
  if f then return f(g, ...) end
end

---------------------------------------------------------------------------------------------
-- Who holds which character: g.seating, the rules' own bookkeeping, never shown to a view.
local Seating = {}
Seating.__index = Seating

-- The seats whose side (as it is now: a Lancelot may switch) is `side`, ascending.
function Seating:seats_of_side(side)
  local out = {}
  for seat, s in ipairs(self.side) do
    if s == side then out[#out + 1] = seat end
  end
  return out
end

-- Setup: the characters dealt face down (each seat's card in a zone of its own), a random first
-- Leader, the track laid out (mission sizes, the Fails each needs, no result yet).
function team_game.setup(g, book)
  local n = g.player_count
  local seating = setmetatable({ role = {}, side = {}, card = {} }, Seating)
  g.seating = seating
  for seat, id in ipairs(g:deal(book.cards(g))) do
    local r = book.roles[id]
    local zone = "character:" .. seat
    g:zone(zone, { owner = seat })
    seating.role[seat] = r
    seating.side[seat] = r.side
    seating.card[seat] = g:entity { kind = "character", zone = zone, props = { role = r.id, side = r.side } }
  end
  hook(book, "dealt", g)

  local rules = book.rules
  g.leader = g:first_leader()
  g:set("leader", g.leader)
  g:set(book.number, 1)
  g:set("vote_track", 0)
  g:set("results", { "", "", "", "", "" })
  g:set("team_sizes", rules.team_size[n])
  g:set("fails_needed", { 1, 1, 1, rules.fails_needed(n, 4), 1 })
  hook(book, "after_setup", g)
end

---------------------------------------------------------------------------------------------
-- The end: every character card turned face up; the outcome names the winning seats
-- (details.winners), and so do the counter "winners" (the end screen frames them) and a log line.
function team_game.finish(g, book, winner, reason, details)
  hook(book, "at_finish", g, winner, reason)
  local seats = book.winning_seats and book.winning_seats(g, winner, details) or g.seating:seats_of_side(winner)
  g:set("winners", seats)
  for _, card in ipairs(g.seating.card) do
    g:reveal(card, "role", "public")
    g:reveal(card, "side", "public")
  end
  local keys = book.keys
  g:log(keys.game_over, { winner = keys.side_prefix .. winner, reason = keys.end_prefix .. reason })
  g:log(keys.winning_seats, { seats = seats })
  details = type(details) == "table" and details or {}
  details.winners = seats
  g:finish(winner, reason, details)
end

---------------------------------------------------------------------------------------------
-- Team building: the Leader proposes, everyone votes; the lead passes clockwise after every
-- proposal. With plot cards a holder may take the lead first, the first Leader of the mission
-- hands out the cards drawn, a card may force a vote first or overturn an approval.
-- Returns the approved Team, its Leader and the mission's number; or nothing when the fifth
-- rejection ended the game.
local function build_team(g, book, plots, track, number)
  local n, rules = g.player_count, book.rules
  local rejections, rejected = 0, {}
  local limit = book.rejections_to_lose and book.rejections_to_lose(g) or rules.rejections_to_lose
  while true do
    -- The public counter "proposal" says "last" from the moment the next rejection would lose
    -- until that Team's vote is over (the table's banner; the vote track stays until the Quest).
    local last = rejections + 1 == limit
    if last then g:set("proposal", "last") end
    g.leader = plots:claim_lead(g.leader)
    g:set("leader", g.leader)
    local leader = g.leader
    if rejections == 0 then plots:deal(leader) end
    plots:take_cards(leader)
    if track.choosing then number = hook(book, "choose_number", g, leader, track.results, rejected) end
    g:set(book.number, number)
    local size = rules.team_size[n][number]
    if book.team_size then size = book.team_size(g, number, size) end
    hook(book, "before_proposal", g, number, size)
    local members = team.propose(g, leader, size, number, book.number)
    hook(book, "after_proposal", g, number, members, leader)
    local approved = vote.on_team(g, leader, members, number, plots:first_voters(), book.number)
    if approved and plots:overturn(leader) then
      approved = false
      history.overturned(g)
    end
    if last then g:set("proposal", "") end
    -- The rules pass the lead at once; the crown (the public counter) stays with the Leader of an
    -- approved Team until its mission is over, and moves at once after a rejection.
    g.leader = g:next_seat(leader)
    if approved then return members, leader, number end
    rejected[number] = true
    g:set("leader", g.leader)
    rejections = rejections + 1
    g:set("vote_track", rejections)
    if rejections == limit then
      history.result(g, "five_rejections")
      g:log(book.keys.five_rejections, { rejections = rejections })
      return team_game.finish(g, book, book.evil, "five_rejections")
    end
  end
end

-- The mission: the members play their cards face down (with plot cards, some face up), the game's
-- rules may still act on them (Excalibur, the Trapper) and an Ambush may look at one; the cards
-- are shuffled and turned over, so only how many of each are known. Returns whether it failed,
-- the counts (by what each card acts as) and the Fails it counted.
local function play_mission(g, book, plots, number, members, leader)
  plots:before_cards(leader, members, number)  -- (mods' held Plot cards of their own)
  local face_up = plots:face_up(leader, members)
  g.seating.face_up = face_up
  local _, played = quest.play_cards(g, members, function(seat) return book.cards_for(g, seat, number) end, number,
                                     book.number)
  plots:show_face_up(face_up, played)
  hook(book, "before_reveal", g, number, played, members)
  plots:watch(leader, members, played, face_up)
  local counts, acts = { success = 0, fail = 0 }, book.card_acts or {}
  for _, card in pairs(played) do
    local as = acts[card] or card
    counts[as] = (counts[as] or 0) + 1
  end
  hook(book, "cards_played", g, number, played)
  hook(book, "cards_counted", g, number, counts)
  local fails = counts.fail
  if book.fails then fails = book.fails(g, number, fails) end
  local failed = fails >= book.rules.fails_needed(g.player_count, number)
  if book.outcome then failed = book.outcome(g, number, failed) end
  return failed, counts, fails
end

---------------------------------------------------------------------------------------------
-- The game after the setup: the reveal, then the rounds.
function team_game.play(g, book)
  hook(book, "reveal", g)
  local rules, p = book.rules, book.plots
  local plots = plot_cards.new(g, p.deck, p.examine, g.options.plot_cards,
                               { take_card_may_pass = g.options[p.may_pass_option] })
  local track = { results = {}, fail_counts = {}, successes = 0, failures = 0,
                  choosing = hook(book, "chooses_number", g) or false }

  for round = 1, 5 do
    g.seating.round = round
    -- The crown passes to the next Leader only now: the mission just played happened under the
    -- Leader whose Team went.
    g:set("leader", g.leader)
    g:set("vote_track", 0)
    -- The track marks the mission about to be played from the start of its round, before any
    -- plot card of the round is dealt or played (while the Leader is still to choose it, the
    -- mission chosen last stays marked until the choice).
    local number = not track.choosing and round or nil
    if number then g:set(book.number, number) end
    hook(book, "round_begins", g, round, number)

    local members, leader
    members, leader, number = build_team(g, book, plots, track, number)
    if not members then return end
    hook(book, "after_team", g, number, members, leader)

    local failed, counts = play_mission(g, book, plots, number, members, leader)
    quest.publish_result(g, track.results, track.fail_counts, number, failed and "fail" or "success", counts.fail)
    if failed then track.failures = track.failures + 1 else track.successes = track.successes + 1 end
    g:log(failed and book.keys.failed or book.keys.succeeded,
          { [book.number] = number, successes = counts.success, fails = counts.fail, magic = counts.magic })

    local result = { quest = number, round = round, failed = failed,
                     successes = track.successes, failures = track.failures }
    local winner, reason, details = hook(book, "after_result", g, result)
    if winner then return team_game.finish(g, book, winner, reason, details) end
    if track.failures == rules.wins_needed then return team_game.finish(g, book, book.evil, "three_failures") end
    if track.successes == rules.wins_needed then
      winner, reason = hook(book, "three_successes", g)
      return team_game.finish(g, book, winner or book.good, reason or "three_successes")
    end
    plots:after_result(leader, members, number, failed)  -- (the game goes on; mods' held Plot cards of their own)
  end
end

return team_game
