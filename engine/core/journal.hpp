// journal.hpp: the append-only journal a game in play writes (JSON Lines: the setup, then one
// accepted answer a line), so that a killed process, a full disk or a second copy of the program
// loses nothing:
// - each line is written whole and synced; a line the disk could not take is cut off again and
//   kept in memory, and written (before any later one) as soon as the disk takes it;
// - while any answer is only in memory, saved() is false and write() says why;
// - a journal is locked while open: a second process resuming the same game is refused;
// - continuing a journal whose last line was torn (a kill or a full disk mid-line) drops that
//   line first (recover_torn_tail), keeping every answer before it.
#pragma once
#include <deque>
#include <string>

#include "record.hpp"

namespace rt {

class Journal {
 public:
  Journal() = default;
  ~Journal();
  Journal(const Journal&) = delete;
  Journal& operator=(const Journal&) = delete;
  // Starts a new journal at `path`, or continues one whose header is already there when
  // `append` is set (its torn last line dropped). Returns "" or an error; a journal another
  // process has open is an error (ui.error.journal_in_use).
  std::string open(const std::string& path, const Setup& setup, bool append);
  // Writes the answer's line after any line still waiting. "" when every line is on disk, else
  // why not (the lines wait in memory for the next write or flush).
  std::string write(const RecordedAnswer& a);
  std::string flush();  // tries the waiting lines again; "" when none is left
  bool is_open() const { return fd_ >= 0; }
  bool saved() const { return waiting_.empty(); }  // every line given is on disk
  size_t waiting() const { return waiting_.size(); }
  const std::string& path() const { return path_; }

 private:
  void close();
  int fd_ = -1;
  std::string path_;
  long long good_size_ = 0;  // the file's length through its last whole line
  std::deque<std::string> waiting_;
};

// Whether a saved game's text is a journal: a record is one JSON object with its decisions;
// anything else is read as a journal (one whose game has no answer yet is one line, its header).
bool is_journal_text(const std::string& text);

// A journal's text with its torn last line dropped (a line with no newline that is not a whole
// JSON value). Returns how many bytes were dropped (0 when the text ends cleanly).
size_t recover_torn_tail(std::string& text);

}  // namespace rt
