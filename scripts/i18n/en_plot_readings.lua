-- scripts/i18n/en_plot_readings.lua: the Plot cards' texts for the readings each game's book gives
-- (Avalon's Are You the One? "may" check a neighbour).
return {
  ["common.prompt.plot_neighbour_may"] = "You may examine one of your neighbours, the player on your left or on your right, or confirm nobody to decline.",
  ["common.log.plot_neighbour_declined"] = "{seat:seat} examines nobody.",
}
