// bot_resume_test.cpp: a game with bots, killed on the way and resumed from its journal in a new
// process, ends exactly as the uninterrupted game (issue 14: "Bots after a resume play differently
// from the uninterrupted game"). The shipped heuristic bots and the random bot, Avalon and Shadows
// over Camelot, seats of both kinds in one game; cut early and late. The resumed game's bots give
// back the reasons they gave before the break: `--reasons` lists at the end the same reasons, in
// the same order, as the uninterrupted game's.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "core/record.hpp"
#include "test_support.hpp"

namespace rt::test {
namespace {

std::vector<std::string> journal_lines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

std::string answers_of(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  std::string err;
  auto r = parse_record(ss.str(), path, err);
  if (!r) return "unreadable: " + err;
  std::string out;
  for (const auto& d : r->decisions) out += std::to_string(d.seat + 1) + ":" + d.answer.dump() + "\n";
  return out;
}

// What `--reasons` prints at the end: every reason, one line each, after its heading.
std::string reasons_at_end(const std::string& out) {
  const size_t from = out.find("Why the bots played as they did:");
  if (from == std::string::npos) return "";
  const size_t to = out.find("The game is saved", from);
  return out.substr(from, to == std::string::npos ? std::string::npos : to - from);
}

struct Case {
  std::string name, args;
};

TEST(BotResume, AGameResumedFromItsJournalInANewProcessEndsAsTheUninterruptedOne) {
  const std::vector<Case> cases = {
      {"avalon_heuristic", "--game avalon --players 7 --bots all=heuristic --seed 21"},
      {"avalon_mixed", "--game avalon --players 6 --bots 1-3=heuristic,4-6=random --seed 22"},
      {"camelot_heuristic", "--game camelot --players 5 --bots all=heuristic --seed 23"},
      {"camelot_random", "--game camelot --players 4 --bots all=random --seed 24"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    const std::string whole = ::testing::TempDir() + "/bot_resume_" + c.name + ".jsonl";
    std::remove(whole.c_str());
    CommandResult r = run_roundtable("play --tty " + c.args + " --lang en --reasons --save " + whole);
    ASSERT_EQ(r.code, 0) << r.out;
    const std::vector<std::string> lines = journal_lines(whole);
    const size_t n = lines.size() - 1;  // the header, then one answer a line
    ASSERT_GT(n, 12u);
    const std::string uninterrupted = answers_of(whole);
    const std::string reasons = reasons_at_end(r.out);
    if (c.name != "camelot_random") {
      EXPECT_GT(std::count(reasons.begin(), reasons.end(), '\n'), 20) << reasons;
    }
    // Two cuts each (early, late): every resume is a new process (about half a second each here).
    for (size_t cut : {size_t{3}, 2 * n / 3}) {
      const std::string part = ::testing::TempDir() + "/bot_resume_" + c.name + "_" + std::to_string(cut) + ".jsonl";
      {
        std::ofstream o(part, std::ios::trunc);
        for (size_t i = 0; i <= cut; ++i) o << lines[i] << "\n";
      }
      CommandResult again = run_roundtable("play --tty --resume " + part + " --lang en --reasons");
      ASSERT_EQ(again.code, 0) << again.out;
      EXPECT_EQ(answers_of(part), uninterrupted) << "resumed after " << cut << " of " << n << " answers";
      EXPECT_EQ(reasons_at_end(again.out), reasons) << "resumed after " << cut << " of " << n << " answers";
    }
  }
}

}  // namespace
}  // namespace rt::test
