// worlds.hpp: the arithmetic of a hidden-side deduction, for any game's bot: a "world" is one
// assignment of a hidden side, written as the mask of the seats on that side (seat s is bit s-1);
// a bot weighs every world by how plausible the seats' actions are under it, keeps the worlds
// consistent with what it knows, and reads P(seat is on the side) from what is left.
// These are the loops of that work in C++, on plain arrays; wrap_worlds.cpp is their Lua binding
// (the `worlds` library of the sandbox, docs/lua-api.md). Every result is the one the same loop
// written in Lua gives, bit for bit: the same products and sums in the same order (this file is
// compiled without floating-point contraction).
#pragma once
#include <cstddef>
#include <cstdint>

namespace rt::worlds {

using Mask = uint64_t;

// How many seats a mask holds. Written out (the bits summed in pairs, nibbles, then bytes) rather
// than __builtin_popcountll: without a -mpopcnt build that is a call into libgcc at every world
// and term (2.6M instructions of a 10-player heuristic game's 31.9M; this way 0.7M fewer in all).
inline int ones(Mask m) {
  m = m - ((m >> 1) & 0x5555555555555555ULL);
  m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
  m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((m * 0x0101010101010101ULL) >> 56);
}

// How many k-subsets n seats have (n <= 63); `cap` + 1 when there are more than `cap`.
uint64_t subset_count(int n, int k, uint64_t cap);

// Every k-subset of n seats, in the order of a walk that takes the lowest seat first (the
// sorted seat lists in lexicographic order: {1,2}, {1,3}, ..., {2,3}, ...). out has
// subset_count(n, k) places.
void subsets(int n, int k, Mask* out);

// One factor of a weighing: a world's weight is multiplied by factors[ones(world & mask)] (a mask
// of 0: by factors[0], a constant). `count` factors; ones(world & mask) < count for every world
// the weighing meets (the binding checks it).
struct Term {
  Mask mask;
  const double* factors;
  int count;
};

// after[j] = before[j] times each term of `any` in order when world j has a seat of `branch`,
// else each term of `none` in order (w = w * f, one multiplication per term).
void scale(const Mask* masks, const double* before, double* after, size_t count, Mask branch, const Term* any,
           size_t n_any, const Term* none, size_t n_none);

// A bound on a world: lo <= ones(world & mask) <= hi.
struct Bound {
  Mask mask;
  int64_t lo, hi;
};

// The indices (in order) of the worlds within every bound; returns how many (written to out
// when it is not null: it needs as many places as the result).
size_t select(const Mask* masks, size_t count, const Bound* bounds, size_t n_bounds, uint32_t* out);

// The same among the worlds `from` lists (indices into masks, in order): the entries of `from`
// within every bound, in its order. A selection narrowed by more bounds this way is the one
// select gives with all of them (the same worlds in the same order), for the cost of the fewer.
size_t select_from(const Mask* masks, const uint32_t* from, size_t n_from, const Bound* bounds, size_t n_bounds,
                   uint32_t* out);

// P(seat s is in the world) for seats 1..n (p[s - 1]), over the selected worlds whose weight is
// above 0, each world's share its weight over their total: the total summed in the worlds'
// order, then each seat's P as the shares added in the worlds' order starting from 0. touched[s-1]
// says whether any share was added (a seat in no world keeps the integer 0 in Lua). Returns
// false when no selected world weighs anything. Every mask holds seats 1..n only (a set's do).
bool shares(const Mask* masks, const double* weights, const uint32_t* selection, size_t n_selected, int n,
            double* p, bool* touched);

}  // namespace rt::worlds
