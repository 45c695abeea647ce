#pragma once
// Alquerque (rules.md §2.23, BrainKing "Alkerk"): 25 points of a 5x5 grid joined by lines,
// orthogonal between all neighbours, diagonal only through the points whose 0-based
// coordinates sum to an even number. 12 men a side in the standard layout (UNVERIFIED
// for BrainKing): White a1-e2, d3, e3; Black a4-e5, a3, b3. Men step along a line
// forward, diagonally forward or sideways, never back, and not at all from the far row;
// no promotion. A capture jumps an adjacent enemy along a line onto the empty point
// beyond; the first jump goes in a direction a man may step, later ones of the same move
// in any direction. Compulsory, continued to the end, free choice among the sequences
// (alquerque/generate.hpp). A side without pieces or moves loses. White first
// (UNVERIFIED, docs/variants.md); jumped men leave at the end of the move (UNVERIFIED, the
// draughts convention); no draw rule is known: threefold repetition draws (Kabe's choice;
// DrawClock counts only sideways steps as reversible). The family's one variant.

#include "movegen/variants/common.hpp"

namespace kabe {

struct AlquerqueRules : CommonRules {
    static constexpr Family family = Family::alquerque;
    static constexpr std::string_view name = "alquerque";

    // Board
    using Board = FullBoard<5, 5>;
    static constexpr bool drawn_start = true;
    static constexpr bool starts_on(Color c, int row, int file) {
        return c == Color::white ? row >= 3 || (row == 2 && file >= 3)
                                 : row <= 1 || (row == 2 && file <= 1);
    }

    // Moves
    static constexpr Color first_to_move = Color::white;
    // No kings. eval/ reads kings_fly of every game (its king weights) until it is split
    // per family (issue 18); International's value keeps those weights as they were.
    static constexpr bool kings_fly = true;

    // Promotion: none.
    static constexpr bool men_promote = false;

    // Draws
    static constexpr DrawRules draw_rules = DrawRules::none;

    // Notation
    static constexpr bool algebraic = true;
    static constexpr int pdn_gametype = 0;  // none exists
};
using Alquerque = Variant<AlquerqueRules>;

}  // namespace kabe
