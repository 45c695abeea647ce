#pragma once
// One-way checkers (BrainKing, rules.md §2.11, BK:31): Czech, but the men of both colours
// move and capture in the same direction, both players seeing the board from White's side.
// Start (UNVERIFIED, docs/variants.md): ranks 1-6, Black on files a-d, White on e-h, ranks
// 7 and 8 empty; so every man moves towards rank 8 and crowns there.

#include "movegen/variants/diagonal/czech.hpp"

namespace kabe {

struct OneWayRules : CzechRules {
    static constexpr std::string_view name = "one-way";

    // Start
    static constexpr bool drawn_start = true;
    static constexpr bool starts_on(Color c, int row, int file) {
        const int rank = Board::height - row;  // 1 = White's back rank
        return rank <= Board::height - 2 &&
               (c == Color::white ? file >= Board::width / 2 : file < Board::width / 2);
    }

    // Moves and promotion
    static constexpr bool all_men_move_up = true;

    // Notation
    static constexpr int pdn_gametype = 0;
};
using OneWay = Variant<OneWayRules>;

}  // namespace kabe
