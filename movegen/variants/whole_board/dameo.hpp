#pragma once
// Dameo (rules.md §2.25, Christian Freeling 2000): all 64 squares, 18 men a side in a
// trapezoid (White a1-h1, b2-g2, c3-f3); men step forward or diagonally forward, and a
// straight line of own men in one of those directions advances one square (the rear man
// jumps to the first empty square beyond it; kings break a line); kings move like chess
// queens. Captures go along ranks and files only: men take an adjacent piece forward,
// backward or sideways, kings fly; pieces are removed after the move and may not be
// jumped twice; the most pieces must be taken (a king counts one); a man passing the last
// row in a capture goes on as a man and is crowned only if it ends there. Draws:
// threefold repetition (Freeling's rules as quoted by jpneto; "mutual impotence" is by
// agreement and not mechanical).

#include "movegen/variants/whole_board/turkish.hpp"

namespace kabe {

struct DameoRules : TurkishRules {
    static constexpr std::string_view name = "dameo";

    // Board and start: `start_rows` rows from the own back rank, each one square shorter
    // at both ends than the one behind it.
    static constexpr int start_rows = 3;
    static constexpr int start_back_rows_empty = 0;
    static constexpr bool drawn_start = true;
    static constexpr bool starts_on(Color c, int row, int file) {
        const int rank = Board::height - row;  // 1 = White's back rank
        const int depth = (c == Color::white ? rank : Board::height + 1 - rank) - 1;
        return depth < start_rows && file >= depth && file < Board::width - depth;
    }

    // Moves and captures
    static constexpr unsigned man_moves = directions::forward | directions::forward_diagonal;
    static constexpr unsigned man_captures = directions::orthogonal;  // backward too
    static constexpr unsigned king_moves = directions::all;           // like a queen (kings_fly)
    static constexpr unsigned king_captures = directions::orthogonal;
    static constexpr bool immediate_removal = false;
    static constexpr bool linear_moves = true;

    // Notation
    static constexpr int pdn_gametype = 0;  // none exists
};
using Dameo = Variant<DameoRules>;

}  // namespace kabe
