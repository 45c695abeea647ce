#pragma once
// The rules a draughts game on all squares of its board can state (Family::whole_board:
// Turkish, Gothic, Dameo). Their generator (movegen/whole_board/generate.hpp) reads the direction
// sets man_moves, man_captures, king_moves and king_captures (directions::), `kings_fly`,
// `immediate_removal`, `passing_promotion`, `precedence` (most_pieces or free_choice) and
// `linear_moves`. Each stated here is the feature absent; the variants (turkish.hpp and its heirs)
// state the rest.

#include "movegen/variants/common.hpp"

namespace kabe {

struct WholeBoardRules : CommonRules {
    static constexpr Family family = Family::whole_board;

    // Board and start: a variant names `Board` (a FullBoard) and `start_rows`.
    // Rows left empty behind each side's men at the start (Turkish: the back ranks).
    static constexpr int start_back_rows_empty = 0;
    // A start position drawn square by square instead of the rows of start_rows: colour c
    // has a man at (row from the top, file from White's left) where starts_on says so.
    static constexpr bool drawn_start = false;
    static constexpr bool starts_on(Color, int /*row*/, int /*file*/) { return false; }

    // Moves: Dameo's line of men moves one square along itself (whole_board/generate.hpp).
    static constexpr bool linear_moves = false;
    // Captures: pieces jumped leave at once, or block until the move ends.
    static constexpr bool immediate_removal = false;
};

}  // namespace kabe
