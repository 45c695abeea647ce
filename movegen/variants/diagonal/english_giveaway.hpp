#pragma once
// English giveaway (rules.md §2.7): English moves; whoever cannot move wins.

#include "movegen/variants/diagonal/english.hpp"

namespace kabe {

struct EnglishGiveawayRules : EnglishRules {
    static constexpr std::string_view name = "english-giveaway";

    // Goal
    static constexpr Goal goal = Goal::give_away;

    // Notation
    static constexpr int pdn_gametype = 0;
};
using EnglishGiveaway = Variant<EnglishGiveawayRules>;

}  // namespace kabe
