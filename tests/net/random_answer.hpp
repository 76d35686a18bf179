// random_answer.hpp: what a simulated phone answers: a uniformly random legal choice read from
// the request in its own envelope (JSON, 1-based seats), as the random bot would choose it.
#pragma once
#include "bots/bot.hpp"

namespace rt::test {

using rt::random_answer;  // engine/bots/bot.hpp

}  // namespace rt::test
