-- scripts/avalon/game.lua: The Resistance: Avalon, as the rulebook tells it: deal the characters,
-- the Reveal stage, then rounds of team building and quests until three quests succeed or three
-- fail (or five teams in a row are rejected); after three successes, Evil may still win by
-- assassinating Merlin. Team building, voting and quests are the shared pieces in common/.
local rules         = use "avalon/rules"
local roster        = use "avalon/roster"
local setup_check   = use "avalon/setup_check"
local reveal        = use "avalon/reveal"
local assassination = use "avalon/assassination"
local team          = use "common/team"
local vote          = use "common/vote"
local quest         = use "common/quest"
local history       = use "common/history"
local modules       = use "avalon/modules"
local plot_cards    = use "common/plot_cards"
local plot_deck     = use "avalon/plot_cards"
local check_loyalty = use "avalon/check_loyalty"

---------------------------------------------------------------------------------------------
-- Setup: characters dealt face down, a random first Leader.
local function setup(g)
  local n = g.player_count
  for _, p in ipairs(setup_check.problems(n, g.options)) do
    if p.level == "error" then error("avalon: the setup is not playable (" .. p.key .. ")", 0) end
  end

  -- The table as the rules see it; kept in g, never shown to a view.
  local t = { role = {}, side = {}, card = {}, liars = false }
  g.seating = t
  for _, r in ipairs((roster.present(g.options))) do
    if r.loyalty_lie then t.liars = true end
  end
  for seat, id in ipairs(g:deal(roster.cards(n, g.options))) do
    local r = roster.by_id[id]
    local zone = "character:" .. seat
    g:zone(zone, { owner = seat })
    t.role[seat] = r
    t.side[seat] = r.side
    t.card[seat] = g:entity { kind = "character", zone = zone, props = { role = r.id, side = r.side } }
    if r.assassinates or (not t.assassin and r.id == g.options.assassin_by) then t.assassin = seat end
  end
  modules.call(g, "setup")

  g.leader = g:first_leader()
  g:set("leader", g.leader)
  g:set("quest", 1)
  g:set("vote_track", 0)
  g:set("results", { "", "", "", "", "" })
  g:set("team_sizes", rules.team_size[n])
  g:set("fails_needed", { 1, 1, 1, rules.fails_needed(n, 4), 1 })
  g:log("avalon.log.setup", { players = n, good = rules.places[n].good, evil = rules.places[n].evil })
  modules.call(g, "after_setup")
end

-- The seats that win, for the table (counter "winners"): every seat whose side (as it ends: a
-- switched Lancelot, a recruited Servant) won, or the Rogue who won on their own terms.
local function winning_seats(g, winner, details)
  if winner == "rogue" and type(details) == "table" and details.seat then return { details.seat } end
  local seats = {}
  for seat, side in ipairs(g.seating.side) do
    if side == winner then seats[#seats + 1] = seat end
  end
  return seats
end

-- The outcome names the winning seats (details.winners), and so do the counter "winners" (the
-- end screen frames them) and a log line (the terminal says it).
local function finish(g, winner, reason, details)
  modules.call(g, "at_finish", winner, reason)
  local seats = winning_seats(g, winner, details)
  g:set("winners", seats)
  for _, card in ipairs(g.seating.card) do
    g:reveal(card, "role", "public")
    g:reveal(card, "side", "public")
  end
  g:log("avalon.log.game_over", { winner = "avalon.side." .. winner, reason = "avalon.end." .. reason })
  g:log("avalon.log.winning_seats", { seats = seats })
  details = type(details) == "table" and details or {}
  details.winners = seats
  g:finish(winner, reason, details)
end

-- After each quest, characters with a rule about results apply it (the Revealer).
local function after_quest(g, result)
  for seat, r in ipairs(g.seating.role) do
    if r.after_quest then r.after_quest(g, seat, result) end
  end
end

local function merlin_in_game(g)
  for _, r in ipairs(g.seating.role) do
    if r.assassination_target then return true end
  end
  return false
end

---------------------------------------------------------------------------------------------
local function play(g)
  reveal.run(g)
  local n = g.player_count
  local results, fail_counts, successes, failures = {}, {}, 0, 0
  local plots = plot_cards.new(g, plot_deck, check_loyalty, g.options.plot_cards,
                                { take_card_may_pass = g.options.restore_honor_may_pass })

  -- The Quest's number is the round's, unless a module lets the Leader choose it (quest selection
  -- mode, modules/quest_selection.lua).
  local choosing = modules.has(g, "choose_quest")
  for round = 1, 5 do
    g.seating.round = round
    -- The crown passes to the next Leader only now: the Quest just played (its Watch, Excalibur,
    -- Ambush, the Lady of the Lake after it) happened under the Leader whose Team went.
    g:set("leader", g.leader)
    local q = not choosing and round or nil
    if q then g:set("quest", q) end
    g:set("vote_track", 0)
    modules.call(g, "before_quest", round, q)

    -- Team building: propose, vote; the Leader passes clockwise after every proposal.
    local members, rejections, leader = nil, 0, nil
    while true do
      -- With Plot cards: a holder may take the lead before the Leader acts; the first Leader of
      -- the Quest hands out the cards drawn; Charge! votes first; The King Returns may overturn.
      g.leader = plots:claim_lead(g.leader)
      g:set("leader", g.leader)
      leader = g.leader
      if rejections == 0 then plots:deal(leader) end
      plots:take_cards(leader)
      if choosing then
        q = modules.call(g, "choose_quest", leader, results)
        g:set("quest", q)
      end
      members = team.propose(g, leader, modules.team_size(g, q, rules.team_size[n][q]), q)
      modules.call(g, "after_proposal", q, members, leader)
      local approved = vote.on_team(g, leader, members, q, plots:first_voters())
      if approved and plots:overturn(leader) then
        approved = false
        history.overturned(g)
      end
      -- The rules pass the lead at once; the crown (the public counter) stays with the Leader
      -- of an approved team until its Quest is over (the Lady of the Lake included), and moves
      -- at once after a rejection.
      g.leader = g:next_seat(leader)
      if approved then break end
      g:set("leader", g.leader)
      rejections = rejections + 1
      g:set("vote_track", rejections)
      if rejections == rules.rejections_to_lose then
        history.result(g, "five_rejections")
        g:log("avalon.log.five_rejections", { rejections = rejections })
        return finish(g, "evil", "five_rejections")
      end
    end

    modules.call(g, "after_team", q, members, leader)

    -- The quest: members play Success or Fail in secret (with Plot cards, some face up); a module
    -- may still change a played card (Excalibur, never a face-up one); an Ambush may look at one;
    -- then only the counts are shown (what each card counts as, rules.quest_card_acts; modules
    -- count their own cards).
    local face_up = plots:face_up(leader, members)
    g.seating.face_up = face_up
    local played = select(2, quest.play_cards(g, members, function(seat)
      return roster.quest_cards(g, seat, g.seating.role[seat], g.seating.side[seat], q)
    end, q))
    plots:show_face_up(face_up, played)
    modules.call(g, "before_reveal", q, played, members)
    plots:watch(leader, members, played, face_up)
    local counts = { success = 0, fail = 0 }
    for _, card in pairs(played) do
      local acts = rules.quest_card_acts[card]
      counts[acts] = (counts[acts] or 0) + 1  -- acts: success, fail or magic (the Sorcerers)
    end
    modules.call(g, "cards_played", q, played)
    local fails = modules.fails(g, q, counts.fail)
    local failed = modules.outcome(g, q, fails >= rules.fails_needed(n, q))
    quest.publish_result(g, results, fail_counts, q, failed and "fail" or "success", counts.fail)
    if failed then failures = failures + 1 else successes = successes + 1 end
    g:log(failed and "avalon.log.quest_failed" or "avalon.log.quest_succeeded",
          { quest = q, successes = counts.success, fails = counts.fail, magic = counts.magic })
    local result = { quest = q, round = round, failed = failed, successes = successes, failures = failures }
    after_quest(g, result)
    local winner, reason, details = modules.call(g, "after_result", result)
    if winner then return finish(g, winner, reason, details) end

    if failures == rules.wins_needed then return finish(g, "evil", "three_failures") end
    if successes == rules.wins_needed then
      if not merlin_in_game(g) then return finish(g, "good", "three_successes") end
      return finish(g, assassination.run(g))
    end
  end
end

---------------------------------------------------------------------------------------------
local options = {}
for _, o in ipairs(roster.character_options) do
  options[#options + 1] = option.bool { id = o.id, name = "avalon.option." .. o.id, default = o.default }
end
for _, o in ipairs(roster.rule_options) do options[#options + 1] = o end
for _, o in ipairs(roster.module_options) do options[#options + 1] = o end
-- Who assassinates matters only when someone can be assassinated and the Assassin card is out.
options[#options + 1] = option.choice { id = "assassin_by", name = "avalon.option.assassin_by",
                                        values = roster.assassin_choices,
                                        applies = function(_, opts)
                                          local target, assassin = false, false
                                          for _, r in ipairs(roster.present(opts)) do
                                            target = target or r.assassination_target ~= nil
                                            assassin = assassin or r.assassinates == true
                                          end
                                          return target and not assassin
                                        end }
options[#options + 1] = option.bool { id = "plot_cards", name = "avalon.option.plot_cards" }
-- The other reading of Restore Your Honor (docs/avalon-rulings.md): its holder may keep it.
options[#options + 1] = option.bool { id = "restore_honor_may_pass", name = "avalon.option.restore_honor_may_pass",
                                      applies = function(_, opts) return opts.plot_cards == true end }
options[#options + 1] = option.bool { id = "narration", name = "avalon.option.narration" }

return game {
  id = "avalon",
  title = "avalon.title",
  players = { min = 5, max = 10 },
  sides = {
    { id = "good", name = "avalon.side.good" },
    { id = "evil", name = "avalon.side.evil" },
    { id = "rogue", name = "avalon.side.rogue" },  -- a Rogue who wins on their own terms
  },
  roles = roster.roles,
  end_reasons = {
    { id = "three_successes", name = "avalon.end.three_successes" },
    { id = "three_failures", name = "avalon.end.three_failures" },
    { id = "five_rejections", name = "avalon.end.five_rejections" },
    { id = "merlin_assassinated", name = "avalon.end.merlin_assassinated" },
    { id = "messengers_assassinated", name = "avalon.end.messengers_assassinated" },
    { id = "good_rogue", name = "avalon.end.good_rogue" },
    { id = "evil_rogue", name = "avalon.end.evil_rogue" },
  },
  options = options,
  check_setup = setup_check.problems,
  -- The characters in play (the Rules page lists these): those the options put in, and the
  -- standard Loyal Servants and Minions that fill the places left (roster.cards deals them).
  roles_in_play = function(players, options)
    local ids, seen = {}, {}
    if not rules.places[players] then return {} end
    for _, id in ipairs(roster.cards(players, options)) do
      if not seen[id] then ids[#ids + 1], seen[id] = id, true end
    end
    return ids
  end,
  test_setups = setup_check.test_setups,
  all_setups = setup_check.all_setups,
  setup = setup,
  play = play,
  -- The shared helpers (common/) say "mission"; Avalon says "Quest" (docs/lua-api.md, texts).
  texts = {
    ["common.prompt.propose_team"] = "avalon.prompt.propose_team",
    ["common.prompt.vote"] = "avalon.prompt.vote",
    ["common.prompt.mission_card"] = "avalon.prompt.quest_card",
    ["common.log.team_proposed"] = "avalon.log.team_proposed",
    ["common.prompt.choose_mission"] = "avalon.prompt.choose_quest",
    ["common.rule.team"] = "avalon.rule.team",  -- the rules a refused answer is told (avalon13 texts)
    ["common.rule.mission_card"] = "avalon.rule.quest_card",
    ["common.rule.choose_mission"] = "avalon.rule.choose_quest",
    ["common.log.votes"] = "avalon.log.votes",  -- the vote cards' own words in the log
    ["common.log.votes_first"] = "avalon.log.votes_first",
  },
  -- The setup screen groups the options (docs/lua-api.md, option_groups): characters by side,
  -- each with what the rulebook says it strengthens, then the rules.
  option_groups = roster.option_groups,
  -- How a table view draws this game (docs/lua-api.md, "table_layout"): every piece is read
  -- from a public counter or a visible entity; every text is a translation key.
  table_layout = {
    tokens = {
      { counter = "leader", label = "avalon.token.leader", look = "crown", color = "gold" },
      { counter = "team", label = "avalon.token.team", look = "shield", color = "blue" },
      { counter = "excalibur", label = "avalon.token.excalibur", look = "sword", color = "white" },
      { counter = "lady", label = "avalon.token.lady", look = "drop", color = "teal" },
      { counter = "watch", label = "avalon.token.watch", look = "disc", color = "purple" },
    },
    seat_marks = {
      { counter = "last_votes", label = "avalon.mark.last_votes",
        values = { approve = { text = "avalon.choice.approve", color = "green" },
                   reject = { text = "avalon.choice.reject", color = "red" } } },
    },
    banners = {
      { counter = "stage", values = { assassination = { text = "avalon.banner.assassination", color = "red" } } },
      -- Four teams rejected: the fifth proposal of the round is the last.
      { counter = "vote_track", values = { [tostring(rules.rejections_to_lose - 1)] =
                                             { text = "avalon.banner.last_proposal", color = "red" } } },
    },
    -- The vote history grid (common/history.lua): a row per proposal.
    history = { counter = "history", label = "avalon.history.title", quest = "avalon.track.quest",
                leader = "avalon.token.leader", team = "avalon.token.team", fails = "avalon.history.fails",
                overturned = "avalon.history.overturned", first = "avalon.history.first",
                votes = { approve = { text = "avalon.choice.approve", color = "green" },
                          reject = { text = "avalon.choice.reject", color = "red" } },
                results = { success = { text = "avalon.choice.success", color = "blue" },
                            fail = { text = "avalon.choice.fail", color = "red" },
                            five_rejections = { text = "avalon.history.five_rejections", color = "red" } } },
    -- The seats that won and the seat(s) the Assassin named, for the end screen.
    winners = "winners",
    eliminated = { counter = "assassinated", label = "avalon.end.assassinated" },
    tracks = {
      { kind = "slots", label = "avalon.track.quests", sizes = "team_sizes", current = "quest",
        results = "results", slot_label = "avalon.track.quest",
        result_looks = { success = { text = "avalon.choice.success", color = "blue" },
                         fail = { text = "avalon.choice.fail", color = "red" } },
        mark = { counter = "fails_needed", above = 1, text = "avalon.track.two_fails" },
        -- How many Fail cards each played Quest had.
        counts = { counter = "fail_counts", text = "avalon.track.fail_count", color = "red" },
        -- What the modules lay by a Quest: allegiance cards, Rogue and Message tokens.
        slot_marks = {
          { counter = "allegiance_slots", label = "avalon.mark.allegiance",
            values = { switch = { text = "avalon.allegiance.switch", color = "purple" },
                       no_change = { text = "avalon.allegiance.no_change", color = "gray" } } },
          { counter = "rogue_tokens", label = "avalon.mark.rogue_tokens",
            values = { rogue_success = { text = "avalon.choice.rogue_success", color = "teal" },
                       rogue_fail = { text = "avalon.choice.rogue_fail", color = "orange" } } },
          { counter = "message_tokens", label = "avalon.mark.message_tokens",
            values = { good_message = { text = "avalon.choice.good_message", color = "blue" },
                       evil_message = { text = "avalon.choice.evil_message", color = "red" } } },
          { counter = "magic_cards", label = "avalon.mark.magic_cards",
            values = { magic = { text = "avalon.choice.magic", color = "purple" } } },
        } },
      { kind = "steps", label = "avalon.track.vote_track", counter = "vote_track",
        steps = rules.rejections_to_lose, last_color = "red" },
    },
    cards = { face = "role", color_by = "side", colors = { good = "blue", evil = "red" } },
    -- Plot cards lie face up in front of their holder, coloured by when they are used.
    held = {
      { kind = "plot", label = "avalon.held.plots", face = "plot", color_by = "timing",
        colors = { held = "gold", permanent = "teal", immediate = "orange" } },
    },
    -- curtain: why the device is passed for a secret decision (hot seat); public = true: the
    -- decision is made in the open, on the public table, without a curtain.
    choices = {
      ["avalon.prompt.quest_card"] = { look = "cards", all = { "success", "fail" },
                                       colors = { success = "blue", fail = "red", magic = "purple" },
                                       curtain = "avalon.curtain.quest_card" },
      ["avalon.prompt.vote"] = { look = "cards", colors = { approve = "green", reject = "red" },
                                 curtain = "avalon.curtain.vote" },
      ["common.prompt.play_plot"] = { colors = { play = "gold", pass = "gray" }, public = true },
      ["avalon.prompt.leader_thumb"] = { look = "cards", all = { "good", "evil" },
                                         colors = { good = "blue", evil = "red" },
                                         curtain = "common.curtain.hand_loyalty" },
      ["common.prompt.hand_loyalty"] = { look = "cards", all = { "good", "evil" },
                                         colors = { good = "blue", evil = "red" },
                                         curtain = "common.curtain.hand_loyalty" },
      ["avalon.prompt.confer"] = { curtain = "avalon.curtain.confer" },
      ["avalon.prompt.backup"] = { colors = { call = "gold", decline = "gray" }, curtain = "avalon.curtain.backup" },
      ["avalon.prompt.propose_team"] = { public = true },
      ["avalon.prompt.choose_quest"] = { public = true },
      ["avalon.prompt.lady"] = { public = true },
      ["avalon.prompt.excalibur_give"] = { public = true },
      ["avalon.prompt.excalibur_use"] = { public = true },
      ["avalon.prompt.trapper"] = { public = true },
      ["avalon.prompt.watch"] = { public = true },
      ["avalon.prompt.recruit"] = { public = true },
      ["avalon.prompt.assassin_target"] = { public = true },
      ["avalon.prompt.assassinate"] = { public = true },
      ["avalon.prompt.assassinate.messengers"] = { public = true },
      ["common.prompt.plot_which"] = { public = true },
      ["common.prompt.plot_to"] = { public = true },
      ["common.prompt.plot_neighbour"] = { public = true },
      ["common.prompt.plot_neighbour_may"] = { public = true },
      ["common.prompt.plot_show_to"] = { public = true },
      ["common.prompt.plot_take"] = { public = true },
      ["common.prompt.plot_spotlight"] = { public = true },
      ["common.prompt.plot_watch"] = { public = true },
    },
    -- Facts every seat is told at once (known to all): a hot-seat table passes no device for them.
    public_facts = { "avalon.fact.evil_confers", "avalon.fact.assassin", "avalon.fact.recruited",
                     "avalon.fact.revealer" },
    -- The public events the table stages for everyone, by log key.
    moments = {
      ["avalon.log.team_proposed"] = { kind = "line" },
      ["avalon.log.votes"] = { kind = "votes", counter = "last_votes" },
      ["avalon.log.quest_succeeded"] = { kind = "cards", faces = {
        { arg = "successes", text = "avalon.choice.success", color = "blue" },
        { arg = "fails", text = "avalon.choice.fail", color = "red" },
        { arg = "magic", text = "avalon.choice.magic", color = "purple" } } },
      ["avalon.log.quest_failed"] = { kind = "cards", faces = {
        { arg = "successes", text = "avalon.choice.success", color = "blue" },
        { arg = "fails", text = "avalon.choice.fail", color = "red" },
        { arg = "magic", text = "avalon.choice.magic", color = "purple" } } },
      ["avalon.log.lady_used"] = { kind = "line" },
      ["avalon.log.excalibur_used"] = { kind = "line" },
      ["avalon.log.trapper_set_aside"] = { kind = "line" },
      ["avalon.log.assassin_names"] = { kind = "line" },
      ["avalon.log.assassin_names_group"] = { kind = "line" },
    },
    log_colors = {
      ["avalon.log.quest_succeeded"] = "blue", ["avalon.log.quest_failed"] = "red",
      ["common.log.team_rejected"] = "gray", ["avalon.log.game_over"] = "gold",
      ["avalon.log.evil_confers"] = "red", ["avalon.log.assassin_names"] = "red",
      ["avalon.log.revealer"] = "red", ["avalon.log.reveal_done"] = "teal",
    },
    -- Pictures (assets/README.md): by a card's face property, by option and by token counter;
    -- each file is looked up in this game's folder, then in assets/.
    art = {
      role = {
        merlin = "avalon/merlin.svg", assassin = "avalon/assassin.svg",
        percival = "avalon/percival.svg", mordred = "avalon/mordred.svg",
        oberon = "avalon/oberon.svg", morgana = "avalon/morgana.svg",
        lancelot_good = "avalon/lancelot_good.svg", lancelot_evil = "avalon/lancelot_evil.svg",
        lunatic = "avalon/lunatic.svg", brute = "avalon/brute.svg",
        revealer = "avalon/revealer.svg", cleric = "avalon/cleric.svg",
        trickster = "avalon/trickster.svg", troublemaker = "avalon/troublemaker.svg",
        untrustworthy_servant = "avalon/untrustworthy_servant.svg",
        rogue_good = "avalon/rogue_good.svg", rogue_evil = "avalon/rogue_evil.svg",
        messenger_junior = "avalon/messenger_junior.svg",
        messenger_senior = "avalon/messenger_senior.svg",
        messenger_evil = "avalon/messenger_evil.svg", servant = "avalon/servant.svg",
        sorcerer_good = "avalon/sorcerer_good.svg", sorcerer_evil = "avalon/sorcerer_evil.svg",
        minion = "avalon/minion.svg",
      },
      plot = {
        lead_to_victory = "common/plots/take_lead.svg", ambush = "common/plots/watch.svg",
        king_returns = "common/plots/overturn.svg", restore_honor = "common/plots/take_card.svg",
        charge = "common/plots/vote_first.svg",
        are_you_the_one = "common/plots/check_neighbour.svg",
        show_true_nature = "common/plots/show_self.svg",
        we_found_you = "common/plots/spotlight.svg",
        show_strength = "common/plots/leader_shows.svg",
      },
      choices = {
        success = "common/success.svg", fail = "common/fail.svg", approve = "common/approve.svg",
        reject = "common/reject.svg", rogue_success = "common/rogue_success.svg",
        rogue_fail = "common/rogue_fail.svg", good_message = "common/good_message.svg",
        evil_message = "common/evil_message.svg", good = "common/good.svg",
        evil = "common/evil.svg", switch = "common/switch.svg", no_change = "common/no_change.svg",
      },
      tokens = {
        leader = "common/tokens/crown.svg", team = "common/tokens/shield.svg",
        excalibur = "common/tokens/excalibur.svg", lady = "common/tokens/lady.svg",
        watch = "common/tokens/watch.svg",
      },
    },
    -- Sounds (assets/sounds/<id>.wav) for the moments the table hears, by log key.
    sounds = {
      ["avalon.log.votes"] = "votes", ["avalon.log.quest_succeeded"] = "quest_success",
      ["avalon.log.quest_failed"] = "quest_fail", ["avalon.log.assassin_names"] = "assassination",
      ["avalon.log.assassin_names_group"] = "assassination", ["avalon.log.game_over"] = "game_over",
    },
  },
}
