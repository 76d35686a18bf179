// process_allocator.cpp: asks mimalloc whether it served a fresh malloc and new (process_allocator.hpp).
#include "core/process_allocator.hpp"

#include <cstdlib>
#include <memory>

#ifdef ROUNDTABLE_MIMALLOC
#include <mimalloc.h>
#endif

namespace rt {

std::string process_allocator() {
#ifdef ROUNDTABLE_MIMALLOC
  void* block = std::malloc(24);
  auto object = std::make_unique<long[]>(3);
  const bool ours = mi_is_in_heap_region(block) && mi_is_in_heap_region(object.get());
  std::free(block);
  if (ours) return "mimalloc";
#endif
  return "malloc";
}

}  // namespace rt
