#pragma once
// Italian draughts (rules.md §2.18, FID): short kings, men capture forward only and never
// a king, White first, the full precedence of FID 6.6-6.10, the board mirrored (scheme B).
// Draws (CONFLICT in rules.md): dctl's four repetitions (9.3 b1) and 80 reversible plies.

#include "movegen/variants/diagonal/english.hpp"

namespace kabe {

struct ItalianRules : EnglishRules {
    static constexpr std::string_view name = "italian";

    // Moves and captures
    static constexpr Color first_to_move = Color::white;
    static constexpr bool men_capture_kings = false;
    static constexpr CapturePrecedence precedence = CapturePrecedence::italian;

    // Draws
    static constexpr int repetitions = 4;

    // Notation
    static constexpr Numbering numbering = Numbering::scheme_b;
    static constexpr int pdn_gametype = 22;
};
using Italian = Variant<ItalianRules>;

}  // namespace kabe
