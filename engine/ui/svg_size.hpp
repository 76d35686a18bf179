// svg_size.hpp: whether an SVG file's root element gives it a size, read before SDL_image is
// asked to draw it. SDL_image 2.6's IMG_LoadSizedSVG_RW leaks the parsed image (16 bytes and
// more) of an SVG whose size comes out zero or negative (nanosvg's width/height: a broken file,
// or no size and nothing drawn, or width="-5"), so such a file is refused before that call.
#pragma once
#include <string>

namespace rt::ui {

// "" if the root <svg> element has a positive size: a viewBox with positive width and height, or
// both width and height attributes positive lengths (not percentages); and any width or height
// attribute it has is positive. Else why not, in a few words.
std::string svg_size_problem(const std::string& text);

}  // namespace rt::ui
