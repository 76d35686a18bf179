-- tests/rules/fixture_mods/misspelt_fields/modules/vigil.lua: an optional rule whose hook is misspelt.
return {
  id = "vigil",
  option = "vigil",
  _count = 0,  -- the mod's own field: allowed
  befor_quest = function() end,
}
