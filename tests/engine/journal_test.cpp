// journal_test.cpp: a journal loses nothing and claims nothing it has not written: a full disk
// (a file-size limit reached mid-line) leaves whole lines and the waiting answers are written
// when space comes back; a torn last line is dropped on resume, the answers before it kept; a
// journal open in one place cannot be opened in another; player names and deep files are refused.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/names.hpp"
#include "core/record.hpp"

namespace rt {
namespace {

rt::Setup five() {
  rt::Setup s;
  s.game = "resistance";
  s.players = {"Ann", "Bob", "Cid", "Dee", "Eve"};
  s.seed = 7;
  return s;
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string temp_path(const std::string& name) {
  const std::string p = ::testing::TempDir() + "/journal_" + std::to_string(::getpid()) + "_" + name;
  std::filesystem::remove(p);
  return p;
}

// Limits the size of any file this process writes (as a full disk would) while alive.
class FileSizeLimit {
 public:
  explicit FileSizeLimit(rlim_t bytes) {
    old_handler_ = std::signal(SIGXFSZ, SIG_IGN);  // the write fails with EFBIG instead
    getrlimit(RLIMIT_FSIZE, &old_);
    rlimit r = old_;
    r.rlim_cur = bytes;
    setrlimit(RLIMIT_FSIZE, &r);
  }
  ~FileSizeLimit() {
    setrlimit(RLIMIT_FSIZE, &old_);
    std::signal(SIGXFSZ, old_handler_);
  }

 private:
  rlimit old_{};
  void (*old_handler_)(int) = nullptr;
};

TEST(JournalDisk, AFullDiskLeavesWholeLinesAndTheWaitingAnswersFollowWhenSpaceComesBack) {
  const std::string path = temp_path("full.jsonl");
  Journal j;
  ASSERT_EQ(j.open(path, five(), false), "");
  ASSERT_EQ(j.write({0, Value::parse("[1, 2]")}), "");
  const auto before = std::filesystem::file_size(path);
  {
    FileSizeLimit full(before + 10);  // room for part of a line only
    const std::string err = j.write({1, "approve"});
    EXPECT_NE(err.find("cannot be saved"), std::string::npos) << err;
    EXPECT_FALSE(j.saved());
    EXPECT_EQ(j.waiting(), 1u);
    EXPECT_FALSE(j.write({2, "reject"}).empty()) << "the disk is still full";
    EXPECT_EQ(j.waiting(), 2u);
    // What is on disk is whole lines only: the torn part was cut back.
    EXPECT_EQ(std::filesystem::file_size(path), before);
    std::string error;
    auto mid = parse_record(slurp(path), path, error);
    ASSERT_TRUE(mid) << error;
    EXPECT_EQ(mid->decisions.size(), 1u);
  }
  // Space again: the next answer is written after the two that waited, in order.
  EXPECT_EQ(j.write({3, "approve"}), "");
  EXPECT_TRUE(j.saved());
  std::string error;
  auto r = parse_record(slurp(path), path, error);
  ASSERT_TRUE(r) << error;
  ASSERT_EQ(r->decisions.size(), 4u);
  EXPECT_EQ(r->decisions[1].seat, 1);
  EXPECT_EQ(r->decisions[1].answer, "approve");
  EXPECT_EQ(r->decisions[2].answer, "reject");
  EXPECT_EQ(r->decisions[3].seat, 3);
}

TEST(JournalDisk, AHeaderTheDiskDidNotTakeWaitsLikeAnyLine) {
  const std::string path = temp_path("header.jsonl");
  Journal j;
  {
    FileSizeLimit full(5);
    EXPECT_FALSE(j.open(path, five(), false).empty());
    EXPECT_TRUE(j.is_open());
    EXPECT_FALSE(j.write({0, "approve"}).empty());
    EXPECT_EQ(std::filesystem::file_size(path), 0u);
  }
  EXPECT_EQ(j.flush(), "");
  std::string error;
  auto r = parse_record(slurp(path), path, error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->setup.players, five().players);
  ASSERT_EQ(r->decisions.size(), 1u);
}

TEST(JournalTorn, ATornLastLineIsDroppedOnResumeAndTheAnswersBeforeItStand) {
  const std::string header = setup_to_value(five()).dump() + "\n";
  std::string text = header + "{\"seat\":1,\"answer\":[1,2]}\n{\"seat\":2,\"ans";
  const std::string torn = text;
  EXPECT_EQ(recover_torn_tail(text), std::string("{\"seat\":2,\"ans").size());
  std::string error;
  auto r = parse_record(text, "j", error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->decisions.size(), 1u);
  // `run` still says the file is damaged: only a resume recovers.
  EXPECT_FALSE(parse_record(torn, "j", error));
  // A whole last line missing only its newline is kept.
  std::string whole = header + "{\"seat\":1,\"answer\":\"approve\"}";
  EXPECT_EQ(recover_torn_tail(whole), 0u);
  EXPECT_TRUE(parse_record(whole, "j", error)) << error;

  // Continuing the file: the torn line goes, the next answer starts a line of its own.
  const std::string path = temp_path("torn.jsonl");
  std::ofstream(path) << torn;
  {
    Journal j;
    ASSERT_EQ(j.open(path, five(), true), "");
    ASSERT_EQ(j.write({4, "reject"}), "");
  }
  auto resumed = parse_record(slurp(path), path, error);
  ASSERT_TRUE(resumed) << error << "\n" << slurp(path);
  ASSERT_EQ(resumed->decisions.size(), 2u);
  EXPECT_EQ(resumed->decisions[1].seat, 4);
  // And one whose last line lacked only its newline gets it before the next line.
  const std::string path2 = temp_path("newline.jsonl");
  std::ofstream(path2) << whole;
  {
    Journal j;
    ASSERT_EQ(j.open(path2, five(), true), "");
    ASSERT_EQ(j.write({4, "reject"}), "");
  }
  auto continued = parse_record(slurp(path2), path2, error);
  ASSERT_TRUE(continued) << error;
  EXPECT_EQ(continued->decisions.size(), 2u);
}

TEST(JournalLock, AJournalOpenInOnePlaceCannotBeOpenedInAnother) {
  const std::string path = temp_path("locked.jsonl");
  Journal first;
  ASSERT_EQ(first.open(path, five(), false), "");
  ASSERT_EQ(first.write({0, "approve"}), "");
  Journal second;
  const std::string err = second.open(path, five(), true);
  EXPECT_NE(err.find("open in another Roundtable"), std::string::npos) << err;
  EXPECT_FALSE(second.is_open());
  EXPECT_EQ(second.write({1, "reject"}), "") << "a journal that did not open writes nothing";
  // The refused opener changed nothing; the first writes on.
  ASSERT_EQ(first.write({2, "approve"}), "");
  std::string error;
  auto r = parse_record(slurp(path), path, error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->decisions.size(), 2u);
}

TEST(JournalLock, ClosingReleasesTheLock) {
  const std::string path = temp_path("released.jsonl");
  { Journal first; ASSERT_EQ(first.open(path, five(), false), ""); }
  Journal again;
  EXPECT_EQ(again.open(path, five(), true), "");
}

TEST(Names, ANameIsUtf8TextWithoutControlCharacters) {
  for (const std::string& good : {std::string("Ann"), std::string("Анна"), std::string("Ганна-Марія"), std::string("李"),
                                 std::string("Zoë the 2nd"), std::string(40, 'a')})
    EXPECT_TRUE(is_valid_name(good)) << good;
  for (const std::string& bad : {std::string(), std::string("A\x1b[31mB"), std::string("A\nB"), std::string("A\xff"),
                                std::string("\xc0\x80"), std::string("A\xc2\x9b"), std::string(41, 'a'),
                                std::string("\xed\xa0\x80")})
    EXPECT_FALSE(is_valid_name(bad)) << printable(bad);
  EXPECT_EQ(printable("A\x1b[2J\xff"), "A\\u{1b}[2J\\xff");
  EXPECT_EQ(printable("Анна"), "Анна");
}

TEST(RecordLimits, ARecordNestedDeeperThanAnyGameNeedsIsRefusedBeforeItIsParsed) {
  std::string error;
  const std::string deep = setup_to_value(five()).dump() + "\n{\"seat\":1,\"answer\":" + std::string(100000, '[') +
                           std::string(100000, ']') + "}\n";
  EXPECT_FALSE(parse_record(deep, "deep.jsonl", error));
  EXPECT_NE(error.find("deep.jsonl: 2:"), std::string::npos) << error;
  EXPECT_NE(error.find("nests deeper than 64 levels"), std::string::npos) << error;
  // Brackets inside strings are names, not nesting.
  rt::Setup s = five();
  s.players[0] = std::string(30, '[');
  EXPECT_TRUE(parse_record(setup_to_value(s).dump() + "\n", "ok", error)) << error;
}

}  // namespace
}  // namespace rt
