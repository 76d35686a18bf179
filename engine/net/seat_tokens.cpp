// seat_tokens.cpp: the phones' seat tokens beside a journal (seat_tokens.hpp).
#include "seat_tokens.hpp"

#include <sys/stat.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "../core/value.hpp"

namespace rt::net {

namespace {

bool well_formed_token(const std::string& t) {
  if (t.size() != 32) return false;
  for (char c : t)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

}  // namespace

std::string seat_tokens_path(const std::string& journal_path) { return journal_path + ".phones"; }

std::string save_seat_tokens(const std::string& path, const std::vector<HeldSeat>& seats,
                             const std::vector<int>& handed_to_bots) {
  if (seats.empty() && handed_to_bots.empty()) {
    std::remove(path.c_str());
    return "";
  }
  Value list = Value::array();
  for (const HeldSeat& h : seats) list.push_back({{"seat", h.seat + 1}, {"token", h.token}, {"name", h.name}});
  Value file{{"phones", list}};
  if (!handed_to_bots.empty()) {
    Value bots = Value::array();
    for (int s : handed_to_bots) bots.push_back(s + 1);
    file["bots"] = bots;
  }
  const std::string text = file.dump(1) + "\n";
  const std::string tmp = path + ".tmp";
  std::FILE* f = std::fopen(tmp.c_str(), "w");
  if (!f) return "cannot write " + tmp;
  ::chmod(tmp.c_str(), 0600);
  const bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  if (std::fclose(f) != 0 || !ok) return "cannot write " + tmp;
  if (std::rename(tmp.c_str(), path.c_str()) != 0) return "cannot write " + path;
  return "";
}

std::vector<HeldSeat> load_seat_tokens(const std::string& path, std::string& error, std::vector<int>* handed_to_bots) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  std::stringstream ss;
  ss << in.rdbuf();
  const Value v = Value::parse(ss.str(), nullptr, false);
  const std::string bad = path + ": not a list of phone seats";
  if (!v.is_object() || !v.contains("phones") || !v["phones"].is_array()) {
    error = bad;
    return {};
  }
  std::vector<int> bots;
  if (v.contains("bots")) {
    if (!v["bots"].is_array()) {
      error = bad;
      return {};
    }
    for (const Value& s : v["bots"]) {
      if (!s.is_number_integer() || s.get<int>() < 1) {
        error = bad;
        return {};
      }
      bots.push_back(s.get<int>() - 1);
    }
  }
  std::vector<HeldSeat> out;
  for (const Value& p : v["phones"]) {
    if (!p.is_object() || !p.contains("seat") || !p["seat"].is_number_integer() || !p.contains("token") ||
        !p["token"].is_string() || !well_formed_token(p["token"].get<std::string>()) || p["seat"].get<int>() < 1) {
      error = bad;
      return {};
    }
    out.push_back({p["seat"].get<int>() - 1, p["token"].get<std::string>(),
                   p.contains("name") && p["name"].is_string() ? p["name"].get<std::string>() : ""});
  }
  if (handed_to_bots) *handed_to_bots = bots;
  return out;
}

}  // namespace rt::net
