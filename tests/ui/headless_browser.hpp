// headless_browser.hpp: Debian's Chromium, headless, driven by a test over the DevTools protocol
// on a pipe (--remote-debugging-pipe: JSON messages ending in '\0', the browser reading file
// descriptor 3 and writing 4), so no port, no WebSocket library and no network beyond the pages a
// test opens. One tab at a phone's size (a mobile viewport): read it with JavaScript, tap it where
// a person would (real mouse events at an element's centre), type into it, save PNGs.
// Every failure (no browser, a timeout, a script error) throws std::runtime_error with the reason.
#pragma once
#include <sys/types.h>

#include <chrono>
#include <string>

#include "core/value.hpp"

namespace rt::test {

class HeadlessBrowser {
 public:
  // $ROUNDTABLE_CHROMIUM, else `chromium` (Debian's package, installed by tools/setup) on PATH.
  static std::string executable();

  // Starts the browser with a new profile in `profile_dir` (emptied first; the browser's own log
  // goes to profile_dir/browser.log) and opens one tab of width x height CSS pixels.
  HeadlessBrowser(const std::string& profile_dir, int width, int height);
  ~HeadlessBrowser();  // closes the browser and waits for it (killed if it does not go)
  HeadlessBrowser(const HeadlessBrowser&) = delete;
  HeadlessBrowser& operator=(const HeadlessBrowser&) = delete;

  void go(const std::string& url);  // loads the URL in the tab and waits for its load event
  // The value of a JavaScript expression in the tab (a promise is awaited); throws on an exception.
  Value eval(const std::string& expression);
  // Waits until the expression is truthy (checked every 20 ms); throws with `what` on timeout.
  void wait_for(const std::string& expression, const std::string& what,
                std::chrono::milliseconds timeout = std::chrono::seconds(10));
  // Scrolls the element `selector_expression` (an expression giving an Element) into view and
  // clicks its centre with the mouse. Throws if there is no such element or it is disabled.
  void tap(const std::string& selector_expression);
  void type(const std::string& text);  // into the focused element
  void screenshot(const std::string& png_path);

 private:
  Value call(const std::string& method, Value params, bool on_page = true);
  void send(const Value& message);
  Value receive(std::chrono::steady_clock::time_point deadline);
  pid_t pid_ = -1;
  int to_browser_ = -1, from_browser_ = -1;
  int next_id_ = 1;
  std::string session_;  // the tab's DevTools session
  std::string pending_;  // bytes read past the last message
  std::string log_;
};

}  // namespace rt::test
