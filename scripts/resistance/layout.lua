-- scripts/resistance/layout.lua: how a table view draws The Resistance (docs/lua-api.md, "The
-- table layout"), as game.lua's table_layout: every piece is read from a public counter or a
-- visible entity; every text is a translation key.
local rules = use "resistance/rules"

return freeze {  -- (data no game changes: docs/lua-api.md, "Frozen data")
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
  -- The last proposal of the round (the next rejected Team gives the spies the game), from
  -- common/team_game.lua's counter "proposal".
  banners = {
    { counter = "proposal", values = { last = { text = "resistance.banner.last_proposal", color = "red" } } },
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
}
