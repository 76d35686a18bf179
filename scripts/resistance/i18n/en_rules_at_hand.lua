-- scripts/resistance/i18n/en_rules_at_hand.lua: the rulebook at hand for The Resistance in English
-- (condensed from the Russian edition's rules): hover texts, the rules page, why-lines.
return {
  ["resistance.rules.role.resistance"] = "The Resistance. You know only your own loyalty: find the Spies by discussion and votes, and always play Success on a mission.",
  ["resistance.rules.role.spy"] = "A Spy. The Spies know each other (unless Sleepless Spies is on) and may play Success or Fail on a mission.",
  ["resistance.rules.token.leader"] = "The leader proposes the team for the mission; everyone votes. After each vote the leader token passes to the left.",
  ["resistance.rules.token.team"] = "Marks a member of the proposed team. The team goes on the mission if the majority votes Approve.",
  ["resistance.rules.option.mission_selection"] = "The leader proposes both the team and the mission. Each mission is voted on once; mission 5 only after 2 missions succeeded.",
  ["resistance.rules.option.sleepless_spies"] = "The part of the game where the Spies learn each other is skipped.",
  ["resistance.rules.option.atmospheric_missions"] = "The leader also tells the team what the mission is about (the stories from the rulebook).",
  ["resistance.rules.option.plot_cards"] = "Each round the leader draws plot cards and hands them out; plot cards lie face up. Some act at once, some are kept until used. 5-6 players use the 7 cards marked 5+; the book says all 15 for \"more than 7\" and leaves exactly 7 out: Roundtable uses all 15 at 7, as the Avalon Big Box does and as the same book's 2 cards a round at 7-8 suggest.",
  ["resistance.rules.page.goal"] = "The Resistance wins when 3 missions succeed. The Spies win when 3 missions fail, or when 5 votes in a row fail to form a team.",
  ["resistance.rules.page.setup"] = "Each player secretly gets a character card. With eyes closed, the Spies open theirs and learn each other.",
  ["resistance.rules.page.round"] = "The leader proposes a team of the size the mission needs; everyone votes Approve or Reject at once. An approved team secretly plays Success or Fail; one Fail fails the mission (two on mission 4 with 7 or more players). The Resistance must play Success.",
  ["resistance.rules.page.end"] = "The game ends at once when one side has 3 missions, or after the 5th failed vote of a round.",
  ["resistance.prompt.choose_mission.why"] = "Mission selection is on: the leader also chooses which mission the team undertakes.",
}
