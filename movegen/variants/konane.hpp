#pragma once
// Konane (rules.md §2.24; seed S2, BrainKing "Havai kabe"): the whole 8x8 board full,
// White on the dark squares (a1 dark: 1-based file + rank even, i.e. row from the top +
// 0-based file odd), Black on the light ones, Black first. Black opens by removing one of
// its pieces on a8, h1, d5 or e4, White by removing one of its pieces next to that hole
// along a rank or file; every later move is a jump along a rank or file over an adjacent
// enemy onto the empty square beyond, optionally repeated in the same direction, stopping
// wherever the player likes (konane/generate.hpp). The side that cannot move loses. No
// draws exist: every move after the opening takes a piece.
// Moves: a removal is from == to with that square in `captured` (Position::after removes
// the mover's own piece there), written `xd5` (PDN) and `28x28x28` (Hub form). The
// family's one variant: another Konane would derive from KonaneRules.

#include "movegen/variants/common.hpp"

namespace kabe {

struct KonaneRules : CommonRules {
    static constexpr Family family = Family::konane;
    static constexpr std::string_view name = "konane";

    // Board
    using Board = FullBoard<8, 8>;
    static constexpr bool drawn_start = true;
    static constexpr bool starts_on(Color c, int row, int file) {
        return (row + file) % 2 == (c == Color::white ? 1 : 0);
    }

    // Moves
    static constexpr Color first_to_move = Color::black;  // S2, BK:94
    // No kings. eval/ reads kings_fly of every game (its king weights) until it is split
    // per family (issue 18); International's value keeps those weights as they were.
    static constexpr bool kings_fly = true;

    // Promotion: none.
    static constexpr bool men_promote = false;

    // Draws
    static constexpr DrawRules draw_rules = DrawRules::none;
    static constexpr int repetitions = 0;  // impossible: every move removes a piece

    // Notation
    static constexpr bool algebraic = true;
    static constexpr int pdn_gametype = 0;  // none exists
};
using Konane = Variant<KonaneRules>;

}  // namespace kabe
