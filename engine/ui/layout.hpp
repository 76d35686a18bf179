// layout.hpp: the table layout a game declares in game{}.table_layout (docs/lua-api.md): which
// public counters are tokens on seats, marks on seats, tracks; how cards and choices look.
// The table view knows nothing else about a game.
#pragma once
#include <map>
#include <string>
#include <vector>

#include "../core/value.hpp"

namespace rt::ui {

struct Look {
  std::string text;   // translation key ("" = none)
  std::string color;  // palette name
};

struct TokenSpec {    // a token on every seat named by a counter (a seat number or a list of seats)
  std::string counter, label, look, color;
};

struct SeatMarkSpec {  // a per-seat value from a counter (a list indexed by seat), e.g. what each seat chose last
  std::string counter, label;
  std::map<std::string, Look> values;
  std::string edge = "bottom";  // the plate's edge its chips sit on: "bottom" or "top"
};

struct TrackSpec {
  std::string kind;   // "slots": a row of slots; "steps": a counter on a track of N steps
  std::string label;  // translation key of the track's name
  // slots
  std::string sizes, results, current, slot_label;  // counters: list of sizes, list of results, current slot
  std::map<std::string, Look> result_looks;
  std::string mark_counter, mark_text;  // a list; slots whose value is above mark_above are marked
  long long mark_above = 1;
  // Tokens on slots: each counter is a list with one entry per slot, a value or a list of
  // values; each value with a look is a small token on that slot (e.g. cards or tokens a module
  // lays by a slot). The label names them in the tooltip.
  std::vector<SeatMarkSpec> slot_marks;
  // A number per slot (a list; "" for none), e.g. how many Fail cards a played mission had: a
  // badge on the slot, its text (with {n}) in the slot's tooltip.
  std::string counts_counter, counts_text, counts_color;
  // steps
  std::string counter, last_color;
  int steps = 0;
};

struct CardSpec {
  std::string kind;            // held cards: the entity kind they are for ("" = the seat's own card)
  std::string label;           // held cards: translation key of what they are called together
  std::string face = "role";   // the property named on a card's face
  std::string color_by;        // the property that picks its colour
  std::map<std::string, std::string> colors;
};

// A value the table reads: a counter, or one entry of it (key: an object's field, or a list's
// 1-based index written as a number).
struct ValueRef {
  std::string counter, key;
};

// A number per seat shown on its plate (boards.hpp): a counter holding one number per seat, or
// the number of entities in a zone each seat owns (zone: an id with "{seat}", e.g. a hand).
struct SeatNumberSpec {
  std::string counter, zone, label, look, color;
  int max = 0;  // shown as "n/max" in the tooltip when above 0
};

// One row of a board (boards.hpp).
struct BoardRowSpec {
  std::string kind;    // "cards", "count", "tally", "list", "position" or "zones"
  std::string label;   // translation key: the row's caption
  ValueRef value;      // count / list / position
  std::string zone;    // cards: the zone whose entities lie on the board
  std::string then_zone;  // cards: a second zone whose entities follow zone's in the same places
  int slots = 0;       // cards: places drawn even when empty; count / list: the maximum
  int min = 0, max = 0;  // position: the spaces, min..max
  ValueRef span;        // position: a value n that makes the spaces -n..n (overrides min, max)
  std::string look, color;
  CardSpec card;       // cards: the face property and colours
  std::map<std::string, Look> values;  // list: each value's look
  std::vector<std::pair<std::string, Look>> zones;  // zones: zone id -> its label and colour
  struct Part {        // tally: a count (a counter or an entry of one) filling places in a colour
    ValueRef value;
    Look look;
  };
  std::vector<Part> parts;
  std::string min_color, max_color;  // position: the colours of the two ends
};

// A board on the table (e.g. a place where cards are laid): a title, a status, the seats that
// are there and rows of cards, counts and markers, all read from the view.
struct BoardSpec {
  std::string label;
  ValueRef status;                          // a value with a look each (a chip by the title)
  std::map<std::string, Look> status_looks;
  std::vector<std::string> hidden;          // status values for which the board is not drawn
  ValueRef seats;                           // a per-seat list: the seats whose entry is seats_value
  std::string seats_value;
  std::vector<BoardRowSpec> rows;
};

struct ChoiceSpec {
  std::string look;               // "cards" or "" (buttons)
  std::vector<std::string> all;   // every option the players know of; those not offered are shown disabled
  std::map<std::string, std::string> colors;
  // Hot seat: a public decision is answered on the public table, in front of everyone; any other
  // is answered behind a curtain, whose line says why the device is passed (translation key of
  // the reason, e.g. "to vote"; "" = a generic one).
  bool is_public = false;
  std::string curtain;
};

// A public event the table stages for everyone when its log line appears (log key -> spec).
struct MomentFace {  // cards: one face, counted by a log argument
  std::string arg;
  Look look;
};
struct MomentSpec {
  std::string kind;     // "votes": a per-seat counter turned over seat by seat; "cards": counted
                        // cards shown face down, shuffled, turned one by one; "line": the log line
  std::string counter;  // votes: the counter (a list by seat), drawn with its seat_marks looks
  std::vector<MomentFace> faces;  // cards
};

// A line under the tracks while a counter holds one of the values (e.g. a stage); a number
// matches the value written as a string ("4").
struct BannerSpec {
  std::string counter;
  std::map<std::string, Look> values;
};

// The vote history grid: a counter holding a list of rows, one per proposal (the shape written
// by scripts/common/history.lua: round, quest, leader, team, votes per seat, first, approved,
// overturned, result, fails). The keys name the game's words.
struct HistorySpec {
  std::string counter, label;       // "" = the game has no grid
  std::string quest;                // "{n}": the mission a row was proposed for
  std::string leader, team;         // what the proposer and the team members are called
  std::string fails;                // "{n}": the number of Fails of a row's result
  std::string overturned, first;    // an approval overturned; a seat that voted first
  std::map<std::string, Look> votes;    // by vote value
  std::map<std::string, Look> results;  // by result id
};

// Seats a counter names (a seat or a list), marked at the end of the game: the winners, or e.g.
// the seats a player eliminated.
struct SeatsSpec {
  std::string counter, label;
};

struct TableLayout {
  std::vector<TokenSpec> tokens;
  std::vector<SeatMarkSpec> seat_marks;
  std::vector<TrackSpec> tracks;
  std::vector<BannerSpec> banners;
  CardSpec cards;
  std::vector<CardSpec> held;  // face-up cards a seat holds in front of it, by entity kind
  std::vector<CardSpec> hand;  // cards a seat holds hidden: its own drawn in its private panel (boards.hpp)
  std::vector<SeatNumberSpec> seat_numbers;  // a number per seat on its plate (life, cards in hand)
  std::vector<BoardSpec> boards;             // boards in the middle, after the tracks
  int board_columns = 0;                     // boards a row (0: as many as fit a square-ish grid)
  std::map<std::string, ChoiceSpec> choices;     // by prompt key
  std::map<std::string, std::string> log_colors;  // by log key
  std::map<std::string, MomentSpec> moments;      // by log key
  std::vector<std::string> public_facts;          // fact keys every seat is told at once
  HistorySpec history;
  std::string winners;            // a counter naming the seats that won (the end screen)
  std::vector<SeatsSpec> eliminated;  // seats marked on the end screen (e.g. a seat a player eliminated)
  // Pictures: art[group][value] = a file in the game's folder or assets/ (art.hpp). Groups: a
  // card's face property (e.g. "role", "plot"), "choices" (option ids), "tokens" (counters).
  std::map<std::string, std::map<std::string, std::string>> art;
  std::map<std::string, std::string> sounds;  // log key -> sound id (sound.hpp)
};

TableLayout parse_layout(const Value& v);
// The boards, numbers per seat and hands of a layout (layout_boards.cpp), called by parse_layout.
void parse_board_pieces(const Value& v, TableLayout& l);

// The held-card spec for an entity's kind, or nullptr when the entity is not a held card.
const CardSpec* held_spec(const TableLayout& layout, const Value& entity);

}  // namespace rt::ui
