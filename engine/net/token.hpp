// token.hpp: unguessable seat tokens. They come from the operating system's CSPRNG
// (/dev/urandom, else std::random_device), never from a game's seeded generator, so handing out
// tokens draws nothing a record could depend on.
#pragma once
#include <string>

namespace rt::net {

// 32 lowercase hex digits (128 random bits).
std::string random_token();

// Compares two strings in time that depends only on their lengths (a guessed token learns
// nothing from how fast it was turned down).
bool same_token(const std::string& a, const std::string& b);

}  // namespace rt::net
