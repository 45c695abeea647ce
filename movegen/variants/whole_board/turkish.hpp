#pragma once
// Turkish draughts, Dama (rules.md §2.14): all 64 squares, 16 men a side on the second
// and third ranks, men step and capture forward or sideways, kings move and capture like
// rooks and land anywhere behind, captured pieces are removed at once but two captures in
// a row may not go in opposite directions (no 180-degree turn), the most pieces must be
// taken (a king counts one), and a man crossing the last rank in a capture goes on as a
// man, crowned at the end of the move (the CONFLICT's recommended default). Draws:
// repetition only (the one-piece-each rule is not implemented, docs/variants.md).

#include "movegen/variants/whole_board/base.hpp"

namespace kabe {

struct TurkishRules : WholeBoardRules {
    static constexpr std::string_view name = "turkish";

    // Board
    using Board = FullBoard<8, 8>;        // 64 squares, one 64-bit word without ghosts
    static constexpr int start_rows = 2;  // a2-h3 and a6-h7 (pydraughts W:W41-56:B9-24)
    static constexpr int start_back_rows_empty = 1;

    // Moves and captures
    static constexpr Color first_to_move = Color::white;
    static constexpr unsigned man_moves = directions::forward | directions::sideways;
    static constexpr unsigned man_captures = man_moves;
    static constexpr unsigned king_moves = directions::orthogonal;  // like rooks (kings_fly)
    static constexpr unsigned king_captures = directions::orthogonal;
    static constexpr bool kings_fly = true;
    static constexpr bool immediate_removal = true;
    static constexpr CapturePrecedence precedence = CapturePrecedence::most_pieces;

    // Promotion
    static constexpr PassingPromotion passing_promotion = PassingPromotion::stays_man;

    // Draws
    static constexpr DrawRules draw_rules = DrawRules::none;

    // Notation
    static constexpr bool algebraic = true;  // PDN "A0": a1 bottom left; numbers 1 = a8
    static constexpr int pdn_gametype = 30;
};
using Turkish = Variant<TurkishRules>;

}  // namespace kabe
