-- scripts/avalon/i18n/en_trap_token.lua: the Trapper module's token on the table (the member
-- whose Quest card the Leader set aside), in English.
return {
  ["avalon.token.trapped"] = "Quest card set aside (Trapper)",
  ["avalon.rules.token.trapped"] = "The Leader looked at this player's Quest card and set it aside: it did not count. Only the Leader knows what it was.",
}
