return {
  ["informant.title"] = "The Informant (a house rule for Avalon)",
  ["avalon.role.informant"] = "Informant",
  ["avalon.option.informant"] = "Informant (house rule: sees Evil, and Merlin takes him for Evil)",
}
