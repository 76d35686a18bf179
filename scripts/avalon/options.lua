-- scripts/avalon/options.lua: Avalon's setup options, in the order the setup screen lists them:
-- one per optional character (roster.lua, from the role files), one per optional rule and the
-- options the modules declare, who assassinates, the Plot cards and the narration.
local roster = use "avalon/roster"

local options = {}
for _, o in ipairs(roster.character_options) do
  options[#options + 1] = option.bool { id = o.id, name = "avalon.option." .. o.id, default = o.default }
end
for _, o in ipairs(roster.rule_options) do options[#options + 1] = o end
for _, o in ipairs(roster.module_options) do options[#options + 1] = o end
-- Who assassinates matters only when someone can be assassinated and the Assassin card is out.
options[#options + 1] = option.choice { id = "assassin_by", name = "avalon.option.assassin_by",
                                        values = roster.assassin_choices,
                                        applies = function(_, opts)
                                          local target, assassin = false, false
                                          for _, r in ipairs(roster.present(opts)) do
                                            target = target or r.assassination_target ~= nil
                                            assassin = assassin or r.assassinates == true
                                          end
                                          return target and not assassin
                                        end }
options[#options + 1] = option.bool { id = "plot_cards", name = "avalon.option.plot_cards" }
-- The other reading of Restore Your Honor (docs/avalon-rulings.md): its holder may keep it.
options[#options + 1] = option.bool { id = "restore_honor_may_pass", name = "avalon.option.restore_honor_may_pass",
                                      applies = function(_, opts) return opts.plot_cards == true end }
-- A Plot card a mod adds may name an option of its own (plot_cards.lua): on, it is in the deck.
for _, id in ipairs(roster.plot_card_options) do
  options[#options + 1] = option.bool { id = id, name = "avalon.option." .. id,
                                        applies = function(_, opts) return opts.plot_cards == true end }
end
options[#options + 1] = option.bool { id = "narration", name = "avalon.option.narration" }

return options
