// text_keys.hpp: the translation keys a game says while it is played, gathered so that
// `roundtable check` can name each one that has no text (issue 14: "every text key in en (error)
// and ru/uk (warning)"). The keys a script names itself: each decision's prompt and rule, each
// log line's and each fact's key, and the keys their arguments name for a `{x:t}` or
// `{x:t:prefix}` placeholder of the English text (a card's name key, a side by its id). Keys a
// front end builds from ids (a choice's label, an entity's kind) are not gathered: a front end
// shows the id itself when they have no text.
#pragma once
#include <map>
#include <set>
#include <string>
#include <vector>

#include "../core/decision.hpp"
#include "../lua/catalog.hpp"

namespace rt::check {

class TextKeys {
 public:
  explicit TextKeys(const Catalog& cat) : cat_(cat) {}

  // A key said with these arguments (an object; anything else has no placeholders to follow).
  void add(const std::string& key, const Value& args);
  // A pending decision: its prompt with its arguments, and its rule with the rule's arguments.
  void add_decision(const Decision& d);
  // A seat's view: every log line and fact it holds.
  void add_view(const Value& view);

  // Every key gathered, in order.
  const std::set<std::string>& keys() const { return keys_; }

 private:
  struct Placeholder {
    std::vector<std::string> path;  // {a.b.c}: the argument a, its entry b, then c
    std::string prefix;             // {x:t:prefix}: the key is prefix + the value
  };
  // The placeholders of the key's English text that name keys (parsed once per key).
  const std::vector<Placeholder>& translated(const std::string& key);
  void add_value_keys(const Value& v, const std::string& prefix);

  const Catalog& cat_;
  std::set<std::string> keys_;
  std::map<std::string, std::vector<Placeholder>> placeholders_;
};

}  // namespace rt::check
