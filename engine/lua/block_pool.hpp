// block_pool.hpp: the Lua state's allocator for small blocks. A game allocates and frees many
// small tables, strings and closures; taking them from per-size free lists carved out of 64 KiB
// chunks is several times cheaper than malloc/free. Blocks larger than kMaxSmall go to malloc.
#pragma once
#include <cstddef>
#include <cstdlib>
#include <vector>

namespace rt {

class BlockPool {
 public:
  static constexpr size_t kGrain = 16;
  static constexpr size_t kMaxSmall = 256;

  BlockPool() = default;
  BlockPool(const BlockPool&) = delete;
  BlockPool& operator=(const BlockPool&) = delete;
  ~BlockPool() {
    for (void* c : chunks_) std::free(c);
  }

  static bool small(size_t n) { return n <= kMaxSmall; }

  // A block of at least n bytes (1 <= n <= kMaxSmall), or nullptr if memory ran out.
  void* get(size_t n) {
    const size_t c = size_class(n);
    if (FreeBlock* b = free_[c]) {
      free_[c] = b->next;
      if (b->next) __builtin_prefetch(b->next, 1);  // the next block of this size, for the next get
      return b;
    }
    return carve((c + 1) * kGrain);
  }
  // Returns a block of n bytes (the size it was asked for) to its list.
  void put(void* p, size_t n) {
    const size_t c = size_class(n);
    auto* b = static_cast<FreeBlock*>(p);
    b->next = free_[c];
    free_[c] = b;
  }

 private:
  struct FreeBlock {
    FreeBlock* next;
  };
  static constexpr size_t kChunk = 64 * 1024;
  static size_t size_class(size_t n) { return (n - 1) / kGrain; }

  void* carve(size_t bytes) {
    if (left_ < bytes) {
      void* c = std::malloc(kChunk);
      if (!c) return nullptr;
      chunks_.push_back(c);  // the tail of the previous chunk is abandoned (< kMaxSmall bytes)
      cursor_ = static_cast<char*>(c);
      left_ = kChunk;
    }
    void* p = cursor_;
    cursor_ += bytes;
    left_ -= bytes;
    return p;
  }

  FreeBlock* free_[kMaxSmall / kGrain] = {};
  char* cursor_ = nullptr;
  size_t left_ = 0;
  std::vector<void*> chunks_;
};

}  // namespace rt
