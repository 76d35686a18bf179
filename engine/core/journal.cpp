// journal.cpp: the journal's writes (whole lines, synced, cut back on failure), its lock and the
// recovery of a torn last line.
#include "journal.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "problem.hpp"

namespace rt {

namespace {

// Writes all of `line` at the end of the file, or nothing: a short write is cut back.
std::string write_whole(int fd, long long& good_size, const std::string& line, const std::string& path) {
  size_t done = 0;
  while (done < line.size()) {
    const ssize_t n = ::write(fd, line.data() + done, line.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const std::string why = n < 0 ? std::strerror(errno) : "nothing written";
      if (::ftruncate(fd, good_size) == 0) ::lseek(fd, good_size, SEEK_SET);
      return keyed(path + ": the game cannot be saved there (" + why + ")", "ui.error.journal_write", Value{{"path", path}});
    }
    done += size_t(n);
  }
  if (::fsync(fd) != 0 && errno != EINVAL) {
    const std::string why = std::strerror(errno);
    if (::ftruncate(fd, good_size) == 0) ::lseek(fd, good_size, SEEK_SET);
    return keyed(path + ": the game cannot be saved there (" + why + ")", "ui.error.journal_write", Value{{"path", path}});
  }
  good_size += static_cast<long long>(line.size());
  return "";
}

}  // namespace

bool is_journal_text(const std::string& text) {
  const Value whole = Value::parse(text, nullptr, false);
  return whole.is_discarded() || !whole.is_object() || !whole.contains("decisions");
}

size_t recover_torn_tail(std::string& text) {
  if (text.empty() || text.back() == '\n') return 0;
  const size_t cut = text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1;
  const std::string tail = text.substr(cut);
  if (tail.find_first_not_of(" \t\r") == std::string::npos) return 0;
  if (!Value::parse(tail, nullptr, false).is_discarded()) return 0;  // whole, only its newline missing
  text.resize(cut);
  return tail.size();
}

Journal::~Journal() { close(); }

void Journal::close() {
  if (fd_ >= 0) ::close(fd_);  // closing drops the lock
  fd_ = -1;
}

std::string Journal::open(const std::string& path, const Setup& setup, bool append) {
  close();
  waiting_.clear();
  const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0)
    return keyed(path + ": cannot write the journal: " + std::strerror(errno), "ui.error.journal_write", Value{{"path", path}});
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    ::close(fd);
    return keyed(path + ": this game is open in another Roundtable", "ui.error.journal_in_use", Value{{"path", path}});
  }
  fd_ = fd;
  path_ = path;
  struct stat st {};
  ::fstat(fd_, &st);
  long long size = append ? static_cast<long long>(st.st_size) : 0;
  if (append && size > 0) {
    // The last line: dropped when torn, given its newline when whole.
    std::string text(static_cast<size_t>(size), '\0');
    if (::pread(fd_, text.data(), text.size(), 0) != static_cast<ssize_t>(text.size()))
      return keyed(path + ": cannot read the journal", "ui.error.journal_write", Value{{"path", path}});
    const bool whole_tail = text.back() != '\n' && recover_torn_tail(text) == 0;
    size = static_cast<long long>(text.size());
    if (::ftruncate(fd_, size) != 0)
      return keyed(path + ": the game cannot be saved there (" + std::strerror(errno) + ")", "ui.error.journal_write",
                   Value{{"path", path}});
    ::lseek(fd_, size, SEEK_SET);
    good_size_ = size;
    if (whole_tail) return write_whole(fd_, good_size_, "\n", path_);
    return "";
  }
  if (::ftruncate(fd_, 0) != 0)
    return keyed(path + ": the game cannot be saved there (" + std::strerror(errno) + ")", "ui.error.journal_write",
                 Value{{"path", path}});
  ::lseek(fd_, 0, SEEK_SET);
  good_size_ = 0;
  if (append) return "";
  waiting_.push_back(setup_to_value(setup).dump() + "\n");  // the header waits like any line
  return flush();
}

std::string Journal::flush() {
  while (fd_ >= 0 && !waiting_.empty()) {
    if (std::string err = write_whole(fd_, good_size_, waiting_.front(), path_); !err.empty()) return err;
    waiting_.pop_front();
  }
  return "";
}

std::string Journal::write(const RecordedAnswer& a) {
  if (fd_ < 0) return "";
  waiting_.push_back(answer_to_value(a).dump() + "\n");
  return flush();
}

}  // namespace rt
