---@meta
-- docs/api/roundtable.lua: the Lua API of Roundtable's scripts and mods, as annotations for the
-- Lua Language Server (sumneko / LuaLS), so an editor completes and checks `g:`, `game{}`,
-- `role{}`, `mod{}`, `option.*` and bots. It is never run. The reference is docs/lua-api.md;
-- tests/engine/lua_meta_test.cpp checks that every method documented there is declared here.
-- Use: the repository's .luarc.json points the language server here; a mod elsewhere adds this
-- folder to "workspace.library" in its own .luarc.json.

------------------------------------------------------------------------------------------------
-- Values
------------------------------------------------------------------------------------------------

---A seat number, 1-based, clockwise.
---@alias Seat integer

---Who sees something: "public", "owner" (the owner of the entity's zone), "nobody" (only the
---omniscient view), a seat, a list of seats, or a list with `owner = true`.
---@alias Visibility "public"|"owner"|"nobody"|Seat|Seat[]|{owner: boolean?, [integer]: Seat}

---A translation key and its arguments: a fact a seat learns, a bot's reason.
---@class Fact
---@field key string a translation key
---@field [string] any its arguments

------------------------------------------------------------------------------------------------
-- The game object
------------------------------------------------------------------------------------------------

---What `play(g)` and `setup(g)` receive. Scripts may keep their own fields on it.
---@class RoundtableGame
---@field player_count integer the number of seats
---@field options table<string, boolean|integer|string> every option id -> its value (defaults filled)
---@field game_id string the game's id
---@field setup_data? table this game's copy of the game's setup_data(players, options), when it declares one
local G = {}

-- Seats, randomness, the deal

---The player's name.
---@param seat Seat
---@return string
function G:name(seat) end

---The host RNG (the game's seed): a float in [0, 1), an integer in 1..m, or in m..n. A last
---string argument names the draw, and a record may fix its results (draws.NAME).
---@param m? integer|string
---@param n? integer|string
---@param name? string
---@return number
function G:random(m, n, name) end

---Shuffles `list` in place with the host RNG; named, a record may fix its order.
---@generic T
---@param list T[]
---@param name? string
---@return T[]
function G:shuffle(list, name) end

---Deals `cards` (one id per seat), shuffled unless the record fixes the deal: seat -> card id.
---@param cards string[]
---@return string[]
function G:deal(cards) end

---A random seat, or the record's `first_leader`.
---@return Seat
function G:first_leader() end

---`{1, ..., n}`.
---@return Seat[]
function G:all_seats() end

---The seat `k` (default 1) places clockwise from `s`.
---@param s Seat
---@param k? integer
---@return Seat
function G:next_seat(s, k) end

-- Zones and entities

---Creates a zone (`visible`: who sees which entities lie there, default "public").
---@param id string
---@param spec? {owner: Seat?, visible: Visibility?}
function G:zone(id, spec) end

---The entity ids in a zone, bottom first.
---@param id string
---@return integer[]
function G:zone_entities(id) end

---Creates an entity on top of a zone; returns its id.
---@param spec {kind: string, zone: string, props: table<string, any>?, visible: table<string, Visibility>?}
---@return integer
function G:entity(spec) end

---A property's value (the rules see everything).
---@param id integer
---@param key string
---@return any
function G:prop(id, key) end

---Sets a property (its visibility defaults to the current one).
---@param id integer
---@param key string
---@param value any
---@param vis? Visibility
function G:set_prop(id, key, value, vis) end

---Widens who sees an existing property (default "public"); never narrows.
---@param id integer
---@param key string
---@param vis? Visibility
function G:reveal(id, key, vis) end

---Moves an entity to the top of another zone.
---@param id integer
---@param zone string
function G:move(id, zone) end

-- Counters, knowledge, log

---Creates or replaces a counter (default visibility "public").
---@param name string
---@param value any
---@param vis? Visibility
function G:set(name, value, vis) end

---Sets item `index` of a list counter (its length + 1 appends; a counter that does not exist is
---made a list of that item, index 1): the same value as g:set of the whole list, without
---converting the rest of it again. Without `vis` an existing counter keeps its visibility (a new
---one is public).
---@param name string
---@param index integer
---@param value any
---@param vis? Visibility
function G:set_at(name, index, value, vis) end

---Sets some fields of item `index` of a list counter whose items are tables of named fields, given
---as name/value arguments ("votes", {...}, "approved", true, ...); a nil value removes the field.
---The same value as g:set_at of the item with those fields changed, without walking a table.
---`index` = the length + 1 appends an item of those fields; a missing counter is made a public
---list of it (index 1); the counter keeps its visibility.
---@param name string
---@param index integer
---@param field string
---@param value any
---@param ... any more field names and values
function G:set_fields(name, index, field, value, ...) end

---A counter's value, or nil.
---@param name string
---@return any
function G:get(name) end

---Gives a fact to each seat's knowledge.
---@param seats Seat|Seat[]
---@param fact Fact
function G:tell(seats, fact) end

---Appends a log entry (default visibility "public").
---@param key string
---@param args? table
---@param vis? Visibility
function G:log(key, args, vis) end

---The game's own key for a shared key (`game{}.texts`), else `key`.
---@param key string
---@return string
function G:text_key(key) end

-- Decisions

---@class Decision
---@field prompt string translation key shown to the deciding seats
---@field args? table the prompt's arguments
---@field seat? Seat one seat, or:
---@field seats? Seat[] several seats (only with simultaneous)
---@field simultaneous? boolean answers are secret until all are in
---@field choose? string[] one option id out of the list
---@field choose_by_seat? table<Seat, string[]> per-seat option lists
---@field pick_seats? {count: integer?, min: integer?, max: integer?, from: Seat[]?}
---@field pick_entities? {count: integer?, min: integer?, max: integer?, from: string|integer[]}
---@field order? string|integer[] every entity of a zone (or list), in an order
---@field validate? fun(seat: Seat, answer: any): (boolean|string|nil, string?) read-only check

---Suspends the rules until every asked seat has answered. One seat: its answer; otherwise
---seat -> answer.
---@param d Decision
---@return any
function G:decide(d) end

---`decide{seat, choose = options}`: the option id.
---@param seat Seat
---@param options string[]
---@param prompt string
---@param args? table
---@param validate? fun(seat: Seat, answer: string): (boolean|string|nil, string?)
---@return string
function G:ask(seat, options, prompt, args, validate) end

---`decide{seat, pick_seats = {count, from}}`: the seats picked.
---@param seat Seat
---@param count integer
---@param prompt string
---@param args? table
---@param from? Seat[]
---@param validate? fun(seat: Seat, answer: Seat[]): (boolean|string|nil, string?)
---@return Seat[]
function G:pick_seats(seat, count, prompt, args, from, validate) end

---`decide{seat, pick_entities = {count, from}}`: the entity ids picked, in order.
---@param seat Seat
---@param from string|integer[]
---@param count integer|{min: integer, max: integer}
---@param prompt string
---@param args? table
---@param validate? fun(seat: Seat, answer: integer[]): (boolean|string|nil, string?)
---@return integer[]
function G:pick_entities(seat, from, count, prompt, args, validate) end

---`decide{seat, order = entities}`: the ids in the seat's order.
---@param seat Seat
---@param entities string|integer[]
---@param prompt string
---@param args? table
---@param validate? fun(seat: Seat, answer: integer[]): (boolean|string|nil, string?)
---@return integer[]
function G:order(seat, entities, prompt, args, validate) end

---A simultaneous `choose` for all `seats` (`options` shared, or per seat): seat -> option id.
---@param seats Seat[]
---@param options string[]|fun(seat: Seat): string[]
---@param prompt string
---@param args? table
---@param validate? fun(seat: Seat, answer: string): (boolean|string|nil, string?)
---@return table<Seat, string>
function G:ask_all(seats, options, prompt, args, validate) end

-- The end

---Ends the game: a side id, an end-reason id and any details. The rules should then return.
---@param winner_side string
---@param reason string
---@param details? any
function G:finish(winner_side, reason, details) end

------------------------------------------------------------------------------------------------
-- Constructors
------------------------------------------------------------------------------------------------

---@class Named
---@field id string a lowercase word
---@field name? string a translation key

---@class GameDef
---@field id string a lowercase word
---@field players {min: integer, max: integer}
---@field play fun(g: RoundtableGame) the rules; must end with g:finish(...)
---@field setup? fun(g: RoundtableGame)
---@field title? string translation key of the name (default <id>.title)
---@field options? table[] made by option.*
---@field roles? table[] made by role{}
---@field check_setup? fun(players: integer, options: table): {level: "error"|"warning"?, key: string, args: table?}[]?
---@field roles_in_play? fun(players: integer, options: table): string[]
---@field setup_data? fun(players: integer, options: table): table data that depends on the setup alone, computed once per setup (g.setup_data)
---@field test_setups? fun(players: integer): table[]
---@field all_setups? fun(players: integer): table[]
---@field sides? (Named|string)[]
---@field end_reasons? (Named|string)[]
---@field modules? (Named|string)[]
---@field cards? (Named|string)[]
---@field table_layout? table how a table view draws the game (docs/lua-api.md, "The table layout")
---@field option_groups? {name: string, color: string?, options: (string|{id: string, note: string?})[]}[]
---@field texts? table<string, string> shared key -> the game's own key

---What scripts/<game>/game.lua returns.
---@param def GameDef
---@return GameDef
function game(def) end

---@class RoleDef
---@field id string a lowercase word
---@field side string a side id
---@field name? string translation key (default <game>.role.<id>)

---A character; other fields are the game's business.
---@param def RoleDef|table
---@return RoleDef
function role(def) end

---@class ModDef
---@field id string a lowercase word, unique among mods
---@field version string
---@field title? string translation key (default <id>.title)
---@field description? string translation key
---@field depends? string[] games or mods it needs
---@field requires? table<string, string> mod id -> minimum version ("1.2")
---@field conflicts? string[] mods it is never loaded with (this one is disabled)
---@field extends? table<string, ModAdditions> game id -> what the mod adds to that game
---@field games? GameDef[] whole games it adds

---What a mod adds to a game that exists (extends[<game id>]). What the game does not read is a
---load problem naming the mod's line (an error of `roundtable check`).
---@class ModAdditions
---@field roles? RoleDef[] characters (Avalon: the fields of modding.md, "Writing an Avalon character")
---@field modules? table[] optional rules (Avalon: a module naming its `option`)
---@field cards? ModPlotCard[] cards (Avalon: Plot cards)
---@field data? table changes to the data the game declares with mod_data (a team-size row: `team_size = {[5] = {2, 2, 3, 3, 3}}`)
---@field layout? ModLayout pieces added to the game's table_layout

---A Plot card a mod adds to Avalon (common/plot_cards.lua, plots.mod_cards).
---@class ModPlotCard
---@field id string a lowercase word; texts <game>.plot.<id> and <game>.plot.<id>.text
---@field effect? "take_lead"|"overturn"|"watch"|"spotlight"|"take_card"|"check_neighbour"|"show_self"|"leader_shows"|"vote_first" one of the nine (or act and timing)
---@field count? integer cards in the deck at 7-10 players (default 1)
---@field five_plus? integer cards at 5-6 players (default count)
---@field option? string the bool setup option that puts it in the deck (the game makes it)
---@field act? fun(play: PlotPlay) an effect of its own (instead of effect)
---@field timing? "immediate"|"held" with act: when the Leader hands it over, or held until its holder plays it
---@field at? "before_proposal"|"before_cards"|"after_result" a held card's moment: before each proposal (the default), once a Team is approved before its Quest cards, after a Quest's result when the game goes on
---@field examines? boolean act examines a player (the setup's advice about liars)

---What a mod's Plot card with an effect of its own gets (common/plot_cards.lua, plots:act_own).
---@class PlotPlay
---@field g RoundtableGame the game
---@field seat integer the receiver (immediate) or the holder (held)
---@field leader integer the Leader
---@field card string the card's name key (avalon.plot.<id>)
---@field others integer[] every seat but seat
---@field examine fun(viewer: integer, target: integer) the game's way to examine a player
---@field team? integer[] the Team's seats (held cards at before_cards and after_result)
---@field quest? integer the Team's Quest (before_cards, after_result)
---@field failed? boolean whether that Quest failed (after_result)

---Table pieces a mod adds to a game's layout: lists appended to the game's, maps whose keys the
---game does not have yet (docs/lua-api.md, "Pieces a mod adds to a table").
---@class ModLayout
---@field tokens? table[]
---@field seat_marks? table[]
---@field banners? table[]
---@field tracks? table[]
---@field held? table[]
---@field public_facts? string[]
---@field seat_numbers? table[]
---@field boards? table[]
---@field choices? table<string, table>
---@field log_colors? table<string, string>
---@field moments? table<string, table>

---What mods/<folder>/mod.lua returns.
---@param def ModDef
---@return ModDef
function mod(def) end

---What the enabled mods add to a game, in load order.
---@param game_id string
---@return {roles: table[], modules: table[], cards: table[]}
function additions(game_id) end

---The game's declared data (numbers, strings, booleans and tables of them), changed in place as
---the enabled mods say (extends[game_id].data), in load order; returns data. A change to a field
---the data does not have, or of another type or length, is left out and is a problem of the mod.
---@generic T: table
---@param game_id string
---@param data T
---@return T
function mod_data(game_id, data) end

---Checks what a mod added (a table additions() handed out) against the fields the game reads:
---every other field (one beginning with "_" excepted) is a problem of the mod, at its line. On a
---table no mod added, an unknown field is an error at once. Returns t.
---@generic T: table
---@param t T
---@param fields string[] the fields the game reads
---@param what? string how the problem names t ("a character")
---@return T
function expect_fields(t, fields, what) end

---Something a mod added that the game cannot use (and leaves out): a problem of that mod, at the
---line that declares `word` (a field name, or a string such as the item's id).
---@param t table what additions() handed out
---@param word string
---@param text string
function addition_problem(t, word, text) end

---A read-only view of t: reads go through to t (tables inside come back as read-only views), every
---write is an error; pairs, next, ipairs and # see t's contents. Costs nothing until read (no copy).
---@generic T: table
---@param t T
---@return T
function read_only(t) end

---Freezes t and every table its keys and values reach, in place: every write is then an error at
---the writer's line; every read (fields, #, pairs, next, ipairs, rawget, the host) sees the same
---contents. Frozen data is not compared when a game's instance is handed on. Not for tables with a
---metatable nor definitions other than role{} (inside t, those are left as they are). Returns t.
---@generic T: table
---@param t T
---@return T
function freeze(t) end

---Whether t is a frozen table (freeze).
---@param t any
---@return boolean
function is_frozen(t) end

---Loads scripts/<path>.lua (in a mod: the mod's own folder first) once; returns what it returned.
---@param path string lowercase words separated by "/", without .lua
---@return any
function use(path) end

---@class OptionCommon
---@field id string a lowercase word
---@field name? string translation key (default <game>.option.<id>)
---@field applies? fun(players: integer, options: table): boolean

option = {}

---@param def OptionCommon|{default: boolean?}
---@return table
function option.bool(def) end

---@param def OptionCommon|{values: string[], default: string?}
---@return table
function option.choice(def) end

---@param def OptionCommon|{min: integer, max: integer, default: integer?}
---@return table
function option.int(def) end

------------------------------------------------------------------------------------------------
-- Bots: scripts/<game>/bots/<name>.lua or mods/<mod>/bots/<game>/<name>.lua return a function
-- (or a table with `decide`) of this shape.
------------------------------------------------------------------------------------------------

---The bot's generator, seeded from (game seed, seat, answers so far).
---@class BotRng
local BotRng = {}
---@param lo integer
---@param hi integer
---@return integer
function BotRng:int(lo, hi) end
---@return number in [0, 1)
function BotRng:unit() end
---@generic T
---@param list T[]
---@return T
function BotRng:pick(list) end
---@generic T
---@param list T[]
---@return T[]
function BotRng:shuffle(list) end

---@class BotRequest
---@field kind "choose"|"pick_seats"|"pick_entities"|"order"
---@field prompt string
---@field args table
---@field options? string[]
---@field eligible? Seat[]
---@field entities? integer[]
---@field min? integer
---@field max? integer

---@alias BotReason {key: string, args: table?, public: (boolean|{key: string, args: table?})?}

---@alias Bot fun(view: table, request: BotRequest, rng: BotRng): any, BotReason?
