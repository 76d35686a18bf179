// trace.cpp: the per-frame record of what was drawn.
#include "trace.hpp"

namespace rt::ui {

FrameTrace& trace() {
  static FrameTrace t;
  return t;
}

bool FrameTrace::drew(const std::string& needle) const {
  for (auto& s : texts)
    if (s.find(needle) != std::string::npos) return true;
  return false;
}

}  // namespace rt::ui
