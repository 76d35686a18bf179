-- scripts/i18n/en_rules_at_hand.lua: the rules at hand, shared part, in English: the rules page's
-- frame and why-lines for the shared steps (vote, mission card, plot cards, loyalty checks).
return {
  ["ui.rules.button"] = "Rules",
  ["ui.rules.title"] = "Rules: {game}",
  ["ui.rules.goal"] = "Goal",
  ["ui.rules.setup"] = "Setup",
  ["ui.rules.round"] = "A round",
  ["ui.rules.end"] = "The end",
  ["ui.rules.characters"] = "Characters in this game",
  ["ui.rules.tokens"] = "Tokens",
  ["ui.rules.options"] = "Variants in this game",
  ["ui.rules.close"] = "Close",
  ["ui.rules.why"] = "Why: {text}",

  ["common.prompt.vote.why"] = "Everyone, the leader too, votes at once; the team goes only with a majority of Approve. Five rejected teams in one round and the loyal side has lost.",
  ["common.prompt.mission_card.why"] = "The loyal side must play Success; a traitor may play either. The cards are shuffled before they are revealed.",
  ["common.prompt.hand_loyalty.why"] = "A loyalty check: you hand over the card of your side (some characters must or may lie).",
  ["common.prompt.plot_which.why"] = "Plot cards: the leader draws them each round and must hand each one to another player.",
  ["common.prompt.plot_to.why"] = "The leader may not keep a plot card: every card drawn goes to another player.",
  ["common.prompt.play_plot.why"] = "A plot card kept until used: this is a moment it can be played.",
  ["common.prompt.plot_spotlight.why"] = "This card lets you make one team member play their card face up.",
  ["common.prompt.plot_watch.why"] = "This card lets you look at one card played by this team.",
  ["common.prompt.plot_take.why"] = "This card takes one plot card from another player.",
  ["common.prompt.plot_neighbour.why"] = "This card is played at once: you examine a neighbour.",
  ["common.prompt.plot_show_to.why"] = "This card is played at once: you choose who examines you.",
}
