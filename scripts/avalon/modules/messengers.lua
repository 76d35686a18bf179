-- scripts/avalon/modules/messengers.lua: the Messengers (Big Box). "Two Messengers are Good, and
-- the other is Evil. Messengers can call for backup and save the day for their own Team."
-- - Good Messengers may play Success or Good Message (acts as a Success), each at most twice a
--   game; the Evil Messenger Success, Fail or Evil Message (acts as a Fail).
-- - Every Message card played puts a Message token above its Quest (public counts).
-- - After the fifth Quest's cards are turned over: 3 or more Good Messages let Good remove one
--   Fail card from it, 2 or more Evil Messages let Evil add one; both cancel out (the conditions,
--   whatever anyone wants: "If both occur"). The book says "may", and "Messengers can call for
--   backup": ruling (docs/avalon-rulings.md), when one side may, its Messengers decide; so that
--   nobody is singled out (the Assassin may still target the Good Messengers), every player is
--   asked at once, in secret, and the backup comes when a Messenger of that side calls it.
--   Good is not asked when the Quest has no Fail card to remove.
-- - Only 2 Evil Message tokens exist: that is all Evil's backup needs; the count goes on past it.
-- - The Assassin may target Merlin or the Messengers (assassination.lua): the two Good
--   Messengers are one target group (`assassination_target = "messengers"`).
-- - Optional rule (option senior_messenger_knows, on by default): the Senior Messenger knows the
--   Junior Messenger (the sight in messenger_senior.lua).
local rules = use "avalon/rules"
local track_tokens = use "common/track_tokens"
local quest_selection = use "avalon/modules/quest_selection"

local messengers = { id = "messengers" }

messengers.options = {
  -- Only with the Messengers in the game (the `messengers` character option).
  option.bool { id = "senior_messenger_knows", name = "avalon.option.senior_messenger_knows", default = true,
                applies = function(_, options) return options.messengers == true end },
}

function messengers.good_cards(g, seat)
  if (g.seating.messages_left[seat] or 0) > 0 then return { "success", "good_message" } end
  return { "success" }
end

function messengers.setup(g)
  g.seating.messages_left, g.seating.message_tokens = {}, { good = 0, evil = 0 }
  for seat, r in ipairs(g.seating.role) do
    if r.messenger and r.side == "good" then g.seating.messages_left[seat] = rules.good_messages_per_messenger end
  end
  g:set("messages", { good = 0, evil = 0 })
end

function messengers.cards_played(g, quest, played)
  local n = { good_message = 0, evil_message = 0 }
  for seat, card in pairs(played) do
    if n[card] then n[card] = n[card] + 1 end
    if card == "good_message" then g.seating.messages_left[seat] = g.seating.messages_left[seat] - 1 end
  end
  local t = g.seating.message_tokens
  t.good, t.evil = t.good + n.good_message, t.evil + n.evil_message
  if n.good_message + n.evil_message > 0 then
    g:set("messages", { good = t.good, evil = t.evil })
    track_tokens.lay(g, "message_tokens", quest, { "good_message", "evil_message" }, n)
    g:log("avalon.log.messages", { quest = quest, good = n.good_message, evil = n.evil_message })
  end
end

-- "The fifth Quest" is the last one played (g.seating.round), also in quest selection mode (or
-- Quest 5 whenever it is played: option quest_selection_counts). The backup removes a Fail card
-- from the Quest's cards or adds one to them (counts.fail), so the Quest's log line and the
-- track count the Fail cards as they are after it.
function messengers.cards_counted(g, quest, counts)
  if quest_selection.counted(g, quest) ~= 5 then return end
  local t = g.seating.message_tokens
  local good, evil = t.good >= rules.backup.good, t.evil >= rules.backup.evil
  if good and evil then
    g:log("avalon.log.backup_cancels")
  elseif good and counts.fail > 0 then
    if not messengers.call_backup(g, "good") then return end
    g:log("avalon.log.backup_good")
    counts.fail = counts.fail - 1
  elseif evil then
    if not messengers.call_backup(g, "evil") then return end
    g:log("avalon.log.backup_evil")
    counts.fail = counts.fail + 1
  end
end

-- Everyone answers at once, in secret; true when a Messenger of `side` calls for backup.
function messengers.call_backup(g, side)
  local answers = g:ask_all(g:all_seats(), { "call", "decline" }, "avalon.prompt.backup",
                            { side = "avalon.side." .. side },
                            { rule = { key = "avalon.rule.backup", args = { side = "avalon.side." .. side } } })
  for seat, answer in pairs(answers) do
    local r = g.seating.role[seat]
    if answer == "call" and r.messenger and r.side == side then return true end
  end
  g:log("avalon.log.backup_declined", { side = "avalon.side." .. side })
  return false
end

return messengers
