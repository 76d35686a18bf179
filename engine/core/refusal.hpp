// refusal.hpp: why an answer was not taken, as data: a kind a program can branch on, a
// translation key with its arguments (seats 1-based) that any front end can show in its
// language, and the English line the host has always printed. Session::submit returns one;
// the driver, the front ends, bots' reports and (later) network clients all carry it as is.
#pragma once
#include <string>

#include "value.hpp"

namespace rt {

enum class RefusalKind {
  None,             // taken
  NoSuchSeat,       // args: seat
  GameOver,         // the game has ended
  NothingPending,   // no decision is waiting
  NotYourTurn,      // args: seat, waiting (seats still to answer)
  AlreadyAnswered,  // args: seat
  WrongShape,       // the answer does not fit the request's type; args: detail (English)
  NotAllowed,       // the rules' validator said no; args: reason (the validator's text)
  RulesFailed,      // the rules raised an error applying it (not applied); args: detail
  Broken,           // the rules failed earlier and the game could not be rebuilt; args: detail
};

struct Refusal {
  RefusalKind kind = RefusalKind::None;
  std::string key;            // translation key, "refusal.<kind>"
  Value args = Value::object();
  std::string text;           // one English line

  bool ok() const { return kind == RefusalKind::None; }
  explicit operator bool() const { return !ok(); }  // true when refused

  // The kind as a stable word ("not_your_turn"); the key is "refusal." + this.
  static const char* kind_id(RefusalKind k) {
    switch (k) {
      case RefusalKind::None: return "none";
      case RefusalKind::NoSuchSeat: return "no_such_seat";
      case RefusalKind::GameOver: return "game_over";
      case RefusalKind::NothingPending: return "nothing_pending";
      case RefusalKind::NotYourTurn: return "not_your_turn";
      case RefusalKind::AlreadyAnswered: return "already_answered";
      case RefusalKind::WrongShape: return "wrong_shape";
      case RefusalKind::NotAllowed: return "not_allowed";
      case RefusalKind::RulesFailed: return "rules_failed";
      case RefusalKind::Broken: return "broken";
    }
    return "none";
  }
  static Refusal make(RefusalKind k, std::string text, Value args = Value::object()) {
    return Refusal{k, std::string("refusal.") + kind_id(k), std::move(args), std::move(text)};
  }
  // {"kind", "key", "args", "text"}: the refusal as data (for JSON front ends and clients).
  Value to_value() const { return {{"kind", kind_id(kind)}, {"key", key}, {"args", args}, {"text", text}}; }
};

}  // namespace rt
