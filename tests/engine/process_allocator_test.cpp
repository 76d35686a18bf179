// process_allocator_test.cpp: the process allocates through mimalloc when the build links it
// (CMakeLists.txt, ROUNDTABLE_MIMALLOC): malloc and new both, not only the blocks asked of it by name.
#include <gtest/gtest.h>

#include "core/process_allocator.hpp"

TEST(ProcessAllocator, IsMimallocWhenTheBuildLinksIt) {
#ifdef ROUNDTABLE_MIMALLOC
  EXPECT_EQ(rt::process_allocator(), "mimalloc");
#else
  GTEST_SKIP() << "built without mimalloc (libmimalloc-dev not found, or the sanitizers' build)";
#endif
}
