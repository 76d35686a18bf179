-- scripts/common/quest.lua: team members play mission cards face down, at once. The cards are
-- shuffled before they are turned over, so only how many of each were played becomes known.
-- The prompt goes through g:text_key (game{}.texts). The result is published for the table.
local history = use "common/history"

local quest = {}

-- cards_for(seat) -> the list of card ids that seat may play (e.g. {"success"} for the good side).
-- Returns counts (card id -> how many were played) and what each seat played (seat -> card id;
-- for the rules only). `word` names the mission's number in the prompt and rule arguments
-- (default "mission").
function quest.play_cards(g, members, cards_for, mission, word)
  word = word or "mission"
  local played = g:ask_all(members, cards_for, g:text_key("common.prompt.mission_card"), { [word] = mission },
                           { rule = { key = g:text_key("common.rule.mission_card"), args = { [word] = mission } } })
  local counts = {}
  for _, s in ipairs(members) do
    local c = played[s]
    counts[c] = (counts[c] or 0) + 1
  end
  return counts, played
end

-- A mission's result for the table: results[slot] = result and fails[slot] = fail_count (the
-- game's own lists), published as the counters "results" (one entry per slot, "" when not
-- played) and "fail_counts" (the number of Fail cards per played slot), and as the result of
-- the vote history's last row (common/history).
function quest.publish_result(g, results, fails, slot, result, fail_count, slots)
  results[slot], fails[slot] = result, fail_count
  local track, counts = {}, {}
  for m = 1, slots or 5 do
    track[m] = results[m] or ""
    counts[m] = fails[m] or ""
  end
  g:set("results", track)
  g:set("fail_counts", counts)
  history.result(g, result, fail_count)
end

return quest
