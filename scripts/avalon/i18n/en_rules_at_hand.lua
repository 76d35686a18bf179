-- scripts/avalon/i18n/en_rules_at_hand.lua: the rulebook at hand for Avalon in English (condensed
-- from the Big Box rulebook): what hovering a character, token or option shows, the rules page,
-- and the lines saying why a step happens (<prompt key>.why).
return {
  -- Characters.
  ["avalon.rules.role.servant"] = "Good. A Loyal Servant of Arthur knows nothing but their own loyalty: find the Evil players through discussion and votes.",
  ["avalon.rules.role.minion"] = "Evil. A Minion of Mordred knows the other Evil players (except Oberon) and may play Success or Fail on a Quest.",
  ["avalon.rules.role.merlin"] = "Good. Merlin knows the Evil players (except Mordred) but must speak in hints: if Evil names Merlin at the end, Evil wins.",
  ["avalon.rules.role.assassin"] = "Evil. If three Quests succeed, the Assassin has one guess to name Merlin; a right guess wins the game for Evil.",
  ["avalon.rules.role.percival"] = "Good. Percival knows Merlin from the start (with Morgana in play, he sees two players and does not know which is Merlin).",
  ["avalon.rules.role.mordred"] = "Evil. Mordred does not reveal himself to Merlin at the start of the game.",
  ["avalon.rules.role.oberon"] = "Evil. Oberon does not open his eyes in the Reveal stage: he does not know the other Evil players and they do not know him. Merlin sees him.",
  ["avalon.rules.role.morgana"] = "Evil. Morgana appears to be Merlin: Percival sees her thumb raised together with Merlin's. Play her with Percival.",
  ["avalon.rules.role.lancelot_good"] = "Good Lancelot. The two Lancelots know each other and each one's loyalty; in the variants their Allegiance cards may switch their loyalties.",
  ["avalon.rules.role.lancelot_evil"] = "Evil Lancelot. He does not know the other Evil players; the two Lancelots know each other. In the variants their loyalties may switch.",
  ["avalon.rules.role.lunatic"] = "Evil. The Lunatic must play a Fail card on every Quest he goes on.",
  ["avalon.rules.role.brute"] = "Evil. The Brute may play Fail only on the first 3 Quests; Success on any Quest.",
  ["avalon.rules.role.revealer"] = "Evil. The Revealer must reveal her identity after the second failed Quest.",
  ["avalon.rules.role.cleric"] = "Good. In the Reveal stage the Cleric learns whether the first Leader is Good or Evil.",
  ["avalon.rules.role.trickster"] = "Evil. The Trickster may lie when his loyalty is checked (by the Cleric, the Lady of the Lake or any other check).",
  ["avalon.rules.role.troublemaker"] = "Good. The Troublemaker must lie when their loyalty is checked, showing Evil.",
  ["avalon.rules.role.untrustworthy_servant"] = "Good, but knows the Assassin and is seen by Merlin as Evil; never plays Fail. If three Quests succeed, the Assassin may recruit him to Evil with one guess.",
  ["avalon.rules.role.rogue_good"] = "Good Rogue: alone may play Rogue Success. He wins alone if he played it on the third successful Quest and on an earlier one.",
  ["avalon.rules.role.rogue_evil"] = "Evil Rogue: hidden from Evil and Merlin; alone may play Rogue Fail. He wins alone if he played it on the third failed Quest and on an earlier one.",
  ["avalon.rules.role.messenger_senior"] = "Good Messenger: may play Good Message (as Success) at most twice a game. With the optional rule, he knows the Junior Messenger.",
  ["avalon.rules.role.messenger_junior"] = "Good Messenger: may play Good Message (as Success) at most twice a game. At the end the Assassin may name both Good Messengers instead of Merlin.",
  ["avalon.rules.role.messenger_evil"] = "Evil Messenger: may play Success, Fail or Evil Message (as Fail).",

  -- Tokens.
  ["avalon.rules.token.leader"] = "The Leader proposes the Team; the whole table votes on it. A rejected Team passes the Leader token to the left.",
  ["avalon.rules.token.team"] = "A Team token marks a member of the proposed Team. The Team goes on the Quest if the majority approves.",
  ["avalon.rules.token.excalibur"] = "The Leader gives Excalibur to a Team member other than himself. Before the cards are revealed, its holder may make another member switch their Quest card, and sees the card switched out.",
  ["avalon.rules.token.lady"] = "After Quests 2, 3 and 4 the holder of the Lady of the Lake examines one player's loyalty; that player takes the token. No one is examined twice by it.",
  ["avalon.rules.token.watch"] = "The Leader gives the Watch token to one Team member: that member may not play a Rogue card on this Quest.",

  -- Options (a character option shows its character's text).
  ["avalon.rules.option.lancelots"] = "Two Lancelot cards, Good and Evil, dealt to two players. The Lancelots know each other (standard rule). Recommended for 7 or more players.",
  ["avalon.rules.option.messengers"] = "Two Good Messengers and one Evil: the Team plays from Success, Fail and Good/Evil Message cards. Recommended for 7 or more players.",
  ["avalon.rules.option.quest_selection"] = "The Leader chooses both the Team and which Quest it undertakes (the Ukrainian edition's mode). Quest 5 only after 2 other Quests succeeded.",
  ["avalon.rules.option.lady_of_the_lake"] = "The Lady of the Lake token starts with the player on the Leader's right; after Quests 2, 3 and 4 its holder examines one player's loyalty. Strengthens Good.",
  ["avalon.rules.option.excalibur"] = "The Leader hands Excalibur to a Team member, who may make one other member switch their Quest card before the reveal.",
  ["avalon.rules.option.lancelot_rule"] = "Standard: the Lancelots know each other. Variants 1 and 2 use Allegiance cards that may switch the two Lancelots' loyalties during the game.",
  ["avalon.rules.option.senior_messenger_knows"] = "Optional rule: in the Reveal stage the Senior Messenger learns who the Junior Messenger is (not the other way round).",
  ["avalon.rules.option.assassin_by"] = "With Merlin but without the Assassin card, another Evil character names Merlin at the end.",
  ["avalon.rules.option.plot_cards"] = "Each round the Leader draws Plot cards and hands them to other players; some are played at once, some are kept until used.",
  ["avalon.rules.option.narration"] = "Shows the Reveal stage's script line by line, as someone would read it aloud at a real table.",

  -- The rules page.
  ["avalon.rules.page.goal"] = "Good (Loyal Servants of Arthur) wins by completing three Quests. Evil (Minions of Mordred) wins if three Quests fail, if 5 Teams are rejected in one round, or if the Assassin names Merlin at the end.",
  ["avalon.rules.page.setup"] = "Each player secretly gets a character card. In the Reveal stage, with eyes closed, Evil players learn each other and Merlin learns who is Evil.",
  ["avalon.rules.page.round"] = "The Leader proposes a Team of the size the Quest needs; everyone votes Approve or Reject at once. On approval the Team secretly plays Success or Fail; the cards are shuffled and revealed. One Fail fails the Quest (two on Quest 4 with 7 or more players). Good must play Success. Then the Leader token passes left.",
  ["avalon.rules.page.end"] = "After three successful Quests Evil confers and the Assassin names one Good player as Merlin: if right, Evil wins; if not, Good wins.",

  -- Why a step happens.
  ["avalon.prompt.confer.why"] = "The rulebook lets Evil discuss before the Assassin names Merlin: each Evil player gives a guess the others see.",
  ["avalon.prompt.assassinate.why"] = "Three Quests succeeded: Evil's last chance. If you name Merlin, Evil wins.",
  ["avalon.prompt.lady.why"] = "After Quests 2, 3 and 4 the holder of the Lady of the Lake examines one player's loyalty; that player takes the token.",
  ["avalon.prompt.leader_thumb.why"] = "The Cleric is in play: in the Reveal stage he learns the first Leader's loyalty.",
  ["avalon.prompt.quest_card.why"] = "Good must play Success; Evil may play either. The cards are shuffled before they are revealed, so no one sees who played what.",
  ["avalon.prompt.vote.why"] = "Everyone, the Leader too, votes at once; the Team goes only with a majority of Approve. Five rejected Teams in one round and Evil wins.",
  ["avalon.prompt.excalibur_give.why"] = "With Excalibur, the Leader entrusts it to a Team member other than himself.",
  ["avalon.prompt.excalibur_use.why"] = "Before the cards are revealed, Excalibur's holder may make one other member switch their card, and sees the card switched out.",
  ["avalon.prompt.recruit.why"] = "With the Untrustworthy Servant in play, the Assassin has one guess to recruit him before the assassination.",
  ["avalon.prompt.watch.why"] = "The member with the Watch token may not play a Rogue card on this Quest.",
  ["avalon.prompt.assassin_target.why"] = "With the Messengers in play, the Assassin announces before naming anyone whether he aims at Merlin or at both Good Messengers.",
}
