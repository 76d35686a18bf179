// json_depth.hpp: how deep JSON text nests, found by scanning the text before it is parsed (a
// parsed value 200,000 levels deep is freed by recursion and can overflow the stack). Records,
// journals and a remote table's replies are refused past a depth nothing of ours reaches.
#pragma once
#include <string>

namespace rt {

// The byte offset where `text` first nests deeper than `max_depth` arrays or objects, or npos.
// Brackets inside strings do not count.
inline size_t json_too_deep_at(const std::string& text, int max_depth) {
  int depth = 0;
  bool in_string = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > max_depth) return i;
    } else if (c == ']' || c == '}') {
      depth = depth > 0 ? depth - 1 : 0;
    }
  }
  return std::string::npos;
}

}  // namespace rt
