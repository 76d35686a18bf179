// names.hpp: what a player's name may be, wherever it comes from (--names, a saved game, the
// setup screen, a phone): valid UTF-8, no control characters (an ANSI escape in a name would
// drive the terminal that prints it), not empty, at most kMaxNameLetters letters. Header only.
#pragma once
#include <cstdio>
#include <string>

namespace rt {

constexpr int kMaxNameLetters = 40;

// Decodes the UTF-8 code point at text[i]: its value and length, or false when the bytes there
// are not UTF-8 (overlong forms, surrogates and values beyond Unicode included).
inline bool next_code_point(const std::string& text, size_t i, unsigned& cp, size_t& len) {
  const unsigned char c = static_cast<unsigned char>(text[i]);
  if (c < 0x80) cp = c, len = 1;
  else if ((c & 0xE0) == 0xC0) cp = c & 0x1F, len = 2;
  else if ((c & 0xF0) == 0xE0) cp = c & 0x0F, len = 3;
  else if ((c & 0xF8) == 0xF0) cp = c & 0x07, len = 4;
  else return false;
  if (i + len > text.size()) return false;
  for (size_t k = 1; k < len; ++k) {
    const unsigned char cc = static_cast<unsigned char>(text[i + k]);
    if ((cc & 0xC0) != 0x80) return false;
    cp = (cp << 6) | (cc & 0x3F);
  }
  return !((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) || cp > 0x10FFFF ||
           (cp >= 0xD800 && cp <= 0xDFFF));
}

inline bool is_control(unsigned cp) { return cp < 0x20 || (cp >= 0x7F && cp < 0xA0) || cp == 0x2028 || cp == 0x2029; }

// True when `name` is a name as above.
inline bool is_valid_name(const std::string& name) {
  if (name.empty()) return false;
  int letters = 0;
  for (size_t i = 0, len = 0; i < name.size(); i += len) {
    unsigned cp = 0;
    if (!next_code_point(name, i, cp, len) || is_control(cp) || ++letters > kMaxNameLetters) return false;
  }
  return true;
}

// `text` safe to print and to put in JSON: control characters as \u{..}, bytes that are not
// UTF-8 as \x.., everything else as it is.
inline std::string printable(const std::string& text) {
  std::string out;
  char buf[16];
  for (size_t i = 0, len = 0; i < text.size(); i += len) {
    unsigned cp = 0;
    if (!next_code_point(text, i, cp, len)) {
      std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned char>(text[i]));
      out += buf;
      len = 1;
    } else if (is_control(cp)) {
      std::snprintf(buf, sizeof buf, "\\u{%x}", cp);
      out += buf;
    } else {
      out.append(text, i, len);
    }
  }
  return out;
}

}  // namespace rt
