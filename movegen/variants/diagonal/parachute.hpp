#pragma once
// Parachute checkers (BrainKing, rules.md §2.12, BK:32): Czech with 8 men and 4
// parachutists a side, the parachutists on the opponent's first row. A parachutist's only
// move captures the adjacent piece on row 7 (White) / row 2 (Black), landing right behind
// it, and ends there with it an ordinary man. It ranks with the men under the king-first
// rule (the "no jumping preference" of BK-T, docs/variants.md).

#include "movegen/variants/diagonal/czech.hpp"

namespace kabe {

struct ParachuteRules : CzechRules {
    static constexpr std::string_view name = "parachute";

    // Start: own men on ranks 2 and 3 (7 and 6), parachutists on rank 8 (1).
    static constexpr bool drawn_start = true;
    static constexpr bool starts_on(Color c, int row, int /*file*/) {
        const int rank = Board::height - row;
        const int own = c == Color::white ? rank : Board::height + 1 - rank;
        return own == 2 || own == 3 || own == Board::height;
    }

    // Moves and promotion
    static constexpr bool parachutists = true;

    // Notation
    static constexpr int pdn_gametype = 0;
};
using Parachute = Variant<ParachuteRules>;

}  // namespace kabe
