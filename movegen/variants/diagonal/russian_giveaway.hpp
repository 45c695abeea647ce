#pragma once
// Russian giveaway (rules.md §2.5): Russian moves; whoever cannot move wins. No source
// gives draw rules: repetition and Russian's 15 king moves each (docs/variants.md).

#include "movegen/variants/diagonal/russian.hpp"

namespace kabe {

struct RussianGiveawayRules : RussianRules {
    static constexpr std::string_view name = "russian-giveaway";

    // Goal
    static constexpr Goal goal = Goal::give_away;

    // Draws
    static constexpr DrawRules draw_rules = DrawRules::reversible;

    // Notation
    static constexpr int pdn_gametype = 0;  // none exists
};
using RussianGiveaway = Variant<RussianGiveawayRules>;

}  // namespace kabe
