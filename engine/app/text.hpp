// text.hpp: turns a view (what one seat may see) into translated lines of text, for the
// terminal front end and `roundtable run`. Reads views only.
#pragma once
#include <string>
#include <vector>

#include "../lua/catalog.hpp"

namespace rt {

struct TextContext {
  const Catalog& catalog;
  std::string lang;
  std::string game;
  std::vector<std::string> names;  // seat names, seat order

  TextContext(const Catalog& c, std::string l, const Value& view);
  std::string format(const std::string& key, const Value& args) const { return catalog.format(lang, key, args, names); }
  std::string tr(const std::string& key) const { return catalog.text(lang, key); }
};

// Whether `name` is seat `seat`'s (0-based) default name in any language ("Player 3", "Игрок 3",
// "Гравець 3"): a name nobody typed, said in the reader's language wherever it is shown.
bool is_default_name(const Catalog& cat, const std::string& name, int seat);
// The name as shown to a reader of `lang`: a default name in that language, any other as written.
std::string shown_name(const Catalog& cat, const std::string& lang, const std::string& name, int seat);

std::string option_label(const TextContext& t, const std::string& option);
// The item `id` of a game's list (its sides, roles, end reasons...) by its name in lang; the id
// itself when the list has no such item, or it has no name.
std::string item_name(const Catalog& cat, const std::string& lang, const std::vector<NamedInfo>& items,
                      const std::string& id);
// A counter the game's table_layout lists under final_counters (the lab counts its values at the
// end), in words: the text "<game>.final.<counter>", else the counter's id.
std::string final_counter_name(const Catalog& cat, const std::string& lang, const std::string& game,
                               const std::string& counter);
// One of its values in words: "<game>.final.<counter>.<value>", else "<game>.final.<counter>.value"
// with {value} (e.g. "{value} wrong accusations"), else the value as it is.
std::string final_value_name(const Catalog& cat, const std::string& lang, const std::string& game,
                             const std::string& counter, const std::string& value);
std::vector<std::string> log_lines(const TextContext& t, const Value& view, size_t from = 0);
std::vector<std::string> counter_lines(const TextContext& t, const Value& view);
// One card or token as its seat sees it: "Card: value = 7; colour = red".
// An entity in words: its kind and every property the view shows; with_holder adds whose zone it
// lies in (offered cards from several seats' zones). A game's "<game>.entity.<kind>" text (a
// sentence) and "<game>.entity.<kind>.short" (with the holder) word it instead when present.
std::string entity_line(const TextContext& t, const Value& entity, bool with_holder = false);
std::vector<std::string> private_lines(const TextContext& t, const Value& view);  // own cards and knowledge
std::string prompt_line(const TextContext& t, const Value& request);
// Why this step happens, for the steps players find odd: the text of "<prompt key>.why", or "".
std::string why_line(const TextContext& t, const Value& request);
std::string outcome_line(const TextContext& t, const Value& view);

// The last parse_args problem in the language the command line asks for (--lang, else $LANG);
// `english` when that is English or no translation can be loaded.
std::string localized_args_error(int argc, char** argv, const std::string& english);

// A refusal (Refusal::to_value: {"kind", "key", "args", "text"}) said in `lang`: its key's
// sentence; the validator's own words when it gave words and no rule; then the rule that refuses
// it ("The rule: ...", args.rule said with Catalog::format, seats by `names`). Its English text
// when the language lacks the key.
std::string refusal_said(const Catalog& catalog, const std::string& lang, const Value& refusal,
                         const std::vector<std::string>& names);

// An error message in the player's language: every part of it the engine made with keyed()
// (core/problem.hpp) is said with its key in `lang`; the rest (a path, a seat's name) is kept.
// A problem whose arguments hold a "refusal" (and the seats' "names") has its {why} said with
// refusal_said.
// In English, or for a key the language lacks, the message as it is.
std::string localize_error(const Catalog& catalog, const std::string& lang, const std::string& message);

// Loads the catalog from the default scripts folder; prints problems to stderr.
bool load_catalog(Catalog& catalog);

// "No game could be loaded", in `lang` when its texts loaded (the shared texts load before any
// game, so they are there even when every game failed), else in English.
std::string no_games_error(const Catalog& catalog, const std::string& lang);
// An error met before the catalog is loaded: keyed (core/problem.hpp) and said in `lang` with the
// texts of the default scripts folder; the English as it is when they cannot be read.
std::string early_error(const std::string& lang, const std::string& english, const std::string& key,
                        const Value& args = Value::object());

}  // namespace rt
