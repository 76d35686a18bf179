-- scripts/avalon/roles/oberon.lua: Oberon (Evil) does not open his eyes with Evil and is not seen
-- by them ("Minions of Mordred - not Oberon - open your eyes"); Merlin still sees him (Big Box).
-- Strengthens Good.
-- Reading offered (option oberon_unseen_by_merlin, off by default: the Big Box): the Ukrainian
-- edition says "Оберон не вважають «посіпакою Мордреда»" (Oberon is not counted as a Minion of
-- Mordred), and its script has only "кожен посіпака Мордреда піднімає великий палець" for Merlin:
-- read literally, Oberon extends no thumb and Merlin does not see him.
return role {
  id = "oberon",
  side = "evil",
  name = "avalon.role.oberon",
  option = "oberon",
  strengthens = "good",
  sees = { evil = false },
  appears = function(options)
    if options.oberon_unseen_by_merlin then return { evil = false, merlin = false } end
    return { evil = false }
  end,
  -- A module without hooks: it only brings the reading's setup option (roster.module_options).
  module = {
    id = "oberon",
    options = {
      option.bool { id = "oberon_unseen_by_merlin", name = "avalon.option.oberon_unseen_by_merlin", default = false,
                    applies = function(_, o) return o.oberon == true end },
    },
  },
}
