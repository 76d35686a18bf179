// typed_choice.hpp: a person's answer to a request, typed in the terminal. Shared by the
// terminal's front ends: `play --tty` (hot-seat at one terminal) and `join` (a seat of a game
// hosted elsewhere). It lists the request's choices from the seat's view, numbered, and reads one
// line: an option's number (or its id typed out), seat numbers, or the numbers of cards.
#pragma once
#include <string>

#include "../core/value.hpp"
#include "text.hpp"

namespace rt {

// Reads one line from stdin without its line end; false at the end of input.
bool read_typed_line(std::string& line);

// Shows the choices of `request` (the seat's view's decision) and reads the answer into
// `choice`: what Session::submit takes (an option id, a list of seats, a list of card ids), or
// the line as typed when it is not one of those (the host refuses it). False at the end of input.
bool typed_choice(const TextContext& t, const Value& view, const Value& request, Value& choice);

}  // namespace rt
