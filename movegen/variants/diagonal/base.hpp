#pragma once
// The rules a draughts game on the dark squares can state (Family::diagonal), read by the
// diagonal generator (movegen/diagonal/generate.hpp, capture_routes.hpp). Each stated here
// is the feature absent; the variants (international.hpp and its heirs) state the rest of
// their rule book.

#include "movegen/variants/common.hpp"

namespace kabe {

struct DiagonalRules : CommonRules {
    static constexpr Family family = Family::diagonal;

    // Board and start: a variant names `Board` (a DarkSquareBoard) and `start_rows`, the
    // rows of men each side starts with.
    // Rows left empty behind each side's men at the start.
    static constexpr int start_back_rows_empty = 0;
    // A start position drawn square by square instead of the rows of start_rows: colour c
    // has a man at (row from the top, file from White's left) where starts_on says so
    // (BoardMasks::start_squares; light squares of a dark-square board are skipped).
    static constexpr bool drawn_start = false;
    static constexpr bool starts_on(Color, int /*row*/, int /*file*/) { return false; }

    // Moves and captures: a variant states men_capture_backward, kings_fly, precedence
    // and passing_promotion.
    static constexpr bool men_capture_kings = true;  // only Italian men cannot (FID 5.3b)
    static constexpr KingLanding king_landing = KingLanding::any_square;
    // Captured pieces leave the board as they are jumped, so their squares can be crossed
    // again in the same move (Thai); otherwise they block until the move ends.
    static constexpr bool immediate_removal = false;
    // Killer: a capture whose last captured piece is a king ends right behind it.
    static constexpr bool halt_behind_king = false;
    // Frisian: men and kings also capture along rows and files (kings still move only
    // diagonally).
    static constexpr bool orthogonal_captures = false;
    // Frisian: while a side has men, one king may make at most this many non-capturing
    // moves in a row (0: no limit). Position keeps the count.
    static constexpr int king_move_limit = 0;
};

}  // namespace kabe
