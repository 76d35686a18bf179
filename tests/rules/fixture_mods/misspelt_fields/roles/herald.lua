-- tests/rules/fixture_mods/misspelt_fields/roles/herald.lua: a Good character with a misspelt field.
return role {
  id = "herald",
  side = "good",
  option = "herald",
  strenghtens = "good",
}
