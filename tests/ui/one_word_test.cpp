// one_word_test.cpp: one word per concept. The vote cards a player clicks and the log line that
// reports the vote say the same words (Avalon's own and the shared ones), in English, Russian
// and Ukrainian; the vote prompt names the cards the same way too (a capital aside).
#include <gtest/gtest.h>

#include "app/text.hpp"
#include "lua/catalog.hpp"

namespace rt {
namespace {

std::string lower_ascii(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

TEST(OneWord, TheVoteCardsAndTheLogSayTheSame) {
  Catalog cat;
  cat.load(ROUNDTABLE_SCRIPTS_SOURCE);
  for (const std::string lang : {"en", "ru", "uk"})
    for (const std::string prefix : {"avalon", "common"}) {
      const std::string log = cat.text(lang, prefix + ".log.votes");
      for (const std::string vote : {"approve", "reject"}) {
        const std::string card = cat.text(lang, prefix + ".choice." + vote);
        ASSERT_FALSE(card.empty()) << lang << " " << prefix << " " << vote;
        EXPECT_NE(log.find(card), std::string::npos) << lang << ": the log says \"" << log << "\", the card \"" << card << "\"";
        if (prefix == "avalon") {
          EXPECT_NE(lower_ascii(cat.text(lang, "avalon.prompt.vote")).find(lower_ascii(card)), std::string::npos) << lang << ": the prompt names the card \"" << card << "\"";
        }
      }
    }
}

}  // namespace
}  // namespace rt
