// worlds_test.cpp: the sandbox's `worlds` library (engine/bots/worlds.hpp, wrap_worlds.cpp): the
// seat count of a mask, the worlds in their order, weighings, selections and shares exactly as the same loops written in Lua
// give them (bit for bit, over random chains of weighings), bad arguments as one-line errors naming
// the script's line, the library and its objects beyond a script's reach, and its work charged to
// the instruction budget.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "bots/worlds.hpp"
#include "lua/vm.hpp"

namespace rt {
namespace {

namespace fs = std::filesystem;

TEST(Worlds, SubsetsComeLowestSeatFirst) {
  ASSERT_EQ(worlds::subset_count(5, 2, 1000), 10u);
  worlds::Mask m[10];
  worlds::subsets(5, 2, m);
  const worlds::Mask want[10] = {0b00011, 0b00101, 0b01001, 0b10001, 0b00110,
                                 0b01010, 0b10010, 0b01100, 0b10100, 0b11000};
  for (int i = 0; i < 10; ++i) EXPECT_EQ(m[i], want[i]) << i;
  EXPECT_EQ(worlds::subset_count(10, 4, 1000), 210u);
  EXPECT_EQ(worlds::subset_count(63, 31, 1000), 1001u) << "past the cap: cap + 1";
  EXPECT_EQ(worlds::subset_count(5, 6, 1000), 0u);
}

// ones(mask), the count every weighing and bound reads, is the number of seats in the mask for
// every mask: each of the 2^16 lowest, each single seat and its complement, runs of low seats, and
// random masks over all 64 bits (against a count bit by bit).
TEST(Worlds, OnesCountsTheSeatsOfAnyMask) {
  auto naive = [](worlds::Mask m) {
    int c = 0;
    for (int b = 0; b < 64; ++b) c += static_cast<int>((m >> b) & 1u);
    return c;
  };
  for (worlds::Mask m = 0; m < (worlds::Mask{1} << 16); ++m) ASSERT_EQ(worlds::ones(m), naive(m)) << m;
  for (int b = 0; b < 64; ++b) {
    const worlds::Mask one = worlds::Mask{1} << b;
    const worlds::Mask run = b == 63 ? ~worlds::Mask{0} : (one << 1) - 1;  // seats 1 .. b + 1
    EXPECT_EQ(worlds::ones(one), 1) << b;
    EXPECT_EQ(worlds::ones(~one), 63) << b;
    EXPECT_EQ(worlds::ones(run), b + 1) << b;
  }
  uint64_t x = 0x9E3779B97F4A7C15ULL;  // (a fixed xorshift sequence)
  for (int i = 0; i < 100000; ++i) {
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    ASSERT_EQ(worlds::ones(x), naive(x)) << x;
  }
}

TEST(Worlds, SharesSkipWorldsThatWeighNothing) {
  const worlds::Mask masks[3] = {0b011, 0b101, 0b110};
  const double w[3] = {1.0, 0.0, 3.0};
  const uint32_t sel[3] = {0, 1, 2};
  double p[3];
  bool touched[3];
  ASSERT_TRUE(worlds::shares(masks, w, sel, 3, 3, p, touched));
  EXPECT_EQ(p[0], 0.25);
  EXPECT_EQ(p[1], 1.0);
  EXPECT_EQ(p[2], 0.75);
  const double none[3] = {0, 0, 0};
  EXPECT_FALSE(worlds::shares(masks, none, sel, 3, 3, p, touched));
}

// Runs the script `body` (a chunk returning a string) in a fresh sandbox; returns what it
// returned, or the error.
std::string run(const std::string& name, const std::string& body, Vm::Limits limits = {}) {
  const fs::path root = fs::path(::testing::TempDir()) / "worlds_test";
  fs::create_directories(root / "probe");
  std::ofstream(root / "probe" / (name + ".lua")) << body;
  Vm vm(limits);
  vm.add_root({root.string(), "scripts/"});
  std::string error;
  if (!vm.use("probe/" + name, error)) return "error: " + error;
  const char* s = lua_tostring(vm.L(), -1);
  return s ? s : "(not a string)";
}

// worlds.marked(n, k): every k-subset with one of its seats marked (bit n + s - 1), each subset
// in worlds.all's order with its seats marked lowest first; a set of 2n seats for its shares.
TEST(Worlds, MarkedWorldsNameOneSeatOfEachSubset) {
  EXPECT_EQ(run("marked", R"(
    local set = worlds.marked(3, 2)
    local out = {}
    for _, m in ipairs(worlds.masks(set)) do out[#out + 1] = string.format("%d", m) end
    -- {1,2}: 2 | 1<<3, 1 | 2<<3; {1,3}: 4 | 1<<3, 1 | 4<<3; {2,3}: 4 | 2<<3, 2 | 4<<3
    local p = worlds.shares(set, worlds.uniform(set), worlds.select(set, {}))
    return table.concat(out, " ") .. " / " .. #p .. " " .. p[1] .. " " .. p[4] .. " / " .. #worlds.masks(worlds.marked(10, 4))
  )"),
            "10 17 12 33 20 34 / 6 0.33333333333333 0.33333333333333 / 840");
  EXPECT_NE(run("marked_big", "return worlds.marked(32, 2)").find("worlds.marked: 32 seats (0 to 31)"), std::string::npos);
}


// The reference: the same work written in Lua (as scripts/common/deduction.lua did it before the
// host had it), compared with == on every number, over chains of weighings with random terms.
const char* const kSameAsLua = R"(
local seed = 12345
local function rand(n)  -- a small deterministic generator: 1..n
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % n + 1
end
local function all_masks(n, k)
  local out = {}
  local function walk(from, left, e)
    if left == 0 then out[#out + 1] = e; return end
    for s = from, n - left + 1 do walk(s + 1, left - 1, e | (1 << (s - 1))) end
  end
  walk(1, k, 0)
  return out
end
local function ones(m) local c = 0; while m ~= 0 do m, c = m & (m - 1), c + 1 end; return c end
local function random_mask(n) local m = 0; for s = 1, n do if rand(3) == 1 then m = m | (1 << (s - 1)) end end; return m end
local function random_terms(n)
  local terms = {}
  for t = 1, rand(4) do
    local mask = rand(5) == 1 and 0 or random_mask(n)
    local term = { mask }
    for c = 0, ones(mask) do term[c + 2] = rand(1000) / 997 end
    terms[t] = term
  end
  return terms
end
local checked = 0
for n = 1, 11 do
  for k = 0, math.min(n, 5) do
    local set, masks = worlds.all(n, k), all_masks(n, k)
    assert(#set == #masks, "count")
    local listed = worlds.masks(set)
    for j = 1, #masks do assert(listed[j] == masks[j], "order") end
    local lua_w, host_w = {}, worlds.uniform(set)
    for j = 1, #masks do lua_w[j] = 1.0 end
    for level = 1, 12 do
      local branch, any, none = random_mask(n), random_terms(n), random_terms(n)
      local now = {}
      for j = 1, #masks do
        local e, w = masks[j], lua_w[j]
        local terms = (e & branch ~= 0) and any or none
        for t = 1, #terms do w = w * terms[t][ones(e & terms[t][1]) + 2] end
        now[j] = w
      end
      lua_w, host_w = now, worlds.scale(set, host_w, branch, any, none)
      -- a selection, and the shares over it
      local bounds, keep = {}, {}
      for b = 1, rand(3) - 1 do
        local mask, lo = random_mask(n), rand(3) - 1
        local hi = lo + rand(3) - 1
        bounds[#bounds + 1], bounds[#bounds + 2], bounds[#bounds + 3] = mask, lo, hi
      end
      for j = 1, #masks do
        local ok = true
        for b = 1, #bounds, 3 do
          local c = ones(masks[j] & bounds[b])
          if c < bounds[b + 1] or c > bounds[b + 2] then ok = false end
        end
        if ok then keep[#keep + 1] = j end
      end
      local sel = worlds.select(set, bounds)
      assert(#sel == #keep, "selection")
      -- narrowed by one more bound from that selection: the worlds (in order) select gives with all
      local mask, lo = random_mask(n), rand(3) - 1
      local hi = lo + rand(2) - 1
      local all = { mask, lo, hi }
      for b = 1, #bounds do all[b + 3] = bounds[b] end
      local direct = worlds.listed(set, worlds.uniform(set), worlds.select(set, all))
      local narrowed = worlds.listed(set, worlds.uniform(set), worlds.select(set, { mask, lo, hi }, sel))
      assert(#direct == #narrowed, "narrowed count")
      for i = 1, #direct do assert(direct[i] == narrowed[i], "narrowed order") end
      local total, count = 0, 0
      for i = 1, #keep do local w = lua_w[keep[i]]; if w > 0 then total, count = total + w, count + 1 end end
      local p = worlds.shares(set, host_w, sel)
      if count == 0 then
        assert(p == nil, "no world: nil")
      else
        local want = {}
        for s = 1, n do want[s] = 0 end
        local lm, lw = worlds.listed(set, host_w, sel)
        assert(#lm == count and #lw == count, "listed")
        local at = 0
        for i = 1, #keep do
          local e, w = masks[keep[i]], lua_w[keep[i]]
          if w > 0 then
            at = at + 1
            assert(lm[at] == e and lw[at] == w, "listed entry")
            local share = w / total
            for s = 1, n do if e & (1 << (s - 1)) ~= 0 then want[s] = want[s] + share end end
          end
        end
        for s = 1, n do
          assert(p[s] == want[s] and math.type(p[s]) == math.type(want[s]),
                 string.format("n=%d k=%d level %d seat %d: %.17g, Lua %.17g", n, k, level, s, p[s], want[s]))
          checked = checked + 1
        end
      end
    end
  end
end
return "same " .. checked
)";

TEST(Worlds, TheSameNumbersAsTheSameLoopsInLua) {
  const std::string out = run("same_as_lua", kSameAsLua);
  ASSERT_EQ(out.rfind("same ", 0), 0u) << out;
  EXPECT_GT(std::stoi(out.substr(5)), 2000) << out;
}

// Past the selection's buffer (2,048 candidates): counted, then written, with the same result.
TEST(Worlds, ASelectionOfManyWorldsIsTheLoopsInLua) {
  const std::string out = run("many", R"(
local function ones(m) local c = 0; while m ~= 0 do m, c = m & (m - 1), c + 1 end; return c end
local set = worlds.all(14, 7)  -- 3,432 worlds
local masks = worlds.masks(set)
local function check(bounds, sel, from)
  local want = {}
  for j = 1, #masks do
    local e, ok = masks[j], true
    for b = 1, #bounds, 3 do
      local c = ones(e & bounds[b])
      if c < bounds[b + 1] or c > bounds[b + 2] then ok = false end
    end
    if ok and (not from or from[e]) then want[#want + 1] = e end
  end
  local got = worlds.listed(set, worlds.uniform(set), sel)
  assert(#got == #want and #sel == #want, "count")
  for i = 1, #want do assert(got[i] == want[i], "order") end
  return #want
end
local wide = { 0x3F, 2, 4 }
local sel = worlds.select(set, wide)
local a = check(wide, sel)
local in_sel = {}
for _, e in ipairs(worlds.listed(set, worlds.uniform(set), sel)) do in_sel[e] = true end
local b = check({ 0x1F00, 1, 3 }, worlds.select(set, { 0x1F00, 1, 3 }, sel), in_sel)
return a .. "," .. b
)");
  EXPECT_EQ(out, "3080,2725") << out;  // (both past the buffer)
}

TEST(Worlds, BadArgumentsAreOneLineErrorsNamingTheLine) {
  const std::string too_few = run("too_few", "local s = worlds.all(5, 2)\n"
                                             "return worlds.scale(s, worlds.uniform(s), 1, { { 3, 0.5 } }, {})\n");
  EXPECT_NE(too_few.find("scripts/probe/too_few.lua:2: worlds.scale: argument 4 (any)[1] has 1 factors, needs 3"),
            std::string::npos)
      << too_few;
  EXPECT_EQ(too_few.find('\n'), std::string::npos) << too_few;
  const std::string mixed = run("mixed", "local a, b = worlds.all(5, 2), worlds.all(6, 2)\n"
                                         "return worlds.shares(a, worlds.uniform(b), worlds.select(a, {}))\n");
  EXPECT_NE(mixed.find("mixed.lua:2: worlds.shares: the weights are of 15 worlds, the set has 10"), std::string::npos)
      << mixed;
  const std::string wrong = run("wrong", "return worlds.shares({}, 1, 2)\n");
  EXPECT_NE(wrong.find("wrong.lua:1: worlds.shares: argument 1 must be a set of worlds"), std::string::npos) << wrong;
  const std::string big = run("big", "return worlds.all(40, 20)\n");
  EXPECT_NE(big.find("big.lua:1: worlds.all: 20 of 40 seats make more than 1000000 worlds"), std::string::npos) << big;
  const std::string from = run("from", "local a, b = worlds.all(5, 2), worlds.all(6, 2)\n"
                                       "return worlds.select(a, {}, worlds.select(b, {}))\n");
  EXPECT_NE(from.find("from.lua:2: worlds.select: the selection is of a set of 15 worlds, the set has 10"),
            std::string::npos)
      << from;
  const std::string bounds = run("bounds", "return worlds.select(worlds.all(4, 1), { 1, 0 })\n");
  EXPECT_NE(bounds.find("bounds.lua:1: worlds.select: the bounds are {mask, lo, hi} triples"), std::string::npos)
      << bounds;
}

// A script holding the library or one of its objects can change nothing another script sees.
TEST(Worlds, TheLibraryAndItsObjectsCannotBeChanged) {
  const std::string out = run("change", R"(
local out = {}
out[1] = tostring(pcall(function() worlds.all = nil end))
out[2] = tostring(pcall(rawset, worlds, "all", nil))
out[3] = tostring(getmetatable(worlds))
local s = worlds.all(3, 1)
out[4] = tostring(pcall(function() s.n = 4 end))
out[5] = tostring(getmetatable(s))
out[6] = tostring(pcall(setmetatable, s, {}))
out[7] = type(worlds.all)
return table.concat(out, ",")
)");
  EXPECT_EQ(out, "false,false,worlds,false,worlds.set,false,function") << out;
}

TEST(Worlds, ItsWorkIsChargedToTheBudget) {
  Vm::Limits small;
  small.instructions_per_call = 200'000;
  const std::string out = run("budget", "local s = worlds.all(22, 11)\nreturn 'made ' .. #s\n", small);
  EXPECT_NE(out.find("budget"), std::string::npos) << out;  // C(22, 11) = 705,432 worlds
  const std::string fits = run("fits", "local s = worlds.all(10, 4)\nreturn 'made ' .. #s\n", small);
  EXPECT_EQ(fits, "made 210");
  EXPECT_EQ(run("none", "return #worlds.all(3, 4) .. ',' .. #worlds.all(3, -1) .. ',' .. #worlds.all(0, 0)\n"), "0,0,1");
}

}  // namespace
}  // namespace rt
