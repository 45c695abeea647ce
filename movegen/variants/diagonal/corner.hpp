#pragma once
// Corner checkers (BrainKing, rules.md §2.10, BK:30): Czech, but a man is crowned only on
// a7 or b8 (White) and g1 or h2 (Black). The start position is shown on BrainKing only
// as a picture (UNVERIFIED): the triangles of rules.md's placeholder, which an
// independent program of the BrainKing games sets up the same way (docs/variants.md).

#include "movegen/variants/diagonal/czech.hpp"

namespace kabe {

struct CornerRules : CzechRules {
    static constexpr std::string_view name = "corner";

    // Start: Black fills the triangle above the long diagonal a1-h8, White the one below
    // it, three squares off it (12 squares each).
    static constexpr bool drawn_start = true;
    static constexpr bool starts_on(Color c, int row, int file) {
        return c == Color::white ? row + file > Board::width : row + file + 1 < Board::width;
    }

    // Promotion
    static constexpr bool corner_crowning = true;

    // Notation
    static constexpr int pdn_gametype = 0;  // none exists
};
using Corner = Variant<CornerRules>;

}  // namespace kabe
