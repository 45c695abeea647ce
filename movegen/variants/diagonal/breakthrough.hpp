#pragma once
// Breakthrough (rules.md §2.21): International moves; the first king wins; no draw rules.

#include "movegen/variants/diagonal/international.hpp"

namespace kabe {

struct BreakthroughRules : InternationalRules {
    static constexpr std::string_view name = "breakthrough";

    // Goal
    static constexpr Goal goal = Goal::first_king;

    // Draws
    static constexpr DrawRules draw_rules = DrawRules::none;
    static constexpr int repetitions = 0;  // none: lidraughts keeps no history at all

    // Notation
    static constexpr int pdn_gametype = 96;  // lidraughts' private number
};
using Breakthrough = Variant<BreakthroughRules>;

}  // namespace kabe
