#pragma once
// Russian draughts (rules.md §2.4): Brazilian's board and moves, but free choice of
// capture and a man crowned in passing goes on capturing as a king (kodeks 1.5.15).
// Draws: FMJD-64 art. 7.2 (movegen/draw_rules.hpp): 7.2.5 in king_moves_draw_plies, 7.2.7
// and 7.2.8 in five_move_draw_plies (10, inherited), 7.2.4 and 7.2.6 in fmjd64::.

#include "movegen/variants/diagonal/brazilian.hpp"

namespace kabe {

struct RussianRules : BrazilianRules {
    static constexpr std::string_view name = "russian";

    // Captures
    static constexpr CapturePrecedence precedence = CapturePrecedence::free_choice;

    // Promotion
    static constexpr PassingPromotion passing_promotion = PassingPromotion::crowned_and_continues;

    // Draws
    static constexpr DrawRules draw_rules = DrawRules::russian;
    static constexpr int king_moves_draw_plies = 30;  // 7.2.5

    // Notation
    static constexpr char capture_separator = ':';
    static constexpr int pdn_gametype = 25;
};
using Russian = Variant<RussianRules>;

}  // namespace kabe
