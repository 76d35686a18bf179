-- scripts/avalon/modules/sorcerer.lua: the Sorcerer module (Big Box). "One Sorcerer is Good, and
-- one is Evil. They both have the ability to reverse the results of a Quest. Play with both
-- Sorcerers." (one setup option, `sorcerers`, deals both cards).
-- - "Only the Sorcerers may play a Magic Quest card. The Evil Sorcerer may only play Success or
--   Magic. They may not play Fail." (the quest_cards of the two role files).
-- - "An odd number of Magic cards reverses the outcome of a Quest, makes a failed Quest succeed,
--   or a successful Quest fail." A Magic card counts neither as a Success nor as a Fail
--   (rules.quest_card_acts.magic = "magic"); the outcome is decided first (after every other
--   module changed the Fail count: the Messengers' backup), then reversed once per Magic card.
--   Quest 4 with seven or more players: two Fails fail it, and an odd number of Magic cards
--   reverses that outcome.
-- - The Magic cards are turned over with the others: their count is public (the quest's log
--   line, argument `magic`) and laid by the Quest on the track (counter "magic_cards").
-- - Ruling, Excalibur: a switched Magic card becomes a plain Success (modules/excalibur.lua turns
--   every card that does not act as a Success into a Success): the switch cancels the Magic.
-- - Optional rule (option evil_sorcerer_hidden, off by default): "The Evil Sorcerer does not
--   reveal themselves in the Reveal stage." Ruling: like the Evil Rogue, they neither open their
--   eyes with Evil nor extend a thumb for Evil or for Merlin (roles/sorcerer_evil.lua).
local track_tokens = use "common/track_tokens"

local sorcerer = { id = "sorcerer" }

sorcerer.options = {
  option.bool { id = "evil_sorcerer_hidden", name = "avalon.option.evil_sorcerer_hidden", default = false,
                applies = function(_, options) return options.sorcerers == true end },
}

-- How many Magic cards were turned over on the Quest being resolved.
function sorcerer.cards_played(g, quest, played)
  local magic = 0
  for _, card in pairs(played) do
    if card == "magic" then magic = magic + 1 end
  end
  g.seating.magic = magic
  if magic > 0 then
    track_tokens.lay(g, "magic_cards", quest, { "magic" }, { magic = magic })
  end
end

-- An odd number of Magic cards reverses the outcome.
function sorcerer.outcome(g, quest, failed)
  local magic = g.seating.magic or 0
  g.seating.magic = 0
  if magic % 2 == 1 then
    g:log("avalon.log.magic_reverses", { quest = quest, magic = magic })
    return not failed
  elseif magic > 0 then
    g:log("avalon.log.magic_twice", { quest = quest, magic = magic })
  end
  return failed
end

return sorcerer
