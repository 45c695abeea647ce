#pragma once
// Gothic checkers (rules.md §2.13, BrainKing "Gooti kabe"): all 64 squares, 16 men a side
// on ranks 1-2 and 7-8; men move and jump one step forward, diagonally forward or
// sideways; kings move and jump one step in all eight directions; otherwise "the same as
// Checkers" (BK:35): capture compulsory with free choice, men take kings, and a man that
// reaches the last row in a capture is crowned and stops. Removal timing cannot matter: a
// landing square keeps the file and rank parity of the square the piece started from, and
// every jumped square breaks one of them, so no landing is ever on a piece already taken
// (which is never taken twice either way). UNVERIFIED (docs/variants.md): the start rows (BrainKing
// shows a picture only), White first (as BrainKing's other games and Turkish), and the
// draw rules (repetition only, as Turkish: English's 40-move rule counts man moves, which
// Gothic's sideways men make reversible).

#include "movegen/variants/whole_board/turkish.hpp"

namespace kabe {

struct GothicRules : TurkishRules {
    static constexpr std::string_view name = "gothic";

    // Board
    static constexpr int start_rows = 2;
    static constexpr int start_back_rows_empty = 0;

    // Moves and captures
    static constexpr unsigned man_moves =
        directions::forward | directions::forward_diagonal | directions::sideways;
    static constexpr unsigned man_captures = man_moves;
    static constexpr unsigned king_moves = directions::all;
    static constexpr unsigned king_captures = directions::all;
    static constexpr bool kings_fly = false;
    static constexpr bool immediate_removal = false;
    static constexpr CapturePrecedence precedence = CapturePrecedence::free_choice;

    // Promotion
    static constexpr PassingPromotion passing_promotion = PassingPromotion::crowned_and_stops;

    // Notation
    static constexpr int pdn_gametype = 0;  // none exists
};
using Gothic = Variant<GothicRules>;

}  // namespace kabe
