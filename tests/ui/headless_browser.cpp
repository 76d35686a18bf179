// headless_browser.cpp: Chromium over the DevTools pipe (see headless_browser.hpp).
#include "headless_browser.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <thread>
#include <vector>

namespace rt::test {
namespace {

using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

[[noreturn]] void fail(const std::string& what) { throw std::runtime_error("headless browser: " + what); }

std::string on_path(const std::string& name) {
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/bin:/bin";
  size_t at = 0;
  while (at <= dirs.size()) {
    size_t end = dirs.find(':', at);
    if (end == std::string::npos) end = dirs.size();
    const std::string candidate = dirs.substr(at, end - at) + "/" + name;
    if (::access(candidate.c_str(), X_OK) == 0) return candidate;
    at = end + 1;
  }
  return "";
}

std::string base64_decode(const std::string& in) {
  static const std::string letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  unsigned bits = 0;
  int count = 0;
  for (char c : in) {
    const size_t v = letters.find(c);
    if (v == std::string::npos) continue;  // '=' padding and line breaks
    bits = (bits << 6) | unsigned(v);
    count += 6;
    if (count >= 8) {
      count -= 8;
      out.push_back(char((bits >> count) & 0xff));
    }
  }
  return out;
}

}  // namespace

std::string HeadlessBrowser::executable() {
  if (const char* s = std::getenv("ROUNDTABLE_CHROMIUM"); s && *s) return s;
  return on_path("chromium");
}

HeadlessBrowser::HeadlessBrowser(const std::string& profile_dir, int width, int height) {
  const std::string exe = executable();
  if (exe.empty())
    fail("Chromium is not installed: tools/setup installs Debian's `chromium` (or set ROUNDTABLE_CHROMIUM)");
  std::filesystem::remove_all(profile_dir);
  std::filesystem::create_directories(profile_dir);
  log_ = profile_dir + "/browser.log";
  int commands[2], replies[2];
  if (::pipe2(commands, O_CLOEXEC) != 0 || ::pipe2(replies, O_CLOEXEC) != 0) fail("pipe failed");
  ::signal(SIGPIPE, SIG_IGN);  // a browser that died is an error thrown, not a signal
  const std::string size = "--window-size=" + std::to_string(width) + "," + std::to_string(height);
  std::vector<std::string> args = {
      exe, "--headless", "--remote-debugging-pipe", "--user-data-dir=" + profile_dir, size,
      // As root (CI containers) Chromium's sandbox refuses to start; the pages are the test's own.
      "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--mute-audio",
      // Nothing but the test's pages: no update checks, sync, metrics or other background fetches.
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--disable-default-apps", "--disable-extensions", "--disable-domain-reliability",
      "--metrics-recording-only", "--no-pings", "--disable-client-side-phishing-detection",
      "--disable-features=Translate,OptimizationHints,MediaRouter,InterestFeedContentSuggestions",
      "--disable-dev-shm-usage",  // containers give /dev/shm 64 MB
      "--force-color-profile=srgb", "--hide-scrollbars", "about:blank"};
  pid_ = ::fork();
  if (pid_ < 0) fail("fork failed");
  if (pid_ == 0) {
    ::setpgid(0, 0);  // its helper processes in one group, ended with it
    // Moved above 4 first: a pipe may already sit on 3 or 4 (and dup2 onto itself would keep
    // its close-on-exec flag).
    const int in = ::fcntl(commands[0], F_DUPFD_CLOEXEC, 10), out = ::fcntl(replies[1], F_DUPFD_CLOEXEC, 10);
    ::dup2(in, 3);
    ::dup2(out, 4);
    const int log = ::open(log_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (log >= 0) {
      ::dup2(log, 1);
      ::dup2(log, 2);
    }
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(exe.c_str(), argv.data());
    ::_exit(127);
  }
  ::setpgid(pid_, pid_);
  ::close(commands[0]);
  ::close(replies[1]);
  to_browser_ = commands[1];
  from_browser_ = replies[0];
  const Value created = call("Target.createTarget", {{"url", "about:blank"}}, false);
  const Value attached = call("Target.attachToTarget", {{"targetId", created["targetId"]}, {"flatten", true}}, false);
  session_ = attached["sessionId"];
  call("Page.enable", Value::object());
  call("Emulation.setDeviceMetricsOverride",
       {{"width", width}, {"height", height}, {"deviceScaleFactor", 1}, {"mobile", true}});
}

HeadlessBrowser::~HeadlessBrowser() {
  if (pid_ <= 0) return;
  try {
    send(Value{{"id", next_id_++}, {"method", "Browser.close"}, {"params", Value::object()}});
  } catch (...) {
  }
  ::close(to_browser_);
  int status = 0;
  bool gone = false;
  for (int i = 0; i < 100 && !gone; ++i) {  // up to 5 s
    gone = ::waitpid(pid_, &status, WNOHANG) == pid_;
    if (!gone) std::this_thread::sleep_for(50ms);
  }
  ::kill(-pid_, SIGKILL);  // whatever of its group is left
  if (!gone) ::waitpid(pid_, &status, 0);
  ::close(from_browser_);
}

void HeadlessBrowser::send(const Value& message) {
  std::string bytes = message.dump();
  bytes.push_back('\0');
  size_t at = 0;
  while (at < bytes.size()) {
    const ssize_t n = ::write(to_browser_, bytes.data() + at, bytes.size() - at);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) fail("the browser closed its pipe (its log: " + log_ + ")");
    at += size_t(n);
  }
}

Value HeadlessBrowser::receive(Clock::time_point deadline) {
  for (;;) {
    const size_t end = pending_.find('\0');
    if (end != std::string::npos) {
      Value v = Value::parse(pending_.substr(0, end), nullptr, false);
      pending_.erase(0, end + 1);
      return v;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) fail("no answer from the browser in time (its log: " + log_ + ")");
    pollfd p{from_browser_, POLLIN, 0};
    const int ready = ::poll(&p, 1, int(left));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) continue;
    char buf[65536];
    const ssize_t n = ::read(from_browser_, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) fail("the browser exited (its log: " + log_ + ")");
    pending_.append(buf, size_t(n));
  }
}

Value HeadlessBrowser::call(const std::string& method, Value params, bool on_page) {
  const int id = next_id_++;
  Value message{{"id", id}, {"method", method}, {"params", std::move(params)}};
  if (on_page) message["sessionId"] = session_;
  send(message);
  const auto deadline = Clock::now() + 20s;
  for (;;) {
    Value reply = receive(deadline);
    if (!reply.is_object() || !reply.contains("id") || reply["id"] != id) continue;  // events, other replies
    if (reply.contains("error")) fail(method + ": " + reply["error"].dump());
    return reply.value("result", Value::object());
  }
}

void HeadlessBrowser::go(const std::string& url) {
  call("Page.navigate", {{"url", url}});
  wait_for("document.readyState === 'complete' && location.href === " + Value(url).dump(), "the page " + url + " to load");
}

Value HeadlessBrowser::eval(const std::string& expression) {
  const Value r = call("Runtime.evaluate", {{"expression", expression}, {"returnByValue", true}, {"awaitPromise", true}});
  if (r.contains("exceptionDetails")) fail("script error in `" + expression + "`: " + r["exceptionDetails"].dump());
  return r["result"].value("value", Value());
}

void HeadlessBrowser::wait_for(const std::string& expression, const std::string& what, std::chrono::milliseconds timeout) {
  const auto deadline = Clock::now() + timeout;
  for (;;) {
    const Value v = eval("!!(" + expression + ")");
    if (v == true) return;
    if (Clock::now() > deadline) fail("waited " + std::to_string(timeout.count()) + " ms for " + what);
    std::this_thread::sleep_for(20ms);
  }
}

void HeadlessBrowser::tap(const std::string& selector_expression) {
  const Value at = eval("(() => { const e = (" + selector_expression +
                        "); if (!e) return null; e.scrollIntoView({block: 'center'});"
                        " const r = e.getBoundingClientRect();"
                        " return {x: r.left + r.width / 2, y: r.top + r.height / 2, off: !!e.disabled}; })()");
  if (!at.is_object()) fail("nothing to tap at `" + selector_expression + "`");
  if (at["off"] == true) fail("tapped a disabled element `" + selector_expression + "`");
  for (const char* type : {"mouseMoved", "mousePressed", "mouseReleased"}) {
    Value e{{"type", type}, {"x", at["x"]}, {"y", at["y"]}};
    if (std::string(type) != "mouseMoved") {
      e["button"] = "left";
      e["clickCount"] = 1;
    }
    call("Input.dispatchMouseEvent", e);
  }
}

void HeadlessBrowser::type(const std::string& text) { call("Input.insertText", {{"text", text}}); }

void HeadlessBrowser::screenshot(const std::string& png_path) {
  const Value r = call("Page.captureScreenshot", {{"format", "png"}});
  std::ofstream out(png_path, std::ios::binary);
  out << base64_decode(r.value("data", std::string()));
  if (!out) fail("could not write " + png_path);
}

}  // namespace rt::test
