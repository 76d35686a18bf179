-- scripts/resistance/game.lua: The Resistance, as the rulebook tells it: deal the characters,
-- the spies meet, then rounds of team building and missions until three missions succeed or
-- three fail (or five teams in a row are rejected). Variants: mission selection, sleepless
-- spies, atmospheric missions.
local rules   = use "resistance/rules"
local stories = use "resistance/stories"
local team    = use "common/team"
local vote    = use "common/vote"
local quest   = use "common/quest"
local history = use "common/history"
local plot_cards = use "common/plot_cards"
local plot_deck  = use "resistance/plot_cards"
local mission_choice = use "common/mission_choice"

local roles = {
  use "resistance/roles/resistance",
  use "resistance/roles/spy",
}
local role_by_id = {}
for _, r in ipairs(roles) do role_by_id[r.id] = r end

-- The table as the rules see it (what each seat holds); kept in g, never shown to a view.
local Seating = {}
Seating.__index = Seating
function Seating:seats_of_side(side)
  local out = {}
  for seat, r in ipairs(self.role) do
    if r.side == side then out[#out + 1] = seat end
  end
  return out
end

---------------------------------------------------------------------------------------------
-- Setup: characters dealt face down, a random first leader.
local function setup(g)
  local n = g.player_count
  local cards = {}
  for _ = 1, n - rules.spies[n] do cards[#cards + 1] = "resistance" end
  for _ = 1, rules.spies[n] do cards[#cards + 1] = "spy" end

  g.seating = setmetatable({ role = {}, card = {} }, Seating)
  for seat, id in ipairs(g:deal(cards)) do
    local r = role_by_id[id]
    local zone = "character:" .. seat
    g:zone(zone, { owner = seat })
    g.seating.role[seat] = r
    g.seating.card[seat] = g:entity { kind = "character", zone = zone, props = { role = r.id, side = r.side } }
  end

  g.leader = g:first_leader()
  g:set("leader", g.leader)
  g:set("mission", 1)
  g:set("vote_track", 0)
  g:set("results", { "", "", "", "", "" })
  g:set("team_sizes", rules.team_size[n])
  g:set("fails_needed", { 1, 1, 1, rules.fails_needed(n, 4), 1 })
  g:log("resistance.log.setup", { players = n, spies = rules.spies[n] })
end

-- The reveal: every character says what it learns (spies see each other).
local function reveal(g)
  if g.options.sleepless_spies then
    g:log("resistance.log.sleepless")
    return
  end
  for seat, r in ipairs(g.seating.role) do
    if r.reveal then r.reveal(g, seat, g.seating) end
  end
  g:log("resistance.log.reveal_done")
end

-- Atmospheric missions: the first time a mission is proposed, its story is drawn.
local function tell_story(g, mission, size, told)
  if told[mission] then return end
  local group = rules.story_group(size)
  local pool = {}
  for _, id in ipairs(stories[group]) do
    if not g.used_story[id] then pool[#pool + 1] = id end
  end
  if #pool == 0 then return end
  local id = pool[g:random(#pool, "story")]  -- a record may fix it (draws.story)
  g.used_story[id] = true
  told[mission] = id
  g:set("story", id)
  g:log("resistance.log.story", { mission = mission, title = "resistance.story." .. id .. ".title",
                                  text = "resistance.story." .. id .. ".text" })
end

-- A plot card shows one player's character card to another.
local function examine(g, checker, target)
  local card = g.seating.card[target]
  g:reveal(card, "role", checker)
  g:reveal(card, "side", checker)
  g:tell(checker, { key = "resistance.fact.character", seat = target,
                    role = "resistance.role." .. g.seating.role[target].id })
  g:log("resistance.log.character_examined", { checker = checker, seat = target })
end

-- The outcome names the winning seats (details.winners), and so do the counter "winners" (the
-- end screen frames them) and a log line (the terminal says it).
local function finish(g, winner, reason)
  local seats = g.seating:seats_of_side(winner)
  g:set("winners", seats)
  for seat, card in ipairs(g.seating.card) do
    g:reveal(card, "role", "public")
    g:reveal(card, "side", "public")
  end
  g:log("resistance.log.game_over", { winner = "resistance.side." .. winner, reason = "resistance.end." .. reason })
  g:log("resistance.log.winning_seats", { seats = seats })
  g:finish(winner, reason, { winners = seats })
end

---------------------------------------------------------------------------------------------
local function play(g)
  reveal(g)
  local n = g.player_count
  local results, fail_counts, successes, failures = {}, {}, 0, 0
  local told = {}
  g.used_story = {}
  local plots = plot_cards.new(g, plot_deck, examine, g.options.plot_cards,
                               { take_card_may_pass = g.options.take_responsibility_may_pass })
  local round = 0

  while true do
    round = round + 1
    g:set("leader", g.leader)  -- the leader token passes once the last mission is over
    local mission = round
    local rejections, rejected_missions = 0, {}
    g:set("vote_track", 0)

    -- Team building: propose, vote; the leader passes clockwise after every proposal. With plot
    -- cards, a holder may take the lead first, and the first leader of the round hands them out.
    local members, leader
    while true do
      g.leader = plots:claim_lead(g.leader)
      g:set("leader", g.leader)
      leader = g.leader
      if rejections == 0 then plots:deal(leader) end
      plots:take_cards(leader)
      if g.options.mission_selection then
        -- «За каждую миссию можно голосовать только один раз»: read as "played once" (a played
        -- mission is closed), or as "voted on once" (also closed: a mission rejected in this
        -- round; docs/avalon-rulings.md).
        local closed = g.options.mission_voted_once == "voted" and rejected_missions or nil
        mission = mission_choice.ask(g, leader, results, rules.successes_before_fifth, closed)
      end
      g:set("mission", mission)
      local size = rules.team_size[n][mission]
      if g.options.atmospheric_missions then tell_story(g, mission, size, told) end
      members = team.propose(g, leader, size, mission)
      local approved = vote.on_team(g, leader, members, mission, plots:first_voters())
      if approved and plots:overturn(leader) then
        approved = false
        history.overturned(g)
      end
      -- The rules pass the lead at once; the leader token (the public counter) stays with the
      -- leader of an approved team until the mission is resolved, and moves at once after a
      -- rejection.
      g.leader = g:next_seat(leader)
      if approved then break end
      rejected_missions[mission] = true
      g:set("leader", g.leader)
      rejections = rejections + 1
      g:set("vote_track", rejections)
      if rejections == rules.rejections_to_lose then
        history.result(g, "five_rejections")
        g:log("resistance.log.five_rejections", { rejections = rejections })
        return finish(g, "spies", "five_rejections")
      end
    end

    -- The mission: members play Success or Fail in secret; only the counts are shown.
    local face_up = plots:face_up(leader, members)
    local counts, played = quest.play_cards(g, members, function(seat)
      return g.seating.role[seat].mission_cards
    end, mission)
    plots:show_face_up(face_up, played)
    plots:watch(leader, members, played, face_up)
    local fails = counts.fail or 0
    local failed = fails >= rules.fails_needed(n, mission)
    quest.publish_result(g, results, fail_counts, mission, failed and "fail" or "success", fails)
    if failed then failures = failures + 1 else successes = successes + 1 end
    g:log(failed and "resistance.log.mission_failed" or "resistance.log.mission_succeeded",
          { mission = mission, successes = counts.success or 0, fails = fails })

    if successes == rules.wins_needed then return finish(g, "resistance", "three_successes") end
    if failures == rules.wins_needed then return finish(g, "spies", "three_failures") end
  end
end

return game {
  id = "resistance",
  title = "resistance.title",
  players = { min = 5, max = 10 },
  sides = {
    { id = "resistance", name = "resistance.side.resistance" },
    { id = "spies", name = "resistance.side.spies" },
  },
  roles = roles,
  end_reasons = {
    { id = "three_successes", name = "resistance.end.three_successes" },
    { id = "three_failures", name = "resistance.end.three_failures" },
    { id = "five_rejections", name = "resistance.end.five_rejections" },
  },
  -- The characters in play (the Rules page lists these): Resistance and Spies, always.
  roles_in_play = function() return { "resistance", "spy" } end,
  options = {
    option.bool { id = "mission_selection", name = "resistance.option.mission_selection" },
    -- How «за каждую миссию можно голосовать только один раз» is read (docs/avalon-rulings.md).
    option.choice { id = "mission_voted_once", name = "resistance.option.mission_voted_once",
                    values = { "played", "voted" },
                    applies = function(_, opts) return opts.mission_selection == true end },
    option.bool { id = "sleepless_spies", name = "resistance.option.sleepless_spies" },
    option.bool { id = "atmospheric_missions", name = "resistance.option.atmospheric_missions" },
    option.bool { id = "plot_cards", name = "resistance.option.plot_cards" },
    -- The other reading of Take Responsibility (docs/avalon-rulings.md): its holder may keep it.
    option.bool { id = "take_responsibility_may_pass", name = "resistance.option.take_responsibility_may_pass",
                  applies = function(_, opts) return opts.plot_cards == true end },
  },
  setup = setup,
  play = play,
  -- The shared mission choice (common/mission_choice.lua) in The Resistance's own words.
  texts = { ["common.prompt.choose_mission"] = "resistance.prompt.choose_mission" },

  -- How a table view draws this game (docs/lua-api.md, "table_layout"): every piece is read
  -- from a public counter or a visible entity; every text is a translation key.
  table_layout = {
    tokens = {
      { counter = "leader", label = "resistance.token.leader", look = "crown", color = "gold" },
      { counter = "team", label = "resistance.token.team", look = "shield", color = "blue" },
    },
    seat_marks = {
      { counter = "last_votes", label = "resistance.mark.last_votes",
        values = { approve = { text = "common.choice.approve", color = "green" },
                   reject = { text = "common.choice.reject", color = "red" } } },
    },
    tracks = {
      { kind = "slots", label = "resistance.track.missions", sizes = "team_sizes", current = "mission",
        results = "results", slot_label = "resistance.track.mission",
        result_looks = { success = { text = "common.choice.success", color = "blue" },
                         fail = { text = "common.choice.fail", color = "red" } },
        mark = { counter = "fails_needed", above = 1, text = "resistance.track.two_fails" },
        -- How many Fail cards each played mission had.
        counts = { counter = "fail_counts", text = "resistance.track.fail_count", color = "red" } },
      { kind = "steps", label = "resistance.track.rejections", counter = "vote_track",
        steps = rules.rejections_to_lose, last_color = "red" },
    },
    -- Four teams rejected: the fifth proposal of the round is the last.
    banners = {
      { counter = "vote_track", values = { [tostring(rules.rejections_to_lose - 1)] =
                                             { text = "resistance.banner.last_proposal", color = "red" } } },
    },
    -- The vote history grid (common/history.lua): a row per proposal.
    history = { counter = "history", label = "resistance.history.title", quest = "resistance.track.mission",
                leader = "resistance.token.leader", team = "resistance.token.team", fails = "resistance.history.fails",
                overturned = "resistance.history.overturned", first = "resistance.history.first",
                votes = { approve = { text = "common.choice.approve", color = "green" },
                          reject = { text = "common.choice.reject", color = "red" } },
                results = { success = { text = "resistance.history.success", color = "blue" },
                            fail = { text = "resistance.history.fail", color = "red" },
                            five_rejections = { text = "resistance.history.five_rejections", color = "red" } } },
    winners = "winners",
    cards = { face = "role", color_by = "side", colors = { resistance = "blue", spies = "red" } },
    -- Plot cards lie face up in front of their holder, coloured by when they are used.
    held = {
      { kind = "plot", label = "resistance.held.plots", face = "plot", color_by = "timing",
        colors = { held = "gold", permanent = "teal", immediate = "orange" } },
    },
    -- curtain: why the device is passed for a secret decision (hot seat); public = true: the
    -- decision is made in the open, on the public table, without a curtain.
    choices = {
      ["common.prompt.mission_card"] = { look = "cards", all = { "success", "fail" },
                                         colors = { success = "blue", fail = "red" },
                                         curtain = "common.curtain.mission_card" },
      ["common.prompt.vote"] = { look = "cards", colors = { approve = "green", reject = "red" },
                                 curtain = "common.curtain.vote" },
      ["common.prompt.play_plot"] = { colors = { play = "gold", pass = "gray" }, public = true },
      ["common.prompt.hand_loyalty"] = { curtain = "common.curtain.hand_loyalty" },
      ["common.prompt.propose_team"] = { public = true },
      ["resistance.prompt.choose_mission"] = { public = true },
      ["common.prompt.plot_which"] = { public = true },
      ["common.prompt.plot_to"] = { public = true },
      ["common.prompt.plot_neighbour"] = { public = true },
      ["common.prompt.plot_show_to"] = { public = true },
      ["common.prompt.plot_take"] = { public = true },
      ["common.prompt.plot_spotlight"] = { public = true },
      ["common.prompt.plot_watch"] = { public = true },
    },
    -- The public events the table stages for everyone, by log key.
    moments = {
      ["common.log.team_proposed"] = { kind = "line" },
      ["common.log.votes"] = { kind = "votes", counter = "last_votes" },
      ["resistance.log.mission_succeeded"] = { kind = "cards", faces = {
        { arg = "successes", text = "common.choice.success", color = "blue" },
        { arg = "fails", text = "common.choice.fail", color = "red" } } },
      ["resistance.log.mission_failed"] = { kind = "cards", faces = {
        { arg = "successes", text = "common.choice.success", color = "blue" },
        { arg = "fails", text = "common.choice.fail", color = "red" } } },
    },
    log_colors = {
      ["resistance.log.mission_succeeded"] = "blue", ["resistance.log.mission_failed"] = "red",
      ["common.log.team_rejected"] = "gray", ["resistance.log.game_over"] = "gold",
    },
    -- Pictures (assets/README.md): by a card's face property, by option and by token counter;
    -- each file is looked up in this game's folder, then in assets/.
    art = {
      role = { resistance = "resistance/resistance.svg", spy = "resistance/spy.svg" },
      plot = {
        strong_leader = "common/plots/take_lead.svg", keeping_close_eye = "common/plots/watch.svg",
        no_confidence = "common/plots/overturn.svg",
        take_responsibility = "common/plots/take_card.svg",
        opinion_maker = "common/plots/vote_first.svg",
        overheard_conversation = "common/plots/check_neighbour.svg",
        open_up = "common/plots/show_self.svg", in_the_spotlight = "common/plots/spotlight.svg",
        establish_confidence = "common/plots/leader_shows.svg",
      },
      choices = {
        success = "common/success.svg", fail = "common/fail.svg", approve = "common/approve.svg",
        reject = "common/reject.svg",
      },
      tokens = { leader = "common/tokens/crown.svg", team = "common/tokens/shield.svg" },
    },
    -- Sounds (assets/sounds/<id>.wav) for the moments the table hears, by log key.
    sounds = {
      ["common.log.votes"] = "votes", ["resistance.log.mission_succeeded"] = "quest_success",
      ["resistance.log.mission_failed"] = "quest_fail", ["resistance.log.game_over"] = "game_over",
    },
  },
}
