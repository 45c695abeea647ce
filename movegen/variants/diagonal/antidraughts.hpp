#pragma once
// International antidraughts (rules.md §2.22): International moves, the side left without
// a legal move wins; only repetition draws.

#include "movegen/variants/diagonal/international.hpp"

namespace kabe {

struct AntidraughtsRules : InternationalRules {
    static constexpr std::string_view name = "antidraughts";

    // Goal
    static constexpr Goal goal = Goal::give_away;

    // Draws
    static constexpr DrawRules draw_rules = DrawRules::none;

    // Notation
    static constexpr int pdn_gametype = 98;  // lidraughts' private number
};
using Antidraughts = Variant<AntidraughtsRules>;

}  // namespace kabe
