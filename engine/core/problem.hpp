// problem.hpp: errors said to people in their language. The engine returns errors as English
// strings (the logs, the tests and the command line's English read them); where an error a player
// can meet is made, keyed() also notes its translation key and arguments, so a front end can say
// the same error in the player's language (app/text.hpp localize_error). Header only.
#pragma once
#include <deque>
#include <string>

#include "value.hpp"

namespace rt {

struct KeyedProblem {
  std::string english;  // the text as returned
  std::string key;      // its translation key (ui.error.*)
  Value args;           // the key's arguments
};

// The errors made lately on this thread, newest first (a front end translates what it is given).
inline std::deque<KeyedProblem>& recent_problems() {
  thread_local std::deque<KeyedProblem> recent;
  return recent;
}

// Returns english, noting its key and arguments.
inline std::string keyed(std::string english, std::string key, Value args = Value::object()) {
  auto& recent = recent_problems();
  recent.push_front(KeyedProblem{english, std::move(key), std::move(args)});
  if (recent.size() > 32) recent.pop_back();
  return english;
}

}  // namespace rt
