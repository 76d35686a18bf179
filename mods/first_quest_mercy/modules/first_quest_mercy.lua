-- mods/first_quest_mercy/modules/first_quest_mercy.lua: an optional rule of Avalon (a module that
-- names its setup option, scripts/avalon/modules.lua lists the hooks). House rule: on the first
-- Quest played, one Fail card is forgiven, so that Quest fails only with two or more. The cards
-- are still turned over as played (everyone sees the Fail); the public log says it was forgiven.
return {
  id = "first_quest_mercy",
  option = "first_quest_mercy",   -- the bool option that turns it on (avalon.option.first_quest_mercy)
  strengthens = "good",           -- the setup screen's note

  -- How many Fail cards the Quest counts (every module's `fails` runs in turn).
  fails = function(g, quest, fails)
    if g.seating.round ~= 1 or fails == 0 then return fails end
    g:log("first_quest_mercy.log.forgiven", { quest = quest })
    g:set("mercy", g:get("leader"))  -- the Mercy token (mod.lua's layout) on that Quest's Leader
    return fails - 1
  end,
}
