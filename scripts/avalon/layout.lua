-- scripts/avalon/layout.lua: how a table view draws Avalon (docs/lua-api.md, "The table
-- layout"), as game.lua's table_layout: every piece is read from a public counter or a visible
-- entity; every text is a translation key.
local rules = use "avalon/rules"

return freeze {  -- (data no game changes: docs/lua-api.md, "Frozen data")
  tokens = {
    { counter = "leader", label = "avalon.token.leader", look = "crown", color = "gold" },
    { counter = "team", label = "avalon.token.team", look = "shield", color = "blue" },
    { counter = "excalibur", label = "avalon.token.excalibur", look = "sword", color = "white" },
    { counter = "lady", label = "avalon.token.lady", look = "drop", color = "teal" },
    { counter = "watch", label = "avalon.token.watch", look = "disc", color = "purple" },
    -- The Trapper module: the member whose Quest card the Leader set aside (modules/trapper.lua).
    { counter = "trapped", label = "avalon.token.trapped", look = "disc", color = "orange" },
  },
  seat_marks = {
    { counter = "last_votes", label = "avalon.mark.last_votes",
      values = { approve = { text = "avalon.choice.approve", color = "green" },
                 reject = { text = "avalon.choice.reject", color = "red" } } },
  },
  banners = {
    { counter = "stage", values = { assassination = { text = "avalon.banner.assassination", color = "red" } } },
    -- The last proposal of the round (the next rejected Team gives Evil the game), from
    -- common/team_game.lua's counter "proposal".
    { counter = "proposal", values = { last = { text = "avalon.banner.last_proposal", color = "red" } } },
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
      watch = "common/tokens/watch.svg", trapped = "common/tokens/trapped.svg",
    },
  },
  -- Sounds (assets/sounds/<id>.wav) for the moments the table hears, by log key.
  sounds = {
    ["avalon.log.votes"] = "votes", ["avalon.log.quest_succeeded"] = "quest_success",
    ["avalon.log.quest_failed"] = "quest_fail", ["avalon.log.assassin_names"] = "assassination",
    ["avalon.log.assassin_names_group"] = "assassination", ["avalon.log.game_over"] = "game_over",
  },
}
