-- scripts/i18n/en_avalon13.lua: the rules a refused answer is told (g:decide's `rule`), for the
-- decisions both team games share (team, mission cards, mission selection, plot cards). English.
return {
  ["ui.refused_by_rule"] = "The rule: {rule}",
  ["common.rule.team"] = "The leader ({leader:seat}) alone proposes the team: {size} players for mission {mission}.",
  ["common.rule.mission_card"] = "Only the team's members play a card for mission {mission}, one each; a member of the Resistance must play Success.",
  ["common.rule.choose_mission"] = "The leader ({leader:seat}) chooses a mission not yet played; the fifth only after {before_fifth} successful missions.",
  ["common.rule.plot_take_lead"] = "{card:t} is played by its holder before the leader acts, instead of the leader; after one is played, no other may be until a vote.",
  ["common.rule.plot_overturn"] = "{card:t} is played by its holder right after a team is approved; one per vote.",
  ["common.rule.plot_deal"] = "The leader ({leader:seat}) hands each drawn plot card to another player and may not keep one.",
  ["common.rule.plot_neighbour"] = "{card:t}: its receiver must examine the player on their left or on their right.",
  ["common.rule.plot_neighbour_may"] = "{card:t}: its receiver may examine the player on their left or on their right, or nobody.",
  ["common.rule.plot_show"] = "{card:t}: the player shown ({seat:seat}) chooses one other player to see their loyalty.",
  ["common.rule.plot_take"] = "{card:t}: its holder must take one plot card from another player.",
  ["common.rule.plot_take_may_pass"] = "{card:t}: its holder may take one plot card from another player now, or keep the card.",
  ["common.rule.plot_spotlight"] = "{card:t}: its holder may name one other team member, not named yet, who plays their card face up.",
  ["common.rule.plot_watch"] = "{card:t}: its holder may look at one card played by another team member, not face up and not looked at yet.",
}
