#pragma once
// Czech draughts (rules.md §2.9): flying kings, men forward only, a king must capture if
// one can, otherwise free choice. The official draw rule is not mechanical: repetition.

#include "movegen/variants/diagonal/brazilian.hpp"

namespace kabe {

struct CzechRules : BrazilianRules {
    static constexpr std::string_view name = "czech";

    // Moves and captures
    static constexpr bool men_capture_backward = false;
    static constexpr CapturePrecedence precedence = CapturePrecedence::with_king;

    // Draws
    static constexpr DrawRules draw_rules = DrawRules::none;

    // Notation
    static constexpr int pdn_gametype = 29;
};
using Czech = Variant<CzechRules>;

}  // namespace kabe
