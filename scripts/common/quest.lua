-- scripts/common/quest.lua: team members play mission cards face down, at once. The cards are
-- shuffled before they are turned over, so only how many of each were played becomes known.
-- The prompt goes through g:text_key (game{}.texts).
local quest = {}

-- cards_for(seat) -> the list of card ids that seat may play (e.g. {"success"} for the good side).
-- Returns counts (card id -> how many were played) and what each seat played (seat -> card id;
-- for the rules only).
function quest.play_cards(g, members, cards_for, mission)
  local played = g:ask_all(members, cards_for, g:text_key("common.prompt.mission_card"), { mission = mission })
  local counts = {}
  for _, s in ipairs(members) do
    local c = played[s]
    counts[c] = (counts[c] or 0) + 1
  end
  return counts, played
end

return quest
