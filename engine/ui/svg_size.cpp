// svg_size.cpp: the root <svg> element's size attributes, read as nanosvg reads them (a number
// first, then a unit), to refuse a file SDL_image would leak on (svg_size.hpp).
#include "svg_size.hpp"

#include <cctype>
#include <cstdlib>
#include <optional>

namespace rt::ui {

namespace {

// The value of attribute `name` in the tag text (between "<svg" and ">"), or nullopt.
std::optional<std::string> attribute(const std::string& tag, const std::string& name) {
  for (size_t at = tag.find(name); at != std::string::npos; at = tag.find(name, at + 1)) {
    const bool starts = at > 0 && std::isspace(static_cast<unsigned char>(tag[at - 1]));
    size_t i = at + name.size();
    while (i < tag.size() && std::isspace(static_cast<unsigned char>(tag[i]))) ++i;
    if (!starts || i >= tag.size() || tag[i] != '=') continue;
    ++i;
    while (i < tag.size() && std::isspace(static_cast<unsigned char>(tag[i]))) ++i;
    if (i >= tag.size() || (tag[i] != '"' && tag[i] != '\'')) return std::string();
    const size_t end = tag.find(tag[i], i + 1);
    if (end == std::string::npos) return std::string();
    return tag.substr(i + 1, end - i - 1);
  }
  return std::nullopt;
}

// The number a length begins with, if it is positive (nanosvg reads the number, then a unit);
// 0 if there is none or it is not positive.
double leading_positive(const std::string& s) {
  const char* begin = s.c_str();
  char* end = nullptr;
  const double v = std::strtod(begin, &end);
  return end != begin && v > 0 && v < 1e9 ? v : 0;
}

// A length in itself (not a percentage of something else).
bool absolute(const std::string& s) { return s.find('%') == std::string::npos; }

// A viewBox "min-x min-y width height" with positive width and height.
bool view_box_sized(const std::string& v) {
  double n[4] = {0, 0, 0, 0};
  const char* p = v.c_str();
  int got = 0;
  for (; got < 4; ++got) {
    while (*p && (std::isspace(static_cast<unsigned char>(*p)) || *p == ',')) ++p;
    char* end = nullptr;
    n[got] = std::strtod(p, &end);
    if (end == p) break;
    p = end;
  }
  return got == 4 && n[2] > 0 && n[3] > 0 && n[2] < 1e9 && n[3] < 1e9;
}

}  // namespace

std::string svg_size_problem(const std::string& text) {
  // nanosvg takes the size of every <svg> element it meets (a nested one too): each must be
  // positive where it says one, and the first must say one.
  bool first = true;
  for (size_t open = text.find("<svg"); open != std::string::npos; open = text.find("<svg", open + 4)) {
    const size_t close = text.find('>', open);
    if (close == std::string::npos) return "an <svg> element is not closed";
    const std::string tag = text.substr(open + 4, close - open - 4);
    const auto width = attribute(tag, "width"), height = attribute(tag, "height"), view = attribute(tag, "viewBox");
    if ((width && leading_positive(*width) == 0) || (height && leading_positive(*height) == 0))
      return "a width or height that is not positive";
    if (view && !view_box_sized(*view)) return "a viewBox without a positive width and height";
    const bool sized = (view && view_box_sized(*view)) ||
                       (width && height && absolute(*width) && absolute(*height));
    if (first && !sized) return "no size: a viewBox, or a width and a height";
    first = false;
  }
  if (first) return "no <svg> element";
  return "";
}

}  // namespace rt::ui
