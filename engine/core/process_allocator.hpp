// process_allocator.hpp: which allocator serves this process's malloc and new (mimalloc when the
// build links it: the top CMakeLists.txt, ROUNDTABLE_MIMALLOC; else the C library's).
#pragma once

#include <string>

namespace rt {

// "mimalloc" when a block from malloc and an object from new both come from mimalloc's heap,
// else "malloc" (glibc's, or whatever the process was started with).
std::string process_allocator();

}  // namespace rt
