// worlds.cpp: the deduction's loops over worlds (worlds.hpp). Compiled with
// -ffp-contract=off (engine/CMakeLists.txt): a * b + c stays two roundings, as in Lua.
#include "worlds.hpp"

namespace rt::worlds {

uint64_t subset_count(int n, int k, uint64_t cap) {
  if (k < 0 || k > n) return 0;
  if (k > n - k) k = n - k;
  uint64_t c = 1;
  for (int i = 1; i <= k; ++i) {
    // c * (n - k + i) / i stays exact: c is C(n - k + i - 1, i - 1) here.
    const unsigned __int128 next = static_cast<unsigned __int128>(c) * static_cast<unsigned>(n - k + i) / i;
    if (next > cap) return cap + 1;
    c = static_cast<uint64_t>(next);
  }
  return c;
}

namespace {
void walk(int n, int from, int left, Mask e, Mask*& out) {
  if (left == 0) {
    *out++ = e;
    return;
  }
  for (int s = from; s <= n - left + 1; ++s) walk(n, s + 1, left - 1, e | (Mask{1} << (s - 1)), out);
}
}  // namespace

void subsets(int n, int k, Mask* out) {
  if (k < 0 || k > n) return;
  walk(n, 1, k, 0, out);
}

void scale(const Mask* masks, const double* before, double* after, size_t count, Mask branch, const Term* any,
           size_t n_any, const Term* none, size_t n_none) {
  for (size_t j = 0; j < count; ++j) {
    const Mask e = masks[j];
    const bool in_branch = (e & branch) != 0;
    const Term* terms = in_branch ? any : none;
    const size_t n = in_branch ? n_any : n_none;
    double w = before[j];
    for (size_t t = 0; t < n; ++t) w = w * terms[t].factors[ones(e & terms[t].mask)];
    after[j] = w;
  }
}

// Whether world e has, in each bound's seats, a count within the bound.
inline bool within(Mask e, const Bound* bounds, size_t n_bounds) {
  for (size_t b = 0; b < n_bounds; ++b) {
    const int64_t c = ones(e & bounds[b].mask);
    if (c < bounds[b].lo || c > bounds[b].hi) return false;
  }
  return true;
}

size_t select(const Mask* masks, size_t count, const Bound* bounds, size_t n_bounds, uint32_t* out) {
  size_t kept = 0;
  for (size_t j = 0; j < count; ++j) {
    if (within(masks[j], bounds, n_bounds)) {
      if (out) out[kept] = static_cast<uint32_t>(j);
      ++kept;
    }
  }
  return kept;
}

size_t select_from(const Mask* masks, const uint32_t* from, size_t n_from, const Bound* bounds, size_t n_bounds,
                   uint32_t* out) {
  size_t kept = 0;
  for (size_t i = 0; i < n_from; ++i) {
    const uint32_t j = from[i];
    if (within(masks[j], bounds, n_bounds)) {
      if (out) out[kept] = j;
      ++kept;
    }
  }
  return kept;
}

bool shares(const Mask* masks, const double* weights, const uint32_t* selection, size_t n_selected, int n,
            double* p, bool* touched) {
  double total = 0;
  size_t positive = 0;
  Mask seen = 0;  // the seats of the worlds that weigh more than 0: those a share is added to
  for (size_t i = 0; i < n_selected; ++i) {
    const uint32_t j = selection[i];
    const double w = weights[j];
    if (w > 0) {
      total = total + w;
      ++positive;
      seen |= masks[j];
    }
  }
  if (positive == 0) return false;
  for (int s = 0; s < n; ++s) {
    p[s] = 0;
    touched[s] = ((seen >> s) & 1) != 0;
  }
  for (size_t i = 0; i < n_selected; ++i) {
    const uint32_t j = selection[i];
    const double w = weights[j];
    if (!(w > 0)) continue;
    const double share = w / total;
    // Each seat of the world, lowest first (a world of a set of n seats has no seat past n).
    for (Mask e = masks[j]; e != 0; e &= e - 1) {
      const int s = __builtin_ctzll(e);
      p[s] = p[s] + share;
    }
  }
  return true;
}

}  // namespace rt::worlds
