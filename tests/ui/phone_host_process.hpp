// phone_host_process.hpp: `roundtable play --phones --bind 127.0.0.1 --no-remember FLAGS` started
// in the background for a test (SDL's offscreen driver, no sound, HOME in the test's folder) and
// stopped (SIGTERM) when the test ends. `port` is the one it said phones join at, 0 if it said
// none within 10 s; `log` holds everything it printed.
#pragma once
#include <signal.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <string>
#include <thread>

#include "test_support.hpp"

namespace rt::test {

inline std::string read_whole_file(const std::string& path) {
  std::ifstream in(path);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

struct PhoneHostProcess {
  // clean: the folder is emptied first (else only made if missing).
  PhoneHostProcess(const std::string& folder, const std::string& flags, bool clean = true) : dir(folder), log(folder + "/host.log") {
    if (clean) std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    const std::string cmd = "SDL_VIDEODRIVER=offscreen SDL_AUDIODRIVER=dummy HOME=" + dir + " " + roundtable_binary() +
                            " play --phones --bind 127.0.0.1 --no-remember " + flags;
    std::string out;
    if (run_command("(" + cmd + " > " + log + " 2>&1 & echo $! > " + dir + "/pid)", &out) != 0) return;
    pid = std::stoi(read_whole_file(dir + "/pid"));
    const std::regex said("phones join at http://127\\.0\\.0\\.1:([0-9]+)/");
    std::smatch m;
    for (int i = 0; i < 400; ++i) {
      const std::string text = read_whole_file(log);
      if (std::regex_search(text, m, said)) {
        port = std::stoi(m[1].str());
        return;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(25));
    }
  }
  ~PhoneHostProcess() {
    if (pid <= 0) return;
    ::kill(pid, SIGTERM);
    for (int i = 0; i < 100 && ::kill(pid, 0) == 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  PhoneHostProcess(const PhoneHostProcess&) = delete;
  PhoneHostProcess& operator=(const PhoneHostProcess&) = delete;
  std::string printed() const { return read_whole_file(log); }

  std::string dir, log;
  pid_t pid = -1;
  int port = 0;
};

}  // namespace rt::test
